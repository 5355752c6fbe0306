// The server kernel's checked cells (platform/kernel/checked-cells.cjs): what is kept, what is never
// kept or used, and, through a real kernel run twice, that a cell found there runs as compiled (its
// output, its runtime error's line, its switch to Node's types) and that it really is what runs.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'fs';
import { createRequire } from 'module';
import * as os from 'os';
import * as path from 'path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeNotebook, findJupyter, projectRoot } from '../platform/kernel';

const nodeRequire = createRequire(__filename);
const ts = nodeRequire(nodeRequire.resolve('@tslab/typescript-for-tslab', { paths: [path.dirname(nodeRequire.resolve('tslab/package.json'))] }));
interface Cell { prevDecl: string; src: string; usesNode: boolean }
interface Entry { result: { output: string }; maps: unknown; switchesToNode: boolean }
interface CheckedCells {
  find(cell: Cell): Entry | undefined;
  keepable(prevDecl: string, src: string, converted: { diagnostics: unknown[]; sideOutputs?: unknown[] }): boolean;
  keep(cell: Cell, kept: { result: object; maps: object; switchesToNode: boolean }): boolean;
}
const { createCheckedCells } = nodeRequire('../platform/kernel/checked-cells.cjs') as {
  createCheckedCells(o: { ts: unknown; root: string; environment: string[] }): CheckedCells | null;
};

const temp: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  temp.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temp) rmSync(dir, { recursive: true, force: true });
});

const ok = { diagnostics: [] };
const result = { output: 'console.log(1);', declOutput: '', hasToplevelAwait: false };
const maps = { first: { version: 3 }, second: { version: 3 } };

describe('what is kept and found', () => {
  it('finds a cell only under the same environment, declarations before, text and state of Node types', () => {
    const root = path.join(tempDir('checked-'), 'cells');
    const cells = createCheckedCells({ ts, root, environment: ['library A'] })!;
    expect(cells.find({ prevDecl: 'declare const a: number;\n', src: 'a + 1', usesNode: false })).toBeUndefined();
    expect(cells.keep({ prevDecl: 'declare const a: number;\n', src: 'a + 1', usesNode: false }, { result, maps, switchesToNode: false })).toBe(true);
    expect(cells.find({ prevDecl: 'declare const a: number;\n', src: 'a + 1', usesNode: false })?.result).toEqual(result);
    expect(cells.find({ prevDecl: 'declare const a: string;\n', src: 'a + 1', usesNode: false })).toBeUndefined();
    expect(cells.find({ prevDecl: 'declare const a: number;\n', src: 'a + 2', usesNode: false })).toBeUndefined();
    expect(cells.find({ prevDecl: 'declare const a: number;\n', src: 'a + 1', usesNode: true })).toBeUndefined();
    const other = createCheckedCells({ ts, root, environment: ['library B'] })!;
    expect(other.find({ prevDecl: 'declare const a: number;\n', src: 'a + 1', usesNode: false })).toBeUndefined();
    // A new environment's first write removes the folders of the others.
    expect(readdirSync(root)).toHaveLength(1);
    other.keep({ prevDecl: '', src: 'b', usesNode: false }, { result, maps, switchesToNode: false });
    expect(readdirSync(root)).toHaveLength(1);
    expect(cells.find({ prevDecl: 'declare const a: number;\n', src: 'a + 1', usesNode: false })).toBeUndefined();
  });

  it('compares whole strings: an entry under the right file name but for another cell is not used', () => {
    const root = tempDir('checked-');
    const cells = createCheckedCells({ ts, root, environment: ['e'] })!;
    cells.keep({ prevDecl: '', src: 'const x = 1;', usesNode: false }, { result, maps, switchesToNode: false });
    const [folder] = readdirSync(root);
    const [file] = readdirSync(path.join(root, folder));
    const entry = JSON.parse(readFileSync(path.join(root, folder, file), 'utf8'));
    writeFileSync(path.join(root, folder, file), JSON.stringify({ ...entry, src: 'const x = 2;' }));
    expect(cells.find({ prevDecl: '', src: 'const x = 1;', usesNode: false })).toBeUndefined();
  });

  it('keeps a cell that checked cleanly and imports packages or the library, nothing else', () => {
    const cells = createCheckedCells({ ts, root: tempDir('checked-'), environment: ['e'] })!;
    expect(cells.keepable('', "import { show } from './lib/notebook';\nimport * as d3 from 'd3';", ok)).toBe(true);
    expect(cells.keepable('', 'const x: string = 1;', { diagnostics: [{ code: 2322 }] })).toBe(false);
    expect(cells.keepable('', "import { f } from './lib/notebook';", { diagnostics: [], sideOutputs: [{}] })).toBe(false);
    expect(cells.keepable('', "import { helper } from './my-helper';", ok)).toBe(false);
    expect(cells.keepable('', "const m = await import('../elsewhere/x');", ok)).toBe(false);
    expect(cells.keepable('', '/// <reference path="./globals.d.ts" />\nconst y = 1;', ok)).toBe(false);
    // A local file imported by an earlier cell is read by this cell's check too.
    expect(cells.keepable("import { helper } from './my-helper';\n", 'helper()', ok)).toBe(false);
    expect(cells.keepable("import { claim } from './lib/notebook';\n", 'claim', ok)).toBe(true);
  });

  it('reads nothing from a folder others may write (an entry is code the kernel runs); writes nowhere it may not', () => {
    const open = tempDir('checked-');
    chmodSync(open, 0o777);
    expect(createCheckedCells({ ts, root: open, environment: ['e'] })).toBeNull();
    if (process.getuid?.() === 0) return; // root writes anywhere: the read-only case needs another user
    const locked = tempDir('checked-');
    chmodSync(locked, 0o555);
    const cells = createCheckedCells({ ts, root: locked, environment: ['e'] })!;
    expect(cells.keep({ prevDecl: '', src: 'a', usesNode: false }, { result, maps, switchesToNode: false })).toBe(false);
  });
});

describe('through a kernel run twice', () => {
  let python = '';
  let cacheDir = '';
  let notebook = '';
  const outDir = path.join(projectRoot, 'build', 'test-checked-cells');
  const cells = [
    // Needs Node's types: the kernel switches its globals file to @types/node for good …
    "import { readFileSync } from 'fs';\nconst first: string = readFileSync('package.json', 'utf8').slice(0, 1);",
    // … so this cell type-checks only after the switch (found or compiled).
    "const bytes: Buffer = Buffer.from(first);\nconsole.log('bytes', bytes.length);",
    "import { validatePlacement } from './lib/queens';\nfunction deeper(n: number): number {\n  if (n > 2) throw new RangeError('too deep: ' + n);\n  return n;\n}",
    "console.log('before', validatePlacement([1, 3, 0, 2]).ok);\ndeeper(1);\ndeeper(3);",
    'const wrong: string = 1;',
    "first + ' and ' + bytes.length",
  ];
  const run = () => executeNotebook(notebook, { python, outDir, keepGoing: true, env: { COURSE_KERNEL_CHECKED_CELLS: cacheDir } });
  /** What a student sees of each cell: its outputs, ANSI colours taken out. */
  const outputs = (file: string) => (JSON.parse(readFileSync(file, 'utf8')).cells as { outputs: Record<string, unknown>[] }[])
    .map((c) => JSON.stringify(c.outputs.map(({ execution_count: _, ...o }) => o)).replace(/\\u001b\[[0-9;]*m/g, ''));
  const entries = () => readdirSync(cacheDir).flatMap((d) => readdirSync(path.join(cacheDir, d)).map((f) => path.join(cacheDir, d, f)));

  beforeAll(() => {
    const found = findJupyter().found;
    if (!found) throw new Error('Jupyter is not installed: run `npm test` (it sets up first) or `npm run setup`');
    python = found.python;
    const dir = path.join(outDir, 'in');
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    cacheDir = path.join(outDir, 'cells');
    notebook = path.join(dir, 'checked-twice.ipynb');
    writeFileSync(notebook, JSON.stringify({
      nbformat: 4, nbformat_minor: 5,
      metadata: { kernelspec: { name: 'tslab', display_name: 'TypeScript', language: 'typescript' } },
      cells: cells.map((source, i) => ({ cell_type: 'code', id: `c${i}`, metadata: {}, execution_count: null, outputs: [], source })),
    }));
  });

  it('runs the same from the checked cells as compiled: outputs, the runtime error at its line, Node types, the type error', { timeout: 180_000 }, async () => {
    const compiled = await run();
    const before = outputs(compiled.outputNotebook);
    expect(before[1]).toContain('bytes 1');
    expect(before[3]).toContain('too deep: 3');
    expect(before[3]).toContain('line 3');
    expect(before[4]).toContain("Type 'number' is not assignable to type 'string'");
    expect(before[5]).toContain('{ and 1');
    // Every cell but the one with the type error was kept.
    expect(entries().map((f) => JSON.parse(readFileSync(f, 'utf8')).src).sort()).toEqual(cells.filter((_, i) => i !== 4).sort());
    const kept = entries().map((f) => `${f} ${statSync(f).mtimeMs}`);
    const found = await run();
    expect(outputs(found.outputNotebook)).toEqual(before);
    // Nothing was compiled again (a compiled cell is kept anew): each cell was found, the one after
    // the switch to Node's types too.
    expect(entries().map((f) => `${f} ${statSync(f).mtimeMs}`)).toEqual(kept);
  });

  it('runs what it found: an entry changed on disk is what the next kernel runs, and one that is not the cell\'s is not', { timeout: 180_000 }, async () => {
    const last = entries().find((f) => JSON.parse(readFileSync(f, 'utf8')).src === cells[5])!;
    const entry = JSON.parse(readFileSync(last, 'utf8'));
    expect(entry.result.output).toContain("' and '");
    writeFileSync(last, JSON.stringify({ ...entry, result: { ...entry.result, output: entry.result.output.replace("' and '", "' found '") } }));
    expect(outputs((await run()).outputNotebook)[5]).toContain('{ found 1');
    writeFileSync(last, JSON.stringify({ ...entry, src: `${cells[5]} ` , result: { ...entry.result, output: entry.result.output.replace("' and '", "' found '") } }));
    expect(outputs((await run()).outputNotebook)[5]).toContain('{ and 1');
  });
});
