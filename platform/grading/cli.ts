/**
 * The teacher's commands (package.json scripts call them):
 *   student-edition [--quick] [--no-html] [--out DIR]   notebooks/ without solutions → build/student/ (+ HTML)
 *   grade PATH… [--csv FILE] [--timeout S] [--concurrency N] [--full]
 *                                                       grade submitted notebooks (files or folders)
 */
import { copyFileSync, mkdirSync, statSync } from 'fs';
import * as path from 'path';
import { describeFailure, executeEditions, writeIndex } from '../kernel/execute';
import { resolveNotebooks } from '../notebook-files/course-notebooks';
import { buildDir } from '../paths';
import { setup } from '../kernel/setup';
import { intFlag, parseCommandLine, type CommandLineSpec } from '../../lib/command-line';
import { findSubmissions, formatGrade, gradeAll, writeGradesCsv } from './grade';
import { writeStudentEditions } from '../notebook-files/student-edition';
import { runMain } from '../kernel/run-main';

const SPEC: CommandLineSpec = {
  commands: ['student-edition', 'grade'],
  valueFlags: ['--out', '--csv', '--timeout', '--concurrency'],
  booleanFlags: ['--quick', '--no-html', '--full'],
};

/** The command, the paths and the flags of a command line. */
export function parseArgs(argv: string[]): { command: string; paths: string[]; flags: Map<string, string | true> } {
  const { command, words, flags } = parseCommandLine(argv, SPEC);
  return { command, paths: words, flags };
}

async function studentEditionCommand(flags: Map<string, string | true>, log: (s: string) => void): Promise<number> {
  const outDir = path.resolve(String(flags.get('--out') ?? path.join(buildDir, 'student')));
  const written = writeStudentEditions(resolveNotebooks([]), outDir);
  log(`Student edition: ${written.length} notebooks without solutions in ${path.relative(process.cwd(), outDir)}/`);
  if (flags.has('--no-html')) return 0;
  const python = setup({ log: () => {} }).python.python;
  const quick = flags.has('--quick');
  const executedDir = path.join(outDir, 'executed');
  log(`Running them${quick ? ' with quick parameters' : ''} for the HTML (every exercise should say "not answered yet")…`);
  // Like npm run notebooks: the translations run with quick parameters (the same code as the English ones).
  const runs = await executeEditions(written, {
    python, quick, outDir: executedDir, concurrency: 2, translationsQuick: true,
    onDone: (r) => log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds.toFixed(1)} s)`),
  });
  // The HTML sits beside the notebooks it shows (es/ for the Spanish ones); the executed copies stay in executed/.
  const pages = runs.map((r) => {
    const html = path.join(outDir, path.relative(executedDir, r.outputHtml));
    copyFileSync(r.outputHtml, html);
    return { ...r, outputHtml: html };
  });
  const index = writeIndex(pages, outDir);
  const failed = runs.filter((r) => !r.ok);
  for (const r of failed) console.error(`error: ${describeFailure(r)}`);
  log(`HTML of the student edition: ${path.relative(process.cwd(), index)}`);
  return failed.length ? 1 : 0;
}

async function gradeCommand(paths: string[], flags: Map<string, string | true>, log: (s: string) => void): Promise<number> {
  if (paths.length === 0) throw new RangeError('grade needs notebooks or folders of notebooks: npm run grade -- submissions/');
  const files = findSubmissions(paths);
  if (files.length === 0) throw new RangeError(`no .ipynb files in ${paths.join(', ')}`);
  const timeout = intFlag(flags, '--timeout', { fallback: 120, min: 1, max: 3600 });
  const concurrency = intFlag(flags, '--concurrency', { fallback: 2, min: 1, max: 8 });
  const python = setup({ log: () => {} }).python.python;
  log(`Grading ${files.length} notebook${files.length > 1 ? 's' : ''} (fresh kernel each, ${timeout} s per cell)…\n`);
  const started = Date.now();
  const grades = await gradeAll(files, {
    python, timeout, concurrency, quick: !flags.has('--full'), outDir: path.join(buildDir, 'grades', 'executed'),
    onDone: (g) => log(`${formatGrade(g)}\n`),
  });
  const folder = paths.some((p) => statSync(p).isDirectory());
  if (folder || flags.has('--csv')) {
    const csv = path.resolve(String(flags.get('--csv') ?? path.join(buildDir, 'grades', 'grades.csv')));
    mkdirSync(path.dirname(csv), { recursive: true });
    writeGradesCsv(csv, grades);
    log(`CSV (file, notebook, exercise, points, max_points, result): ${path.relative(process.cwd(), csv)}`);
  }
  if (grades.length > 1) {
    log(`${grades.length} notebooks graded in ${((Date.now() - started) / 1000).toFixed(1)} s; executed copies in ${path.relative(process.cwd(), path.join(buildDir, 'grades', 'executed'))}/`);
  }
  return 0;
}

async function main(argv: string[]): Promise<number> {
  const { command, paths, flags } = parseArgs(argv);
  const log = (line: string) => console.log(line);
  if (command === 'student-edition') return studentEditionCommand(flags, log);
  return gradeCommand(paths, flags, log);
}

if (require.main === module) runMain(main);
