import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { plot, Plot, fitPowerLaw, powerLaw, setLanguage } from '../lib/notebook';
import { localTickLabels } from '../lib/notebook/plot';
import { parseSvg } from './helpers/svg';

const window = new JSDOM('').window;


const points = [8, 16, 32, 64, 128].map((n) => ({ n, steps: 3 * n * n }));

describe('plot: tick labels in the reader\'s number format', () => {
  const tickTexts = (svg: string, axis: 'x' | 'y') => {
    const group = new RegExp(`aria-label="${axis}-axis tick label"[^>]*>([\\s\\S]*?)</g>`).exec(svg);
    return group ? [...group[1].matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]) : [];
  };
  const rows = [{ x: 1, y: 10 }, { x: 2, y: 200_000 }];
  const chart = () => plot({ y: { type: 'log' }, x: { domain: [0, 2500] }, marks: [Plot.dot(rows, { x: 'x', y: 'y' })] });

  it('Spanish: Plot\'s "20k" and "1,500" become 20 000 and 1500 (no-break space from five digits), as formatNumber writes them', () => {
    setLanguage('es');
    try {
      const svg = chart();
      expect(tickTexts(svg, 'y')).toEqual(expect.arrayContaining(['10', '1000', '10\u00a0000', '100\u00a0000']));
      expect(tickTexts(svg, 'x')).toEqual(expect.arrayContaining(['0', '500', '1000', '1500', '2000', '2500']));
      expect(svg).not.toMatch(/>\d+k<|>\d,\d{3}</);
    } finally {
      setLanguage('en');
    }
  });

  it('English keeps Plot\'s own labels; labels that are not numbers, and text outside the tick labels, are left alone', () => {
    const english = chart();
    expect(tickTexts(english, 'x')).toContain('1,500');
    expect(tickTexts(english, 'y')).toContain('10k');
    const markup = '<g aria-label="x-axis tick label"><text>mrv</text><text>−1,500</text><text>2.5k</text></g><text>1,500</text>';
    expect(localTickLabels(markup, 'es')).toBe('<g aria-label="x-axis tick label"><text>mrv</text><text>\u22121500</text><text>2500</text></g><text>1,500</text>');
    expect(localTickLabels(markup, 'en')).toBe(markup);
  });
});

describe('plot', () => {
  it('plot(options) returns well-formed SVG with one mark per datum and the axis labels', () => {
    const svg = plot({
      x: { type: 'log', label: 'board side n' },
      y: { type: 'log', label: 'steps (count)' },
      marks: [Plot.dot(points, { x: 'n', y: 'steps' }), Plot.line(points, { x: 'n', y: 'steps' })],
    });
    expect(svg.startsWith('<svg')).toBe(true);
    const doc = parseSvg(svg);
    expect(doc.documentElement.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect(doc.querySelectorAll('circle').length).toBe(points.length);
    const text = [...doc.querySelectorAll('text')].map((t) => t.textContent ?? '');
    expect(text.some((t) => t.includes('board side n'))).toBe(true);
    expect(text.some((t) => t.includes('steps (count)'))).toBe(true);
  });

  it('draws a fitted power law over the measurements', () => {
    const fit = fitPowerLaw(points.map((p) => ({ x: p.n, y: p.steps })));
    const line = points.map((p) => ({ n: p.n, fitted: powerLaw(fit, p.n) }));
    const doc = parseSvg(
      plot({
        x: { type: 'log', label: 'n' },
        y: { type: 'log', label: 'steps' },
        marks: [
          Plot.dot(points, { x: 'n', y: 'steps' }),
          Plot.line(line, { x: 'n', y: 'fitted', stroke: 'red' }),
          Plot.text([`exponent ${fit.exponent.toFixed(2)}`], { frameAnchor: 'top-left' }),
        ],
      }),
    );
    expect([...doc.querySelectorAll('text')].some((t) => t.textContent === 'exponent 2.00')).toBe(true);
    expect(doc.querySelectorAll('[stroke="red"] path, path[stroke="red"]').length).toBe(1);
  });

  it('a chart with a legend comes back as an HTML figure', () => {
    const html = plot({
      color: { legend: true },
      x: { label: 'n' },
      y: { label: 'ms' },
      marks: [Plot.dot([{ n: 1, ms: 2, kind: 'a' }, { n: 2, ms: 3, kind: 'b' }], { x: 'n', y: 'ms', fill: 'kind' })],
    });
    expect(html.startsWith('<figure')).toBe(true);
    const doc = new window.DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelectorAll('figure svg circle').length).toBe(2);
    expect(doc.body.textContent).toContain('a');
  });

  it('is deterministic', () => {
    const opts = { marks: [Plot.dot(points, { x: 'n', y: 'steps' })] };
    expect(plot(opts)).toBe(plot(opts));
  });

  it('rejects a missing options object with a TypeError', () => {
    expect(() => plot(undefined as never)).toThrow(TypeError);
  });
});
