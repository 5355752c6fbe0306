/**
 * The classroom under load, on loopback: a fresh hub (dummy authenticator, its own folder), N system
 * users, and for each a server started through the hub's REST API, a kernel, and notebook 00 of the
 * student edition run cell by cell over the kernel's websocket — all students at once, as at the start
 * of a lab. The first student whose kernel answers is the troublemaker: an endless loop (interrupted after
 * `runawaySeconds`, while the others work), then a 20 GB allocation (refused by the memory limit); after
 * each its kernel must still answer (load-test-students.ts). At the end the proxy's routes are checked
 * (each leads to its own student's server, no two to one port), in the hub's log too. Everything is
 * stopped and the users removed at the end, whatever happened.
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
import { HubApi } from './hub-api';
import { freePorts, killLeftovers, logRouteProblems, processesOfUsers, routeProblems, startHub, type RunningHub } from './hub';
import { isolationCells, runStudent, type Progress, type RunawayResult, type RunPlan } from './load-test-students';
import { DEFAULT_LIMITS, type Limits } from './limits';
import { prepareCourseForStudents } from './classroom';

export { isolationCells, type RunawayResult } from './load-test-students';

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

export interface StudentResult extends Omit<Progress, 'done'> {
  /** Peak resident memory of all the student's processes (server + kernel), MiB. */
  peakRssMiB: number;
  /** Peak resident memory of the student's kernel alone, MiB. */
  peakKernelRssMiB: number;
  /** CPU seconds the student's server and kernel used (user + system). */
  cpuSeconds: number;
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
  /** Every failure of the run, each with its reason. */
  failures: string[];
  /** Silent kernels the watchdog replaced (not failures: the student got a message and a new kernel). */
  kernelRestarts: string[];
  /** Checks that could not run, and why (never counted as failures, never as passed). */
  notChecked: string[];
  runaway?: RunawayResult;
  /** The proxy's routes at the end of the run, and what was wrong with them or with the hub's log of them. */
  routes: { count: number; problems: string[] };
  /** Which run of this N (1…K with --repeat K). */
  run?: number;
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

/** Removes what a previous run may have left (processes, users, folder) so this run starts clean. */
export function cleanLoadTest(paths: ClassroomPaths): void {
  const names = Array.from({ length: MAX_STUDENTS }, (_, i) => loadTestUser(i + 1));
  const uids = new Set(names.map((n) => classroomUid(n, workspaceOf(paths, n))).filter((u): u is number => u !== undefined));
  killLeftovers(paths, uids);
  for (const n of names) removeSystemUser(n, workspaceOf(paths, n));
  rmSync(paths.root, { recursive: true, force: true });
}

/** The load test's blocks of ports: apart from the classroom's (20000…) and the tests' (24000…), below the ephemeral range for 60 students. */
export const LOAD_TEST_STUDENT_PORTS = { first: 26000, perStudent: 100 };

/** A run's set-up: its users (created), its hub's settings (written), the notebook's cells. */
interface RunSetup {
  n: number;
  names: string[];
  paths: ClassroomPaths;
  uidOf: Map<string, number>;
  ports: { port: number; hubPort: number; proxyApiPort: number };
  adminToken: string;
  cells: string[];
  notebookFile: string;
  studentCopy: string;
}

async function setUpRun(opts: LoadTestOptions, log: (line: string) => void): Promise<RunSetup> {
  const n = checkInteger('students', opts.students, 2, MAX_STUDENTS);
  const limits = opts.limits ?? DEFAULT_LIMITS;
  const paths = classroomPaths(LOAD_TEST_DIR);
  cleanLoadTest(paths);
  const names = Array.from({ length: n }, (_, i) => loadTestUser(i + 1));
  for (const name of names) ensureSystemUser(name, workspaceOf(paths, name));
  const uidOf = new Map(names.map((u) => [u, classroomUid(u, workspaceOf(paths, u))!]));
  const ports = await freePorts(18000 + Math.floor(Math.random() * 2000));
  const adminToken = randomBytes(24).toString('hex');
  const settings = hubSettings(paths, {
    ports, authenticator: 'dummy', dummyPassword: randomBytes(8).toString('hex'), students: names, teachers: [], adminToken, limits,
    startTimeout: 300, studentPorts: LOAD_TEST_STUDENT_PORTS,
  });
  writeClassroom(paths, settings, limits);
  prepareCourseForStudents(log);
  const [notebookFile] = resolveNotebooks([opts.notebook ?? '00']);
  const [studentCopy] = writeStudentEditions([notebookFile], paths.studentEdition);
  const cells = notebookCells(JSON.parse(readFileSync(studentCopy, 'utf8')));
  return { n, names, paths, uidOf, ports, adminToken, cells, notebookFile, studentCopy };
}

/** Every student at once until all are done or the deadline passes; then the routes are checked while the servers still run. */
async function runStudents(setup: RunSetup, hub: RunningHub, opts: LoadTestOptions): Promise<{ progress: Progress[]; runaway: RunawayResult; routes: LoadTestReport['routes'] }> {
  const { names, paths, uidOf } = setup;
  const api = new HubApi(hub.url, setup.adminToken);
  await api.ensureUsers(names);
  const progress: Progress[] = names.map((name) => ({ name, role: 'notebook', cells: [], kernelRestarts: [], done: false }));
  const runaway: RunawayResult = {};
  const plan: RunPlan = {
    api, hubUrl: hub.url, cells: setup.cells, cellTimeoutMs: (opts.cellTimeoutSeconds ?? 120) * 1000, runawaySeconds: opts.runawaySeconds ?? 15, runaway,
    readyStudents: () => progress.filter((p) => p.serverSeconds !== undefined).map((p) => p.name),
    checks: (other) => {
      const cells = isolationCells(path.basename(setup.studentCopy), path.join(paths.workspaces, other ?? ''), setup.notebookFile);
      return { ...cells, other: other ? cells.other : undefined };
    },
  };
  const deadlineSeconds = opts.deadlineSeconds ?? 600;
  let deadlineTimer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    deadlineTimer = setTimeout(() => reject(new Error(`load test stopped at its deadline (${deadlineSeconds} s)`)), deadlineSeconds * 1000);
  });
  await Promise.race([Promise.all(progress.map((p) => runStudent(p, plan))), deadline]).catch((e: Error) => {
    for (const p of progress) if (!p.done) p.failure ??= `${p.name}: ${e.message} after ${p.cells.length} cells`;
  });
  clearTimeout(deadlineTimer);
  const routes = await api.routes().catch((e: Error) => e);
  const problems = routes instanceof Error ? [`the proxy's routes could not be read: ${routes.message}`] : routeProblems(routes, (u) => uidOf.get(u));
  return { progress, runaway, routes: { count: routes instanceof Error ? 0 : routes.length, problems } };
}

/** One load test with `students` users (the first whose kernel answers is the runaway); always cleans up. */
export async function runLoadTest(opts: LoadTestOptions): Promise<LoadTestReport> {
  const log = opts.log ?? (() => {});
  const setup = await setUpRun(opts, log);
  const { n, names, paths, uidOf } = setup;
  const uids = new Set(uidOf.values());
  const started = Date.now();
  const loadBefore = os.loadavg()[0];
  const sampler = new MemorySampler(uids);
  const hubLines: string[] = [];
  let hub: RunningHub | undefined;
  try {
    hub = await startHub(paths, { port: setup.ports.port, uids: () => uids, log: (line) => { hubLines.push(line); opts.hubLog?.(line); } });
    log(`hub on ${hub.url}; ${n} students (the first whose kernel answers runs the runaway loop), notebook ${path.basename(setup.notebookFile)}: ${setup.cells.length} code cells`);
    sampler.start();
    const { progress, runaway, routes } = await runStudents(setup, hub, opts);
    routes.problems.push(...logRouteProblems(hubLines.join('\n').split('\n')));
    sampler.sample();
    const peak = (name: string, of = sampler.peakKiB) => (of.get(uidOf.get(name)!) ?? 0) / 1024;
    const studentResults: StudentResult[] = progress.map(({ done: _done, ...r }) => ({
      ...r, peakRssMiB: peak(r.name), peakKernelRssMiB: peak(r.name, sampler.peakKernelKiB), cpuSeconds: sampler.cpuSeconds.get(uidOf.get(r.name)!) ?? 0,
    }));
    return summarize(n, (Date.now() - started) / 1000, studentResults, { runaway, loadBefore, importCell: firstImportCell(setup.cells), routes });
  } finally {
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

/** What a run adds to its students' results: the runaway's, the load average before, the first code cell that imports the library, the routes. */
export interface RunContext {
  runaway?: RunawayResult;
  loadBefore?: number;
  importCell?: number;
  routes?: LoadTestReport['routes'];
}

const RUNAWAY_CHECKS: [keyof RunawayResult, string][] = [
  ['loopStopped', 'the endless loop was not stopped by the interrupt'],
  ['hugeAllocationRefused', 'the 20 GB allocation was not refused'],
  ['kernelAliveAfter', 'the kernel did not answer after the interrupt and the allocation'],
  ['ownWorkspaceReady', "the student edition was not in the student's workspace"],
  ['otherWorkspaceRefused', "another student's workspace was readable"],
  ['instructorNotebooksRefused', "the instructor's notebooks (the solutions) were readable"],
];

/** The runaway's checks as failures (a check that failed) and notes (a check not reached, or no runaway at all). */
export function runawayVerdicts(runaway: RunawayResult | undefined): { failures: string[]; notChecked: string[] } {
  if (!runaway?.student) return { failures: [], notChecked: ["runaway checks: no student's kernel answered its first cell, so none ran"] };
  const failures: string[] = [];
  const missing: string[] = [];
  for (const [key, failed] of RUNAWAY_CHECKS) {
    if (runaway[key] === false) failures.push(`runaway (${runaway.student}): ${failed}`);
    else if (runaway[key] === undefined) missing.push(key);
  }
  const notChecked = missing.length ? [`runaway (${runaway.student}): not reached: ${missing.join(', ')}${runaway.ownWorkspaceReady !== undefined && runaway.otherWorkspace === undefined ? " (no other student's server was ready)" : ''}`] : [];
  return { failures, notChecked };
}

export function summarize(n: number, seconds: number, results: StudentResult[], { runaway, loadBefore = NaN, importCell = -1, routes = { count: 0, problems: [] } }: RunContext = {}): LoadTestReport {
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  const servers = sorted(results.map((r) => r.serverSeconds).filter((s): s is number => s !== undefined));
  const cellTimes = (keep: (i: number) => boolean) =>
    results.filter((r) => r.role === 'notebook').flatMap((r) => r.cells.filter((_, i) => keep(i)).map((c) => c.ms / 1000));
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const notebookRuns = results.filter((r) => r.role === 'notebook');
  const cellCount = Math.max(0, ...notebookRuns.map((r) => r.cells.length));
  const cellMedians = Array.from({ length: cellCount }, (_, i) =>
    quantile(sorted(notebookRuns.filter((r) => r.cells[i]).map((r) => r.cells[i].ms / 1000)), 0.5));
  const verdicts = runawayVerdicts(runaway);
  const failures = [...results.map((r) => r.failure).filter((f): f is string => !!f), ...verdicts.failures, ...routes.problems.map((p) => `routes: ${p}`)];
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
    kernelRestarts: results.flatMap((r) => r.kernelRestarts.map((k) => `${r.name}: cell ${k.cell}: ${k.message}`)),
    notChecked: verdicts.notChecked,
    runaway,
    routes,
    students_: results,
  };
}

/** The runaway's outcome in a few words. */
function runawayText(r: RunawayResult | undefined): string {
  if (!r?.student) return 'runaway not checked';
  const yes = (v: boolean | undefined, ok: string, bad: string) => (v === undefined ? 'not reached' : v ? ok : bad);
  return `runaway ${r.student}: ${r.loopStopped ? `interrupted in ${r.interruptMs} ms` : yes(r.loopStopped, '', 'NOT stopped')}, ` +
    `20 GB ${yes(r.hugeAllocationRefused, 'refused', 'NOT refused')}, kernel ${yes(r.kernelAliveAfter, 'alive', 'DEAD')}, ` +
    `workspaces ${r.ownWorkspaceReady && r.otherWorkspaceRefused && r.instructorNotebooksRefused ? 'ready and private' : 'NOT as expected or not all checked'}`;
}

/** One line per report, for the terminal and environment.md. */
export function formatReport(r: LoadTestReport): string {
  const f = (x: number, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : '–');
  const slowest = r.cellMedians.indexOf(Math.max(...r.cellMedians));
  return `N=${r.students}${r.run ? ` run ${r.run}` : ''}: server ready p50 ${f(r.serverSeconds.p50)} s (max ${f(r.serverSeconds.max)}), ` +
    `cell p50 ${f(r.cellSeconds.p50, 2)} s, p95 ${f(r.cellSeconds.p95, 2)} s (max ${f(r.cellSeconds.max, 2)}, ${r.cellSeconds.count} cells; slowest: code cell ${slowest + 1}, median ${f(r.cellMedians[slowest], 2)} s; ` +
    `without the first import, cell ${r.firstImportCell + 1}: p50 ${f(r.cellSecondsAfterImport.p50, 2)} s, p95 ${f(r.cellSecondsAfterImport.p95, 2)} s), ` +
    `memory per student peak mean ${f(r.rssMiB.mean, 0)} MiB (kernel ${f(r.rssMiB.kernelMean, 0)}, max ${f(r.rssMiB.max, 0)}), CPU per student ${f(r.cpuSecondsMean)} s, ` +
    `${runawayText(r.runaway)}, routes ${r.routes.count} (${r.routes.problems.length ? 'PROBLEMS' : 'each to its own server, no port twice'}), ` +
    `silent kernels restarted ${r.kernelRestarts.length}, failures ${r.failures.length}, ${f(r.seconds, 0)} s in all (load average ${f(r.loadAverage.before)} → ${f(r.loadAverage.after)} on ${os.cpus().length} cores)`;
}
