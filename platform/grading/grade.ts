/**
 * The grader: runs a submitted notebook in a fresh kernel and checks the answers it recorded, again,
 * in this process. What the notebook printed is never read: a cell edited to print ✓, or a
 * `checkExercise` redefined in the kernel, records nothing, and nothing recorded scores 0. The
 * kernel's only channel to the grader is the JSON file named by COURSE_ANSWERS_FILE, and its data
 * goes through the same checks as in class (lib/exercises), imported here, out of the student's reach.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'fs';
import * as os from 'os';
import * as path from 'path';
import { ANSWERS_FILE_ENV, exerciseNotebooks, exercisesOf, verdictFor } from '../../lib/exercises';
import { executeNotebookRetrying, inLanes, type ExecutorQueue, type NotebookRun } from '../kernel/execute';
import { cellSource, kernelProblem, readNotebook, translationOf, type NotebookJson } from '../notebook-files/notebook-json';
import { pick } from '../../lib/i18n/language';

/** One exercise's line in the report. */
export interface ExerciseGrade {
  id: string;
  title: string;
  points: number;
  max: number;
  ok: boolean;
  /** The check's message when it passed, otherwise the hint or why it could not be graded. */
  message: string;
}

/** One submitted notebook's grade. */
export interface NotebookGrade {
  file: string;
  /** Notebook number (`'02'`), or null when the file could not be identified. */
  notebook: string | null;
  exercises: ExerciseGrade[];
  score: number;
  max: number;
  /** Whole-notebook problems (invalid JSON, another kernel, a cell stopped by the time limit…). */
  problems: string[];
  seconds: number;
  /** The executed copy, for the teacher to look at. */
  executed?: string;
}

export interface GradeOptions {
  python: string;
  /** Seconds per cell before it is interrupted (the exercise in it scores 0; the run goes on). */
  timeout?: number;
  /** Where executed copies go (one folder per submission). */
  outDir: string;
  /** Run with the notebook's quick parameters (the answers do not depend on them). Default true. */
  quick?: boolean;
  /** Where to execute (gradeAll: one Python per kernel at a time); without it, a Python of its own. */
  executors?: ExecutorQueue;
}

const CHECK_CALL = /checkExercise\(\s*['"](\d\d)\.(\d+)['"]/g;

/** Exercise ids whose check call appears in a cell, with the cell index. */
function checkCells(nb: NotebookJson): Map<string, number> {
  const found = new Map<string, number>();
  nb.cells.forEach((cell, i) => {
    if (cell.cell_type !== 'code') return;
    for (const m of cellSource(cell).matchAll(CHECK_CALL)) found.set(`${m[1]}.${m[2]}`, i);
  });
  return found;
}

/** Which course notebook a submission is: from its check calls, else from a `NN-` in its file name. */
export function identifyNotebook(file: string, nb?: NotebookJson): string | null {
  const known = exerciseNotebooks();
  if (nb) {
    const votes = new Map<string, number>();
    for (const id of checkCells(nb).keys()) {
      const n = id.split('.')[0];
      if (known.includes(n)) votes.set(n, (votes.get(n) ?? 0) + 1);
    }
    const best = [...votes].sort((a, b) => b[1] - a[1])[0];
    if (best) return best[0];
  }
  const m = /(?:^|\D)(\d\d)(?=-|_|\.ipynb$)/.exec(path.basename(file));
  return m && known.includes(m[1]) ? m[1] : null;
}

/** A grade of 0 for every exercise of `notebook`, all with the same message. */
function zero(file: string, notebook: string | null, problem: string, seconds = 0): NotebookGrade {
  const exercises = notebook
    ? exercisesOf(notebook).map((e) => ({ id: e.id, title: pick(e.title), points: 0, max: e.points, ok: false, message: 'not graded (see above)' }))
    : [];
  return { file, notebook, exercises, score: 0, max: exercises.reduce((s, e) => s + e.max, 0), problems: [problem], seconds };
}

/** Why exercise `id` has no recorded answer, from what happened to its check cell. */
function whyUnrecorded(id: string, cell: number | undefined, run: NotebookRun, timeout: number): string {
  if (cell === undefined) return `no check cell: the cell that calls checkExercise('${id}', …) is missing or was changed`;
  if (run.timedOut?.includes(cell)) return `the cell ran longer than the ${timeout} s limit and was stopped`;
  if (run.failedCells?.includes(cell)) return 'the cell failed with an error before recording an answer (see the executed copy)';
  return `no answer recorded: the check cell (cell ${cell}) did not call the library's checkExercise`;
}

/** A folder name for a submission's executed copy: its path (relative to the cwd when inside it), flattened. */
function slug(file: string): string {
  const rel = path.relative(process.cwd(), path.resolve(file));
  const name = rel.startsWith('..') ? path.resolve(file) : rel;
  return name.replace(/\.ipynb$/, '').replace(/[^\w.-]+/g, '_').replace(/^[_.]+/, '') || 'notebook';
}

/** Grades one submitted notebook; never throws for a bad submission (the problem is in the grade). */
export async function gradeNotebook(file: string, opts: GradeOptions): Promise<NotebookGrade> {
  const timeout = opts.timeout ?? 120;
  const read = readNotebook(file);
  if ('problem' in read) return zero(file, identifyNotebook(file), read.problem);
  const nb = read.notebook;
  const notebook = identifyNotebook(file, nb);
  if (!notebook) return zero(file, null, 'cannot tell which course notebook this is: it has no check cells, and its file name has no number like 02-');
  const wrongKernel = kernelProblem(nb);
  if (wrongKernel) return zero(file, notebook, wrongKernel);

  const work = mkdtempSync(path.join(os.tmpdir(), 'course-grade-'));
  const answersFile = path.join(work, 'answers.json');
  const outDir = path.join(opts.outDir, slug(file));
  mkdirSync(outDir, { recursive: true });
  let run: NotebookRun;
  try {
    // A teacher grading a class on one machine starts many kernels: one whose start timed out is tried again.
    run = await executeNotebookRetrying(file, {
      python: opts.python, quick: opts.quick ?? true, outDir, timeout, keepGoing: true,
      env: { [ANSWERS_FILE_ENV]: answersFile }, executors: opts.executors,
    });
  } catch (e) {
    rmSync(work, { recursive: true, force: true });
    return zero(file, notebook, `could not run the notebook: ${(e as Error).message}`);
  }
  let answers: Record<string, unknown> = {};
  const problems: string[] = [];
  if (existsSync(answersFile)) {
    try {
      answers = JSON.parse(readFileSync(answersFile, 'utf8')) ?? {};
    } catch {
      problems.push('the recorded answers could not be read back (the file was changed during the run)');
    }
  }
  rmSync(work, { recursive: true, force: true });
  const firstLine = (i: number) => (i >= 0 && nb.cells[i] ? cellSource(nb.cells[i]).split('\n')[0].trim().slice(0, 60) : 'the injected parameters');
  for (const i of run.timedOut ?? []) problems.push(`cell ${i} (${firstLine(i)}) ran longer than the ${timeout} s limit and was stopped`);
  if (run.failure && !run.failedCells?.length && !run.timedOut?.length) problems.push(`the run ended early: ${run.failure.message.split('\n')[0]}`);

  const cells = checkCells(nb);
  const exercises = exercisesOf(notebook).map((e): ExerciseGrade => {
    const recorded = Object.prototype.hasOwnProperty.call(answers, e.id);
    // The library's hints and titles in the submission's language (a Spanish edition records it in its metadata).
    const lang = translationOf(nb)?.language ?? 'en';
    if (!recorded) return { id: e.id, title: pick(e.title, lang), points: 0, max: e.points, ok: false, message: whyUnrecorded(e.id, cells.get(e.id), run, timeout) };
    // The verdict is worded in `lang` from the check's texts in every language: no global language is read.
    const v = verdictFor(e.id, answers[e.id], lang);
    return { id: e.id, title: pick(e.title, lang), points: v.ok ? e.points : 0, max: e.points, ok: v.ok, message: v.message };
  });
  return {
    file, notebook, exercises, problems, seconds: run.seconds, executed: run.outputNotebook,
    score: exercises.reduce((s, e) => s + e.points, 0), max: exercises.reduce((s, e) => s + e.max, 0),
  };
}

/** Grades several submissions, at most `concurrency` kernels at a time, in the order given. */
export async function gradeAll(files: string[], opts: GradeOptions & { concurrency?: number; onDone?: (g: NotebookGrade) => void }): Promise<NotebookGrade[]> {
  const grades: NotebookGrade[] = new Array(files.length);
  await inLanes(files.length, opts.concurrency ?? 1, opts.python, async (i, executors) => {
    grades[i] = await gradeNotebook(files[i], { ...opts, executors });
    opts.onDone?.(grades[i]);
  });
  return grades;
}

/** The .ipynb files among `paths`, folders searched recursively (checkpoints skipped), sorted. */
export function findSubmissions(paths: string[]): string[] {
  const out: string[] = [];
  const walk = (p: string) => {
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const entry of readdirSync(p).sort()) {
        if (entry === '.ipynb_checkpoints' || entry.startsWith('.')) continue;
        walk(path.join(p, entry));
      }
    } else if (p.endsWith('.ipynb')) out.push(p);
  };
  for (const p of paths) {
    if (!existsSync(p)) throw new RangeError(`submission must be an .ipynb file or a folder, got ${JSON.stringify(p)} (not found)`);
    if (statSync(p).isFile() && !p.endsWith('.ipynb')) throw new RangeError(`submission must be an .ipynb file or a folder, got ${JSON.stringify(p)}`);
    walk(p);
  }
  return out;
}

/** The report of one notebook: a table (exercise, points, pass or hint), then `score: X/Y`. */
export function formatGrade(g: NotebookGrade): string {
  const lines = [`${g.file} — notebook ${g.notebook ?? '?'}, graded in ${g.seconds.toFixed(1)} s`];
  for (const p of g.problems) lines.push(`  ! ${p}`);
  const rows = g.exercises.map((e) => [e.id, `${e.points}/${e.max}`, e.ok ? `✓ ${e.message}` : `✗ ${e.message}`]);
  const header = ['exercise', 'points', 'result'];
  const widths = [0, 1].map((k) => Math.max(header[k].length, ...rows.map((r) => r[k].length)));
  const fmt = (r: string[]) => `  ${r[0].padEnd(widths[0])}  ${r[1].padStart(widths[1])}  ${r[2]}`;
  if (rows.length) lines.push(fmt(header), ...rows.map(fmt));
  lines.push(`score: ${g.score}/${g.max}`);
  return lines.join('\n');
}

/** One CSV field, quoted when it must be. */
function csvField(value: string | number): string {
  const s = String(value);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The grades as CSV: one line per (file, exercise), with points, maximum and the check's message. */
export function gradesCsv(grades: NotebookGrade[]): string {
  const lines = [['file', 'notebook', 'exercise', 'points', 'max_points', 'result'].join(',')];
  for (const g of grades) {
    if (g.exercises.length === 0) lines.push([g.file, g.notebook ?? '', '', 0, 0, g.problems.join('; ')].map(csvField).join(','));
    for (const e of g.exercises) {
      const result = e.ok ? 'pass' : e.message === 'not graded (see above)' ? g.problems.join('; ') : e.message;
      lines.push([g.file, g.notebook ?? '', e.id, e.points, e.max, result].map(csvField).join(','));
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Writes the CSV, creating its folder. */
export function writeGradesCsv(file: string, grades: NotebookGrade[]): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, gradesCsv(grades));
}

