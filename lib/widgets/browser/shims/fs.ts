/**
 * The page's `fs` (bundle.ts aliases `fs` to this file): serves the knight's-tour base files that
 * bundle.ts embeds as `__COURSE_BASE_FILES__` (file name → text); nothing else exists.
 */
declare const __COURSE_BASE_FILES__: Record<string, string>;

const files: Record<string, string> = typeof __COURSE_BASE_FILES__ === 'object' ? __COURSE_BASE_FILES__ : {};
const own = (name: string) => Object.prototype.hasOwnProperty.call(files, name);
const base = (p: unknown) => String(p).split('/').pop() ?? '';

/** True for the base-case folder and the embedded files in it. */
export function existsSync(p: unknown): boolean {
  return String(p).endsWith('base_cases') || own(base(p));
}

/** Text of an embedded base file. */
export function readFileSync(p: unknown): string {
  const name = base(p);
  if (!own(name)) throw new Error(`not embedded in the page: ${String(p)}`);
  return files[name];
}

/** Names of the embedded base files. */
export function readdirSync(): string[] {
  return Object.keys(files);
}

function readOnly(): never {
  throw new Error('the page has no file system');
}
/** Not available in the page. */
export const writeFileSync = readOnly;
/** Not available in the page. */
export const mkdirSync = readOnly;
