/**
 * `treeSvg`: a search tree (state-space tree) laid out with d3.stratify + d3.tree, drawn as SVG text.
 *
 * Glossary: a *node* has an `id` (generation order in lib/queens traces), a `parent` id (null for the
 * root), a `label` (e.g. the partial vector "2,4,1") and a `status` ('promising', 'dead',
 * 'solution', 'expanded' or any other word) that picks its colour; *highlight* lists ids drawn with a
 * thick outline, e.g. the path from the root to a solution.
 */
import { stratify, tree, type HierarchyNode, type HierarchyPointNode } from 'd3';
import { checkArrayLike, checkBoolean, checkChoice, checkLabel, checkNumber, checkObject, checkOptions, checkString, checkText, describe } from '../check';
import { languageOption, type Language } from '../i18n/language';
import { coreLabels as tables } from '../i18n/core-labels';
import { escapeXml, estimateTextWidth, num, svgOpen } from './svg-text';
import { categoryColour, INK, STATE } from './palette';
import { maxOf } from './extent';

/** One node of the tree to draw. */
export interface TreeNode {
  id: number;
  parent: number | null;
  /** At most 200 characters (e.g. the partial vector "2,4,1"). */
  label: string;
  status?: string;
}

/** Options for `treeSvg`; only `nodes` is required. */
export interface TreeOptions {
  nodes: readonly TreeNode[];
  /** Fill colour per status; defaults exist for 'promising', 'dead', 'solution' and 'expanded'. */
  colors?: Record<string, string>;
  /** Ids drawn with a thick outline (and thick edges between consecutive highlighted nodes). */
  highlight?: readonly number[];
  /** Circle radius in px (default 11 up to 40 nodes, 8 up to 150, 5 beyond). */
  nodeRadius?: number;
  /** Total width in px; the layout is stretched or squeezed to it (default: natural size). */
  width?: number;
  /** Total height in px; the layout is stretched or squeezed to it (default: natural size). */
  height?: number;
  /** At most 10 000 characters. */
  title?: string;
  /** 'down' (root on top, the course's drawing) or 'right' (root on the left, for big trees). Default by size. */
  orientation?: 'down' | 'right';
  /** Write node ids inside the circles (default: when the radius is at least 8 px). */
  showIds?: boolean;
  /** Show the colour legend (default true). */
  legend?: boolean;
  /**
   * Language of the legend and tooltips (default: the one `setLanguage` chose). The statuses with
   * default colours are named in it ('dead' is "nodo fracaso" in Spanish); other statuses are shown as given.
   */
  lang?: Language;
}

/** Default colours by status. */
export const STATUS_COLORS: Readonly<Record<string, string>> = Object.freeze({
  expanded: STATE.visited,
  promising: STATE.candidate,
  solution: STATE.solution,
  dead: STATE.deadEnd,
});
// The key of nodes without a status (the legend shows it in the drawing's language).
const NO_STATUS = '(no status)';

type PointNode = HierarchyPointNode<TreeNode>;

/** The longest node label: each is written twice (label and tooltip) for up to MAX_TREE_NODES nodes. */
const MAX_NODE_LABEL = 200;
/** The most nodes drawn: a chain this long with the longest labels takes about half a second here. */
export const MAX_TREE_NODES = 5000;

const TREE_OPTIONS = ['nodes', 'colors', 'highlight', 'nodeRadius', 'width', 'height', 'title', 'orientation', 'showIds', 'legend', 'lang'] as const;

/** What the tree's legend and tooltips say, in the drawing's language. */
type TreeWords = ReturnType<typeof tables>['notebook']['tree'];

/** `treeSvg`'s options checked (up to the layout's own: radius, orientation, highlight, size), then the words. */
function checkTree(opts: TreeOptions): TreeWords {
  checkObject('options', opts, '{ nodes, … }');
  checkOptions(opts, TREE_OPTIONS);
  const nodes = opts.nodes;
  if (!Array.isArray(nodes)) throw new TypeError(`nodes must be an array, got ${describe(nodes)}`);
  if (nodes.length === 0 || nodes.length > MAX_TREE_NODES) {
    throw new RangeError(`nodes must hold from 1 to ${MAX_TREE_NODES} nodes, got ${describe(nodes)}`);
  }
  nodes.forEach((d, i) => {
    checkObject(`nodes[${i}]`, d, '{ id, parent, label, status? }');
    checkNumber(`nodes[${i}].id`, d.id);
    if (d.parent !== null && d.parent !== undefined) checkNumber(`nodes[${i}].parent`, d.parent);
    checkLabel(`nodes[${i}].label`, d.label, MAX_NODE_LABEL);
    if (d.status !== undefined) checkString(`nodes[${i}].status`, d.status, 100);
  });
  if (opts.colors !== undefined) {
    const given = checkObject('colors', opts.colors, '{ status: colour, … }');
    for (const [status, color] of Object.entries(given)) checkString(`colors.${status}`, color, 100);
  }
  if (opts.highlight !== undefined) checkArrayLike('highlight', opts.highlight);
  if (opts.title !== undefined) checkText('title', opts.title);
  for (const key of ['showIds', 'legend'] as const) if (opts[key] !== undefined) checkBoolean(key, opts[key]);
  return tables(languageOption(opts.lang)).notebook.tree;
}

/** The records as a d3 hierarchy, children in id order; refuses records that are not one tree. */
function treeRoot(nodes: readonly TreeNode[]): HierarchyNode<TreeNode> {
  let root: HierarchyNode<TreeNode>;
  try {
    root = stratify<TreeNode>()
      .id((d) => String(d.id))
      .parentId((d) => (d.parent === null || d.parent === undefined ? null : String(d.parent)))(nodes as TreeNode[]);
  } catch (e) {
    throw new RangeError(`nodes must form one tree (one root, every parent a node, each id once, no cycle), got ${notATree((e as Error).message)}`);
  }
  root.sort((a, b) => a.data.id - b.data.id);
  return root;
}

/** The size of a node and its label, and which way the tree grows. */
interface TreeShape {
  /** Circle radius. */
  r: number;
  font: number;
  labelWidth: number;
  down: boolean;
}

/** Radius, fonts and orientation from the tree's size (the options' radius and orientation checked). */
function treeShape(opts: TreeOptions, root: HierarchyNode<TreeNode>): TreeShape {
  const nodes = opts.nodes;
  const count = nodes.length;
  const r = opts.nodeRadius === undefined ? (count <= 40 ? 11 : count <= 150 ? 8 : 5) : checkNumber('nodeRadius', opts.nodeRadius, 1, 100);
  const leaves = root.leaves().length;
  const font = count <= 150 ? 11 : 9;
  const longest = Math.max(1, maxOf(nodes.map((d) => String(d.label ?? '').length)));
  const labelWidth = longest * font * 0.6;
  const orientation = opts.orientation ?? (leaves <= 20 && leaves * Math.max(2 * r + 8, labelWidth + 8) <= 1100 ? 'down' : 'right');
  checkChoice('orientation', orientation, ['down', 'right'] as const);
  return { r, font, labelWidth, down: orientation === 'down' };
}

/** The highlighted ids, each checked to be a node's. */
function highlightOf(opts: TreeOptions): Set<number> {
  const highlight = new Set<number>();
  const ids = new Set(opts.nodes.map((d) => d.id));
  for (const h of Array.from(opts.highlight ?? [])) {
    if (!ids.has(h)) throw new RangeError(`highlight must list node ids, got ${describe(h)}`);
    highlight.add(h);
  }
  return highlight;
}

/**
 * Colours: defaults, then caller's, then a palette for other statuses in order of appearance; and the
 * legend's statuses, the default ones first.
 */
function statusColors(opts: TreeOptions): { colors: Map<string, string>; legendItems: string[] } {
  // A Map, so that a status named like an Object member ('constructor') is a status like any other.
  const colors = new Map<string, string>([...Object.entries(STATUS_COLORS), ...Object.entries(opts.colors ?? {})]);
  // Statuses in order of appearance, ranked for the legend by a Map (a list's indexOf made 20 000 statuses quadratic).
  const present = new Set<string>();
  for (const d of opts.nodes) present.add(d.status ?? NO_STATUS);
  const rank = new Map<string, number>(Object.keys(STATUS_COLORS).map((s, i) => [s, i]));
  // Other statuses are groups, not methods or states: the palette's unordered colours, in order of appearance.
  let other = 0;
  for (const s of present) {
    if (!colors.has(s)) colors.set(s, s === NO_STATUS ? INK.paper : categoryColour(other++));
    if (!rank.has(s)) rank.set(s, rank.size);
  }
  return { colors, legendItems: [...present].sort((a, b) => rank.get(a)! - rank.get(b)!) };
}

/** d3's tidy layout in "breadth" (across siblings) and "depth" (down the levels) coordinates. */
function layOut(root: HierarchyNode<TreeNode>, { r, font, labelWidth, down }: TreeShape): PointNode[] {
  const breadthGap = down ? Math.max(2 * r + 8, labelWidth + 8) : Math.max(2 * r + 4, font + 5);
  const depthGap = down ? Math.max(2 * r + font + 26, 56) : Math.max(2 * r + labelWidth + 24, 60);
  const layout = tree<TreeNode>()
    .nodeSize([breadthGap, depthGap])
    .separation((a, b) => (a.parent === b.parent ? 1 : 1.25))(root) as PointNode;
  return layout.descendants();
}

/** The picture's size, its bands (title, legend) and where each laid-out node lands in it. */
interface TreeFrame {
  width: number;
  height: number;
  titleH: number;
  pad: number;
  showLegend: boolean;
  pos: (p: PointNode) => [number, number];
}

/** Scales the layout to the asked width and height (checked) or keeps its natural size; pads for circles and labels. */
function treeFrame(all: readonly PointNode[], { r, font, labelWidth, down }: TreeShape, opts: TreeOptions, legendW: number): TreeFrame {
  let minB = Infinity;
  let maxB = -Infinity;
  let maxDepth = 0;
  for (const p of all) {
    minB = Math.min(minB, p.x);
    maxB = Math.max(maxB, p.x);
    maxDepth = Math.max(maxDepth, p.y);
  }
  const titleH = opts.title ? 24 : 0;
  const showLegend = opts.legend ?? true;
  const legendH = showLegend ? 22 : 0;
  const pad = 8;
  // Room around the node area for circles and labels.
  const padBefore = down ? Math.max(r, labelWidth / 2) + pad : r + font + pad;
  const padAfterB = padBefore;
  const padDepthStart = r + pad;
  const padDepthEnd = down ? r + font + 10 + pad : r + 6 + labelWidth + pad;
  const naturalB = maxB - minB;
  const naturalD = maxDepth;

  let scaleB = 1;
  let scaleD = 1;
  const want = (given: number | undefined, name: string): number | undefined =>
    given === undefined ? undefined : checkNumber(name, given, 50, 20000);
  const wantW = want(opts.width, 'width');
  const wantH = want(opts.height, 'height');
  if (down) {
    if (wantW !== undefined && naturalB > 0) scaleB = Math.max(0.05, (wantW - padBefore - padAfterB) / naturalB);
    if (wantH !== undefined && naturalD > 0) scaleD = Math.max(0.05, (wantH - titleH - legendH - padDepthStart - padDepthEnd) / naturalD);
  } else {
    if (wantH !== undefined && naturalB > 0) scaleB = Math.max(0.05, (wantH - titleH - legendH - padBefore - padAfterB) / naturalB);
    if (wantW !== undefined && naturalD > 0) scaleD = Math.max(0.05, (wantW - padDepthStart - padDepthEnd) / naturalD);
  }

  const extentB = naturalB * scaleB + padBefore + padAfterB;
  const extentD = naturalD * scaleD + padDepthStart + padDepthEnd;
  const titleW = opts.title ? estimateTextWidth(opts.title, 15) + 2 * pad : 0;
  const width = Math.ceil(Math.max(wantW ?? 0, down ? extentB : extentD, showLegend ? legendW + 2 * pad : 0, titleW, 120));
  const height = Math.ceil(wantH ?? titleH + legendH + (down ? extentD : extentB));
  const top = titleH + legendH;
  const pos = (p: PointNode): [number, number] => {
    const b = (p.x - minB) * scaleB + padBefore;
    const d = p.y * scaleD + padDepthStart;
    return down ? [b, top + d] : [d, top + b];
  };
  return { width, height, titleH, pad, showLegend, pos };
}

/** Edges as smooth curves; the highlighted chain drawn thick on top. */
function edgesSvg(all: readonly PointNode[], pos: TreeFrame['pos'], highlight: ReadonlySet<number>, down: boolean): string[] {
  const thin: string[] = [];
  const thick: string[] = [];
  for (const p of all) {
    if (!p.parent) continue;
    const [x0, y0] = pos(p.parent);
    const [x1, y1] = pos(p);
    const d = down
      ? `M${num(x0)} ${num(y0)}C${num(x0)} ${num((y0 + y1) / 2)} ${num(x1)} ${num((y0 + y1) / 2)} ${num(x1)} ${num(y1)}`
      : `M${num(x0)} ${num(y0)}C${num((x0 + x1) / 2)} ${num(y0)} ${num((x0 + x1) / 2)} ${num(y1)} ${num(x1)} ${num(y1)}`;
    (highlight.has(p.data.id) && highlight.has(p.parent.data.id) ? thick : thin).push(`<path d="${d}"/>`);
  }
  const out = [`<g class="links" fill="none" stroke="${INK.faint}" stroke-width="1.2">${thin.join('')}</g>`];
  if (thick.length) out.push(`<g class="links highlighted" fill="none" stroke="${INK.text}" stroke-width="3">${thick.join('')}</g>`);
  return out;
}

/** What the nodes are drawn with: their place, shape, outline, colour, tooltip and whether ids show. */
interface NodeLook {
  pos: TreeFrame['pos'];
  shape: TreeShape;
  highlight: ReadonlySet<number>;
  colors: ReadonlyMap<string, string>;
  statusName: (status: string) => string;
  words: TreeWords;
  showIds: boolean;
}

/** A node's label under it (down) or at its right, with a white box that hides the edge leaving it. */
function nodeLabel(p: PointNode, [x, y]: [number, number], { r, font, down }: TreeShape, into: { boxes: string[]; texts: string[] }): void {
  const label = String(p.data.label ?? '');
  if (!label) return;
  if (down) {
    // A white box under the label hides the edge that leaves the node downwards.
    const w = label.length * font * 0.6 + 4;
    into.boxes.push(`<rect x="${num(x - w / 2)}" y="${num(y + r + 2)}" width="${num(w)}" height="${num(font + 2)}"/>`);
    into.texts.push(`<text x="${num(x)}" y="${num(y + r + 2 + font * 0.92)}">${escapeXml(label)}</text>`);
  } else {
    // Same for the edges that leave the node to the right.
    if (p.children) {
      const w = label.length * font * 0.6 + 4;
      into.boxes.push(`<rect x="${num(x + r + 2)}" y="${num(y - font / 2 - 1)}" width="${num(w)}" height="${num(font + 2)}"/>`);
    }
    into.texts.push(`<text x="${num(x + r + 4)}" y="${num(y)}" dy="0.35em" text-anchor="start">${escapeXml(label)}</text>`);
  }
}

/** The nodes in id order (so the output does not depend on the input order): circles, ids, labels. */
function nodesSvg(all: readonly PointNode[], look: NodeLook): string[] {
  const { pos, shape, highlight, colors, statusName, words } = look;
  const { r, font } = shape;
  const sorted = [...all].sort((a, b) => a.data.id - b.data.id);
  const circles: string[] = [];
  const idTexts: string[] = [];
  const labels = { boxes: [] as string[], texts: [] as string[] };
  const longestId = maxOf(sorted.map((p) => String(p.data.id).length));
  const idFont = Math.min(r * 0.95, (2 * r * 0.92) / (0.6 * longestId));
  for (const p of sorted) {
    const [x, y] = pos(p);
    const status = p.data.status ?? NO_STATUS;
    const hl = highlight.has(p.data.id);
    circles.push(
      `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" fill="${escapeXml(colors.get(status)!)}"` +
        (hl ? ` stroke="${INK.text}" stroke-width="3"` : '') +
        `><title>${escapeXml(words.node(p.data.id, String(p.data.label ?? ''), statusName(status)))}</title></circle>`,
    );
    if (look.showIds && idFont >= 5) idTexts.push(`<text x="${num(x)}" y="${num(y)}" dy="0.35em">${p.data.id}</text>`);
    nodeLabel(p, [x, y], shape, labels);
  }
  const out: string[] = [];
  if (labels.boxes.length) out.push(`<g class="label-boxes" fill="${INK.paper}" fill-opacity="0.9">${labels.boxes.join('')}</g>`);
  out.push(`<g class="nodes" stroke="${INK.outline}" stroke-width="1">${circles.join('')}</g>`);
  if (idTexts.length) out.push(`<g class="ids" font-size="${num(idFont)}" text-anchor="middle" fill="${INK.text}">${idTexts.join('')}</g>`);
  if (labels.texts.length) {
    out.push(
      `<g class="labels" font-size="${font}" text-anchor="middle" fill="${INK.text}" stroke="${INK.paper}" stroke-width="3" stroke-linejoin="round" paint-order="stroke">${labels.texts.join('')}</g>`,
    );
  }
  return out;
}

/** Lays out and draws a tree given as id/parent records; node colour by status, with a legend. */
export function treeSvg(opts: TreeOptions): string {
  const words = checkTree(opts);
  // What the legend and tooltips call a status (the colours stay keyed by the status itself).
  const statusName = (s: string): string => (s === NO_STATUS ? words.noStatus : Object.prototype.hasOwnProperty.call(words.statuses, s) ? words.statuses[s] : s);
  const root = treeRoot(opts.nodes);
  const shape = treeShape(opts, root);
  const highlight = highlightOf(opts);
  const { colors, legendItems } = statusColors(opts);
  const all = layOut(root, shape);
  const highlighted = highlight.size > 0 ? words.highlighted : null;
  const frame = treeFrame(all, shape, opts, legendWidth(legendItems.map(statusName), highlighted));

  const out: string[] = [svgOpen(frame.width, frame.height, opts.title)];
  if (opts.title) {
    out.push(`<text x="${num(frame.width / 2)}" y="16" font-size="15" font-weight="600" text-anchor="middle">${escapeXml(opts.title)}</text>`);
  }
  if (frame.showLegend) out.push(legend({ items: legendItems, colors, name: statusName, highlighted, x: frame.pad, y: frame.titleH + 14 }));
  out.push(...edgesSvg(all, frame.pos, highlight, shape.down));
  out.push(...nodesSvg(all, { pos: frame.pos, shape, highlight, colors, statusName, words, showIds: opts.showIds ?? shape.r >= 8 }));
  out.push('</svg>');
  return out.join('');
}

/** d3.stratify's words ("missing: 7", "multiple roots", "no root", "cycle", "ambiguous: 3") as the refusal's "got …". */
function notATree(d3Message: string): string {
  const [word, id] = d3Message.split(': ');
  if (word === 'missing') return `a parent ${id} that is not a node`;
  if (word === 'ambiguous') return `id ${id} twice`;
  if (word === 'multiple roots') return 'more than one root';
  if (word === 'no root') return 'no root';
  if (word === 'cycle') return 'a cycle';
  return d3Message;
}

/** Width of the legend whose entries are `names`, then `highlighted` (the thick outline's name) unless null. */
function legendWidth(names: readonly string[], highlighted: string | null): number {
  const texts = highlighted === null ? names : [...names, highlighted];
  return texts.reduce((w, t) => w + 22 + t.length * 6.6 + 12, 0);
}

/** The legend's entries: each status's colour and name, then the thick outline's name unless null; from (x, y). */
interface LegendOptions {
  items: readonly string[];
  colors: ReadonlyMap<string, string>;
  name: (status: string) => string;
  highlighted: string | null;
  x: number;
  y: number;
}

/** One row of legend entries, a coloured circle and its name each. */
function legend({ items, colors, name, highlighted, x: x0, y }: LegendOptions): string {
  const parts: string[] = [];
  let x = x0;
  for (const s of items) {
    const text = name(s);
    parts.push(
      `<circle cx="${num(x + 7)}" cy="${num(y)}" r="6" fill="${escapeXml(colors.get(s)!)}" stroke="${INK.outline}"/>` +
        `<text x="${num(x + 17)}" y="${num(y)}" dy="0.35em">${escapeXml(text)}</text>`,
    );
    x += 22 + text.length * 6.6 + 12;
  }
  if (highlighted !== null) {
    parts.push(
      `<circle cx="${num(x + 7)}" cy="${num(y)}" r="6" fill="${INK.paper}" stroke="${INK.text}" stroke-width="3"/>` +
        `<text x="${num(x + 17)}" y="${num(y)}" dy="0.35em">${escapeXml(highlighted)}</text>`,
    );
  }
  return `<g class="legend" font-size="11" fill="${INK.text}">${parts.join('')}</g>`;
}

/** treeDepth's mark of a node on the walk in progress (no depth is negative). */
const ON_PATH = -1;

/**
 * The depth of a tree given as nodes with parent ids (the root has depth 0; the answer is the
 * largest number of edges from a node up to the root). Refuses a parent that is not a node and a cycle.
 */
export function treeDepth(nodes: readonly { id: number; parent: number | null }[]): number {
  checkArrayLike('nodes', nodes);
  const parentOf = new Map<number, number | null>();
  for (let i = 0; i < nodes.length; i++) {
    const n = checkObject(`nodes[${i}]`, nodes[i], '{ id, parent }');
    checkNumber(`nodes[${i}].id`, n.id);
    // a root's parent is null (or left out, as treeSvg takes it)
    const parent = n.parent ?? null;
    if (parent !== null) checkNumber(`nodes[${i}].parent`, parent);
    parentOf.set(n.id, parent);
  }
  const depth = new Map<number, number>();
  const depthOf = (id: number): number => {
    // Walk up to a node whose depth is known (or the root), then fill in the walked path on the way back.
    // The walk marks its nodes ON_PATH in `depth` (a cycle meets one again): a look-up, not a search of
    // the path, so a chain listed child first walks its n nodes once, not n²/2 times.
    const path: number[] = [];
    let at: number | null = id;
    let base = -1;
    while (at !== null) {
      const known = depth.get(at);
      if (known === ON_PATH) throw new RangeError(`nodes must form a tree, got a cycle through node ${at}`);
      if (known !== undefined) { base = known; break; }
      if (!parentOf.has(at)) throw new RangeError(`nodes must name existing parents, got parent ${at}, which is not a node`);
      path.push(at);
      depth.set(at, ON_PATH);
      at = parentOf.get(at)!;
    }
    for (let k = path.length - 1; k >= 0; k--) depth.set(path[k], ++base);
    return depth.get(id)!;
  };
  let deepest = 0;
  for (const n of nodes) deepest = Math.max(deepest, depthOf(n.id));
  return deepest;
}
