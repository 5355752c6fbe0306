/**
 * The English labels of everything library code draws or prints in a notebook or the console: the
 * source table. `es.ts` has the same keys (its type is `Labels`, so a missing one does not compile).
 * Parametrised texts are functions, so word order can differ between languages.
 */
export const en = {
  // lib/notebook: claims, fits, charts, progress lines, pictures' legends and titles.
  notebook: {},

  // lib/widgets: buttons, fields, status lines and counters of the boards that play in the page.
  widgets: {},

  // lib/exercises: the check cells' verdicts and hints.
  exercises: {},

  // lib/knight/console-app.ts: the course's console program (npm run knight).
  console: {},
};

export type Labels = typeof en;
