/**
 * The project root: the one place that knows where the project's folders are on disk (data/,
 * base_cases/, notebooks/, lib/ itself). This file lives in lib/, so the root is its parent; when
 * `__dirname` is missing (code bundled for the page), the working directory stands in, as the
 * kernel runs cells from the root.
 */
import * as path from 'path';

/** The folder holding package.json, lib/, data/ and notebooks/. */
export const projectRoot = typeof __dirname === 'string' ? path.resolve(__dirname, '..') : process.cwd();

/** A path inside the project, e.g. `projectPath('data', 'sudoku')`. */
export function projectPath(...parts: string[]): string {
  return path.join(projectRoot, ...parts);
}
