/// <reference lib="dom" />
/**
 * Backtracking stepper: the page runs lib/knight's `backtrackSteps` (the course's plain search)
 * with the fixed move order or Warnsdorff's order, and walks it: each step a move or a backtrack,
 * the current path on the board, depth, nodes and backtracks so far.
 *
 * Glossary: see knight-traces.ts (backtrack trace, cursor); *position* k shows the search after k
 * steps (0: the knight on its start square).
 */
import { boardSvg } from '../../notebook/board-svg';
import { checkInteger } from '../../check';
import { BACKTRACK_KINDS, MAX_BACKTRACK_SIDE, backtrackCursor, traceBacktrack, type BacktrackTrace } from '../knight-traces';
import type { Language } from '../../i18n/language';
import { coreLabels as labels } from '../../i18n/core-labels';
import { ensureStyle, h, setSvg } from './dom';
import { choiceField, errorLine, fieldValue, numberField, refuse, stepControls } from './stepper';
import { STATE } from '../../notebook/palette';

/** Options the notebook passes (already validated on the Node side). */
export interface BacktrackStepperOptions {
  n: number;
  start: number;
  order: 'fixed' | 'warnsdorff';
  maxNodes: number;
  lang: Language;
}

function rc(cols: number, s: number): string {
  return `(${Math.floor(s / cols)},${s % cols})`;
}

type StepperWords = ReturnType<typeof labels>['widgets'];

/** The stepper's elements (the step controls aside, which need the drawing), with its words and language. */
function backtrackDom(words: StepperWords, opts: BacktrackStepperOptions) {
  const w = words.backtrack;
  const nField = numberField('n', opts.n, 'cw-n');
  const startField = numberField(w.startField, opts.start, 'cw-start');
  const order = choiceField(w.order, ['fixed', 'warnsdorff'], opts.order, 'cw-order');
  const budget = numberField(w.budgetField, opts.maxNodes, 'cw-budget');
  budget.input.size = 8;
  const apply = h('button', { type: 'button', class: 'cw-apply' }, w.run);
  const error = errorLine();
  const board = h('div', { class: 'cw-board' });
  const status = h('div', { class: 'cw-status', role: 'status', 'aria-live': 'polite' });
  const counters = h('div', { class: 'cw-counters' });
  const note = h('div', { class: 'cw-note' });
  const panel = h('div', { class: 'cw-panel cw-backtrack-stepper', tabindex: 0 });
  return { words, w, lang: opts.lang, nField, startField, order, budget, apply, error, board, status, counters, note, panel };
}

type BacktrackView = ReturnType<typeof backtrackDom>;

/** Step `pos` of the trace: the board with the path so far (a backtrack's square crossed out), the status line, the counters. */
function showBacktrackStep(view: BacktrackView, t: BacktrackTrace, cursor: ReturnType<typeof backtrackCursor>, pos: number): void {
  const { w, board, status, counters, panel } = view;
  const { rows, cols } = t;
  const path = cursor.pathAt(pos);
  const k = pos > 0 ? pos - 1 : -1;
  const kind = k >= 0 ? BACKTRACK_KINDS[t.kind[k]] : 'start';
  const labels: (string | number | null)[] = new Array(rows * cols).fill(null);
  const fills: (string | null)[] = new Array(rows * cols).fill(null);
  path.forEach((s, i) => {
    labels[s] = i;
    fills[s] = STATE.visited;
  });
  fills[path[path.length - 1]] = STATE.current;
  if (kind === 'backtrack') {
    labels[t.square[k]] = '✗';
    fills[t.square[k]] = STATE.deadEndLight;
  }
  const cell = Math.max(24, Math.min(48, Math.floor(360 / Math.max(rows, cols))));
  setSvg(board, boardSvg({ rows, cols, labels, fills, path, cellSize: cell, title: w.boardTitle(path.length, rows * cols), lang: view.lang }));
  const here = rc(cols, path[path.length - 1]);
  const what =
    kind === 'start' ? w.start(here) :
    kind === 'move' ? w.move(rc(cols, t.square[k]), path.length) :
    kind === 'backtrack' ? w.backtrack(rc(cols, t.square[k]), here) :
    kind === 'found' ? w.found :
    kind === 'none' ? w.none :
    w.budget(t.maxNodes);
  status.className = 'cw-status' + (kind === 'found' ? ' cw-won' : kind === 'none' || kind === 'budget' || kind === 'backtrack' ? ' cw-stuck' : '');
  status.textContent = view.words.stepper.step(pos, t.length, what);
  const nodes = k >= 0 ? t.nodes[k] : 1;
  const backs = k >= 0 ? t.backtracks[k] : 0;
  counters.textContent = w.counters(path.length, nodes, backs);
  panel.dataset.position = String(pos);
  panel.dataset.kind = kind;
  panel.dataset.depth = String(path.length);
  panel.dataset.nodes = String(nodes);
  panel.dataset.backtracks = String(backs);
}

/** Mounts the stepper into `root`. */
export function mountBacktrackStepper(root: HTMLElement, opts: BacktrackStepperOptions): { trace(): BacktrackTrace; go(p: number): void } {
  ensureStyle();
  const view = backtrackDom(labels(opts.lang).widgets, opts);
  const { words, w, nField, startField, order, budget, apply, error, status, counters, board, note, panel } = view;
  const t0 = performance.now();
  let t = traceBacktrack(opts.n, opts.n, opts.start, { order: opts.order, maxNodes: opts.maxNodes });
  let ms = performance.now() - t0;
  let cursor = backtrackCursor(t);
  const nextBacktrack = (pos: number) => {
    for (let k = pos; k < t.length; k++) if (t.kind[k] === 1) return k + 1;
    return t.length;
  };
  const show = (pos: number) => showBacktrackStep(view, t, cursor, pos);
  const controls = stepControls(panel, [{ label: w.nextBacktrack, cls: 'cw-next-backtrack', title: w.nextBacktrackTitle, target: nextBacktrack }], show, words.stepper);
  panel.append(
    h('div', { class: 'cw-title' }, w.title),
    h('div', { class: 'cw-row' }, nField.label, startField.label, order.label, budget.label, apply),
    error,
    controls.buttons,
    h('div', { class: 'cw-row' }, controls.slider),
    status,
    counters,
    board,
    note,
  );
  root.replaceChildren(panel);

  function retrace(): void {
    refuse(error, () => {
      const n = checkInteger('n', fieldValue(nField.input), 1, MAX_BACKTRACK_SIDE);
      const t0 = performance.now();
      t = traceBacktrack(n, n, fieldValue(startField.input) as number, { order: order.select.value as 'fixed' | 'warnsdorff', maxNodes: fieldValue(budget.input) as number });
      ms = performance.now() - t0;
      cursor = backtrackCursor(t);
      start();
    }, words.stepper);
  }
  apply.addEventListener('click', retrace);
  for (const f of [nField, startField, budget]) f.input.addEventListener('keydown', (e: KeyboardEvent) => {
    if (e.key === 'Enter') retrace();
  });
  order.select.addEventListener('change', retrace);

  function start(): void {
    const last = t.length - 1;
    const end = t.status === 'found' ? w.ending.found : t.status === 'none' ? w.ending.none : w.ending.budget(t.maxNodes);
    note.textContent = w.note({ steps: t.length, end, nodes: t.nodes[last], backtracks: t.backtracks[last], ms: ms.toFixed(0) });
    panel.dataset.n = String(t.rows);
    panel.dataset.steps = String(t.length);
    panel.dataset.result = t.status;
    controls.reset(t.length);
  }

  start();
  return { trace: () => t, go: (p: number) => controls.go(p) };
}
