/**
 * `npm run classroom`: the lab's hub on this machine. The first start takes the class list; every
 * start refreshes the student edition (new notebooks reach the students on their next login, their
 * own copies are never touched), gives new names a password and a system user, and serves the hub
 * on 127.0.0.1 (put a TLS reverse proxy in front to open it to the lab's network).
 */
import { copyFileSync, existsSync, readFileSync, appendFileSync } from 'fs';
import { randomBytes } from 'crypto';
import * as path from 'path';
import { writeStudentEditions } from '../notebook-files/student-edition';
import { projectRoot } from '../paths';
import { ensureCompiledLibrary } from '../kernel/setup';
import { makeReadableByAll, sealInstructorMaterial } from './seal';
import { resolveNotebooks } from '../notebook-files/course-notebooks';
import { addAccounts, checkUserName, classroomUid, ensureSystemUser, parseClassList, readAccounts, writeAccounts } from './accounts';
import { classroomPaths, createClassroomFolders, hubSettings, workspaceOf, writeClassroom, type ClassroomPaths } from './hub-config';
import { freePorts, killLeftovers, startHub, type RunningHub } from './hub';
import { DEFAULT_LIMITS, type Limits } from './limits';

export interface ClassroomOptions {
  root?: string;
  /** A class list file (one user name a line); kept as `<root>/class-list.txt` for later starts. */
  classList?: string;
  teacher?: string;
  port?: number;
  limits?: Limits;
  log?: (line: string) => void;
}

export interface Classroom {
  paths: ClassroomPaths;
  hub: RunningHub;
  students: string[];
  teacher: string;
  /** Passwords created by this start (name → password); also appended to passwords.txt. */
  newPasswords: Map<string, string>;
}

/** The class list: from `file` (and saved in the classroom) or the one saved by an earlier start. */
export function loadClassList(paths: ClassroomPaths, file?: string): string[] {
  const saved = path.join(paths.root, 'class-list.txt');
  if (file) {
    if (!existsSync(file)) throw new RangeError(`class list must be a file of user names, got ${JSON.stringify(file)} (not found)`);
    const names = parseClassList(readFileSync(file, 'utf8'));
    if (path.resolve(file) !== saved) copyFileSync(file, saved);
    return names;
  }
  if (!existsSync(saved)) throw new RangeError('the first start needs a class list: npm run classroom -- --class students.txt (one user name a line)');
  return parseClassList(readFileSync(saved, 'utf8'));
}

/**
 * Before any student's server starts: the instructor's material sealed (seal.ts) and the compiled
 * library current and readable by all, so no student's kernel compiles lib/ on its own first start.
 */
export function prepareCourseForStudents(log: (line: string) => void = () => {}): void {
  const sealed = sealInstructorMaterial();
  if (sealed.length) log(`Sealed from the students (no access for others): ${sealed.join(', ')}.`);
  const library = ensureCompiledLibrary(projectRoot, log);
  makeReadableByAll(library.dir);
}

export async function startClassroom(opts: ClassroomOptions): Promise<Classroom> {
  const log = opts.log ?? (() => {});
  const paths = classroomPaths(opts.root);
  const limits = opts.limits ?? DEFAULT_LIMITS;
  const teacher = checkUserName(opts.teacher ?? 'teacher');
  createClassroomFolders(paths);
  const students = loadClassList(paths, opts.classList);
  if (students.includes(teacher)) throw new RangeError(`teacher must not be on the class list, got ${JSON.stringify(teacher)}`);

  const { accounts, added } = addAccounts(readAccounts(paths.accountsFile), [teacher, ...students]);
  writeAccounts(paths.accountsFile, accounts);
  if (added.size) {
    appendFileSync(paths.passwordsFile, [...added].map(([n, p]) => `${n}\t${p}\n`).join(''), { mode: 0o600 });
  }
  for (const name of [teacher, ...students]) ensureSystemUser(name, workspaceOf(paths, name));
  const written = writeStudentEditions(resolveNotebooks([]), paths.studentEdition);
  log(`Student edition: ${written.length} notebooks, copied into each workspace on first login.`);
  prepareCourseForStudents(log);

  const uids = new Set([teacher, ...students].map((n) => classroomUid(n, workspaceOf(paths, n))).filter((u): u is number => u !== undefined));
  killLeftovers(paths, uids);
  const ports = await freePorts(opts.port ?? 8000);
  if (opts.port && ports.port !== opts.port) log(`Port ${opts.port} is in use; using ${ports.port} instead.`);
  const settings = hubSettings(paths, {
    ports, authenticator: 'class-list', students, teachers: [teacher], adminToken: randomBytes(24).toString('hex'), limits,
  });
  writeClassroom(paths, settings, limits);
  const hub = await startHub(paths, { port: ports.port, uids: () => uids });
  return { paths, hub, students, teacher, newPasswords: added };
}
