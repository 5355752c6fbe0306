import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

/** A C program compiled with -O2 into a temporary directory; `remove()` deletes it. */
export interface CompiledC {
  binary: string;
  remove(): void;
}

/**
 * Compiles `source` with the first of cc, gcc, clang that works; undefined when none does, so a
 * benchmark can skip its C rows on machines without a compiler.
 */
export function compileC(source: string): CompiledC | undefined {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-c-'));
  const binary = path.join(dir, path.basename(source, '.c'));
  for (const cc of ['cc', 'gcc', 'clang']) {
    try {
      execFileSync(cc, ['-O2', '-o', binary, source], { stdio: 'pipe' });
      return { binary, remove: () => rmSync(dir, { recursive: true, force: true }) };
    } catch {
      // try the next compiler
    }
  }
  rmSync(dir, { recursive: true, force: true });
  return undefined;
}
