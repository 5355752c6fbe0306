// The counting kernel's worker thread, in the settings it must load in: from the TypeScript sources
// (here under vitest, as under tsx: the .ts bundled by esbuild) and from a compiled copy of lib/
// (.js files beside each other, run by plain Node, as the tslab kernel imports them).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { A000170 } from '../lib/queens';
import { NEXT_TASK, TASKS_FINISHED, WORKER_FAILED, WORKER_TASKS, countCompletions, makeTasks, nodesVisited, resetNodes, runTask, sharedCount } from '../lib/queens/count-kernel';
import { startWorker, workerProgramFor } from '../lib/queens/count-worker';

const queensDir = path.join(__dirname, '..', 'lib', 'queens');

/** Weighted count of the finished tasks of a shared count. */
function total(tasks: Int32Array, counts: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < tasks.length / 3; i++) sum += tasks[3 * i + 2] * counts[i];
  return sum;
}

describe('the counting kernel', () => {
  it('countCompletions visits each promising placement once: the nodes of the 8×8 tree', () => {
    resetNodes();
    // the empty board: every promising vector of the 8-queens tree but the root is below it
    expect(countCompletions(255, 0, 0, 0)).toBe(92);
    expect(nodesVisited()).toBe(2057); // test/queens-count.test.ts: traceSearch's promising nodes
  });

  it('a task with more than 12 rows left (read the clock above them) visits the same nodes as countCompletions', () => {
    // n = 15, row 1 at column 0, row 2 at column 2: cols 0b101, the diagonals shifted into row 3
    resetNodes();
    const plain = countCompletions((1 << 15) - 1, 0b101, 0b1100, 0b10);
    const plainNodes = nodesVisited();
    resetNodes();
    expect(runTask(15, 0, 2)).toBe(plain);
    expect(nodesVisited()).toBe(plainNodes);
    expect(plainNodes).toBeGreaterThan(100_000);
  });

  it('runTask over makeTasks gives A000170 with and without symmetry', () => {
    for (const n of [1, 4, 8, 12]) {
      for (const symmetry of [true, false]) {
        const t = makeTasks(n, symmetry);
        let sum = 0;
        for (let i = 0; i < t.length; i += 3) sum += t[i + 2] * runTask(n, t[i], t[i + 1]);
        expect(sum, `n = ${n}, symmetry ${symmetry}`).toBe(A000170[n]);
      }
    }
  });
});

describe('the worker thread', () => {
  it('workerProgramFor: a compiled .js file itself; a .js name not on disk (tslab keeps its outputs in memory) the .ts beside it, bundled', () => {
    const here = path.join(queensDir, 'count-worker.js');
    const bundled = workerProgramFor(here);
    expect(bundled && 'code' in bundled ? bundled.code : bundled).toContain('WORKER_FAILED');
    expect(workerProgramFor(path.join(queensDir, 'no-such-file.js'))).toBeNull();
    const dir = mkdtempSync(path.join(tmpdir(), 'queens-worker-'));
    try {
      writeFileSync(path.join(dir, 'w.js'), '');
      expect(workerProgramFor(path.join(dir, 'w.js'))).toEqual({ file: path.join(dir, 'w.js') });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('from the TypeScript sources: a worker alone finishes every task, and says so in the control slots', () => {
    const shared = sharedCount(10, true, Infinity);
    const worker = startWorker(shared);
    try {
      const T = shared.tasks.length / 3;
      // the main thread does no task: it waits (30 s at most) for the worker to finish them all
      const t0 = Date.now();
      while (Atomics.load(shared.ctrl, TASKS_FINISHED) < T && Atomics.load(shared.ctrl, WORKER_FAILED) === 0 && Date.now() - t0 < 30_000) {
        Atomics.wait(shared.ctrl, TASKS_FINISHED, Atomics.load(shared.ctrl, TASKS_FINISHED), 100);
      }
      expect(Atomics.load(shared.ctrl, WORKER_FAILED)).toBe(0);
      expect(Atomics.load(shared.ctrl, WORKER_TASKS)).toBe(T);
      expect(Atomics.load(shared.ctrl, NEXT_TASK)).toBeGreaterThanOrEqual(T);
      expect(total(shared.tasks, shared.counts)).toBe(A000170[10]);
    } finally {
      void worker.terminate();
    }
  });

  describe('from a compiled copy of lib/queens (TypeScript → CommonJS .js, run by plain Node)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'queens-compiled-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('count-worker.js loads beside count-kernel.js and finishes every task alone', () => {
      // the worker needs only these two files (and Node's own modules)
      for (const name of ['count-kernel', 'count-worker']) {
        const source = readFileSync(path.join(queensDir, `${name}.ts`), 'utf8');
        const out = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true } });
        writeFileSync(path.join(dir, `${name}.js`), out.outputText);
      }
      const script = `
        const k = require(${JSON.stringify(path.join(dir, 'count-kernel.js'))});
        const w = require(${JSON.stringify(path.join(dir, 'count-worker.js'))});
        const s = k.sharedCount(9, true, Infinity);
        const worker = w.startWorker(s);
        const T = s.tasks.length / 3, t0 = Date.now();
        while (Atomics.load(s.ctrl, k.TASKS_FINISHED) < T && !Atomics.load(s.ctrl, k.WORKER_FAILED) && Date.now() - t0 < 30000) Atomics.wait(s.ctrl, k.TASKS_FINISHED, Atomics.load(s.ctrl, k.TASKS_FINISHED), 100);
        let count = 0;
        for (let i = 0; i < T; i++) count += s.tasks[3 * i + 2] * s.counts[i];
        console.log(JSON.stringify({ count, T, workerTasks: Atomics.load(s.ctrl, k.WORKER_TASKS), failed: Atomics.load(s.ctrl, k.WORKER_FAILED) }));
        worker.terminate();`;
      const out = JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8', cwd: dir, timeout: 60_000 }));
      expect(out).toEqual({ count: A000170[9], T: out.T, workerTasks: out.T, failed: 0 });
      expect(out.T).toBeGreaterThan(0);
    });
  });
});
