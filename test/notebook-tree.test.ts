import { describe, expect, it } from 'vitest';
import { parseSvg } from './helpers/svg';
import { treeSvg, treeDepth, STATUS_COLORS, type TreeNode } from '../lib/notebook';
import { divideAndConquerPlan } from '../lib/knight';


/**
 * The course's 4-queens tree: depth-first over the permutation tree, ids in generation order,
 * children of a dead (not k-promising) node not generated, stop at the first solution.
 */
function queensDfs(n: number): TreeNode[] {
  const nodes: TreeNode[] = [];
  let found = false;
  const promising = (v: number[]): boolean => {
    const k = v.length - 1;
    for (let i = 0; i < k; i++) if (Math.abs(v[i] - v[k]) === k - i) return false;
    return true;
  };
  const visit = (v: number[], parent: number | null): void => {
    const id = nodes.length;
    const ok = v.length === 0 || promising(v);
    const status = !ok ? 'dead' : v.length === n ? 'solution' : 'expanded';
    nodes.push({ id, parent, label: v.join(','), status });
    if (status === 'solution') found = true;
    if (status !== 'expanded') return;
    for (let c = 1; c <= n && !found; c++) if (!v.includes(c)) visit([...v, c], id);
  };
  visit([], null);
  return nodes;
}

/** A complete ternary tree with `count` nodes. */
function ternary(count: number): TreeNode[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i,
    parent: i === 0 ? null : Math.floor((i - 1) / 3),
    label: `v${i}`,
    status: i % 7 === 0 ? 'dead' : 'promising',
  }));
}

describe('treeSvg', () => {
  const nodes = queensDfs(4);

  it('fixture: first 4-queens solution (2,4,1,3) is node 15 on the path 0–10–13–14–15', () => {
    expect(nodes.length).toBe(16);
    expect(nodes[15]).toMatchObject({ label: '2,4,1,3', status: 'solution' });
    const chain: number[] = [];
    for (let id: number | null = 15; id !== null; id = nodes[id].parent) chain.unshift(id);
    expect(chain).toEqual([0, 10, 13, 14, 15]);
  });

  it('treeSvg draws one circle per node, coloured by status, with ids and labels', () => {
    const doc = parseSvg(treeSvg({ nodes, title: '4 queens, DFS' }));
    const circles = [...doc.querySelectorAll('g.nodes circle')];
    expect(circles.length).toBe(16);
    circles.forEach((c, i) => expect(c.getAttribute('fill')).toBe(STATUS_COLORS[nodes[i].status!]));
    expect([...doc.querySelectorAll('g.ids text')].map((t) => t.textContent)).toEqual(nodes.map((d) => String(d.id)));
    const labels = [...doc.querySelectorAll('g.labels text')].map((t) => t.textContent);
    expect(labels).toContain('2,4,1,3');
    expect(labels.length).toBe(15); // the root's label is empty
    expect(doc.querySelectorAll('g.links path').length).toBe(15);
  });

  it('the legend lists exactly the statuses present', () => {
    const doc = parseSvg(treeSvg({ nodes }));
    const legend = [...doc.querySelectorAll('g.legend text')].map((t) => t.textContent);
    expect(legend).toEqual(['expanded', 'solution', 'dead']);
    expect(parseSvg(treeSvg({ nodes, legend: false })).querySelectorAll('g.legend').length).toBe(0);
  });

  it('levels go down and children are ordered by id from left to right', () => {
    const doc = parseSvg(treeSvg({ nodes }));
    const pos = [...doc.querySelectorAll('g.nodes circle')].map((c) => [Number(c.getAttribute('cx')), Number(c.getAttribute('cy'))]);
    for (const d of nodes) {
      if (d.parent === null) continue;
      expect(pos[d.id][1]).toBeGreaterThan(pos[d.parent][1]);
    }
    // Root's children 1 and 10: the earlier one on the left.
    expect(pos[1][0]).toBeLessThan(pos[10][0]);
    expect(pos[11][0]).toBeLessThan(pos[12][0]);
  });

  it('highlight outlines the given nodes and thickens the edges between them', () => {
    const doc = parseSvg(treeSvg({ nodes, highlight: [0, 10, 13, 14, 15] }));
    const outlined = [...doc.querySelectorAll('g.nodes circle')].filter((c) => c.getAttribute('stroke-width') === '3');
    expect(outlined.length).toBe(5);
    expect(doc.querySelectorAll('g.links.highlighted path').length).toBe(4);
    expect([...doc.querySelectorAll('g.legend text')].map((t) => t.textContent)).toContain('highlighted');
  });

  it('colors override the defaults and unknown statuses get a palette colour', () => {
    const mixed = nodes.map((d, i) => ({ ...d, status: i === 3 ? 'pruned by symmetry' : d.status }));
    const doc = parseSvg(treeSvg({ nodes: mixed, colors: { dead: '#000000' } }));
    const circles = [...doc.querySelectorAll('g.nodes circle')];
    expect(circles[2].getAttribute('fill')).toBe('#000000');
    const odd = circles[3].getAttribute('fill');
    expect(odd).toMatch(/^#[0-9a-f]{6}$/);
    expect(Object.values(STATUS_COLORS)).not.toContain(odd);
  });

  it('input order does not change the picture', () => {
    const shuffled = [...nodes].reverse();
    expect(treeSvg({ nodes: shuffled })).toBe(treeSvg({ nodes }));
  });

  it('a few hundred nodes lay out left to right without overlapping circles', () => {
    const big = ternary(300);
    const svg = treeSvg({ nodes: big });
    const doc = parseSvg(svg);
    const circles = [...doc.querySelectorAll('g.nodes circle')];
    expect(circles.length).toBe(300);
    expect(doc.querySelector('g.labels')!.querySelector('text')!.getAttribute('text-anchor')).toBe('start');
    const r = Number(circles[0].getAttribute('r'));
    const pts = circles.map((c) => [Number(c.getAttribute('cx')), Number(c.getAttribute('cy'))]);
    let min = Infinity;
    for (let i = 0; i < pts.length; i++) {
      for (let j = i + 1; j < pts.length; j++) min = Math.min(min, Math.hypot(pts[i][0] - pts[j][0], pts[i][1] - pts[j][1]));
    }
    expect(min).toBeGreaterThanOrEqual(2 * r);
    // Every circle lies inside the drawing.
    const w = Number(doc.documentElement.getAttribute('width'));
    const h = Number(doc.documentElement.getAttribute('height'));
    for (const [x, y] of pts) {
      expect(x - r).toBeGreaterThanOrEqual(0);
      expect(x + r).toBeLessThanOrEqual(w);
      expect(y - r).toBeGreaterThanOrEqual(0);
      expect(y + r).toBeLessThanOrEqual(h);
    }
  });

  it('width and height fit the drawing to a given size', () => {
    const doc = parseSvg(treeSvg({ nodes, width: 500, height: 300 }));
    expect(doc.documentElement.getAttribute('width')).toBe('500');
    expect(doc.documentElement.getAttribute('height')).toBe('300');
    for (const c of doc.querySelectorAll('g.nodes circle')) {
      expect(Number(c.getAttribute('cx'))).toBeLessThanOrEqual(500);
      expect(Number(c.getAttribute('cy'))).toBeLessThanOrEqual(300);
    }
  });

  it('escapes labels and titles', () => {
    const doc = parseSvg(treeSvg({ nodes: [{ id: 0, parent: null, label: '<a&b>' }], title: '"t"' }));
    expect(doc.querySelector('g.labels text')!.textContent).toBe('<a&b>');
    expect(doc.querySelector('title')!.textContent).toBe('"t"');
  });

  it('rejects input that is not one tree with a RangeError', () => {
    expect(() => treeSvg({ nodes: [] })).toThrow(RangeError);
    const twoRoots = [{ id: 0, parent: null, label: '' }, { id: 1, parent: null, label: '' }];
    expect(() => treeSvg({ nodes: twoRoots })).toThrow(/^nodes must form one tree .*, got more than one root$/);
    expect(() => treeSvg({ nodes: [{ id: 0, parent: null, label: '' }, { id: 1, parent: 7, label: '' }] })).toThrow(/^nodes must form one tree .*, got a parent 7 that is not a node$/);
    expect(() => treeSvg({ nodes: [{ id: 0, parent: null, label: '' }, { id: 0, parent: 0, label: '' }] })).toThrow(RangeError);
    expect(() => treeSvg({ nodes, highlight: [99] })).toThrow('highlight must list node ids, got 99');
    expect(() => treeSvg({ nodes, nodeRadius: -1 })).toThrow('nodeRadius must be a finite number from 1 to 100, got -1');
  });
});

describe('treeDepth', () => {
  it('counts the edges from the deepest node up to the root, in any node order', () => {
    expect(treeDepth([{ id: 0, parent: null }])).toBe(0);
    expect(treeDepth([{ id: 3, parent: 1 }, { id: 0, parent: null }, { id: 1, parent: 0 }, { id: 2, parent: 0 }])).toBe(2);
    expect(treeDepth([])).toBe(0);
  });

  it("agrees with walking up a divide-and-conquer plan's recursion tree", () => {
    for (const n of [10, 26, 61]) {
      const { nodes } = divideAndConquerPlan(n);
      const walk = (id: number) => { let d = 0; for (let p = nodes[id].parent; p !== null; p = nodes[p].parent) d++; return d; };
      expect(treeDepth(nodes), `n = ${n}`).toBe(Math.max(...nodes.map((nd) => walk(nd.id))));
    }
  });

  it('refuses a missing parent and a cycle', () => {
    expect(() => treeDepth([{ id: 0, parent: 7 }])).toThrow(/parent 7, which is not a node/);
    expect(() => treeDepth([{ id: 0, parent: 1 }, { id: 1, parent: 0 }])).toThrow(/cycle/);
  });
});
