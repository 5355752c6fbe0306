/**
 * Facts from the course's eight-queens handout: its 4×4 state-space tree (árbol de expansión) built
 * depth-first, the stacks it lists for that search, and the breadth-first lists L1 … L10 it walks
 * over the same figure — transcribed as node numbers so tests and notebook 03 can re-derive them
 * from the library's own trace.
 *
 * Glossary
 * - Figure: the tree of the handout's 4×4 depth-first search, nodes numbered 0 … 15 in the order
 *   they were generated (0 = the empty board).
 * - Entry: the handout writes every list entry as the path from the root, "0-10-13"; here the
 *   path is an array [0, 10, 13] and the node it names is its last number.
 */
import type { TraceNode } from '../queens/types';

/** The handout's depth-first stacks, as labelled there (the label P14 appears twice, the stack 0,10,13 twice). */
export const HANDOUT_DFS_STACKS: readonly { label: string; stack: number[] }[] = Object.freeze([
  { label: 'P1', stack: [0] },
  { label: 'P2', stack: [0, 1] },
  { label: 'P3', stack: [0, 1, 2] },
  { label: 'P4', stack: [0, 1, 3] },
  { label: 'P5', stack: [0, 1, 3, 4] },
  { label: 'P6', stack: [0, 1, 3, 5] },
  { label: 'P7', stack: [0, 1, 6] },
  { label: 'P8', stack: [0, 1, 6, 7] },
  { label: 'P9', stack: [0, 1, 6, 7, 8] },
  { label: 'P10', stack: [0, 1, 6, 9] },
  { label: 'P11', stack: [0, 10] },
  { label: 'P12', stack: [0, 10, 11] },
  { label: 'P13', stack: [0, 10, 12] },
  { label: 'P14', stack: [0, 10, 13] },
  { label: 'P15', stack: [0, 10, 13] },
  { label: 'P14', stack: [0, 10, 13, 14, 15] },
]);

/** How many nodes the handout says were built before the solution. */
export const HANDOUT_NODES_BUILT = 15;

/** The handout's goal: the path to the solution in the figure. */
export const HANDOUT_GOAL: readonly number[] = Object.freeze([0, 10, 13, 14, 15]);

/**
 * The handout's breadth-first lists L1 … L10 over the figure, each entry a path from the root. Two
 * entries are misprinted in the handout (see {@link HANDOUT_BFS_MISPRINTS}); they are held here as read.
 */
export const HANDOUT_BFS_LISTS: readonly (readonly number[][])[] = Object.freeze([
  [[0]],
  [[0, 10], [0, 1]],
  [[0, 1], [0, 10, 13], [0, 10, 12], [0, 10, 11]],
  [[0, 10, 13], [0, 10, 12], [0, 10, 11], [0, 1, 6], [0, 1, 3], [0, 1, 2]],
  [[0, 10, 12], [0, 10, 11], [0, 1, 6], [0, 1, 3], [0, 1, 2], [0, 10, 13, 14]],
  [[0, 1, 3], [0, 1, 2], [0, 10, 13, 14], [0, 1, 6, 9], [0, 1, 6, 7]],
  [[0, 1, 2], [0, 10, 13, 14], [0, 1, 6, 9], [0, 1, 6, 7], [0, 1, 3, 5], [0, 1, 3, 4]],
  [[0, 1, 6, 9], [0, 1, 6, 7], [0, 1, 3, 5], [0, 1, 3, 4], [0, 10, 13, 14, 15]],
  [[0, 1, 3, 5], [0, 1, 3, 4], [0, 10, 13, 14, 15], [0, 1, 6, 7, 8]],
  [[0, 10, 13, 14, 15], [0, 1, 6, 7, 8]],
]);

/**
 * The entries of L1 … L10 that the handout prints with dashes lost, as printed: `list` and `entry`
 * are 1-based (L5's sixth entry). HANDOUT_BFS_LISTS holds them as read, with the dashes restored —
 * the only paths of the figure with those digits, spelled so in the neighbouring lists and in the
 * handout's goal "Meta: 0, 10, 13, 14, 15" (test/handouts.test.ts and notebook 03 check the reading).
 */
export const HANDOUT_BFS_MISPRINTS: readonly { list: number; entry: number; printed: string }[] = Object.freeze([
  { list: 5, entry: 6, printed: '0-1013-14' },
  { list: 8, entry: 5, printed: '0-10-1314-15' },
]);

/** Rules of a breadth-first walk over an already built tree (see {@link walkFigure}). */
export interface FigureWalkRules {
  /** Order in which a node's children join the end of the list. */
  childOrder: 'left-to-right' | 'right-to-left';
  /** Put dead nodes (nodos fracaso) into the list too, to be removed when they reach the front. */
  keepDead: boolean;
  /** Stop when a solution is generated, or only when it reaches the front of the list. */
  goalTest: 'generation' | 'front';
}

/** The rules the handout's lists follow (a test checks that they reproduce L1 … L10 exactly). */
export const HANDOUT_WALK_RULES: FigureWalkRules = Object.freeze({ childOrder: 'right-to-left', keepDead: true, goalTest: 'front' });

/** The rules of a textbook breadth-first search, as `traceSearch(n, 'bfs')` applies them. */
export const SEARCH_WALK_RULES: FigureWalkRules = Object.freeze({ childOrder: 'left-to-right', keepDead: false, goalTest: 'generation' });

/**
 * Walks a built tree breadth-first under `rules` and returns the open list (node ids) after each
 * expansion that added children — plus, with goalTest 'front', the list when the goal reaches the
 * front. The first list is the root alone.
 */
export function walkFigure(nodes: readonly TraceNode[], rules: FigureWalkRules): number[][] {
  const children = new Map<number, number[]>();
  for (const x of nodes) if (x.parent !== null) children.set(x.parent, [...(children.get(x.parent) ?? []), x.id]);
  const root = nodes.find((x) => x.parent === null);
  if (!root) throw new RangeError('nodes must include a root (a node whose parent is null), got none');
  const open = [root.id];
  const lists = [[...open]];
  while (open.length > 0) {
    const id = open[0];
    if (nodes[id].status === 'solution' && rules.goalTest === 'front') {
      lists.push([...open]);
      break;
    }
    open.shift();
    let kids = (children.get(id) ?? []).filter((c) => rules.keepDead || nodes[c].status !== 'dead');
    if (rules.childOrder === 'right-to-left') kids = kids.reverse();
    if (kids.length === 0) continue;
    open.push(...kids);
    lists.push([...open]);
    if (rules.goalTest === 'generation' && kids.some((c) => nodes[c].status === 'solution')) break;
  }
  return lists;
}

/** The paths of a built tree, each as its node ids from the root. */
function pathOf(nodes: readonly TraceNode[], id: number): number[] {
  const path: number[] = [];
  for (let x: number | null = id; x !== null; x = nodes[x].parent) path.unshift(x);
  return path;
}

/**
 * Each of the handout's two misprinted entries held to the figure: the paths whose digits (dashes left out) are the
 * printed ones; `ok` when exactly one path matches, it is the reading in HANDOUT_BFS_LISTS, and the handout writes that
 * reading in some other list (`elsewhere`, as L1 … L10).
 */
export function misprintReadings(nodes: readonly TraceNode[]): { list: number; printed: string; read: number[]; ok: boolean; elsewhere: string[] }[] {
  const digits = (s: string) => s.replace(/-/g, '');
  return HANDOUT_BFS_MISPRINTS.map((m) => {
    const read = HANDOUT_BFS_LISTS[m.list - 1][m.entry - 1];
    const matches = nodes.filter((x) => digits(pathOf(nodes, x.id).join('-')) === digits(m.printed));
    const elsewhere = HANDOUT_BFS_LISTS.map((l, k) => (k !== m.list - 1 && l.some((e) => e.join() === read.join()) ? `L${k + 1}` : '')).filter(Boolean);
    const ok = matches.length === 1 && pathOf(nodes, matches[0].id).join() === read.join() && elsewhere.length > 0;
    return { list: m.list, printed: m.printed, read: [...read], ok, elsewhere };
  });
}

/**
 * The handout's walk with one of its three rules changed at a time: for each rule, the first list (1-based) that no
 * longer matches L1 … L10 (lists.length + 1 when all match but there are more), and how many lists the walk makes.
 * Throws if changing a rule leaves the lists as they are: every rule must be needed.
 */
export function ruleChangeEffects(nodes: readonly TraceNode[]): { rule: keyof FigureWalkRules; firstDiffers: number; lists: number }[] {
  const handoutIds = HANDOUT_BFS_LISTS.map((l) => l.map((e) => e[e.length - 1]));
  const changes: [keyof FigureWalkRules, Partial<FigureWalkRules>][] = [
    ['childOrder', { childOrder: 'left-to-right' }], ['keepDead', { keepDead: false }], ['goalTest', { goalTest: 'generation' }],
  ];
  return changes.map(([rule, change]) => {
    const lists = walkFigure(nodes, { ...HANDOUT_WALK_RULES, ...change });
    const k = handoutIds.findIndex((l, i) => JSON.stringify(l) !== JSON.stringify(lists[i]));
    if (k < 0 && lists.length === handoutIds.length) throw new Error(`changing the rule ${rule} leaves the handout's lists as they are`);
    return { rule, firstDiffers: (k < 0 ? handoutIds.length : k) + 1, lists: lists.length };
  });
}
