/**
 * Colours in words: a swatch for a caption's line, and (for the course legend of notebook 00) the
 * palette's method table drawn once with each key's name in the reader's language.
 */
import { checkString } from '../check';
import { escapeXml } from './svg-text';

/** A small square of `colour` for a legend line in Markdown or HTML (the colour comes from the palette). */
export function swatch(colour: string): string {
  checkString('colour', colour, 100);
  return `<span style="background:${escapeXml(colour)};padding:0 8px">&nbsp;</span>`;
}
