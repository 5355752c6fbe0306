// One kernel worker started as soon as the page's plugins activate, while the interface is still
// starting and the notebook opening: the worker's script (TypeScript and tslab's converter, about
// 3 MB) and its declarations load on their own thread meanwhile. The first kernel takes it; later
// ones (a restart, a Stop that replaced the worker) start their own.
import type { FromWorker, ToWorker } from './worker-protocol';

/** A started worker, its interrupt flag, and what it said before anyone listened. */
export interface StartedWorker {
  worker: Worker;
  shared: SharedArrayBuffer | undefined;
  /** Messages that arrived before `listen` (the `ready`, or an `init-failed`), and a load error. */
  early: FromWorker[];
  loadError: string | null;
  /** From now on, messages go to `onMessage` and a load error to `onError` (the early ones first). */
  listen(onMessage: (msg: FromWorker) => void, onError: (message: string) => void): void;
}

/** Creates the worker and sends it `init` (with a shared interrupt flag where the page is cross-origin isolated). */
export function startWorker(workerUrl: string, baseUrl: string): StartedWorker {
  const isolated = typeof SharedArrayBuffer === 'function' && globalThis.crossOriginIsolated === true;
  const shared = isolated ? new SharedArrayBuffer(4) : undefined;
  const worker = new Worker(workerUrl);
  const started: StartedWorker = {
    worker,
    shared,
    early: [],
    loadError: null,
    listen(onMessage, onError) {
      for (const msg of started.early.splice(0)) onMessage(msg);
      if (started.loadError !== null) onError(started.loadError);
      worker.onmessage = (event: MessageEvent<FromWorker>) => onMessage(event.data);
      worker.onerror = (event) => {
        event.preventDefault();
        onError(event.message || `the kernel's worker (${workerUrl}) could not be loaded`);
      };
    },
  };
  worker.onmessage = (event: MessageEvent<FromWorker>) => void started.early.push(event.data);
  // A worker script that is missing or throws while loading: no 'ready' will ever come.
  worker.onerror = (event) => {
    event.preventDefault();
    started.loadError = event.message || `the kernel's worker (${workerUrl}) could not be loaded`;
  };
  const init: ToWorker = { type: 'init', baseUrl, ...(shared ? { interruptBuffer: shared } : {}) };
  worker.postMessage(init);
  return started;
}

let spare: StartedWorker | null = null;

/** Starts the spare worker (once; a failure to create it is left to the kernel, which will try again). */
export function prestartWorker(workerUrl: string, baseUrl: string): void {
  if (spare) return;
  try {
    spare = startWorker(workerUrl, baseUrl);
  } catch {
    spare = null;
  }
}

/** The spare worker, once; then null. */
export function takeSpareWorker(): StartedWorker | null {
  const taken = spare;
  spare = null;
  return taken;
}
