/**
 * The course's own cells, checked when the site is built: the converter's result for each cell of each
 * notebook, in order, recorded by this same worker script in Node (record-cells.ts, run by
 * build/checked-cells.ts). tslab's converter is a function of the declarations of the cells before
 * (prevDecl), the cell's text and whether Node's types are on; the declaration files are the site's
 * own. So when a cell arrives whose text, prevDecl and types are exactly those of a recorded cell, its
 * recorded result is the one the converter would give, and the worker need not load TypeScript (3 MB
 * of modules, 1–2 s on a slow machine) before the notebook's first answers. Anything else (an edited
 * cell, a cell after one whose declarations changed, a student's own notebook) is compiled in the
 * browser as before; a parameter's new value keeps the declarations, so the cells after it still match.
 * Matches compare whole strings, never hashes: the hash only picks the notebook's file.
 */
import type { CellVariants } from './compile-hooks';
import { hooks } from './compile-hooks';
import type { Converted } from './compiler';

export interface CheckedCell {
  src: string;
  /** Index, in the same file, of the cell whose declarations this one was checked after; -1: none. */
  prev: number;
  /** Node's types were on before the cell, and after it. */
  nodeBefore: boolean;
  nodeAfter: boolean;
  declOutput: string;
  hasToplevelAwait?: boolean;
  lastExpressionVar?: string;
  /** The first source map (TypeScript → ES module JavaScript) and both CommonJS variants (compile-hooks.ts). */
  first: unknown;
  variants: CellVariants;
}

export interface CheckedFile {
  cells: CheckedCell[];
}

/** The folder of the recorded notebooks in the site, and its index (the keys of the files it holds). */
export const CHECKED_DIR = 'kernel/checked';

/** FNV-1a, 32 bits, as 8 hex digits: the file a notebook's first cell is recorded in. */
export function checkedKey(firstCell: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < firstCell.length; i++) {
    h ^= firstCell.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** The converter's result, as the compiler's CommonJS step gives it, from a recorded cell. */
export function convertedOf(cell: CheckedCell, interruptible: boolean): Converted {
  const variant = interruptible ? cell.variants.interruptible : cell.variants.plain;
  const name = hooks.registerCell ? hooks.registerCell(cell.first, variant.map) : 'tslab-cell';
  return {
    output: `${variant.code}\n//# sourceURL=${name}`,
    declOutput: cell.declOutput,
    diagnostics: [],
    hasToplevelAwait: cell.hasToplevelAwait,
    lastExpressionVar: cell.lastExpressionVar,
  };
}

export interface CheckedCells {
  /** The recorded cell that matches exactly, if any (a cell with no declarations before it loads its notebook's file). */
  find(prevDecl: string, src: string, nodeTypes: boolean): Promise<CheckedCell | undefined>;
  /** How many cells were found, and how many were not. */
  counts(): { found: number; compiled: number };
  /** Fetches the index of the recorded notebooks now, before the first cell asks. */
  prefetch(): void;
}

/** `readJson(rel)`: a file of the site as JSON, or null when it is missing. */
export function createCheckedCells(readJson: (rel: string) => Promise<unknown>): CheckedCells {
  let keys: Promise<Set<string>> | null = null;
  const loaded = new Map<string, Promise<void>>();
  const bySource = new Map<string, { file: CheckedFile; index: number }[]>();
  let found = 0;
  let compiled = 0;

  // A file that could not be fetched (offline) counts as no record for this cell, and is asked for again
  // by a later cell: the cell is compiled instead, never refused.
  const index = () => (keys ??= readJson(`${CHECKED_DIR}/index.json`).then((k) => new Set(Array.isArray(k) ? (k as string[]) : []), () => {
    keys = null;
    return new Set<string>();
  }));

  async function load(key: string): Promise<void> {
    const file = (await readJson(`${CHECKED_DIR}/${key}.json`).catch(() => undefined)) as CheckedFile | null | undefined;
    if (file === undefined) {
      loaded.delete(key);
      return;
    }
    if (!file || !Array.isArray(file.cells)) return;
    file.cells.forEach((cell, i) => {
      const list = bySource.get(cell.src) ?? [];
      list.push({ file, index: i });
      bySource.set(cell.src, list);
    });
  }

  return {
    async find(prevDecl, src, nodeTypes) {
      if (prevDecl === '') {
        const key = checkedKey(src);
        if ((await index()).has(key)) {
          if (!loaded.has(key)) loaded.set(key, load(key));
          await loaded.get(key);
        }
      }
      for (const { file, index: i } of bySource.get(src) ?? []) {
        const cell = file.cells[i];
        const before = cell.prev < 0 ? '' : file.cells[cell.prev].declOutput;
        if (before === prevDecl && cell.nodeBefore === nodeTypes) {
          found++;
          return cell;
        }
      }
      compiled++;
      return undefined;
    },
    counts: () => ({ found, compiled }),
    prefetch: () => void index(),
  };
}
