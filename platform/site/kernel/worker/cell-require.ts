/**
 * The `require` a cell's CommonJS runs with (tslab's wrapRequire, for the browser): 'tslab' → the
 * display API; './lib/…' (also `.js`, a folder's index) → the library bundle, loaded on first use
 * with importScripts; 'd3', '@observablehq/plot', 'linkedom' → the same bundle's copies; Node's
 * built-ins → the shims; a built-in the browser lacks (worker_threads …) → an Error that says so.
 */
import { resolve, relative } from '../shims/path';
import { PROJECT_ROOT } from '../shims/process-state';
import { hasShim, isUnavailable, shimFor } from './shim-registry';
import { unavailableError } from '../shims/unavailable';
import { libraryScriptUrl } from './library-source';

interface LibraryBundle {
  modules: Record<string, () => unknown>;
  vendor: Record<string, () => unknown>;
}

let library: LibraryBundle | null = null;
let libraryLoadMs = 0;

function loadLibrary(): LibraryBundle {
  if (!library) {
    const started = performance.now();
    (globalThis as unknown as { importScripts(url: string): void }).importScripts(libraryScriptUrl());
    library = (globalThis as unknown as { __courseLibrary: LibraryBundle }).__courseLibrary;
    libraryLoadMs = performance.now() - started;
  }
  return library;
}

/**
 * Loads the library's script and runs the modules of `entries` (as a cell's import would: the same
 * instances then serve the cells), so that a notebook's first import finds them ready.
 */
export function preloadLibrary(entries: readonly string[] = []): void {
  const lib = loadLibrary();
  for (const entry of entries) {
    const key = libraryKey(entry, lib.modules);
    if (key) lib.modules[key]();
  }
}

/** How long loading the library script took (0 until a cell or the warm-up needed it). */
export function libraryLoadTime(): number {
  return libraryLoadMs;
}

function notFound(id: string): Error {
  const err = new Error(`Cannot find module '${id}'`) as Error & { code: string };
  err.code = 'MODULE_NOT_FOUND';
  return err;
}

/** `./lib/knight`, `./lib/knight.js`, `./lib/knight/index` → the bundle's key, or null. */
function libraryKey(id: string, modules: Record<string, () => unknown>): string | null {
  const rel = relative(PROJECT_ROOT, resolve(PROJECT_ROOT, id));
  if (!rel.startsWith('lib/')) return null;
  const bare = rel.replace(/\.(js|ts|cjs)$/, '');
  for (const key of [bare, `${bare}/index`]) if (Object.prototype.hasOwnProperty.call(modules, key)) return key;
  return null;
}

export function createCellRequire(tslabApi: unknown): (id: string) => unknown {
  return function require(id: string): unknown {
    if (id === 'tslab') return tslabApi;
    if (id.startsWith('.') || id.startsWith('/')) {
      const lib = loadLibrary();
      const key = libraryKey(id, lib.modules);
      if (key) return lib.modules[key]();
      throw notFound(id);
    }
    if (isUnavailable(id)) throw unavailableError(id.replace(/^node:/, ''));
    if (hasShim(id)) return shimFor(id);
    const lib = loadLibrary();
    if (Object.prototype.hasOwnProperty.call(lib.vendor, id)) return lib.vendor[id]();
    throw notFound(id);
  };
}
