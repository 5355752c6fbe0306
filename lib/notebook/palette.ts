/**
 * The course's one visual language: every chart, picture and widget takes its colours from here,
 * so a colour means the same thing in every notebook (issue 27).
 *
 * - `STATE`: the states of a search, for squares, tree nodes and cells alike. The static step
 *   pictures of the notebooks and the steppers of lib/widgets draw with the same names.
 * - `methodColour(key)`: one colour per method (`'warnsdorff'`, `'dfs'`, `'dlx'` …), the same in
 *   every chart whatever its legend says in either language; `methodScale` builds Plot's `color`.
 * - `MARK`: what a dot's shape says — filled, the run finished; open, it hit its budget.
 * - `RAMP` (an ordered quantity: distance, degree) and `CATEGORY` (unordered groups: tiles, pieces).
 *
 * Plain data and small functions only: the widgets' browser bundle imports this file too.
 */
import { checkArrayLike, checkBoolean, checkInteger, checkNumber, checkString } from '../check';

/** The states of a search. */
export const STATE = Object.freeze({
  /** Not reached yet (a stepper's empty square or node). */
  unseen: '#f3f1ec',
  /** Already done: on the path so far, an expanded node. */
  visited: '#c9d6ea',
  /** Being decided now: the knight's square, the node being expanded, the cell being filled. */
  current: '#f2c14e',
  /** Open choices: legal next moves, generated nodes not expanded yet, promising prefixes. */
  candidate: '#d4eed8',
  /** The choice taken among the candidates. */
  chosen: '#7fd18b',
  /** A complete answer: a tour, a placement, a cover. */
  solution: '#3fa34d',
  /** No way on: a dead end, a conflict, a non-promising prefix (also the line of a conflict). */
  deadEnd: '#e0635a',
  /** The same, light enough to carry text (cells of a grid). */
  deadEndLight: '#f6c1bd',
  /** Given in advance: a Sudoku's givens. */
  given: '#d6c19c',
  /** Out of play: a square no move reaches, a removed square, a tile's left-out corner. */
  excluded: '#9e9e9e',
});

/** A state's name. */
export type State = keyof typeof STATE;

/** The board's own colours (not states). */
export const BOARD = Object.freeze({
  light: '#f4ecdc',
  dark: '#d6c19c',
  gridLine: '#9c8a6b',
  /** A tour's path, the arrows of a structure. */
  path: '#1d4f91',
  start: '#1b7a2f',
  end: '#c0261b',
  /** Moves added or removed by a join, the highlighted edges of a piece. */
  highlight: '#d62728',
  /** Moves a join removes (drawn dashed) and adds. */
  removed: '#d62728',
  added: '#2ca02c',
  /** The cut lines of a divide-and-conquer plan, by depth: the first cut darkest. */
  joinDepth: Object.freeze(['#7a1fa2', '#b5179e', '#e07bbf']) as readonly string[],
  /** The letters and numbers around a board. */
  coordinates: '#6b5d45',
});

/** Ink: text, outlines and the verdict marks of claims. */
export const INK = Object.freeze({
  text: '#1a1a1a',
  /** The 1s of a matrix. */
  ink: '#1f2a44',
  muted: '#555555',
  faint: '#8a8a8a',
  outline: '#333333',
  paper: '#ffffff',
  /** A chart's or a widget's background, its frame and grid lines. */
  panel: '#fffdf8',
  frame: '#bbbbbb',
  grid: '#eeeeee',
  held: '#2e7d32',
  failed: '#c62828',
  warned: '#b26a00',
});

/**
 * One colour per method, by key. Keys name what is compared, not how a legend words it, so both
 * editions and every chart of the course agree.
 */
export const METHOD: Readonly<Record<string, string>> = Object.freeze({
  // the knight's tour
  warnsdorff: '#1d4f91',
  backtracking: '#d62728',
  'divide-and-conquer': '#2ca02c',
  tiles: '#2ca02c',
  successor: '#17becf',
  copying: '#9467bd',
  fill: '#7f7f7f',
  textbook: '#8c564b',
  fixed: '#ff7f0e',
  random: '#e377c2',
  first: '#ff7f0e',
  roth: '#bcbd22',
  squirrel: '#8c564b',
  'squirrel-schedule': '#9467bd',
  discrepancy: '#17becf',
  'eight-moves': '#2ca02c',
  refill: '#7f7f7f',
  'best-case': '#7f7f7f',
  'course-bound': '#c0261b',
  // N-queens
  dfs: '#1d4f91',
  bfs: '#d62728',
  naive: '#8c564b',
  bitmask: '#2ca02c',
  symmetry: '#9467bd',
  threads: '#17becf',
  // exact cover
  dlx: '#2ca02c',
  reference: '#8c564b',
  mrv: '#1d4f91',
  'first-column': '#ff7f0e',
  sudoku: '#9467bd',
  c: '#7f7f7f',
});

/** Colours for keys the table above does not know, in a fixed order. */
const EXTRA = ['#bcbd22', '#4e79a7', '#f28e2b', '#76b7b2', '#edc948', '#b07aa1', '#ff9da7', '#9c755f'];

/** The colour of a method key; an unknown key gets a colour of its own, the same at every call. */
export function methodColour(key: string): string {
  checkString('key', key, 200);
  if (Object.prototype.hasOwnProperty.call(METHOD, key)) return METHOD[key];
  let h = 0;
  for (let i = 0; i < key.length; i++) h = (h * 31 + key.charCodeAt(i)) >>> 0;
  return EXTRA[h % EXTRA.length];
}

/**
 * Plot's `color` option for series named by `[key, label]` pairs: the legend shows the labels
 * (in the reader's language), the colours follow the keys.
 */
export function methodScale(series: readonly (readonly [key: string, label: string])[], legend = true): { domain: string[]; range: string[]; legend: boolean } {
  const pairs = Array.from(checkArrayLike<readonly [string, string]>('series', series), (pair, i) => {
    const p = checkArrayLike<string>(`series[${i}]`, pair);
    return [checkString(`series[${i}][0]`, p[0], 200), checkString(`series[${i}][1]`, p[1], 500)] as const;
  });
  checkBoolean('legend', legend);
  return { domain: pairs.map(([, label]) => label), range: pairs.map(([key]) => methodColour(key)), legend };
}

/**
 * What a dot's shape says, in every chart: `finished` runs are filled dots; runs that hit their
 * budget are open circles (white inside, outlined in the method's colour).
 */
export const MARK = Object.freeze({ finished: 'filled', budget: 'open' } as const);

/** A dot's fill under `MARK`: the method's colour, or white when the run hit its budget. */
export function markFill(hitBudget: boolean, colour: string): string {
  checkBoolean('hitBudget', hitBudget);
  checkString('colour', colour, 100);
  return hitBudget ? INK.paper : colour;
}

/** A sequential ramp, light to dark, for an ordered quantity (distance in moves, degree). */
export const RAMP = Object.freeze(['#fff7ec', '#fdd49e', '#fdbb84', '#fc8d59', '#ef6548', '#d7301f', '#b30000', '#7f0000']);

/** The ramp's colour for `value` of `0 … max` (values past `max` take the darkest colour). */
export function rampColour(value: number, max: number = RAMP.length - 1): string {
  checkNumber('value', value);
  checkNumber('max', max);
  if (!(max > 0)) return RAMP[0];
  const k = Math.round((Math.min(Math.max(value, 0), max) / max) * (RAMP.length - 1));
  return RAMP[k];
}

/** Unordered groups (tiles of a plan, pentomino pieces): twelve light colours that carry text. */
export const CATEGORY = Object.freeze([
  '#dbe8f6', '#f6e3c7', '#dff0d8', '#efdcf0', '#fbd5d5', '#d5f0f0',
  '#f3eec0', '#e2dcf5', '#f9dcc4', '#d8e2dc', '#f0d9e7', '#e6e6e6',
]);

/** The colour of group `i` (cycling past twelve). */
export function categoryColour(i: number): string {
  checkInteger('i', i, -Number.MAX_SAFE_INTEGER);
  return CATEGORY[((i % CATEGORY.length) + CATEGORY.length) % CATEGORY.length];
}
