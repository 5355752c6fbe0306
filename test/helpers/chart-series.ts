/**
 * What a chart says about its series (issue 32): the method keys and colours that `plot` (through
 * `methodScale`) and `growthChart` write on a chart's root element, and the ordered values of a
 * `sequenceScale`. Read from a notebook's output markup, or from a chart the tests draw.
 */
import { SEQUENCE_ATTRIBUTE, SERIES_ATTRIBUTE } from '../../lib/notebook/palette';

/** One chart's series: method keys with their colours, or ordered values with theirs. */
export interface ChartSeries {
  kind: 'methods' | 'sequence';
  series: [string, string][];
}

const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** Every chart in `markup` that carries its series, in order. */
export function chartSeries(markup: string): ChartSeries[] {
  const out: ChartSeries[] = [];
  const re = new RegExp(`(${SERIES_ATTRIBUTE}|${SEQUENCE_ATTRIBUTE})="([^"]*)"`, 'g');
  for (const m of markup.matchAll(re)) {
    const series = unescape(m[2]).split(';').filter((x) => x !== '').map((pair) => {
      const at = pair.lastIndexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)] as [string, string];
    });
    out.push({ kind: m[1] === SERIES_ATTRIBUTE ? 'methods' : 'sequence', series });
  }
  return out;
}

/** The method keys a notebook's code names for its series: `method: 'key'` (measureGrowth) and `methodScale([['key', …` literals. */
export function methodKeysInCode(code: string): string[] {
  const keys = [...code.matchAll(/\bmethod:\s*'([^']+)'/g)].map((m) => m[1]);
  for (const m of code.matchAll(/methodScale\(\[((?:\['[^']+',[^\]]*\],?\s*)+)\]/g)) keys.push(...[...m[1].matchAll(/\['([^']+)',/g)].map((k) => k[1]));
  for (const m of code.matchAll(/=\s*\{([^{}]*)\}\s*as const;/g)) {
    // a key table such as 01's variantKey: { textbook: 'textbook', fixed: 'backtracking-fixed', … }
    if (/variantKey|Key\b/.test(code.slice(Math.max(0, (m.index ?? 0) - 40), m.index))) keys.push(...[...m[1].matchAll(/:\s*'([^']+)'/g)].map((k) => k[1]));
  }
  return [...new Set(keys)];
}
