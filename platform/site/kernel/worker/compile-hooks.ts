/**
 * What the TypeScript facade (ts-facade.ts, the module tslab's converter loads as TypeScript) adds to
 * the compiler, set by the kernel before the converter is made: the cell-globals file as an extra root,
 * the error registry's cell naming, and the interrupt check.
 */
export interface CompileHooks {
  /** The globals file every cell compiles with (cell-globals.d.ts or Node's types). */
  globalsFile: string | null;
  /** More root files: declarations kept parsed in every program (warm-up.ts says why), not in scope. */
  extraRoots: string[];
  /** Registers a compiled cell's two source maps; returns the sourceURL its code runs under. */
  registerCell: ((first: unknown, second: unknown) => string) | null;
  /** Registers a compiled local file (a cell's `./x.ts` import) under the path it runs as. */
  registerFile: ((jsPath: string, tsPath: string, first: unknown, second: unknown) => void) | null;
  /** A transformer of the CommonJS step that adds interrupt checks, when the page can interrupt. */
  interruptTransformer: unknown | null;
  /** The site's build only (checked-cells.ts): receives a cell's first map and both CommonJS variants. */
  recordCell: ((first: unknown, variants: CellVariants) => void) | null;
}

/** A cell's CommonJS and second source map, without and with the interrupt checks. */
export interface CellVariants {
  plain: { code: string; map: unknown };
  interruptible: { code: string; map: unknown };
}

export const hooks: CompileHooks = { globalsFile: null, extraRoots: [], registerCell: null, registerFile: null, interruptTransformer: null, recordCell: null };
