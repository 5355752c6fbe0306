// The classroom (platform/classroom): accounts, limits, the hub's config as JupyterHub reads it, the
// teacher's collection, and the load test with N = 5 simulated students on loopback (needs root,
// JupyterHub and its proxy from Debian, as .ci/run installs them).
import { spawn, spawnSync } from 'child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'fs';
import * as os from 'os';
import * as path from 'path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addAccounts, checkUserName, classroomUid, ensureSystemUser, hashPassword, newPassword, parseClassList, systemUid,
} from '../platform/classroom/accounts';
import { largestComfortableN, parseArgs, parseSweep, sweepSummary } from '../platform/classroom/cli';
import { collectNotebooks } from '../platform/classroom/collect';
import { classroomPaths, hubConfigPython, hubSettings, writeClassroom } from '../platform/classroom/hub-config';
import { logRouteProblems, processesOfUsers } from '../platform/classroom/hub';
import { MAX_RESTARTS, runCells, type KernelRestart } from '../platform/classroom/load-test-students';
import type { KernelChannel, CellRun } from '../platform/classroom/kernel-channel';
import { ensureHubPackages } from '../platform/kernel/hub-packages';
import { checkLimits, DEFAULT_LIMITS, limitedKernelSpec, serverArgs } from '../platform/classroom/limits';
import { INSTRUCTOR_ONLY, sealInstructorMaterial, unsealedInstructorMaterial } from '../platform/classroom/seal';
import { kernelSpec } from '../platform/kernel/kernel-spec';
import {
  firstImportCell, LOAD_TEST_DIR, loadTestUser, notebookCells, quantile, runawayVerdicts, type LoadTestReport,
} from '../platform/classroom/load-test';
import { findSubmissions, writeStudentEditions, type NotebookJson } from '../platform/grading';
import { launcherPath, projectRoot, resolveNotebooks } from '../platform/kernel';

const PYTHON = '/usr/bin/python3';
const hubLib = path.join(projectRoot, 'platform', 'classroom');

describe('class lists and accounts', () => {
  it('reads one name a line, skipping comments and blank lines', () => {
    expect(parseClassList('# group A\nana\n\n  luis  # late\nmaria-jose\n')).toEqual(['ana', 'luis', 'maria-jose']);
  });

  it('refuses names the hub or useradd would change or reject, and duplicates, naming the line', () => {
    expect(() => parseClassList('ana\nAna')).toThrow('class list, line 2: user name must be a lower-case letter');
    expect(() => parseClassList('ana\nana')).toThrow('class list, line 2: ana is listed twice');
    expect(() => checkUserName('1ana')).toThrow('got "1ana"');
    expect(() => checkUserName('a'.repeat(33))).toThrow(RangeError);
  });

  it('refuses to take over an existing account that is not the classroom\'s (root here)', () => {
    expect(() => ensureSystemUser('root', '/nonexistent/workspaces/root')).toThrow('user name must not be an existing account of this machine, got "root" (its home is /root');
    expect(classroomUid('root', '/nonexistent/workspaces/root')).toBeUndefined();
    expect(classroomUid('root', '/root')).toBe(0);
  });

  it('hashes passwords exactly as the hub checks them (PBKDF2 in classroom_hub.py)', () => {
    const account = hashPassword('correct horse', 'a1b2c3d4', 1000);
    const code = `import sys; sys.path.insert(0, ${JSON.stringify(hubLib)}); import classroom_hub as h; print(h.password_hash('correct horse', 'a1b2c3d4', 1000))`;
    const r = spawnSync(PYTHON, ['-c', code], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.stdout.trim()).toBe(account.hash);
  });

  it('copies the student edition of both editions into a workspace (es/ as a folder), private, never overwriting', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'edition-copy-'));
    try {
      const source = path.join(root, 'student-edition');
      const written = writeStudentEditions(resolveNotebooks([]), source);
      const folder = path.join(root, 'ana');
      mkdirSync(folder);
      writeFileSync(path.join(folder, '00-start-here.ipynb'), 'my work');
      const code = `import os, sys; sys.path.insert(0, ${JSON.stringify(hubLib)}); import classroom_hub as h; h.copy_student_edition(${JSON.stringify(source)}, ${JSON.stringify(folder)}, os.getuid(), os.getgid())`;
      const r = spawnSync(PYTHON, ['-c', code], { encoding: 'utf8' });
      expect(r.stderr).toBe('');
      const copied = written.map((f) => path.relative(source, f));
      expect(copied).toContain(path.join('es', '00-start-here.ipynb'));
      for (const rel of copied) expect(statSync(path.join(folder, rel)).isFile()).toBe(true);
      expect(readFileSync(path.join(folder, '00-start-here.ipynb'), 'utf8')).toBe('my work');
      expect(statSync(path.join(folder, 'es')).mode & 0o777).toBe(0o700);
      expect(statSync(path.join(folder, 'es', '03-n-queens-dfs-vs-bfs.ipynb')).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('gives new names a password and leaves existing accounts alone', () => {
    const first = addAccounts({ users: {} }, ['ana', 'luis']);
    expect([...first.added.keys()]).toEqual(['ana', 'luis']);
    const second = addAccounts(first.accounts, ['ana', 'luis', 'marta']);
    expect([...second.added.keys()]).toEqual(['marta']);
    expect(second.accounts.users.ana).toEqual(first.accounts.users.ana);
    const pw = first.added.get('ana')!;
    expect(hashPassword(pw, first.accounts.users.ana.salt, first.accounts.users.ana.iterations).hash).toBe(first.accounts.users.ana.hash);
    expect(newPassword()).toMatch(/^[a-km-z2-9]{12}$/);
  });
});

describe('limits', () => {
  it('wraps the course kernel in prlimit, nice and a heap limit', () => {
    const spec = limitedKernelSpec({ ...DEFAULT_LIMITS, heapMiB: 512, dataMiB: 1024, nice: 5 }, '/usr/bin/node');
    expect(spec.argv).toEqual([
      '/usr/bin/prlimit', `--data=${1024 * 1024 * 1024}`, '--', '/usr/bin/nice', '-n', '5',
      '/usr/bin/node', '--max-old-space-size=512', launcherPath, '{connection_file}',
    ]);
    expect(spec.env).toEqual(kernelSpec('/usr/bin/node').env); // the allocator settings of npm start's kernel
  });

  it('refuses a data limit below the heap limit, naming both', () => {
    expect(() => checkLimits({ ...DEFAULT_LIMITS, heapMiB: 2048, dataMiB: 1024 })).toThrow('dataMiB must be an integer from 2048 to 131072, got 1024');
    expect(() => checkLimits({ ...DEFAULT_LIMITS, nice: 20 })).toThrow('nice must be an integer from 0 to 19, got 20');
  });

  it('asks the notebook server to cull idle kernels and stop when idle, offering only the TypeScript kernel', () => {
    const args = serverArgs({ ...DEFAULT_LIMITS, kernelIdleSeconds: 600, serverIdleSeconds: 1200 });
    expect(args).toContain('--MappingKernelManager.cull_idle_timeout=600');
    expect(args).toContain('--NotebookApp.shutdown_no_activity_timeout=1200');
    expect(args).toContain('--KernelSpecManager.allowed_kernelspecs=tslab');
  });
});

describe('the hub configuration', () => {
  it('is what JupyterHub 3 reads: loopback, class-list login, teacher as admin, LocalProcessSpawner (ports from each user\'s block) in the workspaces', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'classroom-'));
    try {
      const paths = classroomPaths(root);
      const settings = hubSettings(paths, {
        ports: { port: 8123, hubPort: 8124, proxyApiPort: 8125 }, authenticator: 'class-list',
        students: ['ana', 'luis'], teachers: ['teacher'], adminToken: 'x'.repeat(48), limits: DEFAULT_LIMITS,
      });
      writeClassroom(paths, settings, DEFAULT_LIMITS);
      expect(statSync(paths.state).mode & 0o777).toBe(0o700);
      expect(statSync(paths.workspaces).mode & 0o777).toBe(0o711);
      expect(statSync(paths.settingsFile).mode & 0o777).toBe(0o600);
      expect(JSON.parse(readFileSync(path.join(paths.jupyterPath, 'kernels', 'tslab', 'kernel.json'), 'utf8')).argv[0]).toBe('/usr/bin/prlimit');
      expect(readFileSync(paths.configFile, 'utf8')).toBe(hubConfigPython(paths.settingsFile));
      // Load the config file the way JupyterHub does and read back the traits it set.
      const code = [
        'from traitlets.config import Config', 'c = Config()',
        `exec(open(${JSON.stringify(paths.configFile)}).read(), {"c": c})`,
        'import json',
        'print(json.dumps({"ip": c.JupyterHub.ip, "port": c.JupyterHub.port, "auth": c.JupyterHub.authenticator_class.__name__,',
        '  "allowed": sorted(c.Authenticator.allowed_users), "admins": sorted(c.Authenticator.admin_users),',
        '  "spawner": [k.__module__ + "." + k.__name__ for k in c.JupyterHub.spawner_class.__mro__[:2]], "dir": c.Spawner.notebook_dir, "env": c.Spawner.environment}))',
      ].join('\n');
      const r = spawnSync(PYTHON, ['-c', code], { encoding: 'utf8' });
      expect(r.stderr).toBe('');
      const read = JSON.parse(r.stdout);
      expect(read).toMatchObject({
        ip: '127.0.0.1', port: 8123, auth: 'ClassListAuthenticator', allowed: ['ana', 'luis', 'teacher'], admins: ['teacher'],
        spawner: ['classroom_hub.ClassroomSpawner', 'jupyterhub.spawner.LocalProcessSpawner'], dir: path.join(paths.workspaces, '{username}'),
      });
      expect(read.env.JUPYTER_PATH).toBe(paths.jupyterPath);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the instructor material', () => {
  it('is sealed from every other user (no bit for others), and the kernels keep what they need', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'seal-'));
    try {
      for (const rel of ['notebooks/es', 'translations/es', 'build', 'test', '.git', 'lib', 'base_cases', 'data']) mkdirSync(path.join(root, rel), { recursive: true, mode: 0o755 });
      for (const rel of ['notebooks', 'translations', 'build', 'test', '.git', 'lib']) spawnSync('chmod', ['0755', path.join(root, rel)]);
      expect(unsealedInstructorMaterial(root)).toEqual([...INSTRUCTOR_ONLY]);
      expect(sealInstructorMaterial(root)).toEqual([...INSTRUCTOR_ONLY]);
      expect(unsealedInstructorMaterial(root)).toEqual([]);
      for (const rel of INSTRUCTOR_ONLY) expect(statSync(path.join(root, rel)).mode & 0o777, rel).toBe(0o750);
      for (const rel of ['lib', 'base_cases', 'data']) expect(statSync(path.join(root, rel)).mode & 0o005, rel).toBe(0o005);
      expect(sealInstructorMaterial(root)).toEqual([]); // already sealed: nothing to do
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('Zero to JupyterHub (deploy/)', () => {
  it("copies both editions into a pod's home at each start, never overwriting a student's notebook", () => {
    const values = readFileSync(path.join(projectRoot, 'deploy', 'values.yaml'), 'utf8');
    const hook = /postStart:\s*\n\s*exec:\s*\n(?:\s*#.*\n)*\s*command: (\[.*\])/.exec(values);
    expect(hook, 'values.yaml has a postStart exec command').not.toBeNull();
    const command = JSON.parse(hook![1]) as string[];
    const root = mkdtempSync(path.join(os.tmpdir(), 'pod-'));
    try {
      const edition = path.join(root, 'srv', 'student-edition');
      const home = path.join(root, 'home');
      const written = writeStudentEditions(resolveNotebooks([]), edition);
      mkdirSync(home);
      writeFileSync(path.join(home, '00-start-here.ipynb'), 'my work');
      const script = command[command.length - 1].split('/srv/student-edition').join(edition).split('/home/jovyan').join(home);
      const r = spawnSync(command[0], [...command.slice(1, -1), script], { encoding: 'utf8' });
      expect(r.status, r.stderr).toBe(0);
      for (const f of written) expect(existsSync(path.join(home, path.relative(edition, f))), f).toBe(true);
      expect(existsSync(path.join(home, 'es', '04-exact-cover-dancing-links.ipynb'))).toBe(true);
      expect(readFileSync(path.join(home, '00-start-here.ipynb'), 'utf8')).toBe('my work');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("the teacher's collection", () => {
  it('copies each workspace\'s notebooks into <out>/<student>/, which the grader finds', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'collect-'));
    try {
      const ws = path.join(root, 'workspaces');
      for (const [student, files] of [['ana', ['00-start-here.ipynb', 'extra/01-knights-tour-warnsdorff.ipynb', '.ipynb_checkpoints/00-start-here-checkpoint.ipynb']], ['luis', []]] as const) {
        mkdirSync(path.join(ws, student), { recursive: true });
        for (const f of files) {
          mkdirSync(path.dirname(path.join(ws, student, f)), { recursive: true });
          writeFileSync(path.join(ws, student, f), '{"cells": []}');
        }
      }
      const out = path.join(root, 'submissions');
      const collected = collectNotebooks(ws, out);
      expect(collected.map((c) => [c.student, c.files.length])).toEqual([['ana', 2], ['luis', 0]]);
      expect(findSubmissions([out]).map((f) => path.relative(out, f))).toEqual(['ana/00-start-here.ipynb', 'ana/extra/01-knights-tour-warnsdorff.ipynb']);
      expect(() => collectNotebooks(path.join(root, 'nowhere'), out)).toThrow('workspaces folder must exist');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the command line and the figures', () => {
  it('starts the hub when given no command, and checks sweep sizes', () => {
    expect(parseArgs([]).command).toBe('start');
    expect(parseArgs(['--class', 'x.txt']).flags.get('--class')).toBe('x.txt');
    expect(parseSweep('5,10,20,30')).toEqual([5, 10, 20, 30]);
    expect(() => parseSweep('5,1')).toThrow('--sweep entry must be an integer from 2 to 60, got 1');
  });

  it('takes quantiles by nearest rank and names the largest N under the limit', () => {
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.95)).toBe(10);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2);
    const report = (students: number, p95: number, failures: string[] = []) =>
      ({ students, failures, cellSeconds: { p95 }, cellSecondsAfterImport: { p95: p95 / 2 } }) as unknown as LoadTestReport;
    expect(largestComfortableN([report(5, 2), report(10, 4), report(20, 6, []), report(30, 3, ['x'])])).toBe(10);
    expect(largestComfortableN([report(5, 6)])).toBeUndefined();
    expect(largestComfortableN([report(5, 6), report(10, 9)], 5, 'cellSecondsAfterImport')).toBe(10);
  });

  it('reports each N\'s runs side by side, and counts an N with one failed run as not comfortable', () => {
    const report = (students: number, run: number, failures: string[], restarts: string[] = []) =>
      ({ students, run, failures, kernelRestarts: restarts, notChecked: [], cellSeconds: { p95: 1.5 }, cellSecondsAfterImport: { p95: 1 } }) as unknown as LoadTestReport;
    const reports = [report(5, 1, []), report(5, 2, ['lt-03: cell 2 of 16: timeout no reply in 120 s']), report(10, 1, [], ['lt-04: cell 1: KernelRestarted: …'])];
    expect(sweepSummary(reports)).toEqual([
      'N=5: failures per run 0, 1; silent kernels restarted 0, 0; p95 per cell 1.50 s, 1.50 s; not checked 0, 0',
      'N=10: failures per run 0; silent kernels restarted 1; p95 per cell 1.50 s; not checked 0',
    ]);
    expect(largestComfortableN(reports)).toBe(10);
  });

  it('reports the runaway checks as failures only when they ran and failed; otherwise as not checked, once', () => {
    expect(runawayVerdicts(undefined)).toEqual({ failures: [], notChecked: ["runaway checks: no student's kernel answered its first cell, so none ran"] });
    expect(runawayVerdicts({})).toEqual(runawayVerdicts(undefined));
    const all = { student: 'lt-04', loopStopped: true, hugeAllocationRefused: true, kernelAliveAfter: true, ownWorkspaceReady: true, otherWorkspace: 'lt-01', otherWorkspaceRefused: true, instructorNotebooksRefused: true };
    expect(runawayVerdicts(all)).toEqual({ failures: [], notChecked: [] });
    expect(runawayVerdicts({ ...all, hugeAllocationRefused: false })).toEqual({ failures: ['runaway (lt-04): the 20 GB allocation was not refused'], notChecked: [] });
    // The interrupt request failed: the rest was not reached; one failure (the student's, with its reason) elsewhere, no six.
    expect(runawayVerdicts({ student: 'lt-04', loopStopped: true })).toEqual({
      failures: [], notChecked: ['runaway (lt-04): not reached: hugeAllocationRefused, kernelAliveAfter, ownWorkspaceReady, otherWorkspaceRefused, instructorNotebooksRefused'],
    });
  });

  it("finds two users given one port in the hub's log", () => {
    const log = [
      '[I 2026-11-30 10:00:01.000 JupyterHub proxy:300] Adding user lt-12 to proxy /user/lt-12/ => http://127.0.0.1:57839',
      '[I 2026-11-30 10:00:02.000 JupyterHub proxy:300] Adding user lt-08 to proxy /user/lt-08/ => http://127.0.0.1:57839',
      '[I 2026-11-30 10:00:03.000 JupyterHub proxy:300] Adding user lt-01 to proxy /user/lt-01/ => http://127.0.0.1:26000',
      '[I 2026-11-30 10:05:03.000 JupyterHub proxy:300] Adding user lt-01 to proxy /user/lt-01/ => http://127.0.0.1:26000',
    ];
    expect(logRouteProblems(log)).toEqual(["the hub's log gives port 57839 to lt-12 and lt-08"]);
    expect(logRouteProblems(log.slice(2))).toEqual([]);
  });

  it('runs the cells again from the top after the watchdog replaced a silent kernel, and fails past the limit', async () => {
    const restarted: CellRun = { status: 'error', ms: 31_000, error: 'KernelRestarted: The kernel did not answer for 30 s (it was stopped), so the classroom restarted it.' };
    const scripted = (answers: CellRun[]) => ({ execute: async () => answers.shift() ?? { status: 'ok', ms: 5 } }) as unknown as KernelChannel;
    const into: CellRun[] = [];
    const restarts: KernelRestart[] = [];
    const ok = { status: 'ok', ms: 10 } as const;
    expect(await runCells(scripted([ok, restarted]), ['a', 'b', 'c'], { timeoutMs: 1000, into, restarts })).toBeUndefined();
    expect(into).toHaveLength(3); // the second attempt's three cells, not the first attempt's one
    expect(restarts).toEqual([{ cell: 2, message: restarted.error }]);
    const always = scripted(Array.from({ length: 10 }, () => restarted));
    expect(await runCells(always, ['a'], { timeoutMs: 1000, into: [], restarts: [] })).toBe(`the kernel was restarted ${MAX_RESTARTS + 1} times (silent each time)`);
    expect(await runCells(scripted([{ status: 'timeout', ms: 1000, error: 'no reply in 1 s' }]), ['a', 'b'], { timeoutMs: 1000, into: [], restarts: [] }))
      .toBe('cell 1 of 2: timeout no reply in 1 s');
  });

  it("injects notebook 00's quick parameters right after its parameters cell", () => {
    const nb = JSON.parse(readFileSync(path.join(projectRoot, 'notebooks', '00-start-here.ipynb'), 'utf8')) as NotebookJson;
    const cells = notebookCells(nb);
    const params = nb.cells.find((c) => ((c.metadata.tags as string[]) ?? []).includes('parameters'))!;
    const at = cells.findIndex((c) => c === (Array.isArray(params.source) ? params.source.join('') : params.source));
    const quick = params.metadata.quick_parameters as Record<string, unknown>;
    for (const [k, v] of Object.entries(quick)) expect(cells[at + 1]).toContain(`${k} = ${JSON.stringify(v)};`);
    expect(cells.length).toBe(nb.cells.filter((c) => c.cell_type === 'code').length + 1);
    expect(firstImportCell(cells)).toBeGreaterThan(at);
  });
});

describe('the load test (N = 5 on loopback, one runaway)', () => {
  // JupyterHub and its proxy from Debian, installed as `npm run classroom` would (root), else a SetupError naming the command.
  beforeAll(() => ensureHubPackages(), 300_000);

  const run = (args: string[]) =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn('npm', ['run', '--silent', 'classroom', '--', ...args], { cwd: projectRoot });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('close', (code) => resolve({ code, out }));
    });

  it('serves every student, stops the runaway, keeps workspaces private, and leaves nothing behind', { timeout: 400_000 }, async () => {
    // Leftovers of an earlier, killed run: a user of the load test with a process, and a stale folder.
    const stale = loadTestUser(9);
    spawnSync('useradd', ['--no-create-home', '--home-dir', path.join(LOAD_TEST_DIR, 'workspaces', stale), '--shell', '/usr/sbin/nologin', '--user-group', stale]);
    const sleeper = spawn('setpriv', [`--reuid=${stale}`, `--regid=${stale}`, '--clear-groups', 'sleep', '600'], { detached: true, stdio: 'ignore' });
    mkdirSync(path.join(LOAD_TEST_DIR, 'state'), { recursive: true });
    writeFileSync(path.join(LOAD_TEST_DIR, 'state', 'hub.pid'), '999999999');
    const staleUid = systemUid(stale)!;
    // setpriv takes the user's id a moment after it starts (longer on a loaded machine): wait for it.
    for (let waited = 0; waited < 10_000 && !processesOfUsers(new Set([staleUid])).includes(sleeper.pid!); waited += 50) await new Promise((r) => setTimeout(r, 50));
    expect(processesOfUsers(new Set([staleUid]))).toContain(sleeper.pid);

    const json = path.join(projectRoot, 'build', 'classroom', 'test-load-test.json');
    const { code, out } = await run(['load-test', '--students', '5', '--runaway', '10', '--deadline', '280', '--json', json]);
    expect(out).toContain('N=5');
    const [report] = JSON.parse(readFileSync(json, 'utf8')) as LoadTestReport[];
    expect(report.failures).toEqual([]);
    expect(report.notChecked).toEqual([]);
    expect(report.routes).toEqual({ count: 5, problems: [] });
    expect(code).toBe(0);
    expect(report.runaway).toMatchObject({ loopStopped: true, hugeAllocationRefused: true, kernelAliveAfter: true, ownWorkspaceReady: true, otherWorkspaceRefused: true, instructorNotebooksRefused: true });
    expect(report.runaway!.hugeAllocationError).toMatch(/RangeError|allocation/i);
    const notebookStudents = report.students_.filter((s) => s.role === 'notebook');
    expect(notebookStudents).toHaveLength(4);
    for (const s of notebookStudents) {
      expect(s.cells.length).toBe(report.cellMedians.length);
      expect(s.cells.every((c) => c.status === 'ok')).toBe(true);
      expect(s.peakRssMiB).toBeGreaterThan(50);
    }
    // Nothing left: no process or system user of the load test, no folder; the stale ones went first.
    expect(existsSync(LOAD_TEST_DIR)).toBe(false);
    expect(processesOfUsers(new Set([staleUid]))).toEqual([]);
    for (let i = 1; i <= 9; i++) expect(systemUid(loadTestUser(i))).toBeUndefined();
    const hubs = spawnSync('pgrep', ['-f', LOAD_TEST_DIR], { encoding: 'utf8' }).stdout.trim();
    expect(hubs).toBe('');
  });
});
