/**
 * `levelProfileChart`: Knuth's profile of a backtracking search as bars, rows tried at each level d
 * (d rows already chosen), the shape of the search tree level by level: where the tree is widest is
 * where the search spends its time. Dancing Links reports it in `stats.profile`.
 */
import { checkArrayLike, checkNumber, checkOptions, checkString } from '../check';
import { formatCount, type Language } from '../i18n';
import { languageOption } from '../i18n/language';
import { labels as tables } from '../i18n/labels';
import { plot, Plot } from './plot';
import { BOARD } from './palette';

/** Options for `levelProfileChart`. */
export interface ProfileChartOptions {
  /** A title above the chart (none unless given). */
  title?: string;
  width?: number;
  height?: number;
  lang?: Language;
}

/** The profile (rows tried per level) as a bar chart, levels on x, with the total in the caption. */
export function levelProfileChart(profile: ArrayLike<number>, opts: ProfileChartOptions = {}): string {
  checkArrayLike('profile', profile);
  checkOptions(opts, ['title', 'width', 'height', 'lang']);
  const lang = languageOption(opts.lang, 'options.lang');
  const words = tables(lang).notebook.profile;
  const levels = Array.from(profile, (n, d) => ({ d, n: checkNumber(`profile[${d}]`, n, 0) }));
  if (opts.title !== undefined) checkString('options.title', opts.title);
  const total = levels.reduce((sum, l) => sum + l.n, 0);
  return plot({
    title: opts.title,
    caption: words.total(formatCount(total, lang)),
    width: opts.width ?? 560,
    height: opts.height ?? 240,
    marginLeft: 60,
    x: { label: words.x, tickFormat: (d: number) => String(d) },
    y: { label: words.y, grid: true },
    marks: [Plot.barY(levels, { x: 'd', y: 'n', fill: BOARD.path }), Plot.ruleY([0])],
  });
}
