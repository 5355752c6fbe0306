/**
 * Starting and stopping JupyterHub. The hub runs in its own process group; the proxy and every
 * student's server run in sessions of their own (JupyterHub starts them so), so stopping means: ask
 * the hub to stop (it stops the servers and the proxy), then kill whatever is left — the hub's group,
 * the proxy from its pid file, and every process of the classroom's users.
 */
import { ChildProcess, spawn } from 'child_process';
import { existsSync, readdirSync, readFileSync } from 'fs';
import * as path from 'path';
import { findFreePort } from '../kernel/server';
import { SetupError } from '../kernel/setup-error';
import type { ClassroomPaths } from './hub-config';

export interface RunningHub {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  /** The last lines the hub wrote (for error messages). */
  output(): string;
  stop(): Promise<void>;
}

/** Three free loopback ports: the public one (proxy), the hub's, the proxy's API. */
export async function freePorts(start: number): Promise<{ port: number; hubPort: number; proxyApiPort: number }> {
  const port = await findFreePort(start);
  const hubPort = await findFreePort(port + 1);
  const proxyApiPort = await findFreePort(hubPort + 1);
  return { port, hubPort, proxyApiPort };
}

/** Process ids whose real user id is one of `uids` (from /proc). */
export function processesOfUsers(uids: Set<number>): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
      if (uids.has(uid)) pids.push(Number(entry));
    } catch {
      /* exited meanwhile */
    }
  }
  return pids;
}

/** Listening TCP ports on IPv4 and the user id of the socket's owner (from /proc/net/tcp). */
export function listenerUids(file = '/proc/net/tcp'): Map<number, number> {
  const found = new Map<number, number>();
  for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
    const f = line.trim().split(/\s+/);
    if (f.length < 8 || f[3] !== '0A') continue; // 0A: LISTEN
    found.set(parseInt(f[1].split(':')[1], 16), Number(f[7]));
  }
  return found;
}

/**
 * What is wrong with the proxy's routes (none if every route leads to a server of its own user, no two to
 * one port): a route to another user's server is one student's page served by another's server.
 */
export function routeProblems(routes: { user: string; port: number }[], uidOf: (user: string) => number | undefined, listeners = listenerUids()): string[] {
  const problems: string[] = [];
  const byPort = new Map<number, string[]>();
  for (const { user, port } of routes) byPort.set(port, [...(byPort.get(port) ?? []), user]);
  for (const [port, users] of byPort) if (users.length > 1) problems.push(`port ${port} is the route of ${users.join(' and ')}`);
  for (const { user, port } of routes) {
    const owner = listeners.get(port);
    if (owner === undefined) problems.push(`${user}'s route leads to port ${port}, where nothing listens`);
    else if (owner !== uidOf(user)) problems.push(`${user}'s route leads to port ${port}, a server of uid ${owner}, not theirs (${uidOf(user)})`);
  }
  return problems;
}

/** Two users given one port, read from the hub's log ("Adding user X to proxy /user/X/ => http://127.0.0.1:P"). */
export function logRouteProblems(lines: string[]): string[] {
  const usersOf = new Map<number, Set<string>>();
  for (const line of lines) {
    const m = /Adding user (\S+) to proxy \S+ => https?:\/\/[^:/\s]+:(\d+)/.exec(line);
    if (m) usersOf.set(Number(m[2]), (usersOf.get(Number(m[2])) ?? new Set()).add(m[1]));
  }
  return [...usersOf].filter(([, users]) => users.size > 1).map(([port, users]) => `the hub's log gives port ${port} to ${[...users].join(' and ')}`);
}

function kill(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    /* already gone */
  }
}

function pidFromFile(file: string): number | undefined {
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid > 1 ? pid : undefined;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Kills what a previous run may have left: a hub or proxy named in the state folder's pid files
 * (only if still running) and every process of the given users.
 */
export function killLeftovers(paths: ClassroomPaths, uids: Set<number>): number {
  let killed = 0;
  for (const file of ['hub.pid', 'proxy.pid']) {
    const pid = pidFromFile(path.join(paths.state, file));
    if (pid && alive(pid)) {
      kill(pid, 'SIGKILL');
      killed++;
    }
  }
  for (const pid of processesOfUsers(uids)) {
    kill(pid, 'SIGKILL');
    killed++;
  }
  return killed;
}

function get(url: string): Promise<number> {
  return fetch(url, { signal: AbortSignal.timeout(3000) }).then((r) => r.status, () => 0);
}

/** Starts JupyterHub with the classroom's config; resolves once its API answers. */
export async function startHub(paths: ClassroomPaths, opts: { port: number; uids: () => Set<number>; timeoutMs?: number; log?: (line: string) => void }): Promise<RunningHub> {
  const child = spawn('/usr/bin/jupyterhub', ['-f', paths.configFile], {
    cwd: paths.state, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
    // Debian's configurable-http-proxy finds its modules (commander, http-proxy…) in /usr/share/nodejs,
    // which Debian's own node searches but a Node installed otherwise (nodesource, nvm) does not.
    env: { ...process.env, PYTHONUNBUFFERED: '1', NODE_PATH: ['/usr/share/nodejs', process.env.NODE_PATH].filter(Boolean).join(':') },
  });
  let tail = '';
  const collect = (d: Buffer) => {
    tail = (tail + d.toString()).slice(-8000);
    opts.log?.(d.toString().trimEnd());
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve((exitCode = code))));
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      kill(child.pid!, 'SIGTERM'); // the hub stops the servers and the proxy (cleanup_servers)
      const timer = setTimeout(() => kill(-child.pid!, 'SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
      kill(-child.pid!, 'SIGKILL');
      killLeftovers(paths, opts.uids());
    })());
  const url = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  while (Date.now() < deadline && exitCode === undefined) {
    if ((await get(`${url}/hub/api/`)) === 200) return { url, child, exited, output: () => tail, stop };
    await new Promise((r) => setTimeout(r, 300));
  }
  await stop();
  const last = tail.trim().split("\n").slice(-8).join("\n");
  throw new SetupError(`JupyterHub did not start on ${url}${exitCode !== undefined ? ` (exit ${exitCode})` : ' in time'}:\n${last}`);
}
