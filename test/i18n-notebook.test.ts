// What lib/notebook (and lib/queens' texts for the reader) draw and print follows setLanguage:
// Spanish with 'es', the English source by default. The words come from lib/i18n's tables.
import { afterEach, describe, expect, it } from 'vitest';
import { labels } from '../lib/i18n';
import { boardSvg, formatProgress, growthChart, growthStatusText, growthSummary, linksSvg, measureGrowth, placementSvg, progress, setLanguage, timingClaim, treeSvg } from '../lib/notebook';
import { setKernelApiForTesting, type KernelApi } from '../lib/notebook/kernel-display';
import { validatePlacement } from '../lib/queens';
import { describeConflict, formatDuration, placementProblemText } from '../lib/i18n';
import { parseSvg } from './helpers/svg';

function recordingKernel(): { api: KernelApi; html: string[] } {
  const html: string[] = [];
  const display = { html: (s: string) => html.push(s), text: () => {}, markdown: () => {} };
  return { api: { display, newDisplay: () => display }, html };
}

afterEach(() => {
  setLanguage('en');
  setKernelApiForTesting(undefined);
});

const es = labels('es').notebook;
const tree = [
  { id: 0, parent: null, label: '', status: 'expanded' },
  { id: 1, parent: 0, label: '1', status: 'dead' },
  { id: 2, parent: 0, label: '2', status: 'promising' },
  { id: 3, parent: 2, label: '2,4', status: 'solution' },
  { id: 4, parent: 2, label: '2,1' },
];
const legendTexts = (svg: string) => [...parseSvg(svg).querySelectorAll('g.legend text')].map((t) => t.textContent);

describe('lib/notebook in Spanish', () => {
  it('a growth\'s status in words: the key stays English, the words follow the language', () => {
    expect(['fitted', 'too few sizes', 'too noisy'].map((s) => growthStatusText(s as 'fitted'))).toEqual(['fitted', 'too few sizes', 'too noisy']);
    setLanguage('es');
    expect(['fitted', 'too few sizes', 'too noisy'].map((s) => growthStatusText(s as 'fitted'))).toEqual(['ajustado', 'pocos tamaños', 'demasiado ruido']);
    expect(growthStatusText('too noisy', 'en')).toBe('too noisy');
    expect(() => growthStatusText('noisy' as 'fitted')).toThrow(`status must be one of 'fitted', 'too few sizes', 'too noisy', got "noisy"`);
  });

  it('a timing claim that does not hold says so in Spanish (the statement stays the caller\'s)', () => {
    const k = recordingKernel();
    setKernelApiForTesting(k.api);
    setLanguage('es');
    timingClaim('el exponente está cerca de 2', false, 'n^1.44', 'una recta');
    expect(k.html[0]).toContain('>⚠</b> esta vez no: el exponente está cerca de 2');
    expect(k.html[0]).toContain('— medido: n^1.44');
    expect(k.html[0]).toContain('<i>Fíjate en:</i> una recta');
    expect(k.html[0]).not.toMatch(/not this time|measured|Look for/);
    setLanguage('en');
    timingClaim('exponent near 2', false, 'n^1.44', 'a straight line');
    expect(k.html[1]).toContain('>⚠</b> not this time: exponent near 2 <span style="color:#555">— measured n^1.44</span><br><i>Look for:</i> a straight line');
  });

  it('a growth summary, its chart\'s axes and legend are Spanish; the decimal point stays', () => {
    setLanguage('es');
    const g = measureGrowth({ label: 'árbol', sizes: [4, 5, 6, 7], repeat: 1, minSampleMs: 0, noiseFloorMs: 1e6, model: 'exponential', run: () => 0, counter: (_, n) => 3 ** n });
    expect(g.status).toBe('too few sizes'); // the status is data: it stays English
    expect(growthSummary([g])).toBe(`árbol: hay pocos tamaños por encima de 1000000 ms para ajustar (0 de 4); aumenta los tamaños`);
    expect(g.countFit).not.toBeNull();
    expect(es.growth.exponential(g.countFit!.base.toFixed(2))).toBe('crece ×3.00 por cada paso de n');
    const fitted = measureGrowth({ label: 'cuadrática', sizes: [8, 16, 32], repeat: 1, minSampleMs: 0, noiseFloorMs: 0, minR2: 0, run: (n) => { let s = 0; for (let i = 0; i < n * n * 50; i++) s += i; return s; }, counter: (_, n) => n * n });
    expect(fitted.summary).toMatch(/^cuadrática: tiempo ∝ n\^-?\d+\.\d\d \(r² \d\.\d{3}, mediana de 1, ajustado en n = 8…32\); contador ∝ n\^2\.00 en los mismos tamaños$/);
    const chart = growthChart([fitted], { counterLabel: 'pasos' });
    expect(chart).toContain('tamaño n →');
    expect(chart).toContain('↑ tiempo de CPU por llamada (');
    expect(chart).toContain('↑ pasos por llamada');
    expect(chart).toContain('<b>método:</b>');
    expect(chart).toContain('(discontinua: la ley de potencias ajustada)');
    expect(chart).not.toMatch(/per call|size n|method|dashed/);
    setLanguage('en');
    const english = growthChart([fitted], { counterLabel: 'steps' });
    expect(english).toContain('size n →');
    expect(english).toContain('↑ steps per call');
    expect(english).toContain('(dashed: the fitted power law)');
  });

  it('a search tree\'s legend and tooltips use the course\'s terms; the colours stay keyed by status', () => {
    const english = treeSvg({ nodes: tree, highlight: [0, 2, 3] });
    expect(legendTexts(english)).toEqual(['expanded', 'promising', 'solution', 'dead', '(no status)', 'highlighted']);
    setLanguage('es');
    const spanish = treeSvg({ nodes: tree, highlight: [0, 2, 3] });
    expect(legendTexts(spanish)).toEqual(['expandido', 'k-prometedor', 'solución', 'nodo fracaso', '(sin estado)', 'resaltado']);
    expect(spanish).toContain('<title>nodo 1: 1 (nodo fracaso)</title>');
    // the same colours as in English: only the words changed
    const fills = (svg: string) => [...parseSvg(svg).querySelectorAll('g.nodes circle')].map((c) => c.getAttribute('fill'));
    expect(fills(spanish)).toEqual(fills(english));
    // an explicit lang wins over the current language (the page's widgets pass theirs)
    expect(legendTexts(treeSvg({ nodes: tree, lang: 'en' }))).toContain('dead');
    expect(() => treeSvg({ nodes: tree, lang: 'fr' as never })).toThrow(/lang must be one of 'en', 'es', got "fr"/);
  });

  it('boards, placements, links and progress lines', () => {
    setLanguage('es');
    const board = boardSvg({ rows: 3, cols: 4, path: [0, 6, 11] });
    expect(board).toContain('<title>inicio</title>');
    expect(board).toContain('<title>fin</title>');
    expect(placementSvg([2, 4, 1, 3], { lang: 'en' })).not.toContain('inicio');
    const links = linksSvg({ columns: [{ name: 'A', active: true, size: 1, down: 3 }], nodes: [{ id: 3, row: 0, column: 0, down: 1, right: 3 }] }, 2);
    expect(links).toContain('>fila 0</text>');
    expect(links).toContain('>fila 1</text>');
    const lines: string[] = [];
    const p = progress('recuento', 2, { stream: { write: (s: string) => lines.push(s) }, now: () => 0 });
    p.done();
    expect(lines[lines.length - 1]).toBe(`${formatProgress('recuento', 0, 2, 0)} terminado\n`);
  });

  it('lib/queens\'s data in Spanish: a conflict, a duration, validatePlacement\'s problem', () => {
    setLanguage('es');
    expect(describeConflict({ rows: [3, 6], columns: [6, 6], kind: 'column' })).toBe('las reinas 3 y 6 comparten la columna 6');
    expect(describeConflict({ rows: [1, 2], columns: [1, 2], kind: 'diagonal' })).toBe('las reinas 1 y 2 comparten una diagonal (|1 − 2| = |1 − 2|)');
    expect(formatDuration(3 * 3600)).toBe('3.0 horas');
    expect(placementProblemText(validatePlacement([1, 1], 2).problem!)).toBe('las reinas 1 y 2 comparten la columna 1');
    setLanguage('en');
    expect(formatDuration(3 * 3600)).toBe('3.0 hours');
  });
});

describe('notebooks 02 and 04 in Spanish: what their cells print has no English left', () => {
  it('a base-case file is shown with its header line (written in English by npm run base-cases) in Spanish, the grid as on disk', async () => {
    const { readFileSync } = await import('node:fs');
    for (const name of ['06x08.txt', '05x05-cornerless.txt']) {
      const text = readFileSync(`base_cases/${name}`, 'utf8');
      const shown = labels('es').nb02.baseFileText(text);
      const [header, ...grid] = shown.split('\n');
      expect(header).toMatch(/^# \d+x\d+( sin la esquina superior izquierda \(\.\))?: recorrido cerrado estructurado del caballo, pasos 0-\d+ \(generado por npm run base-cases\)$/);
      expect(header).not.toMatch(/structured|tour|steps|generated|minus/);
      expect(grid.join('\n')).toBe(text.split('\n').slice(1).join('\n'));
      expect(labels('en').nb02.baseFileText(text)).toBe(text);
    }
  });

  it("exercise 6's table: Spanish headers and rule and order names for every key the exercise uses", () => {
    const es = labels('es').nb04;
    expect(es.ruleOrderHeaders).toEqual(['n', 'regla de columna', 'orden de las columnas', 'recuento', 'nodos']);
    for (const rule of ['mrv', 'first']) expect(es.rule[rule]).toMatch(/^(menos filas \(MRV\)|primera columna)$/);
    for (const order of ['middle-out', 'plain']) expect(es.order[order]).toMatch(/^(del centro hacia fuera|simple)$/);
  });
});
