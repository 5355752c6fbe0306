/**
 * First thing the worker runs: Node's `process` as a global (shims/process.ts). The server's error
 * report reads process.cwd() when it loads; TypeScript is not misled, because the shim says
 * `browser: true` (TypeScript makes its Node `sys` only where `!process.browser`).
 */
import { processShim } from '../shims/process';

(globalThis as Record<string, unknown>).process = processShim;
/** When the worker's script began to run (ms since the worker was created: its fetch and compile). */
export const bootMs = Math.round(performance.now());
