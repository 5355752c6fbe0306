/**
 * Node modules a browser cannot give. Requiring one succeeds (so a library module that names it
 * still loads); using it throws an Error that names the module and the browser, so whoever meets it
 * sees where the library needs a browser path.
 */
export function unavailableError(name: string, member = ''): Error {
  return new Error(`${name}${member ? `.${member}` : ''} is not available in the browser kernel: ${UNAVAILABLE[name] ?? 'Node only'}`);
}

/** Plain values a module exports that a library module reads at load time (worker_threads's isMainThread). */
const CONSTANTS: Record<string, Record<string, unknown>> = {
  worker_threads: { isMainThread: true, workerData: null, parentPort: null, threadId: 0 },
};

export function unavailableModule(name: string): unknown {
  const fail = (member: string): never => {
    throw unavailableError(name, member);
  };
  const constants = CONSTANTS[name] ?? {};
  const members = new Proxy(Object.create(null), {
    get(_, key) {
      if (key === '__esModule') return false;
      if (typeof key === 'symbol' || key === 'then') return undefined;
      if (key in constants) return constants[key as string];
      // A function (not an arrow): `new Worker(…)` runs it too, and so throws the same Error.
      return function () {
        fail(String(key));
      };
    },
  });
  // A plain object whose prototype answers every name: esbuild's __toESM copies a module's own
  // properties onto an object with the module's prototype, so named imports reach the Proxy too.
  return Object.create(members);
}

/** Node built-ins with no browser path, and why. */
export const UNAVAILABLE: Record<string, string> = {
  child_process: 'a browser tab cannot start programs (lib/handouts/console-session.ts runs the console program this way)',
  worker_threads: 'use a Web Worker instead (lib/queens/count-worker.ts needs a browser path here)',
  esbuild: 'the page script of the widgets is prebuilt at site-build time (kernel/widgets.json)',
  v8: 'no V8 flags in a browser',
  vm: 'no separate V8 contexts in a browser',
  net: 'no sockets in a browser',
  http: 'no server in a browser',
  https: 'no server in a browser',
  zlib: 'not shipped with the browser kernel',
};
