/**
 * Worker threads for `countQueens`. A worker runs this very file, found from its own `__filename`:
 *
 * - compiled (`.js` beside `count-kernel.js`, as in the kernel's compiled copy of lib/): the file
 *   itself, loaded by plain Node;
 * - from the TypeScript sources (tsx, vitest, or a `.js` name whose file is not on disk, as tslab's
 *   in-memory outputs): the `.ts` bundled once per process by esbuild and started as eval code,
 *   since a worker inherits neither vitest's transform nor, always, tsx's loader.
 *
 * When neither works, `startWorker` throws and `countQueens` does all the work on the main thread.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Worker, isMainThread, workerData } from 'node:worker_threads';
import { TASKS_FINISHED, WORKER_FAILED, drain, type SharedCount } from './count-kernel';

/** Marks our workerData, so that this file run in someone else's worker thread does nothing. */
const ROLE = 'lib/queens/count-worker';

interface WorkerStart {
  role: typeof ROLE;
  shared: SharedCount;
}

/** A worker's program: a file to load, or JavaScript text to evaluate. */
export type Program = { file: string } | { code: string };

// Found once per process (bundling takes tens of milliseconds).
let program: Program | null | undefined;

/** Bundles the worker's TypeScript (this file and the kernel) into one CommonJS text. */
function bundle(tsFile: string): string {
  // Loaded lazily: only runs from the TypeScript sources need esbuild.
  const esbuild = require('esbuild') as typeof import('esbuild');
  const out = esbuild.buildSync({
    entryPoints: [tsFile],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: ['esbuild'],
    logLevel: 'silent',
  });
  return out.outputFiles[0].text;
}

/**
 * What a worker runs for the module at `file` (this module's own `__filename`): the file itself
 * when it is compiled JavaScript on disk, else the `.ts` beside it bundled; null when neither exists.
 */
export function workerProgramFor(file: string): Program | null {
  const ext = path.extname(file);
  const tsFile = file.slice(0, file.length - ext.length) + '.ts';
  if ((ext === '.js' || ext === '.cjs') && fs.existsSync(file)) return { file };
  return fs.existsSync(tsFile) ? bundleOrNull(tsFile) : null;
}

function bundleOrNull(tsFile: string): Program | null {
  try {
    return { code: bundle(tsFile) };
  } catch {
    return null; // no esbuild: the main thread counts alone
  }
}

/** Starts a worker thread that drains the shared task queue; throws when no worker can start. */
export function startWorker(shared: SharedCount): Worker {
  if (program === undefined) program = workerProgramFor(__filename);
  const p = program;
  if (p === null) throw new Error(`countQueens: no worker program beside ${__filename}`);
  const data: WorkerStart = { role: ROLE, shared };
  const worker = 'file' in p ? new Worker(p.file, { workerData: data }) : new Worker(p.code, { eval: true, workerData: data });
  worker.unref();
  // The 'error' event cannot be delivered while the main thread waits; failures show in WORKER_FAILED.
  worker.on('error', () => undefined);
  return worker;
}

/** The worker's side: drain the queue; on an error, say so in the shared slots and wake the main thread. */
function runWorker(shared: SharedCount): void {
  try {
    drain(shared, true);
  } catch {
    Atomics.store(shared.ctrl, WORKER_FAILED, 1);
    Atomics.notify(shared.ctrl, TASKS_FINISHED);
  }
}

if (!isMainThread && (workerData as Partial<WorkerStart> | null)?.role === ROLE) runWorker((workerData as WorkerStart).shared);
