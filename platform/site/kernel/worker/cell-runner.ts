/**
 * Runs cells as tslab's executor.js does, in a worker: each cell's CommonJS inside
 * `(function(exports, require) { … })(__tslab__.exports, __tslab__.require)` (async when it awaits at
 * top level), top-level declarations shared through the `exports` object, earlier cells'
 * declarations as `__prev__.d.ts` (prevDecl), the last expression's value kept aside. Plus what the
 * server adapter adds: an earlier cell's variable reachable by its bare name (exposeLocals), and, in
 * the browser, the interrupt flag, the stop function and the checks' countdown as more wrapper parameters.
 */
import type { Diagnostic } from './compiler';
import type { Compiler } from './kernel-compiler';
import { COUNTDOWN_NAME, FLAG_NAME, STOP_NAME, TICK_NAME, type createInterruptFlag } from './interrupt';
import { report } from './report';

export interface Outcome {
  ok: boolean;
  value?: { value: unknown };
  error?: { error: unknown };
  diagnostics?: Diagnostic[];
}

type Interrupt = ReturnType<typeof createInterruptFlag>;

/** tslab's exports object: named imports arrive as defineProperty, stored as plain (rewritable) values. */
function createExports(): Record<string, unknown> {
  const target: Record<string, unknown> = {};
  return new Proxy(target, {
    defineProperty: (_t, prop, attrs) => {
      if (prop === '__esModule') return true;
      target[prop as string] = attrs.get ? attrs.get() : attrs.value;
      return true;
    },
  });
}

// The server adapter's fix for `{ x }` naming an earlier cell's variable: the same module, bundled.
const { exposeLocals } = require('../../../kernel/expose-locals.cjs') as { exposeLocals(locals: Record<string, unknown>, exposed: Set<string>): void };

/** Resolves with the cell's promise, or rejects when the page raises the interrupt flag meanwhile. */
function awaitInterruptible(promise: Promise<unknown>, interrupt: Interrupt): Promise<unknown> {
  if (!interrupt.enabled) return promise;
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (!interrupt.isSet()) return;
      clearInterval(timer);
      try {
        interrupt.stop();
      } catch (e) {
        reject(e);
      }
    }, 50);
    promise.then(resolve, reject).finally(() => clearInterval(timer));
  });
}

export function createCellRunner(compiler: Compiler, cellRequire: (id: string) => unknown, interrupt: Interrupt) {
  const locals = createExports();
  const exposed = new Set<string>();
  let prevDecl = '';
  (globalThis as Record<string, unknown>).__tslab__ = { exports: locals, require: cellRequire, interruptFlag: interrupt.flag, interrupted: interrupt.stop };

  async function execute(src: string, outcome: Outcome): Promise<void> {
    const converted = await compiler.convert(prevDecl, src);
    if (converted.diagnostics.length > 0) {
      outcome.diagnostics = converted.diagnostics;
      return;
    }
    if (!converted.output) {
      prevDecl = converted.declOutput || '';
      outcome.ok = true;
      return;
    }
    const params = `exports, require, ${FLAG_NAME}, ${STOP_NAME}, ${COUNTDOWN_NAME}, ${TICK_NAME}`;
    const prefix = converted.hasToplevelAwait ? `(async function(${params}) { ` : `(function(${params}) { `;
    const wrapped = `${prefix}${converted.output}\n})(__tslab__.exports, __tslab__.require, __tslab__.interruptFlag, __tslab__.interrupted, 0, 0)`;
    const ret = (0, eval)(wrapped);
    if (converted.hasToplevelAwait) await awaitInterruptible(ret, interrupt);
    prevDecl = converted.declOutput || '';
    const lastVar = converted.lastExpressionVar;
    if (lastVar && locals[lastVar] != null) {
      outcome.value = { value: locals[lastVar] };
      delete locals[lastVar];
    }
    outcome.ok = true;
  }

  return {
    locals,
    /** Runs one cell (In [count]); resolves to its outcome, never rejects. */
    async run(src: string, count: number): Promise<Outcome> {
      report.beginCell(src, count);
      interrupt.reset(); // a flag raised while nothing ran must not stop this cell
      const outcome: Outcome = { ok: false };
      try {
        await execute(src, outcome);
      } catch (e) {
        outcome.error = { error: e };
      } finally {
        exposeLocals(locals, exposed);
      }
      return outcome;
    },
    inspect: async (src: string, position: number) => (await compiler.live()).converter.inspect(prevDecl, src, position),
    complete: async (src: string, position: number) => (await compiler.live()).converter.complete(prevDecl, src, position),
  };
}
