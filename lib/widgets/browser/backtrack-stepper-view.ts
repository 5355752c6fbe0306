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
import { ensureStyle, h, setSvg } from './dom';
import { choiceField, errorLine, fieldValue, numberField, refuse, stepControls } from './stepper';

/** Options the notebook passes (already validated on the Node side). */
export interface BacktrackStepperOptions {
  n: number;
  start: number;
  order: 'fixed' | 'warnsdorff';
  maxNodes: number;
}

function rc(cols: number, s: number): string {
  return `(${Math.floor(s / cols)},${s % cols})`;
}

/** Mounts the stepper into `root`. */
export function mountBacktrackStepper(root: HTMLElement, opts: BacktrackStepperOptions): { trace(): BacktrackTrace; go(p: number): void } {
  ensureStyle();
  const nField = numberField('n', opts.n, 'cw-n');
  const startField = numberField('start', opts.start, 'cw-start');
  const order = choiceField('move order', ['fixed', 'warnsdorff'], opts.order, 'cw-order');
  const budget = numberField('node budget', opts.maxNodes, 'cw-budget');
  budget.input.size = 8;
  const apply = h('button', { type: 'button', class: 'cw-apply' }, 'search');
  const error = errorLine();
  const board = h('div', { class: 'cw-board' });
  const status = h('div', { class: 'cw-status', role: 'status', 'aria-live': 'polite' });
  const counters = h('div', { class: 'cw-counters' });
  const note = h('div', { class: 'cw-note' });
  const panel = h('div', { class: 'cw-panel cw-backtrack-stepper', tabindex: 0 });
  const t0 = performance.now();
  let t = traceBacktrack(opts.n, opts.n, opts.start, { order: opts.order, maxNodes: opts.maxNodes });
  let ms = performance.now() - t0;
  let cursor = backtrackCursor(t);
  const nextBacktrack = (pos: number) => {
    for (let k = pos; k < t.length; k++) if (t.kind[k] === 1) return k + 1;
    return t.length;
  };
  const controls = stepControls(panel, [{ label: 'next backtrack »', cls: 'cw-next-backtrack', title: 'run to the next backtrack', target: nextBacktrack }], show);
  panel.append(
    h('div', { class: 'cw-title' }, "Backtracking (vuelta atrás) for a knight's tour, one move or backtrack at a time"),
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
    });
  }
  apply.addEventListener('click', retrace);
  for (const f of [nField, startField, budget]) f.input.addEventListener('keydown', (e: KeyboardEvent) => {
    if (e.key === 'Enter') retrace();
  });
  order.select.addEventListener('change', retrace);

  function start(): void {
    const last = t.length - 1;
    const end = t.status === 'found' ? 'a tour' : t.status === 'none' ? 'no tour from this start (every move tried)' : `the node budget (${t.maxNodes} squares placed) before the search ended`;
    note.textContent = `${t.length} steps to ${end}: ${t.nodes[last]} nodes, ${t.backtracks[last]} backtracks; searched in this page in ${ms.toFixed(0)} ms. ` +
      'Numbers: the order of the squares on the current path; red ✗: the square just taken back. Arrow keys step too.';
    panel.dataset.n = String(t.rows);
    panel.dataset.steps = String(t.length);
    panel.dataset.result = t.status;
    controls.reset(t.length);
  }

  function show(pos: number): void {
    const { rows, cols } = t;
    const path = cursor.pathAt(pos);
    const k = pos > 0 ? pos - 1 : -1;
    const kind = k >= 0 ? BACKTRACK_KINDS[t.kind[k]] : 'start';
    const labels: (string | number | null)[] = new Array(rows * cols).fill(null);
    const fills: (string | null)[] = new Array(rows * cols).fill(null);
    path.forEach((s, i) => {
      labels[s] = i;
      fills[s] = '#c9d6ea';
    });
    fills[path[path.length - 1]] = '#f2c14e';
    if (kind === 'backtrack') {
      labels[t.square[k]] = '✗';
      fills[t.square[k]] = '#f6c1bd';
    }
    const cell = Math.max(24, Math.min(48, Math.floor(360 / Math.max(rows, cols))));
    setSvg(board, boardSvg({ rows, cols, labels, fills, path, cellSize: cell, title: `depth ${path.length} of ${rows * cols}` }));
    const here = rc(cols, path[path.length - 1]);
    const what =
      kind === 'start' ? `the knight on its start square ${here}.` :
      kind === 'move' ? `move to ${rc(cols, t.square[k])} (square ${path.length} of the path).` :
      kind === 'backtrack' ? `backtrack: every move from ${rc(cols, t.square[k])} has been tried; take it off and try the next move from ${here}.` :
      kind === 'found' ? 'every square on the path: a tour.' :
      kind === 'none' ? 'every move from the start has been tried: no tour from this square.' :
      `node budget reached (${t.maxNodes} squares placed); the search stops here.`;
    status.className = 'cw-status' + (kind === 'found' ? ' cw-won' : kind === 'none' || kind === 'budget' || kind === 'backtrack' ? ' cw-stuck' : '');
    status.textContent = `Step ${pos} of ${t.length}: ${what}`;
    const nodes = k >= 0 ? t.nodes[k] : 1;
    const backs = k >= 0 ? t.backtracks[k] : 0;
    counters.textContent = `depth ${path.length} · nodes ${nodes} · backtracks ${backs}`;
    panel.dataset.position = String(pos);
    panel.dataset.kind = kind;
    panel.dataset.depth = String(path.length);
    panel.dataset.nodes = String(nodes);
    panel.dataset.backtracks = String(backs);
  }

  start();
  return { trace: () => t, go: (p: number) => controls.go(p) };
}
