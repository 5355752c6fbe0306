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
import { traceQueensSteps, type QueensStepTrace } from '../queens-trace';
import { ensureStyle, h, setSvg } from './dom';
import { choiceField, errorLine, fieldValue, numberField, refuse, stepControls } from './stepper';

/** Options the notebook passes (already validated on the Node side). */
export interface QueensStepperOptions {
  n: number;
  strategy: 'dfs' | 'bfs';
  tree: 'permutation' | 'full';
  maxNodes: number;
}

/** Trees up to this many nodes are drawn whole; bigger ones as far as they are generated, up to it. */
const MAX_DRAWN = 250;

function vectorText(v: readonly number[]): string {
  return `(${v.join(', ')})`;
}

/** Mounts the stepper into `root`. */
export function mountQueensStepper(root: HTMLElement, opts: QueensStepperOptions): { trace(): QueensStepTrace; go(p: number): void } {
  ensureStyle();
  const nField = numberField('n', opts.n, 'cw-n');
  const strategy = choiceField('search', ['dfs', 'bfs'], opts.strategy, 'cw-strategy');
  const treeKind = choiceField('tree', ['permutation', 'full'], opts.tree, 'cw-tree');
  const apply = h('button', { type: 'button', class: 'cw-apply' }, 'trace');
  const error = errorLine();
  const treeBox = h('div', { class: 'cw-board cw-tree-box', style: 'overflow:auto;max-width:100%' });
  const board = h('div', { class: 'cw-board' });
  const frontier = h('div', { class: 'cw-log cw-frontier', style: 'max-height:none' });
  const status = h('div', { class: 'cw-status', role: 'status', 'aria-live': 'polite' });
  const counters = h('div', { class: 'cw-counters' });
  const note = h('div', { class: 'cw-note' });
  const panel = h('div', { class: 'cw-panel cw-queens-stepper', tabindex: 0 });
  let t = traceQueensSteps(opts.n, opts.strategy, { tree: opts.tree, maxNodes: opts.maxNodes });
  const nextSolution = (pos: number) => t.solutionSteps.find((k) => k > pos) ?? pos;
  const controls = stepControls(panel, [{ label: 'next solution »', cls: 'cw-next-solution', title: 'run to the next solution', target: nextSolution }], show);
  panel.append(
    h('div', { class: 'cw-title' }, 'N-queens: the state-space tree searched depth-first (stack) or breadth-first (queue), step by step'),
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
    });
  }
  apply.addEventListener('click', retrace);
  nField.input.addEventListener('keydown', (e: KeyboardEvent) => {
    if (e.key === 'Enter') retrace();
  });
  strategy.select.addEventListener('change', retrace);
  treeKind.select.addEventListener('change', retrace);

  function start(): void {
    const dfs = t.strategy === 'dfs';
    const ending = t.status === 'budget' ? `the node budget (${opts.maxNodes}) ran out` : 'the whole tree searched';
    note.textContent =
      `${t.steps.length} steps, ${t.nodes.length} nodes (${ending}; ${t.solutionSteps.length} solution${t.solutionSteps.length === 1 ? '' : 's'}). ` +
      `Numbers in the circles are the generation order. ${dfs ? 'Depth-first enters a promising child at once, so the stack is the path from the root.' : 'Breadth-first takes the oldest node of the queue and generates all its children.'} ` +
      'Thick outline: the path to this step\'s node. Arrow keys step too.';
    panel.dataset.n = String(t.n);
    panel.dataset.strategy = t.strategy;
    panel.dataset.tree = t.tree;
    panel.dataset.steps = String(t.steps.length);
    controls.reset(t.steps.length - 1);
  }

  function show(pos: number): void {
    const st = t.steps[pos];
    const node = t.nodes[st.node];
    const dfs = t.strategy === 'dfs';
    const open = t.frontierAt(pos);
    const what =
      st.kind === 'expand'
        ? `expand node ${st.node} ${vectorText(node.vector)}: taken from the queue; its children come next`
        : st.kind === 'backtrack'
          ? `backtrack from node ${st.node} ${vectorText(node.vector)}: all its children generated; popped from the stack`
          : st.node === 0
            ? `the root, node 0: the empty vector${dfs ? ', on the stack' : ', in the queue'}`
            : st.solution
              ? `generate node ${st.node} ${vectorText(node.vector)}: a solution`
              : st.status === 'dead'
                ? `generate node ${st.node} ${vectorText(node.vector)}: dead (not ${node.depth}-promising), discarded`
                : `generate node ${st.node} ${vectorText(node.vector)}: ${node.depth}-promising, ${dfs ? 'pushed and entered' : 'appended to the queue'}`;
    status.className = 'cw-status' + (st.solution ? ' cw-won' : st.status === 'dead' && st.kind === 'generate' ? ' cw-stuck' : '');
    status.textContent = `Step ${pos} of ${t.steps.length - 1}: ${what}`;
    counters.textContent =
      `generated ${st.generated} · expanded ${st.expanded} · dead ${st.dead} · solutions ${st.solutions} · ` +
      `${dfs ? 'stack' : 'queue'} ${st.frontierSize} (largest ${st.maxFrontier})`;
    frontier.textContent = `${dfs ? 'stack (root … top)' : 'queue (oldest first)'}:\n` +
      (open.length ? open.map((id) => `${String(id).padStart(4)}  ${vectorText(t.nodes[id].vector)}`).join('\n') : '  (empty)');
    drawTree(pos, st.node, open);
    const pairs = node.status === 'dead' ? conflicts(node.vector, t.n) : [];
    setSvg(board, placementSvg(node.vector, { n: t.n, conflicts: pairs, title: `node ${st.node}: ${vectorText(node.vector)}` }));
    panel.dataset.position = String(pos);
    panel.dataset.kind = st.kind;
    panel.dataset.node = String(st.node);
    panel.dataset.generated = String(st.generated);
    panel.dataset.expanded = String(st.expanded);
    panel.dataset.frontier = open.join(' ');
    panel.dataset.solutions = String(st.solutions);
  }

  function drawTree(pos: number, current: number, open: number[]): void {
    const generated = t.steps[pos].generated;
    const whole = t.nodes.length <= MAX_DRAWN;
    if (!whole && generated > MAX_DRAWN) {
      treeBox.textContent = `(The tree has ${generated} nodes by this step, too many to draw; the board, the ${t.strategy === 'dfs' ? 'stack' : 'queue'} and the counters follow the search.)`;
      return;
    }
    const openSet = new Set(open);
    const openName = t.strategy === 'dfs' ? 'on the stack' : 'in the queue';
    const drawn = whole ? t.nodes : t.nodes.slice(0, generated);
    const nodes = drawn.map((x) => ({
      id: x.id,
      parent: x.parent,
      label: x.vector.join(','),
      status: x.id >= generated ? 'not generated yet' : x.id === current ? 'this step' : x.status === 'dead' ? 'dead' : x.status === 'solution' ? 'solution' : openSet.has(x.id) ? openName : 'done',
    }));
    const colors = { 'not generated yet': '#f3f1ec', 'this step': '#1d4f91', [openName]: '#f6c85f', done: '#c9d6ea', dead: '#e0635a', solution: '#3fa34d' };
    setSvg(treeBox, treeSvg({ nodes, colors, highlight: pathTo(drawn, current), showIds: true, orientation: drawn.length <= 80 ? 'down' : 'right' }));
  }

  start();
  return { trace: () => t, go: (p: number) => controls.go(p) };
}
