/**
 * The course's console program without its terminal: menu, prompts and printing over an abstract
 * line reader, so tests can drive it with a script and cli.ts wires it to stdin/stdout.
 *
 * Glossary
 * - ConsoleIO: `ask(question)` resolves to the next input line, or null at end of input;
 *   `print(text)` writes a line.
 * - Modes (the course's menu): 1 manual, 2 backtracking (vuelta atrás), 3 divide and conquer.
 * - Language: every line the player reads comes from the `console` section of lib/i18n's tables;
 *   the solvers' verdicts (a tour's problem, a theorem's reason) are data, worded here by lib/i18n.
 *
 * It lives outside lib/knight because it is a presentation-layer client like the widgets: the solvers
 * in lib/knight never import lib/i18n.
 */
import { labels, languageOption, noTourReasonText, tourCheckText, type Language } from '../i18n';
import { backtrackTour } from '../knight/backtrack';
import { MIN_SIDE, divideAndConquerTour } from '../knight/divide-and-conquer';
import { TourKind, noTourReason, startColourAllows, tourExists } from '../knight/existence';
import { ManualGame, MAX_MANUAL_SQUARES } from '../knight/manual-game';
import { Tour, formatGrid, startAt, tourToGrid, validateTour } from '../knight/tour';

/** Line-oriented input and output for {@link runConsole}. */
export interface ConsoleIO {
  ask(question: string): Promise<string | null>;
  print(text: string): void;
}

/** Options of {@link runConsole}. */
export interface ConsoleOptions {
  /** Node budget for option 2 (default 20 000 000). */
  maxNodes?: number;
  /** The language of the menu and messages: 'en' or 'es' (default: the one `setLanguage` chose). */
  lang?: Language;
}

/** Boards up to this many squares are printed in full. */
export const MAX_PRINTED_SQUARES = 10_000;
const MAX_SIDE_SEARCH = 1000;
const MAX_SIDE_DC = 3000;

class EndOfInput extends Error {}

/** Parses an integer typed by a user; returns an error message (in `lang`) instead of throwing. */
export function parseIntegerInput(text: string, min: number, max: number, lang?: Language): { value: number } | { error: string } {
  const say = labels(languageOption(lang)).console;
  const t = text.trim();
  if (t === '') return { error: say.typeNumber(min, max) };
  if (!/^[+-]?\d+$/.test(t)) return { error: say.notWhole(t, min, max) };
  const v = Number(t);
  if (v < min || v > max) return { error: say.outOfRange(t, min, max) };
  return { value: v };
}

/** The one sentence the program prints when a board has no tour of this kind (the course's answer for such n). */
export function noTourSentence(rows: number, cols: number, kind: TourKind, lang?: Language): string {
  return labels(languageOption(lang)).console.noTour(rows, cols, kind);
}

/** Runs the menu until the user chooses 0 or input ends. Never throws for bad input. */
export async function runConsole(io: ConsoleIO, options: ConsoleOptions = {}): Promise<void> {
  return new ConsoleSession(io, options).run();
}

/** One run of the program: the prompts and printing shared by the three modes, and the modes. */
class ConsoleSession {
  private readonly maxNodes: number;
  private readonly lang: Language;
  private readonly say: ReturnType<typeof labels>['console'];

  constructor(private readonly io: ConsoleIO, options: ConsoleOptions) {
    this.maxNodes = options.maxNodes ?? 20_000_000;
    this.lang = languageOption(options.lang);
    this.say = labels(this.lang).console;
  }

  private readonly askInt = async (question: string, min: number, max: number): Promise<number> => {
    const { io, lang } = this;
    for (;;) {
      const line = await io.ask(`${question} [${min}-${max}]: `);
      if (line === null) throw new EndOfInput();
      const r = parseIntegerInput(line, min, max, lang);
      if ('value' in r) return r.value;
      io.print(r.error);
    }
  };

  private readonly askBoard = async (maxSide: number) => {
    const { say, askInt } = this;
    const rows = await askInt(say.boardRows, 1, maxSide);
    const cols = await askInt(say.boardCols, 1, maxSide);
    return { rows, cols };
  };

  private readonly askStart = async (rows: number, cols: number) => {
    const { say, askInt } = this;
    const r = await askInt(say.startRow, 0, rows - 1);
    const c = await askInt(say.startCol, 0, cols - 1);
    return r * cols + c;
  };

  // The course program's one-sentence answer when there is no tour, then the theorem behind it.
  private readonly printNoTour = (rows: number, cols: number, kind: TourKind) => {
    const { io, say, lang } = this;
    io.print(noTourSentence(rows, cols, kind, lang));
    io.print(say.why(noTourReasonText(noTourReason(rows, cols, kind)!, lang)));
  };

  private readonly printTour = (tour: Tour) => {
    const { io, say } = this;
    const check = validateTour(tour);
    if (!check.ok) {
      io.print(say.invalidTour(tourCheckText(check, this.lang)));
      return;
    }
    const n = tour.rows * tour.cols;
    if (n <= MAX_PRINTED_SQUARES) io.print(formatGrid(tourToGrid(tour)));
    else io.print(say.tooLargeToPrint(n));
    io.print(say.validated(check.closed));
  };

  private async manual(): Promise<void> {
    const { io, say, lang, askBoard, askStart, printTour } = this;
    const side = Math.floor(Math.sqrt(MAX_MANUAL_SQUARES));
    const { rows, cols } = await askBoard(side);
    const start = await askStart(rows, cols);
    if (!tourExists(rows, cols, 'open')) io.print(say.playAnyway(noTourReasonText(noTourReason(rows, cols, 'open')!, lang)));
    const game = new ManualGame(rows, cols, start);
    for (;;) {
      io.print(game.render());
      const status = game.status;
      if (status === 'won') {
        io.print(say.won);
        printTour(game.tour()!);
        return;
      }
      const opts = game.options();
      if (status === 'stuck') io.print(say.stuck(game.path.length, rows * cols));
      const line = await io.ask(say.movePrompt(opts.length));
      if (line === null) throw new EndOfInput();
      const t = line.trim().toLowerCase();
      if (t === 'q' || t === say.quitKey) return;
      if (t === '-1') {
        if (!game.undo()) io.print(say.nothingToUndo);
        continue;
      }
      if (opts.length === 0) {
        io.print(say.noMoveLeft);
        continue;
      }
      const r = parseIntegerInput(t, 0, opts.length - 1, lang);
      if ('error' in r) io.print(say.badMove(r.error));
      else game.move(r.value);
    }
  }

  private async backtracking(): Promise<void> {
    const { io, say, maxNodes, askInt, askBoard, askStart, printTour, printNoTour } = this;
    const { rows, cols } = await askBoard(MAX_SIDE_SEARCH);
    const start = await askStart(rows, cols);
    const kind = (await askInt(say.tourKind, 1, 2)) === 2 ? 'closed' : 'open';
    if (!tourExists(rows, cols, kind)) {
      printNoTour(rows, cols, kind);
      return;
    }
    if (!startColourAllows(rows, cols, start)) {
      io.print(say.wrongColourStart);
      return;
    }
    io.print(say.searching(maxNodes));
    const r = backtrackTour(rows, cols, start, { order: 'warnsdorff', closed: kind === 'closed', maxNodes });
    const { nodes, backtracks, ms, attempts } = r.stats;
    if (r.status === 'found') printTour(r.tour!);
    else if (r.status === 'none') io.print(say.noTourFromStart(kind));
    else io.print(say.gaveUp(maxNodes));
    // Attempts > 1: the search restarted with one early choice changed (see backtrack.ts).
    io.print(say.searchStats(nodes, backtracks, attempts, ms));
  }

  private async divideAndConquer(): Promise<void> {
    const { io, say, askBoard, askStart, printTour, printNoTour } = this;
    const { rows, cols } = await askBoard(MAX_SIDE_DC);
    if (!tourExists(rows, cols, 'open')) {
      printNoTour(rows, cols, 'open');
      return;
    }
    if (Math.min(rows, cols) < MIN_SIDE) {
      io.print(say.sidesTooShort(MIN_SIDE, rows, cols));
      return;
    }
    const start = await askStart(rows, cols);
    let tour: Tour;
    const t0 = performance.now();
    try {
      tour = divideAndConquerTour(rows, cols);
    } catch (e) {
      io.print(say.cannotBuild((e as Error).message));
      return;
    }
    const ms = performance.now() - t0;
    const closed = validateTour(tour).closed;
    if (closed) tour = startAt(tour, start);
    else if (tour.path[0] !== start) {
      const last = tour.path[tour.path.length - 1];
      if (last === start) tour = { ...tour, path: tour.path.slice().reverse() };
      else io.print(say.cannotReroot(Math.floor(tour.path[0] / cols), tour.path[0] % cols));
    }
    printTour(tour);
    io.print(say.builtIn(ms));
  }

  async run(): Promise<void> {
    const { io, say, askInt } = this;
    io.print(say.title);
    try {
      for (;;) {
        io.print('');
        io.print(say.menu);
        const choice = await askInt(say.choose, 0, 3);
        if (choice === 0) break;
        if (choice === 1) await this.manual();
        else if (choice === 2) await this.backtracking();
        else await this.divideAndConquer();
      }
      io.print(say.bye);
    } catch (e) {
      if (e instanceof EndOfInput) {
        io.print('');
        io.print(say.endOfInput);
        return;
      }
      throw e;
    }
  }
}
