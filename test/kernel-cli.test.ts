// The command line as a user meets it: one-line messages and non-zero exits for bad input.
import { spawnSync } from 'child_process';
import { mkdtempSync, readFileSync } from 'fs';
import * as os from 'os';
import * as path from 'path';
import { describe, expect, it } from 'vitest';
import { NotebookRun, projectRoot, writeIndex } from '../platform/kernel';

const tsx = path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const cli = (...args: string[]) => spawnSync(process.execPath, [tsx, 'platform/kernel/cli.ts', ...args], { cwd: projectRoot, encoding: 'utf8' });

describe('platform/kernel/cli.ts', () => {
  it('an unknown notebook name is one line on stderr and exit 1', { timeout: 120_000 }, () => {
    const r = cli('run', 'no-such-notebook');
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr.trim()).toMatch(/^error: notebook must be one of '00-start-here', .* \(or its number; 'es\/…' for a translation\), got "no-such-notebook"$/);
  });

  it('an unknown command or a bad port is refused without a stack trace', { timeout: 120_000 }, () => {
    const a = cli('serve');
    expect(a.status).toBe(1);
    expect(a.stderr.trim()).toBe(`error: command must be one of 'setup', 'start', 'run', got "serve"`);
    const b = cli('start', '--port', 'eighty');
    expect(b.status).toBe(1);
    expect(b.stderr.trim()).toBe('error: --port must be an integer from 1 to 65535, got "eighty"');
  });
});

describe('writeIndex', () => {
  it('links every executed notebook and says which failed, and where', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'index-'));
    const runs: NotebookRun[] = [
      { name: '01-a', ok: true, cells: 3, seconds: 1.5, outputNotebook: '', outputHtml: path.join(dir, '01-a.html'), failure: null },
      { name: '02-b', ok: false, cells: 2, seconds: 2, outputNotebook: '', outputHtml: path.join(dir, '02-b.html'),
        failure: { kind: 'CellExecutionError', cell_index: 4, line: 2, source_line: 'x < y', message: 'RangeError: n must be <= 10' } },
    ];
    const html = readFileSync(writeIndex(runs, dir), 'utf8');
    expect(html).toContain('<a href="01-a.html">01-a</a> — ran without errors (1.5 s)');
    expect(html).toContain('<a href="02-b.html">02-b</a> — failed: 02-b: cell 4, line 2: x &lt; y — RangeError: n must be &lt;= 10');
  });

  it('lists each edition under its language, linking into its folder', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'index-'));
    const run = (name: string, html: string): NotebookRun => ({ name, ok: true, cells: 1, seconds: 1, outputNotebook: '', outputHtml: path.join(dir, html), failure: null });
    const html = readFileSync(writeIndex([run('00-a', '00-a.html'), run('es/00-a', 'es/00-a.html')], dir), 'utf8');
    expect(html).toContain('<h2 lang="en">English</h2>\n<ol lang="en">\n<li><a href="00-a.html">00-a</a> — ran without errors (1.0 s)</li>');
    expect(html).toContain('<h2 lang="es">Español</h2>\n<ol lang="es">\n<li><a href="es/00-a.html">es/00-a</a> — se ejecutó sin errores (1.0 s)</li>');
  });
});
