/**
 * The kernel's compiler as the cells see it: a cell recorded at build time (checked-cells.ts) is answered
 * from the record; any other goes to tslab's converter, made on first need (compiler.ts, which loads
 * TypeScript: reached only through `require`, so the worker's script starts without running it).
 * Whether Node's types are on is kept here, across both ways.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
import type { Converted, LiveCompiler } from './compiler';
import { convertedOf, type CheckedCells } from './checked-cells';

export interface Compiler {
  convert(prevDecl: string, src: string): Promise<Converted>;
  /** The converter, made now if it was not (awaits kernel/files.json). */
  live(): Promise<LiveCompiler>;
  /** Whether the converter exists yet. */
  isLive(): boolean;
}

export interface CompilerOptions {
  checked: CheckedCells;
  interruptible: boolean;
  /** kernel/files.json: every declaration file the converter reads. */
  files: () => Promise<Record<string, string>>;
}

export function createCompiler({ checked, interruptible, files }: CompilerOptions): Compiler {
  let made: LiveCompiler | null = null;
  let making: Promise<LiveCompiler> | null = null;
  let node = false;

  // A failed fetch of the files (offline) is not kept: the next cell that needs the converter asks again.
  const live = () =>
    (making ??= files().then((f) => {
      const { createLiveCompiler } = require('./compiler') as typeof import('./compiler');
      made = createLiveCompiler(f, interruptible, node);
      return made;
    }, (e: unknown) => {
      making = null;
      throw e;
    }));

  return {
    async convert(prevDecl, src) {
      const cell = await checked.find(prevDecl, src, node);
      if (cell) {
        if (cell.nodeAfter && !node) {
          node = true;
          made?.useNodeTypes();
        }
        return convertedOf(cell, interruptible);
      }
      const compiler = await live();
      const converted = compiler.convert(prevDecl, src);
      node = compiler.usesNodeTypes();
      return converted;
    },
    live,
    isLive: () => made !== null,
  };
}
