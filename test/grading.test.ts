// The student edition and the grader (platform/grading). The kernel part grades, in one batch: notebook
// 00's instructor edition (full marks), the student edition of every notebook (runs to the end,
// every exercise "not answered yet", 0), and a tampered notebook 00 (0 on each tampered exercise,
// an infinite loop cut by the time limit while the run goes on). The instructor editions of 01–04
// are graded on the answers recorded by test/notebooks.test.ts's run.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import * as path from 'path';
import { beforeAll, describe, expect, it } from 'vitest';
import { exercisesOf, NOT_ANSWERED } from '../lib/exercises';
import { questionsOf } from '../lib/exercises/questions';
import {
  BEGIN_SOLUTION, END_SOLUTION, findSubmissions, gradeAll, gradeNotebook, gradesCsv, identifyNotebook, SOLUTION_STUB, solutionStub,
  stripSolutions, studentEdition, type NotebookGrade, type NotebookJson,
} from '../platform/grading';
import { parseArgs } from '../platform/grading/cli';
import { findJupyter, listNotebooks, notebooksDir, projectRoot, resolveNotebooks } from '../platform/kernel';
import { labels } from '../lib/i18n';
import { failingPython } from './helpers/failing-python';

const work = path.join(projectRoot, 'build', 'test-grading');
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as NotebookJson;
const text = (s: string | string[]) => (Array.isArray(s) ? s.join('') : s);
const python = () => findJupyter().found?.python ?? '/usr/bin/python3';
/** An appendix notebook (`03a-…`): side topics, no exercises of its own, so nothing to grade. */
const isAppendix = (name: string) => /^\d\d[a-z]-/.test(name);

describe('stripSolutions', () => {
  it('replaces each solution, markers included, by the stub at the same indentation', () => {
    const src = `let a = null;\n${BEGIN_SOLUTION}\na = 1;\n${END_SOLUTION}\n{\n  ${BEGIN_SOLUTION}\n  a = 2;\n  ${END_SOLUTION}\n}\ncheck(a)`;
    expect(stripSolutions(src)).toBe(`let a = null;\n${SOLUTION_STUB}\n{\n  ${SOLUTION_STUB}\n}\ncheck(a)`);
  });

  it('writes the stub in the language asked for, saying what that edition\'s check prints', () => {
    expect(stripSolutions(`${BEGIN_SOLUTION}\na = 1;\n${END_SOLUTION}`, 'c', 'es')).toBe(solutionStub('es'));
    for (const lang of ['en', 'es'] as const) expect(solutionStub(lang)).toContain(labels(lang).exercises.notAnswered);
    expect(solutionStub('es')).not.toBe(SOLUTION_STUB);
  });

  it('refuses unbalanced markers, naming the cell and the line', () => {
    expect(() => stripSolutions(`${BEGIN_SOLUTION}\nx`, '02: cell 5')).toThrow(`02: cell 5, line 1: ${BEGIN_SOLUTION} is never closed by ${END_SOLUTION}`);
    expect(() => stripSolutions(`x\n${END_SOLUTION}`, 'c')).toThrow(`c, line 2: ${END_SOLUTION} without a ${BEGIN_SOLUTION}`);
    expect(() => stripSolutions(`${BEGIN_SOLUTION}\n${BEGIN_SOLUTION}`, 'c')).toThrow(/line 2: .* inside another solution \(opened on line 1\)/);
  });
});

// Both editions: the Spanish notebooks (notebooks/es/) have the same solutions and check cells.
describe.each(resolveNotebooks([]).map((f) => path.relative(notebooksDir, f)))('the student edition of %s', (file) => {
  const name = path.basename(file);
  const nb = read(path.join(notebooksDir, file));
  const student = studentEdition(nb, name);

  it('has no solution left, one stub per solution, and every other cell unchanged', () => {
    expect(student.cells.map((c) => c.id)).toEqual(nb.cells.map((c) => c.id));
    expect(student.metadata).toEqual(nb.metadata);
    let stubs = 0;
    student.cells.forEach((c, i) => {
      const before = text(nb.cells[i].source);
      const after = text(c.source);
      if (c.cell_type === 'code') expect(after).not.toMatch(/^\s*\/\/ (BEGIN|END) SOLUTION\s*$/m);
      if (c.cell_type === 'code' && before.includes(BEGIN_SOLUTION)) {
        stubs++;
        // In the notebook's own language: a Spanish edition's student reads a Spanish stub.
        expect(after).toContain(solutionStub(file.startsWith('es') ? 'es' : 'en'));
      }
      else expect(after).toBe(before);
      expect(c.metadata).toEqual(nb.cells[i].metadata);
    });
    // An appendix (03a-…) has no exercises; the section questions (lib/exercises/questions) of either kind have solutions too.
    const questions = questionsOf(isAppendix(name) ? name.slice(0, 3) : name.slice(0, 2)).length;
    expect(stubs).toBe((isAppendix(name) ? 0 : exercisesOf(name.slice(0, 2)).length) + questions);
  });
});

describe('the grader on what it cannot run', () => {
  const dir = path.join(work, 'bad');
  beforeAll(() => {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, '02-broken.ipynb'), '{"cells": [');
    const nb = read(path.join(notebooksDir, '03-n-queens-dfs-vs-bfs.ipynb'));
    writeFileSync(path.join(dir, 'python.ipynb'), JSON.stringify({ ...nb, metadata: { kernelspec: { name: 'python3', display_name: 'Python 3', language: 'python' } } }));
    writeFileSync(path.join(dir, 'empty.ipynb'), JSON.stringify({ cells: [], metadata: {} }));
  });

  it('gives invalid JSON, another kernel and an unknown notebook a clear message and 0, without starting a kernel', async () => {
    const opts = { python: '/nonexistent/python', outDir: path.join(dir, 'out') };
    const broken = await gradeNotebook(path.join(dir, '02-broken.ipynb'), opts);
    expect(broken.problems[0]).toMatch(/^not a valid notebook: the file is not valid JSON/);
    expect([broken.notebook, broken.score, broken.max]).toEqual(['02', 0, exercisesOf('02').reduce((s, e) => s + e.points, 0)]);
    const python3 = await gradeNotebook(path.join(dir, 'python.ipynb'), opts);
    expect(python3.notebook).toBe('03');
    expect(python3.problems[0]).toMatch(/^saved from another kernel \('python3', Python 3\), not the course's TypeScript kernel \(tslab\)/);
    expect(python3.exercises.every((e) => e.points === 0)).toBe(true);
    const empty = await gradeNotebook(path.join(dir, 'empty.ipynb'), opts);
    expect([empty.notebook, empty.max]).toEqual([null, 0]);
    expect(empty.problems[0]).toMatch(/^cannot tell which course notebook this is/);
  });

  it('tries a notebook whose kernel did not start a second time, then gives 0 saying why', async () => {
    const retry = path.join(work, 'retry');
    const failing = failingPython(retry, 'RuntimeError: Kernel did not respond');
    const file = path.join(retry, '00-start-here.ipynb');
    writeFileSync(file, JSON.stringify(studentEdition(read(path.join(notebooksDir, '00-start-here.ipynb')))));
    const g = await gradeNotebook(file, { python: failing.python, outDir: path.join(retry, 'out') });
    expect(failing.tries()).toBe(2);
    expect([g.notebook, g.score]).toEqual(['00', 0]);
    expect(g.problems[0]).toMatch(/^could not run the notebook: .*Kernel did not respond.*\(tried twice\)$/);
  });

  it('finds submissions in folders, and refuses what is not a notebook', () => {
    expect(findSubmissions([dir]).map((f) => path.basename(f))).toEqual(['02-broken.ipynb', 'empty.ipynb', 'python.ipynb']);
    expect(() => findSubmissions([path.join(dir, 'nope')])).toThrow(/^submission must be an \.ipynb file or a folder, got ".*nope" \(not found\)$/);
    expect(identifyNotebook('ana/04-exact-cover.ipynb')).toBe('04');
    expect(identifyNotebook('2026-ana.ipynb')).toBe(null);
  });

  it('parses its command line, refusing unknown options', () => {
    expect(parseArgs(['grade', 'subs/', '--timeout', '30']).flags.get('--timeout')).toBe('30');
    expect(() => parseArgs(['grade', '--fast'])).toThrow(`option must be one of '--out', '--csv', '--timeout', '--concurrency', '--quick', '--no-html', '--full', got "--fast"`);
    expect(() => parseArgs(['mark'])).toThrow(`command must be one of 'student-edition', 'grade', got "mark"`);
  });

  it('writes one CSV line per exercise, quoting hints with commas', () => {
    const g: NotebookGrade = {
      file: 'a/00.ipynb', notebook: '00', score: 1, max: 3, problems: [], seconds: 1,
      exercises: [
        { id: '00.1', title: 't', points: 1, max: 1, ok: true, message: 'fine' },
        { id: '00.2', title: 't', points: 0, max: 2, ok: false, message: 'count the pairs, "all" of them' },
      ],
    };
    expect(gradesCsv([g])).toBe('file,notebook,exercise,points,max_points,result\na/00.ipynb,00,00.1,1,1,pass\na/00.ipynb,00,00.2,0,2,"count the pairs, ""all"" of them"\n');
  });
});

/** Notebook 00 with four kinds of tampering, one per exercise (see the test below). */
function tampered00(): NotebookJson {
  const nb = read(path.join(notebooksDir, '00-start-here.ipynb'));
  const at = (id: string) => nb.cells.findIndex((c) => c.id === id);
  const edit = (id: string, f: (s: string) => string) => {
    const c = nb.cells[at(id)];
    const before = text(c.source);
    c.source = f(before);
    if (c.source === before) throw new Error(`tampering with ${id} changed nothing`);
  };
  const cell = (id: string, source: string) => ({ cell_type: 'code', id, metadata: {}, source, outputs: [], execution_count: null });
  // 00.1: a wrong answer, and the library's check patched in the kernel so that the notebook prints ✓.
  edit('ex-00-1-check', (s) => s.replace('unreachable_00_1 = knightDistances(3, 3, 0).dist.indexOf(-1);',
    "unreachable_00_1 = 0;\nimport { notebook00 } from './lib/exercises/notebook-00';\nnotebook00[0].check = () => ({ ok: true, message: 'faked' });"));
  // 00.2: the check line replaced by a printed ✓.
  edit('ex-00-2-check', (s) => s.replace("checkExercise('00.2', exponent_00_2)", "console.log('✓ 00.2 predict the exponent of the all-pairs loop')"));
  // An infinite loop in a cell of its own before 00.3, which stays as it is: the loop costs its cell only.
  nb.cells.splice(at('ex-00-3-check'), 0, cell('tamper-loop', 'while (true) {}'));
  // 00.4: a wrong answer, and checkExercise redefined in a cell before it.
  nb.cells.splice(at('ex-00-4-check'), 0, cell('tamper-redefine', 'function checkExercise(id: string, answer: unknown): string {\n  return `✓ ${id}`;\n}'));
  edit('ex-00-4-check', (s) => s.replace('return ends / 2;', 'return 0;'));
  return nb;
}

describe('grading executed notebooks', () => {
  const folder = path.join(work, 'folder');
  const editions = path.join(work, 'editions');
  const grades = new Map<string, NotebookGrade>();
  // Generous: on a loaded machine the first import of the library can take tens of seconds.
  const TIMEOUT = 120;
  // The tampered notebook's cell limit: the endless loop runs this long (its import cell takes 2–7 s).
  const LOOP_TIMEOUT = 40;
  beforeAll(async () => {
    rmSync(work, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    mkdirSync(editions, { recursive: true });
    const names = listNotebooks();
    copyFileSync(path.join(notebooksDir, names[0]), path.join(folder, 'ana-00.ipynb'));
    writeFileSync(path.join(folder, 'ben-00.ipynb'), JSON.stringify(studentEdition(read(path.join(notebooksDir, names[0])))));
    writeFileSync(path.join(folder, 'eve-00.ipynb'), JSON.stringify(tampered00()));
    // The Spanish edition: the instructor's 00 and the student edition of 00, graded like the English ones.
    copyFileSync(path.join(notebooksDir, 'es', names[0]), path.join(folder, 'ana-es-00.ipynb'));
    writeFileSync(path.join(folder, 'ben-es-00.ipynb'), JSON.stringify(studentEdition(read(path.join(notebooksDir, 'es', names[0])))));
    for (const name of names.slice(1).filter((n) => !isAppendix(n))) {
      writeFileSync(path.join(editions, `student-${name}`), JSON.stringify(studentEdition(read(path.join(notebooksDir, name)))));
    }
    const files = [...findSubmissions([folder]), ...findSubmissions([editions])];
    // eve's endless loop waits out its limit, so eve is graded beside the others (two kernels)
    // with a limit of its own that still leaves its first import cell several times what it takes.
    const looping = files.filter((f) => path.basename(f) === 'eve-00.ipynb');
    const opts = { python: python(), outDir: path.join(work, 'executed') };
    const graded = await Promise.all([
      gradeAll(files.filter((f) => !looping.includes(f)), { ...opts, timeout: TIMEOUT, concurrency: 2 }),
      gradeAll(looping, { ...opts, timeout: LOOP_TIMEOUT }),
    ]);
    for (const g of graded.flat()) grades.set(path.basename(g.file), g);
  }, 1_800_000);

  // The instructor editions of the other notebooks are checked on the answers their run in
  // test/notebooks.test.ts recorded, so that no notebook runs twice for the same claim.
  it('the instructor edition of 00 scores full marks', () => {
    const g = grades.get('ana-00.ipynb')!;
    expect(g.problems).toEqual([]);
    expect(g.exercises.filter((e) => !e.ok).map((e) => `${e.id}: ${e.message}`)).toEqual([]);
    expect(g.score).toBe(g.max);
    expect(g.max).toBe(exercisesOf('00').reduce((s, e) => s + e.points, 0));
  });

  it('the Spanish edition of 00 scores full marks, with Spanish titles and verdicts; its student edition 0, "aún sin responder"', () => {
    const es = grades.get('ana-es-00.ipynb')!;
    const en = grades.get('ana-00.ipynb')!;
    expect(es.problems).toEqual([]);
    expect(es.notebook).toBe('00');
    expect(es.score).toBe(en.max);
    expect(es.exercises.map((e) => e.title)).toEqual(exercisesOf('00').map((e) => e.title.es));
    // Same verdicts, other words: every pass message is the Spanish one, none the English.
    expect(es.exercises.map((e) => e.ok)).toEqual(en.exercises.map((e) => e.ok));
    es.exercises.forEach((e, i) => expect(e.message).not.toBe(en.exercises[i].message));
    const student = grades.get('ben-es-00.ipynb')!;
    expect(student.problems).toEqual([]);
    expect(student.exercises.map((e) => e.message)).toEqual(exercisesOf('00').map(() => labels('es').exercises.notAnswered));
    expect(student.score).toBe(0);
  });

  // Appendices (03a-…) hold no exercises and are not submitted: the grader grades the main notebooks.
  it.each(listNotebooks().filter((n) => !isAppendix(n)))('the student edition of %s runs to the end, every exercise "not answered yet", score 0', (name) => {
    const g = grades.get(name.startsWith('00') ? 'ben-00.ipynb' : `student-${name}`)!;
    expect(g.problems).toEqual([]);
    expect(g.exercises.map((e) => e.message)).toEqual(exercisesOf(name.slice(0, 2)).map(() => NOT_ANSWERED));
    expect(g.score).toBe(0);
    const executed = read(g.executed!);
    const errors = executed.cells.flatMap((c) => ((c.outputs ?? []) as { output_type: string; name?: string }[]).filter((o) => o.output_type === 'error' || o.name === 'stderr'));
    expect(errors).toEqual([]);
  });

  it('a tampered notebook scores 0 on each tampered exercise, though the notebook shows ✓', () => {
    const g = grades.get('eve-00.ipynb')!;
    const by = Object.fromEntries(g.exercises.map((e) => [e.id, e]));
    expect(by['00.1']).toMatchObject({ points: 0, message: 'square 0 is reached in 0 moves from the corner: look for the square whose distance is −1' });
    expect(by['00.2'].points).toBe(0);
    expect(by['00.2'].message).toMatch(/^no check cell: the cell that calls checkExercise\('00\.2', …\) is missing or was changed$/);
    expect(by['00.4'].points).toBe(0);
    expect(by['00.4'].message).toMatch(/^no answer recorded: the check cell \(cell \d+\) did not call the library's checkExercise$/);
    const printed = read(g.executed!).cells.map((c) => JSON.stringify(c.outputs ?? []));
    expect(printed.filter((o) => o.includes('✓ 00.')).length).toBeGreaterThanOrEqual(4);
  });

  it('an infinite loop is cut by the time limit, and the exercises after it are still graded', () => {
    const g = grades.get('eve-00.ipynb')!;
    expect(g.problems).toEqual([expect.stringMatching(new RegExp(`^cell \\d+ \\(while \\(true\\) \\{\\}\\) ran longer than the ${LOOP_TIMEOUT} s limit and was stopped$`))]);
    expect(g.exercises.find((e) => e.id === '00.3')).toMatchObject({ ok: true, points: exercisesOf('00')[2].points });
    expect(g.score).toBe(exercisesOf('00')[2].points);
  });

  it('a folder of three submissions gives one CSV line per student and exercise', () => {
    const three = ['ana-00.ipynb', 'ben-00.ipynb', 'eve-00.ipynb'].map((f) => grades.get(f)!);
    const rows = gradesCsv(three).trim().split('\n').map((l) => l.split(','));
    expect(rows[0]).toEqual(['file', 'notebook', 'exercise', 'points', 'max_points', 'result']);
    const points = rows.slice(1).map((r) => `${path.basename(r[0])} ${r[2]} ${r[3]}/${r[4]}`);
    const max = exercisesOf('00').map((e) => e.points);
    expect(points).toEqual([
      ...exercisesOf('00').map((e, i) => `ana-00.ipynb ${e.id} ${max[i]}/${max[i]}`),
      ...exercisesOf('00').map((e, i) => `ben-00.ipynb ${e.id} 0/${max[i]}`),
      ...exercisesOf('00').map((e, i) => `eve-00.ipynb ${e.id} ${i === 2 ? max[i] : 0}/${max[i]}`),
    ]);
  });
});
