/** The course's notebooks on disk, found by file name, name or number. */
import { describe } from '../check';
import { readdirSync } from 'fs';
import * as path from 'path';
import { notebooksDir } from './paths';

/** Notebook file names in `dir`, in course order. */
export function listNotebooks(dir = notebooksDir): string[] {
  return readdirSync(dir).filter((f) => f.endsWith('.ipynb')).sort();
}

/**
 * Resolve names like `01`, `1`, `01-knights-tour-warnsdorff`, or a full file name to paths.
 * No names means all notebooks. An unknown name throws a RangeError listing the ones there are.
 */
export function resolveNotebooks(names: string[], dir = notebooksDir): string[] {
  const all = listNotebooks(dir);
  if (names.length === 0) return all.map((f) => path.join(dir, f));
  return names.map((name) => {
    const bare = path.basename(name).replace(/\.ipynb$/, '');
    const matches = all.filter((f) => {
      const stem = f.replace(/\.ipynb$/, '');
      const number = stem.split('-')[0];
      return stem === bare || (/^\d+$/.test(bare) && Number(number) === Number(bare));
    });
    if (matches.length !== 1) {
      const known = all.map((f) => `'${f.replace(/\.ipynb$/, '')}'`).join(', ');
      throw new RangeError(`notebook must be one of ${known} (or its number), got ${describe(name)}`);
    }
    return path.join(dir, matches[0]);
  });
}
