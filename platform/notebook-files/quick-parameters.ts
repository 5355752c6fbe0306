/**
 * A notebook's quick mode, for runs in a page (the site's test and benchmark): the cell that
 * platform/kernel/execute_notebook.py's `inject_parameters` inserts after the cell tagged
 * `parameters` — a block reassigning its `let` names with the values of that cell's
 * `quick_parameters` metadata — written here for code that has no Python at hand. Same text, same tag.
 */
import type { NotebookJson } from './notebook-json';

export const INJECTED_TAG = 'injected-parameters';
const INJECTED_COMMENT: Readonly<Record<string, string>> = {
  en: '// Injected by the notebook runner: these values replace the ones above for this run.',
  es: '// Celda añadida por el ejecutor de cuadernos: estos valores sustituyen a los de arriba en esta ejecución.',
};

/** The index of the cell tagged `parameters`, or -1. */
export function parametersCellIndex(nb: NotebookJson): number {
  return nb.cells.findIndex((c) => c.cell_type === 'code' && ((c.metadata.tags as string[] | undefined) ?? []).includes('parameters'));
}

/** Where the quick parameters go and the cell's source, or null when the notebook has none. */
export function quickParametersCell(nb: NotebookJson): { index: number; source: string } | null {
  const at = parametersCellIndex(nb);
  const quick = at < 0 ? undefined : (nb.cells[at].metadata.quick_parameters as Record<string, unknown> | undefined);
  if (!quick || Object.keys(quick).length === 0) return null;
  const language = (nb.metadata.translation as { language?: string } | undefined)?.language ?? 'en';
  const lines = [INJECTED_COMMENT[language] ?? INJECTED_COMMENT.en, '{', ...Object.entries(quick).map(([k, v]) => `  ${k} = ${JSON.stringify(v)};`), '}'];
  return { index: at + 1, source: lines.join('\n') };
}
