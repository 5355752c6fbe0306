/**
 * The course's manual mode: the player moves the knight by hand.
 *
 * Glossary
 * - Option: a square the knight can jump to now (unvisited, on the board), shown with a digit label.
 * - Label: 0, 1, … numbering the options in MOVES order (at most 8, so labels are 0–7).
 * - Status: `playing`; `won` when every square is visited; `stuck` when no move is left before that.
 * - Board text: `k` the knight, `x` visited, `o` empty, a digit for each option (cells separated by `|`).
 */
import { checkInteger } from '../check';
import { MOVE_DC, MOVE_DR, checkBoard, checkSquareOn } from './board';
import { Tour, formatGrid } from './tour';

/** Where a manual game stands. */
export type GameStatus = 'playing' | 'won' | 'stuck';

/** A move the player can make: its label and the square it lands on. */
export interface GameOption {
  label: number;
  square: number;
}

/** Largest board the manual game accepts (it prints the whole board after every move). */
export const MAX_MANUAL_SQUARES = 10_000;

/** The course's manual mode as an object: options, move by label, undo (also after being stuck), render. */
export class ManualGame {
  readonly rows: number;
  readonly cols: number;
  private readonly visited: Uint8Array;
  private readonly steps: number[] = [];

  /** A new game on rows×cols with the knight on `start` (square index, default 0). */
  constructor(rows: number, cols: number = rows, start = 0) {
    checkBoard(rows, cols, MAX_MANUAL_SQUARES);
    checkSquareOn(rows, cols, start);
    this.rows = rows;
    this.cols = cols;
    this.visited = new Uint8Array(rows * cols);
    this.visited[start] = 1;
    this.steps.push(start);
  }

  /** Square the knight stands on. */
  get knight(): number {
    return this.steps[this.steps.length - 1];
  }

  /** Squares visited so far, in order (a copy). */
  get path(): number[] {
    return this.steps.slice();
  }

  /** `won`, `stuck` or `playing`. */
  get status(): GameStatus {
    if (this.steps.length === this.rows * this.cols) return 'won';
    return this.options().length === 0 ? 'stuck' : 'playing';
  }

  /** The squares reachable now, labelled 0, 1, … in MOVES order. */
  options(): GameOption[] {
    const r = Math.floor(this.knight / this.cols);
    const c = this.knight % this.cols;
    const out: GameOption[] = [];
    for (let m = 0; m < 8; m++) {
      const rr = r + MOVE_DR[m];
      const cc = c + MOVE_DC[m];
      if (rr < 0 || rr >= this.rows || cc < 0 || cc >= this.cols) continue;
      const s = rr * this.cols + cc;
      if (!this.visited[s]) out.push({ label: out.length, square: s });
    }
    return out;
  }

  /** Jumps to the option with this label; returns the new square. RangeError for a label not on offer. */
  move(label: number): number {
    const opts = this.options();
    if (opts.length === 0) {
      throw new RangeError(`no move is possible (game ${this.status}); undo() to go back`);
    }
    checkInteger('label', label, 0, opts.length - 1);
    const s = opts[label].square;
    this.visited[s] = 1;
    this.steps.push(s);
    return s;
  }

  /** Takes back the last move (also after being stuck or after winning); false if at the start. */
  undo(): boolean {
    if (this.steps.length <= 1) return false;
    this.visited[this.steps.pop()!] = 0;
    return true;
  }

  /** The tour so far when the game is won, else null. */
  tour(): Tour | null {
    return this.status === 'won' ? { rows: this.rows, cols: this.cols, path: Int32Array.from(this.steps) } : null;
  }

  /** The board as a grid of cell strings: `k`, `x`, `o` or an option's label. */
  cells(): string[][] {
    const grid: string[][] = [];
    for (let r = 0; r < this.rows; r++) {
      const row: string[] = [];
      for (let c = 0; c < this.cols; c++) row.push(this.visited[r * this.cols + c] ? 'x' : 'o');
      grid.push(row);
    }
    for (const o of this.options()) grid[Math.floor(o.square / this.cols)][o.square % this.cols] = String(o.label);
    grid[Math.floor(this.knight / this.cols)][this.knight % this.cols] = 'k';
    return grid;
  }

  /** The board as the course printed it: `|k|x|o|0|` rows. */
  render(): string {
    return formatGrid(this.cells());
  }
}
