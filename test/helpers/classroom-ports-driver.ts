// Driven by test/classroom-ports.test.ts (run as `node --experimental-websocket --import tsx`, for the
// kernels' websockets on Node 20): a hub with four students on loopback, all their servers started at
// once, then a kernel each, then one kernel stopped with SIGSTOP. Prints one JSON object with what it saw,
// for the test to check; always removes the hub, the users and the folder.
import { randomBytes } from 'crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import * as path from 'path';
import { classroomUid, ensureSystemUser, removeSystemUser } from '../../platform/classroom/accounts';
import { prepareCourseForStudents } from '../../platform/classroom/classroom';
import { classroomPaths, hubSettings, workspaceOf, writeClassroom } from '../../platform/classroom/hub-config';
import { HubApi, UserServer } from '../../platform/classroom/hub-api';
import { freePorts, killLeftovers, processesOfUsers, routeProblems, startHub } from '../../platform/classroom/hub';
import { KernelChannel } from '../../platform/classroom/kernel-channel';
import { DEFAULT_LIMITS } from '../../platform/classroom/limits';
import { projectRoot } from '../../platform/paths';

const paths = classroomPaths(path.join(projectRoot, '.classroom-ports-test'));
const names = ['cp-01', 'cp-02', 'cp-03', 'cp-04'];
const STUDENT_PORTS = { first: 24000, perStudent: 100 };
const SILENCE_SECONDS = 6;

function uids(): Set<number> {
  return new Set(names.map((n) => classroomUid(n, workspaceOf(paths, n))).filter((u): u is number => u !== undefined));
}

function clean(): void {
  killLeftovers(paths, uids());
  for (const n of names) removeSystemUser(n, workspaceOf(paths, n));
  rmSync(paths.root, { recursive: true, force: true });
}

/** The user's kernel (the node process) and the ports of its connection file. */
function kernelOf(uid: number): { pid: number; ports: number[] } | undefined {
  for (const pid of processesOfUsers(new Set([uid]))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'node') continue;
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      const info = JSON.parse(readFileSync(args[args.length - 1], 'utf8'));
      return { pid, ports: ['shell_port', 'iopub_port', 'stdin_port', 'control_port', 'hb_port'].map((k) => info[k]) };
    } catch {
      /* exited meanwhile */
    }
  }
  return undefined;
}

async function openKernel(api: HubApi, hubUrl: string, name: string): Promise<KernelChannel> {
  const server = new UserServer(hubUrl, name, await api.userToken(name));
  const kernel = await server.startKernel();
  return new KernelChannel(server.channelsUrl(kernel, randomBytes(8).toString('hex')));
}

async function main(): Promise<void> {
  clean();
  for (const n of names) ensureSystemUser(n, workspaceOf(paths, n));
  const ports = await freePorts(17000 + Math.floor(Math.random() * 900));
  const adminToken = randomBytes(24).toString('hex');
  const settings = hubSettings(paths, {
    ports, authenticator: 'dummy', dummyPassword: randomBytes(8).toString('hex'), students: names, teachers: [], adminToken,
    limits: DEFAULT_LIMITS, startTimeout: 300, studentPorts: STUDENT_PORTS, silenceSeconds: SILENCE_SECONDS,
  });
  writeClassroom(paths, settings, DEFAULT_LIMITS);
  prepareCourseForStudents();
  const hubLog: string[] = [];
  const hub = await startHub(paths, { port: ports.port, uids, log: (l) => hubLog.push(l) });
  try {
    const api = new HubApi(hub.url, adminToken);
    await api.ensureUsers(names);
    await Promise.all(names.map((n) => api.startServer(n)));
    const uidOf = new Map(names.map((n) => [n, classroomUid(n, workspaceOf(paths, n))!]));
    const routes = await api.routes();
    const problems = routeProblems(routes, (u) => uidOf.get(u));
    const channels = await Promise.all(names.map((n) => openKernel(api, hub.url, n)));
    const firstCells = await Promise.all(channels.map((c) => c.execute('1 + 1', 120_000)));
    const kernels = names.map((n) => ({ name: n, ...kernelOf(uidOf.get(n)!) }));
    // The silent kernel: cp-02's, stopped as if it never got the CPU or never heard its sockets.
    const stopped = kernels[1].pid!;
    process.kill(stopped, 'SIGSTOP');
    const asked = Date.now();
    const silentCell = await channels[1].execute('1 + 1', 120_000);
    const answeredAfterMs = Date.now() - asked;
    const afterRestart = await channels[1].execute('const answer: number = 6 * 7; answer', 120_000);
    const replacement = kernelOf(uidOf.get(names[1])!);
    for (const c of channels) c.close();
    console.log(JSON.stringify({
      settings: { studentPorts: STUDENT_PORTS, silenceSeconds: SILENCE_SECONDS }, routes, problems, uids: Object.fromEntries(uidOf),
      firstCells, kernels, stopped, silentCell, answeredAfterMs, afterRestart, replacement,
      hubLog: hubLog.join('\n').split('\n').filter((l) => l.includes('[classroom]')),
    }));
  } finally {
    mkdirSync(path.join(projectRoot, 'build', 'classroom'), { recursive: true });
    writeFileSync(path.join(projectRoot, 'build', 'classroom', 'ports-test-hub.log'), `${hubLog.join('\n')}\n`);
    await hub.stop();
    clean();
  }
}

main().catch((e) => {
  console.error(e);
  clean();
  process.exit(1);
});
