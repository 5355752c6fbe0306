/**
 * Input checks for every public function of the library, with one message format:
 *
 *     <name> must be <what is allowed>, got <the value as typed>
 *
 * e.g. `rows must be an integer from 1 to 1000, got 2.5`, `tie-break must be one of 'first',
 * 'random', got "foo"`, `options must be an object, got null`. A value of the wrong type throws a
 * TypeError, a value of the right type out of range a RangeError. Strings are shown quoted, so
 * `'8'` (a string) and `8` (a number) read differently.
 *
 * These run once per call, at the door: hot loops never call them.
 */

/** A short printable form of a value for error messages: strings quoted, arrays and objects summarised. */
export function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 37)}...` : value);
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (typeof value === 'boolean' || value === null || value === undefined) return String(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'symbol') return value.toString();
  if (typeof value === 'function') return `function ${value.name || '(anonymous)'}`;
  if (Array.isArray(value)) return `an array of length ${value.length}`;
  if (ArrayBuffer.isView(value)) return `${value.constructor.name} of length ${(value as unknown as ArrayLike<unknown>).length ?? value.byteLength}`;
  return Object.prototype.toString.call(value);
}

/** The allowed range of an integer or number, in words: `from 1 to 8`, `≥ 0`, `≤ 10`. */
export function rangeText(min: number, max: number): string {
  const hasMin = min > -Number.MAX_SAFE_INTEGER && Number.isFinite(min);
  const hasMax = max < Number.MAX_SAFE_INTEGER && Number.isFinite(max);
  if (hasMin && hasMax) return `from ${min} to ${max}`;
  if (hasMin) return `≥ ${min}`;
  if (hasMax) return `≤ ${max}`;
  return '';
}

function fail(Kind: typeof TypeError | typeof RangeError, name: string, allowed: string, value: unknown): never {
  throw new Kind(`${name} must be ${allowed}, got ${describe(value)}`);
}

/** Returns `value` if it is an integer in [min, max]; otherwise throws, naming `name` and the range. */
export function checkInteger(name: string, value: unknown, min: number, max: number = Number.MAX_SAFE_INTEGER): number {
  const allowed = `an integer ${rangeText(min, max)}`.trim();
  if (typeof value !== 'number' || Number.isNaN(value)) fail(TypeError, name, allowed, value);
  if (!Number.isInteger(value) || value < min || value > max) fail(RangeError, name, allowed, value);
  return value;
}

/** Returns `value` if it is a finite number in [min, max] (limits and budgets that may be fractional). */
export function checkNumber(name: string, value: unknown, min = -Infinity, max = Infinity): number {
  const allowed = `a finite number ${rangeText(min, max)}`.trim();
  if (typeof value !== 'number' || Number.isNaN(value)) fail(TypeError, name, allowed, value);
  if (!Number.isFinite(value) || value < min || value > max) fail(RangeError, name, allowed, value);
  return value;
}

/**
 * Returns `value` if it is an integer ≥ min or Infinity: a count limit or node budget that may be
 * left unbounded (`limit`, `maxNodes`). With `integer` false, fractions are allowed too (`maxMs`).
 */
export function checkLimit(name: string, value: unknown, min: number, integer = true): number {
  const allowed = `${integer ? 'an integer' : 'a number'} ≥ ${min} or Infinity`;
  if (typeof value !== 'number' || Number.isNaN(value)) fail(TypeError, name, allowed, value);
  if (value < min || (value !== Infinity && integer && !Number.isInteger(value))) fail(RangeError, name, allowed, value);
  return value;
}

/** Returns `value` if it is one of `allowed`; the message lists them. */
export function checkChoice<T extends string>(name: string, value: unknown, allowed: readonly T[]): T {
  const list = `one of ${allowed.map((a) => `'${a}'`).join(', ')}`;
  if (typeof value !== 'string') fail(TypeError, name, list, value);
  if (!(allowed as readonly string[]).includes(value)) fail(RangeError, name, list, value);
  return value as T;
}

/**
 * Returns `value` if it is an object (not null, not an array): a required options or input object.
 * `shape` says what it holds, for the message (`an object { rows, cols? }`).
 */
export function checkObject<T extends object>(name: string, value: T, shape = ''): T {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) fail(TypeError, name, `an object${shape ? ' ' + shape : ''}`, value);
  return value;
}

/** Returns `value` if it is a boolean. */
export function checkBoolean(name: string, value: unknown): boolean {
  if (typeof value !== 'boolean') fail(TypeError, name, 'true or false', value);
  return value;
}

/** Returns `value` if it is a string (of at most `maxLength` characters). */
export function checkString(name: string, value: unknown, maxLength = Number.MAX_SAFE_INTEGER): string {
  if (typeof value !== 'string') fail(TypeError, name, 'a string', value);
  if (value.length > maxLength) fail(RangeError, name, `a string of at most ${maxLength} characters`, value);
  return value;
}

/**
 * The longest text a picture, a table or a sentence draws (a title, a label, a claim). Escaping for
 * SVG is linear, but a 10⁸-character title exhausts the heap before it is drawn.
 */
export const MAX_TEXT_LENGTH = 10_000;

/** Returns `value` if it is text to draw or escape: a string of at most `maxLength` characters. */
export function checkText(name: string, value: unknown, maxLength = MAX_TEXT_LENGTH): string {
  return checkString(name, value, maxLength);
}

/** Returns `value` if it is a label a picture can write: a finite number, a string of at most `maxLength` characters, null or undefined. */
export function checkLabel(name: string, value: unknown, maxLength = MAX_TEXT_LENGTH): string | number | null | undefined {
  if (value === null) return null;
  if (value === undefined) return undefined;
  if (typeof value === 'string') return checkText(name, value, maxLength);
  const allowed = `a string of at most ${maxLength} characters, a finite number or nothing`;
  if (typeof value !== 'number' || Number.isNaN(value)) fail(TypeError, name, allowed, value);
  if (!Number.isFinite(value)) fail(RangeError, name, allowed, value);
  return value;
}

/** Returns `value` if it is a function. */
export function checkFunction<F extends (...args: never[]) => unknown>(name: string, value: unknown): F {
  if (typeof value !== 'function') fail(TypeError, name, 'a function', value);
  return value as F;
}

/** Returns `value` if it is an array or a typed array (anything with integer indices and a length). */
export function checkArrayLike<T = unknown>(name: string, value: unknown): ArrayLike<T> {
  if (!Array.isArray(value) && !(ArrayBuffer.isView(value) && !(value instanceof DataView))) {
    fail(TypeError, name, 'an array', value);
  }
  return value as unknown as ArrayLike<T>;
}

/**
 * The options object of a call: `undefined` becomes `{}`; anything but a plain object is refused, and
 * so is a key not in `known` (a misspelt option would otherwise be ignored in silence).
 */
export function checkOptions<T extends object>(value: T | undefined, known: readonly string[], name = 'options'): Partial<T> {
  if (value === undefined) return {};
  if (value === null || typeof value !== 'object' || Array.isArray(value)) fail(TypeError, name, 'an object (or left out)', value);
  for (const key of Object.keys(value)) {
    if (!known.includes(key)) {
      throw new RangeError(`${name} has no option '${key}' (known: ${known.join(', ')})`);
    }
  }
  return value;
}

/**
 * Returns `value` if it is an object with no key outside `known`: an input object (not options), whose
 * misspelt optional key (`secundary`) would otherwise be dropped in silence and change the problem.
 */
export function checkKeys<T extends object>(name: string, value: T, known: readonly string[]): T {
  checkObject(name, value, `{ ${known.join(', ')} }`);
  for (const key of Object.keys(value)) {
    if (!known.includes(key)) throw new RangeError(`${name} must be an object with no keys but ${known.join(', ')}, got key ${describe(key)}`);
  }
  return value;
}

/** What a field of a verdict holds (`?` when it may be left out). */
export type FieldType = 'integer' | 'number' | 'text' | 'object';

/**
 * Returns `value` if it is a verdict `{ kind, … }` whose kind is a key of `variants` and which has
 * every field that kind lists, of its type: the wording functions refuse an unknown kind or a missing
 * field by name, instead of answering `undefined` or writing "undefined" into a sentence.
 */
export function checkVariant<T extends object>(name: string, value: T, variants: Readonly<Record<string, Readonly<Record<string, FieldType | `${FieldType}?`>>>>, shape: string): T {
  checkObject(name, value, shape);
  const record = value as unknown as Record<string, unknown>;
  const kind = checkChoice(`${name}.kind`, record.kind, Object.keys(variants));
  for (const [field, type] of Object.entries(variants[kind])) {
    const v = record[field];
    const where = `${name}.${field}`;
    if (type.endsWith('?') && v === undefined) continue;
    const t = type.replace('?', '') as FieldType;
    if (t === 'integer') checkInteger(where, v, -Number.MAX_SAFE_INTEGER);
    else if (t === 'number') checkNumber(where, v);
    else if (t === 'text') checkText(where, v);
    else checkObject(where, v as object);
  }
  return value;
}

/** Bytes in words: 512 B, 3.2 MB, 1.5 GB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1e3) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB', 'TB', 'PB'];
  let v = bytes;
  let i = -1;
  while (v >= 1e3 && i < units.length - 1) { v /= 1e3; i++; }
  return `${v.toFixed(v < 10 ? 1 : 0)} ${units[i]}`;
}

/** Default ceiling for one allocation made from caller-chosen sizes: 1 GB. */
export const MAX_ALLOCATION_BYTES = 1e9;

/**
 * Refuses, before allocating, a structure of `count` items of `bytesPerItem` bytes that would exceed
 * `maxBytes`; the message states the bytes needed. `what` names the structure (`"a 10⁷×10⁷ grid"`).
 */
export function checkAllocation(what: string, count: number, bytesPerItem: number, maxBytes = MAX_ALLOCATION_BYTES): void {
  const bytes = count * bytesPerItem;
  if (!(bytes <= maxBytes)) {
    throw new RangeError(`${what} needs ${formatBytes(bytes)} (${count} items × ${bytesPerItem} B); at most ${formatBytes(maxBytes)} is allowed`);
  }
}
