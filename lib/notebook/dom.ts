/// <reference lib="dom" />
/**
 * The server-side DOM: one jsdom window shared by Plot and d3, created on first use.
 * Plot and d3 expect a `document`; jsdom supplies one outside the browser.
 */
import { JSDOM } from 'jsdom';

let shared: JSDOM | undefined;

/** The shared jsdom instance (created lazily, reused by every chart). */
function sharedDom(): JSDOM {
  if (!shared) shared = new JSDOM('<!DOCTYPE html><html><head></head><body></body></html>');
  return shared;
}

/** The jsdom `document` that Plot and d3 render into. */
export function getDocument(): Document {
  return sharedDom().window.document as unknown as Document;
}

/** Serialises a rendered node: SVG as namespaced XML, HTML (e.g. Plot's figure with a legend) as HTML. */
export function serialize(node: Element): string {
  if (node.namespaceURI === 'http://www.w3.org/2000/svg') {
    const serializer = new (sharedDom().window.XMLSerializer)();
    return serializer.serializeToString(node as never);
  }
  return node.outerHTML;
}
