/**
 * Divide and conquer (dividir y conquistar) for knight's tours, after Parberry (1997): any board with
 * both sides ≥ 5, in time linear in the number of squares. This file is the API (argument and memory
 * checks, the tour, the plan for pictures); the algorithm lives in four steps:
 * divide-and-conquer-layout.ts (bands and tiles), -joins.ts (Parberry's join patterns),
 * -construction.ts (the recursion and its joins, recorded as cuts) and -numbering.ts (the tour
 * written arc by arc). Two baselines number the same construction the obvious ways:
 * -successors.ts (successor chasing) and -copying.ts (a new array at every join).
 *
 * Glossary
 * - Tile: a cell of the grid of row bands × column bands (5–12 squares a side), covered by a
 *   structured base case (base-cases.ts).
 * - Block: a rectangle of tiles; blocks split in four (or in two when one tile thick) down to tiles.
 * - Join: deletes one move in each part and adds moves that link the parts' cycles into one ring.
 * - Kind: `closed` when rows·cols is even, otherwise `open`: the board minus its top-left corner
 *   is covered by a closed tour, and the open tour starts at the corner and steps into that cycle.
 */
import { checkInteger, checkOptions, checkString, formatBytes } from '../check';
import { Tour } from './tour';
import { tourExists } from './existence';
import { MAX_TILE, defaultBaseDir } from './base-cases';
import { Layout } from './divide-and-conquer-layout';
import { BlockNode, Construction, JoinRecord } from './divide-and-conquer-construction';
import { numberTour } from './divide-and-conquer-numbering';

export type { BandMode, Layout } from './divide-and-conquer-layout';
export type { BlockNode, JoinRecord } from './divide-and-conquer-construction';

/** Options of {@link divideAndConquerTour}. */
export interface DivideAndConquerOptions {
  /** Refuse boards whose estimated memory exceeds this many bytes (default 2 GiB). */
  maxBytes?: number;
  /** Folder of the base files (default: the project's base_cases/). */
  baseDir?: string;
}

/** Default memory limit of {@link divideAndConquerTour}: 2 GiB. */
export const DEFAULT_MAX_BYTES = 2 ** 31;
/** Smallest side the construction handles. */
export const MIN_SIDE = 5;

/**
 * Estimated peak memory in bytes of {@link divideAndConquerTour} on rows×cols: the 4-byte-per-square
 * path plus about 60 bytes per tile of tables (cuts, types) and 8 bytes per row and column.
 */
export function estimateDivideAndConquerBytes(rows: number, cols: number): number {
  checkInteger('rows', rows, 1);
  checkInteger('cols', cols, 1);
  return estimateBytes(rows, cols);
}

function estimateBytes(rows: number, cols: number): number {
  const tiles = Math.ceil(rows / MAX_TILE) * Math.ceil(cols / MAX_TILE) * 1.5;
  return 4 * rows * cols + 60 * tiles + 8 * (rows + cols) + 200_000;
}

/** The largest n whose n×n board fits in `maxBytes` by {@link estimateDivideAndConquerBytes} (0 if none). */
function largestSquareSide(maxBytes: number): number {
  let lo = 0;
  let hi = 46_341; // 46 341² > 2³¹ − 1, the most squares an Int32 path can index
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (estimateBytes(mid, mid) <= maxBytes) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The arguments of every divide-and-conquer entry point, checked once at its door: integer sides ≥ 5,
 * known options, memory within `maxBytes` (and within `maxBytesCap`, an entry point's own limit).
 * Everything behind the door (layout, tiles, base cases, joins) takes these values as checked.
 */
export function checkDivideAndConquerArgs(rows: unknown, cols: unknown, opts: DivideAndConquerOptions | undefined, maxBytesCap = Infinity): DivideAndConquerOptions {
  const options = checkOptions(opts, ['maxBytes', 'baseDir']);
  if (options.baseDir !== undefined) checkString('baseDir', options.baseDir);
  // Integers first; sides below MIN_SIDE get a message saying whether any tour exists there.
  const r = checkInteger('rows', rows, -Number.MAX_SAFE_INTEGER);
  const c = checkInteger('cols', cols, -Number.MAX_SAFE_INTEGER);
  if (r < MIN_SIDE || c < MIN_SIDE) {
    const small = `${r}×${c}`;
    if (r < 1 || c < 1) throw new RangeError(`rows and cols must be integers ≥ ${MIN_SIDE}, got ${small}`);
    throw new RangeError(
      tourExists(r, c, 'open')
        ? `divide and conquer needs both sides ≥ ${MIN_SIDE}, got ${small} (an open tour exists there: use backtrackTour)`
        : `no knight's tour exists on ${small} (Conrad et al. 1994: an open tour needs m ≥ 5, or m = 4 and n ≥ 5, or m = 3 and n = 4 or n ≥ 7)`,
    );
  }
  const maxBytes = Math.min(checkInteger('maxBytes', options.maxBytes ?? DEFAULT_MAX_BYTES, 1), maxBytesCap);
  const need = estimateBytes(r, c);
  if (r * c > 2 ** 31 - 1 || need > maxBytes) {
    throw new RangeError(
      `board ${r}×${c} (${r * c} squares) needs about ${formatBytes(need)}, more than the limit of ${formatBytes(maxBytes)}` +
        ` (options.maxBytes); at most about ${largestSquareSide(maxBytes)}×${largestSquareSide(maxBytes)} fits`,
    );
  }
  return options;
}

/**
 * A knight's tour of a rows×cols board (both sides ≥ 5) by divide and conquer from structured base
 * cases: closed when rows·cols is even, otherwise open, starting at the top-left corner.
 * Linear time; throws a RangeError for sides < 5 (saying whether any tour exists) or too-large boards.
 */
export function divideAndConquerTour(rows: number, cols: number = rows, opts: DivideAndConquerOptions = {}): Tour {
  const options = checkDivideAndConquerArgs(rows, cols, opts);
  const c = new Construction(rows, cols, options.baseDir ?? defaultBaseDir(), false);
  const path = new Int32Array(rows * cols);
  numberTour(c, path);
  return { rows, cols, path };
}

/** Everything the construction decided, for pictures: layout, recursion tree, joins, counts. */
export interface DivideAndConquerPlan {
  layout: Layout;
  tiles: { row: number; col: number; rows: number; cols: number; cornerless: boolean }[];
  nodes: BlockNode[];
  joins: JoinRecord[];
  fourWay: number;
  twoWay: number;
  tour: Tour;
}

/** Largest board {@link divideAndConquerPlan} accepts (it records every join as an object). */
export const MAX_PLAN_SQUARES = 2 ** 24;

/** The construction's record (layout, tiles, recursion tree, joins) without the numbering. */
export type DivideAndConquerStructure = Omit<DivideAndConquerPlan, 'tour'>;

/** checkDivideAndConquerArgs for the entry points that record the plan: boards up to MAX_PLAN_SQUARES, as documented (a byte cap alone let 5000×5000 through). */
function checkPlanArgs(rows: unknown, cols: unknown, opts: DivideAndConquerOptions | undefined): DivideAndConquerOptions {
  const options = checkDivideAndConquerArgs(rows, cols, opts, 8 * MAX_PLAN_SQUARES);
  const squares = (rows as number) * (cols as number);
  if (squares > MAX_PLAN_SQUARES) {
    throw new RangeError(`rows × cols must be at most ${MAX_PLAN_SQUARES} squares (2^24: the plan records every join), got ${rows}×${cols} = ${squares}`);
  }
  return options;
}

/** The construction with its record, behind the plan's door (boards up to MAX_PLAN_SQUARES). */
function recordConstruction(rows: number, cols: number, opts: DivideAndConquerOptions | undefined): { c: Construction; plan: DivideAndConquerStructure } {
  const options = checkPlanArgs(rows, cols, opts);
  const c = new Construction(rows, cols, options.baseDir ?? defaultBaseDir(), true);
  const L = c.layout;
  const tiles: DivideAndConquerPlan['tiles'] = [];
  for (let i = 0; i < c.p; i++) {
    for (let j = 0; j < c.q; j++) {
      tiles.push({ row: L.rowStart[i], col: L.colStart[j], rows: L.rowBands[i], cols: L.colBands[j], cornerless: i === 0 && j === 0 && L.kind === 'open' });
    }
  }
  // Two-way joins were done after the four-way ones: point each 'two' node at its record.
  const nodes = c.nodes!;
  for (const nd of nodes) if (nd.join <= -2) nd.join = c.fourWay + (-2 - nd.join);
  return { c, plan: { layout: L, tiles, nodes, joins: c.record!, fourWay: c.fourWay, twoWay: c.twoWay } };
}

/** The recursion tree and joins of the construction, without numbering a tour (boards up to 2^24 squares). */
export function divideAndConquerStructure(rows: number, cols: number = rows, options: DivideAndConquerOptions = {}): DivideAndConquerStructure {
  return recordConstruction(rows, cols, options).plan;
}

/** Runs the construction with a record of its recursion tree and joins, and the tour (boards up to 2^24 squares). */
export function divideAndConquerPlan(rows: number, cols: number = rows, options: DivideAndConquerOptions = {}): DivideAndConquerPlan {
  const { c, plan } = recordConstruction(rows, cols, options);
  const path = new Int32Array(rows * cols);
  numberTour(c, path);
  return { ...plan, tour: { rows, cols, path } };
}

