/**
 * Small string helpers shared by the SVG renderers: escaping and compact number formatting.
 * The renderers build SVG as text (no DOM), so output is deterministic and cheap for big boards.
 */

import { checkText, describe } from '../check';

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * The longest text `escapeXml` takes: escaping costs about 40 bytes of heap per character, so this is
 * 40 MB. The renderers refuse far shorter text at their doors, naming it (MAX_TEXT_LENGTH, lib/check).
 */
export const MAX_ESCAPED_LENGTH = 1_000_000;

/**
 * Escapes text for use in XML/HTML element content and double-quoted attribute values. Any value
 * is taken as `String` writes it; one that cannot be written (an object without a prototype, a
 * throwing `toString`) as its summary, e.g. `[object Object]`. Text longer than MAX_ESCAPED_LENGTH is refused.
 */
export function escapeXml(text: unknown): string {
  let s: string;
  try {
    s = String(text);
  } catch {
    s = describe(text);
  }
  checkText('text', s, MAX_ESCAPED_LENGTH);
  return s.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/** Formats a coordinate with at most two decimals (no "-0", no trailing zeros) to keep SVG small. */
export function num(value: number): string {
  const r = Math.round(value * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
}

/** Opening `<svg>` tag with namespace, size and viewBox, plus an accessible `<title>` when given. */
export function svgOpen(width: number, height: number, title?: string, extra = ''): string {
  const w = num(width);
  const h = num(height);
  const head =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"` +
    ` font-family="system-ui, sans-serif"${extra ? ' ' + extra : ''}>`;
  return title ? `${head}<title>${escapeXml(title)}</title>` : head;
}

/** A generous estimate of the width of bold sans-serif text, so a title never gets clipped. */
export function estimateTextWidth(text: string, fontSize: number): number {
  return text.length * fontSize * 0.62;
}
