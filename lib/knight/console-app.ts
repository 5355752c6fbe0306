/**
 * The course's console program without its terminal: menu, prompts and printing over an abstract
 * line reader, so tests can drive it with a script and cli.ts wires it to stdin/stdout.
 *
 * Glossary
 * - ConsoleIO: `ask(question)` resolves to the next input line, or null at end of input;
 *   `print(text)` writes a line.
 * - Modes (the course's menu): 1 manual, 2 backtracking (vuelta atrás), 3 divide and conquer.
 */
import { backtrackTour } from './backtrack';
import { divideAndConquerTour } from './divide-and-conquer';
import { startAt } from './tour';
import { TourKind, noTourReason, startColourAllows, tourExists } from './existence';
import { ManualGame, MAX_MANUAL_SQUARES } from './manual-game';
import { Tour, formatGrid, tourToGrid, validateTour } from './tour';

/** Line-oriented input and output for {@link runConsole}. */
export interface ConsoleIO {
  ask(question: string): Promise<string | null>;
  print(text: string): void;
}

/** Options of {@link runConsole}. */
export interface ConsoleOptions {
  /** Node budget for option 2 (default 20 000 000). */
  maxNodes?: number;
}

/** Boards up to this many squares are printed in full. */
export const MAX_PRINTED_SQUARES = 10_000;
const MAX_SIDE_SEARCH = 1000;
const MAX_SIDE_DC = 3000;

class EndOfInput extends Error {}

/** Parses an integer typed by a user; returns an error message instead of throwing. */
export function parseIntegerInput(text: string, min: number, max: number): { value: number } | { error: string } {
  const t = text.trim();
  if (t === '') return { error: `please type a number from ${min} to ${max}` };
  if (!/^[+-]?\d+$/.test(t)) return { error: `"${t}" is not a whole number; type a number from ${min} to ${max}` };
  const v = Number(t);
  if (v < min || v > max) return { error: `${t} is out of range; type a number from ${min} to ${max}` };
  return { value: v };
}

/** The one sentence the program prints when a board has no tour of this kind (the course's answer for such n). */
export function noTourSentence(rows: number, cols: number, kind: TourKind): string {
  return `No ${kind} knight's tour exists for this ${rows}×${cols} board.`;
}

/** Runs the menu until the user chooses 0 or input ends. Never throws for bad input. */
export async function runConsole(io: ConsoleIO, options: ConsoleOptions = {}): Promise<void> {
  const maxNodes = options.maxNodes ?? 20_000_000;

  const askInt = async (question: string, min: number, max: number): Promise<number> => {
    for (;;) {
      const line = await io.ask(`${question} [${min}-${max}]: `);
      if (line === null) throw new EndOfInput();
      const r = parseIntegerInput(line, min, max);
      if ('value' in r) return r.value;
      io.print(r.error);
    }
  };
  const askBoard = async (maxSide: number) => {
    const rows = await askInt('board rows', 1, maxSide);
    const cols = await askInt('board columns', 1, maxSide);
    return { rows, cols };
  };
  const askStart = async (rows: number, cols: number) => {
    const r = await askInt('start row', 0, rows - 1);
    const c = await askInt('start column', 0, cols - 1);
    return r * cols + c;
  };
  // The course program's one-sentence answer when there is no tour, then the theorem behind it.
  const printNoTour = (rows: number, cols: number, kind: TourKind) => {
    io.print(noTourSentence(rows, cols, kind));
    io.print(`  why: ${noTourReason(rows, cols, kind)}`);
  };
  const printTour = (tour: Tour) => {
    const check = validateTour(tour);
    if (!check.ok) {
      io.print(`internal error: the tour is not valid (${check.error})`);
      return;
    }
    const n = tour.rows * tour.cols;
    if (n <= MAX_PRINTED_SQUARES) io.print(formatGrid(tourToGrid(tour)));
    else io.print(`(board of ${n} squares: too large to print)`);
    io.print(`${check.closed ? 'closed' : 'open'} tour, validated: every square once, every step a knight's move`);
  };

  const manual = async () => {
    const side = Math.floor(Math.sqrt(MAX_MANUAL_SQUARES));
    const { rows, cols } = await askBoard(side);
    const start = await askStart(rows, cols);
    if (!tourExists(rows, cols, 'open')) io.print(`note: no tour exists for this board (${noTourReason(rows, cols, 'open')}); you can still play`);
    const game = new ManualGame(rows, cols, start);
    for (;;) {
      io.print(game.render());
      const status = game.status;
      if (status === 'won') {
        io.print('Board complete! Your tour:');
        printTour(game.tour()!);
        return;
      }
      const opts = game.options();
      if (status === 'stuck') io.print(`stuck after ${game.path.length} of ${rows * cols} squares: no move left`);
      const range = opts.length > 0 ? `0-${opts.length - 1} to move, ` : '';
      const line = await io.ask(`${range}-1 to undo, q to quit: `);
      if (line === null) throw new EndOfInput();
      const t = line.trim().toLowerCase();
      if (t === 'q') return;
      if (t === '-1') {
        if (!game.undo()) io.print('nothing to undo: the knight is on its start square');
        continue;
      }
      if (opts.length === 0) {
        io.print('no move is left: type -1 to undo or q to quit');
        continue;
      }
      const r = parseIntegerInput(t, 0, opts.length - 1);
      if ('error' in r) io.print(`${r.error} (or -1 to undo, q to quit)`);
      else game.move(r.value);
    }
  };

  const backtracking = async () => {
    const { rows, cols } = await askBoard(MAX_SIDE_SEARCH);
    const start = await askStart(rows, cols);
    const kind = (await askInt('tour kind: 1 open, 2 closed', 1, 2)) === 2 ? 'closed' : 'open';
    if (!tourExists(rows, cols, kind)) {
      printNoTour(rows, cols, kind);
      return;
    }
    if (!startColourAllows(rows, cols, start)) {
      io.print("No knight's tour exists from this start square: the board has an odd number of squares, so a tour must start on a square with row + column even.");
      return;
    }
    io.print(`searching (backtracking, Warnsdorff order, up to ${maxNodes} nodes)…`);
    const r = backtrackTour(rows, cols, start, { order: 'warnsdorff', closed: kind === 'closed', maxNodes });
    const { nodes, backtracks, ms, attempts } = r.stats;
    if (r.status === 'found') printTour(r.tour!);
    else if (r.status === 'none') io.print(`No ${kind} knight's tour exists from this start square: the search tried every path.`);
    else io.print(`gave up: no tour found within ${maxNodes} nodes (try another start square, or option 3)`);
    // Attempts > 1: the search restarted with one early choice changed (see backtrack.ts).
    io.print(`nodes ${nodes}, backtracks ${backtracks}${attempts > 1 ? `, ${attempts} attempts` : ''}, ${ms.toFixed(1)} ms`);
  };

  const divideAndConquer = async () => {
    const { rows, cols } = await askBoard(MAX_SIDE_DC);
    if (!tourExists(rows, cols, 'open')) {
      printNoTour(rows, cols, 'open');
      return;
    }
    const start = await askStart(rows, cols);
    let tour: Tour;
    const t0 = performance.now();
    try {
      tour = divideAndConquerTour(rows, cols);
    } catch (e) {
      io.print(`divide and conquer cannot build this board: ${(e as Error).message}`);
      return;
    }
    const ms = performance.now() - t0;
    const closed = validateTour(tour).closed;
    if (closed) tour = startAt(tour, start);
    else if (tour.path[0] !== start) {
      const last = tour.path[tour.path.length - 1];
      if (last === start) tour = { ...tour, path: tour.path.slice().reverse() };
      else io.print(`this construction gives an open tour starting at row ${Math.floor(tour.path[0] / cols)}, column ${tour.path[0] % cols}; it cannot be re-rooted`);
    }
    printTour(tour);
    io.print(`built in ${ms.toFixed(1)} ms`);
  };

  io.print("Knight's tour (recorrido del caballo)");
  try {
    for (;;) {
      io.print('');
      io.print('1) manual   2) backtracking   3) divide and conquer   0) exit');
      const choice = await askInt('choose', 0, 3);
      if (choice === 0) break;
      if (choice === 1) await manual();
      else if (choice === 2) await backtracking();
      else await divideAndConquer();
    }
    io.print('bye');
  } catch (e) {
    if (e instanceof EndOfInput) {
      io.print('');
      io.print('end of input: bye');
      return;
    }
    throw e;
  }
}
