// The kernel's error formatter (platform/kernel/error-report.cjs) on its own, and explainError, which shows
// its report in a notebook without failing the cell. The kernel end to end (source maps, cell and lib/
// lines) is tested from a Jupyter client in test/kernel/test_client.py.
import { createRequire } from 'module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { explainError } from '../lib/notebook';
import { setKernelApiForTesting } from '../lib/notebook/kernel-display';

const report = createRequire(__filename)('../platform/kernel/error-report.cjs');
const plain = (c: { traceback: string[] }) => report.plainText(c) as string;

afterEach(() => {
  setKernelApiForTesting(undefined);
  delete (globalThis as { __courseErrorReport__?: unknown }).__courseErrorReport__;
  vi.restoreAllMocks();
});

describe('quote', () => {
  it('numbers the line and puts the caret under the span, keeping tabs so it stays aligned', () => {
    expect(report.quote(7, '\tlet x = f(y);', [9, 10], false)).toEqual(['    7 | \tlet x = f(y);', '      | \t        ^']);
    expect(report.quote(123456, 'abc', [0, 3], false)).toEqual(['123456 | abc', '       | ^^^']);
  });
});

describe('typeErrors', () => {
  const source = 'const a: string = 1;\nconst b: number = "x";';
  /** A span as tslab's converter gives it: offsets into the cell and 0-based line/character. */
  const at = (line: number, from: number, to: number) => {
    const base = source.split('\n').slice(0, line).reduce((n, l) => n + l.length + 1, 0);
    return { start: { offset: base + from, line, character: from }, end: { offset: base + to, line, character: to } };
  };
  it("groups a message chain under one caret and counts the other diagnostics", () => {
    const diagnostics = [
      { ...at(0, 6, 7), messageText: "Type 'number' is not assignable to type 'string'.", code: 2322 },
      { ...at(1, 6, 7), messageText: "Type 'string' is not assignable to type 'number'.", code: 2322 },
      { ...at(1, 6, 7), messageText: 'a chained detail', code: 9999 },
    ];
    const c = report.typeErrors(diagnostics, source, { color: false });
    expect(c.ename).toBe('TypeScriptError');
    expect(c.evalue).toBe("Type 'number' is not assignable to type 'string'. (and 1 more)");
    expect(plain(c)).toBe([
      "TypeScriptError: Type 'number' is not assignable to type 'string'. (and 1 more)",
      '',
      'this cell, line 1 (TS2322)',
      '    1 | const a: string = 1;',
      '      |       ^',
      "  Type 'number' is not assignable to type 'string'.",
      '',
      'this cell, line 2 (TS2322)',
      '    2 | const b: number = "x";',
      '      |       ^',
      "  Type 'string' is not assignable to type 'number'.",
      '    a chained detail',
    ].join('\n'));
  });
});

describe('runtimeError', () => {
  it('names a thrown non-Error and says why no line is known', () => {
    const c = report.runtimeError(42, { color: false });
    expect([c.ename, c.evalue]).toEqual(['Thrown value', '42']);
    expect(plain(c)).toContain('only an Error records where it was thrown');
  });

  it('turns an interruption into an Interrupted report a student can act on', () => {
    const c = report.runtimeError(new Error('Script execution was interrupted by `SIGINT`'), { color: false });
    expect(c.ename).toBe('Interrupted');
    expect(plain(c)).toMatch(/^Interrupted: the cell was stopped before it finished \(Kernel → Interrupt, or a time limit\)\.\n/);
  });

  it('for an error from code no cell or lib/ file compiled, gives the name and message and says so', () => {
    const c = report.runtimeError(new RangeError('n must be at least 1, got 0'), { color: false });
    expect(plain(c)).toBe('RangeError: n must be at least 1, got 0\n\nno line of a notebook cell or of lib/ is on its stack.');
  });
});

describe('explainError', () => {
  it('shows and returns the report of what the call threw, in a red box inside the kernel', () => {
    // The kernel's adapter puts its formatter where the library finds it (install() in tslab-adapter.cjs).
    (globalThis as { __courseErrorReport__?: unknown }).__courseErrorReport__ = report;
    const html: string[] = [];
    setKernelApiForTesting({ display: { html: (s) => void html.push(s), text: () => {} }, newDisplay: () => ({ html: () => {}, text: () => {} }) });
    const r = explainError(() => {
      throw new RangeError('path[1] must be a square index in [0, 63], got 64 <b>');
    });
    expect(r).toMatchObject({ ename: 'RangeError', evalue: 'path[1] must be a square index in [0, 63], got 64 <b>' });
    expect(r!.text.split('\n')[0]).toBe('RangeError: path[1] must be a square index in [0, 63], got 64 <b>');
    expect(html).toHaveLength(1);
    expect(html[0]).toMatch(/^<pre class="explained-error" style="[^"]*background:#fdd/);
    expect(html[0]).toContain('<span style="color:#b00;font-weight:bold">RangeError</span>: path[1] must be a square index in [0, 63], got 64 &lt;b&gt;');
    expect(html[0]).not.toMatch(/\x1b/);
  });

  it('says so when the call does not throw, and prints outside the kernel', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(explainError(() => 1)).toBeNull();
    expect(log.mock.calls).toEqual([['(no error: the call returned normally)']]);
  });

  it('refuses a non-function', () => {
    expect(() => explainError(42 as unknown as () => unknown)).toThrow(/^fn must be a function, got 42$/);
  });

  it('outside a kernel gives the name and message and says the lines are not known', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const r = explainError(() => {
      throw new RangeError('n must be at least 1, got 0');
    });
    expect(r).toEqual({ ename: 'RangeError', evalue: 'n must be at least 1, got 0', text: 'RangeError: n must be at least 1, got 0\n\noutside a notebook kernel: the lines of the cell and of lib/ are not known.' });
    expect(log).toHaveBeenCalledTimes(1);
  });
});

describe('the registries of compiled cells', () => {
  it('keep only the newest MAX_CELLS cells, however long the kernel runs', () => {
    const map = { version: 3, sources: ['__tslab__.ts'], names: [], mappings: 'AAAA' };
    for (let i = 0; i < report.MAX_CELLS + 50; i++) {
      report.beginCell(`cell ${i}`, i + 1);
      report.registerCell(map, map);
    }
    expect(report.registrySizes.cells).toBe(report.MAX_CELLS);
  });
});

describe("the adapter's check of tslab", () => {
  const adapter = createRequire(__filename)('../platform/kernel/tslab-adapter.cjs');
  const real = () => ({
    jupyter: createRequire(__filename)('tslab/dist/jupyter.js'),
    executor: createRequire(__filename)('tslab/dist/executor.js'),
    converter: createRequire(__filename)('tslab/dist/converter.js'),
    main: createRequire(__filename)('tslab/dist/main.js'),
    ts: createRequire(createRequire(__filename).resolve('tslab/package.json'))('@tslab/typescript-for-tslab'),
  });

  it('accepts the tslab this project pins', () => {
    expect(() => adapter.checkTslab(adapter.TSLAB_VERSIONS[0], real())).not.toThrow();
  });

  it('fails once, at start, in one line naming every member that drifted and the version', () => {
    const modules = real();
    const drifted = { ...modules, converter: { ...modules.converter, isCompleteCode: undefined }, executor: {} };
    expect(() => adapter.checkTslab('1.1.0', drifted)).toThrow(
      'platform/kernel/tslab-adapter.cjs does not fit this tslab: tslab is 1.1.0, not 1.0.22; executor.createExecutor is not a function; converter.isCompleteCode is not a function',
    );
  });
});
