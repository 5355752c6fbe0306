// The messages between the page and the kernel's Web Worker (kernel/worker.js). Plain objects
// over postMessage; `id` names the request that a message belongs to.

export type ToWorker =
  // version: the build's version of the worker's files (jupyter-lite.json's courseKernelVersion), asked for as `?v=`.
  | { type: 'init'; baseUrl: string; version?: string; interruptBuffer?: SharedArrayBuffer }
  | { type: 'execute'; id: string; code: string }
  | { type: 'complete'; id: string; code: string; cursor: number }
  | { type: 'inspect'; id: string; code: string; cursor: number; detailLevel: number }
  | { type: 'is_complete'; id: string; code: string };

export type ReplyStatus = 'ok' | 'error' | 'abort';

export type FromWorker =
  | { type: 'ready' }
  | { type: 'init-failed'; message: string }
  | { type: 'stream'; id: string; name: 'stdout' | 'stderr'; text: string }
  | {
      type: 'display';
      id: string;
      data: Record<string, unknown>;
      metadata: Record<string, unknown>;
      transient: { display_id?: string };
      update: boolean;
    }
  | { type: 'result'; id: string; data: Record<string, unknown> }
  | { type: 'error'; id: string; ename: string; evalue: string; traceback: string[] }
  | { type: 'reply'; id: string; status: ReplyStatus; content?: Record<string, unknown> };

/** Interrupt flag values in the shared Int32Array(1). */
export const RUN = 0;
export const INTERRUPT = 1;

/** How long a cooperative interrupt may take before the worker is stopped. */
export const INTERRUPT_GRACE_MS = 2000;
