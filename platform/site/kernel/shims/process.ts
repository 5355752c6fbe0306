/**
 * Node's `process`, as a browser worker can tell it: the version the server kernel runs on (tslab's
 * converter picks its ES target from it), memory as far as the browser says, stdout/stderr into the
 * cell's streams. No `cpuUsage`: a worker has no CPU clock, and the library's timings, finding none,
 * measure on the wall clock and say so (lib/notebook/timing.ts, availableClock).
 * `browser: true` keeps TypeScript (and other code that sniffs for Node) from taking it for Node.
 */
import { cwd } from './process-state';

type Writer = (name: 'stdout' | 'stderr', text: string) => void;
let writer: Writer = (name, text) => (name === 'stdout' ? console.log(text) : console.error(text));

/** The worker routes process.stdout/stderr to the executing cell's streams. */
export function setStreamWriter(w: Writer): void {
  writer = w;
}

function stream(name: 'stdout' | 'stderr') {
  return {
    isTTY: false,
    columns: 80,
    write(chunk: string | Uint8Array, encoding?: unknown, callback?: () => void): boolean {
      writer(name, typeof chunk === 'string' ? chunk : new TextDecoder().decode(chunk));
      if (typeof encoding === 'function') (encoding as () => void)();
      else if (callback) callback();
      return true;
    },
    on: () => undefined,
    once: () => undefined,
  };
}

function memoryUsage(): Record<string, number> {
  const m = (performance as unknown as { memory?: { usedJSHeapSize: number; totalJSHeapSize: number } }).memory;
  const heapUsed = m ? m.usedJSHeapSize : 0;
  const heapTotal = m ? m.totalJSHeapSize : 0;
  return { rss: heapTotal, heapTotal, heapUsed, external: 0, arrayBuffers: 0 };
}
memoryUsage.rss = () => memoryUsage().rss;

function hrtime(previous?: [number, number]): [number, number] {
  const ns = Math.round(performance.now() * 1e6);
  let s = Math.floor(ns / 1e9);
  let n = ns % 1e9;
  if (previous) {
    s -= previous[0];
    n -= previous[1];
    if (n < 0) {
      s -= 1;
      n += 1e9;
    }
  }
  return [s, n];
}
hrtime.bigint = () => BigInt(Math.round(performance.now() * 1e6));

const noop = () => processShim;

export const processShim = {
  browser: true,
  title: 'browser',
  version: 'v20.19.0',
  versions: { node: '20.19.0' } as Record<string, string>,
  platform: 'browser',
  arch: 'x64',
  release: { name: 'node' },
  env: {} as Record<string, string | undefined>,
  argv: ['node', 'kernel'],
  execArgv: [] as string[],
  execPath: '/usr/bin/node',
  pid: 1,
  ppid: 0,
  exitCode: undefined as number | undefined,
  stdout: stream('stdout'),
  stderr: stream('stderr'),
  stdin: { isTTY: false, on: () => undefined },
  cwd,
  chdir(): void {
    throw new Error('process.chdir is not available in the browser kernel');
  },
  exit(code?: number): never {
    throw new Error(`process.exit(${code ?? ''}) is not available in the browser kernel`);
  },
  memoryUsage,
  hrtime,
  uptime: () => performance.now() / 1000,
  nextTick: (fn: (...args: unknown[]) => void, ...args: unknown[]) => queueMicrotask(() => fn(...args)),
  emitWarning: (warning: unknown) => console.warn(String(warning)),
  on: noop,
  once: noop,
  off: noop,
  addListener: noop,
  removeListener: noop,
  removeAllListeners: noop,
  emit: () => false,
  listeners: () => [],
  umask: () => 0o22,
  getuid: () => 1000,
};
