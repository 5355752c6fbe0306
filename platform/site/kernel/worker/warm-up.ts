/**
 * What the worker does while the page is still starting (the spare worker gets `init` before the
 * notebook has opened): the work every notebook's first cells would otherwise wait for. TypeScript
 * parses the library's declarations once, for a cell that imports each part of the library (its
 * language service keeps them for every later cell), and the library's script loads and its parts run
 * their module code. Nothing of it is visible to cells: no declaration is kept, no output is made.
 */
import type { Compiler } from './compiler';
import { report } from './report';
import { libraryModuleKeys } from './cell-require';

/** The library's parts as notebooks import them: `./lib/knight` for lib/knight.ts beside its folder. */
export function libraryParts(keys: readonly string[]): string[] {
  return keys.filter((k) => /^lib\/[\w-]+$/.test(k) && keys.some((other) => other.startsWith(`${k}/`))).map((k) => `./${k}`);
}

/** Type-checks (and throws away) a cell importing every part, then requires every part; returns the ms it took. */
export function warmUp(compiler: Compiler, cellRequire: (id: string) => unknown): number {
  const started = performance.now();
  const parts = libraryParts(libraryModuleKeys());
  const cell = parts.map((p, i) => `import * as part${i} from '${p}';`).join('\n');
  report.beginCell(cell, 0);
  compiler.converter.convert('', cell);
  for (const part of parts) {
    try {
      cellRequire(part);
    } catch {
      // a part that cannot load here fails again, with its message, in the cell that imports it
    }
  }
  return performance.now() - started;
}
