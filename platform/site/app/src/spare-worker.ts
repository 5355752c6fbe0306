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

/** Where a kernel's worker comes from. */
export interface WorkerSource {
  /** Absolute URL of the classic worker script (versioned, when the site has a version). */
  workerUrl: string;
  /** Absolute URL of the site root, ending in '/'. */
  baseUrl: string;
  /** The build's version of the worker's files ('' when the site gives none). */
  version: string;
}

/** The key of jupyter-lite.json's `jupyter-config-data` that holds the version (platform/site/build.ts). */
export const KERNEL_VERSION_KEY = 'courseKernelVersion';

/**
 * The worker of the site at `baseUrl`. Its script and every file it reads are asked for with the build's
 * version (`?v=`): a server may let the browser keep them without asking again (platform/site/serve.ts),
 * so a kernel restarted after the network went down still loads.
 */
export function workerSource(baseUrl: string, version: unknown): WorkerSource {
  const v = typeof version === 'string' && /^[0-9a-f]{8,}$/.test(version) ? version : '';
  return { workerUrl: `${baseUrl}kernel/worker.js${v ? `?v=${v}` : ''}`, baseUrl, version: v };
}

/** Creates the worker and sends it `init` (with a shared interrupt flag where the page is cross-origin isolated). */
export function startWorker({ workerUrl, baseUrl, version }: WorkerSource): StartedWorker {
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
  const init: ToWorker = { type: 'init', baseUrl, ...(version ? { version } : {}), ...(shared ? { interruptBuffer: shared } : {}) };
  worker.postMessage(init);
  return started;
}

let spare: StartedWorker | null = null;

/** Starts the spare worker (once; a failure to create it is left to the kernel, which will try again). */
export function prestartWorker(source: WorkerSource): void {
  if (spare) return;
  try {
    spare = startWorker(source);
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
