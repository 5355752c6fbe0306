/**
 * Interrupting a cell that never yields (`while (true) {}`): the page sets a shared Int32Array's slot
 * to 1 and the cell's own code sees it. At the CommonJS step of each cell (ts-facade.ts) the transformer
 * of interrupt-transform.ts puts a check at the top of every loop body and function body of the cell (not the
 * library's: its hot loops take budgets):
 *   if (--__tslabTick < 0 && (__tslabTick = 4096, Atomics.load(__tslabInterruptFlag, 0))) __tslabInterrupted();
 * An Atomics.load on every iteration cost 5.7× on a tight loop in Chromium: a countdown reads the
 * shared flag once per 4096 checks. Loops count in a local of their function (`let __tslabTick = 0`
 * after the function's own entry check, which counts in `__tslabCountdown`, shared by the cell);
 * the flag, the stop function and the top-level counters are parameters of the cell's wrapper
 * (cell-runner.ts), not globals. Synthesized nodes keep the cell's source map right.
 */
export const FLAG_NAME = '__tslabInterruptFlag';
export const STOP_NAME = '__tslabInterrupted';
/** The countdown of function-entry checks: a parameter of the cell's wrapper, shared by its functions. */
export const COUNTDOWN_NAME = '__tslabCountdown';
/** The countdown of loop checks: a local of each function (a register in optimised code), and a wrapper parameter at top level. */
export const TICK_NAME = '__tslabTick';
/** Checks between two reads of the shared flag. */
export const CHECKS_PER_READ = 4096;

/** The Error a stopped cell throws: worded by the error report like the server's interrupt. */
export function interruptError(): Error {
  const err = new Error('Script execution was interrupted');
  err.name = 'KeyboardInterrupt';
  return err;
}

/** The flag and the function the checks call, over the page's buffer (or a private one). */
export function createInterruptFlag(buffer: SharedArrayBuffer | undefined) {
  // Without a page buffer (no cross-origin isolation) a private one: the checks are not emitted then anyway.
  const flag = new Int32Array(buffer ?? new ArrayBuffer(4));
  return {
    flag,
    enabled: !!buffer,
    isSet: () => Atomics.load(flag, 0) !== 0,
    reset: () => void Atomics.store(flag, 0, 0),
    stop(): never {
      Atomics.store(flag, 0, 0);
      throw interruptError();
    },
  };
}
