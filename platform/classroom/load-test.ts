/**
 * The classroom under load, on loopback: a fresh hub (dummy authenticator, its own folder), N system
 * users, and for each a server started through the hub's REST API, a kernel, and notebook 00 of the
 * student edition run cell by cell over the kernel's websocket — all students at once, as at the start
 * of a lab. Student 1 is the troublemaker: an endless loop (interrupted after `runawaySeconds`, while
 * the others work), then a 20 GB allocation (refused by the memory limit); after each its kernel must
 * still answer. Everything is stopped and the users removed at the end, whatever happened.
 */
import { spawnSync } from 'child_process';
import { readFileSync, rmSync } from 'fs';
import { randomBytes } from 'crypto';
import * as os from 'os';
import * as path from 'path';
import { checkInteger } from '../../lib/check';
import { cellSource, type NotebookJson } from '../notebook-files/notebook-json';
import { writeStudentEditions } from '../notebook-files/student-edition';
import { resolveNotebooks } from '../notebook-files/course-notebooks';
import { projectRoot } from '../paths';
import { classroomUid, ensureSystemUser, removeSystemUser } from './accounts';
import { classroomPaths, hubSettings, workspaceOf, writeClassroom, type ClassroomPaths } from './hub-config';
import { HubApi, UserServer } from './hub-api';
import { freePorts, killLeftovers, processesOfUsers, startHub } from './hub';
import { KernelChannel, type CellRun } from './kernel-channel';
import { DEFAULT_LIMITS, type Limits } from './limits';
import { prepareCourseForStudents } from './classroom';

export const LOAD_TEST_DIR = path.join(projectRoot, '.classroom-load-test');
/** System user names of the load test: `lt-01`, `lt-02`, … (never a real student's). */
export const loadTestUser = (i: number) => `lt-${String(i).padStart(2, '0')}`;
export const MAX_STUDENTS = 60;

export interface LoadTestOptions {
  students: number;
  notebook?: string;
  runawaySeconds?: number;
  /** The whole run stops (and cleans up) after this long, seconds. */
  deadlineSeconds?: number;
  cellTimeoutSeconds?: number;
  limits?: Limits;
  log?: (line: string) => void;
  /** Receives the hub's own log lines. */
  hubLog?: (line: string) => void;
}

export interface StudentResult {
  name: string;
  role: 'notebook' | 'runaway';
  serverSeconds?: number;
  cells: CellRun[];
  /** Peak resident memory of all the student's processes (server + kernel), MiB. */
  peakRssMiB: number;
  /** Peak resident memory of the student's kernel alone, MiB. */
  peakKernelRssMiB: number;
  /** CPU seconds the student's server and kernel used (user + system). */
  cpuSeconds: number;
  failure?: string;
}

export interface RunawayResult {
  loopStopped: boolean;
  interruptMs?: number;
  hugeAllocationRefused: boolean;
  hugeAllocationError?: string;
  kernelAliveAfter: boolean;
  /** The student's kernel found the student edition in its own workspace ($HOME). */
  ownWorkspaceReady: boolean;
  /** Reading another student's workspace failed with EACCES. */
  otherWorkspaceRefused: boolean;
  /** Reading the instructor's notebooks (the solutions) failed with EACCES. */
  instructorNotebooksRefused: boolean;
}

export interface LoadTestReport {
  students: number;
  seconds: number;
  /** The machine's 1-minute load average before and after (other work on the machine shows here). */
  loadAverage: { before: number; after: number };
  serverSeconds: { p50: number; max: number };
  cellSeconds: { p50: number; p95: number; max: number; count: number };
  /**
   * The same without the cell that first imports the library: tslab type-checks Plot, d3 and jsdom
   * there once per kernel (about 3 s on an idle core), the one cell whose cost is the kernel's, not the lesson's.
   */
  cellSecondsAfterImport: { p50: number; p95: number; max: number; count: number };
  firstImportCell: number;
  /** Peak per student, over the students who ran the notebook: all processes, and the kernel alone. */
  rssMiB: { mean: number; max: number; kernelMean: number };
  /** CPU seconds per notebook student (server + kernel), mean. */
  cpuSecondsMean: number;
  /** Median seconds of each code cell across the notebook students, in order (the injected parameters cell included). */
  cellMedians: number[];
  failures: string[];
  runaway?: RunawayResult;
  students_: StudentResult[];
}

/** The value at quantile q (0–1) of sorted numbers, nearest rank. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** The code cells of a notebook with its quick parameters applied after the parameters cell (as the notebook runner does). */
export function notebookCells(nb: NotebookJson): string[] {
  const cells: string[] = [];
  for (const cell of nb.cells) {
    if (cell.cell_type !== 'code') continue;
    cells.push(cellSource(cell));
    const tags = (cell.metadata.tags as string[] | undefined) ?? [];
    const quick = cell.metadata.quick_parameters as Record<string, unknown> | undefined;
    if (tags.includes('parameters') && quick) {
      cells.push(`{\n${Object.entries(quick).map(([k, v]) => `  ${k} = ${JSON.stringify(v)};`).join('\n')}\n}`);
    }
  }
  return cells;
}

/** Peak resident memory per user id, sampled while a run goes on: the whole (server + kernels) and the kernels (node) alone. */
class MemorySampler {
  readonly peakKiB = new Map<number, number>();
  readonly peakKernelKiB = new Map<number, number>();
  /** CPU seconds (user + system) of each user's live processes at the last sample. */
  readonly cpuSeconds = new Map<number, number>();
  private readonly ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
  private timer?: NodeJS.Timeout;
  constructor(private readonly uids: Set<number>) {}
  sample(): void {
    const total = new Map<number, number>();
    const kernels = new Map<number, number>();
    const cpu = new Map<number, number>();
    for (const pid of processesOfUsers(this.uids)) {
      try {
        const status = readFileSync(`/proc/${pid}/status`, 'utf8');
        // Fields after the command's closing parenthesis: state is the 3rd field, utime the 14th, stime the 15th.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const ticks = Number(fields[11]) + Number(fields[12]);
        const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
        const rss = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
        total.set(uid, (total.get(uid) ?? 0) + rss);
        cpu.set(uid, (cpu.get(uid) ?? 0) + ticks / this.ticksPerSecond);
        if (/^Name:\s+node$/m.test(status)) kernels.set(uid, (kernels.get(uid) ?? 0) + rss);
      } catch {
        /* exited */
      }
    }
    for (const [uid, kib] of total) this.peakKiB.set(uid, Math.max(this.peakKiB.get(uid) ?? 0, kib));
    for (const [uid, seconds] of cpu) this.cpuSeconds.set(uid, Math.max(this.cpuSeconds.get(uid) ?? 0, seconds));
    for (const [uid, kib] of kernels) this.peakKernelKiB.set(uid, Math.max(this.peakKernelKiB.get(uid) ?? 0, kib));
  }
  start(ms = 1000): void {
    this.timer = setInterval(() => this.sample(), ms);
  }
  stop(): void {
    clearInterval(this.timer);
  }
}

/** What a student's run records as it goes (so a run stopped at the deadline still reports what it did). */
type Progress = Omit<StudentResult, 'peakRssMiB' | 'peakKernelRssMiB' | 'cpuSeconds' | 'role'> & { done: boolean };

/** The hub a student's run talks to: its admin API and its address. */
interface Hub {
  api: HubApi;
  hubUrl: string;
}

async function runNotebookStudent({ api, hubUrl }: Hub, result: Progress, cells: string[], cellTimeoutMs: number): Promise<void> {
  const name = result.name;
  try {
    const t0 = Date.now();
    await api.startServer(name);
    result.serverSeconds = (Date.now() - t0) / 1000;
    const server = new UserServer(hubUrl, name, await api.userToken(name));
    const kernel = await server.startKernel();
    const channel = new KernelChannel(server.channelsUrl(kernel, randomBytes(8).toString('hex')));
    try {
      for (const [i, code] of cells.entries()) {
        const run = await channel.execute(code, cellTimeoutMs);
        result.cells.push(run);
        if (run.status !== 'ok') {
          result.failure = `${name}: cell ${i + 1} of ${cells.length}: ${run.status} ${run.error ?? ''}`.trim();
          break;
        }
      }
    } finally {
      channel.close();
    }
  } catch (e) {
    result.failure = `${name}: ${(e as Error).message}`;
  }
  result.done = true;
}

/** Cells that throw unless the workspaces are set up and kept apart (run in the troublemaker's kernel). */
export function isolationCells(notebookName: string, otherWorkspace: string, instructorNotebook: string): { own: string; other: string; instructor: string } {
  return {
    instructor: `let sealedCode = '';\ntry { fs.readFileSync(${JSON.stringify(instructorNotebook)}); } catch (e) { sealedCode = (e as any).code; }\nif (sealedCode !== 'EACCES') throw new Error('the instructor notebooks were readable (' + (sealedCode || 'no error') + ')');`,
    own: `import * as fs from 'fs';\nif (!fs.existsSync(process.env.HOME + '/' + ${JSON.stringify(notebookName)})) throw new Error('no student edition in ' + process.env.HOME);`,
    other: `let refusedCode = '';\ntry { fs.readdirSync(${JSON.stringify(otherWorkspace)}); } catch (e) { refusedCode = (e as any).code; }\nif (refusedCode !== 'EACCES') throw new Error('another workspace was readable (' + (refusedCode || 'no error') + ')');`,
  };
}

/** The runaway student's plan: how long the endless loop runs before the interrupt, and the isolation cells run after. */
interface RunawayPlan {
  runawaySeconds: number;
  checks: { own: string; other: string; instructor: string };
}

async function runRunawayStudent({ api, hubUrl }: Hub, result: Progress, runaway: RunawayResult, { runawaySeconds, checks }: RunawayPlan): Promise<void> {
  const name = result.name;
  try {
    const t0 = Date.now();
    await api.startServer(name);
    result.serverSeconds = (Date.now() - t0) / 1000;
    const server = new UserServer(hubUrl, name, await api.userToken(name));
    const kernel = await server.startKernel();
    const channel = new KernelChannel(server.channelsUrl(kernel, randomBytes(8).toString('hex')));
    try {
      const warm = await channel.execute('1 + 1');
      if (warm.status !== 'ok') throw new Error(`first cell failed: ${warm.error}`);
      const loop = channel.execute('let spins = 0;\nwhile (true) { spins++; }', (runawaySeconds + 60) * 1000);
      await new Promise((r) => setTimeout(r, runawaySeconds * 1000));
      const asked = Date.now();
      await server.interruptKernel(kernel);
      const stopped = await loop;
      runaway.loopStopped = stopped.status === 'error';
      runaway.interruptMs = Date.now() - asked;
      // 20 GB of doubles: the kernel's data limit refuses it at once.
      const huge = await channel.execute('const huge = new Float64Array(2.5e9);\nhuge.length', 60_000);
      runaway.hugeAllocationRefused = huge.status === 'error';
      runaway.hugeAllocationError = huge.error;
      const after = await channel.execute('1 + 1', 60_000);
      runaway.kernelAliveAfter = after.status === 'ok';
      runaway.ownWorkspaceReady = (await channel.execute(checks.own, 60_000)).status === 'ok';
      runaway.otherWorkspaceRefused = (await channel.execute(checks.other, 60_000)).status === 'ok';
      runaway.instructorNotebooksRefused = (await channel.execute(checks.instructor, 60_000)).status === 'ok';
    } finally {
      channel.close();
    }
  } catch (e) {
    result.failure = `${name}: ${(e as Error).message}`;
  }
  result.done = true;
}

/** Removes what a previous run may have left (processes, users, folder) so this run starts clean. */
export function cleanLoadTest(paths: ClassroomPaths): void {
  const names = Array.from({ length: MAX_STUDENTS }, (_, i) => loadTestUser(i + 1));
  const uids = new Set(names.map((n) => classroomUid(n, workspaceOf(paths, n))).filter((u): u is number => u !== undefined));
  killLeftovers(paths, uids);
  for (const n of names) removeSystemUser(n, workspaceOf(paths, n));
  rmSync(paths.root, { recursive: true, force: true });
}

/** One load test with `students` users (student 1 the runaway); always cleans up. */
export async function runLoadTest(opts: LoadTestOptions): Promise<LoadTestReport> {
  const n = checkInteger('students', opts.students, 2, MAX_STUDENTS);
  const log = opts.log ?? (() => {});
  const limits = opts.limits ?? DEFAULT_LIMITS;
  const paths = classroomPaths(LOAD_TEST_DIR);
  cleanLoadTest(paths);
  const names = Array.from({ length: n }, (_, i) => loadTestUser(i + 1));
  for (const name of names) ensureSystemUser(name, workspaceOf(paths, name));
  const uidOf = new Map(names.map((u) => [u, classroomUid(u, workspaceOf(paths, u))!]));
  const uids = new Set(uidOf.values());

  const ports = await freePorts(18000 + Math.floor(Math.random() * 2000));
  const adminToken = randomBytes(24).toString('hex');
  const settings = hubSettings(paths, {
    ports, authenticator: 'dummy', dummyPassword: randomBytes(8).toString('hex'), students: names, teachers: [], adminToken, limits,
    startTimeout: 300,
  });
  writeClassroom(paths, settings, limits);
  prepareCourseForStudents(log);
  const [notebookFile] = resolveNotebooks([opts.notebook ?? '00']);
  const [studentCopy] = writeStudentEditions([notebookFile], paths.studentEdition);
  const cells = notebookCells(JSON.parse(readFileSync(studentCopy, 'utf8')));

  const started = Date.now();
  const loadBefore = os.loadavg()[0];
  const sampler = new MemorySampler(uids);
  let hub: Awaited<ReturnType<typeof startHub>> | undefined;
  let deadlineTimer: NodeJS.Timeout | undefined;
  try {
    hub = await startHub(paths, { port: ports.port, uids: () => uids, log: opts.hubLog });
    log(`hub on ${hub.url}; ${n} students (${names[0]} runs the runaway loop), notebook ${path.basename(notebookFile)}: ${cells.length} code cells`);
    const api = new HubApi(hub.url, adminToken);
    await api.ensureUsers(names);
    sampler.start();
    const deadlineSeconds = opts.deadlineSeconds ?? 600;
    const deadline = new Promise<never>((_resolve, reject) => {
      deadlineTimer = setTimeout(() => reject(new Error(`load test stopped at its deadline (${deadlineSeconds} s)`)), deadlineSeconds * 1000);
    });
    const cellTimeoutMs = (opts.cellTimeoutSeconds ?? 120) * 1000;
    const checks = isolationCells(path.basename(studentCopy), path.join(paths.workspaces, names[1]), notebookFile);
    const progress: Progress[] = names.map((name) => ({ name, cells: [], done: false }));
    const runaway: RunawayResult = { loopStopped: false, hugeAllocationRefused: false, kernelAliveAfter: false, ownWorkspaceReady: false, otherWorkspaceRefused: false, instructorNotebooksRefused: false };
    const runs = [
      runRunawayStudent({ api, hubUrl: hub.url }, progress[0], runaway, { runawaySeconds: opts.runawaySeconds ?? 15, checks }),
      ...progress.slice(1).map((p) => runNotebookStudent({ api, hubUrl: hub!.url }, p, cells, cellTimeoutMs)),
    ];
    await Promise.race([Promise.all(runs), deadline]).catch((e: Error) => {
      for (const p of progress) if (!p.done) p.failure ??= `${p.name}: ${e.message} after ${p.cells.length} cells`;
    });
    sampler.sample();
    const peak = (name: string, of = sampler.peakKiB) => (of.get(uidOf.get(name)!) ?? 0) / 1024;
    const studentResults: StudentResult[] = progress.map(({ done: _done, ...r }, i) => ({
      ...r, role: i === 0 ? 'runaway' : 'notebook', peakRssMiB: peak(r.name), peakKernelRssMiB: peak(r.name, sampler.peakKernelKiB),
      cpuSeconds: sampler.cpuSeconds.get(uidOf.get(r.name)!) ?? 0,
    }));
    return summarize(n, (Date.now() - started) / 1000, studentResults, { runaway, loadBefore, importCell: firstImportCell(cells) });
  } finally {
    clearTimeout(deadlineTimer);
    sampler.stop();
    await hub?.stop();
    killLeftovers(paths, uids);
    for (const name of names) removeSystemUser(name, workspaceOf(paths, name));
    rmSync(paths.root, { recursive: true, force: true });
  }
}

/** Index of the first code cell that imports the library (`from './lib/…'`), -1 if none. */
export function firstImportCell(cells: string[]): number {
  return cells.findIndex((c) => /from\s+['"]\.\/lib\//.test(c));
}

function stats(seconds: number[]): { p50: number; p95: number; max: number; count: number } {
  const s = [...seconds].sort((a, b) => a - b);
  return { p50: quantile(s, 0.5), p95: quantile(s, 0.95), max: s[s.length - 1] ?? NaN, count: s.length };
}

/** What a run adds to its students' results: the runaway's, the load average before, the first code cell that imports the library. */
export interface RunContext {
  runaway?: RunawayResult;
  loadBefore?: number;
  importCell?: number;
}

export function summarize(n: number, seconds: number, results: StudentResult[], { runaway, loadBefore = NaN, importCell = -1 }: RunContext = {}): LoadTestReport {
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  const servers = sorted(results.map((r) => r.serverSeconds).filter((s): s is number => s !== undefined));
  const cellTimes = (keep: (i: number) => boolean) =>
    results.filter((r) => r.role === 'notebook').flatMap((r) => r.cells.filter((_, i) => keep(i)).map((c) => c.ms / 1000));
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const notebookRuns = results.filter((r) => r.role === 'notebook');
  const cellCount = Math.max(0, ...notebookRuns.map((r) => r.cells.length));
  const cellMedians = Array.from({ length: cellCount }, (_, i) =>
    quantile(sorted(notebookRuns.filter((r) => r.cells[i]).map((r) => r.cells[i].ms / 1000)), 0.5));
  const failures = results.map((r) => r.failure).filter((f): f is string => !!f);
  if (runaway && !runaway.loopStopped) failures.push('runaway: the endless loop was not stopped by the interrupt');
  if (runaway && !runaway.hugeAllocationRefused) failures.push('runaway: the 20 GB allocation was not refused');
  if (runaway && !runaway.kernelAliveAfter) failures.push('runaway: the kernel did not answer after the interrupt and the allocation');
  if (runaway && !runaway.ownWorkspaceReady) failures.push('runaway: the student edition was not in the student\'s workspace');
  if (runaway && !runaway.otherWorkspaceRefused) failures.push('runaway: another student\'s workspace was readable');
  if (runaway && !runaway.instructorNotebooksRefused) failures.push('runaway: the instructor\'s notebooks (the solutions) were readable');
  return {
    students: n,
    seconds,
    loadAverage: { before: loadBefore, after: os.loadavg()[0] },
    serverSeconds: { p50: quantile(servers, 0.5), max: servers[servers.length - 1] ?? NaN },
    cellSeconds: stats(cellTimes(() => true)),
    cellSecondsAfterImport: stats(cellTimes((i) => i !== importCell)),
    firstImportCell: importCell,
    rssMiB: {
      mean: mean(notebookRuns.map((r) => r.peakRssMiB)), max: Math.max(0, ...notebookRuns.map((r) => r.peakRssMiB)),
      kernelMean: mean(notebookRuns.map((r) => r.peakKernelRssMiB)),
    },
    cpuSecondsMean: mean(notebookRuns.map((r) => r.cpuSeconds)),
    cellMedians,
    failures,
    runaway,
    students_: results,
  };
}

/** One line per report, for the terminal and environment.md. */
export function formatReport(r: LoadTestReport): string {
  const f = (x: number, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : '–');
  const slowest = r.cellMedians.indexOf(Math.max(...r.cellMedians));
  return `N=${r.students}: server ready p50 ${f(r.serverSeconds.p50)} s (max ${f(r.serverSeconds.max)}), ` +
    `cell p50 ${f(r.cellSeconds.p50, 2)} s, p95 ${f(r.cellSeconds.p95, 2)} s (max ${f(r.cellSeconds.max, 2)}, ${r.cellSeconds.count} cells; slowest: code cell ${slowest + 1}, median ${f(r.cellMedians[slowest], 2)} s; ` +
    `without the first import, cell ${r.firstImportCell + 1}: p50 ${f(r.cellSecondsAfterImport.p50, 2)} s, p95 ${f(r.cellSecondsAfterImport.p95, 2)} s), ` +
    `memory per student peak mean ${f(r.rssMiB.mean, 0)} MiB (kernel ${f(r.rssMiB.kernelMean, 0)}, max ${f(r.rssMiB.max, 0)}), CPU per student ${f(r.cpuSecondsMean)} s, ` +
    `runaway ${r.runaway ? `${r.runaway.loopStopped ? `interrupted in ${r.runaway.interruptMs} ms` : 'NOT stopped'}, 20 GB ${r.runaway.hugeAllocationRefused ? 'refused' : 'NOT refused'}, kernel ${r.runaway.kernelAliveAfter ? 'alive' : 'DEAD'}` : '–'}, ` +
    `workspaces ${r.runaway?.ownWorkspaceReady && r.runaway.otherWorkspaceRefused ? 'ready and private' : 'NOT as expected'}, ` +
    `failures ${r.failures.length}, ${f(r.seconds, 0)} s in all (load average ${f(r.loadAverage.before)} → ${f(r.loadAverage.after)} on ${os.cpus().length} cores)`;
}

