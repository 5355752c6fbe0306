/**
 * Reading a thread speed-up honestly (notebook 03): which measurements can say anything about
 * threads, which are noise, and whether the machine was too busy to tell. `judgeSpeedups` decides
 * (data), `showSpeedups` draws the table and the verdict in the notebook's language.
 *
 * Policy: a row is *unreadable* when the workers took no task or one thread needs under `minMs`
 * (then a worker's start-up, tens of ms, dominates); *noise* when its speed-up exceeds ×ideal by
 * more than 10 % (ideal = min(threads, cores): more cores than exist cannot help); *readable*
 * otherwise. With readable rows, the cores are *free* when the load average leaves `ideal` cores
 * (load ≤ cores − ideal + 0.5): then the best speed-up should reach 0.65 × ideal (a timing claim);
 * on *busy* cores the speed-up measures the load, not the threads.
 */
import { checkArrayLike, checkChoice, checkInteger, checkLimit, checkNumber, checkObject, checkOptions, describe } from '../check';
import { labels } from '../i18n/labels';
import { timingClaim, showMarkdown } from './claim';
import { show } from './show';
import { htmlTable } from './table';
import { maxOf } from './extent';

/** One board timed with one thread (`t1`) and with threads (`tw`), in ms; the workers' share of the tasks. */
export interface SpeedupRow {
  n: number;
  count: number;
  t1: number;
  tw: number;
  threads: number;
  workerTasks: number;
  tasks: number;
}

/** What a row can say: nothing (and why), noise, or a speed-up. */
export type RowVerdict =
  | { kind: 'no tasks' }
  | { kind: 'too fast'; t1: number; minMs: number }
  | { kind: 'noise'; speedup: number; ideal: number }
  | { kind: 'readable'; speedup: number };

/** The verdict over all rows. */
export interface SpeedupVerdict {
  rows: (SpeedupRow & { verdict: RowVerdict })[];
  cores: number;
  load: number;
  threads: number;
  ideal: number;
  minMs: number;
  /** 'none': no readable row; 'free': readable rows on free cores; 'busy': readable rows on busy cores. */
  overall: 'none' | 'free' | 'busy';
  /** the best readable speed-up (NaN when none) */
  best: number;
}

/** Checks one measured row at the door; `name` is how the caller sees it (`rows[2]`). */
function checkRow(name: string, r: SpeedupRow): SpeedupRow {
  checkObject(name, r, '{ n, count, t1, tw, threads, workerTasks, tasks } (a SpeedupRow)');
  checkInteger(`${name}.n`, r.n, 1);
  checkInteger(`${name}.count`, r.count, 0);
  checkNumber(`${name}.t1`, r.t1, 0);
  checkNumber(`${name}.tw`, r.tw, 0);
  // a speed-up divides by tw: 0 ms with threads is no measurement
  if (r.tw === 0) throw new RangeError(`${name}.tw must be a finite number > 0, got 0`);
  checkInteger(`${name}.threads`, r.threads, 1);
  checkInteger(`${name}.tasks`, r.tasks, 0);
  checkInteger(`${name}.workerTasks`, r.workerTasks, 0, r.tasks);
  return r;
}

const VERDICT_KINDS = ['no tasks', 'too fast', 'noise', 'readable'] as const;

/** Checks a row verdict (as judgeSpeedups gives it) at the door; `name` is how the caller sees it. */
function checkRowVerdict(name: string, v: RowVerdict): RowVerdict {
  checkObject(name, v, "a RowVerdict { kind: 'no tasks' | 'too fast' | 'noise' | 'readable', … } (judgeSpeedups's rows[i].verdict)");
  const kind = checkChoice(`${name}.kind`, v.kind, VERDICT_KINDS);
  if (kind === 'too fast') {
    const f = v as Extract<RowVerdict, { kind: 'too fast' }>;
    checkNumber(`${name}.t1`, f.t1, 0);
    checkNumber(`${name}.minMs`, f.minMs, 0);
  } else if (kind === 'noise') {
    const f = v as Extract<RowVerdict, { kind: 'noise' }>;
    checkLimit(`${name}.speedup`, f.speedup, 0, false);
    checkInteger(`${name}.ideal`, f.ideal, 1);
  } else if (kind === 'readable') {
    checkLimit(`${name}.speedup`, (v as Extract<RowVerdict, { kind: 'readable' }>).speedup, 0, false);
  }
  return v;
}

/** The most rows judged at once: a table has one row per board measured; this many take well under a second. */
export const MAX_SPEEDUP_ROWS = 10_000;

/** Applies the policy above; `minMs` defaults to 100 ms. */
export function judgeSpeedups(rows: readonly SpeedupRow[], options: { cores: number; load: number; minMs?: number }): SpeedupVerdict {
  checkArrayLike('rows', rows);
  if (rows.length === 0) throw new RangeError('rows must hold at least one measured board, got an empty array');
  if (rows.length > MAX_SPEEDUP_ROWS) throw new RangeError(`rows must hold at most ${MAX_SPEEDUP_ROWS} measured boards, got ${rows.length}`);
  for (let i = 0; i < rows.length; i++) checkRow(`rows[${i}]`, rows[i]);
  checkObject('options', options, '{ cores, load, minMs? }');
  const o = checkOptions(options, ['cores', 'load', 'minMs']);
  const cores = checkInteger('options.cores', o.cores, 1);
  const load = checkNumber('options.load', o.load, 0);
  const minMs = checkNumber('options.minMs', o.minMs ?? 100, 0);
  const threads = rows[0].threads;
  const ideal = Math.min(threads, cores);
  const judged = Array.from(rows, (r) => {
    const s = r.t1 / r.tw;
    const verdict: RowVerdict = r.workerTasks === 0 ? { kind: 'no tasks' }
      : r.t1 < minMs ? { kind: 'too fast', t1: r.t1, minMs }
      : s > ideal * 1.1 ? { kind: 'noise', speedup: s, ideal }
      : { kind: 'readable', speedup: s };
    return { ...r, verdict };
  });
  const readable = judged.filter((r) => r.verdict.kind === 'readable');
  const best = readable.length ? maxOf(readable.map((r) => r.t1 / r.tw)) : NaN;
  const overall = readable.length === 0 ? 'none' : load <= cores - ideal + 0.5 ? 'free' : 'busy';
  return { rows: judged, cores, load, threads, ideal, minMs, overall, best };
}

/** Checks judgeSpeedups's result at showSpeedups's door (a hand-made or mangled one is refused, naming the part). */
function checkSpeedupVerdict(v: SpeedupVerdict): SpeedupVerdict {
  checkObject('v', v, "a SpeedupVerdict { rows, cores, load, threads, ideal, minMs, overall, best } (judgeSpeedups's result)");
  checkArrayLike('v.rows', v.rows);
  if (!Array.isArray(v.rows)) throw new TypeError(`v.rows must be an array of judged rows, got ${describe(v.rows)}`);
  for (let i = 0; i < v.rows.length; i++) {
    checkRow(`v.rows[${i}]`, v.rows[i]);
    checkRowVerdict(`v.rows[${i}].verdict`, v.rows[i].verdict);
  }
  checkInteger('v.cores', v.cores, 1);
  checkNumber('v.load', v.load, 0);
  checkInteger('v.threads', v.threads, 1);
  checkInteger('v.ideal', v.ideal, 1);
  checkNumber('v.minMs', v.minMs, 0);
  const overall = checkChoice('v.overall', v.overall, ['none', 'free', 'busy'] as const);
  // best is NaN when no row is readable
  if (overall === 'none' ? typeof v.best !== 'number' : typeof v.best !== 'number' || !(v.best >= 0)) {
    throw new TypeError(`v.best must be ${overall === 'none' ? 'a number (NaN when no row is readable)' : 'a number ≥ 0 (the best readable speed-up)'}, got ${describe(v.best)}`);
  }
  return v;
}

/** A row's verdict in words of the notebook's language. */
export function rowVerdictText(v: RowVerdict): string {
  checkRowVerdict('v', v);
  const t = labels().notebook.speedup;
  switch (v.kind) {
    case 'no tasks': return t.noTasks;
    case 'too fast': return t.tooFast(v.t1.toPrecision(2), v.minMs);
    case 'noise': return t.noise(v.speedup.toFixed(2), v.ideal);
    case 'readable': return `×${v.speedup.toFixed(2)}`;
  }
}

/** Shows the table of `judgeSpeedups`'s rows and its verdict: a timing claim on free cores, a note otherwise. */
export function showSpeedups(v: SpeedupVerdict): void {
  checkSpeedupVerdict(v);
  const t = labels().notebook.speedup;
  show(htmlTable(t.headers, v.rows.map((r) => [r.n, r.count, +r.t1.toPrecision(3), r.threads, +r.tw.toPrecision(3), rowVerdictText(r.verdict), t.tasks(r.workerTasks, r.tasks)])));
  const noisy = v.rows.filter((r) => r.verdict.kind === 'noise').map((r) => r.n);
  const readable = v.rows.filter((r) => r.verdict.kind === 'readable').map((r) => r.n);
  if (v.overall === 'none') {
    const others = v.rows.filter((r) => r.verdict.kind !== 'noise').map((r) => r.n);
    showMarkdown(t.noneToRead(noisy, others, v.ideal, v.minMs));
    return;
  }
  if (v.overall === 'free') {
    timingClaim(t.freeClaim(v.threads, v.load.toFixed(1), v.cores, (0.65 * v.ideal).toFixed(1)), v.best >= 0.65 * v.ideal,
      t.best(v.best.toFixed(2), readable), t.lookFor(v.ideal));
  } else {
    showMarkdown(t.busy({ load: v.load.toFixed(1), cores: v.cores, threads: v.threads, best: v.best.toFixed(2), ideal: v.ideal }));
  }
  if (noisy.length) showMarkdown(t.noisy(noisy, v.ideal));
}
