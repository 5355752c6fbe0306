/**
 * The project's data files (data/sudoku/*.txt, data/exact-cover/*.dlx), read from the project root.
 *
 * Glossary
 * - Puzzle set: a text file with one 81-character puzzle per line; `#` lines are comments.
 * - DLX file: Knuth's format (see dlx-format.ts).
 */

import { checkChoice } from '../check';
import * as fs from 'fs';
import * as path from 'path';

/** The data directory: `<project root>/data`, found from this file or from the working directory. */
export function dataDir(): string {
  const candidates = [path.join(__dirname, '..', '..', 'data'), path.join(process.cwd(), 'data')];
  for (const c of candidates) if (fs.existsSync(path.join(c, 'sudoku'))) return c;
  throw new Error(`data directory not found (looked in ${candidates.join(' and ')})`);
}

/** Names of the Sudoku sets in data/sudoku (without .txt). */
export function sudokuSets(): string[] {
  return fs
    .readdirSync(path.join(dataDir(), 'sudoku'))
    .filter((f) => f.endsWith('.txt'))
    .map((f) => f.slice(0, -4))
    .sort();
}

/** The puzzles of one set, e.g. loadSudokuSet('top95'): one 81-character string each. */
export function loadSudokuSet(name: string): string[] {
  checkChoice('Sudoku set', name, sudokuSets());
  return fs
    .readFileSync(path.join(dataDir(), 'sudoku', `${name}.txt`), 'utf8')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

/** Names of Knuth's instances in data/exact-cover (without .dlx). */
export function dlxInstances(): string[] {
  return fs
    .readdirSync(path.join(dataDir(), 'exact-cover'))
    .filter((f) => f.endsWith('.dlx'))
    .map((f) => f.slice(0, -4))
    .sort();
}

/** The text of one DLX instance, e.g. loadDlxText('q8'). */
export function loadDlxText(name: string): string {
  checkChoice('DLX instance', name, dlxInstances());
  return fs.readFileSync(path.join(dataDir(), 'exact-cover', `${name}.dlx`), 'utf8');
}
