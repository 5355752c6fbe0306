/**
 * `levelProfileChart`: Knuth's profile of a backtracking search as bars, rows tried at each level d
 * (d rows already chosen), the shape of the search tree level by level: where the tree is widest is
 * where the search spends its time. Dancing Links reports it in `stats.profile`.
 */
import { checkArrayLike, checkInteger, checkNumber, checkOptions, checkText } from '../check';
import { formatCount, type Language } from '../i18n';
import { languageOption } from '../i18n/language';
import { labels as tables } from '../i18n/labels';
import { MAX_PLOT_SIZE, plot, Plot } from './plot';
import { BOARD } from './palette';

/** Options for `levelProfileChart`. */
export interface ProfileChartOptions {
  /** A title above the chart (none unless given). */
  /** At most 10 000 characters. */
  title?: string;
  /** In px, 100 to 10 000 (default 560). */
  width?: number;
  /** In px, 100 to 10 000 (default 240). */
  height?: number;
  lang?: Language;
}

/** The most levels drawn (a bar each); levels past the deepest reached (trailing zeros) are not drawn nor counted. */
export const MAX_PROFILE_LEVELS = 2000;

/** The profile (rows tried per level) as a bar chart, levels on x, with the total in the caption; width and height 100 to 10 000 px. */
export function levelProfileChart(profile: ArrayLike<number>, opts: ProfileChartOptions = {}): string {
  checkArrayLike('profile', profile);
  checkOptions(opts, ['title', 'width', 'height', 'lang']);
  const lang = languageOption(opts.lang, 'options.lang');
  const words = tables(lang).notebook.profile;
  let deepest = profile.length;
  while (deepest > 1 && profile[deepest - 1] === 0) deepest--;
  if (deepest > MAX_PROFILE_LEVELS) throw new RangeError(`profile must have at most ${MAX_PROFILE_LEVELS} levels (trailing zeros left out), got ${deepest}`);
  const levels = Array.from({ length: deepest }, (_, d) => ({ d, n: checkInteger(`profile[${d}]`, profile[d], 0) }));
  if (opts.title !== undefined) checkText('options.title', opts.title);
  const width = checkNumber('options.width', opts.width ?? 560, 100, MAX_PLOT_SIZE);
  const height = checkNumber('options.height', opts.height ?? 240, 100, MAX_PLOT_SIZE);
  const total = levels.reduce((sum, l) => sum + l.n, 0);
  return plot({
    title: opts.title,
    caption: words.total(formatCount(total, lang)),
    width,
    height,
    marginLeft: 60,
    x: { label: words.x, tickFormat: (d: number) => String(d) },
    y: { label: words.y, grid: true },
    marks: [Plot.barY(levels, { x: 'd', y: 'n', fill: BOARD.path }), Plot.ruleY([0])],
  });
}
