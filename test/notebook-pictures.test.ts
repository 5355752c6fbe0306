import { describe, expect, it } from 'vitest';
import { linksSvg, placementSvg } from '../lib/notebook';
import { conflicts } from '../lib/queens';
import { coverLinks, knuthExample } from '../lib/exact-cover';
import { STATE } from '../lib/notebook/palette';

describe('placementSvg', () => {
  it('placementSvg(v, { conflicts }) draws one queen per row and one line per attacking pair', () => {
    const v = [3, 1, 6, 2, 8, 6, 4, 7];
    const pairs = conflicts(v, 8);
    const svg = placementSvg(v, { n: 8, conflicts: pairs, title: 'course vector' });
    expect((svg.match(/♛/g) ?? []).length).toBe(8);
    expect(svg).toContain('course vector');
    expect((svg.split(STATE.deadEndLight).slice(1) ?? []).length).toBe(new Set(pairs.flatMap((c) => c.rows)).size);
  });

  it('fills squares instead of symbols on boards too fine for them', () => {
    const svg = placementSvg([2, 4, 1, 3], { n: 4 });
    expect((svg.match(/♛/g) ?? []).length).toBe(4);
    const big = placementSvg(Array.from({ length: 40 }, (_, i) => i + 1), { n: 40 });
    expect(big).not.toContain('♛');
  });

  it('rejects a column outside 1…n, naming it', () => {
    expect(() => placementSvg([1, 5], { n: 4 })).toThrow(/vector\[1\] must be an integer from 1 to 4, got 5/);
  });
});

describe('linksSvg', () => {
  it('draws every node linked before a cover, and the removed rows faded after it', () => {
    const d = coverLinks(knuthExample());
    const before = linksSvg(d.snapshot(), d.rowCount, 'before');
    const nodes = d.snapshot().nodes.length;
    expect((before.match(/<circle/g) ?? []).length).toBe(nodes);
    expect(before).not.toContain('stroke-dasharray="3 2"');
    d.coverColumn(0);
    const after = linksSvg(d.snapshot(), d.rowCount, 'after');
    // Rows 1 (A D G) and 3 (A D) leave columns D and G: three nodes faded.
    expect((after.match(/stroke-dasharray="3 2"/g) ?? []).length).toBe(3);
    d.uncoverColumn(0);
    expect(linksSvg(d.snapshot(), d.rowCount, 'before')).toBe(before);
  });

  it('rejects something that is not a snapshot', () => {
    expect(() => linksSvg(null as never, 3)).toThrow(/snapshot must be a DancingLinks snapshot/);
    expect(() => linksSvg({ columns: [], nodes: [] }, -1)).toThrow(/rows must be an integer from 0 to 200, got -1/);
  });
});
