/// <reference lib="dom" />
/**
 * Divide-and-conquer explorer: a slider and a number box choose n; the page runs lib/knight's
 * divideAndConquerPlan for the n×n board and redraws the tour, its quadrants and the joins.
 *
 * Glossary: a *block* is a rectangle of the recursion (the whole board, its quadrants, theirs…);
 * a *tile* is a block covered by a base case; a *join* deletes moves (dashed red) and adds moves
 * (green) to link the quadrants' tours into one.
 */
import { divideAndConquerPlan, type BlockNode, type DivideAndConquerPlan } from '../../knight/divide-and-conquer';
import { validateTour } from '../../knight/tour';
import { boardSvg } from '../../notebook/board-svg';
import type { Language } from '../../i18n/language';
import { coreLabels as labels } from '../../i18n/core-labels';
import { tourCheckText } from '../../i18n/knight';
import { boardGeometry, ensureStyle, h, s, setSvg } from './dom';
import { BOARD } from '../../notebook/palette';

/** Options the notebook passes (already validated on the Node side). */
export interface DcExplorerOptions {
  n: number;
  min: number;
  max: number;
  lang: Language;
}

/** Stroke width and colour of a block's outline by its depth in the recursion (1 = quadrants of the board). */
function blockStyle(depth: number): { width: number; color: string; dash?: string } {
  if (depth === 1) return { width: 4, color: BOARD.joinDepth[0] };
  if (depth === 2) return { width: 2.5, color: BOARD.joinDepth[1] };
  return { width: 1.5, color: BOARD.joinDepth[2], dash: '4 3' };
}

/** The tour on the board with, when `showJoins`, the moves each join deleted and added; each block outlined by its depth. */
function drawDcPlan(board: HTMLElement, plan: DivideAndConquerPlan, showJoins: boolean, lang: Language): void {
  const { rows, cols } = plan.tour;
  const segments = showJoins
    ? plan.joins.flatMap((j) => [
        ...j.deleted.map(([from, to]) => ({ from, to, color: BOARD.removed, dash: true })),
        ...j.added.map(([from, to]) => ({ from, to, color: BOARD.added })),
      ])
    : [];
  const svg = setSvg(board, boardSvg({
    rows, cols, path: plan.tour.path, closed: plan.layout.kind === 'closed', segments,
    cellSize: Math.max(8, Math.min(30, Math.floor(540 / Math.max(rows, cols)))), arrows: false, lang,
  }));
  const g = boardGeometry(svg, cols);
  const depth = new Map<number, number>();
  const layer = s('g', { class: 'cw-blocks', fill: 'none' });
  const byDepth: BlockNode[][] = [];
  for (const node of plan.nodes) {
    const d = node.parent === null ? 0 : (depth.get(node.parent) ?? 0) + 1;
    depth.set(node.id, d);
    if (d > 0) (byDepth[d] ??= []).push(node);
  }
  // Deepest first, so the quadrants of the whole board are drawn on top.
  for (let d = byDepth.length - 1; d >= 1; d--) {
    const st = blockStyle(d);
    for (const b of byDepth[d] ?? []) {
      const attrs: Record<string, string | number> = {
        class: `cw-block cw-depth-${d}`, x: g.left + b.c0 * g.cell, y: g.top + b.r0 * g.cell,
        width: (b.c1 - b.c0) * g.cell, height: (b.r1 - b.r0) * g.cell, stroke: st.color, 'stroke-width': st.width,
      };
      if (st.dash) attrs['stroke-dasharray'] = st.dash;
      layer.append(s('rect', attrs));
    }
  }
  svg.append(layer);
}

/** Mounts the explorer into `root`. */
export function mountDcExplorer(root: HTMLElement, opts: DcExplorerOptions): { show(n: number): void } {
  ensureStyle();
  const { min, max } = opts;
  const w = labels(opts.lang).widgets.dcExplorer;
  const slider = h('input', { type: 'range', min, max, step: 1, value: opts.n, class: 'cw-slider', 'aria-label': w.side });
  const box = h('input', { type: 'number', min, max, step: 1, value: opts.n, class: 'cw-number', 'aria-label': w.side });
  const joins = h('input', { type: 'checkbox', checked: true, class: 'cw-joins' });
  const board = h('div', { class: 'cw-board' });
  const status = h('div', { class: 'cw-status', role: 'status', 'aria-live': 'polite' });
  const panel = h(
    'div',
    { class: 'cw-panel cw-dc-explorer' },
    h('div', { class: 'cw-title' }, w.title),
    h('div', { class: 'cw-row' }, h('label', {}, 'n = ', box), slider,
      h('label', { class: 'cw-note' }, joins, w.joins)),
    board,
    status,
    h('div', { class: 'cw-note' }, w.legend),
  );
  root.replaceChildren(panel);

  let current = opts.n;
  function show(n: number): void {
    if (!Number.isInteger(n) || n < min || n > max) {
      status.className = 'cw-status cw-stuck';
      status.textContent = `n must be an integer from ${min} to ${max}, got ${String(n)}`;
      return;
    }
    current = n;
    slider.value = String(n);
    box.value = String(n);
    const t0 = performance.now();
    const plan = divideAndConquerPlan(n, n);
    const ms = performance.now() - t0;
    const check = validateTour(plan.tour);
    drawDcPlan(board, plan, joins.checked, opts.lang);
    status.className = 'cw-status';
    const verdict = check.ok ? w.tour(check.closed) : w.invalid(tourCheckText(check, opts.lang));
    status.textContent = w.built({ n, verdict, tiles: plan.tiles.length, fourWay: plan.fourWay, twoWay: plan.twoWay, ms: ms.toFixed(1) });
    panel.dataset.n = String(n);
    panel.dataset.valid = String(check.ok);
    panel.dataset.closed = String(check.closed);
    panel.dataset.tiles = String(plan.tiles.length);
  }

  const fromSlider = () => show(Number(slider.value));
  slider.addEventListener('input', fromSlider);
  box.addEventListener('change', () => show(Number(box.value)));
  box.addEventListener('keydown', (e: KeyboardEvent) => {
    if (e.key === 'Enter') show(Number(box.value));
  });
  joins.addEventListener('change', () => show(current));
  show(opts.n);
  return { show };
}
