/**
 * The project's data files (data/sudoku/*.txt, data/exact-cover/*.dlx), read from the project root.
 *
 * Glossary
 * - Puzzle set: a text file with one 81-character puzzle per line; `#` lines are comments.
 * - DLX file: Knuth's format (see dlx-format.ts).
 */

import { checkChoice } from '../check';
import { projectPath } from '../project-root';
import * as fs from 'fs';
import * as path from 'path';

/** The data directory: `<project root>/data`. */
export function dataDir(): string {
  return projectPath('data');
}

/** Names of the files in data/<folder> ending in `ext`, without it, sorted. */
function dataNames(folder: string, ext: string): string[] {
  return fs
    .readdirSync(path.join(dataDir(), folder))
    .filter((f) => f.endsWith(ext))
    .map((f) => f.slice(0, -ext.length))
    .sort();
}

/** The text of data/<folder>/<name><ext>; refused (naming `name`) when there is no such file. */
function readData(folder: string, ext: string, name: string): string {
  checkChoice('name', name, dataNames(folder, ext));
  return fs.readFileSync(path.join(dataDir(), folder, name + ext), 'utf8');
}

/** Names of the Sudoku sets in data/sudoku (without .txt). */
export function sudokuSets(): string[] {
  return dataNames('sudoku', '.txt');
}

/** The puzzles of one set, e.g. loadSudokuSet('top95'): one 81-character string each. */
export function loadSudokuSet(name: string): string[] {
  return readData('sudoku', '.txt', name)
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

/** Names of Knuth's instances in data/exact-cover (without .dlx). */
export function dlxInstances(): string[] {
  return dataNames('exact-cover', '.dlx');
}

/** The text of one DLX instance, e.g. loadDlxText('q8'). */
export function loadDlxText(name: string): string {
  return readData('exact-cover', '.dlx', name);
}
