/**
 * The child process of the fuzz pool: loads lib/knight, lib/queens, lib/exact-cover and lib/notebook
 * through their public indexes, makes one call per message and judges it here (the values —
 * generators, class instances, typed arrays — stay in this process). The parent only sees verdicts,
 * so a call that hangs or kills this process (heap exhausted, V8 abort) is caught from outside.
 *
 * Run as `node --import tsx test/fuzz/child.ts` by ./pool.ts (IPC with 'advanced' serialisation).
 */
import { materialize, namesIn, type Spec } from './values';
import { judgeError, setOptionKeys } from './judge';
import { readSourceFacts } from './arbitraries';
import {
  QUEENS_COUNTS,
  QUEENS_UNIQUE,
  allCovers,
  coverProblem,
  plainCoverOf,
  plainCoverOfInput,
  queensProblem,
  sudokuProblem,
  tourProblem,
  tourShapeProblem,
  type PlainCover,
} from './oracles';
import type { CallPlan, ExportInfo, Outcome, ProbePlan, Request } from './protocol';

// Loaded on first use: lib/notebook (jsdom, d3, Plot) takes seconds, and a child that replaces one
// killed after a hang should be ready for the next call quickly.
const LOADERS: Record<string, () => Record<string, unknown>> = {
  knight: () => require('../../lib/knight/index'),
  queens: () => require('../../lib/queens/index'),
  'exact-cover': () => require('../../lib/exact-cover/index'),
  notebook: () => require('../../lib/notebook/index'),
};
const loaded = new Map<string, Record<string, unknown>>();
export const MODULES: Record<string, Record<string, unknown>> = new Proxy({} as Record<string, Record<string, unknown>>, {
  get(_t, key: string) {
    if (!(key in LOADERS)) return undefined;
    if (!loaded.has(key)) loaded.set(key, LOADERS[key]());
    return loaded.get(key);
  },
});

// ---------------------------------------------------------------------------------------------
// What the exports are (derived at run time, so renames need no table edits)

type AnyFn = (...args: unknown[]) => unknown;

/** Parameter names from a function's source text (esbuild keeps them): `a, b = 1, { x, y } = {}` → a, b, x, y. */
export function paramNames(source: string, methodName?: string): string[] {
  let start: number;
  if (/^class\b/.test(source)) {
    const m = /\bconstructor\s*\(/.exec(source);
    if (!m) return [];
    start = m.index + m[0].length - 1;
  } else if (methodName !== undefined && !/^(async\s+)?function\b/.test(source) && !/=>/.test(source.slice(0, source.indexOf('{')))) {
    start = source.indexOf('(');
  } else {
    start = source.indexOf('(');
    const arrow = /^(async\s+)?([A-Za-z_$][\w$]*)\s*=>/.exec(source);
    if (arrow) return [arrow[2]];
  }
  if (start < 0) return [];
  let depth = 0;
  let end = start;
  for (let i = start; i < source.length; i++) {
    const ch = source[i];
    if (ch === '(' || ch === '{' || ch === '[') depth++;
    else if (ch === ')' || ch === '}' || ch === ']') {
      depth--;
      if (depth === 0) {
        end = i;
        break;
      }
    }
  }
  const inside = source.slice(start + 1, end);
  const parts: string[] = [];
  depth = 0;
  let cur = '';
  for (const ch of inside) {
    if (ch === '(' || ch === '{' || ch === '[') depth++;
    if (ch === ')' || ch === '}' || ch === ']') depth--;
    if (ch === ',' && depth === 0) {
      parts.push(cur);
      cur = '';
    } else cur += ch;
  }
  if (cur.trim()) parts.push(cur);
  const names: string[] = [];
  for (let p of parts) {
    p = p.trim().replace(/^\.\.\./, '');
    const eq = p.search(/=(?!>)/);
    const head = (eq >= 0 ? p.slice(0, eq) : p).trim();
    if (head.startsWith('{') || head.startsWith('[')) {
      for (const m of head.matchAll(/([A-Za-z_$][\w$]*)\s*(?=[,}:\]]|$)/g)) names.push(m[1]);
    } else if (head) names.push(head);
  }
  return names;
}

function kindOf(value: unknown): ExportInfo['kind'] {
  if (typeof value !== 'function') return 'value';
  const src = Function.prototype.toString.call(value);
  if (/^class\b/.test(src)) return 'class';
  if (/^(async\s+)?function\s*\*/.test(src)) return 'generator';
  if (/^async\b/.test(src)) return 'async';
  return 'function';
}

function manifest(privateNames: string[]): ExportInfo[] {
  const out: ExportInfo[] = [];
  for (const module of Object.keys(LOADERS)) {
    const ns = MODULES[module];
    for (const [name, value] of Object.entries(ns)) {
      const kind = kindOf(value);
      const info: ExportInfo = { module, name, kind, params: [] };
      if (kind === 'value') {
        info.valueType = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
        if (Array.isArray(value) && value.every((x) => typeof x === 'string')) info.strings = value as string[];
      } else {
        info.params = paramNames(Function.prototype.toString.call(value));
        info.length = (value as AnyFn).length;
      }
      if (kind === 'class') {
        const proto = (value as { prototype: object }).prototype;
        info.methods = [];
        info.getters = [];
        for (const [key, d] of Object.entries(Object.getOwnPropertyDescriptors(proto))) {
          if (key === 'constructor' || privateNames.includes(key)) continue;
          if (d.get) info.getters.push(key);
          else if (typeof d.value === 'function') {
            info.methods.push({ name: key, params: paramNames(Function.prototype.toString.call(d.value), key), kind: kindOf(d.value) });
          }
        }
      }
      out.push(info);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Judging a returned value

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

/** Functions that build a Tour value without claiming it is a knight's tour (checked for shape only). */
const TOUR_BUILDERS = new Set(['makeTour', 'gridToTour', 'startAt', 'transposeBaseCase', 'parseBaseCase', 'loadBaseCase']);

function isTourLike(x: unknown): x is { rows: unknown; cols: unknown; path: unknown } {
  return x !== null && typeof x === 'object' && 'rows' in x && 'cols' in x && 'path' in x && (Array.isArray((x as { path: unknown }).path) || ArrayBuffer.isView((x as { path: unknown }).path));
}

function isPlain(x: unknown): x is Record<string, unknown> {
  if (x === null || typeof x !== 'object') return false;
  const p = Object.getPrototypeOf(x);
  return p === Object.prototype || p === null || Array.isArray(x);
}

/** Generic checks on any returned value: tours valid, no NaN in plain data, counts are counts, found means found. */
function genericProblem(name: string, value: unknown, depth = 0, where = 'result'): string | null {
  if (typeof value === 'number' && Number.isNaN(value)) return `${where} is NaN`;
  if (depth > 3 || !isPlain(value)) return null;
  if (isTourLike(value)) {
    const why = TOUR_BUILDERS.has(name) ? tourShapeProblem(value) : tourProblem(value);
    if (why) return `${where} is not a ${TOUR_BUILDERS.has(name) ? 'well-formed path' : "knight's tour"}: ${why}`;
    return null;
  }
  if (!Array.isArray(value)) {
    if (value.status === 'found' && 'tour' in value && value.tour == null) return `${where}: status 'found' without a tour`;
    if ('count' in value && typeof value.count === 'number' && !(isInt(value.count) && value.count >= 0)) return `${where}.count = ${value.count}`;
  }
  const entries = Array.isArray(value) ? Array.from(value.slice(0, 50), (v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [k, v] of entries) {
    const why = genericProblem(name, v, depth + 1, Array.isArray(value) ? `${where}[${k}]` : `${where}.${k}`);
    if (why) return why;
  }
  return null;
}

type Check = (result: unknown, args: unknown[]) => string | null;
const okOf = (r: unknown) => r !== null && typeof r === 'object' && (r as { ok?: unknown }).ok === true;
const said = (why: string | null, what: string) => (why ? `said ${what}, but ${why}` : null);

function explicitProblem(v: unknown, n: unknown): string | null {
  if (!Array.isArray(v) && !(ArrayBuffer.isView(v) && !(v instanceof DataView))) return 'not an array';
  if (n !== undefined && !(isInt(n) && n >= 1)) return `n = ${String(n)} is not a board size`;
  const arr = v as ArrayLike<unknown>;
  if (n !== undefined && arr.length > (n as number)) return `${arr.length} rows for n = ${String(n)}`;
  for (let i = 0; i < arr.length; i++) {
    const x = arr[i];
    if (!isInt(x) || x < 1 || (n !== undefined && x > (n as number))) return `x${i + 1} = ${String(x)}`;
  }
  return null;
}

/**
 * Per-function checks that cannot be derived from the value: which validator judges the result,
 * and, for the library's own validators, the harness's independent answer when they say "ok".
 * Keyed by export name; a name missing after a rename only loses its extra check (reported).
 */
export const RESULT_CHECKS: Record<string, Check> = {
  validateTour: (r, [t]) => (okOf(r) ? said(tourProblem(t), 'ok') : null),
  validateSudoku: (r, [s, p]) => (okOf(r) ? said(sudokuProblem(s, p), 'ok') : null),
  validateSudokuOfOrder: (r, [cells, n]) => (okOf(r) && n === 3 ? said(sudokuProblem(cells), 'ok') : okOf(r) && !(isInt(n) && n >= 1) ? `said ok for order ${String(n)}` : null),
  isExactCover: (r, [m, rows]) => {
    if (!okOf(r)) return null;
    const pc = plainCoverOf(m);
    return typeof pc === 'string' ? `said ok for a malformed matrix (${pc})` : said(coverProblem(pc, rows), 'ok');
  },
  isSolution: (r, [v, n]) => (r === true ? said(queensProblem(v, n, true), 'true') : null),
  validatePlacement: (r, [v, n]) => (okOf(r) ? said(queensProblem(v, n, (r as { complete?: boolean }).complete === true), 'ok') : null),
  isPromising: (r, [v, n]) => (r === true ? said(queensProblem(v, n, false), 'true') : null),
  explicitViolation: (r, [v, n]) => (r === null ? said(explicitProblem(v, n), 'no violation') : null),
  validateQueens: (r, [v]) => (okOf(r) ? said(queensProblem(v, undefined, true), 'ok') : null),
  queensPlacement: (r, [n]) => queensProblem(r, n, false),
  solveQueens: (r, [n]) => {
    const res = r as { status?: string; v?: unknown; vector?: unknown; solution?: unknown };
    const v = res?.v ?? res?.vector ?? res?.solution;
    if (res?.status === 'none') return isInt(n) && (n === 2 || n === 3) ? null : `status 'none' for n = ${String(n)}`;
    return v === undefined ? null : queensProblem(v, n, true);
  },
  countQueens: (r, [n]) => countCheck(r, n, 'count', QUEENS_COUNTS),
  countQueensNaive: (r, [n]) => countCheck(r, n, 'count', QUEENS_COUNTS),
  countUnique: (r, [n]) => countCheck(r, n, 'unique', QUEENS_UNIQUE) ?? countCheck(r, n, 'total', QUEENS_COUNTS),
  traceSearch: (r, [n]) => {
    const res = r as { solutions?: unknown[]; status?: string };
    for (const v of res?.solutions ?? []) {
      const why = queensProblem(v, n, true);
      if (why) return `solution ${String(v)}: ${why}`;
    }
    if (res?.status === 'complete' && isInt(n) && n < QUEENS_COUNTS.length && res.solutions?.length !== QUEENS_COUNTS[n]) {
      return `status 'complete' with ${res.solutions?.length} solutions; n = ${n} has ${QUEENS_COUNTS[n]}`;
    }
    return null;
  },
  solveSudoku: (r, [p]) => {
    const res = r as { solutions?: unknown[] };
    for (const s of res?.solutions ?? []) {
      const why = sudokuProblem(s, p);
      if (why) return `solution ${String(s).slice(0, 20)}…: ${why}`;
    }
    return null;
  },
  coverLinks: (r, [m]) => (typeof plainCoverOf(m) === 'string' ? `built Dancing Links from a malformed matrix (${plainCoverOf(m)})` : null),
};

function countCheck(r: unknown, n: unknown, key: string, table: number[]): string | null {
  const res = r as Record<string, unknown>;
  if (res?.status !== undefined && res.status !== 'complete') return null;
  if (!isInt(n) || n < 0 || n >= table.length) return null;
  return res?.[key] === table[n] ? null : `${key} = ${String(res?.[key])} for n = ${n}; the answer is ${table[n]}`;
}

function resultProblem(name: string, value: unknown, args: unknown[]): string | null {
  const specific = RESULT_CHECKS[name]?.(value, args);
  if (specific) return specific;
  if (/Svg$|^plot$|^escapeXml$|^describeMarkup$|^format[A-Z]/.test(name) && typeof value !== 'string') return `returned ${typeof value}, not a string`;
  if (/Svg$/.test(name) && !(value as string).trimStart().startsWith('<')) return 'returned a string that is not markup';
  // a prototype member looked up as data ('constructor' as a status) writes its source into the markup
  if (/Svg$|^plot$/.test(name) && /\[native code\]|\bfunction\s*\w*\s*\(/.test(value as string)) return "the markup holds a function's source";
  return genericProblem(name, value);
}

// ---------------------------------------------------------------------------------------------
// Dancing Links: answers checked against brute force, given what is selected

function solveProblem(res: unknown, plain: PlainCover, selected: readonly number[], options: unknown): string | null {
  const r = res as { solutions?: number[][]; count?: number; status?: string };
  if (!r || !Array.isArray(r.solutions)) return 'solve returned no solutions array';
  const covers = plain.rows.length <= 16 ? allCovers(plain) : null;
  const withSelected = covers?.filter((c) => selected.every((s) => c.includes(s)));
  const seen = new Set<string>();
  for (const s of r.solutions) {
    const why = coverProblem(plain, s);
    if (why) return `returned [${s}], not an exact cover of the matrix as built: ${why}`;
    const missing = selected.find((x) => !s.includes(x));
    if (missing !== undefined) return `returned [${s}] without the selected row ${missing}`;
    const key = [...s].sort((a, b) => a - b).join(',');
    if (seen.has(key)) return `returned [${s}] twice`;
    seen.add(key);
  }
  if (!isInt(r.count) || r.count < r.solutions.length) return `count ${r.count} with ${r.solutions.length} solutions listed`;
  if (withSelected) {
    const truth = withSelected.length;
    if (r.status === 'complete' && r.count !== truth) return `status 'complete', count ${r.count}; there are ${truth} (selected: [${selected}])`;
    if (r.count > truth) return `count ${r.count}; there are only ${truth}`;
    const limit = (options as { limit?: unknown } | undefined)?.limit;
    if (r.status === 'limit' && typeof limit === 'number' && r.count !== limit) return `status 'limit' with count ${r.count} for limit ${limit}`;
  }
  return null;
}

function findDlxClass(): { new (input: unknown): Record<string, AnyFn> } {
  for (const v of Object.values(MODULES['exact-cover'])) {
    if (kindOf(v) === 'class' && typeof (v as { prototype: Record<string, unknown> }).prototype.solve === 'function') return v as never;
  }
  throw new Error('no Dancing Links class exported by lib/exact-cover');
}

function findStepsGenerator(): AnyFn {
  for (const v of Object.values(MODULES['exact-cover'])) if (kindOf(v) === 'generator') return v as AnyFn;
  // A generator that checks its arguments when created is a plain function returning the inner
  // generator (issue 13's own fix for 'late'): found by its name, …Steps.
  for (const v of Object.values(MODULES['exact-cover'])) if (kindOf(v) === 'function' && /Steps$/.test((v as AnyFn).name)) return v as AnyFn;
  throw new Error('no generator exported by lib/exact-cover');
}

// ---------------------------------------------------------------------------------------------
// Making calls

function isIterator(x: unknown): x is Iterator<unknown> {
  return x !== null && typeof x === 'object' && typeof (x as Iterator<unknown>).next === 'function' && Symbol.iterator in (x as object);
}

function isThenable(x: unknown): x is Promise<unknown> {
  return x !== null && (typeof x === 'object' || typeof x === 'function') && typeof (x as Promise<unknown>).then === 'function';
}

/** Names an error may use for the argument: the parameters, the keys passed, and the words of the
 *  callee's name ("column" for coverColumn(c), "order" for validateSudokuOfOrder(cells, n)). */
function namesOf(params: string[], args: Spec[], callee = ''): Set<string> {
  const names = new Set<string>(params);
  for (const part of callee.split(/(?=[A-Z])/).slice(1)) if (part.length >= 4) names.add(part.toLowerCase());
  for (const a of args) namesIn(a, names);
  names.add('options');
  return names;
}

/** One call (or construction) judged: a valid result, a clear refusal, or what went wrong. */
async function judgeCall(name: string, call: () => unknown, args: Spec[], values: unknown[], params: string[], drive = 3): Promise<Outcome & { value?: unknown; threw?: boolean }> {
  const names = namesOf(params, args, name);
  // helpers told the name to use (checkBoardSize(n, max, what)): that name is the argument's
  params.forEach((p, i) => {
    if (/^(name|what)$/.test(p) && typeof values[i] === 'string') names.add(values[i] as string);
  });
  let value: unknown;
  try {
    value = call();
    if (isThenable(value)) value = await value;
  } catch (e) {
    return { ...judgeError(e, names, args), threw: true };
  }
  if (isIterator(value) && !Array.isArray(value)) {
    for (let i = 0; i < drive; i++) {
      let step: IteratorResult<unknown>;
      try {
        step = value.next();
      } catch (e) {
        const j = judgeError(e, names, args);
        if (j.verdict === 'ok' && !j.detail.includes('caller')) {
          return { verdict: 'late', detail: `the generator was created, then its ${i === 0 ? 'first' : `${i + 1}th`} next() threw ${j.detail}`, threw: true };
        }
        return { ...j, detail: `next() #${i + 1}: ${j.detail}`, threw: true };
      }
      if (step.done) break;
      const why = genericProblem(name, step.value, 0, `yield #${i + 1}`);
      if (why) return { verdict: 'lie', detail: why };
    }
    return { verdict: 'ok', detail: 'generator driven', value };
  }
  const why = resultProblem(name, value, values);
  if (why) return { verdict: 'lie', detail: why, value };
  return { verdict: 'ok', detail: 'returned', value };
}

async function runCall(plan: CallPlan): Promise<Outcome> {
  const ns = MODULES[plan.module];
  const target = ns?.[plan.name];
  if (target === undefined) return { verdict: 'ok', detail: `${plan.module}.${plan.name} is no longer exported` };
  const params = typeof target === 'function' ? paramNames(Function.prototype.toString.call(target)) : [];
  if (plan.kind === 'value') {
    // An exported table must not be changeable by a caller. (Namespaces of functions, d3 and Plot,
    // are not data tables.)
    if (target === null || typeof target !== 'object' || Object.values(target).some((x) => typeof x === 'function')) {
      return { verdict: 'ok', detail: 'not a data table' };
    }
    const before = JSON.stringify(target);
    try {
      if (Array.isArray(target)) {
        (target as unknown[])[0] = 'fuzz';
        (target as unknown[]).push('fuzz');
      } else if (target !== null && typeof target === 'object') {
        const key = Object.keys(target)[0];
        if (key !== undefined) (target as Record<string, unknown>)[key] = 'fuzz';
        (target as Record<string, unknown>).fuzzAdded = 1;
      }
    } catch {
      // frozen (strict-mode assignment throws): good
    }
    const after = JSON.stringify(target);
    const verdict = before === after ? { verdict: 'ok' as const, detail: 'unchanged' } : { verdict: 'lie' as const, detail: `an exported table was changed by assignment (not frozen): ${before.slice(0, 60)} → ${after.slice(0, 60)}` };
    return { ...verdict, step: 'assign', recycle: true } as Outcome & { recycle: boolean };
  }
  const values = plan.args.map(materialize);
  const fn = target as AnyFn & (new (...a: unknown[]) => Record<string, AnyFn>);
  const made = await judgeCall(plan.name, plan.kind === 'class' ? () => new fn(...values) : () => fn(...values), plan.args, values, params);
  if (made.verdict !== 'ok' || made.threw || plan.kind !== 'class' || !plan.methods) return strip(made, plan.kind === 'class' ? 'new' : 'call');
  const instance = made.value as Record<string, AnyFn>;
  const plain = plan.name === findDlxClass().name ? plainCoverOfInput(values[0]) : null;
  if (typeof plain === 'string') return { verdict: 'lie', step: 'new', detail: `accepted an invalid input (${plain})` };
  return runMethods(plan.name, instance, plan.methods, plain);
}

function strip(o: Outcome & { value?: unknown; threw?: boolean }, step: string): Outcome {
  return { verdict: o.verdict, detail: o.detail, step };
}

async function runMethods(className: string, instance: Record<string, AnyFn>, methods: { name: string; args: Spec[] }[], plain: PlainCover | null): Promise<Outcome> {
  for (let i = 0; i < methods.length; i++) {
    const m = methods[i];
    const method = instance[m.name];
    if (typeof method !== 'function') continue;
    const values = m.args.map(materialize);
    const params = paramNames(Function.prototype.toString.call(method), m.name);
    const step = `${i + 1}: .${m.name}(${m.args.length} args)`;
    const j = await judgeCall(m.name, () => method.apply(instance, values), m.args, values, params);
    if (j.verdict !== 'ok') {
      // A refusal because of the object's state (not an argument) may name no argument.
      if (j.threw && j.verdict === 'unclear' && m.args.length === 0) continue;
      return strip(j, step);
    }
    if (!j.threw && m.name === 'solve' && plain) {
      const selected = [...((instance as unknown as { selected?: number[] }).selected ?? [])];
      const why = solveProblem(j.value, plain, selected, values[0]);
      if (why) return { verdict: 'lie', step, detail: why };
    }
    for (const g of Object.entries(Object.getOwnPropertyDescriptors(Object.getPrototypeOf(instance)))) {
      if (!g[1].get) continue;
      try {
        void (instance as Record<string, unknown>)[g[0]];
      } catch (e) {
        const jg = judgeError(e, new Set([g[0]]), [], true);
        if (jg.verdict !== 'ok') return { verdict: jg.verdict, step: `${step}, then getter ${g[0]}`, detail: jg.detail };
      }
    }
  }
  return { verdict: 'ok', detail: `${className}: ${methods.length} methods` };
}

/**
 * A Dancing Links instance from a known small matrix, a sequence of operations (some with bad
 * arguments, some leaving state behind: a half-driven step generator, a manual cover), then
 * solve(): it must answer right for the rows selected, or refuse. Never a quiet wrong count.
 */
async function runProbe(plan: ProbePlan): Promise<Outcome> {
  const Dlx = findDlxClass();
  const steps = findStepsGenerator();
  const plain: PlainCover = { columns: plan.matrix.primary + plan.matrix.secondary, primary: plan.matrix.primary, rows: plan.matrix.rows };
  let dlx: Record<string, AnyFn>;
  try {
    dlx = new Dlx({ primary: plan.matrix.primary, secondary: plan.matrix.secondary, rows: plan.matrix.rows });
  } catch (e) {
    return { verdict: 'raw', step: 'new', detail: `refused a valid matrix: ${String(e)}` };
  }
  const held: Iterator<unknown>[] = [];
  for (let i = 0; i < plan.ops.length; i++) {
    const op = plan.ops[i];
    const values = op.args.map(materialize);
    const step = `${i + 1}: ${op.name}`;
    if (op.name === 'steps') {
      const names = namesOf(paramNames(Function.prototype.toString.call(steps)), op.args, steps.name);
      try {
        const gen = steps(dlx, ...values) as Iterator<unknown>;
        for (let k = 0; k < op.drive; k++) if (gen.next().done) break;
        held.push(gen);
      } catch (e) {
        const j = judgeError(e, names, op.args, op.args.length === 0);
        if (j.verdict !== 'ok') return { ...j, step };
      }
      continue;
    }
    const method = dlx[op.name];
    if (typeof method !== 'function') continue;
    const names = namesOf(paramNames(Function.prototype.toString.call(method), op.name), op.args, op.name);
    try {
      const res = method.apply(dlx, values);
      if (op.name === 'solve') {
        const why = solveProblem(res, plain, [...((dlx as unknown as { selected?: number[] }).selected ?? [])], values[0]);
        if (why) return { verdict: 'lie', step, detail: why };
      }
    } catch (e) {
      // a plain Error is a refusal because of the instance's state (a search stopped with unwind: false …)
      const stateRefusal = e instanceof Error && !(e instanceof TypeError) && !(e instanceof RangeError);
      const j = judgeError(e, names, op.args, !op.bad || stateRefusal);
      if (j.verdict !== 'ok') return { ...j, step };
    }
  }
  const step = `final solve()`;
  try {
    const res = dlx.solve();
    const selected = [...((dlx as unknown as { selected?: number[] }).selected ?? [])];
    const why = solveProblem(res, plain, selected, undefined);
    if (why) return { verdict: 'lie', step, detail: why };
    const sanity = (dlx.sanity?.() ?? { ok: true }) as { ok: boolean; errors?: string[] };
    if (!sanity.ok) return { verdict: 'lie', step: 'sanity() after the final solve', detail: `links corrupted: ${(sanity.errors ?? []).slice(0, 2).join('; ')}` };
  } catch (e) {
    const j = judgeError(e, new Set(), [], true);
    if (j.verdict !== 'ok') return { ...j, step };
  }
  return { verdict: 'ok', detail: 'probe done' };
}

// ---------------------------------------------------------------------------------------------

async function handle(req: Request): Promise<unknown> {
  switch (req.type) {
    case 'manifest':
      return manifest(req.privateNames);
    case 'call':
      return runCall(req.plan);
    case 'probe':
      return runProbe(req.plan);
    case 'case': {
      const { CASES } = await import('./bad-input-cases');
      const c = CASES[req.name];
      if (!c) return { verdict: 'lie', detail: `no case named ${req.name}` } satisfies Outcome;
      try {
        await c.run();
        return { verdict: 'ok', detail: 'passed' } satisfies Outcome;
      } catch (e) {
        // CaseFailure: the case's own verdict (wrong answer, raw error, unclear message …)
        const message = e instanceof Error ? (e.name === 'CaseFailure' ? e.message : `the case itself threw ${e.name}: ${e.message}`) : String(e);
        return { verdict: 'lie', detail: message.slice(0, 2000) } satisfies Outcome;
      }
    }
  }
}

/** The folders a request needs, loaded before its clock starts (lib/notebook alone takes seconds). */
function foldersFor(req: Request): string[] {
  if (req.type === 'call') return [req.plan.module];
  if (req.type === 'probe') return ['exact-cover'];
  return Object.keys(LOADERS);
}

process.on('message', (msg: { id: number; req: Request }) => {
  try {
    for (const folder of foldersFor(msg.req)) void MODULES[folder];
  } catch {
    // a folder that fails to load fails the call itself, below, with its error
  }
  process.send!({ id: msg.id, started: true });
  const t0 = performance.now();
  handle(msg.req).then(
    (result) => process.send!({ id: msg.id, result, ms: performance.now() - t0 }),
    (e) => process.send!({ id: msg.id, result: { verdict: 'raw', detail: `harness error: ${e instanceof Error ? e.stack : String(e)}` } satisfies Outcome, ms: performance.now() - t0 }),
  );
});
// Option keys of lib/'s option interfaces: "<key> must be …" names a key that was left out.
setOptionKeys([...readSourceFacts().optionTypes.keys()]);
process.send!({ ready: true });

