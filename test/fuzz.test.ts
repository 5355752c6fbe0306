/**
 * Fuzz test (issue 13, item 5): every export of lib/knight, lib/queens, lib/exact-cover and
 * lib/notebook — found at run time from each folder's index — is fed arbitrary values, each call in
 * a child process with a time limit and a heap limit (./fuzz/pool.ts), and must give
 *
 *   - a result that passes its validator (a tour validateTour and the harness's own check, a
 *     placement the queens checks, a Sudoku or a cover the harness's checks, markup a string …), or
 *   - a TypeError/RangeError from a check that names the argument (numeric strings shown quoted);
 *
 * never a hang, a dead process, a wrong answer, the engine's own error from deep inside ("Cannot
 * read properties of null"), or a generator that checks its arguments only at the first next().
 * Dancing Links instances are also probed for state left behind (a half-driven step generator, a
 * manual cover, unbalanced uncovers): the next solve() must be right for what is selected, or refuse.
 *
 * Seeded: FUZZ_SEED (default 13), FUZZ_CALLS per module (default 1100), FUZZ_TIME_LIMIT_MS per call
 * (default 5000), FUZZ_REPORT=<file> writes every failure as JSON. A failure prints the call as
 * source text, so it can be pasted into a notebook cell.
 */
import fc from 'fast-check';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLDERS, NOT_FUZZED, argsFor, badNumber, readSourceFacts, smallInt, type SourceFacts } from './fuzz/arbitraries';
import { FuzzPool } from './fuzz/pool';
import type { CallPlan, ExportInfo, Outcome, ProbeOp, ProbePlan, Request } from './fuzz/protocol';
import { describeSpec, type Spec } from './fuzz/values';

const SEED = Number(process.env.FUZZ_SEED ?? 13);
const CALLS = Number(process.env.FUZZ_CALLS ?? 1100);
const PROBES = Number(process.env.FUZZ_PROBES ?? 400);
const TIME_LIMIT_MS = Number(process.env.FUZZ_TIME_LIMIT_MS ?? 5000);
/** After this many hangs or deaths of one export its remaining calls are not made (the test fails anyway; each costs a child). */
const MAX_STUCK_PER_EXPORT = 2;

interface Failure {
  module: string;
  call: string;
  verdict: Outcome['verdict'];
  detail: string;
  step?: string;
  ms: number;
}

let pool: FuzzPool;
let facts: SourceFacts;
let exportsFound: ExportInfo[];
const allFailures: Failure[] = [];

beforeAll(async () => {
  facts = readSourceFacts();
  pool = new FuzzPool({ size: 2, timeLimitMs: TIME_LIMIT_MS, heapMb: 512 });
  const { result } = await pool.run({ type: 'manifest', privateNames: facts.privateNames }, 120_000);
  if (!Array.isArray(result)) throw new Error(`the fuzz child could not list the exports: ${JSON.stringify(result)}`);
  exportsFound = result as unknown as ExportInfo[];
});

afterAll(() => {
  pool?.close();
  if (process.env.FUZZ_REPORT) fs.writeFileSync(process.env.FUZZ_REPORT, JSON.stringify(allFailures, null, 1));
});

function callText(plan: CallPlan): string {
  const args = plan.args.map((a) => describeSpec(a)).join(', ');
  const head = plan.kind === 'class' ? `new ${plan.name}(${args})` : plan.kind === 'value' ? `${plan.name}[0] = …` : `${plan.name}(${args})`;
  const methods = (plan.methods ?? []).map((m) => `.${m.name}(${m.args.map((a) => describeSpec(a)).join(', ')})`).join('');
  return `${head}${methods}`;
}

function planFor(info: ExportInfo): fc.Arbitrary<CallPlan> {
  const base = { module: info.module, name: info.name, kind: info.kind };
  if (info.kind === 'value') return fc.constant<CallPlan>({ ...base, args: [] });
  const args = argsFor(info.params, facts);
  if (info.kind !== 'class' || !info.methods?.length) return args.map((a) => ({ ...base, args: a }));
  const method = fc.constantFrom(...info.methods).chain((m) => argsFor(m.params, facts).map((a) => ({ name: m.name, args: a })));
  return fc.tuple(args, fc.array(method, { minLength: 1, maxLength: 5 })).map(([a, methods]) => ({ ...base, args: a, methods }));
}

/** Runs the requests two at a time; stops calling an export after it hangs or dies twice. */
async function runAll<T>(items: { key: string; req: Request; text: string; module: string; item: T }[]): Promise<{ failures: Failure[]; made: number; notMade: Map<string, number>; ms: number }> {
  const failures: Failure[] = [];
  const slowest: { text: string; ms: number }[] = [];
  const stuck = new Map<string, number>();
  const notMade = new Map<string, number>();
  let next = 0;
  let made = 0;
  const t0 = performance.now();
  const lane = async () => {
    while (next < items.length) {
      const it = items[next++];
      if ((stuck.get(it.key) ?? 0) >= MAX_STUCK_PER_EXPORT) {
        notMade.set(it.key, (notMade.get(it.key) ?? 0) + 1);
        continue;
      }
      const { result, ms } = await pool.run(it.req);
      made++;
      slowest.push({ text: it.text.slice(0, 160), ms: Math.round(ms) });
      slowest.sort((a, b) => b.ms - a.ms);
      slowest.length = Math.min(slowest.length, 5);
      if (result.verdict === 'hang' || result.verdict === 'abort') stuck.set(it.key, (stuck.get(it.key) ?? 0) + 1);
      if (result.verdict !== 'ok') failures.push({ module: it.module, call: it.text, verdict: result.verdict, detail: result.detail, step: result.step, ms: Math.round(ms) });
    }
  };
  await Promise.all(Array.from({ length: pool.size }, lane));
  console.log(`slowest calls: ${slowest.map((x) => `${x.ms} ms ${x.text}`).join('\n  ')}`);
  return { failures, made, notMade, ms: performance.now() - t0 };
}

function summary(title: string, failures: Failure[], made: number, notMade: Map<string, number>, ms: number): string {
  const byKind = new Map<string, number>();
  for (const f of failures) byKind.set(f.verdict, (byKind.get(f.verdict) ?? 0) + 1);
  const lines = [`${title}: ${made} calls in ${(ms / 1000).toFixed(1)} s, ${failures.length} failed (${[...byKind].map(([k, n]) => `${n} ${k}`).join(', ') || 'none'})`];
  for (const [key, n] of notMade) lines.push(`  ${n} calls of ${key} not made after it hung or died ${MAX_STUCK_PER_EXPORT} times`);
  // one line per export and kind, with the first example: the catalogue a fixer works through
  const seen = new Map<string, { f: Failure; n: number }>();
  for (const f of failures) {
    const key = `${f.call.replace(/\(.*/s, '')} ${f.verdict}`;
    const s = seen.get(key);
    if (s) s.n++;
    else seen.set(key, { f, n: 1 });
  }
  for (const { f, n } of seen.values()) {
    lines.push(`  [${f.verdict}] ×${n}  ${f.call.slice(0, 300)}${f.step ? `  (at ${f.step})` : ''}\n      → ${f.detail.slice(0, 400)}`);
  }
  return lines.join('\n');
}

describe('fuzz: every export of the four library folders', () => {
  for (const folder of FOLDERS) {
    it(`${folder}: ${CALLS} generated calls, each a valid result or a clear refusal`, async () => {
      const all = exportsFound.filter((e) => e.module === folder && !(e.name in NOT_FUZZED));
      // exported tables are each tried once, last (the child is replaced after each: it changed them)
      const tables = all.filter((e) => e.kind === 'value');
      const mine = all.filter((e) => e.kind !== 'value');
      expect(mine.length).toBeGreaterThan(0);
      const plans = fc.sample(fc.constantFrom(...mine).chain(planFor), { seed: SEED + FOLDERS.indexOf(folder), numRuns: CALLS });
      // every export at least once, whatever the sample drew
      for (const info of mine) if (!plans.some((p) => p.name === info.name)) plans.push(fc.sample(planFor(info), { seed: SEED, numRuns: 1 })[0]);
      for (const info of tables) plans.push({ module: info.module, name: info.name, kind: 'value', args: [] });
      const { failures, made, notMade, ms } = await runAll(plans.map((plan) => ({ key: plan.name, req: { type: 'call', plan } as Request, text: callText(plan), module: folder, item: plan })));
      allFailures.push(...failures);
      const text = summary(`lib/${folder}`, failures, made, notMade, ms);
      console.log(text);
      expect(made + [...notMade.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(CALLS);
      if (failures.length > 0) throw new Error(text);
    }, 600_000);
  }

  it(`exact-cover: ${PROBES} Dancing Links instances probed for state left behind by earlier calls`, async () => {
    const cls = exportsFound.find((e) => e.module === 'exact-cover' && e.kind === 'class' && e.methods?.some((m) => m.name === 'solve'));
    expect(cls, 'a class with solve() exported by lib/exact-cover').toBeDefined();
    const methods = cls!.methods!;
    const matrix = fc
      .tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 2 }), fc.integer({ min: 2, max: 9 }))
      .chain(([primary, secondary, nRows]) =>
        fc.tuple(fc.constant(primary), fc.constant(secondary), fc.array(
            // every row with a primary column: a row of secondary columns only is refused by design
            fc.tuple(fc.integer({ min: 0, max: primary - 1 }), fc.uniqueArray(fc.integer({ min: 0, max: primary + secondary - 1 }), { maxLength: 2 })).map(([p, rest]) => [p, ...rest.filter((c) => c !== p)]),
            { minLength: nRows, maxLength: nRows },
          ),
        ),
      )
      .map(([primary, secondary, rows]) => ({ primary, secondary, rows }));
    const plans = fc.sample(
      matrix.chain((m) => {
        const cols = m.primary + m.secondary;
        const good: Record<string, fc.Arbitrary<Spec>> = {
          r: fc.integer({ min: 0, max: m.rows.length - 1 }).map((v) => ({ t: 'lit', v }) as Spec),
          c: fc.integer({ min: 0, max: cols - 1 }).map((v) => ({ t: 'lit', v }) as Spec),
          heuristic: fc.constantFrom('mrv', 'first').map((v) => ({ t: 'lit', v }) as Spec),
          options: fc.constantFrom<Spec>({ t: 'undef' }, { t: 'obj', entries: [['limit', { t: 'lit', v: 1 }]] }, { t: 'obj', entries: [['limit', { t: 'lit', v: 1 }], ['unwind', { t: 'lit', v: false }]] }, { t: 'obj', entries: [['maxNodes', { t: 'lit', v: 2 }]] }),
        };
        const bad = fc.oneof(badNumber, smallInt.map((s) => ({ t: 'lit', v: (s as { v: number }).v + 20 }) as Spec), fc.constantFrom<Spec>({ t: 'lit', v: null }, { t: 'lit', v: '1' }, { t: 'obj', entries: [['limit', { t: 'lit', v: 1.5 }]] }));
        const methodOp = fc.constantFrom(...methods).chain((meth) =>
          fc.tuple(fc.constant(meth), fc.boolean(), fc.integer({ min: 0, max: 9 })).chain(([mm, _x, badness]) => {
            const useBad = badness === 0;
            return fc.tuple(...mm.params.map((p) => (useBad ? bad : (good[p] ?? good.options)))).map((args) => ({ name: mm.name, args, bad: useBad, drive: 0 }) as ProbeOp);
          }),
        );
        const stepsOp = fc.tuple(fc.integer({ min: 1, max: 4 }), good.options).map(([drive, o]) => ({ name: 'steps', args: [o], bad: false, drive }) as ProbeOp);
        const op = fc.oneof({ arbitrary: methodOp, weight: 5 }, { arbitrary: stepsOp, weight: 1 });
        return fc.array(op, { minLength: 1, maxLength: 5 }).map((ops) => ({ matrix: m, ops }) as ProbePlan);
      }),
      { seed: SEED + 100, numRuns: PROBES },
    );
    const items = plans.map((plan) => ({
      key: 'probe',
      req: { type: 'probe', plan } as Request,
      module: 'exact-cover',
      text: `new ${cls!.name}(${JSON.stringify(plan.matrix)})${plan.ops.map((o) => (o.name === 'steps' ? ` ; steps(dlx${o.args.length ? `, ${describeSpec(o.args[0])}` : ''}).next()×${o.drive}` : ` ; .${o.name}(${o.args.map((a) => describeSpec(a)).join(', ')})`)).join('')} ; .solve()`,
      item: plan,
    }));
    const { failures, made, notMade, ms } = await runAll(items);
    allFailures.push(...failures);
    const text = summary('Dancing Links probes', failures, made, notMade, ms);
    console.log(text);
    if (failures.length > 0) throw new Error(text);
  }, 600_000);
});
