// The library compiles twice: strict with the project's TypeScript, and with tslab's own
// TypeScript 5.0 and options, because that is what compiles it inside a notebook.
import { spawnSync } from 'child_process';
import * as path from 'path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../platform/kernel';

function tsc(bin: string, project: string) {
  const r = spawnSync(process.execPath, [path.join(projectRoot, bin), '--noEmit', '-p', project], { cwd: projectRoot, encoding: 'utf8' });
  return { status: r.status, output: (r.stdout + r.stderr).trim() };
}

describe('type checking', () => {
  it('npm run typecheck (strict, lib and tests) reports no errors', { timeout: 300_000 }, () => {
    const r = tsc('node_modules/typescript/bin/tsc', 'tsconfig.json');
    expect(r.output).toBe('');
    expect(r.status).toBe(0);
  });

  it("lib/ compiles under tslab's TypeScript 5.0.4", { timeout: 300_000 }, () => {
    const r = tsc('node_modules/@tslab/typescript-for-tslab/bin/tsc', 'tsconfig.tslab.json');
    expect(r.output).toBe('');
    expect(r.status).toBe(0);
  });
});
