/**
 * The browser kernel: a classic Web Worker speaking the site's protocol (../README.md): init → ready |
 * init-failed; execute → stream/display/result/error … reply; complete, inspect, is_complete → reply.
 * Cells run one at a time; after a failing cell, executes that were already waiting are aborted (what
 * "Run All" expects), anything sent later runs.
 */
import { bootMs } from './boot';
import * as ts from '@tslab/typescript-for-tslab';
import { setSiteBase, siteUrl } from '../shims/process-state';
import { setStreamWriter } from '../shims/process';
import { installShims } from './shim-registry';
import { installConsole } from './console-streams';
import { setPoster, writeStream, type Post } from './output';
import { createCompiler, installCompilerSystem, type Compiler } from './compiler';
import { createCellRunner } from './cell-runner';
import { warmUp, warmUpSteps } from './warm-up';
import { createCellRequire, libraryLoadTime, preloadLibrary } from './cell-require';
import { createTslabApi } from './display';
import { createInterruptFlag } from './interrupt';
import { completeRequest, executeRequest, inspectRequest, isCompleteRequest } from './requests';

declare const self: { postMessage(m: unknown): void; onmessage: ((e: { data: any }) => void) | null };

const post: Post = (m) => self.postMessage(m);
const TSLAB_VERSION = '1.0.22';

interface Kernel {
  compiler: Compiler;
  runner: ReturnType<typeof createCellRunner>;
}

let makeKernel: (() => Kernel) | null = null;
let kernel: Kernel | null = null;
const timings: Record<string, number> = { bootMs };

function getKernel(): Kernel {
  if (!kernel) {
    if (!makeKernel) throw new Error('the kernel is not initialised (no init message yet)');
    const started = performance.now();
    kernel = makeKernel();
    timings.converterAt = Math.round(performance.timeOrigin + started);
    timings.converterMs = Math.round(performance.now() - started);
  }
  return kernel;
}

async function init(msg: { baseUrl: string; interruptBuffer?: SharedArrayBuffer }): Promise<void> {
  const started = performance.now();
  setSiteBase(msg.baseUrl);
  installShims();
  setStreamWriter(writeStream);
  installConsole(console);
  setPoster(post);
  Error.stackTraceLimit = 200;
  const response = await fetch(siteUrl('kernel/files.json'));
  if (!response.ok) throw new Error(`kernel/files.json: HTTP ${response.status}`);
  const files = (await response.json()) as Record<string, string>;
  timings.filesMs = Math.round(performance.now() - started);
  const interrupt = createInterruptFlag(msg.interruptBuffer);
  const memory = installCompilerSystem(files, interrupt.enabled);
  const tslab = createTslabApi({ tslab: TSLAB_VERSION, typescript: ts.version, node: 'v20.19.0' });
  makeKernel = () => {
    const compiler = createCompiler(memory);
    return { compiler, runner: createCellRunner(compiler, createCellRequire(tslab), interrupt) };
  };
  timings.initMs = Math.round(performance.now() - started);
}

let tail: Promise<unknown> = Promise.resolve();
let received = 0;
/** Whether the page has asked for anything but `init` (the warm-up gives way). */
let requested = false;
let abortUpTo = 0;
let count = 0;

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
  });
}

function answer(id: string, f: () => object): void {
  try {
    post({ type: 'reply', id, status: 'ok', content: { status: 'ok', ...f() } });
  } catch (e) {
    post({ type: 'reply', id, status: 'error', content: { ename: 'KernelError', evalue: String(e), traceback: [] } });
  }
}

timings.loadedMs = Math.round(performance.now()); // the script has run: TypeScript's modules initialised

self.onmessage = (event) => {
  const msg = event.data;
  if (msg && msg.type !== 'init' && msg.type !== 'timings') requested = true;
  switch (msg && msg.type) {
    case 'init':
      init(msg).then(
        () => {
          post({ type: 'ready', timings });
          // Make the compiler now, before the first cell asks for it (the server warms it the same way),
          // then use the time until the first cell to read what cells will need (warm-up.ts).
          setTimeout(() => {
            try {
              warmUp(getKernel().compiler, () => requested, preloadLibrary);
            } catch {
              // reported by the first request that needs it
            }
          }, 0);
        },
        (e) => post({ type: 'init-failed', message: String(e && (e as Error).message ? (e as Error).message : e) }),
      );
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
    case 'timings':
      post({ type: 'timings', id: msg.id, timings: { ...timings, libraryMs: Math.round(libraryLoadTime()), warmUp: warmUpSteps } });
      break;
    default:
      break;
  }
};
