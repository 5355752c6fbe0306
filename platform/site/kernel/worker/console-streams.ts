/**
 * The worker's `console` as Node's in the kernel process: each call formatted like Node
 * (util.formatWithOptions, from node-inspect-extracted) and written to the cell's stdout (log, info,
 * debug, dir, table, time…) or stderr (warn, error, trace, assert).
 */
import { formatWithOptions, inspect } from 'node-inspect-extracted';
import { writeStream } from './output';

export function installConsole(target: Console): void {
  let indent = '';
  const counts = new Map<string, number>();
  const timers = new Map<string, number>();
  const write = (name: 'stdout' | 'stderr', args: unknown[]) => {
    const text = formatWithOptions({}, ...args);
    writeStream(name, (indent ? text.replace(/^/gm, indent) : text) + '\n');
  };
  const out = (...args: unknown[]) => write('stdout', args);
  const err = (...args: unknown[]) => write('stderr', args);
  const elapsed = (label: string) => {
    const start = timers.get(label);
    return start === undefined ? null : `${label}: ${(performance.now() - start).toFixed(3)}ms`;
  };
  Object.assign(target, {
    log: out,
    info: out,
    debug: out,
    warn: err,
    error: err,
    dir: (item: unknown, options?: object) => writeStream('stdout', inspect(item, { customInspect: false, ...options }) + '\n'),
    table: out,
    trace: (...args: unknown[]) => err(`Trace: ${formatWithOptions({}, ...args)}\n${(new Error().stack ?? '').split('\n').slice(2).join('\n')}`),
    assert: (condition: unknown, ...args: unknown[]) => {
      if (!condition) err(args.length ? `Assertion failed: ${formatWithOptions({}, ...args)}` : 'Assertion failed');
    },
    count: (label = 'default') => {
      counts.set(label, (counts.get(label) ?? 0) + 1);
      out(`${label}: ${counts.get(label)}`);
    },
    countReset: (label = 'default') => void counts.delete(label),
    time: (label = 'default') => void timers.set(label, performance.now()),
    timeLog: (label = 'default', ...data: unknown[]) => {
      const text = elapsed(label);
      if (text) out(text, ...data);
    },
    timeEnd: (label = 'default') => {
      const text = elapsed(label);
      timers.delete(label);
      if (text) out(text);
    },
    group: (...label: unknown[]) => {
      if (label.length) out(...label);
      indent += '  ';
    },
    groupEnd: () => {
      indent = indent.slice(2);
    },
  });
}
