/**
 * A divide-and-conquer plan drawn (notebook 02 §2–§3 and appendix 02a): each tile on a light colour (neighbouring
 * tiles never share one), a left-out corner grey, every join's moves — deleted dashed red, added green — as the
 * explorer widget draws them. Presentation only: the plan comes from lib/knight's divideAndConquerPlan.
 */
import type { DivideAndConquerPlan } from '../knight/divide-and-conquer';
import { boardSvg, type BoardSegment } from './board-svg';
import { checkBoolean, checkNumber, checkObject, checkInteger, checkOptions, checkText } from '../check';
import { BOARD, STATE, categoryColour } from './palette';

/** Whether a tile's rows and columns are whole numbers inside a rows×cols board (so drawing it stays within the board). */
function insideBoard(t: { row: unknown; col: unknown; rows: unknown; cols: unknown }, rows: number, cols: number): boolean {
  const whole = (v: unknown, min: number, max: number) => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
  return whole(t.row, 0, rows - 1) && whole(t.col, 0, cols - 1) && whole(t.rows, 1, rows - (t.row as number)) && whole(t.cols, 1, cols - (t.col as number));
}

/** Refuses anything but divideAndConquerPlan's result (its tour, layout, tiles and joins). */
function checkPlan(plan: DivideAndConquerPlan): void {
  const shape = '(divideAndConquerPlan\'s result: { tour, layout, tiles, joins })';
  checkObject('plan', plan, shape);
  const ok = plan.tour !== null && typeof plan.tour === 'object' && Number.isInteger(plan.tour.rows) && Number.isInteger(plan.tour.cols)
    && plan.tour.rows >= 1 && plan.tour.rows <= 1000 && plan.tour.cols >= 1 && plan.tour.cols <= 1000
    && plan.layout !== null && typeof plan.layout === 'object' && Array.isArray(plan.layout.colBands) && Array.isArray(plan.tiles) && Array.isArray(plan.joins)
    && plan.tiles.every((t) => t !== null && typeof t === 'object' && insideBoard(t, plan.tour.rows, plan.tour.cols))
    && plan.joins.every((j) => j !== null && typeof j === 'object' && Array.isArray(j.deleted) && Array.isArray(j.added));
  if (!ok) throw new TypeError(`plan must be an object ${shape}, got ${JSON.stringify(Object.keys(plan)).slice(0, 80)}`);
}

/** Each tile of a plan on a light colour (neighbouring tiles never share one), a left-out corner grey. */
export function planFills(plan: DivideAndConquerPlan): (string | null)[] {
  checkPlan(plan);
  const { rows, cols } = plan.tour;
  const fill: (string | null)[] = new Array(rows * cols).fill(null);
  const q = plan.layout.colBands.length;
  plan.tiles.forEach((t, i) => {
    const colour = categoryColour(2 * (Math.floor(i / q) % 2) + ((i % q) % 2));
    for (let r = t.row; r < t.row + t.rows; r++) for (let c = t.col; c < t.col + t.cols; c++) fill[r * cols + c] = colour;
    if (t.cornerless) fill[t.row * cols + t.col] = STATE.excluded;
  });
  return fill;
}

/** Every join's moves as the explorer draws them: deleted dashed red, added green, `width` px wide. */
export function joinSegments(plan: DivideAndConquerPlan, width: number): BoardSegment[] {
  checkPlan(plan);
  checkNumber('width', width, 0.1, 100);
  return plan.joins.flatMap((j) => [
    ...j.deleted.map(([a, b]) => ({ from: a, to: b, color: BOARD.removed, dash: true, width })),
    ...j.added.map(([a, b]) => ({ from: a, to: b, color: BOARD.added, width })),
  ]);
}

/**
 * An odd board's last step (the course's `unir_impar`): the open tour enters the corner-less cycle from the left-out
 * corner. Its two moves, in the join colours: the cycle's move from the last square back to path[1] deleted (dashed
 * red), the corner's move into the cycle added (green). None for a closed tour.
 */
export function openingSegments(plan: DivideAndConquerPlan, width: number): BoardSegment[] {
  checkPlan(plan);
  checkNumber('width', width, 0.1, 100);
  const path = plan.tour.path;
  const corner = plan.tiles.find((t) => t.cornerless);
  if (!corner || path.length < 3) return [];
  if (path[0] !== corner.row * plan.tour.cols + corner.col) throw new RangeError(`plan's open tour must start on its left-out corner, square ${corner.row * plan.tour.cols + corner.col}; got ${path[0]}`);
  return [
    { from: path[path.length - 1], to: path[1], color: BOARD.removed, dash: true, width },
    { from: path[0], to: path[1], color: BOARD.added, width },
  ];
}

/**
 * A plan drawn about `size` px wide: its tiles, the left-out corner, every join's deleted and added moves; with
 * `opening`, an odd board's entry from the corner too ({@link openingSegments}).
 */
export function planSvg(plan: DivideAndConquerPlan, title: string, size = 220, options?: { opening?: boolean }): string {
  checkPlan(plan);
  checkText('title', title);
  checkInteger('size', size, 20, 4000);
  const opening = checkBoolean('opening', checkOptions(options, ['opening']).opening ?? false);
  const { rows, cols } = plan.tour;
  const cellSize = Math.max(6, Math.floor(size / Math.max(rows, cols)));
  const width = cellSize >= 12 ? 2.5 : 1.5;
  const segments = [...joinSegments(plan, width), ...(opening ? openingSegments(plan, width) : [])];
  return boardSvg({ rows, cols, cellSize, checkered: false, showCoordinates: false, fills: planFills(plan), segments, title });
}
