/** Starting and stopping the classic Jupyter Notebook server on the loopback interface. */
import { ChildProcess, spawn } from 'child_process';
import { randomBytes } from 'crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'fs';
import * as http from 'http';
import * as net from 'net';
import * as os from 'os';
import * as path from 'path';
import { checkInteger } from '../../lib/check';
import { customDir, jupyterEnv, localConfigDir, notebooksDir } from '../paths';
import { SetupError } from './setup-error';

export const HOST = '127.0.0.1';

/** True when nothing listens on host:port yet (we can bind it). */
export function portIsFree(port: number, host = HOST): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** The first free port from `start` on, trying `tries` ports; a SetupError when all are taken. */
export async function findFreePort(start: number, tries = 50, host = HOST): Promise<number> {
  checkInteger('port', start, 1, 65535);
  for (let port = start; port < start + tries && port <= 65535; port++) {
    if (await portIsFree(port, host)) return port;
  }
  throw new SetupError(`no free port from ${start} to ${Math.min(65535, start + tries - 1)} on ${host}`);
}

export interface ServerOptions {
  python: string;
  port?: number;
  notebookDir?: string;
  /** Access token; '' disables it (tests only). Default: a random one. */
  token?: string;
  /** Temporary config, data and runtime folders, removed on stop (tests). */
  isolated?: boolean;
  /** How long to wait for the server to answer, ms. */
  startTimeout?: number;
  log?: (line: string) => void;
}

export interface RunningServer {
  port: number;
  token: string;
  /** The notebook tree, with the token when there is one. */
  url: string;
  baseUrl: string;
  child: ChildProcess;
  /** Stops the server and every kernel it started (the whole process group). */
  stop(): Promise<void>;
  /** Resolves when the server process exits on its own or after stop(). */
  exited: Promise<number | null>;
  /** An isolated server's Jupyter data folder (its notebook-signing secret lives there), removed on stop. */
  dataDir?: string;
}

function get(url: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(url, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
    req.setTimeout(2000, () => {
      req.destroy();
      resolve(0);
    });
  });
}

/** Copies platform/kernel/custom/* (custom.css, custom.js) into `<configDir>/custom`, where the classic Notebook reads them. */
export function installCustomCss(configDir: string): string {
  const target = path.join(configDir, 'custom');
  mkdirSync(target, { recursive: true });
  for (const file of readdirSync(customDir)) copyFileSync(path.join(customDir, file), path.join(target, file));
  return target;
}

/** Start Jupyter Notebook on 127.0.0.1 serving `notebooks/`, wait until it answers. */
export async function startJupyter(opts: ServerOptions): Promise<RunningServer> {
  const log = opts.log ?? (() => {});
  const wanted = opts.port ?? 8888;
  const port = await findFreePort(wanted);
  if (port !== wanted) log(`Port ${wanted} is in use; using ${port} instead.`);
  const token = opts.token ?? randomBytes(24).toString('hex');
  const env = jupyterEnv();
  let tmp: string | undefined;
  if (opts.isolated) {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'jupyter-'));
    env.JUPYTER_CONFIG_DIR = path.join(tmp, 'config');
    env.JUPYTER_DATA_DIR = path.join(tmp, 'data');
    env.JUPYTER_RUNTIME_DIR = path.join(tmp, 'runtime');
    env.IPYTHONDIR = path.join(tmp, 'ipython');
  }
  // The classic Notebook serves <config dir>/custom/custom.css on every page: our server uses a
  // project-local config folder holding the project's copy (left-aligned Markdown tables).
  if (!opts.isolated) env.JUPYTER_CONFIG_DIR = localConfigDir;
  installCustomCss(env.JUPYTER_CONFIG_DIR!);
  const args = [
    '-m', 'notebook', '--no-browser', `--ip=${HOST}`, `--port=${port}`, '--port-retries=0',
    `--notebook-dir=${opts.notebookDir ?? notebooksDir}`, `--NotebookApp.token=${token}`,
    '--NotebookApp.password=', '--allow-root',
  ];
  // Own process group, so stop() reaches the kernels the server started as well.
  const child = spawn(opts.python, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (d: Buffer) => {
    output = (output + d.toString()).slice(-4000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let stopped = false;
  const stop = async () => {
    if (!stopped) {
      stopped = true;
      const kill = (signal: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, signal);
        } catch {
          /* already gone */
        }
      };
      kill('SIGTERM');
      const timer = setTimeout(() => kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
      kill('SIGKILL'); // kernels that outlived the server
      if (tmp) rmSync(tmp, { recursive: true, force: true });
    }
  };
  const baseUrl = `http://${HOST}:${port}/`;
  const query = token ? `?token=${token}` : '';
  const deadline = Date.now() + (opts.startTimeout ?? 60_000);
  let exitCode: number | null | undefined;
  exited.then((c) => (exitCode = c));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) break;
    if ((await get(`${baseUrl}api/status${query}`)) === 200) {
      return { port, token, url: `${baseUrl}tree${query}`, baseUrl, child, stop, exited, dataDir: tmp && env.JUPYTER_DATA_DIR };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  const lastLines = output.trim().split('\n').slice(-5).join('\n');
  throw new SetupError(`Jupyter did not start on port ${port}${exitCode !== undefined ? ` (exit ${exitCode})` : ' within the time limit'}:\n${lastLines}`);
}
