/**
 * A small pool of child processes that run ./child.ts (TypeScript through tsx), reused across calls.
 * A call past its time limit, or one that kills its child (heap exhausted, V8 abort), is reported as
 * a verdict and the child is replaced; the test process itself never runs library code.
 *
 * Child processes, not worker_threads: measured on Node 20 here, a worker with resourceLimits
 * survives a slow heap blow-up (ERR_WORKER_OUT_OF_MEMORY), but one large allocation
 * (`new Array(1e7).fill(0)` in a loop, as tourToGrid of a 10⁷×10⁷ board does) reaches V8's
 * FatalProcessOutOfMemory and aborts the whole process, test runner included.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Outcome, Request } from './protocol';

const ROOT = path.resolve(__dirname, '../..');
const CHILD = path.join(__dirname, 'child.ts');
/** Loading lib/ in a fresh child (tsx, jsdom, d3) is not the call's time: it gets its own, generous limit. */
const LOAD_LIMIT_MS = 120_000;

export interface PoolOptions {
  size?: number;
  /** per call, ms */
  timeLimitMs?: number;
  /** V8 old-space limit of each child, MB */
  heapMb?: number;
}

export interface Timed<T> {
  result: T;
  ms: number;
}

interface Slot {
  child: ChildProcess;
  ready: Promise<void>;
  busy: boolean;
  exited: boolean;
}

export class FuzzPool {
  readonly size: number;
  readonly timeLimitMs: number;
  readonly heapMb: number;
  private slots: Slot[] = [];
  private waiting: ((slot: Slot) => void)[] = [];
  private nextId = 1;
  /** children replaced after a hang or a death */
  replaced = 0;

  constructor(options: PoolOptions = {}) {
    this.size = options.size ?? 2;
    this.timeLimitMs = options.timeLimitMs ?? 5000;
    this.heapMb = options.heapMb ?? 1024;
    for (let i = 0; i < this.size; i++) this.slots.push(this.spawn());
  }

  private spawn(): Slot {
    const child = fork(CHILD, [], {
      cwd: ROOT,
      execArgv: ['--import', 'tsx', `--max-old-space-size=${this.heapMb}`, '--stack-size=984'],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-4000);
    });
    (child as ChildProcess & { lastStderr: () => string }).lastStderr = () => stderr;
    const slot: Slot = { child, busy: false, exited: false, ready: Promise.resolve() };
    slot.ready = new Promise<void>((resolve, reject) => {
      const onMessage = (m: { ready?: boolean }) => {
        if (m?.ready) {
          child.off('message', onMessage);
          resolve();
        }
      };
      child.on('message', onMessage);
      child.once('exit', (code, signal) => reject(new Error(`fuzz child exited before it was ready (${code ?? signal}): ${stderr}`)));
    });
    slot.ready.catch(() => {});
    child.once('exit', () => {
      slot.exited = true;
    });
    return slot;
  }

  private async acquire(): Promise<Slot> {
    const free = this.slots.find((s) => !s.busy);
    if (free) {
      free.busy = true;
      return free;
    }
    return new Promise<Slot>((resolve) => this.waiting.push(resolve));
  }

  private release(slot: Slot): void {
    const next = this.waiting.shift();
    if (next) next(slot);
    else slot.busy = false;
  }

  private replace(slot: Slot): Slot {
    const i = this.slots.indexOf(slot);
    if (!slot.exited && slot.child.pid !== undefined) {
      try {
        process.kill(slot.child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    const fresh = this.spawn();
    fresh.busy = true;
    this.slots[i] = fresh;
    this.replaced++;
    return fresh;
  }

  /** Runs one request in a child; hangs and deaths come back as verdicts, never as exceptions. */
  async run(req: Request, timeLimitMs = this.timeLimitMs): Promise<Timed<Outcome>> {
    let slot = await this.acquire();
    try {
      await slot.ready;
    } catch (e) {
      slot = this.replace(slot);
      await slot.ready;
    }
    const id = this.nextId++;
    const t0 = performance.now();
    const child = slot.child;
    const result = await new Promise<Timed<Outcome> | 'hang' | { died: string }>((resolve) => {
      // The clock starts when the child has loaded the library folders the call needs.
      let timer = setTimeout(() => finish('hang'), LOAD_LIMIT_MS);
      const onMessage = (m: { id?: number; started?: boolean; result?: Outcome; ms?: number }) => {
        if (m?.id !== id) return;
        if (m.started) {
          clearTimeout(timer);
          timer = setTimeout(() => finish('hang'), timeLimitMs);
        } else finish({ result: m.result as Outcome, ms: m.ms ?? 0 });
      };
      const onExit = (code: number | null, signal: string | null) => {
        const err = (child as ChildProcess & { lastStderr: () => string }).lastStderr();
        const fatal = /FATAL ERROR:[^\n]*|Fatal JavaScript[^\n]*|Fatal error[^\n]*/.exec(err)?.[0] ?? err.trim().split('\n').slice(-1)[0] ?? '';
        finish({ died: `child died (${signal ?? `exit code ${code}`}) ${fatal}`.trim() });
      };
      function finish(r: Timed<Outcome> | 'hang' | { died: string }) {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(r);
      }
      child.on('message', onMessage);
      child.on('exit', onExit);
      child.send({ id, req });
    });
    const ms = result !== 'hang' && 'ms' in result ? result.ms : performance.now() - t0;
    if (result === 'hang') {
      slot = this.replace(slot);
      this.release(slot);
      return { result: { verdict: 'hang', detail: `no answer within ${timeLimitMs} ms` }, ms };
    }
    if ('died' in result) {
      slot = this.replace(slot);
      this.release(slot);
      return { result: { verdict: 'abort', detail: result.died }, ms };
    }
    if ((result.result as Outcome & { recycle?: boolean }).recycle) {
      // the call changed the child's module state on purpose (an exported table): start clean
      slot = this.replace(slot);
    }
    this.release(slot);
    return result;
  }

  /** Ends every child (by pid, each one this pool started). */
  close(): void {
    for (const slot of this.slots) {
      if (!slot.exited && slot.child.pid !== undefined) {
        try {
          process.kill(slot.child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
  }
}
