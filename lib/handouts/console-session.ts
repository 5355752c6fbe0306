/**
 * A short session with the real console program (`npm run knight`, lib/console/knight.ts) with scripted
 * input, so notebook 01 shows what the program prints — not a transcript typed by hand — and a test
 * checks its key lines. Two ways to run it: as a child process (runConsoleSession, the program itself),
 * and in this process (consoleSession: the program's own runConsole, echoing its input as the program
 * does when input is piped), which works where no program can be started — the browser's kernel. A
 * test holds the two transcripts equal.
 *
 * Glossary
 * - Session: the lines typed, one per prompt; the program echoes piped input, so its output reads
 *   as a transcript.
 */
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { checkInteger } from '../check';
import { languageOption, type Language } from '../i18n/language';
import { runConsole } from '../console/knight-app';
import { gridToTour, type Tour } from '../knight/tour';

/** The scripted session: every menu mode once, and a board with no tour. */
export const CONSOLE_SESSION: readonly string[] = Object.freeze([
  '2', '4', '4', '0', '0', '1', //   backtracking on 4×4 from (0, 0), open: there is none
  '2', '5', '5', '0', '0', '1', //   backtracking on 5×5 from (0, 0), open
  '3', '6', '6', '0', '0', //        divide and conquer on 6×6, started at (0, 0)
  '1', '5', '5', '0', '0', '1', '0', '-1', 'q', // manual on 5×5: two moves, one undo, quit (q in every language)
  '0', //                            exit
]);

/** What the program printed for a session. */
export interface ConsoleRun {
  input: string[];
  stdout: string;
  stderr: string;
  status: number | null;
}

/** The project's root folder: two up from this file, or the working folder (tslab runs cells from the root, where __dirname may be missing). */
function projectRoot(): string {
  const here = typeof __dirname === 'string' ? path.resolve(__dirname, '..', '..') : '';
  return here && fs.existsSync(path.join(here, 'lib', 'console', 'knight.ts')) ? here : process.cwd();
}

/**
 * Runs lib/console/knight.ts with `lines` on its standard input and returns what it printed, in `lang`
 * (default: the notebook's language, so the Spanish edition shows the Spanish program).
 */
export function runConsoleSession(lines: readonly string[] = CONSOLE_SESSION, timeoutMs = 60_000, lang?: Language): ConsoleRun {
  checkLines(lines);
  checkInteger('timeoutMs', timeoutMs, 1000, 600_000);
  const language = languageOption(lang);
  const root = projectRoot();
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'lib', 'console', 'knight.ts'), '--lang', language], {
    cwd: root,
    input: lines.join('\n') + '\n',
    encoding: 'utf8',
    timeout: timeoutMs,
  });
  if (r.error) throw r.error;
  return { input: [...lines], stdout: r.stdout, stderr: r.stderr, status: r.status };
}

function checkLines(lines: readonly string[]): void {
  if (!Array.isArray(lines) || lines.some((l) => typeof l !== 'string')) throw new TypeError('lines must be an array of strings');
}

/**
 * The same session in this process: the console program's runConsole with `lines` as its input, each
 * echoed after its prompt as lib/console/knight.ts echoes piped input; what it printed, in `lang`.
 */
export async function consoleSession(lines: readonly string[] = CONSOLE_SESSION, lang?: Language): Promise<ConsoleRun> {
  checkLines(lines);
  let stdout = '';
  let next = 0;
  await runConsole({
    ask: async (question) => {
      stdout += question;
      if (next >= lines.length) return null;
      stdout += `${lines[next]}\n`;
      return lines[next++];
    },
    print: (text) => {
      stdout += `${text}\n`;
    },
  }, { lang: languageOption(lang) });
  return { input: [...lines], stdout, stderr: '', status: 0 };
}

/** A transcript read back: its lines, the boards of step numbers as tours, and the manual mode's boards of k, x, o and digits. */
export interface Transcript {
  lines: string[];
  /** Each printed board of step numbers 0 … rows·cols − 1 as a tour: path[k] = the square holding k. */
  tours: Tour[];
  /** Each board the manual mode printed, its rows joined by newlines. */
  manualBoards: string[];
}

/** Reads a transcript of the console program back (notebook 01 §0 checks what it printed, not what it was told to print). */
export function readTranscript(stdout: string): Transcript {
  if (typeof stdout !== 'string') throw new TypeError(`stdout must be a string, got ${typeof stdout}`);
  const lines = stdout.split('\n');
  const grids: number[][][] = [];
  const manual: string[][] = [];
  let grid: number[][] = [];
  let frame: string[] = [];
  for (const line of [...lines, '']) {
    if (/^\|( *\d+\|)+$/.test(line)) grid.push(line.split('|').slice(1, -1).map(Number));
    else if (grid.length) { grids.push(grid); grid = []; }
    if (/^\|([kxo0-7]\|)+$/.test(line)) frame.push(line);
    else if (frame.length) { manual.push(frame); frame = []; }
  }
  return { lines, tours: grids.map(gridToTour), manualBoards: manual.map((f) => f.join('\n')) };
}
