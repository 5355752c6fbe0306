// One visual language (issue 32, item 1), held over what the notebooks actually drew: in the run of
// both editions (test/helpers/course-run.ts, shared with the notebook and browser tests), every chart
// coloured by method carries its series' keys (lib/notebook's plot and growthChart write them), each key
// is in the course's table with the table's colour, no two series of a chart share a colour, and no chart
// with a colour legend bypasses the table.
import { readFileSync } from 'fs';
import * as path from 'path';
import { beforeAll, describe, expect, it } from 'vitest';
import { METHOD } from '../lib/notebook/palette';
import { findJupyter, notebookName, notebooksDir, resolveNotebooks } from '../platform/kernel';
import { chartSeries } from './helpers/chart-series';
import { courseRun, type CourseRun } from './helpers/course-run';

const all = resolveNotebooks([]).map((f) => path.relative(notebooksDir, f));
const stem = (file: string) => notebookName(path.join(notebooksDir, file));

/** The HTML outputs of an executed notebook, by cell id. */
function htmlOutputs(file: string): { cell: string; html: string }[] {
  const nb = JSON.parse(readFileSync(file, 'utf8')) as { cells: { id?: string; outputs?: { data?: Record<string, unknown> }[] }[] };
  return nb.cells.flatMap((c) => (c.outputs ?? []).map((o) => o.data?.['text/html']).filter((h) => h !== undefined)
    .map((h) => ({ cell: c.id ?? '?', html: Array.isArray(h) ? h.join('') : String(h) })));
}

/** Plot's figures with a swatch legend (a categorical colour legend), and growth charts, that say nothing of their series. */
function unmarkedLegends(html: string): number {
  const figures = html.match(/<figure\b[^>]*>(?:(?!<\/figure>)[\s\S])*?-swatches\b/g) ?? [];
  const growth = html.match(/<div class="growth-chart"[^>]*>/g) ?? [];
  return [...figures, ...growth].filter((tag) => !/data-series-keys=|data-sequence=/.test(tag.slice(0, tag.indexOf('>') + 1))).length;
}

describe('every chart of every executed notebook draws its series in the course table\'s colours', () => {
  let run: CourseRun;
  beforeAll(async () => {
    if (!findJupyter().found?.python) throw new Error('Jupyter is not installed: run `npm test` (it sets up first) or `npm run setup`');
    run = await courseRun();
  }, 1_800_000);

  it.each(all)('%s', (name) => {
    const problems: string[] = [];
    for (const { cell, html } of htmlOutputs(run.notebook(stem(name)))) {
      for (const chart of chartSeries(html)) {
        const colours = chart.series.map(([, c]) => c);
        const shared = colours.filter((c, i) => colours.indexOf(c) !== i);
        if (shared.length) problems.push(`${cell}: two series in ${shared.join(', ')} (${chart.series.map(([k, c]) => `${k} ${c}`).join(', ')})`);
        if (chart.kind !== 'methods') continue;
        for (const [key, colour] of chart.series) {
          if (!Object.prototype.hasOwnProperty.call(METHOD, key)) problems.push(`${cell}: key ${key} is not in the course's table`);
          else if (METHOD[key] !== colour) problems.push(`${cell}: ${key} drawn in ${colour}, the table says ${METHOD[key]}`);
        }
      }
      const unmarked = unmarkedLegends(html);
      if (unmarked) problems.push(`${cell}: ${unmarked} chart(s) with a colour legend that bypass the course's table`);
    }
    expect(problems).toEqual([]);
  });

  it('finds the charts it checks: the English course draws at least twelve charts by method, in both editions alike', () => {
    const count = (names: string[]) => names.flatMap((n) => htmlOutputs(run.notebook(stem(n))).flatMap(({ html }) => chartSeries(html)))
      .filter((c) => c.kind === 'methods').length;
    const english = all.filter((n) => !n.startsWith('es/'));
    const spanish = all.filter((n) => n.startsWith('es/'));
    expect(count(english)).toBeGreaterThanOrEqual(12);
    expect(count(spanish)).toBe(count(english));
  });
});
