/**
 * A "Python" that exits at once with `message` on stderr, counting its calls: it stands for nbclient
 * failing to start a kernel (a start that timed out on a loaded machine), for the tests of the retry
 * that the notebooks' run and the grader share (platform/kernel/execute.ts).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import * as path from 'path';

export function failingPython(dir: string, message: string): { python: string; tries(): number } {
  mkdirSync(dir, { recursive: true });
  const python = path.join(dir, 'failing-python.sh');
  const tries = path.join(dir, 'failing-python.tries');
  rmSync(tries, { force: true });
  writeFileSync(python, `#!/bin/sh\necho try >> '${tries}'\necho '${message}' >&2\nexit 1\n`, { mode: 0o755 });
  return { python, tries: () => readFileSync(tries, 'utf8').trim().split('\n').length };
}
