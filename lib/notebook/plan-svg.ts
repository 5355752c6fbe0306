/**
 * A divide-and-conquer plan drawn (notebook 02 §2–§3 and appendix 02a): each tile on a light colour (neighbouring
 * tiles never share one), a left-out corner grey, every join's moves — deleted dashed red, added green — as the
 * explorer widget draws them. Presentation only: the plan comes from lib/knight's divideAndConquerPlan.
 */
import type { DivideAndConquerPlan } from '../knight/divide-and-conquer';
import { boardSvg, type BoardSegment } from './board-svg';
import { BOARD, STATE, categoryColour } from './palette';

/** Each tile of a plan on a light colour (neighbouring tiles never share one), a left-out corner grey. */
export function planFills(pl: DivideAndConquerPlan): (string | null)[] {
  const { rows, cols } = pl.tour;
  const fill: (string | null)[] = new Array(rows * cols).fill(null);
  const q = pl.layout.colBands.length;
  pl.tiles.forEach((t, i) => {
    const colour = categoryColour(2 * (Math.floor(i / q) % 2) + ((i % q) % 2));
    for (let r = t.row; r < t.row + t.rows; r++) for (let c = t.col; c < t.col + t.cols; c++) fill[r * cols + c] = colour;
    if (t.cornerless) fill[t.row * cols + t.col] = STATE.excluded;
  });
  return fill;
}

/** Every join's moves as the explorer draws them: deleted dashed red, added green, `width` px wide. */
export function joinSegments(pl: DivideAndConquerPlan, width: number): BoardSegment[] {
  return pl.joins.flatMap((j) => [
    ...j.deleted.map(([a, b]) => ({ from: a, to: b, color: BOARD.removed, dash: true, width })),
    ...j.added.map(([a, b]) => ({ from: a, to: b, color: BOARD.added, width })),
  ]);
}

/** A plan drawn about `size` px wide: its tiles, the left-out corner, every join's deleted and added moves. */
export function planSvg(pl: DivideAndConquerPlan, title: string, size = 220): string {
  const { rows, cols } = pl.tour;
  const cellSize = Math.max(6, Math.floor(size / Math.max(rows, cols)));
  return boardSvg({ rows, cols, cellSize, checkered: false, showCoordinates: false, fills: planFills(pl), segments: joinSegments(pl, cellSize >= 12 ? 2.5 : 1.5), title });
}
