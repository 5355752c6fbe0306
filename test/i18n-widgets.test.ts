// The boards in the page speak the notebook's language: embed.ts passes `language()` (or an explicit
// `lang` option) into the board's options, and the page script labels every button, field, status
// line and counter from lib/i18n's table for it. Mounted in jsdom, as in widgets.test.ts.
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import { labels, setLanguage } from '../lib/i18n';
import {
  backtrackStepper,
  divideAndConquerExplorer,
  knightGameWidget,
  measurementLab,
  newWidgetPage,
  queensStepper,
  sudokuStepper,
  warnsdorffStepper,
} from '../lib/widgets';

const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const en = labels('en').widgets;
const es = labels('es').widgets;

afterEach(() => setLanguage('en'));

/** Mounts the widget HTML in jsdom and returns its root element once the page script has run. */
async function mount(html: string): Promise<{ root: HTMLElement; close(): void }> {
  const dom = new JSDOM(`<!doctype html><body>${html}</body>`, { runScripts: 'dangerously', pretendToBeVisual: true });
  await new Promise((r) => setTimeout(r, 80));
  const root = dom.window.document.querySelector('.course-widget') as HTMLElement;
  expect(root.dataset.ready).toBe('true');
  return { root, close: () => dom.window.close() };
}

const text = (root: Element, sel: string) => root.querySelector(sel)?.textContent ?? '';
const buttons = (root: Element) => [...root.querySelectorAll('button')].map((b) => b.textContent);
/** Every plain (not parametrised) English text of a table section, for checking none is shown. */
function englishWords(section: Record<string, unknown>): string[] {
  return Object.values(section).flatMap((v) => (typeof v === 'string' ? [v.trim()] : v && typeof v === 'object' ? englishWords(v as Record<string, unknown>) : []));
}
function expectNoEnglish(root: Element, ...sections: Record<string, unknown>[]): void {
  const shown = root.textContent ?? '';
  const spanish = new Set(englishWords(es as unknown as Record<string, unknown>));
  for (const words of sections.map(englishWords)) {
    for (const w of words) {
      if (w.length <= 2 || spanish.has(w)) continue;
      // as a whole word: "cancel" is not in "cancelar"
      const word = new RegExp(`(^|[^\\p{L}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u');
      expect(shown, w).not.toMatch(word);
    }
  }
}

describe('the boards in Spanish', () => {
  it('the mount <div> carries the language, names the board and says what to do without scripts in it', () => {
    setLanguage('es');
    newWidgetPage();
    const html = queensStepper({ n: 4 });
    expect(html).toContain('data-lang="es"');
    expect(html).toContain(`aria-label="${es.names.queensStepper(4, 'DFS')}"`);
    expect(html).toContain(es.noScript);
    expect(html).toContain(JSON.stringify(es.noBundle).slice(1, 40));
    // an explicit lang wins over the notebook's; a language the course does not have is refused
    expect(queensStepper({ n: 4, lang: 'en' })).toContain('data-lang="en"');
    expect(() => queensStepper({ lang: 'fr' as never })).toThrow(/lang must be one of 'en', 'es', got "fr"/);
    expect(() => knightGameWidget({ rows: 5, lang: 'de' as never })).toThrow(/lang must be one of 'en', 'es', got "de"/);
  });

  it('the queens stepper: title, fields, buttons, status, counters, frontier and tree legend', async () => {
    setLanguage('es');
    newWidgetPage();
    const { root, close } = await mount(queensStepper({ n: 4 }));
    expect(text(root, '.cw-title')).toBe(es.queens.title);
    expect(buttons(root)).toEqual([es.queens.trace, es.stepper.start, es.stepper.back, es.stepper.forward, es.queens.nextSolution, es.stepper.end]);
    expect(text(root, '.cw-status')).toBe(es.stepper.step(1, Number((root.querySelector('.cw-queens-stepper') as HTMLElement).dataset.steps), es.queens.root(true)));
    expect(text(root, '.cw-counters')).toMatch(/^generados 1 · expandidos \d · fracasos 0 · soluciones 0 · pila 1 \(máximo tras una expansión: 1\)$/);
    expect(text(root, '.cw-frontier').startsWith(es.queens.frontier(true))).toBe(true);
    (root.querySelector('.cw-forward') as HTMLButtonElement).click();
    expect(text(root, '.cw-status')).toMatch(/^Paso 2 de \d+: generar el nodo 1 \(1\): 1-prometedor, se apila y se entra en él$/);
    const legend = [...root.querySelectorAll('.cw-tree-box g.legend text')].map((t) => t.textContent);
    expect(legend).toEqual(expect.arrayContaining([es.queens.statuses.current, es.queens.statuses.stack, es.queens.statuses.notYet]));
    (root.querySelector('.cw-n') as HTMLInputElement).value = '0';
    (root.querySelector('.cw-apply') as HTMLButtonElement).click();
    // the check's message stays English, inside the board's word for "refused"
    expect(text(root, '.cw-error')).toBe(es.stepper.refused('n must be an integer from 1 to 8, got 0'));
    expectNoEnglish(root, en.queens, en.stepper);
    close();
  });

  it('the knight game, the divide-and-conquer explorer and the Sudoku stepper', async () => {
    setLanguage('es');
    newWidgetPage();
    let m = await mount(knightGameWidget({ rows: 5, cols: 5, start: 0 }));
    expect(text(m.root, '.cw-title')).toBe(es.knightGame.title({ rows: 5, cols: 5, start: 0, row: 0, col: 0 }));
    expect(buttons(m.root)).toEqual([es.knightGame.undo, es.knightGame.restart]);
    expect(text(m.root, '.cw-status')).toBe(es.knightGame.playing(1, 25, 2));
    expect(m.root.querySelector('.cw-target')?.getAttribute('aria-label')).toMatch(/^movimiento \d: fila \d, columna \d$/);
    expectNoEnglish(m.root, en.knightGame);
    m.close();
    newWidgetPage();
    m = await mount(divideAndConquerExplorer({ n: 12, min: 5, max: 30 }));
    expect(text(m.root, '.cw-title')).toBe(es.dcExplorer.title);
    expect(text(m.root, '.cw-status')).toMatch(/^12×12: recorrido cerrado, comprobado con validateTour; \d+ subtableros?, \d+ uniones? cuádruples? y \d+ dobles?; /);
    expectNoEnglish(m.root, en.dcExplorer);
    m.close();
    newWidgetPage();
    m = await mount(sudokuStepper({ puzzle: PUZZLE }));
    expect(text(m.root, '.cw-title')).toBe(es.sudoku.title);
    expect(text(m.root, '.cw-note')).toBe(es.sudoku.counters(0, 0, 0));
    (m.root.querySelector('.cw-forward') as HTMLButtonElement).click();
    expect(text(m.root, '.cw-status')).toMatch(/^Paso 1 de \d+: elegir la columna «(la celda r\dc\d necesita un dígito|(la fila|la columna|la caja) \d necesita un \d)»: la que tiene menos filas/);
    expect(m.root.querySelector('svg title')?.textContent).toBe(es.sudoku.grid);
    expectNoEnglish(m.root, en.sudoku, en.stepper);
    m.close();
  });

  it('the Warnsdorff and backtracking steppers and the measurement lab', async () => {
    setLanguage('es');
    newWidgetPage();
    let m = await mount(warnsdorffStepper({ rows: 5 }));
    expect(text(m.root, '.cw-title')).toBe(es.warnsdorff.title);
    expect(text(m.root, '.cw-counters')).toMatch(/^casillas visitadas 1 de 25 · candidatas \d · empates hasta ahora \d+$/);
    expect(text(m.root, '.cw-status')).toMatch(/^Decisión 1 de \d+: desde \(0,0\), las candidatas/);
    expectNoEnglish(m.root, en.warnsdorff, en.stepper);
    m.close();
    newWidgetPage();
    m = await mount(backtrackStepper({ n: 5 }));
    expect(text(m.root, '.cw-title')).toBe(es.backtrack.title);
    expect(text(m.root, '.cw-counters')).toBe(es.backtrack.counters(1, 1, 0));
    expect(text(m.root, '.cw-status')).toBe(es.stepper.step(0, Number((m.root.querySelector('.cw-backtrack-stepper') as HTMLElement).dataset.steps), es.backtrack.start('(0,0)')));
    expectNoEnglish(m.root, en.backtrack, en.stepper);
    m.close();
    newWidgetPage();
    m = await mount(measurementLab({ solver: 'queens-dfs-all', from: 4, to: 7 }));
    expect(text(m.root, '.cw-title')).toBe(es.lab.title);
    expect(buttons(m.root)).toEqual([es.lab.measure, es.lab.cancel]);
    expect(text(m.root, '.cw-status')).toBe(es.lab.idle(4, 4, 7));
    expect(text(m.root, '.cw-note')).toContain(es.lab.solvers['queens-dfs-all'].title);
    expectNoEnglish(m.root, en.lab);
    m.close();
  });

  it('English by default, with the words of the English table', async () => {
    newWidgetPage();
    const { root, close } = await mount(backtrackStepper({ n: 5 }));
    expect(root.dataset.lang).toBe('en');
    expect(text(root, '.cw-title')).toBe("Backtracking (vuelta atrás) for a knight's tour, one move or backtrack at a time");
    expect(text(root, '.cw-counters')).toBe('depth 1 · nodes 1 · backtracks 0');
    close();
  });
});
