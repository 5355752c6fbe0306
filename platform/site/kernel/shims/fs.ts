/**
 * Node's synchronous `fs` for the browser kernel: the project's data files (base_cases/, data/) are
 * served by the site under `course/`, read with synchronous XMLHttpRequest (allowed in workers);
 * `course/index.json` (written at build time) answers existsSync, statSync and readdirSync. Files
 * written by a cell or the library stay in memory for the kernel's life.
 */
import { bytesOf, type Bytes } from './bytes';
import { resolve, dirname } from './path';
import { PROJECT_ROOT, siteUrl } from './process-state';

/** The build's index: every served file under course/ with its size. */
interface CourseIndex {
  files: Record<string, number>;
}

const written = new Map<string, Bytes>();
const madeDirs = new Set<string>();
const fetched = new Map<string, string>();
let index: CourseIndex | null = null;

function fail(code: string, syscall: string, p: string): never {
  const text = code === 'ENOENT' ? 'no such file or directory' : code === 'EISDIR' ? 'illegal operation on a directory' : 'not a directory';
  const err = new Error(`${code}: ${text}, ${syscall} '${p}'`) as Error & { code: string; syscall: string; path: string };
  Object.assign(err, { code, syscall, path: p });
  throw err;
}

function syncGet(url: string): string | null {
  const xhr = new XMLHttpRequest();
  xhr.open('GET', url, false);
  xhr.overrideMimeType('text/plain; charset=utf-8');
  xhr.send();
  return xhr.status >= 200 && xhr.status < 300 ? xhr.responseText : null;
}

function courseIndex(): CourseIndex {
  if (!index) {
    const text = syncGet(siteUrl('course/index.json'));
    index = text ? (JSON.parse(text) as CourseIndex) : { files: {} };
  }
  return index;
}

/** The path under the project root ('data/x.txt'), or null outside it. */
function served(p: string): string | null {
  return p.startsWith(PROJECT_ROOT + '/') ? p.slice(PROJECT_ROOT.length + 1) : null;
}

function isServedFile(p: string): boolean {
  const rel = served(p);
  return rel !== null && Object.prototype.hasOwnProperty.call(courseIndex().files, rel);
}

function isDir(p: string): boolean {
  if (p === '/' || p === PROJECT_ROOT || madeDirs.has(p)) return true;
  const prefix = p + '/';
  for (const w of written.keys()) if (w.startsWith(prefix)) return true;
  const rel = served(prefix);
  return rel !== null && Object.keys(courseIndex().files).some((f) => f.startsWith(rel));
}

function readText(p: string): string {
  const mine = written.get(p);
  if (mine) return mine.toString('utf8');
  if (!isServedFile(p)) return isDir(p) ? fail('EISDIR', 'read', p) : fail('ENOENT', 'open', p);
  let text = fetched.get(p);
  if (text === undefined) {
    const got = syncGet(siteUrl(`course/${served(p)}`));
    if (got === null) fail('ENOENT', 'open', p);
    text = got;
    fetched.set(p, text);
  }
  return text;
}

type Encoding = BufferEncoding | { encoding?: string | null } | null | undefined;
type BufferEncoding = string;

function encodingOf(options: Encoding): string | null {
  if (typeof options === 'string') return options;
  return options && options.encoding ? options.encoding : null;
}

export function readFileSync(file: string | number, options?: Encoding): string | Bytes {
  const p = resolve(String(file));
  const text = readText(p);
  const encoding = encodingOf(options);
  return encoding ? text : bytesOf(text);
}

export function existsSync(file: string): boolean {
  const p = resolve(String(file));
  return written.has(p) || isServedFile(p) || isDir(p);
}

function stats(p: string, file: boolean, size: number) {
  const now = Date.now();
  return { isFile: () => file, isDirectory: () => !file, isSymbolicLink: () => false, size, mtimeMs: now, mtime: new Date(now) };
}

export function statSync(file: string, options?: { throwIfNoEntry?: boolean }) {
  const p = resolve(String(file));
  const mine = written.get(p);
  if (mine) return stats(p, true, mine.length);
  if (isServedFile(p)) return stats(p, true, courseIndex().files[served(p) as string]);
  if (isDir(p)) return stats(p, false, 0);
  if (options && options.throwIfNoEntry === false) return undefined;
  return fail('ENOENT', 'stat', p);
}

export const lstatSync = statSync;

export function readdirSync(dir: string, options?: { withFileTypes?: boolean }) {
  const p = resolve(String(dir));
  if (!isDir(p)) return isServedFile(p) || written.has(p) ? fail('ENOTDIR', 'scandir', p) : fail('ENOENT', 'scandir', p);
  const names = new Map<string, boolean>(); // name → is a file
  const prefix = p === '/' ? '/' : p + '/';
  const add = (full: string) => {
    const rest = full.slice(prefix.length);
    const slash = rest.indexOf('/');
    names.set(slash < 0 ? rest : rest.slice(0, slash), slash < 0);
  };
  for (const f of Object.keys(courseIndex().files)) if (`${PROJECT_ROOT}/${f}`.startsWith(prefix)) add(`${PROJECT_ROOT}/${f}`);
  for (const w of written.keys()) if (w.startsWith(prefix)) add(w);
  for (const d of madeDirs) if (d.startsWith(prefix)) add(d + '/');
  const sorted = [...names.keys()].filter(Boolean).sort();
  if (!options || !options.withFileTypes) return sorted;
  return sorted.map((name) => ({ name, isFile: () => names.get(name) === true, isDirectory: () => names.get(name) !== true, isSymbolicLink: () => false }));
}

export function writeFileSync(file: string, data: string | Uint8Array): void {
  const p = resolve(String(file));
  written.set(p, bytesOf(data));
}

export function appendFileSync(file: string, data: string | Uint8Array): void {
  const p = resolve(String(file));
  const before = written.get(p) ?? (isServedFile(p) ? bytesOf(readText(p)) : bytesOf(''));
  const more = bytesOf(data);
  const joined = bytesOf(new Uint8Array(before.length + more.length));
  joined.set(before, 0);
  joined.set(more, before.length);
  written.set(p, joined);
}

export function mkdirSync(dir: string, options?: { recursive?: boolean }): void {
  let p = resolve(String(dir));
  if (!options || !options.recursive) {
    madeDirs.add(p);
    return;
  }
  while (p !== '/' && !madeDirs.has(p)) {
    madeDirs.add(p);
    p = dirname(p);
  }
}

export function unlinkSync(file: string): void {
  const p = resolve(String(file));
  if (!written.delete(p)) fail('ENOENT', 'unlink', p);
}

export function rmSync(file: string): void {
  const p = resolve(String(file));
  written.delete(p);
  madeDirs.delete(p);
}

export function realpathSync(file: string): string {
  return resolve(String(file));
}

/** The promise API, for a cell that awaits a read. */
export const promises = {
  readFile: async (file: string, options?: Encoding) => readFileSync(file, options),
  writeFile: async (file: string, data: string | Uint8Array) => writeFileSync(file, data),
  readdir: async (dir: string, options?: { withFileTypes?: boolean }) => readdirSync(dir, options),
  stat: async (file: string) => statSync(file),
};

export const constants = { F_OK: 0, R_OK: 4, W_OK: 2, X_OK: 1 };
