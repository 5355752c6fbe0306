// The kernel as Jupyter clients see it, tested in Python (Jupyter's own tooling):
// - test/kernel/test_conformance.py: Jupyter's kernel conformance suite (jupyter_kernel_test.KernelTests,
//   Debian's python3-jupyter-kernel-test) with TypeScript samples;
// - test/kernel/test_client.py: results, errors that point at the cell's line, parameters re-run,
//   interrupts, restart, top-level await, from jupyter_client.
// Each runs under `python3 -m unittest -v`; its whole output is shown when it fails.
import { spawn } from 'child_process';
import * as path from 'path';
import { beforeAll, describe, expect, it } from 'vitest';
import { findJupyter, hasKernelTestSuite, installKernelSpec, jupyterEnv, KERNEL_TEST_APT_COMMAND } from '../platform/kernel';

const testDir = path.join(__dirname, 'kernel');
let python = '';

beforeAll(() => {
  const found = findJupyter().found;
  if (!found) throw new Error('Jupyter is not installed: run `npm test` (it sets up first) or `npm run setup`');
  python = found.python;
  if (!hasKernelTestSuite(python)) throw new Error(`jupyter_kernel_test is missing: run \`npm test\` (it sets up first) or ${KERNEL_TEST_APT_COMMAND}`);
  installKernelSpec();
});

interface UnittestRun {
  code: number | null;
  output: string;
  /** test name → ok / FAIL / ERROR / skipped, from unittest's -v lines. */
  results: Map<string, string>;
}

function unittest(module: string): Promise<UnittestRun> {
  return new Promise((resolve, reject) => {
    // cwd is test/kernel: Python's standard library has a package named `test`.
    const child = spawn(python, ['-m', 'unittest', '-v', module], { cwd: testDir, env: jupyterEnv() });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', (code) => {
      const results = new Map<string, string>();
      for (const m of output.matchAll(/^(test_\w+) \([\w.]+\)(?: \.\.\. |\n.*?\.\.\. )(ok|FAIL|ERROR|skipped.*)$/gm)) results.set(m[1], m[2].startsWith('skipped') ? 'skipped' : m[2]);
      resolve({ code, output, results });
    });
  });
}

describe("Jupyter's kernel conformance suite", () => {
  it('passes every test that applies to TypeScript', { timeout: 300_000 }, async () => {
    const run = await unittest('test_conformance');
    expect(run.code, run.output).toBe(0);
    expect(run.output, run.output).toMatch(/^OK \(skipped=2\)$/m);
    // Only the two that do not apply are skipped: no `?` pager in TypeScript, no clear_output in tslab.
    const skipped = [...run.results].filter(([, r]) => r === 'skipped').map(([name]) => name).sort();
    expect(skipped, run.output).toEqual(['test_clear_output', 'test_pager']);
    const passed = [...run.results].filter(([, r]) => r === 'ok').map(([name]) => name).sort();
    expect(passed, run.output).toEqual([
      'test_completion', 'test_display_data', 'test_error', 'test_execute_result', 'test_execute_stderr',
      'test_execute_stdout', 'test_history', 'test_inspect', 'test_is_complete', 'test_kernel_info',
    ]);
  });
});

describe('the kernel from jupyter_client', () => {
  it('gives results, errors with the cell line, survives interrupts, restarts', { timeout: 600_000 }, async () => {
    const run = await unittest('test_client');
    expect(run.code, run.output).toBe(0);
    expect(run.output, run.output).toMatch(/^OK$/m);
    expect(run.results.size, run.output).toBeGreaterThanOrEqual(18);
  });
});
