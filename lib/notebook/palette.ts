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
 * The course's legend: one colour per method or concept, by key, and no colour for two keys — a
 * colour means one thing in every chart of every notebook and widget (issue 32). Keys name what is
 * compared, not how a legend words it, so both editions agree; the colours' names, in both languages,
 * are lib/i18n's `palette` (captions name colours from there); notebook 00 draws this table once.
 */
export const METHOD: Readonly<Record<string, string>> = Object.freeze({
  // the knight's tour: Warnsdorff's rule and its tie-breaks (01, 01a, 02a, the lab)
  warnsdorff: '#1d4f91',
  first: '#ff7f0e',
  random: '#e377c2',
  roth: '#bcbd22',
  squirrel: '#9467bd',
  // backtracking (01 §5, 01a, 01b, 02a, the lab): 'backtracking' is the course's, in Warnsdorff's order
  backtracking: '#d62728',
  textbook: '#8c564b',
  'backtracking-fixed': '#f6a600',
  'backtracking-random': '#8db600',
  discrepancy: '#17becf',
  'best-case': '#a1caf1',
  'course-bound': '#000000',
  // divide and conquer (02, 02a)
  'divide-and-conquer': '#2ca02c',
  successor: '#008b8b',
  copying: '#a6761d',
  fill: '#7f7f7f',
  refill: '#393b79',
  // distances (00)
  bfs: '#e7298a',
  'all-pairs': '#882d17',
  'eight-moves': '#637939',
  // N-queens (03, 03a, the lab)
  dfs: '#3182bd',
  naive: '#c2b280',
  bitmask: '#e25822',
  symmetry: '#604e97',
  // exact cover (04, 04a)
  mrv: '#0b6e4f',
  'first-column': '#b3446c',
});

/** The method keys in the legend's order. */
export const METHOD_KEYS: readonly string[] = Object.freeze(Object.keys(METHOD));

/** Colours for keys the table above does not know, in a fixed order. */
const EXTRA = ['#4e79a7', '#f28e2b', '#76b7b2', '#edc948', '#b07aa1', '#ff9da7', '#9c755f', '#59a14f'];

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
export function methodScale(series: readonly (readonly [key: string, label: string])[], legend = true): MethodScale {
  const pairs = Array.from(checkArrayLike<readonly [string, string]>('series', series), (pair, i) => {
    const p = checkArrayLike<string>(`series[${i}]`, pair);
    return [checkString(`series[${i}][0]`, p[0], 200), checkString(`series[${i}][1]`, p[1], 500)] as const;
  });
  checkBoolean('legend', legend);
  return { domain: pairs.map(([, label]) => label), range: pairs.map(([key]) => methodColour(key)), legend, keys: pairs.map(([key]) => key) };
}

/** Plot's `color` scale by method: `keys` (ignored by Plot) lets `plot` mark the chart with its series' keys. */
export interface MethodScale {
  domain: string[];
  range: string[];
  legend: boolean;
  keys: string[];
}

/** The attribute a chart carries to say which method keys its series are drawn in, and in which colours: `key=#rrggbb;…`. */
export const SERIES_ATTRIBUTE = 'data-series-keys';

/** The value of SERIES_ATTRIBUTE for series keys and their colours. */
export function seriesKeys(keys: readonly string[], colours: readonly string[]): string {
  return keys.map((k, i) => `${k}=${colours[i]}`).join(';');
}

/**
 * A dot's radius for series `i` of `k` in one chart: the first largest, drawn first, so that a later series
 * lying on the same points leaves the earlier one showing as a ring around it (no series hides another).
 */
export function nestedRadius(i: number, k: number, smallest = 3): number {
  checkInteger('k', k, 1);
  checkInteger('i', i, 0, k - 1);
  checkNumber('smallest', smallest, 0.5, 50);
  return smallest + 1.6 * (k - 1 - i);
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

/**
 * Ordered groups as series of a chart (the givens of a Sudoku): light to dark through several hues
 * (viridis), so that neighbouring values differ in hue as well as in lightness. RAMP stays for fills that
 * carry text (a board's squares); a chart's dots need neighbours told apart.
 */
export const SEQUENCE = Object.freeze(['#fde725', '#a0da39', '#4ac16d', '#1fa187', '#277f8e', '#365c8d', '#46327e', '#440154']);

/** The attribute of a chart coloured by `sequenceScale`: `value=#rrggbb;…`. */
export const SEQUENCE_ATTRIBUTE = 'data-sequence';

const hex2 = (v: number) => Math.round(v).toString(16).padStart(2, '0');
/** The colour at `t` (0…1) along SEQUENCE, interpolated in RGB between its stops. */
function along(t: number): string {
  const x = Math.min(Math.max(t, 0), 1) * (SEQUENCE.length - 1);
  const i = Math.min(Math.floor(x), SEQUENCE.length - 2);
  const f = x - i;
  const rgb = (c: string) => [1, 3, 5].map((k) => parseInt(c.slice(k, k + 2), 16));
  const [a, b] = [rgb(SEQUENCE[i]), rgb(SEQUENCE[i + 1])];
  return '#' + a.map((v, k) => hex2(v + (b[k] - v) * f)).join('');
}

/**
 * Plot's `color` for ordered values as series (each distinct value its own colour, evenly spread along
 * SEQUENCE by rank, so no two values share one): `{ type: 'ordinal', domain, range, legend, sequence }`.
 */
export function sequenceScale(values: ArrayLike<number>, legend = true): { type: 'ordinal'; domain: number[]; range: string[]; legend: boolean; sequence: true } {
  const distinct = [...new Set(Array.from(checkArrayLike<number>('values', values), (v, i) => checkNumber(`values[${i}]`, v)))].sort((a, b) => a - b);
  checkBoolean('legend', legend);
  const range = distinct.map((_, i) => (distinct.length === 1 ? SEQUENCE[SEQUENCE.length - 1] : along(i / (distinct.length - 1))));
  return { type: 'ordinal', domain: distinct, range, legend, sequence: true };
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
