/**
 * Fuzz values as data: a `Spec` is a plain, structured-clonable description of an argument, built
 * by fast-check in the test process and turned into the real value (getters that throw, null
 * prototypes, functions, proxies…) only inside the child process that makes the call. The same
 * Spec prints the argument in a failure report, so a failing call can be typed back in by hand.
 */

/** Marker in every error the fuzz values throw themselves, so passing one on is not blamed on the library. */
export const FUZZ_THROW = 'FUZZ-THROW';

export type Spec =
  | { t: 'lit'; v: number | string | boolean | null | bigint }
  | { t: 'undef' }
  | { t: 'symbol' }
  | { t: 'arr'; items: Spec[]; holes?: number }
  | { t: 'arrayLike'; length: number }
  | { t: 'typed'; ctor: TypedName; values: number[] }
  | { t: 'obj'; entries: [string, Spec][]; nullProto?: boolean; throwingGetter?: string }
  | { t: 'proxyThrows' }
  | { t: 'fn'; does: 'noop' | 'throws' | 'nan' | 'one' | 'string' }
  | { t: 'map' }
  | { t: 'date' };

export type TypedName = 'Int32Array' | 'Uint8Array' | 'Float64Array' | 'Int8Array' | 'Uint32Array';

const TYPED: Record<TypedName, { from(v: number[]): unknown }> = {
  Int32Array,
  Uint8Array,
  Float64Array,
  Int8Array,
  Uint32Array,
};

/** The real value a Spec describes (called in the child only: functions and proxies do not cross processes). */
export function materialize(spec: Spec): unknown {
  switch (spec.t) {
    case 'lit':
      return spec.v;
    case 'undef':
      return undefined;
    case 'symbol':
      return Symbol('fuzz');
    case 'arr': {
      const a = spec.items.map(materialize);
      if (spec.holes) a.length += spec.holes; // trailing holes: a sparse array
      return a;
    }
    case 'arrayLike':
      return { length: spec.length };
    case 'typed':
      return TYPED[spec.ctor].from(spec.values);
    case 'obj': {
      const o: Record<string, unknown> = spec.nullProto ? Object.create(null) : {};
      for (const [k, v] of spec.entries) o[k] = materialize(v);
      if (spec.throwingGetter !== undefined) {
        Object.defineProperty(o, spec.throwingGetter, {
          enumerable: true,
          get() {
            throw new Error(`${FUZZ_THROW}: getter ${spec.throwingGetter}`);
          },
        });
      }
      return o;
    }
    case 'proxyThrows':
      return new Proxy(
        {},
        {
          get(_t, key) {
            throw new Error(`${FUZZ_THROW}: proxy get ${String(key)}`);
          },
          ownKeys() {
            throw new Error(`${FUZZ_THROW}: proxy ownKeys`);
          },
          has() {
            throw new Error(`${FUZZ_THROW}: proxy has`);
          },
        },
      );
    case 'fn':
      switch (spec.does) {
        case 'noop':
          return () => {};
        case 'throws':
          return () => {
            throw new Error(`${FUZZ_THROW}: callback`);
          };
        case 'nan':
          return () => NaN;
        case 'one':
          return () => 1;
        case 'string':
          return () => 'x';
      }
      break;
    case 'map':
      return new Map([[1, 2]]);
    case 'date':
      return new Date(0);
  }
  throw new Error(`unknown spec ${JSON.stringify(spec)}`);
}

function num(v: number): string {
  if (Object.is(v, -0)) return '-0';
  if (v === 2 ** 31) return '2**31';
  if (v === 2 ** 53) return '2**53';
  return String(v);
}

/** The Spec as source text (what one would type to repeat the call). */
export function describeSpec(spec: Spec, depth = 0): string {
  const inner = (s: Spec) => (depth > 3 ? '…' : describeSpec(s, depth + 1));
  switch (spec.t) {
    case 'lit':
      if (typeof spec.v === 'string') return JSON.stringify(spec.v.length > 60 ? `${spec.v.slice(0, 57)}...` : spec.v);
      if (typeof spec.v === 'number') return num(spec.v);
      if (typeof spec.v === 'bigint') return `${spec.v}n`;
      return String(spec.v);
    case 'undef':
      return 'undefined';
    case 'symbol':
      return "Symbol('fuzz')";
    case 'arr': {
      const shown = spec.items.slice(0, 12).map(inner);
      if (spec.items.length > 12) shown.push(`… ${spec.items.length - 12} more`);
      const body = `[${shown.join(', ')}]`;
      return spec.holes ? `Object.assign(${body}, { length: ${spec.items.length + spec.holes} })` : body;
    }
    case 'arrayLike':
      return `{ length: ${num(spec.length)} }`;
    case 'typed': {
      const shown = spec.values.slice(0, 12).map(num).join(', ');
      return `${spec.ctor}.from([${shown}${spec.values.length > 12 ? `, … ${spec.values.length - 12} more` : ''}])`;
    }
    case 'obj': {
      const parts = spec.entries.map(([k, v]) => `${k}: ${inner(v)}`);
      if (spec.throwingGetter !== undefined) parts.push(`get ${spec.throwingGetter}() { throw }`);
      const body = `{ ${parts.join(', ')} }`;
      return spec.nullProto ? `Object.assign(Object.create(null), ${body})` : body;
    }
    case 'proxyThrows':
      return 'new Proxy({}, { get() { throw } })';
    case 'fn':
      return { noop: '() => {}', throws: '() => { throw }', nan: '() => NaN', one: '() => 1', string: "() => 'x'" }[spec.does];
    case 'map':
      return 'new Map([[1, 2]])';
    case 'date':
      return 'new Date(0)';
  }
}

/** Shorthands for building Specs by hand (regression tests). */
export const S = {
  lit: (v: number | string | boolean | null | bigint): Spec => ({ t: 'lit', v }),
  undef: (): Spec => ({ t: 'undef' }),
  arr: (items: Spec[]): Spec => ({ t: 'arr', items }),
  obj: (o: Record<string, Spec>): Spec => ({ t: 'obj', entries: Object.entries(o) }),
};

/** The names a Spec carries (object keys, recursively): an error may name any of them. */
export function namesIn(spec: Spec, out: Set<string> = new Set(), depth = 0): Set<string> {
  if (depth > 4) return out;
  if (spec.t === 'obj') {
    for (const [k, v] of spec.entries) {
      out.add(k);
      namesIn(v, out, depth + 1);
    }
    if (spec.throwingGetter) out.add(spec.throwingGetter);
  } else if (spec.t === 'arr') {
    for (const item of spec.items) namesIn(item, out, depth + 1);
  }
  return out;
}

/** Numeric strings among the arguments (an error must show them quoted: `got "8"`, not `got 8`). */
export function numericStringsIn(spec: Spec, out: string[] = [], depth = 0): string[] {
  if (depth > 4) return out;
  if (spec.t === 'lit' && typeof spec.v === 'string' && spec.v.trim() !== '' && Number.isFinite(Number(spec.v))) out.push(spec.v);
  else if (spec.t === 'obj') for (const [, v] of spec.entries) numericStringsIn(v, out, depth + 1);
  else if (spec.t === 'arr') for (const item of spec.items) numericStringsIn(item, out, depth + 1);
  return out;
}
