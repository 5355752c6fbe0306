/**
 * The library's labels without the notebooks' own words: the same tables as `labels()`, less the
 * `nbNN` blocks. What the library itself draws reads these, so the widgets' page bundle (which
 * carries the renderers and the verdicts' words) does not carry the notebooks' prose as well.
 */
import { en, type CoreLabels } from './en';
import { es } from './es';
import { pick, type Language } from './language';

const TABLES: Readonly<Record<Language, CoreLabels>> = Object.freeze({ en, es });

export function coreLabels(lang?: Language): CoreLabels {
  return pick(TABLES, lang);
}
