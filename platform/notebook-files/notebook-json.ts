/** Reading a notebook file as JSON without trusting it: every problem becomes a message, never a throw. */
import { readFileSync } from 'fs';
import { LANGUAGES, type Language } from '../../lib/i18n/language';

/** The parts of an .ipynb file the grader and the student edition use. */
export interface NotebookJson {
  cells: NotebookCell[];
  metadata: { kernelspec?: { name?: string; display_name?: string; language?: string }; [key: string]: unknown };
  nbformat?: number;
  nbformat_minor?: number;
}

export interface NotebookCell {
  cell_type: string;
  id?: string;
  source: string | string[];
  metadata: Record<string, unknown>;
  outputs?: unknown[];
  execution_count?: number | null;
}

/** A cell's source as one string. */
export function cellSource(cell: NotebookCell): string {
  return Array.isArray(cell.source) ? cell.source.join('') : String(cell.source ?? '');
}

/** Source text in the list-of-lines form Jupyter saves. */
export function sourceLines(text: string): string[] {
  return text.split(/(?<=\n)/).filter((l) => l.length > 0);
}

/** The notebook in `file`, or why it cannot be read as one. */
export function readNotebook(file: string): { notebook: NotebookJson } | { problem: string } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    return { problem: `cannot read the file: ${(e as Error).message}` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { problem: `not a valid notebook: the file is not valid JSON (${(e as Error).message})` };
  }
  const nb = json as Partial<NotebookJson> | null;
  if (!nb || typeof nb !== 'object' || !Array.isArray(nb.cells)) return { problem: 'not a valid notebook: it has no list of cells' };
  const bad = nb.cells.findIndex((c) => !c || typeof c !== 'object' || typeof c.cell_type !== 'string' || (typeof c.source !== 'string' && !Array.isArray(c.source)));
  if (bad >= 0) return { problem: `not a valid notebook: cell ${bad} has no type or no source` };
  return { notebook: { ...nb, metadata: (nb.metadata ?? {}) as NotebookJson['metadata'], cells: nb.cells } as NotebookJson };
}

/** Why a notebook cannot run on the course's kernel (saved from another one), or undefined when it can. */
export function kernelProblem(nb: NotebookJson): string | undefined {
  const spec = nb.metadata.kernelspec;
  if (!spec) return undefined;
  if (spec.name === 'tslab' || spec.language === 'typescript') return undefined;
  return `saved from another kernel ('${spec.name ?? '?'}'${spec.display_name ? `, ${spec.display_name}` : ''}), not the course's TypeScript kernel (tslab): open it with the TypeScript kernel and save it again`;
}

/** The metadata a generated notebook carries: which English notebook it translates (platform/translations). */
export interface TranslationMetadata {
  language: Language;
  source: string;
}

/** The translation metadata of a generated notebook, if it is one. */
export function translationOf(nb: NotebookJson): TranslationMetadata | undefined {
  const t = nb.metadata.translation as Partial<TranslationMetadata> | undefined;
  if (!t || typeof t !== 'object' || typeof t.source !== 'string' || !(LANGUAGES as readonly string[]).includes(String(t.language))) return undefined;
  return { language: t.language as Language, source: t.source };
}
