import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import * as net from 'net';
import * as path from 'path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  describeFailure, executeAll, executeNotebook, findFreePort, findJupyter, kernelSpec, launcherPath, projectRoot,
  resolveNotebooks, listNotebooks, checkNode, startJupyter, PythonProbe, SetupError, jupyterEnv, jupyterPath,
  ensureJupyter, probePython, APT_COMMAND, PIP_COMMAND, ensureChromium, findChromium,
} from '../platform/kernel';
import { parseArgs } from '../platform/kernel/cli';
import { failingPython } from './helpers/failing-python';

const fixtures = path.join(__dirname, 'fixtures', 'notebooks');
const outDir = path.join(projectRoot, 'build', 'test-kernel');
let python: PythonProbe;

beforeAll(() => {
  const found = findJupyter().found;
  if (!found) throw new Error('Jupyter is not installed: run `npm test` (it sets up first) or `npm run setup`');
  python = found;
});

describe('set-up', () => {
  it('kernelSpec starts tslab through the launcher that moves to the project root', () => {
    const spec = kernelSpec('/usr/bin/node');
    expect(spec.argv).toEqual(['/usr/bin/node', launcherPath, '{connection_file}']);
    expect(spec.language).toBe('typescript');
    expect(spec.env).toEqual({ MALLOC_MMAP_THRESHOLD_: '33554432', MALLOC_TRIM_THRESHOLD_: '1073741824' });
  });

  it('jupyterEnv puts the project kernel folder first on JUPYTER_PATH', () => {
    expect(jupyterEnv({ JUPYTER_PATH: '/elsewhere' }).JUPYTER_PATH).toBe(`${jupyterPath}${path.delimiter}/elsewhere`);
    expect(jupyterEnv({}).JUPYTER_PATH).toBe(jupyterPath);
  });

  it('ensureJupyter without Jupyter and without leave to install names the exact commands, no stack trace', () => {
    expect(() => ensureJupyter({ install: false, candidates: ['/nonexistent/python3'] })).toThrow(SetupError);
    try {
      ensureJupyter({ install: false, candidates: ['/nonexistent/python3'] });
    } catch (e) {
      const message = (e as Error).message;
      expect(message).toContain('Jupyter is missing (no python3 was found)');
      expect(message).toContain(`sudo ${APT_COMMAND}`);
      expect(message).toContain(PIP_COMMAND);
    }
  });

  it('findJupyter reports which modules a Python lacks', () => {
    const probe = probePython(python.python, ['json', 'no_such_module_xyz']);
    expect(probe?.missing).toEqual(['no_such_module_xyz']);
    expect(Object.keys(probe?.versions ?? {})).toEqual(['json']);
  });

  it('checkNode refuses Node older than 20.19 with the version in the message', () => {
    expect(() => checkNode('20.18.3')).toThrow(SetupError);
    expect(() => checkNode('18.20.0')).toThrow(/18\.20\.0.*>= 20\.19/);
    expect(() => checkNode('20.19.0')).not.toThrow();
    expect(() => checkNode('22.1.0')).not.toThrow();
  });
});

describe('command line', () => {
  it('parseArgs reads command, names and flags', () => {
    const a = parseArgs(['run', '01', '03', '--quick', '--out', '/tmp/x']);
    expect(a.command).toBe('run');
    expect(a.names).toEqual(['01', '03']);
    expect(a.flags.get('--quick')).toBe(true);
    expect(a.flags.get('--out')).toBe('/tmp/x');
  });

  it('parseArgs names an unknown command or option', () => {
    expect(() => parseArgs(['serve'])).toThrow(`command must be one of 'setup', 'start', 'run', got "serve"`);
    expect(() => parseArgs(['run', '--fast'])).toThrow(`option must be one of '--port', '--out', '--concurrency', '--quiet', '--quick', '--browser', '--kernel-tests', '--classroom', '--instructor', got "--fast"`);
    expect(() => parseArgs(['start', '--port'])).toThrow(/--port needs a value/);
  });

  it('resolveNotebooks finds by number, name or file name and lists the choices for an unknown name', () => {
    const byNumber = resolveNotebooks(['2'], fixtures);
    expect(path.basename(byNumber[0])).toBe('02-runtime-error.ipynb');
    expect(resolveNotebooks(['03-type-error', '01-injected.ipynb'], fixtures).map((p) => path.basename(p))).toEqual(['03-type-error.ipynb', '01-injected.ipynb']);
    expect(resolveNotebooks([], fixtures)).toHaveLength(4);
    expect(() => resolveNotebooks(['knights'], fixtures)).toThrow(`notebook must be one of '01-injected', '02-runtime-error', '03-type-error', '04-watch-events' (or its number), got "knights"`);
  });
});

describe('executing notebooks', () => {
  it('injects quick parameters after the parameters cell and runs from the project root', { timeout: 180_000 }, async () => {
    const run = await executeNotebook(path.join(fixtures, '01-injected.ipynb'), { python: python.python, quick: true, outDir });
    expect(run.ok).toBe(true);
    const nb = JSON.parse(readFileSync(run.outputNotebook, 'utf8'));
    expect(nb.cells[1].metadata.tags).toEqual(['injected-parameters']);
    const text = nb.cells[2].outputs.map((o: { text: string[] }) => o.text.join('')).join('');
    expect(text).toContain(`SIZE=3 LABEL=quick cwd=${projectRoot}`);
    // The kernel sends execute_input (tslab alone did not), so the saved notebook has its In [n] numbers.
    expect(nb.cells.map((c: { execution_count: number }) => c.execution_count)).toEqual([1, 2, 3]);
    expect(readFileSync(run.outputHtml, 'utf8')).toContain('SIZE=3 LABEL=quick');
  });

  it('a notebook whose Python fails before any cell is tried twice and reported failed; the next notebook still runs', { timeout: 180_000 }, async () => {
    const failing = failingPython(outDir, 'AssertionError: kernel did not start');
    const [failed] = await executeAll([path.join(fixtures, '01-injected.ipynb')], { python: failing.python, quick: true, outDir });
    expect(failed.ok).toBe(false);
    expect(failing.tries()).toBe(2);
    expect(describeFailure(failed)).toMatch(/^01-injected: no cell ran — .*kernel did not start.*\(tried twice\)$/);
    const [next] = await executeAll([path.join(fixtures, '01-injected.ipynb')], { python: python.python, quick: true, outDir });
    expect(next.ok).toBe(true);
  });

  it('reports a runtime error with notebook, cell index, source line and message', { timeout: 180_000 }, async () => {
    const run = await executeNotebook(path.join(fixtures, '02-runtime-error.ipynb'), { python: python.python, quick: true, outDir });
    expect(run.ok).toBe(false);
    expect(run.failure?.cell_index).toBe(2);
    expect(run.failure?.line).toBe(3);
    expect(run.failure?.kind).toBe('CellExecutionError');
    expect(describeFailure(run)).toBe(
      "02-runtime-error: cell 2, line 3: resolveNotebooks(['no-such-notebook']); — RangeError: notebook must be one of " +
      `${listNotebooks().map((f) => `'${path.basename(f, '.ipynb')}'`).join(', ')} (or its number; 'es/…' for a translation), got "no-such-notebook"`);
  });

  it('reports a TypeScript type error as a failed cell with its line', { timeout: 180_000 }, async () => {
    const run = await executeNotebook(path.join(fixtures, '03-type-error.ipynb'), { python: python.python, outDir });
    expect(run.ok).toBe(false);
    expect(describeFailure(run)).toBe("03-type-error: cell 1, line 2: const wrong: string = ok; — TypeScriptError: Type 'number' is not assignable to type 'string'.");
    // The executed notebook holds a real error output (what the Notebook UI and nbconvert render).
    const nb = JSON.parse(readFileSync(run.outputNotebook, 'utf8'));
    const outputs = nb.cells[1].outputs;
    expect(outputs.map((o: { output_type: string }) => o.output_type)).toEqual(['error']);
    expect(outputs[0].ename).toBe('TypeScriptError');
    expect(outputs[0].traceback.join('\n').replace(/\x1b\[[0-9;]*m/g, '')).toContain('this cell, line 2 (TS2322)\n    2 | const wrong: string = ok;\n      |       ^^^^^');
  });

  it('runs a queue of notebooks in one Python, a failing notebook reported as when run alone', { timeout: 180_000 }, async () => {
    const dir = path.join(outDir, 'queue');
    mkdirSync(dir, { recursive: true });
    const starts = path.join(dir, 'python-starts');
    rmSync(starts, { force: true });
    const counting = path.join(dir, 'counting-python.sh');
    writeFileSync(counting, `#!/bin/sh\necho start >> '${starts}'\nexec '${python.python}' "$@"\n`, { mode: 0o755 });
    const [typeError, injected] = await executeAll(['03-type-error.ipynb', '01-injected.ipynb'].map((n) => path.join(fixtures, n)), { python: counting, quick: true, outDir: dir });
    expect(describeFailure(typeError)).toBe("03-type-error: cell 1, line 2: const wrong: string = ok; — TypeScriptError: Type 'number' is not assignable to type 'string'.");
    expect(injected.ok).toBe(true);
    expect(readFileSync(injected.outputHtml, 'utf8')).toContain('SIZE=3 LABEL=quick');
    expect(readFileSync(starts, 'utf8').trim().split('\n')).toEqual(['start']);
  });

  it('survives files appearing and vanishing in watched folders while cells run (tslab rebuildTimer)', { timeout: 180_000 }, async () => {
    // Without the launcher's fix, tslab failed the next cell with "Unexpected pending rebuildTimer".
    let churning = true;
    const churn = (async () => {
      for (let i = 0; churning; i++) {
        const file = path.join(projectRoot, `churn-${process.pid}-${i}.ts`);
        const dir = path.join(projectRoot, 'node_modules', `churn-${process.pid}-${i}`);
        writeFileSync(file, '');
        mkdirSync(dir);
        await new Promise((r) => setTimeout(r, 100));
        rmSync(file);
        rmSync(dir, { recursive: true });
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    try {
      const run = await executeNotebook(path.join(fixtures, '04-watch-events.ipynb'), { python: python.python, outDir });
      expect(run.failure ? describeFailure(run) : 'ok').toBe('ok');
    } finally {
      churning = false;
      await churn;
    }
  });
});

describe('serving notebooks', () => {
  it('findFreePort skips a port in use', async () => {
    const blocker = net.createServer();
    const port = await findFreePort(20000 + Math.floor(Math.random() * 20000));
    await new Promise<void>((r) => blocker.listen(port, '127.0.0.1', () => r()));
    try {
      expect(await findFreePort(port)).toBeGreaterThan(port);
    } finally {
      blocker.close();
    }
    await expect(findFreePort(70000)).rejects.toThrow('port must be an integer from 1 to 65535, got 70000');
  });

  it('starts Jupyter on loopback with the project kernel, moves off a busy port, and stops cleanly', { timeout: 180_000 }, async () => {
    const blocker = net.createServer();
    const wanted = await findFreePort(30000 + Math.floor(Math.random() * 20000));
    await new Promise<void>((r) => blocker.listen(wanted, '127.0.0.1', () => r()));
    const lines: string[] = [];
    const server = await startJupyter({ python: python.python, port: wanted, isolated: true, log: (l) => lines.push(l) });
    try {
      expect(server.port).toBeGreaterThan(wanted);
      expect(lines.join('\n')).toContain(`Port ${wanted} is in use; using ${server.port} instead.`);
      const res = await fetch(`${server.baseUrl}api/kernelspecs?token=${server.token}`);
      const specs = await res.json();
      expect(Object.keys(specs.kernelspecs)).toContain('tslab');
      expect(specs.kernelspecs.tslab.spec.argv[1]).toBe(launcherPath);
      expect(server.url).toBe(`${server.baseUrl}tree?token=${server.token}`);
      // The project's custom.css is what the notebook page loads: Markdown tables left-aligned.
      const css = await fetch(`${server.baseUrl}custom/custom.css`);
      expect(css.status).toBe(200);
      expect(await css.text()).toMatch(/\.rendered_html td[^{]*\{\s*text-align: left;/);
      expect((await fetch(`${server.baseUrl}custom/custom.js`)).status).toBe(200);
    } finally {
      await server.stop();
      blocker.close();
    }
    expect(() => process.kill(server.child.pid!, 0)).toThrow(); // the process is gone
  });
});

describe('ensureChromium', () => {
  it('finds an existing executable and otherwise names the install command', () => {
    expect(ensureChromium({ candidates: [process.execPath], install: false })).toBe(process.execPath);
    expect(() => ensureChromium({ candidates: ['/nonexistent/chromium'], install: false })).toThrow(/apt-get install -y --no-install-recommends chromium/);
    expect(() => ensureChromium({ candidates: ['/nonexistent/chromium'], install: false })).toThrow(SetupError);
    expect(findChromium({ CHROMIUM_PATH: process.execPath }, [])).toBe(process.execPath);
  });
});

describe('SetupError', () => {
  it('is an Error with its own name', () => {
    const e = new SetupError('x');
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('SetupError');
  });
});
