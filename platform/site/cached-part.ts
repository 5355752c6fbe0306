/**
 * A part of the site built into a folder of its own and rebuilt only when its inputs change, like the
 * compiled library: the folder carries a stamp, a hash of every input file's path and bytes (and of
 * any extra strings, such as package versions), compared before each build (a few milliseconds).
 */
import { createHash } from 'crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'fs';
import * as path from 'path';

const STAMP = 'stamp.json';

/** What one call did: where the part is, whether it was built now, and how long that took. */
export interface PartReport {
  dir: string;
  built: boolean;
  ms: number;
}

/** The inputs of a part: files and folders (walked, `node_modules` left out), and strings (versions, options). */
export interface PartInputs {
  paths: readonly string[];
  extra?: readonly string[];
}

function walk(target: string, out: string[]): void {
  if (!existsSync(target)) {
    out.push(`${target} (missing)`);
    return;
  }
  if (!statSync(target).isDirectory()) {
    out.push(target);
    return;
  }
  for (const entry of readdirSync(target, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    walk(path.join(target, entry.name), out);
  }
}

/** The hash of a part's inputs. */
export function partStamp(inputs: PartInputs): string {
  const hash = createHash('sha256');
  for (const extra of inputs.extra ?? []) hash.update(`\0extra\0${extra}`);
  const files: string[] = [];
  for (const p of inputs.paths) walk(p, files);
  for (const file of files) {
    hash.update(`\0${file}\0`);
    if (!file.endsWith('(missing)')) hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

/**
 * The part in `dir`, built by `build(tmp)` into a fresh folder when the stamp differs (then moved into
 * place, so an interrupted build never leaves a half-built part that looks current).
 */
export async function cachedPart(dir: string, inputs: PartInputs, build: (outDir: string) => unknown): Promise<PartReport> {
  const stamp = partStamp(inputs);
  try {
    if (JSON.parse(readFileSync(path.join(dir, STAMP), 'utf8')).stamp === stamp) return { dir, built: false, ms: 0 };
  } catch {
    // no stamp yet: build
  }
  const t0 = Date.now();
  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  try {
    await build(tmp);
    writeFileSync(path.join(tmp, STAMP), `${JSON.stringify({ stamp })}\n`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(path.dirname(dir), { recursive: true });
    renameSync(tmp, dir);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return { dir, built: true, ms: Date.now() - t0 };
}
