/// <reference lib="dom" />
/**
 * The course's manual mode as a clickable board, driven by lib/knight's ManualGame in the page.
 *
 * Glossary: an *option* is a square the knight can jump to now, labelled 0–7 as the course program
 * labels them; the *trail* is `game.path`, the visited squares in order. While the game is on, a
 * visited square shows the course's `x` and the knight ♞, so the only digits on the board are the
 * move labels; once the board is complete it shows the step numbers 0 … n²−1, as the console
 * program prints a finished tour.
 */
import { noTourReason, startColourAllows, tourExists } from '../../knight/existence';
import { ManualGame } from '../../knight/manual-game';
import { validateTour } from '../../knight/tour';
import { boardSvg } from '../../notebook/board-svg';
import type { Language } from '../../i18n/language';
import { coreLabels as labels } from '../../i18n/core-labels';
import { noTourReasonText, tourCheckText } from '../../i18n/knight';
import { boardGeometry, ensureStyle, h, s, setSvg } from './dom';
import { INK, STATE } from '../../notebook/palette';

/** Options the notebook passes (already validated on the Node side). */
export interface KnightGameOptions {
  rows: number;
  cols: number;
  start: number;
  lang: Language;
}

const OPTION_FILL = STATE.candidate;
const KNIGHT_FILL = STATE.current;
const VISITED_FILL = STATE.visited;
/** The course program's mark for a visited square. */
const VISITED_MARK = 'x';
const KNIGHT_MARK = '♞';

/** The elements the game redraws after every move, with the board's size and words. */
interface KnightGameView {
  rows: number;
  cols: number;
  w: ReturnType<typeof labels>['widgets']['knightGame'];
  lang: Language;
  board: HTMLElement;
  status: HTMLElement;
  text: HTMLElement;
  undo: HTMLButtonElement;
  restart: HTMLButtonElement;
  panel: HTMLElement;
}

/** The board with the trail and, while the game is on, a clickable target per option (`pick` moves there); then the status. */
function drawKnightGame(view: KnightGameView, game: ManualGame, pick: (label: number) => void): void {
  const { rows, cols, w, board } = view;
  const n = rows * cols;
  const trail = game.path;
  const labels: (number | string | null)[] = new Array(n).fill(null);
  const fills: (string | null)[] = new Array(n).fill(null);
  // Step numbers only on a finished board: during play the digits on the board are move labels only.
  const finished = game.status === 'won';
  trail.forEach((sq, k) => {
    labels[sq] = finished ? k : VISITED_MARK;
    fills[sq] = VISITED_FILL;
  });
  const here = trail[trail.length - 1];
  fills[here] = KNIGHT_FILL;
  if (!finished) labels[here] = KNIGHT_MARK;
  const svg = setSvg(board, boardSvg({ rows, cols, labels, fills, path: trail, title: w.boardTitle(trail.length - 1, n - 1), lang: view.lang }));
  const g = boardGeometry(svg, cols);
  const options = game.status === 'playing' ? game.options() : [];
  const layer = s('g', { class: 'cw-targets' });
  for (const o of options) {
    const x = g.left + (o.square % cols) * g.cell;
    const y = g.top + Math.floor(o.square / cols) * g.cell;
    const target = s('g', { class: 'cw-target', 'data-square': o.square, 'data-label': o.label, role: 'button', 'aria-label': w.target(o.label, Math.floor(o.square / cols), o.square % cols) });
    target.append(
      s('rect', { x, y, width: g.cell, height: g.cell, fill: OPTION_FILL, 'fill-opacity': 0.85, stroke: STATE.solution, 'stroke-width': 1.5 }),
      s('text', { x: x + g.cell / 2, y: y + g.cell / 2, dy: '0.35em', 'text-anchor': 'middle', 'font-size': Math.max(9, g.cell * 0.42), 'font-weight': 700, fill: INK.text }),
    );
    (target.lastChild as SVGElement).textContent = String(o.label);
    target.addEventListener('click', () => pick(o.label));
    layer.append(target);
  }
  svg.append(layer);

  showKnightGameStatus(view, game, options.length);
}

/** The status line (the console program's words), the panel's data, the buttons and the board as printed. */
function showKnightGameStatus(view: KnightGameView, game: ManualGame, options: number): void {
  const { rows, cols, w, status, panel } = view;
  const n = rows * cols;
  const trail = game.path;
  status.className = 'cw-status';
  if (game.status === 'won') {
    // The console program's words: "Board complete! Your tour:" and the validator's verdict.
    const check = validateTour(game.tour()!);
    status.classList.add('cw-won');
    status.textContent = check.ok
      ? w.won(check.closed)
      : w.invalid(tourCheckText(check, view.lang));
  } else if (game.status === 'stuck') {
    status.classList.add('cw-stuck');
    status.textContent = w.stuck(trail.length, n);
  } else {
    status.textContent = w.playing(trail.length, n, options);
  }
  panel.dataset.status = game.status;
  panel.dataset.visited = String(trail.length);
  panel.dataset.squares = String(n);
  panel.dataset.options = String(options);
  view.undo.disabled = trail.length <= 1;
  view.restart.disabled = trail.length <= 1;
  view.text.textContent = game.render();
}

/** Mounts the manual game into `root`; returns a handle the tests and the console can poke. */
export function mountKnightGame(root: HTMLElement, opts: KnightGameOptions): { game: ManualGame } {
  ensureStyle();
  const { rows, cols, start } = opts;
  const w = labels(opts.lang).widgets.knightGame;
  const game = new ManualGame(rows, cols, start);

  const board = h('div', { class: 'cw-board' });
  const status = h('div', { class: 'cw-status', role: 'status', 'aria-live': 'polite' });
  // The console program's warning, when the board (or, on odd boards, the start colour) rules a tour out.
  const why = !tourExists(rows, cols, 'open')
    ? w.noTour(noTourReasonText(noTourReason(rows, cols, 'open')!, opts.lang))
    : !startColourAllows(rows, cols, start)
      ? w.noTourFromStart
      : '';
  const text = h('pre', { class: 'cw-text' });
  const undo = h('button', { type: 'button', class: 'cw-undo', onclick: () => act(() => game.undo()) }, w.undo);
  const restart = h('button', { type: 'button', class: 'cw-restart', onclick: () => act(() => {
    while (game.undo());
  }) }, w.restart);
  const panel = h(
    'div',
    { class: 'cw-panel cw-knight-game', tabindex: 0 },
    h('div', { class: 'cw-title' }, w.title({ rows, cols, start, row: Math.floor(start / cols), col: start % cols })),
    board,
    h('div', { class: 'cw-row' }, undo, restart, h('span', { class: 'cw-note' }, w.keys)),
    h('div', { class: 'cw-note' }, w.legend),
    status,
    h('div', { class: 'cw-note cw-why' }, why),
    h('details', {}, h('summary', { class: 'cw-note' }, w.asPrinted), text),
  );
  panel.addEventListener('keydown', (e: KeyboardEvent) => {
    if (/^[0-7]$/.test(e.key)) {
      const label = Number(e.key);
      if (game.options().some((o) => o.label === label)) act(() => moveTo(label));
    } else if (e.key === 'u' || e.key === 'U' || e.key === 'Backspace') {
      act(() => game.undo());
    } else return;
    // Keys the board used are not shortcuts of the page around it (Jupyter's 0,0 restarts the kernel).
    e.preventDefault();
    e.stopPropagation();
  });
  root.replaceChildren(panel);

  function moveTo(label: number): void {
    if (game.options().some((o) => o.label === label)) game.move(label);
  }

  function draw(): void {
    drawKnightGame({ rows, cols, w, lang: opts.lang, board, status, text, undo, restart, panel }, game, (label) => act(() => moveTo(label)));
  }

  function act(f: () => unknown): void {
    f();
    draw();
  }

  draw();
  return { game };
}
