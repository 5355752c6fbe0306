// The student's own copy (issue 27): `npm start` serves work/, the student edition of both editions,
// created on the first start and never overwritten; new course notebooks are added.
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'fs';
import * as os from 'os';
import * as path from 'path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureWorkspace, listNotebooks, notebooksDir, workspaceDir } from '../platform/kernel';
import { parseArgs } from '../platform/kernel/cli';
import { countSolutions, SOLUTION_STUB, solutionStub } from '../platform/grading';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'workspace-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
/** The code cells of a notebook, as one text. */
const source = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { cells: { cell_type: string; source: string[] | string }[] }).cells
  .filter((c) => c.cell_type === 'code').map((c) => (Array.isArray(c.source) ? c.source.join('') : c.source)).join('\n');

describe('the student workspace', () => {
  // A copy of the course, so the test can add a notebook to it.
  const course = path.join(tmp, 'course');
  cpSync(notebooksDir, course, { recursive: true });
  const work = path.join(tmp, 'work');
  const english = listNotebooks(course);
  const all = [...english, ...listNotebooks(path.join(course, 'es')).map((n) => path.join('es', n))];

  it('is created on the first start with the student edition of both editions', () => {
    const r = ensureWorkspace(work, course);
    expect(r.added.sort()).toEqual([...all].sort());
    expect(r.kept).toEqual([]);
    let stubs = 0;
    for (const rel of all) {
      const text = source(path.join(work, rel));
      expect(countSolutions(text), `${rel}: solutions left`).toBe(0);
      // as many stubs as the instructor's notebook has solutions, each in the notebook's language
      const stub = solutionStub(rel.startsWith('es') ? 'es' : 'en');
      stubs += text.split(stub).length - 1;
      expect(text.split(stub).length - 1, rel).toBe(countSolutions(source(path.join(course, rel))));
      if (stub !== SOLUTION_STUB) expect(text, `${rel}: an English stub`).not.toContain(SOLUTION_STUB);
    }
    expect(stubs, 'the course has solutions to strip').toBeGreaterThan(0);
  });

  it('never overwrites a notebook the student has, and adds the ones it lacks', () => {
    const mine = path.join(work, english[1]);
    writeFileSync(mine, '{"cells": [], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}\n');
    unlinkSync(path.join(work, 'es', english[0]));
    const added = '99-new-topic.ipynb';
    cpSync(path.join(course, english[0]), path.join(course, added));
    const r = ensureWorkspace(work, course);
    expect(r.added.sort()).toEqual([added, path.join('es', english[0])].sort());
    expect(r.kept.length).toBe(all.length - 1);
    expect(readFileSync(mine, 'utf8')).toBe('{"cells": [], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}\n');
  });

  it('lives in work/, which git ignores; --instructor serves the notebooks with solutions instead', () => {
    expect(path.basename(workspaceDir)).toBe('work');
    expect(readFileSync(path.join(notebooksDir, '..', '.gitignore'), 'utf8').split('\n')).toContain('work/');
    expect(parseArgs(['start', '--instructor']).flags.has('--instructor')).toBe(true);
  });
});
