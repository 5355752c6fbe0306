/**
 * The `fs` platform/kernel/error-report.cjs reads through in the browser: lib/'s sources from the
 * library bundle's map, an identity map for the compiled files library-frames.ts names, anything
 * else from the course's files.
 */
import { readFileSync as courseRead } from '../shims/fs';
import { librarySource } from './library-source';
import { COMPILED_LIB } from './library-frames';

export function readFileSync(file: string, encoding?: string): string {
  if (file.startsWith(COMPILED_LIB) && file.endsWith('.js.map')) return '{"identity":true}';
  const source = librarySource(file);
  if (source !== undefined) return source;
  return String(courseRead(file, encoding ?? 'utf8'));
}

export function existsSync(file: string): boolean {
  return librarySource(file) !== undefined;
}
