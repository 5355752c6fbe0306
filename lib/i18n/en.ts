/**
 * The English labels of everything library code draws or prints in a notebook or the console: the
 * source table. `es.ts` has the same keys (its type is `Labels`, so a missing one does not compile).
 * Parametrised texts are functions, so word order can differ between languages.
 */
export const en = {
  // lib/notebook: claims, fits, charts, progress lines, pictures' legends and titles.
  notebook: {
    claim: {
      notThisTime: (statement: string) => `not this time: ${statement}`,
      measured: (value: string) => `measured ${value}`,
      lookFor: 'Look for:',
    },
    growth: {
      /** The laws in words: `∝ n^2.01` or `grows ×4.82 per step of n`. */
      power: (exponent: string) => `∝ n^${exponent}`,
      exponential: (base: string) => `grows ×${base} per step of n`,
      range: (from: number, to: number) => `n = ${from}…${to}`,
      counter: (law: string) => `; counter ${law}`,
      statistic: { median: 'median', min: 'min' },
      tooFew: (label: string, floorMs: number, used: number, total: number) =>
        `${label}: too few sizes above ${floorMs} ms to fit (${used} of ${total}) — raise the sizes`,
      tooNoisy: (label: string, law: string, r2: string, minR2: number, range: string, counter: string) =>
        `${label}: too noisy — rerun or raise the sizes (a line would say ${law}, but r² ${r2} < ${minR2} over ${range})${counter}`,
      fitted: (label: string, law: string, r2: string, statistic: string, repeat: number, range: string, counter: string) =>
        `${label}: time ${law} (r² ${r2}, ${statistic} of ${repeat}, fitted over ${range})${counter}`,
    },
    chart: {
      size: 'size n',
      method: 'method',
      time: { cpu: 'CPU time', wall: 'time' },
      timeAxis: (time: string, unit: string) => `↑ ${time} per call (${unit})`,
      counterAxis: (counter: string) => `↑ ${counter} per call`,
      dashed: { power: '(dashed: the fitted power law)', exponential: '(dashed: the fitted exponential)' },
    },
    progress: { done: 'done' },
    tree: {
      /** What the legend calls the statuses that have default colours (the data keeps the English word). */
      statuses: { expanded: 'expanded', promising: 'promising', solution: 'solution', dead: 'dead' } as Record<string, string>,
      noStatus: '(no status)',
      highlighted: 'highlighted',
      node: (id: number, label: string, status: string) => `node ${id}: ${label} (${status})`,
    },
    board: { start: 'start', end: 'end' },
    links: { row: (row: number) => `row ${row}` },
    noError: '(no error: the call returned normally)',
    // lib/queens: texts its functions return for the notebook to show.
    queens: {
      sharedColumn: (i: number, j: number, column: number) => `queens ${i} and ${j} share column ${column}`,
      sharedDiagonal: (i: number, j: number, xi: number, xj: number) => `queens ${i} and ${j} share a diagonal (|${xi} − ${xj}| = |${i} − ${j}|)`,
      units: { years: 'years', days: 'days', hours: 'hours', minutes: 'minutes', seconds: 'seconds' },
    },
  },

  // lib/widgets: buttons, fields, status lines and counters of the boards that play in the page.
  widgets: {},

  // lib/exercises: the check cells' verdicts and hints.
  exercises: {},

  // lib/knight/console-app.ts: the course's console program (npm run knight).
  console: {},
};

export type Labels = typeof en;
