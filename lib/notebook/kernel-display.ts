/**
 * Finding tslab's display API at run time, only when running inside the tslab kernel.
 *
 * tslab's executor sets `globalThis.__tslab__ = { exports, require }` before running cells; its
 * `require` hooks `require('tslab')` to the kernel's own tslab instance, whose display functions
 * are wired to the live Jupyter connection. Outside the kernel (vitest, tsx) `__tslab__` is absent,
 * and we never load tslab (it drags in a whole TypeScript compiler).
 */

/** The part of tslab's `Display` interface the helpers use. */
export interface KernelDisplay {
  html(s: string): void;
  text(s: string): void;
  /** Markdown output (present in tslab's Display). */
  markdown?(s: string): void;
}

/** The part of the tslab module the helpers use. */
export interface KernelApi {
  display: KernelDisplay;
  newDisplay(): KernelDisplay;
}

interface TslabGlobal {
  require?: (id: string) => unknown;
}

let override: KernelApi | null | undefined;

/** The running tslab kernel's API, or null outside the kernel. */
export function kernelApi(): KernelApi | null {
  if (override !== undefined) return override;
  const hook = (globalThis as { __tslab__?: TslabGlobal }).__tslab__;
  if (!hook || typeof hook.require !== 'function') return null;
  try {
    const api = hook.require('tslab') as Partial<KernelApi> | null;
    if (api && api.display && typeof api.newDisplay === 'function') return api as KernelApi;
  } catch {
    // A tslab without the public display API: fall back to text output.
  }
  return null;
}

/** The kernel's formatter of errors (Jupyter's error content with the cell's and lib/'s lines), as explainError reads it. */
export interface KernelErrorReport {
  runtimeError(err: unknown, opts?: { cellName?: string | null }): { ename: string; evalue: string; traceback: string[] };
  plainText(content: { traceback: string[] }): string;
  latestCellName(): string | null;
}

/**
 * The running kernel's error formatter, or null outside a kernel. Each kernel (the server's tslab
 * adapter, the browser's worker) puts its own at `globalThis.__courseErrorReport__` when it starts,
 * so the library reports an error exactly as that kernel's error outputs do, without importing the
 * platform that serves it.
 */
export function kernelErrorReport(): KernelErrorReport | null {
  const r = (globalThis as { __courseErrorReport__?: Partial<KernelErrorReport> }).__courseErrorReport__;
  return r && typeof r.runtimeError === 'function' && typeof r.plainText === 'function' && typeof r.latestCellName === 'function' ? (r as KernelErrorReport) : null;
}

/** True when cells run inside the tslab kernel (display calls reach the notebook). */
export function inKernel(): boolean {
  return kernelApi() !== null;
}

/**
 * Sends `content` to the notebook as HTML (or Markdown) and says whether it got there: false outside
 * the kernel, and when tslab refuses ("Not ready": no cell is executing), so callers print instead.
 */
export function displayInKernel(content: string, kind: 'html' | 'markdown' = 'html'): boolean {
  const display = kernelApi()?.display;
  const send = kind === 'html' ? display?.html : display?.markdown;
  if (!display || !send) return false;
  try {
    send.call(display, content);
    return true;
  } catch {
    return false;
  }
}

/** Test hook: pretend to run in a kernel with this API (null = no kernel; undefined = detect again). */
export function setKernelApiForTesting(api: KernelApi | null | undefined): void {
  override = api;
}
