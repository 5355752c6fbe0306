// One visual language (issue 27): every colour of a chart, picture or widget comes by name from
// lib/notebook/palette, so a method, a search state or a marker means the same in every notebook.
import { readdirSync, readFileSync } from 'fs';
import * as path from 'path';
import { describe, expect, it } from 'vitest';
import { listNotebooks, notebooksDir, projectRoot } from '../platform/kernel';
import { BOARD, CATEGORY, INK, MARK, markFill, METHOD, METHOD_KEYS, methodColour, methodScale, RAMP, rampColour, nestedRadius, SEQUENCE, SEQUENCE_ATTRIBUTE, sequenceScale, SERIES_ATTRIBUTE, STATE } from '../lib/notebook/palette';
import { colourName, courseLegend, swatch } from '../lib/notebook/legend';
import { growthChart, measureGrowth, plot, Plot } from '../lib/notebook';
import { labels, setLanguage } from '../lib/i18n';
import { LAB_SOLVERS } from '../lib/widgets/measurement';
import { chartSeries, methodKeysInCode } from './helpers/chart-series';

const HEX = /#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b/g;
/** Hex colours in source text, with their line (string literals and markup alike). */
function hexColours(source: string): string[] {
  return source.split('\n').flatMap((line, i) => (line.match(HEX) ?? []).filter((h) => !/&#/.test(line.slice(Math.max(0, line.indexOf(h) - 1), line.indexOf(h) + 1))).map((h) => `${i + 1}: ${h} in ${line.trim().slice(0, 100)}`));
}
const code = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { cells: { cell_type: string; source: string[] | string }[] }).cells
  .filter((c) => c.cell_type === 'code').map((c) => (Array.isArray(c.source) ? c.source.join('') : c.source)).join('\n');

describe('the palette', () => {
  it('names each state, board colour and ink once, as #rrggbb', () => {
    for (const table of [STATE, BOARD, INK, METHOD]) for (const v of Object.values(table).flat()) expect(v).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(Object.values(STATE)).size, 'no two states share a colour').toBe(Object.values(STATE).length);
  });
  it('gives a method the same colour at every call, known or not, and builds Plot scales by key', () => {
    expect(methodColour('warnsdorff')).toBe(METHOD.warnsdorff);
    expect(methodColour('some-new-method')).toBe(methodColour('some-new-method'));
    expect(methodScale([['dfs', 'DFS'], ['bfs', 'BFS']])).toEqual({ domain: ['DFS', 'BFS'], range: [METHOD.dfs, METHOD.bfs], legend: true, keys: ['dfs', 'bfs'] });
  });
  it('says budget-hit with an open circle, and ramps light to dark', () => {
    expect(MARK).toEqual({ finished: 'filled', budget: 'open' });
    expect(markFill(true, METHOD.dfs)).toBe(INK.paper);
    expect(markFill(false, METHOD.dfs)).toBe(METHOD.dfs);
    expect(rampColour(0, 6)).toBe(RAMP[0]);
    expect(rampColour(99, 6)).toBe(RAMP[RAMP.length - 1]);
    expect(CATEGORY.length).toBeGreaterThanOrEqual(12);
  });
});

/** The files that draw: the notebook renderers and the widgets' views. */
const DRAWING = [
  ...readdirSync(path.join(projectRoot, 'lib/notebook')).filter((f) => /(-svg|-chart)\.ts$/.test(f)).map((f) => `lib/notebook/${f}`),
  ...readdirSync(path.join(projectRoot, 'lib/widgets/browser')).filter((f) => /-view\.ts$/.test(f)).map((f) => `lib/widgets/browser/${f}`),
];

describe('no colour outside the palette', () => {
  it.each(DRAWING)('%s', (file) => {
    expect(hexColours(readFileSync(path.join(projectRoot, file), 'utf8'))).toEqual([]);
  });
  it.each(listNotebooks())('notebooks/%s (its code cells)', (name) => {
    expect(hexColours(code(path.join(notebooksDir, name)))).toEqual([]);
  });
});

describe("the course's table (issue 32: one colour per key, in every chart)", () => {
  it('gives every method key its own colour, none of them a state\'s colour', () => {
    const colours = Object.values(METHOD);
    const shared = colours.filter((c, i) => colours.indexOf(c) !== i).map((c) => METHOD_KEYS.filter((k) => METHOD[k] === c).join(' = '));
    expect(shared, 'keys sharing a colour').toEqual([]);
    const states = Object.entries(STATE).filter(([, c]) => colours.includes(c)).map(([k]) => k);
    expect(states, 'states drawn in a method colour').toEqual([]);
    expect(colours.filter((c) => SEQUENCE.includes(c) || CATEGORY.includes(c))).toEqual([]);
  });
  it.each(['en', 'es'] as const)('names every key, state and colour in %s, no two colours with one name', (lang) => {
    const p = labels(lang).notebook.palette;
    for (const k of METHOD_KEYS) {
      expect(p.methods[k], `${lang} methods.${k}`).toMatch(/\S/);
      expect(p.colours[k], `${lang} colours.${k}`).toMatch(/\S/);
    }
    for (const k of Object.keys(STATE)) {
      expect(p.states[k], `${lang} states.${k}`).toMatch(/\S/);
      expect(p.stateColours[k], `${lang} stateColours.${k}`).toMatch(/\S/);
    }
    const names = [...METHOD_KEYS.map((k) => p.colours[k]), ...Object.keys(STATE).map((k) => p.stateColours[k])];
    expect(names.filter((n, i) => names.indexOf(n) !== i), `${lang}: one name for two colours`).toEqual([]);
    expect(Object.keys(p.colours).sort()).toEqual([...METHOD_KEYS].sort());
  });
  it('names a palette colour in the reader\'s language, and swatches carry that name', () => {
    setLanguage('es');
    try {
      expect(colourName(STATE.current)).toBe('dorado');
      expect(swatch(METHOD.bfs)).toContain('magenta:');
    } finally {
      setLanguage('en');
    }
    expect(colourName(STATE.current)).toBe('gold');
    expect(colourName('#123456')).toBeNull();
    const legend = courseLegend();
    for (const k of METHOD_KEYS) expect(legend).toContain(`<code>${k}</code>`);
    // The board's marks are a table of their own: a tour's path is drawn in Warnsdorff's dark blue whatever found it.
    for (const k of ['path', 'start', 'end', 'removed', 'added', 'joinDepth']) expect(legend).toContain(`<code>${k}</code>`);
    expect(legend).toContain('own colours, on pictures of boards: marks, not methods');
    setLanguage('es');
    try {
      expect(courseLegend()).toContain('las líneas de corte de un plan de dividir y conquistar');
    } finally {
      setLanguage('en');
    }
  });
  it('marks a chart coloured by methodScale, and a growth chart, with its series\' keys and colours', () => {
    const chart = plot({ color: methodScale([['dfs', 'DFS'], ['bfs', 'BFS']]), marks: [Plot.dot([{ x: 1, y: 1, s: 'DFS' }], { x: 'x', y: 'y', fill: 's' })] });
    expect(chartSeries(chart)).toEqual([{ kind: 'methods', series: [['dfs', METHOD.dfs], ['bfs', METHOD.bfs]] }]);
    const g = (method: string) => measureGrowth({ label: method, method, sizes: [1, 2, 3], repeat: 1, run: (n) => n, counter: (n) => n * n });
    const html = growthChart([g('fill'), g('refill')], { counterLabel: 'squares' });
    expect(chartSeries(html)).toEqual([{ kind: 'methods', series: [['fill', METHOD.fill], ['refill', METHOD.refill]] }]);
    // the same counts: the second series lies on the first, and the legend says so
    expect(html).toContain(labels('en').notebook.chart.sameCounts([['fill', 'refill']]).slice(0, 20));
  });
  it('gives ordered values each a colour of their own (the givens 17 and 19 of 04a were one colour on the old ramp)', () => {
    const s = sequenceScale([26, 17, 19, 21, 22, 23, 24, 25, 17]);
    expect(s.domain).toEqual([17, 19, 21, 22, 23, 24, 25, 26]);
    expect(new Set(s.range).size).toBe(8);
    expect(s.range[0]).toBe(SEQUENCE[0]);
    expect(s.range[7]).toBe(SEQUENCE[SEQUENCE.length - 1]);
    expect(new Set(sequenceScale(Array.from({ length: 30 }, (_, i) => i)).range).size).toBe(30);
    const chart = plot({ color: sequenceScale([17, 19]), marks: [Plot.dot([{ x: 1, y: 1, g: 17 }], { x: 'x', y: 'y', fill: 'g' })] });
    expect(chart).toContain(`${SEQUENCE_ATTRIBUTE}="17=`);
  });
  it("the measurement lab's solvers are drawn in their keys' colours from the table", () => {
    for (const [name, s] of Object.entries(LAB_SOLVERS)) expect(METHOD_KEYS, name).toContain(s.method);
  });
  it.each(listNotebooks())('notebooks/%s names only the table\'s keys for its series', (name) => {
    const unknown = methodKeysInCode(code(path.join(notebooksDir, name))).filter((k) => !METHOD_KEYS.includes(k));
    expect(unknown).toEqual([]);
  });
  it('nests the dots of series that may coincide: the first largest, each a ring around the next', () => {
    expect([0, 1, 2, 3].map((i) => nestedRadius(i, 4, 2))).toEqual([2 + 3 * 1.6, 2 + 2 * 1.6, 2 + 1.6, 2]);
    expect(() => nestedRadius(4, 4)).toThrow(/i must be an integer from 0 to 3, got 4/);
  });
  it('knows the attribute both the charts and the test read', () => {
    expect(SERIES_ATTRIBUTE).toBe('data-series-keys');
  });
});
