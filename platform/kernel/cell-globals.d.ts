// The globals a notebook cell starts with, in place of all of @types/node: parsing Node's 2 MB of
// declarations took about 1.5 s of every kernel's start and 60 MB. tslab-adapter.cjs gives the
// compiler this file; the first cell that needs more of Node (it imports 'fs', or names Buffer, or
// NodeJS) is compiled again with @types/node in its place, from then on for the kernel's life.
// Loose on purpose (`any` where Node's types are large): a cell that type-checks here runs.

interface Console {
  log(...data: any[]): void;
  error(...data: any[]): void;
  warn(...data: any[]): void;
  info(...data: any[]): void;
  debug(...data: any[]): void;
  table(data: any, columns?: string[]): void;
  dir(item?: any, options?: any): void;
  time(label?: string): void;
  timeEnd(label?: string): void;
  timeLog(label?: string, ...data: any[]): void;
  assert(condition?: boolean, ...data: any[]): void;
  count(label?: string): void;
  group(...label: any[]): void;
  groupEnd(): void;
  trace(...data: any[]): void;
}
declare var console: Console;

declare function setTimeout(callback: (...args: any[]) => void, ms?: number, ...args: any[]): any;
declare function clearTimeout(timeout: any): void;
declare function setInterval(callback: (...args: any[]) => void, ms?: number, ...args: any[]): any;
declare function clearInterval(timeout: any): void;
declare function setImmediate(callback: (...args: any[]) => void, ...args: any[]): any;
declare function clearImmediate(immediate: any): void;
declare function queueMicrotask(callback: () => void): void;
declare function structuredClone<T>(value: T, options?: any): T;

declare var performance: { now(): number; [key: string]: any };
declare var process: any;
declare var require: any;
declare var module: any;
declare var exports: any;
declare var __dirname: string;
declare var __filename: string;

declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
declare class TextDecoder {
  constructor(label?: string, options?: any);
  decode(input?: ArrayBufferView | ArrayBuffer, options?: any): string;
}
declare class URL {
  constructor(url: string, base?: string | URL);
  href: string;
  origin: string;
  protocol: string;
  host: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
  searchParams: any;
  toString(): string;
}
declare class AbortController {
  readonly signal: any;
  abort(reason?: any): void;
}
