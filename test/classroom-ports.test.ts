// Issue 33: no two servers (or kernels) on one port, and a silent kernel noticed and replaced. A real
// hub on loopback (root, JupyterHub from Debian) with four students whose servers all start at once;
// test/helpers/classroom-ports-driver.ts does the work (Node 20 needs --experimental-websocket for the
// kernels' websockets) and reports what it saw.
import { spawn, spawnSync } from 'child_process';
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

/** Runs Python with platform/classroom on its path (as the hub and the students' servers load it); its stdout's last line as JSON. */
function python(code: string): unknown {
  const lib = path.join(projectRoot, 'platform', 'classroom');
  const r = spawnSync('/usr/bin/python3', ['-c', `import json, socket, sys\nsys.path.insert(0, ${JSON.stringify(lib)})\n${code}`], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout.trim().split('\n').pop()!);
}

describe("the hub's and the servers' side of the ports (Python)", () => {
  it('gives each user a block in class-list order, teachers last, and refuses one reaching the ephemeral range', () => {
    const blocks = python([
      'import classroom_hub as h',
      'ok = {"students": ["ana", "luis"], "teachers": ["teacher"], "studentPorts": {"first": 20000, "perStudent": 100}}',
      'low = h.ephemeral_range()[0]',
      'bad = dict(ok, studentPorts={"first": low - 150, "perStudent": 100})',
      'try:\n    h.port_block(bad, "luis"); err = None\nexcept RuntimeError as e:\n    err = str(e)',
      'print(json.dumps({"blocks": [h.port_block(ok, n) for n in ["ana", "luis", "teacher"]], "err": err, "low": low}))',
    ].join('\n')) as { blocks: number[][]; err: string; low: number };
    expect(blocks.blocks).toEqual([[20000, 20099], [20100, 20199], [20200, 20299]]);
    expect(blocks.err).toContain(`overlap the ephemeral range ${blocks.low}-`);
  });

  it("draws kernel ports from the student's range only, skipping a port another socket holds, and says when the range is used up", () => {
    const drawn = python([
      'import classroom_server as s',
      // Three neighbouring ports below the ephemeral range (nothing draws those at random): the middle one held.
      'def take(port):\n    t = socket.socket(); t.bind(("127.0.0.1", port)); return t',
      'for p in range(29001, 29900, 3):\n    try:\n        socks = [take(p - 1), take(p), take(p + 1)]; break\n    except OSError:\n        pass',
      'socks[0].close(); socks[2].close(); held = socks[1]; held.listen()',
      'cache = s.StudentPortCache((p - 1, p + 1))',
      'got = [cache.find_available_port("127.0.0.1") for _ in range(2)]',
      'try:\n    cache.find_available_port("127.0.0.1"); err = None\nexcept RuntimeError as e:\n    err = str(e)',
      'print(json.dumps({"held": p, "got": got, "err": err}))',
    ].join('\n')) as { held: number; got: number[]; err: string };
    expect(drawn.got).toEqual([drawn.held - 1, drawn.held + 1]);
    expect(drawn.err).toBe(`no free kernel port left in this student's range ${drawn.held - 1}-${drawn.held + 1} (2 in use by this server's kernels)`);
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
