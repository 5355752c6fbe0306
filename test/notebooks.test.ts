// Every notebook in notebooks/ and in its Spanish edition notebooks/es/: committed clean (no outputs),
// on the TypeScript kernel, with a parameters cell; then executed once through Jupyter as the README's
// `npm run notebooks` executes them (the English notebooks with their full parameters, as a student
// runs them; the Spanish edition with its quick ones), with no error output and its claims
// (lib/notebook's `claim`) shown and holding; the run also records the exercise answers, which the
// library's checks must accept in both editions. The English notebooks' quick parameters run in the
// grader (test/grading.test.ts) and in the browser (test/site.test.ts), which also checks that both
// editions, run with the same parameters, show as many claims.
import { readFileSync } from 'fs';
import * as path from 'path';
import { beforeAll, describe, expect, it } from 'vitest';
import { findJupyter, listNotebooks, notebookName, notebooksDir, resolveNotebooks } from '../platform/kernel';
import { EXERCISES, verdictFor } from '../lib/exercises';
import { QUESTIONS } from '../lib/exercises/questions';
import { verdictOn } from '../lib/exercises/check-exercise';
import { countClaims, type ClaimCount } from './helpers/claims';
import { courseRun, type CourseRun } from './helpers/course-run';

interface Cell {
  cell_type: string;
  source: string[] | string;
  metadata: { tags?: string[]; quick_parameters?: Record<string, unknown> };
  outputs?: { output_type: string; name?: string; text?: string[] | string; data?: Record<string, unknown> }[];
  execution_count?: number | null;
  id?: string;
}

const names = listNotebooks();
/** Both editions: `00-start-here.ipynb` … and `es/00-start-here.ipynb` … */
const allFiles = resolveNotebooks([]);
const all = allFiles.map((f) => path.relative(notebooksDir, f));
const runName = (file: string) => notebookName(path.join(notebooksDir, file));
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { metadata: any; cells: Cell[] };
const text = (s: string[] | string | undefined) => (Array.isArray(s) ? s.join('') : s ?? '');

/** Error outputs and stderr of an executed notebook, one line each. */
function errorOutputs(file: string): string[] {
  return read(file).cells.flatMap((c, i) => (c.outputs ?? [])
    .filter((o) => o.output_type === 'error' || (o.output_type === 'stream' && o.name === 'stderr'))
    .map((o) => `cell ${i}: ${text(o.text).slice(0, 200)}`));
}

/** The claims an executed notebook showed: held (✓), warned (⚠, timings that did not hold this time), failed (✗). */
function claimsShown(file: string): ClaimCount {
  return countClaims(read(file).cells.flatMap((c) => (c.outputs ?? []).map((o) => text(o.data?.['text/html'] as string[] | string | undefined))));
}

/** Checks that a notebook showed at least 5 claims and none failed; warned timing claims are reported, not counted as held. */
function expectClaims(name: string, c: ClaimCount): void {
  if (c.warned > 0) console.warn(`${name}: ${c.held} claims held, ${c.warned} timing claims warned (not held this time): ${c.warnings.join(' | ')}`);
  expect(c.failed, `${name}: failed claims`).toBe(0);
  expect(c.held + c.warned, `${name}: claims shown (${c.held} held, ${c.warned} warned)`).toBeGreaterThanOrEqual(5);
}

it('the course has its notebooks, in English and in Spanish', () => {
  expect(names).toContain('00-start-here.ipynb');
  expect(all).toEqual([...names, ...names.map((n) => path.join('es', n))]);
});

describe.each(all)('%s as committed', (name) => {
  const nb = read(path.join(notebooksDir, name));

  it('uses the TypeScript (tslab) kernel', () => {
    expect(nb.metadata.kernelspec).toMatchObject({ name: 'tslab', language: 'typescript' });
  });

  it('gives every cell a unique id (nbformat 4.5)', () => {
    const ids = nb.cells.map((c) => c.id);
    expect(ids.filter((id) => typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has no outputs or execution counts', () => {
    const dirty = nb.cells.filter((c) => c.cell_type === 'code' && ((c.outputs ?? []).length > 0 || c.execution_count != null));
    expect(dirty.map((c) => text(c.source).slice(0, 40))).toEqual([]);
  });

  it('starts with a parameters cell of let declarations, and quick values for some of them', () => {
    const code = nb.cells.filter((c) => c.cell_type === 'code');
    expect(code[0]?.metadata.tags ?? []).toContain('parameters');
    const declared = [...text(code[0].source).matchAll(/^let\s+([A-Za-z_$][\w$]*)/gm)].map((m) => m[1]);
    expect(declared.length).toBeGreaterThan(0);
    for (const key of Object.keys(code[0].metadata.quick_parameters ?? {})) expect(declared).toContain(key);
  });
});

// A false machine-independent claim throws and fails the notebook; timing claims only warn (⚠), so a
// busy CI machine cannot fail them.
describe('executing every notebook as `npm run notebooks` does (English: full parameters; Spanish: quick)', () => {
  // Executed once per test run by the README's command (test/helpers/course-run.ts), which the
  // browser test reads too; each kernel records its exercise answers, for the grader's checks below.
  let run: CourseRun;
  beforeAll(async () => {
    if (!findJupyter().found?.python) throw new Error('Jupyter is not installed: run `npm test` (it sets up first) or `npm run setup`');
    run = await courseRun();
  }, 1_800_000);

  it.each(all)('%s runs without an error output', (name) => {
    expect(run.report(runName(name)), `the run's report line for ${runName(name)}`).toBe('ok');
    expect(run.errors(runName(name))).toEqual([]);
    expect(errorOutputs(run.notebook(runName(name)))).toEqual([]);
  });

  it.each(all)('%s shows its checked claims, none failed (timing warnings reported apart)', (name) => {
    expectClaims(name, claimsShown(run.notebook(runName(name))));
  });

  it.each(['en', 'es'] as const)('every exercise passes the library checks on the answers recorded in this run, %s edition (the instructor edition scores full marks)', (lang) => {
    const answers = run.answers(lang);
    const failing = EXERCISES.map((e) => ({ id: e.id, v: verdictFor(e.id, answers[e.id]) })).filter((r) => !r.v.ok);
    expect(failing.map((r) => `${r.id}: ${r.v.message}`)).toEqual([]);
  });

  it.each(['en', 'es'] as const)('every section question (lib/exercises/questions) passes its check on the answer recorded in this run, %s edition', (lang) => {
    const answers = run.answers(lang);
    const failing = QUESTIONS.map((q) => ({ id: q.id, v: verdictOn(q, answers[q.id]) })).filter((r) => !r.v.ok);
    expect(failing.map((r) => `${r.id}: ${r.v.message}`)).toEqual([]);
  });

  it.each(all)('%s shows at least one picture (inline SVG) in its HTML export', (name) => {
    const html = readFileSync(run.html(runName(name)), 'utf8');
    expect(html).toMatch(/<svg[\s>]/);
  });
});
