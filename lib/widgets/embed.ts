/**
 * Turning a widget kind and its options into HTML: a `<div>` holding a short message for readers
 * whose page runs no scripts, then a `<script>` that replaces the message with the live board.
 *
 * Glossary
 * - Kind: which board the page script mounts (`knight-game`, `queens-stepper`, …: WIDGET_KINDS).
 * - Mount id: the `<div>`'s id, unique per call (a counter plus random bits), so a widget shown
 *   twice in one page, or re-run in the same notebook, never collides.
 * - Carrier: the one widget of a page whose script holds the library bundle. The first widget a
 *   kernel makes carries it; later ones wait for it (`window.__courseWidgets[hash]`), so a page
 *   with five boards holds one copy. A notebook run top to bottom (and so its HTML export) has the
 *   carrier first. In the live Notebook the bundle stays registered in the page once it has run,
 *   so re-running or clearing the carrier's cell leaves the other boards working.
 */
import { randomBytes } from 'crypto';
import { checkChoice } from '../check';
import { languageOption, type Language } from '../i18n/language';
import { labels, type Labels } from '../i18n/labels';
import { widgetBundle } from './bundle';

/** The boards the page script knows. */
export const WIDGET_KINDS = ['knight-game', 'dc-explorer', 'sudoku-stepper', 'queens-stepper', 'warnsdorff-stepper', 'backtrack-stepper', 'measurement-lab'] as const;
/** One of {@link WIDGET_KINDS}. */
export type WidgetKind = (typeof WIDGET_KINDS)[number];

/** Shown until the page script replaces it (and forever where scripts do not run); in English (lib/i18n has the others). */
export const NO_SCRIPT_MESSAGE = labels('en').widgets.noScript;

/** Shown by a board whose page has no copy of the bundle after waiting for it (see Carrier); in English. */
export const NO_BUNDLE_MESSAGE = labels('en').widgets.noBundle;

/** The widgets' words in one language (lib/i18n's `widgets` section). */
export type WidgetLabels = Labels['widgets'];

let counter = 0;
/** Hash of the bundle this process has put in a page (the carrier's), or null: the next widget carries it. */
let carried: string | null = null;

/**
 * Makes the next widget carry the bundle again: call it when building a new page of widgets outside
 * a notebook (a notebook's kernel starts a fresh page by itself).
 */
export function newWidgetPage(): void {
  carried = null;
}

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
 * HTML for one widget: the mount `<div>` and a `<script>` that mounts `kind` with `options`, in the
 * language `lang` (checked; default the notebook's, from `setLanguage`), which the page's board reads
 * from its options (`options.lang`) and `name` gives the board's name in (aria-label, no-script note). The
 * first widget since {@link newWidgetPage} (or since the process started) carries the page bundle
 * and registers it (`window.__courseWidgets[hash]`); later ones wait for it. The element may not be
 * in the document yet when the script runs (the classic Notebook runs output scripts before it
 * attaches the output), so the script also waits for its element. After 10 s without the bundle
 * the board says so ({@link NO_BUNDLE_MESSAGE}).
 */
export function widgetHtml(kind: WidgetKind, options: Record<string, unknown>, name: (names: WidgetLabels['names']) => string, lang?: Language): string {
  checkChoice('kind', kind, WIDGET_KINDS);
  const language = languageOption(lang);
  const words = labels(language).widgets;
  const label = name(words.names);
  options = { ...options, lang: language };
  const { code, hash } = widgetBundle();
  const id = newWidgetId(kind);
  const carrier = carried !== hash;
  carried = hash;
  const h = scriptJson(hash);
  // `</script` cannot occur in esbuild's minified output of our sources, but make sure.
  // The bundle is wrapped in a function so the measurement lab can start a Web Worker from its text.
  const define = carrier
    ? `if(!g[${h}]){var f=function(){${code.replace(/<\/script/gi, '<\\/script')};return CourseWidgets;};g[${h}]=f();g[${h}].setFactory(f);}`
    : '';
  const script =
    `(function(){var g=window.__courseWidgets=window.__courseWidgets||{};${define}` +
    `var id=${scriptJson(id)},tries=0;` +
    `(function go(){var el=document.getElementById(id),api=g[${h}];` +
    `if(!el||!api){if(++tries<400)setTimeout(go,25);` +
    `else if(el){el.dataset.ready='no-bundle';el.firstChild.textContent=${scriptJson(words.noBundle)};}return;}` +
    `api.mountInto(el,${scriptJson(kind)},${scriptJson(options)});})();})();`;
  return (
    `<div id="${id}" class="course-widget course-widget-${kind}" data-widget="${kind}" data-lang="${language}" data-bundle="${hash}"${carrier ? ' data-bundle-carrier="true"' : ''} aria-label="${escapeHtml(label)}">` +
    `<p class="course-widget-noscript" style="border:1px solid #d9a441;background:#fff8e6;padding:6px 10px;border-radius:4px;font:14px system-ui,sans-serif">` +
    `<b>${escapeHtml(label)}.</b> ${escapeHtml(words.noScript)}</p></div>` +
    `<script>${script}</script>`
  );
}
