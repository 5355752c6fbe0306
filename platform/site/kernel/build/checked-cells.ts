/**
 * kernel/checked/: the course's notebooks checked at build time (worker/checked-cells.ts says why), by
 * the site's own kernel/worker.js run in Node, in a context of its own that gives it what a worker has
 * (self, fetch of the site's files, timers), and asked with a `check-cells` message. The same script,
 * converter, TypeScript and declaration files as in the browser, so a recorded cell is what the browser
 * would compute.
 */
import { readdirSync, readFileSync, statSync } from 'fs';
import * as path from 'path';
import * as vm from 'vm';

const BASE_URL = 'http://site.invalid/';

/** The cells a notebook's Run All sends, in order: its code cells, blank ones left out (the interface does not send them). */
export function codeCellsOf(notebook: { cells: { cell_type: string; source: string | string[] }[] }): string[] {
  return notebook.cells
    .filter((c) => c.cell_type === 'code')
    .map((c) => (Array.isArray(c.source) ? c.source.join('') : c.source))
    .filter((src) => src.trim() !== '');
}

/** Every notebook under `dir` (sorted), as its code cells. */
export function notebooksIn(dir: string): { rel: string; cells: string[] }[] {
  const out: { rel: string; cells: string[] }[] = [];
  const walk = (sub: string) => {
    for (const name of readdirSync(path.join(dir, sub)).sort()) {
      const rel = sub ? `${sub}/${name}` : name;
      if (statSync(path.join(dir, rel)).isDirectory()) walk(rel);
      else if (name.endsWith('.ipynb')) out.push({ rel, cells: codeCellsOf(JSON.parse(readFileSync(path.join(dir, rel), 'utf8'))) });
    }
  };
  walk('');
  return out;
}

/** A `fetch` over the site's folder, enough for the worker's JSON reads. */
function siteFetch(siteDir: string) {
  return async (url: string) => {
    const rel = decodeURIComponent(new URL(url).pathname).replace(/^\/+/, '');
    const file = path.join(siteDir, rel);
    let text: string | null = null;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      text = null;
    }
    return { ok: text !== null, status: text === null ? 404 : 200, json: async () => JSON.parse(text ?? 'null'), text: async () => text ?? '' };
  };
}

/**
 * Runs `siteDir`/kernel/worker.js (its files.json beside it) and records `notebooks`; resolves with the
 * files of kernel/checked/ by key.
 */
export function recordCheckedCells(siteDir: string, notebooks: readonly (readonly string[])[]): Promise<Record<string, unknown>> {
  const unref = <T extends { unref?: () => void }>(t: T) => (t.unref?.(), t);
  const sink = () => {};
  const context = vm.createContext({
    console: { log: sink, info: sink, debug: sink, warn: sink, error: sink, trace: sink },
    setTimeout: (f: () => void, ms?: number) => unref(setTimeout(f, ms)),
    clearTimeout,
    setInterval: (f: () => void, ms?: number) => unref(setInterval(f, ms)),
    clearInterval,
    queueMicrotask,
    performance,
    TextDecoder,
    TextEncoder,
    atob,
    btoa,
    URL,
    crypto: globalThis.crypto,
    location: { href: BASE_URL },
    fetch: siteFetch(siteDir),
  });
  return new Promise((resolve, reject) => {
    context.postMessage = (m: { type: string; files?: Record<string, unknown>; error?: string; message?: string }) => {
      if (m.type === 'init-failed') reject(new Error(`the kernel did not start: ${m.message}`));
      if (m.type !== 'checked-cells') return;
      if (m.error) reject(new Error(`recording the notebooks' cells failed: ${m.error}`));
      else resolve(m.files ?? {});
    };
    vm.runInContext('globalThis.self = globalThis;', context);
    vm.runInContext(readFileSync(path.join(siteDir, 'kernel', 'worker.js'), 'utf8'), context, { filename: 'kernel/worker.js' });
    const onmessage = context.onmessage as (e: { data: unknown }) => void;
    onmessage({ data: { type: 'init', baseUrl: BASE_URL } });
    onmessage({ data: { type: 'check-cells', id: 'build', notebooks } });
  });
}
