/// <reference lib="dom" />
/**
 * Queens stepper: the page traces lib/queens' DFS or BFS of the n-queens state-space tree
 * (traceQueensSteps over searchEvents) and walks it: the tree (nodes numbered in generation order),
 * the board of the current vector, the frontier (stack or queue) and the counters, step by step.
 *
 * Glossary: see queens-trace.ts (step, frontier); a node's *colour* at a step says where it stands
 * then: not generated yet, this step's node, open (on the frontier), done, dead, solution.
 */
import { conflicts } from '../../queens/placement';
import { pathTo } from '../../queens/trace';
import { placementSvg } from '../../notebook/placement-svg';
import { treeSvg } from '../../notebook/tree-svg';
import type { Language } from '../../i18n/language';
import { coreLabels as labels } from '../../i18n/core-labels';
import { traceQueensSteps, type QueensStepTrace } from '../queens-trace';
import { ensureStyle, h, setSvg } from './dom';
import { choiceField, errorLine, fieldValue, numberField, refuse, stepControls } from './stepper';
import { STATE } from '../../notebook/palette';

/** Options the notebook passes (already validated on the Node side). */
export interface QueensStepperOptions {
  n: number;
  strategy: 'dfs' | 'bfs';
  tree: 'permutation' | 'full';
  maxNodes: number;
  lang: Language;
}

/** Trees up to this many nodes are drawn whole; bigger ones as far as they are generated, up to it. */
const MAX_DRAWN = 250;
/** The widest tree drawing the panel shows whole (its max-width less its padding). */
const TREE_FIT = 730;

function vectorText(v: readonly number[]): string {
  return `(${v.join(', ')})`;
}

type StepperWords = ReturnType<typeof labels>['widgets'];

/** The stepper's elements (the step controls aside, which need the drawing), with its words and language. */
function queensDom(words: StepperWords, opts: QueensStepperOptions) {
  const w = words.queens;
  const nField = numberField('n', opts.n, 'cw-n');
  const strategy = choiceField(w.search, ['dfs', 'bfs'], opts.strategy, 'cw-strategy');
  const treeKind = choiceField(w.tree, ['permutation', 'full'], opts.tree, 'cw-tree');
  const apply = h('button', { type: 'button', class: 'cw-apply' }, w.trace);
  const error = errorLine();
  const treeBox = h('div', { class: 'cw-board cw-tree-box', style: 'overflow:auto;max-width:100%' });
  const board = h('div', { class: 'cw-board' });
  const frontier = h('div', { class: 'cw-log cw-frontier', style: 'max-height:none' });
  const status = h('div', { class: 'cw-status', role: 'status', 'aria-live': 'polite' });
  const counters = h('div', { class: 'cw-counters' });
  const note = h('div', { class: 'cw-note' });
  const panel = h('div', { class: 'cw-panel cw-queens-stepper', tabindex: 0 });
  return { words, w, lang: opts.lang, nField, strategy, treeKind, apply, error, treeBox, board, frontier, status, counters, note, panel };
}

type QueensView = ReturnType<typeof queensDom>;

/** What step `pos` did, in words. */
function queensStepText(w: QueensView['w'], t: QueensStepTrace, pos: number): string {
  const st = t.steps[pos];
  const node = t.nodes[st.node];
  const dfs = t.strategy === 'dfs';
  const v = vectorText(node.vector);
  return st.kind === 'expand'
    ? w.expand(st.node, v)
    : st.kind === 'backtrack'
      ? w.backtrack(st.node, v)
      : st.node === 0
        ? w.root(dfs)
        : st.solution
          ? w.solution(st.node, v)
          : st.status === 'dead'
            ? w.dead(st.node, v, node.depth)
            : w.promising(st.node, v, node.depth, dfs);
}

/** Step `pos`: the status line, the counters, the frontier, the tree, the board of the node's vector. */
function showQueensStep(view: QueensView, t: QueensStepTrace, pos: number): void {
  const { w, status, counters, frontier, board, panel } = view;
  const st = t.steps[pos];
  const node = t.nodes[st.node];
  const dfs = t.strategy === 'dfs';
  const open = t.frontierAt(pos);
  const v = vectorText(node.vector);
  status.className = 'cw-status' + (st.solution ? ' cw-won' : st.status === 'dead' && st.kind === 'generate' ? ' cw-stuck' : '');
  // Counted from 1, so the last step is "L of L", as the note's "L steps" says.
  status.textContent = view.words.stepper.step(pos + 1, t.steps.length, queensStepText(w, t, pos));
  counters.textContent = w.counters({ generated: st.generated, expanded: st.expanded, dead: st.dead, solutions: st.solutions, dfs, size: st.frontierSize, largest: st.maxFrontier });
  frontier.textContent = `${w.frontier(dfs)}:\n` +
    (open.length ? open.map((id) => `${String(id).padStart(4)}  ${vectorText(t.nodes[id].vector)}`).join('\n') : `  ${w.empty}`);
  drawQueensTree(view, t, pos, open);
  const pairs = node.status === 'dead' ? conflicts(node.vector, t.n) : [];
  setSvg(board, placementSvg(node.vector, { n: t.n, conflicts: pairs, title: w.boardTitle(st.node, v), lang: view.lang }));
  panel.dataset.position = String(pos);
  panel.dataset.kind = st.kind;
  panel.dataset.node = String(st.node);
  panel.dataset.generated = String(st.generated);
  panel.dataset.expanded = String(st.expanded);
  panel.dataset.frontier = open.join(' ');
  panel.dataset.largest = String(st.maxFrontier);
  panel.dataset.solutions = String(st.solutions);
}

/** The tree as generated up to step `pos`, each node coloured by where it stands then (`open`: the frontier). */
function drawQueensTree(view: QueensView, t: QueensStepTrace, pos: number, open: number[]): void {
  const { w, treeBox, panel } = view;
  const current = t.steps[pos].node;
  const generated = t.steps[pos].generated;
  const whole = t.nodes.length <= MAX_DRAWN;
  if (!whole && generated > MAX_DRAWN) {
    treeBox.textContent = w.tooBig(generated, t.strategy === 'dfs');
    return;
  }
  const openSet = new Set(open);
  const name = w.statuses;
  const openName = t.strategy === 'dfs' ? name.stack : name.queue;
  const drawn = whole ? t.nodes : t.nodes.slice(0, generated);
  const nodes = drawn.map((x) => ({
    id: x.id,
    parent: x.parent,
    label: x.vector.join(','),
    // where the node stands at this step, in the board's words (the legend shows them as given)
    status: x.id >= generated ? name.notYet : x.id === current ? name.current : x.status === 'dead' ? name.dead : x.status === 'solution' ? name.solution : openSet.has(x.id) ? openName : name.done,
  }));
  const colors = { [name.notYet]: STATE.unseen, [name.current]: STATE.current, [openName]: STATE.candidate, [name.done]: STATE.visited, [name.dead]: STATE.deadEnd, [name.solution]: STATE.solution };
  const tree = { nodes, colors, highlight: pathTo(drawn, current), showIds: true, lang: view.lang };
  // Top-down as the handout draws it, squeezed to the panel when a little too wide; sideways when
  // much too wide (the panel never clips the tree's right edge).
  let svg = treeSvg({ ...tree, orientation: 'down' });
  const natural = Number(/width="(\d+(?:\.\d+)?)"/.exec(svg)?.[1] ?? 0);
  if (natural > TREE_FIT) svg = natural <= TREE_FIT * 1.3 ? treeSvg({ ...tree, orientation: 'down', width: TREE_FIT }) : treeSvg({ ...tree, orientation: 'right' });
  setSvg(treeBox, svg);
  panel.dataset.treeWidth = /width="(\d+(?:\.\d+)?)"/.exec(svg)?.[1] ?? '';
}

/** Mounts the stepper into `root`. */
export function mountQueensStepper(root: HTMLElement, opts: QueensStepperOptions): { trace(): QueensStepTrace; go(p: number): void } {
  ensureStyle();
  const view = queensDom(labels(opts.lang).widgets, opts);
  const { words, w, nField, strategy, treeKind, apply, error, treeBox, board, frontier, status, counters, note, panel } = view;
  let t = traceQueensSteps(opts.n, opts.strategy, { tree: opts.tree, maxNodes: opts.maxNodes });
  const nextSolution = (pos: number) => t.solutionSteps.find((k) => k > pos) ?? pos;
  const show = (pos: number) => showQueensStep(view, t, pos);
  const controls = stepControls(panel, [{ label: w.nextSolution, cls: 'cw-next-solution', title: w.nextSolutionTitle, target: nextSolution }], show, words.stepper);
  panel.append(
    h('div', { class: 'cw-title' }, w.title),
    h('div', { class: 'cw-row' }, nField.label, strategy.label, treeKind.label, apply),
    error,
    controls.buttons,
    h('div', { class: 'cw-row' }, controls.slider),
    status,
    counters,
    h('div', { class: 'cw-row', style: 'align-items:flex-start' }, treeBox, h('div', {}, board, frontier)),
    note,
  );
  root.replaceChildren(panel);

  function retrace(): void {
    refuse(error, () => {
      t = traceQueensSteps(fieldValue(nField.input) as number, strategy.select.value as 'dfs' | 'bfs', { tree: treeKind.select.value as 'permutation' | 'full', maxNodes: opts.maxNodes });
      start();
    }, words.stepper);
  }
  apply.addEventListener('click', retrace);
  nField.input.addEventListener('keydown', (e: KeyboardEvent) => {
    if (e.key === 'Enter') retrace();
  });
  strategy.select.addEventListener('change', retrace);
  treeKind.select.addEventListener('change', retrace);

  function start(): void {
    const dfs = t.strategy === 'dfs';
    const ending = t.status === 'budget' ? w.ending.budget(opts.maxNodes) : w.ending.done;
    note.textContent = w.note({ steps: t.steps.length, nodes: t.nodes.length, ending, solutions: t.solutionSteps.length, dfs });
    panel.dataset.n = String(t.n);
    panel.dataset.strategy = t.strategy;
    panel.dataset.tree = t.tree;
    panel.dataset.steps = String(t.steps.length);
    controls.reset(t.steps.length - 1);
  }

  start();
  return { trace: () => t, go: (p: number) => controls.go(p) };
}
