// Issue 33: no two servers (or kernels) on one port, and a silent kernel noticed and replaced. A real
// hub on loopback (root, JupyterHub from Debian) with four students whose servers all start at once;
// test/helpers/classroom-ports-driver.ts does the work (Node 20 needs --experimental-websocket for the
// kernels' websockets) and reports what it saw.
import { spawn } from 'child_process';
import * as path from 'path';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeProblems } from '../platform/classroom/hub';
import { checkStudentPorts } from '../platform/classroom/hub-config';
import { ensureHubPackages } from '../platform/kernel/hub-packages';
import { projectRoot } from '../platform/kernel';

interface Seen {
  settings: { studentPorts: { first: number; perStudent: number }; silenceSeconds: number };
  routes: { user: string; port: number }[];
  problems: string[];
  uids: Record<string, number>;
  firstCells: { status: string }[];
  kernels: { name: string; pid?: number; ports?: number[] }[];
  stopped: number;
  silentCell: { status: string; error?: string; ms: number };
  answeredAfterMs: number;
  afterRestart: { status: string; error?: string };
  replacement?: { pid: number; ports: number[] };
  hubLog: string[];
}

function drive(): Promise<Seen> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--experimental-websocket', '--no-warnings', '--import', 'tsx', path.join('test', 'helpers', 'classroom-ports-driver.ts')], { cwd: projectRoot });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      if (code === 0 && line.startsWith('{')) resolve(JSON.parse(line));
      else reject(new Error(`driver exited ${code}: ${err.slice(-2000)}`));
    });
  });
}

describe('ports the classroom assigns', () => {
  it('keeps every block below the ephemeral range, naming the values otherwise', () => {
    expect(checkStudentPorts({ first: 20000, perStudent: 100 }, 60, [32768, 60999])).toEqual({ first: 20000, perStudent: 100 });
    expect(() => checkStudentPorts({ first: 30000, perStudent: 100 }, 60, [32768, 60999])).toThrow('studentPorts.first must be an integer from 1024 to 26768, got 30000');
  });

  it('finds two routes on one port, and a route to another user\'s server', () => {
    const listeners = new Map([[20000, 1001], [20100, 1002]]);
    const uid = (u: string) => ({ ana: 1001, luis: 1002 })[u];
    expect(routeProblems([{ user: 'ana', port: 20000 }, { user: 'luis', port: 20100 }], uid, listeners)).toEqual([]);
    expect(routeProblems([{ user: 'ana', port: 20100 }, { user: 'luis', port: 20100 }], uid, listeners)).toEqual([
      'port 20100 is the route of ana and luis', "ana's route leads to port 20100, a server of uid 1002, not theirs (1001)",
    ]);
  });
});

describe('four students starting at once, then a silent kernel (a hub on loopback)', () => {
  beforeAll(() => ensureHubPackages(), 300_000);

  it('routes each student to their own server in their block, kernels in their range; a stopped kernel is replaced with a message', { timeout: 400_000 }, async () => {
    const seen = await drive();
    const { first, perStudent } = seen.settings.studentPorts;
    const block = (i: number) => [first + i * perStudent, first + (i + 1) * perStudent - 1];
    // Every route: its own user's server (the listener's uid), one port each, within the user's first five.
    expect(seen.routes.map((r) => r.user).sort()).toEqual(['cp-01', 'cp-02', 'cp-03', 'cp-04']);
    expect(seen.problems).toEqual([]);
    for (const r of seen.routes) {
      const [low] = block(Number(r.user.slice(3)) - 1);
      expect(r.port, r.user).toBeGreaterThanOrEqual(low);
      expect(r.port, r.user).toBeLessThan(low + 5);
    }
    // Every kernel: five ports from its user's own range (after the server's five), none shared.
    expect(seen.firstCells.map((c) => c.status)).toEqual(['ok', 'ok', 'ok', 'ok']);
    const all: number[] = [];
    for (const [i, k] of seen.kernels.entries()) {
      const [low, high] = block(i);
      expect(k.ports, k.name).toHaveLength(5);
      for (const p of k.ports!) expect(p >= low + 5 && p <= high, `${k.name}: kernel port ${p} in ${low + 5}-${high}`).toBe(true);
      all.push(...k.ports!);
    }
    expect(new Set(all).size).toBe(all.length);
    // The stopped kernel: the waiting cell ends with the reason once the new kernel is up (after the bound, a few
    // looks, and the restart, which waits at most the Notebook's 60 s for the new kernel's kernel_info); then it answers.
    expect(seen.silentCell.status).toBe('error');
    expect(seen.silentCell.error).toMatch(/^KernelRestarted: The kernel did not answer for \d+ s \(it was stopped\), so the classroom restarted it/);
    expect(seen.answeredAfterMs).toBeGreaterThanOrEqual(seen.settings.silenceSeconds * 1000);
    expect(seen.answeredAfterMs).toBeLessThan((seen.settings.silenceSeconds + 10 + 60) * 1000);
    expect(seen.afterRestart).toMatchObject({ status: 'ok' });
    expect(seen.replacement?.pid).toBeDefined();
    expect(seen.replacement!.pid).not.toBe(seen.stopped);
    expect(seen.hubLog.some((l) => /\[classroom\] kernel \S+ did not answer for \d+ s \(stopped\): restarting it/.test(l))).toBe(true);
  });
});
