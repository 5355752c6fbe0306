/// <reference lib="dom" />
/**
 * Sudoku stepper: the page runs Algorithm X with Dancing Links on the puzzle (traceSudoku over
 * lib/exact-cover's algorithmXSteps) and lets the reader step through it forward and back: choose
 * a column, cover it, try a row, backtrack.
 *
 * Glossary: a *step* is one event of the search; the *position* is the step shown (0 = the puzzle
 * before the search).
 */
import { sudokuCandidate, sudokuColumnCells } from '../../exact-cover/sudoku';
import { describeSudokuColumn } from '../../i18n/exact-cover-words';
import type { Language } from '../../i18n/language';
import { coreLabels as labels } from '../../i18n/core-labels';
import { traceSudoku, type SudokuStep, type SudokuTrace } from '../sudoku-trace';
import { ensureStyle, h, setSvg } from './dom';
import { BOARD, INK, STATE } from '../../notebook/palette';

/** Options the notebook passes (already validated on the Node side). */
export interface SudokuStepperOptions {
  puzzle: string;
  maxSteps: number;
  lang: Language;
}

const CELL = 34;
const PAD = 4;

function rc(r: number, c: number): string {
  return `r${r + 1}c${c + 1}`;
}

/** A matrix row in words: "7@r3c5". */
function rowName(row: number): string {
  const { digit, row: r, col: c } = sudokuCandidate(row);
  return `${digit}@${rc(r, c)}`;
}

/** One line of text for a step, in Knuth's vocabulary, in the board's language (English unless given). */
export function stepText(step: SudokuStep, lang: Language = 'en'): string {
  const w = labels(lang).widgets.sudoku;
  const col = step.column >= 0 ? w.column(describeSudokuColumn(step.column, lang)) : '';
  const row = step.row >= 0 ? sudokuCandidate(step.row) : null;
  switch (step.kind) {
    case 'choose':
      return w.choose(col, step.size, step.candidates.map(rowName).join(', '));
    case 'cover':
      return w.cover(step.size);
    case 'try':
      return w.tryRow(row!.digit, rc(row!.row, row!.col), step.depth);
    case 'backtrack':
      return w.backtrack(row!.digit, rc(row!.row, row!.col));
    case 'uncover':
      return w.uncover(col);
    case 'dead-end':
      return w.deadEnd(col);
    case 'solution':
      return w.solution(step.nodes, step.updates);
  }
}

/** The grid at one step: the givens, the digits so far, the step's own cell and what changed since the previous step. */
interface GridAt {
  givens: Uint8Array;
  cells: Uint8Array;
  step: SudokuStep | null;
  previous: Uint8Array;
  title: string;
}

function gridSvg({ givens, cells, step, previous, title }: GridAt): string {
  const size = 9 * CELL + 2 * PAD;
  const out: string[] = [`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" font-family="system-ui, sans-serif"><title>${title}</title>`];
  out.push(`<rect x="${PAD}" y="${PAD}" width="${9 * CELL}" height="${9 * CELL}" fill="${INK.panel}"/>`);
  // Highlight the constraint under study, and the cell of the row tried or taken back.
  const underStudy = step && step.column >= 0 && (step.kind === 'choose' || step.kind === 'cover' || step.kind === 'uncover' || step.kind === 'dead-end');
  const hl = underStudy ? sudokuColumnCells(step.column) : [];
  const colour = step?.kind === 'dead-end' ? STATE.deadEndLight : STATE.current;
  for (const i of hl) out.push(`<rect class="cw-hl" x="${PAD + (i % 9) * CELL}" y="${PAD + Math.floor(i / 9) * CELL}" width="${CELL}" height="${CELL}" fill="${colour}"/>`);
  if (step && step.row >= 0) {
    const { row: r, col: c } = sudokuCandidate(step.row);
    const fill = step.kind === 'try' ? STATE.chosen : STATE.deadEndLight;
    out.push(`<rect class="cw-cell-${step.kind}" x="${PAD + c * CELL}" y="${PAD + r * CELL}" width="${CELL}" height="${CELL}" fill="${fill}"/>`);
  }
  for (let k = 0; k <= 9; k++) {
    const w = k % 3 === 0 ? 2.2 : 0.7;
    out.push(`<line x1="${PAD}" y1="${PAD + k * CELL}" x2="${PAD + 9 * CELL}" y2="${PAD + k * CELL}" stroke="${INK.outline}" stroke-width="${w}"/>`);
    out.push(`<line x1="${PAD + k * CELL}" y1="${PAD}" x2="${PAD + k * CELL}" y2="${PAD + 9 * CELL}" stroke="${INK.outline}" stroke-width="${w}"/>`);
  }
  // The candidates of the chosen column as small green digits in the corner of their cells.
  if (step && (step.kind === 'choose' || step.kind === 'cover')) {
    const marks = step.candidates.map((row) => {
      const { digit, row: r, col: c } = sudokuCandidate(row);
      const k = digit - 1;
      const x = PAD + c * CELL + 5 + (k % 3) * ((CELL - 10) / 2);
      const y = PAD + r * CELL + 6 + Math.floor(k / 3) * ((CELL - 12) / 2);
      return `<text class="cw-candidate" x="${x}" y="${y}" dy="0.35em">${digit}</text>`;
    });
    out.push(`<g font-size="${CELL * 0.32}" text-anchor="middle" fill="${STATE.solution}" font-weight="700">${marks.join('')}</g>`);
  }
  const texts: string[] = [];
  const back = step?.kind === 'backtrack' && step.row >= 0 ? sudokuCandidate(step.row) : null;
  for (let i = 0; i < 81; i++) {
    const d = cells[i] || (back && 9 * back.row + back.col === i ? previous[i] : 0);
    if (!d) continue;
    const given = givens[i] !== 0;
    const struck = !cells[i];
    texts.push(
      `<text class="${given ? 'cw-given' : struck ? 'cw-removed' : 'cw-placed'}" x="${PAD + (i % 9) * CELL + CELL / 2}" y="${PAD + Math.floor(i / 9) * CELL + CELL / 2}" dy="0.35em"` +
        ` fill="${given ? INK.text : struck ? STATE.deadEnd : BOARD.path}" font-weight="${given ? 700 : 500}"${struck ? ' text-decoration="line-through" opacity="0.7"' : ''}>${d}</text>`,
    );
  }
  out.push(`<g font-size="${CELL * 0.55}" text-anchor="middle">${texts.join('')}</g></svg>`);
  return out.join('');
}

/** Mounts the stepper into `root`. */
export function mountSudokuStepper(root: HTMLElement, opts: SudokuStepperOptions): { go(position: number): void; trace: SudokuTrace } {
  ensureStyle();
  const words = labels(opts.lang).widgets;
  const w = words.sudoku;
  const t0 = performance.now();
  const trace = traceSudoku(opts.puzzle, { maxSteps: opts.maxSteps });
  const ms = performance.now() - t0;
  const last = trace.steps.length;
  const board = h('div', { class: 'cw-board' });
  const status = h('div', { class: 'cw-status', role: 'status', 'aria-live': 'polite' });
  const counters = h('div', { class: 'cw-note' });
  const log = h('div', { class: 'cw-log' });
  const slider = h('input', { type: 'range', min: 0, max: last, step: 1, value: 0, class: 'cw-slider', 'aria-label': words.stepper.slider });
  const btn = (label: string, cls: string, title: string, f: () => void) => h('button', { type: 'button', class: cls, title, onclick: f }, label);
  const first = btn(words.stepper.start, 'cw-first', w.startTitle, () => go(0));
  const back = btn(words.stepper.back, 'cw-back', w.backTitle, () => go(pos - 1));
  const fwd = btn(words.stepper.forward, 'cw-forward', w.forwardTitle, () => go(pos + 1));
  const nextBt = btn(w.nextBacktrack, 'cw-next-backtrack', w.nextBacktrackTitle, () => {
    let p = pos + 1;
    while (p < last && trace.steps[p - 1].kind !== 'backtrack') p++;
    go(p);
  });
  const end = btn(words.stepper.end, 'cw-last', w.endTitle, () => go(last));
  const ending = trace.status === 'found' ? w.ending.found : trace.status === 'none' ? w.ending.none : w.ending.limit(opts.maxSteps);
  const panel = h(
    'div',
    { class: 'cw-panel cw-sudoku-stepper', tabindex: 0 },
    h('div', { class: 'cw-title' }, w.title),
    h('div', { class: 'cw-row' }, first, back, fwd, nextBt, end),
    h('div', { class: 'cw-row' }, slider),
    board,
    status,
    counters,
    log,
    h('div', { class: 'cw-note' }, w.note(last, ending, ms.toFixed(0))),
  );
  panel.addEventListener('keydown', (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(pos + 1);
    else if (e.key === 'ArrowLeft') go(pos - 1);
    else return;
    e.preventDefault();
    e.stopPropagation();
  });
  slider.addEventListener('input', () => go(Number(slider.value)));
  root.replaceChildren(panel);

  let pos = 0;
  function go(p: number): void {
    pos = Math.max(0, Math.min(last, Math.round(p)));
    const step = pos > 0 ? trace.steps[pos - 1] : null;
    const cells = step ? step.cells : trace.givens;
    const previous = pos > 1 ? trace.steps[pos - 2].cells : trace.givens;
    setSvg(board, gridSvg({ givens: trace.givens, cells, step, previous, title: w.grid }));
    slider.value = String(pos);
    status.className = 'cw-status' + (step?.kind === 'solution' ? ' cw-won' : step?.kind === 'dead-end' ? ' cw-stuck' : '');
    status.textContent = words.stepper.step(pos, last, step ? stepText(step, opts.lang) : w.puzzle(trace.givens.filter((d) => d > 0).length));
    counters.textContent = step ? w.counters(step.depth, step.nodes, step.updates) : w.counters(0, 0, 0);
    // The last few steps, newest at the bottom.
    log.replaceChildren(...trace.steps.slice(Math.max(0, pos - 6), pos).map((st, k, arr) =>
      h('div', { class: k === arr.length - 1 ? 'cw-current' : '' }, `${String(pos - arr.length + k + 1).padStart(5)}  ${w.logDepth} ${String(st.depth).padStart(2)}  ${stepText(st, opts.lang)}`)));
    first.disabled = back.disabled = pos === 0;
    fwd.disabled = end.disabled = nextBt.disabled = pos === last;
    panel.dataset.position = String(pos);
    panel.dataset.kind = step ? step.kind : 'start';
    panel.dataset.steps = String(last);
    panel.dataset.filled = String(cells.filter((d) => d > 0).length);
  }
  go(0);
  return { go, trace };
}
