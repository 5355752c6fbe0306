/**
 * Turning a widget kind and its options into self-contained HTML: a `<div>` holding a short message
 * for readers whose page runs no scripts, then a `<script>` carrying the page bundle that replaces
 * the message with the live board.
 *
 * Glossary
 * - Kind: which board the page script mounts (`knight-game`, `dc-explorer`, `sudoku-stepper`).
 * - Mount id: the `<div>`'s id, unique per call (a counter plus random bits), so a widget shown
 *   twice in one page, or re-run in the same notebook, never collides.
 */
import { randomBytes } from 'crypto';
import { checkChoice } from '../check';
import { widgetBundle } from './bundle';

/** The boards the page script knows. */
export const WIDGET_KINDS = ['knight-game', 'dc-explorer', 'sudoku-stepper'] as const;
/** One of {@link WIDGET_KINDS}. */
export type WidgetKind = (typeof WIDGET_KINDS)[number];

/** Shown until the page script replaces it (and forever where scripts do not run). */
export const NO_SCRIPT_MESSAGE =
  'This interactive board needs JavaScript. Run the cell in the classic Jupyter Notebook (trust the notebook if it ' +
  'was opened with saved outputs: File → Trust Notebook), or open the exported HTML page in a browser.';

let counter = 0;

/** A fresh mount id: `cw-<kind>-<counter>-<random>`. */
export function newWidgetId(kind: WidgetKind): string {
  counter += 1;
  return `cw-${kind}-${counter}-${randomBytes(4).toString('hex')}`;
}

function escapeHtml(text: string): string {
  // Attributes are double-quoted, so `'` needs no escape (and the HTML round-trips exactly).
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);
}

/** JSON that is safe inside a `<script>` element (no `</script>`, no HTML comment openers). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * HTML for one widget: the mount `<div>` and a `<script>` that defines the page bundle (once per
 * page and version) and mounts `kind` with `options`. The element may not be in the document yet
 * when the script runs (the classic Notebook runs output scripts before attaching the output), so
 * the script retries for a moment.
 */
export function widgetHtml(kind: WidgetKind, options: Record<string, unknown>, label: string): string {
  checkChoice('kind', kind, WIDGET_KINDS);
  const { code, hash } = widgetBundle();
  const id = newWidgetId(kind);
  // `</script` cannot occur in esbuild's minified output of our sources, but make sure.
  const safeCode = code.replace(/<\/script/gi, '<\\/script');
  const script =
    `(function(){var g=window.__courseWidgets=window.__courseWidgets||{};` +
    `if(!g[${scriptJson(hash)}]){${safeCode};g[${scriptJson(hash)}]=CourseWidgets;}` +
    `var api=g[${scriptJson(hash)}],id=${scriptJson(id)},tries=0;` +
    `(function go(){var el=document.getElementById(id);` +
    `if(!el){if(++tries<200)setTimeout(go,25);return;}` +
    `api.mountInto(el,${scriptJson(kind)},${scriptJson(options)});})();})();`;
  return (
    `<div id="${id}" class="course-widget course-widget-${kind}" data-widget="${kind}" data-bundle="${hash}" aria-label="${escapeHtml(label)}">` +
    `<p class="course-widget-noscript" style="border:1px solid #d9a441;background:#fff8e6;padding:6px 10px;border-radius:4px;font:14px system-ui,sans-serif">` +
    `<b>${escapeHtml(label)}.</b> ${escapeHtml(NO_SCRIPT_MESSAGE)}</p></div>` +
    `<script>${script}</script>`
  );
}
