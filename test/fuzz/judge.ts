/**
 * Is a thrown value a clear refusal? Shared by the fuzz child and the regression cases.
 */
import { FUZZ_THROW, numericStringsIn, type Spec } from './values';
import type { Outcome } from './protocol';

/** Option keys declared in lib/ (the fuzz test sends them): "<key> must be …" names a key left out. */
let optionKeys = new Set<string>();
export function setOptionKeys(keys: string[]): void {
  optionKeys = new Set(keys);
}


/** Messages that come from deep inside (the engine's words), not from a check at the door. */
export const RAW_ERROR =
  /Cannot read propert|Cannot set propert|is not a function|is not iterable|is not a constructor|Invalid array length|Invalid typed array length|Maximum call stack|Cannot convert|Array buffer allocation failed|Invalid string length|undefined is not|null is not|Cannot create property|Cannot destructure|Reduce of empty array|Invalid count value|digits argument|Invalid time value|is not defined|Cannot mix BigInt|serialize a BigInt|Cannot access|offset is out of bounds|Start offset|Offset is outside|Right-hand side of|Unexpected token|ENOENT|EISDIR|ENOTDIR|EACCES|Invalid code point|toString is not|Object prototype may only|is not an entry object|Symbol\.iterator|cannot be converted|Invalid regular expression|Unexpected end of JSON/i;

/** The numbers written literally in an argument (as they print), nested as numericStringsIn looks. */
function numbersIn(spec: Spec, out: Set<string>, depth = 0): Set<string> {
  if (depth > 4) return out;
  if (spec.t === 'lit' && typeof spec.v === 'number') out.add(String(spec.v));
  else if (spec.t === 'obj') for (const [, v] of spec.entries) numbersIn(v, out, depth + 1);
  else if (spec.t === 'arr') for (const item of spec.items) numbersIn(item, out, depth + 1);
  return out;
}

function wordIn(message: string, name: string): boolean {
  const esc = name.replace(/[$]/g, '\\$');
  if (name.length <= 2) {
    // Short names ("n", "a", "v") are English words too: count them only where they name something.
    return new RegExp(`(^|[\\s'"\`(.\\[])${esc}(\\]|\\)|'|"|\`)?( must| is| has| should| =|\\[| \\()`).test(message);
  }
  return new RegExp(`(^|[^A-Za-z0-9_$])${esc}([^A-Za-z0-9_$]|$)`).test(message);
}

/**
 * A thrown value is acceptable when it is a TypeError/RangeError from a check (not the engine's
 * words) that names one of `names` and quotes numeric strings; or the caller's own error passed on.
 * `refusalOnly`: a state refusal (no bad argument), where any Error class and no name will do.
 */
export function judgeError(e: unknown, names: Set<string>, args: Spec[], refusalOnly = false): Outcome {
  if (!(e instanceof Error)) {
    return { verdict: 'raw', detail: `threw a non-Error: ${String(e).slice(0, 200)}` };
  }
  const message = e.message;
  const shown = `${e.name}: ${message.slice(0, 300)}`;
  if (message.includes(FUZZ_THROW)) return { verdict: 'ok', detail: `passed on the caller's own error` };
  if (RAW_ERROR.test(message)) {
    const frame = (e.stack ?? '').split('\n').find((l) => l.includes('/lib/'))?.trim() ?? '';
    return { verdict: 'raw', detail: `${shown}${frame ? ` (${frame.replace(/^.*\/lib\//, 'lib/').replace(/\)$/, '')})` : ''}` };
  }
  if (refusalOnly) return { verdict: 'ok', detail: shown };
  if (!(e instanceof TypeError) && !(e instanceof RangeError)) {
    return { verdict: 'unclear', detail: `${shown} — an ${e.name}, not a TypeError or RangeError` };
  }
  // A number passed as well as the same numeric string (rows -1 and an extra "-1") makes "got -1" ambiguous: not counted.
  const numbers = new Set<string>();
  for (const arg of args) numbersIn(arg, numbers);
  for (const arg of args) {
    for (const s of numericStringsIn(arg)) {
      if (numbers.has(s)) continue;
      const esc = s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (new RegExp(`got ${esc}(?![\\w."'])`).test(message)) {
        return { verdict: 'unclear', detail: `${shown} — the string "${s}" is shown unquoted, as if it were a number` };
      }
    }
  }
  for (const name of names) {
    if (wordIn(message, name)) return { verdict: 'ok', detail: shown };
    // "row 3 is empty" names an element of rows
    if (name.length > 3 && name.endsWith('s') && wordIn(message, name.slice(0, -1))) return { verdict: 'ok', detail: shown };
  }
  const leadWord = /^([A-Za-z_$][\w$]*)\b[^.]{0,40}? must be /.exec(message)?.[1];
  // a one-letter parameter is an abbreviation: "row must be …" for r, "column must be …" for c
  for (const name of names) if (name.length === 1 && leadWord?.toLowerCase().startsWith(name.toLowerCase())) return { verdict: 'ok', detail: shown };
  // the course writes a queens vector v as x1 … xn: "x3 must be …, got 9" names v[2]
  if (names.has('v') && /(^|\W)x\d+\b/.test(message)) return { verdict: 'ok', detail: shown };
  // a board written as rows×cols with the values passed ("no tour exists on 68×2") names both
  const [a, b] = args;
  if (a?.t === 'lit' && b?.t === 'lit' && typeof a.v === 'number' && typeof b.v === 'number' && message.includes(`${a.v}×${b.v}`)) return { verdict: 'ok', detail: shown };
  // "<key> must be …" for a key of the options (or input) object that was left out also names it
  const lead = /^([A-Za-z_$][\w$.]*) must be /.exec(message)?.[1];
  // "<name>.key must be …" / "<name>[3] must be …" name a part of an argument: names it (short names too)
  const part = /^([A-Za-z_$][\w$]*)[.[][^\s]* must be /.exec(message)?.[1];
  if (part !== undefined && names.has(part)) return { verdict: 'ok', detail: shown };
  if (lead !== undefined && optionKeys.has(lead.replace(/^(options|opts|input)\./, ''))) return { verdict: 'ok', detail: shown };
  return { verdict: 'unclear', detail: `${shown} — names none of ${[...names].join(', ') || '(no names)'}` };
}

