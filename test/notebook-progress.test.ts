import { afterEach, describe, expect, it } from 'vitest';
import { progress, formatProgress } from '../lib/notebook';
import { setKernelApiForTesting, type KernelApi } from '../lib/notebook/kernel-display';

/** A fake clock advanced by hand. */
function clock(): { now: () => number; advance: (ms: number) => void } {
  let t = 1000;
  return { now: () => t, advance: (ms) => (t += ms) };
}

function stream(isTTY: boolean): { write: (s: string) => void; isTTY: boolean; out: string[] } {
  const out: string[] = [];
  return { write: (s) => void out.push(s), isTTY, out };
}

/** A fake tslab API recording what reaches the notebook. */
function fakeKernel(): KernelApi & { html: string[]; displays: string[][] } {
  const html: string[] = [];
  const displays: string[][] = [];
  return {
    html,
    displays,
    display: { html: (s) => void html.push(s), text: (s) => void html.push(s) },
    newDisplay: () => {
      const shown: string[] = [];
      displays.push(shown);
      return { html: (s) => void shown.push(s), text: (s) => void shown.push(s) };
    },
  };
}

afterEach(() => {
  setKernelApiForTesting(undefined);
});

describe('progress', () => {
  it('formatProgress shows label, bar, count, percentage and seconds', () => {
    expect(formatProgress('sweep', 5, 10, 1500)).toBe('sweep [##########..........] 5/10 50% 1.5 s');
    expect(formatProgress('x', 0, 0, 0)).toContain('0/0 100%');
  });

  it('in a log (not a TTY) prints one line per update, throttled', () => {
    const c = clock();
    const s = stream(false);
    const p = progress('n', 100, { stream: s, now: c.now, intervalMs: 100 });
    for (let i = 0; i < 100; i++) {
      c.advance(10);
      p.tick();
    }
    p.done();
    // First line, one per 100 ms over 1 s, and the final line.
    expect(s.out.length).toBe(12);
    expect(s.out.every((l) => l.endsWith('\n') && !l.includes('\r'))).toBe(true);
    expect(s.out[0]).toContain('0/100');
    expect(s.out[s.out.length - 1]).toMatch(/100\/100 100% 1\.0 s done\n$/);
  });

  it('on a TTY rewrites one line with \\r and ends it with a newline', () => {
    const c = clock();
    const s = stream(true);
    const p = progress('boards', 4, { stream: s, now: c.now, intervalMs: 0 });
    for (let i = 1; i <= 4; i++) p.tick(i);
    p.done();
    expect(s.out.slice(0, -1).every((l) => l.startsWith('\r') && !l.includes('\n'))).toBe(true);
    expect(s.out[s.out.length - 1]).toBe('\n');
    expect(s.out[s.out.length - 2]).toContain('4/4');
  });

  it('tick(done) sets the count; ticks after done() are ignored', () => {
    const s = stream(false);
    const p = progress('x', 10, { stream: s, intervalMs: 0 });
    p.tick(7);
    expect(s.out[s.out.length - 1]).toContain('7/10');
    p.done();
    const n = s.out.length;
    p.tick();
    p.done();
    expect(s.out.length).toBe(n);
    expect(s.out[n - 1]).toContain('7/10 70%');
  });

  it('in the kernel updates one display in place and writes nothing to the stream', () => {
    const kernel = fakeKernel();
    setKernelApiForTesting(kernel);
    const s = stream(true);
    const p = progress('sweep', 3, { stream: s, intervalMs: 0 });
    p.tick();
    p.tick();
    p.tick();
    p.done();
    expect(kernel.displays.length).toBe(1);
    expect(kernel.displays[0].length).toBe(5);
    expect(kernel.displays[0][4]).toContain('3/3 100%');
    expect(s.out).toEqual([]);
  });

  it('rejects bad totals and ticks', () => {
    expect(() => progress('x', -1)).toThrow('total must be an integer ≥ 0, got -1');
    expect(() => progress('x', 1.5)).toThrow(RangeError);
    const p = progress('x', 2, { stream: stream(false) });
    expect(() => p.tick(-3)).toThrow(RangeError);
  });
});
