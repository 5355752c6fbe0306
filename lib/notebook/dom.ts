/**
 * The server-side DOM: one linkedom document shared by Plot's charts, created on first use.
 * Plot expects a `document`; linkedom supplies a small, fast one outside the browser (jsdom, which
 * this used before, took about 1.6 s of CPU to load: a kernel paid it at its first import of
 * lib/notebook). Loaded when the first chart is drawn, not when lib/notebook is imported.
 * No DOM types appear in this module's declarations: a notebook cell's compiler has no DOM lib.
 */

/** What of a DOM node this module reads: its namespace, markup and attributes. */
interface MarkupNode {
  namespaceURI: string | null;
  outerHTML: string;
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
}

const SVG_NS = 'http://www.w3.org/2000/svg';
let shared: unknown;

/** The shared document that Plot renders into (typed loosely: Plot's option takes any Document). */
export function getDocument(): any {
  if (!shared) {
    const { parseHTML } = require('linkedom') as { parseHTML(html: string): { document: unknown } };
    shared = parseHTML('<!DOCTYPE html><html><head></head><body></body></html>').document;
  }
  return shared;
}

/**
 * Serialises a rendered node: an `<svg>` with its namespace declared (so it also stands alone as an
 * image/svg+xml document), anything else (Plot's figure with a legend) as HTML.
 */
export function serialize(node: unknown): string {
  const n = node as MarkupNode;
  if (n.namespaceURI === SVG_NS && !n.hasAttribute('xmlns')) n.setAttribute('xmlns', SVG_NS);
  return n.outerHTML;
}
