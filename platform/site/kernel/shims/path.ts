/**
 * Node's `path`, POSIX flavour, for the browser kernel: the converter (tslab's tspath), the library
 * (project-root, data files) and cells all name files as `/course/...`.
 */
import { cwd } from './process-state';

function normalizeParts(parts: string[], absolute: boolean): string[] {
  const out: string[] = [];
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length > 0 && out[out.length - 1] !== '..') out.pop();
      else if (!absolute) out.push('..');
    } else out.push(part);
  }
  return out;
}

export function normalize(p: string): string {
  if (p === '') return '.';
  const absolute = p.startsWith('/');
  const trailing = p.endsWith('/');
  let body = normalizeParts(p.split('/'), absolute).join('/');
  if (body === '' && !absolute) body = '.';
  if (body !== '' && trailing) body += '/';
  return (absolute ? '/' : '') + body;
}

export function join(...parts: string[]): string {
  const joined = parts.filter((x) => x !== '').join('/');
  return joined === '' ? '.' : normalize(joined);
}

export function resolve(...parts: string[]): string {
  let resolved = '';
  for (let i = parts.length - 1; i >= 0 && !resolved.startsWith('/'); i--) {
    if (parts[i]) resolved = resolved ? `${parts[i]}/${resolved}` : parts[i];
  }
  if (!resolved.startsWith('/')) resolved = `${cwd()}/${resolved}`;
  const body = normalizeParts(resolved.split('/'), true).join('/');
  return `/${body}`;
}

export function isAbsolute(p: string): boolean {
  return p.startsWith('/');
}

export function dirname(p: string): string {
  if (p === '') return '.';
  const trimmed = p.length > 1 ? p.replace(/\/+$/, '') : p;
  const i = trimmed.lastIndexOf('/');
  if (i < 0) return '.';
  return i === 0 ? '/' : trimmed.slice(0, i);
}

export function basename(p: string, ext?: string): string {
  const trimmed = p.length > 1 ? p.replace(/\/+$/, '') : p;
  const base = trimmed.slice(trimmed.lastIndexOf('/') + 1);
  return ext && base.endsWith(ext) && base !== ext ? base.slice(0, -ext.length) : base;
}

export function extname(p: string): string {
  const base = basename(p);
  const i = base.lastIndexOf('.');
  return i <= 0 ? '' : base.slice(i);
}

export function relative(from: string, to: string): string {
  const a = resolve(from).split('/').filter(Boolean);
  const b = resolve(to).split('/').filter(Boolean);
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  return [...a.slice(common).map(() => '..'), ...b.slice(common)].join('/');
}

export function parse(p: string): { root: string; dir: string; base: string; ext: string; name: string } {
  const base = basename(p);
  const ext = extname(p);
  return { root: p.startsWith('/') ? '/' : '', dir: p.includes('/') ? dirname(p) : '', base, ext, name: ext ? base.slice(0, -ext.length) : base };
}

export function format(o: { root?: string; dir?: string; base?: string; name?: string; ext?: string }): string {
  const base = o.base ?? `${o.name ?? ''}${o.ext ?? ''}`;
  const dir = o.dir ?? o.root ?? '';
  return dir ? (dir.endsWith('/') ? dir + base : `${dir}/${base}`) : base;
}

export function toNamespacedPath(p: string): string {
  return p;
}

export const sep = '/';
export const delimiter = ':';

const path = { normalize, join, resolve, isAbsolute, dirname, basename, extname, relative, parse, format, toNamespacedPath, sep, delimiter } as Record<string, unknown>;
path.posix = path;
export default path;
