import { afterEach, describe, expect, it } from 'vitest';
import { claim, ClaimError, claimMarkup, htmlTable, timingClaim, showMarkdown } from '../lib/notebook';
import { setKernelApiForTesting, type KernelApi } from '../lib/notebook/kernel-display';
import { countClaims } from './helpers/claims';

/** A fake kernel that records what the helpers display. */
function recordingKernel(): { api: KernelApi; html: string[]; markdown: string[] } {
  const html: string[] = [];
  const markdown: string[] = [];
  const display = { html: (s: string) => html.push(s), text: () => {}, markdown: (s: string) => markdown.push(s) };
  return { api: { display, newDisplay: () => display }, html, markdown };
}

afterEach(() => setKernelApiForTesting(undefined));

describe('claim', () => {
  it('claim(statement, true, evidence) shows ✓, the statement and the evidence, escaped', () => {
    const k = recordingKernel();
    setKernelApiForTesting(k.api);
    claim('BFS holds more than DFS', true, 'queue 6 > stack <4>');
    expect(k.html).toHaveLength(1);
    expect(k.html[0]).toContain('class="claim"');
    expect(k.html[0]).toContain('>✓</b> BFS holds more than DFS');
    expect(k.html[0]).toContain('queue 6 &gt; stack &lt;4&gt;');
  });

  it('claim(statement, false, evidence) throws a ClaimError naming both, and shows nothing', () => {
    const k = recordingKernel();
    setKernelApiForTesting(k.api);
    expect(() => claim('the count is exactly n²', false, '35 ≠ 36')).toThrow(ClaimError);
    expect(() => claim('the count is exactly n²', false, '35 ≠ 36')).toThrow(/claim does not hold: the count is exactly n² — 35 ≠ 36/);
    expect(k.html).toEqual([]);
  });

  it('timingClaim never throws: ✓ when it holds, ⚠ with the measured value and what to look for when not', () => {
    const k = recordingKernel();
    setKernelApiForTesting(k.api);
    timingClaim('exponent near 2', true, 'n^2.01', 'a straight line');
    timingClaim('exponent near 2', false, 'n^1.44 (r² 0.81)', 'a straight line; rerun');
    expect(k.html[0]).toContain('>✓</b>');
    expect(k.html[1]).toContain('>⚠</b> not this time: exponent near 2');
    expect(k.html[1]).toContain('measured n^1.44 (r² 0.81)');
    expect(k.html[1]).toContain('Look for:</i> a straight line; rerun');
  });

  it('rejects a missing statement, a non-boolean verdict and empty evidence with the one message format', () => {
    expect(() => claim('', true, 'x')).toThrow(/statement must be a non-empty string, got ""/);
    expect(() => claim('s', 1 as unknown as boolean, 'x')).toThrow(/holds must be true or false, got 1/);
    expect(() => timingClaim('s', true, 'm', '')).toThrow(/lookFor must be a non-empty string/);
  });

  it('claimMarkup colours the three marks differently', () => {
    const colours = (['✓', '✗', '⚠'] as const).map((m) => /border-left:4px solid (#\w+)/.exec(claimMarkup(m, 's', 'e'))![1]);
    expect(new Set(colours).size).toBe(3);
  });

  it('showMarkdown sends markdown to the kernel, and prints it outside', () => {
    const k = recordingKernel();
    setKernelApiForTesting(k.api);
    showMarkdown('**×4.8** per row');
    expect(k.markdown).toEqual(['**×4.8** per row']);
  });
});

describe('htmlTable', () => {
  it('htmlTable(header, rows) escapes text, right-aligns numbers with separators, marks booleans', () => {
    const html = htmlTable(['board', 'nodes', 'ok'], [['<5×5>', 12345, true], ['6×6', 0.5, false]]);
    expect(html).toContain('<th style="padding:2px 10px;border-bottom:1px solid #ddd;text-align:left">board</th>');
    expect(html).toContain('&lt;5×5&gt;');
    expect(html).toContain('text-align:right">12,345</td>');
    expect(html).toContain('>✓</td>');
    expect(html).toContain('>✗</td>');
    expect((html.match(/<tr>/g) ?? []).length).toBe(3);
  });

  it('htmlTable(records) takes the columns from the first record', () => {
    const html = htmlTable([{ n: 4, count: 2 }, { n: 5, count: 10 }]);
    expect(html).toContain('>n</th>');
    expect(html).toContain('>count</th>');
    expect(html).toContain('>10</td>');
  });

  it('rejects a row with the wrong number of cells, naming it', () => {
    expect(() => htmlTable(['a', 'b'], [[1, 2], [3]])).toThrow(/rows\[1\] must have 2 cells \(one per column\), got 1/);
  });
});

describe('countClaims (test/helpers/claims.ts, which test/notebooks.test.ts reads executed notebooks with)', () => {
  it('counts held, warned and failed claim lines apart, and lists the warned statements', () => {
    const outputs = [
      claimMarkup('✓', 'the count is n²', '36 = 36'),
      claimMarkup('⚠', 'not this time: exponent near 2', 'measured n^1.4', 'a straight line'),
      '<p>not a claim ✓</p>',
      claimMarkup('✓', 'BFS holds more', 'queue 6 > stack 4') + claimMarkup('✗', 'wrong', 'evidence'),
    ];
    expect(countClaims(outputs)).toEqual({ held: 2, warned: 1, failed: 1, warnings: ['not this time: exponent near 2'] });
  });

  it('a timing claim that does not hold is a warning, not a held claim', () => {
    const k = recordingKernel();
    setKernelApiForTesting(k.api);
    timingClaim('threads are faster', false, '1.0×', 'a quiet machine');
    timingClaim('symmetry is faster', true, '1.9×', 'a quiet machine');
    expect(countClaims(k.html)).toMatchObject({ held: 1, warned: 1, failed: 0 });
  });
});
