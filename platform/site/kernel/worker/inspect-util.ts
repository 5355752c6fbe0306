/**
 * Node's `util` in the browser kernel: inspect and format from node-inspect-extracted (Node's own
 * util.inspect, extracted for the Web), so results and console lines read as on the server.
 */
import { inspect, format, formatWithOptions } from 'node-inspect-extracted';

export { inspect, format, formatWithOptions };

export function isDeepStrictEqual(a: unknown, b: unknown): boolean {
  return inspect(a, { depth: Infinity, sorted: true }) === inspect(b, { depth: Infinity, sorted: true });
}

export const types = {
  isPromise: (v: unknown) => v instanceof Promise,
  isDate: (v: unknown) => v instanceof Date,
  isRegExp: (v: unknown) => v instanceof RegExp,
};

export const TextEncoder = globalThis.TextEncoder;
export const TextDecoder = globalThis.TextDecoder;
export default { inspect, format, formatWithOptions, isDeepStrictEqual, types, TextEncoder, TextDecoder };
