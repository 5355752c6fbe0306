/**
 * An error's stack with its library.js frames mapped to lib/'s TypeScript, in the form the server's
 * report reads for the compiled library (`/course/.library/lib/x.js:<line>:<column>`, already at the
 * TypeScript line, so the "compiled file's map" it then asks for is the identity: report-fs.ts).
 * Frames elsewhere (cells, Plot, d3) are left as they are.
 */
import { librarySourceMap, libraryScriptUrl } from './library-source';

export const COMPILED_LIB = '/course/.library/lib/';
export const SOURCE_LIB = '/course/lib/';

const FRAME = /^(\s*at (?:.*? \()?)(.+?):(\d+):(\d+)(\)?)$/;

function mapFrame(line: string, url: string): string {
  const m = FRAME.exec(line);
  if (!m || m[2] !== url) return line;
  const loaded = librarySourceMap();
  const e = loaded ? loaded.map.findEntry(Number(m[3]) - 1, Number(m[4]) - 1) : {};
  if (!e.originalSource || !e.originalSource.startsWith(SOURCE_LIB) || e.originalLine === undefined) return line;
  const js = COMPILED_LIB + e.originalSource.slice(SOURCE_LIB.length).replace(/\.ts$/, '.js');
  return `${m[1]}${js}:${e.originalLine + 1}:${(e.originalColumn ?? 0) + 1}${m[5]}`;
}

/** `err` itself, or (when library frames are on its stack) an object inheriting from it with the mapped stack. */
export function withLibraryFrames(err: unknown): unknown {
  if (!(err instanceof Error) || typeof err.stack !== 'string') return err;
  const url = libraryScriptUrl();
  if (!err.stack.includes(url)) return err;
  const stack = err.stack.split('\n').map((line) => mapFrame(line, url)).join('\n');
  const view = Object.create(err);
  Object.defineProperty(view, 'stack', { value: stack, configurable: true });
  return view;
}
