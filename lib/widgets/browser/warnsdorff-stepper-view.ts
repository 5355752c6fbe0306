/// <reference lib="dom" />
/**
 * Warnsdorff stepper: the page runs lib/knight's `warnsdorffSteps` and shows each decision: every
 * free square with its current degree (onward moves), the candidates, the square chosen and why,
 * the ties met so far, and the dead end when the rule fails.
 *
 * Glossary: see knight-traces.ts (decision); a *degree* is a square's number of knight moves to
 * squares not yet visited, the knight's own square counted as visited.
 */
import { neighbours } from '../../knight/board';
import { TIE_BREAKS, type TieBreak } from '../../knight/warnsdorff';
import { boardSvg } from '../../notebook/board-svg';
import type { Language } from '../../i18n/language';
import { coreLabels as labels } from '../../i18n/core-labels';
import { traceWarnsdorff, type WarnsdorffTrace } from '../knight-traces';
import { ensureStyle, h, setSvg } from './dom';
import { choiceField, errorLine, fieldValue, numberField, refuse, stepControls } from './stepper';
import { STATE } from '../../notebook/palette';

/** Options the notebook passes (already validated on the Node side). */
export interface WarnsdorffStepperOptions {
  rows: number;
  cols: number;
  start: number;
  tieBreak: TieBreak;
  lang: Language;
}

function rc(cols: number, s: number): string {
  return `(${Math.floor(s / cols)},${s % cols})`;
}

type StepperWords = ReturnType<typeof labels>['widgets'];

/** The stepper's elements (the step controls aside, which need the drawing), with its words and language. */
function warnsdorffDom(words: StepperWords, opts: WarnsdorffStepperOptions) {
  const w = words.warnsdorff;
  const rowsField = numberField(w.rows, opts.rows, 'cw-rows');
  const colsField = numberField(w.cols, opts.cols, 'cw-cols');
  const startField = numberField(w.start, opts.start, 'cw-start');
  const tie = choiceField(w.tieBreak, TIE_BREAKS, opts.tieBreak, 'cw-tie-break');
  const apply = h('button', { type: 'button', class: 'cw-apply' }, w.run);
  const error = errorLine();
  const board = h('div', { class: 'cw-board' });
  const status = h('div', { class: 'cw-status', role: 'status', 'aria-live': 'polite' });
  const counters = h('div', { class: 'cw-counters' });
  const note = h('div', { class: 'cw-note' });
  const panel = h('div', { class: 'cw-panel cw-warnsdorff-stepper', tabindex: 0 });
  return { words, w, lang: opts.lang, rowsField, colsField, startField, tie, apply, error, board, status, counters, note, panel };
}

type WarnsdorffView = ReturnType<typeof warnsdorffDom>;

/** Decision `pos`: the board (the knight, its legal moves with their degrees, the rule's choice), the status line, the counters. */
function showWarnsdorffDecision(view: WarnsdorffView, t: WarnsdorffTrace, pos: number): void {
  const { w, board, status, counters, panel } = view;
  const { rows, cols } = t;
  const n = rows * cols;
  const d = t.decisions[pos];
  const visited = new Uint8Array(n);
  const path = t.decisions.slice(0, pos + 1).map((x) => x.from);
  for (const s of path) visited[s] = 1;
  const labels: (string | number | null)[] = new Array(n).fill(null);
  const fills: (string | null)[] = new Array(n).fill(null);
  for (let s = 0; s < n; s++) {
    if (visited[s]) fills[s] = STATE.visited;
    else labels[s] = neighbours(rows, cols, s).filter((q) => !visited[q]).length;
  }
  // The course's state colours, as in notebook 01's step pictures: the knight, its legal moves, the rule's choice.
  fills[d.from] = STATE.current;
  for (const c of d.candidates) fills[c.square] = STATE.candidate;
  if (d.chosen >= 0) fills[d.chosen] = STATE.chosen;
  labels[d.from] = '♞';
  const cell = Math.max(18, Math.min(40, Math.floor(480 / Math.max(rows, cols))));
  setSvg(board, boardSvg({ rows, cols, labels, fills, path, cellSize: cell, title: w.boardTitle(d.step, n), lang: view.lang }));
  const min = Math.min(...d.candidates.map((c) => c.degree));
  const tied = d.candidates.filter((c) => c.degree === min);
  const list = d.candidates.map((c) => `${rc(cols, c.square)}: ${c.degree}`).join(', ');
  let what: string;
  if (d.chosen >= 0) {
    what = w.chose(rc(cols, d.from), list, rc(cols, d.chosen)) + (tied.length > 1 ? w.tie(tied.length, min, w.why[t.tieBreak]) : w.fewest(min));
  } else if (d.step === n) {
    what = w.complete;
  } else {
    what = w.deadEnd(rc(cols, d.from), n - d.step);
  }
  status.className = 'cw-status' + (d.chosen < 0 ? (d.step === n ? ' cw-won' : ' cw-stuck') : '');
  // Counted from 1, so the last decision is "L of L", as the note's "L decisions" says.
  status.textContent = w.decision(pos + 1, t.decisions.length, what);
  counters.textContent = w.counters(d.step, n, d.candidates.length, t.tiesAfter[pos]);
  panel.dataset.position = String(pos);
  panel.dataset.visited = String(d.step);
  panel.dataset.chosen = String(d.chosen);
  panel.dataset.ties = String(t.tiesAfter[pos]);
  panel.dataset.candidates = String(d.candidates.length);
}

/** Mounts the stepper into `root`. */
export function mountWarnsdorffStepper(root: HTMLElement, opts: WarnsdorffStepperOptions): { trace(): WarnsdorffTrace; go(p: number): void } {
  ensureStyle();
  const view = warnsdorffDom(labels(opts.lang).widgets, opts);
  const { words, w, rowsField, colsField, startField, tie, apply, error, board, status, counters, note, panel } = view;
  let t = traceWarnsdorff(opts.rows, opts.cols, opts.start, { tieBreak: opts.tieBreak });
  const nextTie = (pos: number) => {
    for (let k = pos + 1; k < t.decisions.length; k++) if (t.decisions[k].tie) return k;
    return pos;
  };
  const show = (pos: number) => showWarnsdorffDecision(view, t, pos);
  const controls = stepControls(panel, [{ label: w.nextTie, cls: 'cw-next-tie', title: w.nextTieTitle, target: nextTie }], show, words.stepper);
  panel.append(
    h('div', { class: 'cw-title' }, w.title),
    h('div', { class: 'cw-row' }, rowsField.label, colsField.label, startField.label, tie.label, apply),
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
      const rows = fieldValue(rowsField.input) as number;
      const cols = fieldValue(colsField.input) as number;
      t = traceWarnsdorff(rows, cols, fieldValue(startField.input) as number, { tieBreak: tie.select.value as TieBreak });
      start();
    }, words.stepper);
  }
  apply.addEventListener('click', retrace);
  for (const f of [rowsField, colsField, startField]) f.input.addEventListener('keydown', (e: KeyboardEvent) => {
    if (e.key === 'Enter') retrace();
  });
  tie.select.addEventListener('change', retrace);

  function start(): void {
    const n = t.rows * t.cols;
    const end = t.status === 'found' ? w.found(n) : w.failed(t.decisions[t.decisions.length - 1].step, n);
    note.textContent = w.note(t.decisions.length, end);
    panel.dataset.rows = String(t.rows);
    panel.dataset.cols = String(t.cols);
    panel.dataset.steps = String(t.decisions.length);
    panel.dataset.result = t.status;
    controls.reset(t.decisions.length - 1);
  }

  start();
  return { trace: () => t, go: (p: number) => controls.go(p) };
}
