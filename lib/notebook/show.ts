/**
 * `show`: puts an SVG or HTML string into the notebook as rich output (tslab's `display.html`,
 * which keeps inline SVG visible in nbconvert's HTML export). Outside the kernel it logs a note.
 */
import { checkString } from '../check';
import { displayInKernel } from './kernel-display';

/** Displays an SVG/HTML string in the notebook; outside the tslab kernel logs a one-line note instead. */
export function show(content: string): void {
  checkString('content', content);
  if (displayInKernel(content)) return;
  console.log(describeMarkup(content));
}

/** One-line summary of markup for terminals: element kind, size and byte count. */
export function describeMarkup(content: string): string {
  checkString('content', content);
  const tag = /<\s*([a-zA-Z][\w:-]*)/.exec(content)?.[1] ?? 'text';
  const width = /\bwidth="([\d.]+)"/.exec(content)?.[1];
  const height = /\bheight="([\d.]+)"/.exec(content)?.[1];
  const size = width && height ? ` ${width}×${height}` : '';
  const kb = (Buffer.byteLength(content, 'utf8') / 1024).toFixed(1);
  return `[show] <${tag}>${size}, ${kb} kB (rich output appears in the tslab notebook)`;
}
