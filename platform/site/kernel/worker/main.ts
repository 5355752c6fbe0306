/**
 * The browser kernel: a classic Web Worker speaking the site's protocol (../README.md): init → ready |
 * init-failed; execute → stream/display/result/error … reply; complete, inspect, is_complete → reply.
 * Cells run one at a time; after a failing cell, executes that were already waiting are aborted (what
 * "Run All" expects), anything sent later runs.
 */
import { bootMs } from './boot';
import { setSiteBase, siteUrl } from '../shims/process-state';
import { setStreamWriter } from '../shims/process';
import { installShims } from './shim-registry';
import { installConsole } from './console-streams';
import { setPoster, writeStream, type Post } from './output';
import { createCompiler, type Compiler } from './kernel-compiler';
import { createCheckedCells, type CheckedCells } from './checked-cells';
import { createCellRunner } from './cell-runner';
import { warmUp, warmUpSteps, WARM_UP_CELLS } from './warm-up';
import { createCellRequire, libraryLoadTime, preloadLibrary } from './cell-require';
import { createTslabApi } from './display';
import { createInterruptFlag } from './interrupt';
import { hooks } from './compile-hooks';
import { report } from './report';
import { completeRequest, executeRequest, inspectRequest, isCompleteRequest } from './requests';

declare const self: { postMessage(m: unknown): void; onmessage: ((e: { data: any }) => void) | null };
/** The version of tslab's TypeScript, written in by the bundle's build (the worker does not load TypeScript to ask it). */
declare const __TSLAB_TYPESCRIPT_VERSION__: string;

const post: Post = (m) => self.postMessage(m);
const TSLAB_VERSION = '1.0.22';
/** The library's entry every notebook imports first (its modules have no effect but their exports). */
const FIRST_IMPORTS = ['./lib/notebook'];
/** The page has asked nothing for this long: the warm-up may take the worker (warm-up.ts). */
const QUIET_MS = 500;
/** …or, if the page asks nothing at all after the kernel is ready (a student reading), this long. */
const READING_MS = 4000;

interface Kernel {
  compiler: Compiler;
  checked: CheckedCells;
  runner: ReturnType<typeof createCellRunner>;
}

let kernel: Kernel | null = null;
const timings: Record<string, number> = { bootMs };

function getKernel(): Kernel {
  if (!kernel) throw new Error('the kernel is not initialised (no init message yet)');
  return kernel;
}

/** A file of the site, as JSON (null when missing). */
async function readJson(rel: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(siteUrl(rel));
  } catch (e) {
    // Offline, or the site's server gone: say which file, and that a later run will fetch it again.
    throw new Error(`the kernel could not fetch ${rel} from the course's site (${e instanceof Error ? e.message : String(e)}): check the network connection, then run the cell again`);
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${rel}: HTTP ${response.status}`);
  return response.json();
}

function init(msg: { baseUrl: string; version?: string; interruptBuffer?: SharedArrayBuffer }): void {
  const started = performance.now();
  setSiteBase(msg.baseUrl, msg.version);
  installShims();
  setStreamWriter(writeStream);
  installConsole(console);
  setPoster(post);
  Error.stackTraceLimit = 200;
  hooks.registerCell = report.registerCell;
  hooks.registerFile = report.registerFile;
  const interrupt = createInterruptFlag(msg.interruptBuffer);
  const checked = createCheckedCells(readJson);
  const files = async () => {
    const filesStarted = performance.now();
    const json = (await readJson('kernel/files.json')) as Record<string, string> | null;
    if (!json) throw new Error('kernel/files.json: missing from the site');
    timings.filesMs = Math.round(performance.now() - filesStarted);
    return json;
  };
  const compiler = createCompiler({ checked, interruptible: interrupt.enabled, files });
  const tslab = createTslabApi({ tslab: TSLAB_VERSION, typescript: __TSLAB_TYPESCRIPT_VERSION__, node: 'v20.19.0' });
  kernel = { compiler, checked, runner: createCellRunner(compiler, createCellRequire(tslab), interrupt) };
  timings.initMs = Math.round(performance.now() - started);
}

let tail: Promise<unknown> = Promise.resolve();
let received = 0;
/** Requests from the page not answered yet (the warm-up gives way to them). */
let pending = 0;
let abortUpTo = 0;
let count = 0;
let warmTimer: ReturnType<typeof setTimeout> | undefined;
let warmedUp = false;

/** Starts the warm-up once the page has been quiet for `ms` (again after a request cut it short). */
function warmUpWhenQuiet(ms: number): void {
  if (warmedUp || !kernel) return;
  clearTimeout(warmTimer);
  warmTimer = setTimeout(() => {
    if (pending > 0) return;
    warmedUp = true;
    void warmUp(getKernel().compiler, () => pending > 0).then((steps) => {
      if (steps <= WARM_UP_CELLS.length) {
        warmedUp = false; // cut short by a request: go on when the page is quiet again
        if (pending === 0) warmUpWhenQuiet(QUIET_MS);
      }
    });
  }, ms);
}

function settled(): void {
  pending--;
  if (pending === 0) warmUpWhenQuiet(QUIET_MS);
}

function queueExecute(id: string, code: string): void {
  const seq = ++received;
  tail = tail.then(async () => {
    if (seq <= abortUpTo) return post({ type: 'reply', id, status: 'abort' });
    const req = { id, code, count: ++count };
    try {
      const { status, content } = await executeRequest(getKernel().runner, post, req);
      if (status === 'error') {
        // Let requests the page sent before it could know of this error arrive, then abort them.
        await new Promise((resolve) => setTimeout(resolve, 0));
        abortUpTo = received;
      }
      post({ type: 'reply', id, status, content });
    } catch (e) {
      post({ type: 'reply', id, status: 'error', content: { ename: 'KernelError', evalue: String(e), traceback: [String(e && (e as Error).stack)] } });
    }
  }).finally(settled);
}

function answer(id: string, f: () => Promise<object>): void {
  f().then(
    (content) => post({ type: 'reply', id, status: 'ok', content: { status: 'ok', ...content } }),
    (e) => post({ type: 'reply', id, status: 'error', content: { ename: 'KernelError', evalue: String(e), traceback: [] } }),
  ).finally(settled);
}

/** The site's build: the course's notebooks checked by this worker's converter (record-cells.ts). */
async function checkCells(notebooks: string[][]): Promise<object> {
  const live = await getKernel().compiler.live();
  const { recordNotebooks } = require('./record-cells') as typeof import('./record-cells');
  return recordNotebooks(live, notebooks);
}

timings.loadedMs = Math.round(performance.now()); // the script has run (TypeScript's modules are not run yet)

self.onmessage = (event) => {
  const msg = event.data;
  const request = msg && ['execute', 'complete', 'inspect', 'is_complete'].includes(msg.type);
  if (request) {
    pending++;
    clearTimeout(warmTimer);
  }
  switch (msg && msg.type) {
    case 'init':
      try {
        init(msg);
      } catch (e) {
        post({ type: 'init-failed', message: String(e && (e as Error).message ? (e as Error).message : e) });
        break;
      }
      post({ type: 'ready', timings });
      // What every notebook's first cells need, made while the page is still starting: the index of the
      // checked cells, the library's script and the modules of the import every notebook begins with.
      getKernel().checked.prefetch();
      setTimeout(() => {
        try {
          if (pending === 0) preloadLibrary(FIRST_IMPORTS);
        } catch {
          // reported by the first cell that imports the library
        }
        warmUpWhenQuiet(READING_MS);
      }, 0);
      break;
    case 'execute':
      queueExecute(msg.id, String(msg.code));
      break;
    case 'complete':
      answer(msg.id, () => completeRequest(getKernel().runner, String(msg.code), Number(msg.cursor)));
      break;
    case 'inspect':
      answer(msg.id, () => inspectRequest(getKernel().runner, String(msg.code), Number(msg.cursor)));
      break;
    case 'is_complete':
      answer(msg.id, () => isCompleteRequest(getKernel().compiler, String(msg.code)));
      break;
    case 'check-cells':
      checkCells(msg.notebooks).then(
        (files) => post({ type: 'checked-cells', id: msg.id, files }),
        (e) => post({ type: 'checked-cells', id: msg.id, error: String(e && (e as Error).stack ? (e as Error).stack : e) }),
      );
      break;
    case 'timings':
      post({
        type: 'timings',
        id: msg.id,
        timings: { ...timings, libraryMs: Math.round(libraryLoadTime()), warmUp: warmUpSteps, compilerMade: kernel?.compiler.isLive() ?? false, ...(kernel ? kernel.checked.counts() : {}) },
      });
      break;
    default:
      break;
  }
};
