/** The project-local kernel spec: Jupyter finds it through JUPYTER_PATH; nothing global is touched. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'fs';
import * as path from 'path';
import { kernelSpecDir, launcherPath } from '../paths';

export interface KernelSpec {
  argv: string[];
  display_name: string;
  language: string;
  /** Added to the kernel's environment by Jupyter. */
  env: Record<string, string>;
}

/**
 * glibc's allocator settings for the kernel (read once, when the process starts). By default glibc
 * returns a freed block of more than 128 kB to the operating system and maps fresh pages for the
 * next one, so every call that allocates an n×n array pays a page fault per 4 kB page on its first
 * write — on our VM more than the algorithm's own work (notebook 02: about 18 ns per square against
 * 1.5), and more or less depending on what the allocator happened to keep. With these, blocks up to
 * 32 MB (glibc's largest mmap threshold) are reused, so timings measure the algorithm; larger
 * blocks are still mapped and returned as before.
 */
export const KERNEL_MALLOC_ENV: Readonly<Record<string, string>> = Object.freeze({
  MALLOC_MMAP_THRESHOLD_: String(32 * 1024 * 1024),
  MALLOC_TRIM_THRESHOLD_: String(1024 * 1024 * 1024),
});

/** The spec tslab's own installer would write, but starting tslab through our launcher. */
export function kernelSpec(node = process.execPath): KernelSpec {
  return { argv: [node, launcherPath, '{connection_file}'], display_name: 'TypeScript', language: 'typescript', env: { ...KERNEL_MALLOC_ENV } };
}

/** Write (or refresh) kernel.json; returns true when it changed. Absolute paths, so it is generated, not committed. */
export function installKernelSpec(dir = kernelSpecDir, spec = kernelSpec()): boolean {
  const file = path.join(dir, 'kernel.json');
  const text = JSON.stringify(spec, null, 1) + '\n';
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, text);
  return true;
}
