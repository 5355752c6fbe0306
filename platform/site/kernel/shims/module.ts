/**
 * Node's `module` in the browser kernel: SourceMap (error-report.cjs maps stacks with it) and a
 * createRequire that serves the kernel's own modules (the shims; `…/error-report.cjs`, as the
 * library once loaded the kernel's formatter).
 */
import { SourceMap } from '../worker/source-map';

type Registry = Record<string, unknown>;

function shims(): Registry {
  return ((globalThis as { __courseShims?: Registry }).__courseShims ?? {}) as Registry;
}

export function createRequire(_from: string): (id: string) => unknown {
  return (id: string) => {
    // The kernel's error formatter, wherever the library looks for it (it moved with the platform).
    if (/(^|\/)error-report\.cjs$/.test(id)) return shims()['error-report'];
    const known = shims()[id.replace(/^node:/, '')];
    if (known) return known;
    throw new Error(`Cannot find module '${id}' (the browser kernel's createRequire serves only the kernel's own modules)`);
  };
}

export const builtinModules: string[] = ['fs', 'path', 'os', 'crypto', 'module', 'process'];
export { SourceMap };
