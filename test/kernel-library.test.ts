// The compiled library the kernel imports (platform/kernel/compiled-library.cjs, library-view.cjs): built
// from lib/, rebuilt when a source changes, never used stale, and seen by the compiler as
// declarations and by Node as JavaScript under the same `lib/...` paths.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync, existsSync } from 'fs';
import { createRequire } from 'module';
import * as os from 'os';
import * as path from 'path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../platform/kernel';

const nodeRequire = createRequire(__filename);
interface Built { dir: string; stamp: string; built: boolean; ms: number }
const compiled = nodeRequire('../platform/kernel/compiled-library.cjs') as {
  defaultOutDir(root: string): string;
  sourceFiles(root: string): string[];
  computeStamp(root: string): string;
  readStamp(dir: string): string | undefined;
  ensureCompiledLibrary(root: string, opts?: { outDir?: string }): Built;
};
const view = nodeRequire('../platform/kernel/library-view.cjs') as {
  createView(o: { projectRoot: string; compiledDir: string }): {
    declarationFor(p: string): string | undefined;
    hidesSource(p: string): boolean;
    javascriptFor(p: string): string | undefined;
    vendorFor(request: string, parent: string): string | undefined;
  };
  narrowD3Imports(text: string): string;
};

/** A throw-away project: lib/ with a few files, node_modules pointing at ours (esbuild, tslab). */
function tinyProject(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'compiled-library-'));
  mkdirSync(path.join(root, 'lib', 'shapes'), { recursive: true });
  mkdirSync(path.join(root, 'lib', 'widgets', 'browser'), { recursive: true });
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'));
  writeFileSync(path.join(root, 'lib', 'shapes', 'index.ts'), "export * from './square';\n");
  writeFileSync(path.join(root, 'lib', 'shapes', 'square.ts'), '/** The area of a square. */\nexport function area(side: number): number {\n  return side * side;\n}\nexport const here = __dirname;\n');
  writeFileSync(path.join(root, 'lib', 'shapes.ts'), "export * from './shapes/index';\n");
  writeFileSync(path.join(root, 'lib', 'widgets', 'browser', 'page.ts'), 'export const page = document.title;\n');
  return root;
}

const roots: string[] = [];
afterAll(() => {
  for (const r of roots) rmSync(r, { recursive: true, force: true });
});

describe('the compiled library', () => {
  it('compiles every lib/ file but the page code into JavaScript, a source map and declarations', () => {
    const root = tinyProject();
    roots.push(root);
    expect(compiled.sourceFiles(root)).toEqual(['shapes.ts', path.join('shapes', 'index.ts'), path.join('shapes', 'square.ts')]);
    const built = compiled.ensureCompiledLibrary(root);
    expect(built.built).toBe(true);
    expect(built.dir).toBe(compiled.defaultOutDir(root));
    const lib = path.join(built.dir, 'lib');
    expect(readFileSync(path.join(lib, 'shapes', 'square.d.ts'), 'utf8')).toContain('export declare function area(side: number): number;');
    expect(readFileSync(path.join(lib, 'shapes', 'square.d.ts'), 'utf8')).toContain('/** The area of a square. */');
    expect(existsSync(path.join(lib, 'shapes', 'square.js.map'))).toBe(true);
    expect(existsSync(path.join(lib, 'widgets'))).toBe(false);
    // The compiled module runs where Node finds it, yet knows its source's folder (data files, workers).
    const shapes = nodeRequire(path.join(lib, 'shapes.js')) as { area(n: number): number; here: string };
    expect(shapes.area(7)).toBe(49);
    expect(shapes.here).toBe(path.join(root, 'lib', 'shapes'));
  });

  it('is reused while lib/ is unchanged and rebuilt when a source changes, so it is never stale', () => {
    const root = tinyProject();
    roots.push(root);
    const first = compiled.ensureCompiledLibrary(root);
    const again = compiled.ensureCompiledLibrary(root);
    expect(again).toMatchObject({ built: false, stamp: first.stamp });
    writeFileSync(path.join(root, 'lib', 'shapes', 'square.ts'), 'export function area(side: number): number {\n  return side * side + 1;\n}\n');
    expect(compiled.computeStamp(root)).not.toBe(first.stamp);
    const rebuilt = compiled.ensureCompiledLibrary(root);
    expect(rebuilt.built).toBe(true);
    expect(compiled.readStamp(rebuilt.dir)).toBe(rebuilt.stamp);
    expect(readFileSync(path.join(rebuilt.dir, 'lib', 'shapes', 'square.js'), 'utf8')).toContain('side * side + 1');
  });

  it('builds a private copy when its folder cannot be written (a student kernel after the teacher edited lib/)', () => {
    const root = tinyProject();
    roots.push(root);
    const built = compiled.ensureCompiledLibrary(root, { outDir: path.join(root, 'lib', 'shapes.ts', 'library') });
    roots.push(built.dir);
    expect(built.built).toBe(true);
    expect(built.dir.startsWith(os.tmpdir())).toBe(true);
    expect(compiled.readStamp(built.dir)).toBe(compiled.computeStamp(root));
  });

  it("is current with this project's lib/ after the set-up (what every kernel of the tests imports)", () => {
    expect(compiled.readStamp(compiled.defaultOutDir(projectRoot))).toBe(compiled.computeStamp(projectRoot));
  });

  it('declares no DOM types where notebooks import (a cell has no DOM lib) and needs no @types but Node and Plot', () => {
    const lib = path.join(compiled.defaultOutDir(projectRoot), 'lib');
    for (const rel of compiled.sourceFiles(projectRoot).filter((f) => !/^(kernel|classroom)\//.test(f))) {
      const decl = readFileSync(path.join(lib, rel.replace(/\.ts$/, '.d.ts')), 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/(?!\/).*$/gm, '');
      expect(decl, rel).not.toMatch(/reference lib="dom|from 'jsdom'|\b(HTMLElement|SVGElement|Document)\b[^.]/);
    }
  });
});

describe('the view of the compiled library', () => {
  it('shows the compiler declarations for lib/ sources and Node the compiled JavaScript, leaving other files alone', () => {
    const root = tinyProject();
    roots.push(root);
    const built = compiled.ensureCompiledLibrary(root);
    const v = view.createView({ projectRoot: root, compiledDir: built.dir });
    const src = (rel: string) => path.join(root, 'lib', rel);
    const out = (rel: string) => path.join(built.dir, 'lib', rel);
    expect(v.hidesSource(src('shapes.ts'))).toBe(true);
    expect(v.declarationFor(src('shapes.d.ts'))).toBe(out('shapes.d.ts'));
    expect(v.hidesSource(src('widgets/browser/page.ts'))).toBe(false);
    expect(v.declarationFor(src('widgets/browser/page.d.ts'))).toBeUndefined();
    expect(v.hidesSource(path.join(root, 'test', 'x.ts'))).toBe(false);
    expect(v.javascriptFor(src('shapes'))).toBe(out('shapes.js'));
    expect(v.javascriptFor(src('shapes/square.ts'))).toBe(out('shapes/square.js'));
    expect(v.javascriptFor(src('shapes/'))).toBe(out('shapes/index.js'));
    expect(v.javascriptFor(src('kernel/launcher.cjs'))).toBeUndefined();
    // Plot and d3, for the compiled library's requires: one CommonJS bundle, the same functions.
    expect(v.vendorFor('@observablehq/plot', out('shapes.js'))).toBe(path.join(built.dir, 'vendor', 'Plot.cjs'));
    expect(v.vendorFor('d3', out('shapes/square.js'))).toBe(path.join(built.dir, 'vendor', 'd3.cjs'));
    expect(v.vendorFor('d3', path.join(root, 'test', 'x.js')), 'only the compiled library is redirected').toBeUndefined();
    expect(v.vendorFor('fs', out('shapes.js'))).toBeUndefined();
    const Plot = nodeRequire(path.join(built.dir, 'vendor', 'Plot.cjs')) as Record<string, unknown>;
    const d3 = nodeRequire(path.join(built.dir, 'vendor', 'd3.cjs')) as Record<string, unknown>;
    expect([typeof Plot.plot, typeof Plot.line, typeof d3.stratify, typeof d3.scaleLinear]).toEqual(['function', 'function', 'function', 'function']);
  });

  it("reads Plot's d3 types from the d3 packages that declare them, and leaves what it cannot place", () => {
    expect(view.narrowD3Imports('import type {GeoPath, GeoStreamWrapper} from "d3";\nexport type {SymbolType as SymbolImplementation} from "d3";'))
      .toBe('import type {GeoPath, GeoStreamWrapper} from "d3-geo";\nexport type {SymbolType as SymbolImplementation} from "d3-shape";');
    for (const line of ['import type {CurveFactory, GeoPath} from "d3";', 'import type {ScaleLinear} from "d3";', 'import {line} from "d3";']) {
      expect(view.narrowD3Imports(line)).toBe(line);
    }
    // Every d3 import of the installed Plot's declarations is placed (a new one would cost the whole of @types/d3 again).
    const plotDir = path.join(projectRoot, 'node_modules', '@observablehq', 'plot', 'src');
    const files = [...readdirSync(plotDir).map((f) => path.join(plotDir, f)), ...readdirSync(path.join(plotDir, 'marks')).map((f) => path.join(plotDir, 'marks', f))].filter((f) => f.endsWith('.d.ts'));
    const fromD3 = files.flatMap((f) => view.narrowD3Imports(readFileSync(f, 'utf8')).split('\n').filter((l) => /from "d3"/.test(l)).map((l) => `${path.basename(f)}: ${l}`));
    expect(fromD3).toEqual([]);
  });
});
