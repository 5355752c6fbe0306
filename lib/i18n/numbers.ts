/**
 * Numbers as a reader of each language writes them. Both editions keep the decimal point (as the
 * code and its output do); thousands differ: English groups with commas (12,000), Spanish with a
 * space from five digits on (12 000; 2339), as the RAE recommends — a comma would read as a decimal
 * comma there. The space is a no-break space, so a number never wraps.
 */
import { checkInteger, checkNumber } from '../check';
import { languageOption, type Language } from './language';

const NO_BREAK_SPACE = '\u00a0';
const MINUS = '\u2212';

/** `v` with at most `maxFractionDigits` decimals (default 2) and the thousands grouping of `lang` (default: the current language). */
export function formatNumber(v: number, maxFractionDigits = 2, lang?: Language): string {
  checkNumber('v', v);
  checkInteger('maxFractionDigits', maxFractionDigits, 0, 20);
  const text = v.toLocaleString('en-US', { maximumFractionDigits: maxFractionDigits });
  if (languageOption(lang) === 'en') return text;
  const [whole, fraction] = text.split('.');
  const digits = whole.replace(/\D/g, '');
  const grouped = digits.length >= 5 ? whole.replace(/,/g, NO_BREAK_SPACE) : whole.replace(/,/g, '');
  return typographicMinus(fraction === undefined ? grouped : `${grouped}.${fraction}`, lang);
}

/**
 * A number's text with its leading hyphen made a typographic minus (U+2212) outside English, as Plot writes
 * its ticks: a hyphen reads as a dash in Spanish prose. The one rule for every negative the library writes.
 */
export function typographicMinus(text: string, lang?: Language): string {
  return languageOption(lang) === 'en' ? text : text.replace(/^-/, MINUS);
}

/** A count (an integer) as a reader writes it: 16,680 in English, 16 680 in Spanish. */
export function formatCount(n: number, lang?: Language): string {
  checkInteger('n', n, -Infinity, Infinity);
  return formatNumber(n, 0, lang);
}
