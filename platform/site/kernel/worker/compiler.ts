/**
 * tslab's own converter over an in-memory `ts.sys`, made the way the server kernel makes it
 * (tslab-adapter.cjs): compiled-library declarations at /course/lib, the cell-globals file in place of
 * automatic @types, switched for good to Node's types by the first cell that needs them (that cell is
 * checked again), inline source maps registered with the error report under each cell's name.
 * Everything here loads TypeScript: the worker reaches this module only through `require`, when a
 * cell was not checked at build time (checked-cells.ts), or when idle (warm-up.ts).
 */
/* eslint-disable @typescript-eslint/no-require-imports */
import * as ts from '@tslab/typescript-for-tslab';
import { createMemorySys } from './memory-sys';
import { hooks } from './compile-hooks';
import { interruptTransformer } from './interrupt-transform';
import { report } from './report';

export const CWD = '/course';
const GLOBALS_FILE = `${CWD}/__kernel_globals__.d.ts`;
const LIBRARY_FILE = `${CWD}/__kernel_library__.d.ts`;
const CELL_GLOBALS_KEY = '/kernel/cell-globals.d.ts';
const NODE_GLOBALS = '/// <reference types="node" />\n';
/** TypeScript's codes for a name, namespace or module it cannot find (as tslab-adapter.cjs). */
const NOT_FOUND_CODES = new Set([2304, 2307, 2503, 2552, 2580, 2582, 2583, 2584, 2591, 2592]);

export interface Diagnostic {
  code: number;
  [key: string]: unknown;
}

export interface Converted {
  output?: string;
  declOutput?: string;
  diagnostics: Diagnostic[];
  hasToplevelAwait?: boolean;
  lastExpressionVar?: string;
}

export interface Converter {
  convert(prevDecl: string, src: string): Converted;
  inspect(prevDecl: string, src: string, position: number): any;
  complete(prevDecl: string, src: string, position: number): { start: number; end: number; candidates: string[] };
}

/** tslab's converter in the browser, made on first need (it takes TypeScript's 3 MB of modules). */
export interface LiveCompiler {
  converter: Converter;
  /** convert, checked again with Node's types when the cell needs a name only they give. */
  convert(prevDecl: string, src: string): Converted;
  isCompleteCode(code: string): { completed: boolean; indent?: string };
  /** Whether the cell has a syntax error that more lines cannot fix (tslab itself never says `invalid`). */
  hasSyntaxError(code: string): boolean;
  usesNodeTypes(): boolean;
  /** Switches to Node's types for good (a cell checked at build time did, checked-cells.ts). */
  useNodeTypes(): void;
  /** Back to the cell globals: the build records each notebook from a new kernel's start (record-cells.ts). */
  resetTypes(): void;
}

/**
 * A root file that only references the library's entry points (those the site ships), so that every
 * program holds their declarations: TypeScript's watch program drops the parsed files of a program's
 * last version that the next one lacks, and a notebook's first cell (its parameters) imports nothing.
 * The file is empty until a cell, or the cells before it, import `./lib/…` (the warm-up's second cell
 * does): from then on the declarations are parsed and bound once and kept. Before that, a cell that
 * imports nothing (a parameter edited before the warm-up ran) is checked without them: the library's,
 * Plot's and d3's declarations are 0.8 of the 1.2 MB the first check parses (environment.md: the reply
 * of notebook 00's edited parameters, 1.65 → 1.24 s).
 * A module's exports are not global: no cell sees a name it did not import.
 */
function libraryReferences(files: Record<string, string>): string {
  return LIBRARY_ENTRIES.map((entry) => `${CWD}/lib/${entry}.d.ts`)
    .filter((file) => file in files)
    .map((file) => `/// <reference path="${file}" />\n`)
    .join('');
}

/** A cell's text or declarations naming the library: an import (or `import("./lib/…")` type) of `./lib/…`. */
const NAMES_LIBRARY = /["']\.\/lib\//;

/** The library's parts that the notebooks import (`./lib/<entry>`). */
export const LIBRARY_ENTRIES = ['notebook', 'knight', 'queens', 'exact-cover', 'handouts', 'widgets', 'exercises/questions', 'check'];

/** Installs the in-memory sys and the facade's hooks; call before the converter module loads. */
function installCompilerSystem(files: Record<string, string>, withInterrupts: boolean) {
  const memory = createMemorySys({
    files: { ...files, [GLOBALS_FILE]: files[CELL_GLOBALS_KEY] ?? '', [LIBRARY_FILE]: '' },
    cwd: CWD,
    executingFile: '/typescript/lib/typescript.js',
    changedKind: ts.FileWatcherEventKind.Changed,
  });
  (ts as unknown as { setSys(s: unknown): void }).setSys(memory.sys);
  hooks.globalsFile = GLOBALS_FILE;
  hooks.extraRoots = [LIBRARY_FILE];
  hooks.registerCell = report.registerCell;
  hooks.registerFile = report.registerFile;
  hooks.interruptTransformer = withInterrupts ? interruptTransformer : null;
  return memory;
}

/**
 * Makes tslab's converter over `files` (kernel/files.json), the way the server adapter makes it;
 * `nodeTypes`: cells before it already switched to Node's types.
 */
export function createLiveCompiler(files: Record<string, string>, withInterrupts: boolean, nodeTypes = false): LiveCompiler {
  const memory = installCompilerSystem(files, withInterrupts);
  const converterModule = require('tslab/dist/converter.js');
  let node = false;
  const useNodeTypes = () => {
    if (node) return;
    node = true;
    memory.setFile(GLOBALS_FILE, NODE_GLOBALS);
  };
  if (nodeTypes) useNodeTypes();
  const raw: Converter = converterModule.createConverter({ isJS: false, isBrowser: false });
  let rooted = false;
  const rootLibraryFor = (prevDecl: string, src: string) => {
    if (rooted || !(NAMES_LIBRARY.test(src) || NAMES_LIBRARY.test(prevDecl))) return;
    rooted = true;
    memory.setFile(LIBRARY_FILE, libraryReferences(files));
  };
  const converter: Converter = {
    convert: (prevDecl, src) => (rootLibraryFor(prevDecl, src), raw.convert(prevDecl, src)),
    inspect: (prevDecl, src, position) => (rootLibraryFor(prevDecl, src), raw.inspect(prevDecl, src, position)),
    complete: (prevDecl, src, position) => (rootLibraryFor(prevDecl, src), raw.complete(prevDecl, src, position)),
  };
  return {
    converter,
    convert(prevDecl, src) {
      let converted = converter.convert(prevDecl, src);
      const notFound = (d: Diagnostic) => NOT_FOUND_CODES.has(d.code);
      if (!node && converted.diagnostics && converted.diagnostics.some(notFound)) {
        useNodeTypes();
        converted = converter.convert(prevDecl, src); // the same cell, now with Node's declarations
      }
      return converted;
    },
    isCompleteCode: (code) => converterModule.isCompleteCode(code),
    hasSyntaxError(code) {
      const file = ts.createSourceFile('cell.ts', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS) as ts.SourceFile & { parseDiagnostics?: unknown[] };
      return !!file.parseDiagnostics && file.parseDiagnostics.length > 0;
    },
    usesNodeTypes: () => node,
    useNodeTypes,
    resetTypes() {
      if (!node) return;
      node = false;
      memory.setFile(GLOBALS_FILE, files[CELL_GLOBALS_KEY] ?? '');
    },
  };
}
