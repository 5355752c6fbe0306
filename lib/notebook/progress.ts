/**
 * `progress`: one status line for sweeps that take more than a few seconds.
 * In the tslab kernel the line is a display updated in place (`tslab.newDisplay()`); on a terminal
 * it is rewritten with `\r`; in a log (not a TTY) one line is printed per update, throttled.
 */
import { checkFunction, checkInteger, checkNumber, checkObject, checkOptions, checkString } from '../check';
import { labels } from '../i18n/labels';
import { kernelApi, type KernelDisplay } from './kernel-display';

/** Handle returned by `progress`: report work done, then close the line. */
export interface Progress {
  /** Advances by one step, or sets the count of finished steps when `done` is given. */
  tick(done?: number): void;
  /** Marks the sweep finished and prints the final line (count as reached, elapsed time, "done"). */
  done(): void;
}

/** Where terminal output goes (process.stdout by default); injectable for tests. */
export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

/** Options for `progress`; the defaults suit notebooks and terminals. */
export interface ProgressOptions {
  /** Minimum milliseconds between two visible updates (default 250 in a kernel or TTY, 2000 in a log). */
  intervalMs?: number;
  /** Output stream outside the kernel (default process.stdout). */
  stream?: ProgressStream;
  /** Clock in milliseconds (default performance.now); injectable for tests. */
  now?: () => number;
  /** Display to update instead of detecting the kernel; injectable for tests. */
  display?: KernelDisplay;
}

/** Formats one progress line: label, bar, count, percentage, elapsed seconds. */
export function formatProgress(label: string, done: number, total: number, elapsedMs: number): string {
  checkString('label', label);
  checkNumber('done', done, 0);
  checkNumber('total', total, 0);
  checkNumber('elapsedMs', elapsedMs);
  const fraction = total > 0 ? Math.min(1, done / total) : 1;
  const width = 20;
  const filled = Math.round(fraction * width);
  const bar = '#'.repeat(filled) + '.'.repeat(width - filled);
  const pct = Math.floor(fraction * 100);
  return `${label} [${bar}] ${done}/${total} ${pct}% ${(elapsedMs / 1000).toFixed(1)} s`;
}

/** Starts a progress line for `total` steps; updated in place in the notebook, plain on a terminal. */
export function progress(label: string, total: number, options?: ProgressOptions): Progress {
  checkString('label', label);
  checkInteger('total', total, 0);
  const opts = checkOptions(options, ['intervalMs', 'stream', 'now', 'display']);
  const clock = opts.now === undefined ? () => performance.now() : checkFunction<() => number>('now', opts.now);
  // an injected clock that gives no number is refused by name, not drawn as "NaN s"
  const now = (): number => checkNumber('now()', clock());
  if (opts.display !== undefined) checkFunction('display.text', checkObject('display', opts.display, '{ text(s) }').text);
  if (opts.stream !== undefined) checkFunction('stream.write', checkObject('stream', opts.stream, '{ write(text) }').write);
  const display = opts.display ?? kernelApi()?.newDisplay() ?? null;
  const stream: ProgressStream = opts.stream ?? process.stdout;
  const tty = !display && stream.isTTY === true;
  const interval = checkNumber('intervalMs', opts.intervalMs ?? (display || tty ? 250 : 2000), 0);

  const start = now();
  let count = 0;
  let lastShown = -Infinity;
  let finished = false;

  const render = (final = false): void => {
    const line = formatProgress(label, count, total, now() - start) + (final ? ` ${labels().notebook.progress.done}` : '');
    if (display) display.text(line);
    else if (tty) stream.write(`\r${line}`);
    else stream.write(`${line}\n`);
  };

  render();
  lastShown = now();

  return {
    tick(done?: number): void {
      if (finished) return;
      count = done === undefined ? count + 1 : checkNumber('done', done, 0);
      const t = now();
      if (t - lastShown >= interval) {
        render();
        lastShown = t;
      }
    },
    done(): void {
      if (finished) return;
      finished = true;
      render(true);
      if (tty) stream.write('\n');
    },
  };
}
