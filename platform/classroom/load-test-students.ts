/**
 * One simulated student of the load test (platform/classroom/load-test.ts): their server, a kernel, a
 * first cell (`1 + 1`), then either notebook 00 cell by cell or — for the first student whose kernel
 * answered — the runaway checks: an endless loop interrupted, a 20 GB allocation refused, the kernel
 * still answering, the workspaces private. Choosing the troublemaker only once a kernel has answered keeps
 * one silent kernel from turning into six failed checks that checked nothing.
 *
 * A cell that classroom_server.py's watchdog ended with `KernelRestarted` (the kernel was silent and has
 * been replaced) is not a failure: the student does what the message says — runs the cells again from the
 * top — and the run counts the restart on its own.
 */
import { randomBytes } from 'crypto';
import { HubApi, UserServer } from './hub-api';
import { KernelChannel, type CellRun } from './kernel-channel';

/** The ename of the error the watchdog ends a silent kernel's waiting cells with (classroom_server.py). */
export const RESTARTED_ENAME = 'KernelRestarted';
/** After this many restarts in one student's run, the next one is a failure. */
export const MAX_RESTARTS = 2;

/** A kernel the classroom's watchdog replaced, as the student saw it: the cell that was waiting, and the message. */
export interface KernelRestart {
  cell: number;
  message: string;
}

/** The runaway's checks: each true (passed), false (failed) or absent (not reached: see the student's failure). */
export interface RunawayResult {
  /** The student who ran the checks; undefined: no student's kernel answered, nothing was checked. */
  student?: string;
  loopStopped?: boolean;
  interruptMs?: number;
  hugeAllocationRefused?: boolean;
  hugeAllocationError?: string;
  kernelAliveAfter?: boolean;
  /** The student's kernel found the student edition in its own workspace ($HOME). */
  ownWorkspaceReady?: boolean;
  /** The workspace tried (a student whose server was ready); undefined: none was, not checked. */
  otherWorkspace?: string;
  /** Reading another student's workspace failed with EACCES. */
  otherWorkspaceRefused?: boolean;
  /** Reading the instructor's notebooks (the solutions) failed with EACCES. */
  instructorNotebooksRefused?: boolean;
}

/** What a student's run records as it goes (so a run stopped at the deadline still reports what it did). */
export interface Progress {
  name: string;
  role: 'notebook' | 'runaway';
  serverSeconds?: number;
  /** From asking for the server to the kernel's first answer. */
  firstAnswerSeconds?: number;
  cells: CellRun[];
  kernelRestarts: KernelRestart[];
  failure?: string;
  done: boolean;
}

/** What every student's run shares: the hub, the notebook's cells, and the runaway's role and checks. */
export interface RunPlan {
  api: HubApi;
  hubUrl: string;
  cells: string[];
  cellTimeoutMs: number;
  runawaySeconds: number;
  runaway: RunawayResult;
  /** Students whose servers are ready (one of them, not the runaway, is the "other" workspace). */
  readyStudents(): string[];
  /** The isolation cells for a given other workspace (isolationCells). */
  checks(otherStudent: string | undefined): { own: string; other?: string; instructor: string };
}

/** Cells that throw unless the workspaces are set up and kept apart (run in the troublemaker's kernel). */
export function isolationCells(notebookName: string, otherWorkspace: string, instructorNotebook: string): { own: string; other: string; instructor: string } {
  return {
    instructor: `let sealedCode = '';\ntry { fs.readFileSync(${JSON.stringify(instructorNotebook)}); } catch (e) { sealedCode = (e as any).code; }\nif (sealedCode !== 'EACCES') throw new Error('the instructor notebooks were readable (' + (sealedCode || 'no error') + ')');`,
    own: `import * as fs from 'fs';\nif (!fs.existsSync(process.env.HOME + '/' + ${JSON.stringify(notebookName)})) throw new Error('no student edition in ' + process.env.HOME);`,
    other: `let refusedCode = '';\ntry { fs.readdirSync(${JSON.stringify(otherWorkspace)}); } catch (e) { refusedCode = (e as any).code; }\nif (refusedCode !== 'EACCES') throw new Error('another workspace was readable (' + (refusedCode || 'no error') + ')');`,
  };
}

/** Whether a cell was ended by the watchdog's restart of a silent kernel. */
export function isRestart(run: CellRun): boolean {
  return run.status === 'error' && (run.error ?? '').startsWith(`${RESTARTED_ENAME}:`);
}

/**
 * Runs cells in order into `into`; a cell the watchdog ended (the kernel was replaced) is recorded in
 * `restarts` and the cells start again from the first, into an emptied `into`. Returns why it stopped
 * early, or undefined when every cell ran.
 */
export async function runCells(channel: KernelChannel, cells: string[], at: { timeoutMs: number; into: CellRun[]; restarts: KernelRestart[] }): Promise<string | undefined> {
  for (;;) {
    at.into.length = 0;
    let restarted = false;
    for (const [i, code] of cells.entries()) {
      const run = await channel.execute(code, at.timeoutMs);
      if (isRestart(run)) {
        at.restarts.push({ cell: i + 1, message: run.error! });
        restarted = true;
        break;
      }
      at.into.push(run);
      if (run.status !== 'ok') return `cell ${i + 1} of ${cells.length}: ${run.status} ${run.error ?? ''}`.trim();
    }
    if (!restarted) return undefined;
    if (at.restarts.length > MAX_RESTARTS) return `the kernel was restarted ${at.restarts.length} times (silent each time)`;
  }
}

async function runawayChecks(channel: KernelChannel, server: UserServer, kernel: string, plan: RunPlan): Promise<void> {
  const runaway = plan.runaway;
  const loop = channel.execute('let spins = 0;\nwhile (true) { spins++; }', (plan.runawaySeconds + 60) * 1000);
  await new Promise((r) => setTimeout(r, plan.runawaySeconds * 1000));
  const asked = Date.now();
  await server.interruptKernel(kernel);
  const stopped = await loop;
  runaway.loopStopped = stopped.status === 'error' && !isRestart(stopped);
  runaway.interruptMs = Date.now() - asked;
  // 20 GB of doubles: the kernel's data limit refuses it at once.
  const huge = await channel.execute('const huge = new Float64Array(2.5e9);\nhuge.length', 60_000);
  runaway.hugeAllocationRefused = huge.status === 'error' && !isRestart(huge);
  runaway.hugeAllocationError = huge.error;
  runaway.kernelAliveAfter = (await channel.execute('1 + 1', 60_000)).status === 'ok';
  runaway.otherWorkspace = plan.readyStudents().find((n) => n !== server.name);
  const checks = plan.checks(runaway.otherWorkspace);
  runaway.ownWorkspaceReady = (await channel.execute(checks.own, 60_000)).status === 'ok';
  if (checks.other) runaway.otherWorkspaceRefused = (await channel.execute(checks.other, 60_000)).status === 'ok';
  runaway.instructorNotebooksRefused = (await channel.execute(checks.instructor, 60_000)).status === 'ok';
}

/** One student: server, kernel, first answer, then the runaway checks (the first to get there) or the notebook. */
export async function runStudent(result: Progress, plan: RunPlan): Promise<void> {
  const name = result.name;
  try {
    const t0 = Date.now();
    await plan.api.startServer(name);
    result.serverSeconds = (Date.now() - t0) / 1000;
    const server = new UserServer(plan.hubUrl, name, await plan.api.userToken(name));
    const kernel = await server.startKernel();
    const channel = new KernelChannel(server.channelsUrl(kernel, randomBytes(8).toString('hex')));
    try {
      const first = await runCells(channel, ['1 + 1'], { timeoutMs: plan.cellTimeoutMs, into: [], restarts: result.kernelRestarts });
      if (first) throw new Error(`first cell (1 + 1): ${first}`);
      result.firstAnswerSeconds = (Date.now() - t0) / 1000;
      if (plan.runaway.student === undefined) {
        plan.runaway.student = name;
        result.role = 'runaway';
        await runawayChecks(channel, server, kernel, plan);
      } else {
        const failure = await runCells(channel, plan.cells, { timeoutMs: plan.cellTimeoutMs, into: result.cells, restarts: result.kernelRestarts });
        if (failure) result.failure = `${name}: ${failure}`;
      }
    } finally {
      channel.close();
    }
  } catch (e) {
    result.failure = `${name}: ${(e as Error).message}`;
  }
  result.done = true;
}
