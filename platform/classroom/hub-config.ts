/**
 * The classroom's folder and JupyterHub's configuration in it. Everything lives in one folder
 * (`.classroom/` in the project unless told otherwise; git ignores it):
 *
 *     state/             root only: the hub's database, cookie secret, settings (admin token), pid files
 *     accounts.json      root only: the salted password hashes of the class list
 *     passwords.txt      root only: the passwords to hand out (written when accounts are added)
 *     student-edition/   the notebooks without solutions, copied into each workspace on first login
 *     share/jupyter/     the TypeScript kernel with the per-student limits (JUPYTER_PATH of every server)
 *     config/            the classic Notebook's custom.css (left-aligned tables), as `npm start` has
 *     workspaces/<name>/ one per student, mode 700, owned by the student's system user
 */
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'fs';
import * as path from 'path';
import { installKernelSpec } from '../kernel/kernel-spec';
import { projectRoot } from '../paths';
import { checkInteger } from '../../lib/check';
import { installCustomCss } from '../kernel/server';
import { limitedKernelSpec, kernelSpecDirIn, serverArgs, type Limits } from './limits';

export const DEFAULT_CLASSROOM_DIR = path.join(projectRoot, '.classroom');

export interface ClassroomPaths {
  root: string;
  state: string;
  settingsFile: string;
  configFile: string;
  accountsFile: string;
  passwordsFile: string;
  studentEdition: string;
  jupyterPath: string;
  notebookConfig: string;
  workspaces: string;
}

export function classroomPaths(root = DEFAULT_CLASSROOM_DIR): ClassroomPaths {
  const state = path.join(root, 'state');
  return {
    root,
    state,
    settingsFile: path.join(state, 'settings.json'),
    configFile: path.join(state, 'jupyterhub_config.py'),
    accountsFile: path.join(root, 'accounts.json'),
    passwordsFile: path.join(root, 'passwords.txt'),
    studentEdition: path.join(root, 'student-edition'),
    jupyterPath: path.join(root, 'share', 'jupyter'),
    notebookConfig: path.join(root, 'config'),
    workspaces: path.join(root, 'workspaces'),
  };
}

/** A student's workspace, which is also their system user's home. */
export function workspaceOf(paths: ClassroomPaths, name: string): string {
  return path.join(paths.workspaces, name);
}

export interface HubSettings {
  ip: string;
  port: number;
  hubPort: number;
  proxyApiPort: number;
  stateDir: string;
  workspacesDir: string;
  studentEditionDir: string;
  authenticator: 'class-list' | 'dummy';
  accountsFile: string;
  /** Tests only (authenticator 'dummy'). */
  dummyPassword: string;
  students: string[];
  teachers: string[];
  adminToken: string;
  serverArgs: string[];
  serverEnv: Record<string, string>;
  startTimeout: number;
  maxServers: number;
  /** Each user's block of ports (server, then kernels), in the order students, teachers; below the ephemeral range. */
  studentPorts: StudentPorts;
  /** A kernel someone waits for that answers nothing and uses no CPU this long is restarted (classroom_server.py). */
  silenceSeconds: number;
  watchIntervalSeconds: number;
}

export interface StudentPorts {
  first: number;
  perStudent: number;
}

/** The classroom's default blocks: from 20000, 100 ports a user (5 for the server, 95 for up to 19 kernels). */
export const DEFAULT_STUDENT_PORTS: StudentPorts = { first: 20000, perStudent: 100 };
export const DEFAULT_SILENCE_SECONDS = 30;

/** The ports Linux hands out for port 0 and as the local end of outgoing connections. */
export function ephemeralPortRange(file = '/proc/sys/net/ipv4/ip_local_port_range'): [number, number] {
  const [low, high] = readFileSync(file, 'utf8').trim().split(/\s+/).map(Number);
  return [low, high];
}

/** Throws a RangeError unless every user's block fits between 1024 and the ephemeral range. */
export function checkStudentPorts(ports: StudentPorts, users: number, ephemeral = ephemeralPortRange()): StudentPorts {
  checkInteger('studentPorts.perStudent', ports.perStudent, 10, 1000);
  const last = ports.first + users * ports.perStudent - 1;
  checkInteger('studentPorts.first', ports.first, 1024, ephemeral[0] - users * ports.perStudent);
  if (last >= ephemeral[0]) throw new RangeError(`studentPorts must end below the ephemeral range ${ephemeral[0]}-${ephemeral[1]}, got ${ports.first}-${last}`);
  return ports;
}

export interface HubSettingsInput {
  ports: { port: number; hubPort: number; proxyApiPort: number };
  authenticator: 'class-list' | 'dummy';
  students: string[];
  teachers: string[];
  adminToken: string;
  limits: Limits;
  dummyPassword?: string;
  startTimeout?: number;
  maxServers?: number;
  studentPorts?: StudentPorts;
  silenceSeconds?: number;
}

/** The settings classroom_hub.py turns into JupyterHub's traits. */
export function hubSettings(paths: ClassroomPaths, input: HubSettingsInput): HubSettings {
  const users = new Set([...input.students, ...input.teachers]).size;
  const silenceSeconds = checkInteger('silenceSeconds', input.silenceSeconds ?? DEFAULT_SILENCE_SECONDS, 5, 3600);
  return {
    ip: '127.0.0.1',
    ...input.ports,
    stateDir: paths.state,
    workspacesDir: paths.workspaces,
    studentEditionDir: paths.studentEdition,
    authenticator: input.authenticator,
    accountsFile: paths.accountsFile,
    dummyPassword: input.dummyPassword ?? '',
    students: input.students,
    teachers: input.teachers,
    adminToken: input.adminToken,
    serverArgs: serverArgs(input.limits),
    serverEnv: {
      JUPYTER_PATH: paths.jupyterPath,
      JUPYTER_CONFIG_DIR: paths.notebookConfig,
      // Debian 12 has no jupyter_server: the classic Notebook is the single-user server.
      JUPYTERHUB_SINGLEUSER_APP: 'notebook.notebookapp.NotebookApp',
      PYTHONUNBUFFERED: '1',
    },
    startTimeout: input.startTimeout ?? 120,
    maxServers: input.maxServers ?? 0,
    studentPorts: checkStudentPorts(input.studentPorts ?? DEFAULT_STUDENT_PORTS, users),
    silenceSeconds,
    // A few looks within the bound, so a silent kernel is replaced soon after it.
    watchIntervalSeconds: Math.min(5, Math.floor(silenceSeconds / 3)),
  };
}

/** jupyterhub_config.py: load our module and hand it the settings. */
export function hubConfigPython(settingsFile: string): string {
  const libDir = __dirname;
  return [
    '# Written by platform/classroom/hub-config.ts; the settings are in the JSON file beside this one.',
    'import json, sys',
    `sys.path.insert(0, ${JSON.stringify(libDir)})`,
    'import classroom_hub',
    `with open(${JSON.stringify(settingsFile)}) as f:`,
    '    classroom_hub.configure(c, json.load(f))',
    '',
  ].join('\n');
}

/**
 * The students' notebook servers' jupyter_notebook_config.py (in JUPYTER_CONFIG_DIR): classroom_server.py's
 * kernel ports from the student's block and the watchdog for silent kernels.
 */
export function serverConfigPython(settings: Pick<HubSettings, 'silenceSeconds' | 'watchIntervalSeconds'>): string {
  const serverSettings = { silenceSeconds: settings.silenceSeconds, watchIntervalSeconds: settings.watchIntervalSeconds };
  return [
    '# Written by platform/classroom/hub-config.ts for every student\'s notebook server.',
    'import sys',
    `sys.path.insert(0, ${JSON.stringify(__dirname)})`,
    'import classroom_server',
    `classroom_server.configure(c, ${JSON.stringify(serverSettings)})`,
    '',
  ].join('\n');
}

/** Creates the classroom's folders with their modes (workspaces 711: a student can reach their own, not list the others). */
export function createClassroomFolders(paths: ClassroomPaths): void {
  for (const [dir, mode] of [[paths.root, 0o755], [paths.state, 0o700], [paths.studentEdition, 0o700], [paths.workspaces, 0o711]] as const) {
    mkdirSync(dir, { recursive: true });
    chmodSync(dir, mode);
  }
}

/** Creates the folders and writes the kernel spec, custom.css, settings and config. */
export function writeClassroom(paths: ClassroomPaths, settings: HubSettings, limits: Limits): void {
  createClassroomFolders(paths);
  installKernelSpec(kernelSpecDirIn(paths.jupyterPath), limitedKernelSpec(limits));
  installCustomCss(paths.notebookConfig);
  writeFileSync(path.join(paths.notebookConfig, 'jupyter_notebook_config.py'), serverConfigPython(settings), { mode: 0o644 });
  writeFileSync(paths.settingsFile, `${JSON.stringify(settings, null, 1)}\n`, { mode: 0o600 });
  writeFileSync(paths.configFile, hubConfigPython(paths.settingsFile), { mode: 0o600 });
}
