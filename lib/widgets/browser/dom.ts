/// <reference lib="dom" />
/**
 * Small DOM helpers for the page script: element creation, the widgets' shared style sheet, and
 * the board geometry read back from `boardSvg`'s markup (for click targets and overlays).
 *
 * Glossary: a *panel* is one widget's root element; *geometry* is where boardSvg put the squares
 * (left/top offset and square size, in SVG units).
 */

/** Attributes and listeners for {@link h}. */
export type Attrs = Record<string, string | number | boolean | EventListener | undefined>;

/** Creates an HTML element with attributes (`on*` functions become listeners) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    if (typeof v === 'function') el.addEventListener(k.slice(2).toLowerCase(), v);
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children) el.append(c);
  return el;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Creates an SVG element with attributes. */
export function s(tag: string, attrs: Record<string, string | number> = {}): SVGElement {
  const el = document.createElementNS(SVG_NS, tag) as SVGElement;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

/** Where boardSvg drew the squares: the first `<rect>` is the board's background. */
export interface BoardGeometry {
  left: number;
  top: number;
  cell: number;
}

/** Reads the square geometry of a board drawn by boardSvg with `cols` columns. */
export function boardGeometry(svg: SVGSVGElement, cols: number): BoardGeometry {
  const bg = svg.querySelector('rect');
  if (!bg) throw new Error('board SVG has no background rect');
  const left = Number(bg.getAttribute('x'));
  const top = Number(bg.getAttribute('y'));
  const cell = Number(bg.getAttribute('width')) / cols;
  return { left, top, cell };
}

/** Replaces `host`'s content with parsed SVG markup; returns the `<svg>` element. */
export function setSvg(host: Element, markup: string): SVGSVGElement {
  host.innerHTML = markup;
  const svg = host.querySelector('svg');
  if (!svg) throw new Error('renderer returned no <svg>');
  return svg as SVGSVGElement;
}

const CSS = `
.cw-panel{font:14px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1a1a1a;border:1px solid #d8d2c4;border-radius:6px;padding:10px 12px;margin:6px 0;background:#fffdf8;max-width:760px;outline:none}
.cw-panel:focus-visible{box-shadow:0 0 0 2px #1d4f91}
.cw-title{font-weight:600;margin-bottom:6px}
.cw-row{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:6px 0}
.cw-panel button{font:inherit;padding:3px 10px;border:1px solid #9c8a6b;border-radius:4px;background:#f4ecdc;cursor:pointer}
.cw-panel button:disabled{opacity:.45;cursor:default}
.cw-panel input[type=number]{width:4.5em;font:inherit}
.cw-panel input[type=range]{width:min(320px,60vw)}
.cw-status{min-height:1.4em;margin-top:4px}
.cw-status.cw-won{color:#1b7a2f;font-weight:600}
.cw-status.cw-stuck{color:#c0261b;font-weight:600}
.cw-error{color:#c0261b;font-weight:600}
.cw-error:empty{display:none}
.cw-counters{font-variant-numeric:tabular-nums;color:#3d3a33}
.cw-note{color:#5a5346;font-size:12.5px}
.cw-board svg{display:block;max-width:none}
.cw-target{cursor:pointer}
.cw-target:hover rect{fill-opacity:.75}
.cw-text{font:12.5px/1.25 ui-monospace,Menlo,Consolas,monospace;background:#f6f3ec;padding:6px 8px;margin:4px 0;white-space:pre}
.cw-log{font:12.5px/1.35 ui-monospace,Menlo,Consolas,monospace;background:#f6f3ec;padding:6px 8px;margin:4px 0;max-height:9.5em;overflow:auto;white-space:pre}
.cw-log .cw-current{background:#ffe08a}
.cw-panel table{border-collapse:collapse}
`;

/** Adds the widgets' style sheet to the page once. */
export function ensureStyle(): void {
  if (document.getElementById('course-widgets-style')) return;
  const style = document.createElement('style');
  style.id = 'course-widgets-style';
  style.textContent = CSS;
  document.head.appendChild(style);
}
