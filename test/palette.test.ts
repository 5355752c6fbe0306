// One visual language (issue 27): every colour of a chart, picture or widget comes by name from
// lib/notebook/palette, so a method, a search state or a marker means the same in every notebook.
import { readdirSync, readFileSync } from 'fs';
import * as path from 'path';
import { describe, expect, it } from 'vitest';
import { listNotebooks, notebooksDir, projectRoot } from '../platform/kernel';
import { BOARD, CATEGORY, INK, MARK, markFill, METHOD, methodColour, methodScale, RAMP, rampColour, STATE } from '../lib/notebook/palette';

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
    expect(methodScale([['dfs', 'DFS'], ['bfs', 'BFS']])).toEqual({ domain: ['DFS', 'BFS'], range: [METHOD.dfs, METHOD.bfs], legend: true });
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
