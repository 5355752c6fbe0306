/**
 * fast-check arbitraries of fuzz arguments (as Specs, see ./values). What each parameter gets is
 * derived, not listed per function: the parameter's name (read from the function's source in the
 * child), the option keys and their types (read from the `interface …Options` blocks of lib/), and
 * the string literals of lib/ (tie-breaks, strategies, orders …). So a renamed or new export is
 * fuzzed without editing this file.
 */
import fc from 'fast-check';
import fs from 'node:fs';
import path from 'node:path';
import type { Spec, TypedName } from './values';
import type { ExportInfo } from './protocol';

export const FOLDERS = ['knight', 'queens', 'exact-cover', 'notebook'];
const LIB = path.resolve(__dirname, '../../lib');

/** What lib/'s TypeScript source says that the runtime cannot: option keys and their types, private members, literals. */
export interface SourceFacts {
  optionTypes: Map<string, string>;
  privateNames: string[];
  literals: string[];
}

export function readSourceFacts(): SourceFacts {
  const optionTypes = new Map<string, string>();
  const privateNames = new Set<string>();
  const literals = new Set<string>();
  const files: string[] = [];
  for (const folder of FOLDERS) {
    const dir = path.join(LIB, folder);
    for (const f of fs.readdirSync(dir, { recursive: true }) as string[]) if (f.endsWith('.ts')) files.push(path.join(dir, f));
    if (fs.existsSync(`${dir}.ts`)) files.push(`${dir}.ts`);
  }
  if (fs.existsSync(path.join(LIB, 'check.ts'))) files.push(path.join(LIB, 'check.ts'));
  for (const file of files) {
    const src = fs.readFileSync(file, 'utf8');
    for (const m of src.matchAll(/interface\s+\w*(?:Options|Input)\b[^{]*\{([\s\S]*?)\n\}/g)) {
      for (const k of m[1].matchAll(/^\s+(?:readonly\s+)?([A-Za-z_$][\w$]*)\??\s*:\s*([^;\n]+)/gm)) {
        const prev = optionTypes.get(k[1]);
        optionTypes.set(k[1], prev ? `${prev} | ${k[2]}` : k[2]);
      }
    }
    for (const m of src.matchAll(/\bprivate\s+(?:readonly\s+)?([A-Za-z_$][\w$]*)/g)) privateNames.add(m[1]);
    for (const m of src.matchAll(/'([a-z][a-zA-Z0-9-]{0,15})'/g)) literals.add(m[1]);
  }
  return { optionTypes, privateNames: [...privateNames], literals: [...literals].sort() };
}

// ---------------------------------------------------------------------------------------------
// Values

const lit = (v: number | string | boolean | null | bigint): Spec => ({ t: 'lit', v });

export const badNumber: fc.Arbitrary<Spec> = fc.oneof(
  fc.constantFrom(NaN, Infinity, -Infinity, -0, 0.5, 2.5, 1.7, -1, -7, 1e9, 2 ** 31, 2 ** 53, Number.MAX_VALUE, 1e-300, -(2 ** 31), 1e7, 1e15, 0.1 + 0.2).map(lit),
  fc.double().map(lit),
);
export const smallInt: fc.Arbitrary<Spec> = fc.integer({ min: -2, max: 12 }).map(lit);
const mediumInt: fc.Arbitrary<Spec> = fc.integer({ min: 0, max: 300 }).map(lit);
const numericString: fc.Arbitrary<Spec> = fc.constantFrom('8', '2.5', '-1', '1e3', ' 5', '0x10', 'NaN', 'Infinity', '', '4').map(lit);
const plainString: fc.Arbitrary<Spec> = fc.string({ maxLength: 12 }).map(lit);

function typed(values: fc.Arbitrary<number>): fc.Arbitrary<Spec> {
  return fc
    .tuple(fc.constantFrom<TypedName>('Int32Array', 'Uint8Array', 'Float64Array', 'Int8Array', 'Uint32Array'), fc.array(values, { maxLength: 20 }))
    .map(([ctor, vals]) => ({ t: 'typed', ctor, values: vals }) as Spec);
}

/** Arguments of every kind, nested a little. */
export function anything(facts: SourceFacts): fc.Arbitrary<Spec> {
  const vocab: fc.Arbitrary<Spec> = fc.constantFrom(...facts.literals).map(lit);
  const leaf: fc.Arbitrary<Spec> = fc.oneof(
    { arbitrary: smallInt, weight: 3 },
    { arbitrary: badNumber, weight: 3 },
    { arbitrary: numericString, weight: 2 },
    { arbitrary: plainString, weight: 1 },
    { arbitrary: vocab, weight: 2 },
    { arbitrary: fc.constantFrom<Spec>({ t: 'undef' }, lit(null), lit(true), lit(false), lit(10n), { t: 'symbol' }, { t: 'map' }, { t: 'date' }, { t: 'proxyThrows' }), weight: 3 },
    { arbitrary: fc.constantFrom<Spec>({ t: 'fn', does: 'noop' }, { t: 'fn', does: 'throws' }, { t: 'fn', does: 'nan' }, { t: 'fn', does: 'one' }), weight: 1 },
    { arbitrary: fc.constantFrom(0, 3, 1e9, 2 ** 32, -1, NaN).map((length) => ({ t: 'arrayLike', length }) as Spec), weight: 1 },
    { arbitrary: typed(fc.oneof(fc.integer({ min: -3, max: 70 }), fc.constantFrom(NaN, 2.5, 2 ** 31))), weight: 1 },
  );
  return fc.letrec<{ any: Spec }>((tie) => ({
    any: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { arbitrary: leaf, weight: 8 },
      { arbitrary: fc.array(tie('any'), { maxLength: 6 }).map((items) => ({ t: 'arr', items }) as Spec), weight: 2 },
      { arbitrary: fc.array(fc.integer({ min: -1, max: 9 }).map(lit), { maxLength: 10 }).map((items) => ({ t: 'arr', items }) as Spec), weight: 1 },
      { arbitrary: fc.tuple(fc.array(smallInt, { maxLength: 3 }), fc.integer({ min: 1, max: 5 })).map(([items, holes]) => ({ t: 'arr', items, holes }) as Spec), weight: 1 },
      {
        arbitrary: fc
          .tuple(fc.array(fc.tuple(fc.constantFrom(...[...facts.optionTypes.keys()].slice(0, 60), 'rows', 'cols', 'path', 'n', 'x', 'y'), tie('any')), { maxLength: 4 }), fc.boolean(), fc.option(fc.constantFrom('rows', 'cols', 'path', 'primary', 'columns')))
          .map(([entries, nullProto, getter]) => ({ t: 'obj', entries, nullProto, throwingGetter: getter ?? undefined }) as Spec),
        weight: 2,
      },
    ),
  })).any;
}

// ---------------------------------------------------------------------------------------------
// Plausible-but-often-wrong values by parameter name (so calls get past the first check)

const SOLVED = '534678912672195348198342567859761423426913756713284691961537284287419635345286179';
const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

function sudokuish(any: fc.Arbitrary<Spec>): fc.Arbitrary<Spec> {
  return fc.oneof(
    fc.constantFrom(SOLVED, PUZZLE, '.'.repeat(81), `11${'.'.repeat(79)}`, SOLVED.slice(0, 80), `${SOLVED.slice(0, 80)}x`, '5'.repeat(81)).map(lit),
    fc.constant<Spec>({ t: 'arr', items: [...SOLVED].map((d, i) => lit(i === 0 ? 5.5 : Number(d))) }),
    fc.constant<Spec>({ t: 'typed', ctor: 'Uint8Array', values: [...SOLVED].map(Number) }),
    fc.constant<Spec>({ t: 'arr', items: [...SOLVED].map((d) => lit(Number(d))) }),
    any,
  );
}

function intArray(any: fc.Arbitrary<Spec>): fc.Arbitrary<Spec> {
  return fc.oneof(
    { arbitrary: fc.array(fc.integer({ min: 0, max: 9 }).map(lit), { maxLength: 10 }).map((items) => ({ t: 'arr', items }) as Spec), weight: 4 },
    { arbitrary: fc.constantFrom(...[[2, 4, 1, 3], [1, 3], [1, 5, 8, 6, 3, 7, 2, 4], [0, 7, 2], [1, 2]].map((a) => ({ t: 'arr', items: a.map(lit) }) as Spec)), weight: 2 },
    { arbitrary: fc.array(fc.oneof(smallInt, badNumber, numericString), { maxLength: 6 }).map((items) => ({ t: 'arr', items }) as Spec), weight: 2 },
    { arbitrary: typed(fc.integer({ min: -1, max: 30 })), weight: 1 },
    { arbitrary: any, weight: 2 },
  );
}

function intish(any: fc.Arbitrary<Spec>): fc.Arbitrary<Spec> {
  return fc.oneof(
    { arbitrary: smallInt, weight: 8 },
    { arbitrary: mediumInt, weight: 1 },
    { arbitrary: badNumber, weight: 3 },
    { arbitrary: numericString, weight: 1 },
    { arbitrary: any, weight: 2 },
  );
}

/** A budget-like option: never a huge valid value (that would be a long run asked for on purpose). */
const budget: fc.Arbitrary<Spec> = fc.constantFrom(NaN, -1, 0, 1, 1.5, 2, 10, 100, 1000, -Infinity, -0, '10', null, true).map(lit);
const BUDGET_KEY = /^(max|min)|repeat|limit|budget|keep|restart|workers|warmup|runs|seconds|Ms$|depth/i;

function valueForType(key: string, type: string, facts: SourceFacts, any: fc.Arbitrary<Spec>): fc.Arbitrary<Spec> {
  const choices: fc.Arbitrary<Spec>[] = [any];
  if (/\bnumber\b/.test(type)) choices.push(BUDGET_KEY.test(key) ? budget : intish(any), BUDGET_KEY.test(key) ? budget : smallInt);
  if (/\bboolean\b/.test(type)) choices.push(fc.boolean().map(lit));
  const quoted = [...type.matchAll(/'([^']+)'/g)].map((m) => m[1]);
  if (quoted.length) choices.push(fc.constantFrom(...quoted).map(lit), fc.constantFrom(...quoted).map(lit));
  if (/\bstring\b/.test(type) && !quoted.length) choices.push(plainString);
  if (/ArrayLike|\[\]/.test(type)) choices.push(intArray(any), intArray(any));
  if (/=>/.test(type)) choices.push(fc.constantFrom<Spec>({ t: 'fn', does: 'noop' }, { t: 'fn', does: 'throws' }));
  if (/Tour\b/.test(type)) choices.push(tourish(any));
  return fc.oneof(...choices);
}

function optionsObject(facts: SourceFacts, any: fc.Arbitrary<Spec>): fc.Arbitrary<Spec> {
  const keys = [...facts.optionTypes.keys()];
  return fc
    .tuple(
      fc.uniqueArray(fc.constantFrom(...keys), { minLength: 1, maxLength: 3 }),
      fc.integer({ min: 0, max: 9 }),
      fc.option(fc.constantFrom(...keys), { freq: 8 }),
    )
    .chain(([chosen, shape, getter]) =>
      fc.tuple(...chosen.map((k) => valueForType(k, facts.optionTypes.get(k)!, facts, any))).map(
        (vals) =>
          ({
            t: 'obj',
            entries: chosen.map((k, i) => [k, vals[i]] as [string, Spec]).concat(shape === 9 ? [['notAnOption', lit(1)]] : []),
            nullProto: shape === 8,
            throwingGetter: getter ?? undefined,
          }) as Spec,
      ),
    );
}

function tourish(any: fc.Arbitrary<Spec>): fc.Arbitrary<Spec> {
  return fc.oneof(
    {
      arbitrary: fc.tuple(intish(any), intish(any), intArray(any), fc.constantFrom(0, 0, 0, 1, 2)).map(
        ([rows, cols, p, drop]) =>
          ({
            t: 'obj',
            entries: ([['rows', rows], ['cols', cols], ['path', p]] as [string, Spec][]).slice(0, 3 - drop),
          }) as Spec,
      ),
      weight: 4,
    },
    // real tours of small boards (5×5 from the corner, 3×4), so the functions get past the shape checks
    {
      arbitrary: fc.constantFrom<Spec>(
        { t: 'obj', entries: [['rows', lit(3)], ['cols', lit(4)], ['path', { t: 'typed', ctor: 'Int32Array', values: [0, 9, 2, 4, 11, 6, 1, 8, 10, 3, 5, 7] }]] },
        { t: 'obj', entries: [['rows', lit(1)], ['cols', lit(1)], ['path', { t: 'typed', ctor: 'Int32Array', values: [0] }]] },
        { t: 'obj', entries: [['rows', lit(1e7)], ['cols', lit(1e7)], ['path', { t: 'typed', ctor: 'Int32Array', values: [] }]] },
      ),
      weight: 1,
    },
    { arbitrary: any, weight: 1 },
  );
}

function matrixish(any: fc.Arbitrary<Spec>): fc.Arbitrary<Spec> {
  const row = fc.array(fc.oneof(fc.integer({ min: -1, max: 6 }).map(lit), fc.constantFrom('a', 'b', 'c', 'x').map(lit), badNumber), { maxLength: 4 });
  const input = fc
    .tuple(fc.oneof(fc.integer({ min: 0, max: 5 }).map(lit), fc.constant<Spec>({ t: 'arr', items: ['a', 'b', 'c'].map(lit) }), badNumber, any), fc.option(fc.integer({ min: 0, max: 2 }).map(lit)), fc.array(row, { maxLength: 7 }))
    .map(([primary, secondary, rows]) => {
      const entries: [string, Spec][] = [['primary', primary], ['rows', { t: 'arr', items: rows.map((r) => ({ t: 'arr', items: r }) as Spec) }]];
      if (secondary) entries.push(['secondary', secondary]);
      return { t: 'obj', entries } as Spec;
    });
  const coverMatrix = fc
    .tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 5 }), fc.array(fc.array(fc.oneof(fc.integer({ min: -1, max: 7 }).map(lit), badNumber), { maxLength: 4 }), { maxLength: 6 }))
    .map(
      ([cols, primary, rows]) =>
        ({
          t: 'obj',
          entries: [
            ['columns', { t: 'arr', items: Array.from({ length: cols }, (_, i) => ({ t: 'obj', entries: [['name', lit(`c${i}`)], ['kind', lit('k')]] }) as Spec) }],
            ['primary', lit(primary)],
            ['rows', { t: 'arr', items: rows.map((r) => ({ t: 'obj', entries: [['columns', { t: 'arr', items: r }]] }) as Spec) }],
          ],
        }) as Spec,
    );
  return fc.oneof({ arbitrary: input, weight: 3 }, { arbitrary: coverMatrix, weight: 3 }, { arbitrary: any, weight: 1 });
}

/** The arbitrary for one parameter, from its name. */
export function forParam(name: string, facts: SourceFacts): fc.Arbitrary<Spec> {
  const any = anything(facts);
  const vocab = fc.constantFrom(...facts.literals).map(lit);
  if (/^(options|opts|o)$/.test(name)) return fc.oneof({ arbitrary: optionsObject(facts, any), weight: 6 }, { arbitrary: fc.constant(lit(null)), weight: 1 }, { arbitrary: any, weight: 2 });
  if (/^(tour|bc)$/.test(name)) return tourish(any);
  if (/^(m|input|problem|matrix)$/.test(name)) return matrixish(any);
  if (/^(puzzle|solution|grid|cells)$/.test(name) && name !== 'grid') return sudokuish(any);
  if (name === 'rows') return fc.oneof({ arbitrary: intish(any), weight: 3 }, { arbitrary: intArray(any), weight: 1 });
  if (/^(v|path|cycle|values|vector|placements|highlight|rowsList)$/.test(name)) return intArray(any);
  if (name === 'grid') {
    return fc.oneof(
      fc.array(fc.array(fc.integer({ min: -1, max: 12 }).map(lit), { maxLength: 4 }).map((items) => ({ t: 'arr', items }) as Spec), { maxLength: 4 }).map((items) => ({ t: 'arr', items }) as Spec),
      fc.array(fc.string({ maxLength: 6 }).map(lit), { maxLength: 6 }).map((items) => ({ t: 'arr', items }) as Spec),
      any,
    );
  }
  if (name === 'points') {
    return fc.oneof(
      fc.array(fc.tuple(fc.oneof(fc.integer({ min: -2, max: 100 }).map(lit), badNumber), fc.oneof(fc.integer({ min: -2, max: 100 }).map(lit), badNumber)), { maxLength: 6 }).map(
        (ps) => ({ t: 'arr', items: ps.map(([x, y]) => ({ t: 'obj', entries: [['x', x], ['y', y]] }) as Spec) }) as Spec,
      ),
      any,
    );
  }
  if (name === 'nodes') {
    return fc.oneof(
      fc.array(fc.tuple(fc.integer({ min: 0, max: 6 }), fc.oneof(fc.integer({ min: -1, max: 6 }).map(lit), fc.constant(lit(null)), badNumber)), { maxLength: 7 }).map(
        (ns) => ({ t: 'arr', items: ns.map(([id, parent]) => ({ t: 'obj', entries: [['id', lit(id)], ['parent', parent], ['vector', { t: 'arr', items: [] }], ['label', lit('x')], ['status', lit('dead')]] }) as Spec) }) as Spec,
      ),
      any,
    );
  }
  if (name === 'fit') return fc.oneof(fc.tuple(badNumber, badNumber).map(([e, c]) => ({ t: 'obj', entries: [['exponent', e], ['coefficient', c], ['r2', lit(1)]] }) as Spec), any);
  if (/^(fn|log|onSolution|callback)$/.test(name)) return fc.oneof(fc.constantFrom<Spec>({ t: 'fn', does: 'noop' }, { t: 'fn', does: 'throws' }, { t: 'fn', does: 'one' }), any);
  if (/^(text|name|content|dir|what|title|piece|kind|strategy|heuristic|mode|corner|label|tieBreak|order)$/.test(name)) {
    return fc.oneof({ arbitrary: vocab, weight: 4 }, { arbitrary: plainString, weight: 1 }, { arbitrary: numericString, weight: 1 }, { arbitrary: intish(any), weight: 1 }, { arbitrary: any, weight: 2 });
  }
  if (/^(rows|cols|n|start|square|r|c|row|col|a|b|s|seed|digit|id|first|squares|workers|degrees|done|total|elapsedMs|x|maxSquares|conflictLimit|k|size|count|width|height|fontSize|cornerless|closed|level)$/.test(name)) {
    return intish(any);
  }
  return any;
}

/** Arguments for a function or method with these parameter names: usually as many as it declares, sometimes fewer or more. */
export function argsFor(params: string[], facts: SourceFacts): fc.Arbitrary<Spec[]> {
  const full = fc.tuple(...params.map((p) => forParam(p, facts)));
  if (params.length === 0) return fc.oneof({ arbitrary: fc.constant([] as Spec[]), weight: 3 }, { arbitrary: fc.array(anything(facts), { maxLength: 2 }), weight: 1 });
  return fc.oneof(
    { arbitrary: full, weight: 6 },
    { arbitrary: fc.tuple(full, fc.integer({ min: 0, max: params.length })).map(([a, k]) => a.slice(0, k)), weight: 2 },
    { arbitrary: fc.tuple(full, anything(facts)).map(([a, extra]) => [...a, extra]), weight: 1 },
  );
}

/** Exports never called by the fuzz test, and why (the report lists them). */
export const NOT_FUZZED: Record<string, string> = {
  writeBaseCases: 'writes files into base_cases/ (a command-line helper, not notebook input)',
};

export type { ExportInfo };
