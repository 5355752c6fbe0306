/** The page's `path` (bundle.ts aliases `path` to this file): POSIX joins for the base-case look-up. */
function normalize(parts: unknown[]): string {
  const out: string[] = [];
  for (const p of parts.map(String).join('/').split('/')) {
    if (!p || p === '.') continue;
    if (p === '..') out.pop();
    else out.push(p);
  }
  return '/' + out.join('/');
}

/** Joins path pieces (always absolute in the page). */
export function join(...parts: unknown[]): string {
  return normalize(parts);
}
/** Same as join: the page has no working directory. */
export function resolve(...parts: unknown[]): string {
  return normalize(parts);
}
/** Last piece of a path, minus `ext`. */
export function basename(p: string, ext?: string): string {
  let b = String(p).split('/').pop() ?? '';
  if (ext && b.endsWith(ext)) b = b.slice(0, -ext.length);
  return b;
}
/** Everything but the last piece. */
export function dirname(p: string): string {
  const s = String(p).split('/');
  s.pop();
  return s.join('/') || '/';
}
/** The separator. */
export const sep = '/';
