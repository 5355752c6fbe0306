/** Headless execution of notebooks through nbclient, with quick parameters injected for tests. */
import { spawn, type ChildProcessWithoutNullStreams } from 'child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'fs';
import * as path from 'path';
import { escapeXml } from '../../lib/notebook/svg-text';
import { LANGUAGES, type Language } from '../../lib/i18n/language';
import { buildDir, executorScript, jupyterEnv, projectRoot } from '../paths';
import { editionOf, notebookName } from '../notebook-files/course-notebooks';

/** Where a notebook failed: enough to find the line without opening the notebook. */
export interface CellFailure {
  kind: string;
  /** Index among all cells of the committed notebook; -1 for the injected parameters cell. */
  cell_index?: number;
  line?: number | null;
  source_line?: string;
  message: string;
}

export interface NotebookRun {
  name: string;
  ok: boolean;
  cells: number;
  seconds: number;
  outputNotebook: string;
  outputHtml: string;
  failure: CellFailure | null;
  /** Cells (indices in the notebook as given) that wrote an error or stderr output. */
  failedCells?: number[];
  /** Cells stopped by the time limit (only with `keepGoing`). */
  timedOut?: number[];
}

export interface ExecuteOptions {
  python: string;
  /** Apply the `quick_parameters` stored in the parameters cell's metadata. */
  quick?: boolean;
  /** Explicit parameter values (JSON), applied over the quick ones. */
  parameters?: Record<string, unknown>;
  outDir?: string;
  /** Seconds per cell before the run is declared failed. */
  timeout?: number;
  /** Run every cell even after errors; a cell over the time limit is interrupted, not the run (the grader). */
  keepGoing?: boolean;
  /** Extra environment variables for the kernel. */
  env?: Record<string, string>;
  /** Where to execute: a queue's Python (executorQueue); without it, a Python of its own for this notebook. */
  executors?: ExecutorQueue;
}

/** One line a person can act on: notebook, cell, line and error. */
export function describeFailure(run: NotebookRun): string {
  const f = run.failure;
  if (!f) return `${run.name}: ok`;
  const where = f.kind === 'KernelStartError' ? 'no cell ran' : f.cell_index === -1 ? 'the injected parameters cell' : `cell ${f.cell_index ?? '?'}`;
  const line = f.line ? `, line ${f.line}: ${f.source_line?.trim()}` : '';
  const lines = f.message.split('\n').map((l) => l.trim()).filter(Boolean);
  // Prefer the `SomeError: text` line of a runtime error over the stack's first frame.
  const message = lines.find((l) => /^[A-Z]\w*(Error|Exception)\b.*:/.test(l)) ?? lines[0] ?? f.kind;
  return `${run.name}: ${where}${line} — ${message.trim()}`;
}

/** Where a notebook's executed copy and its HTML go. */
function outputsOf(name: string, opts: ExecuteOptions): { outputNotebook: string; outputHtml: string } {
  const outDir = opts.outDir ?? buildDir;
  return { outputNotebook: path.join(outDir, `${name}.ipynb`), outputHtml: path.join(outDir, `${name}.html`) };
}

/** A notebook's result line from execute_notebook.py. */
interface ExecutorResult {
  ok: boolean;
  cells: number;
  seconds: number;
  failure: CellFailure | null;
  failed_cells?: number[];
  timed_out?: number[];
}

/** Marks a result line of `execute_notebook.py --serve` (its RESULT_PREFIX). */
const RESULT_PREFIX = '@@executed ';

/** Why Python itself failed, in one line: the line that says why (nbclient's own assertion can hide it) and the last lines. */
function pythonFailure(name: string, exit: string, stderr: string): Error {
  const lines = stderr.trim().split('\n');
  const why = lines.find((l) => /Error occurred while starting|Kernel died|TimeoutError|RuntimeError/.test(l));
  const tail = [...(why && !lines.slice(-3).includes(why) ? [why] : []), ...lines.slice(-3)].join(' | ');
  return new Error(`could not execute ${name} (${exit}): ${tail}`);
}

/**
 * One Python process executing notebooks one after another (`execute_notebook.py --serve`), so that a
 * queue pays for importing nbclient and nbconvert (about 0.8 CPU-seconds) once, not once per notebook.
 * After Python itself failed (a kernel that did not start) the process is retired: the queue starts a
 * new one for the next notebook, so a retry never meets what the failure left behind.
 */
class NotebookExecutor {
  private readonly child: ChildProcessWithoutNullStreams;
  private stdout = '';
  private stderr = '';
  private waiting: { name: string; resolve: (r: ExecutorResult) => void; reject: (e: Error) => void } | null = null;
  private ended: string | null = null;

  constructor(python: string) {
    this.child = spawn(python, [executorScript, '--serve'], { env: jupyterEnv(), cwd: projectRoot });
    this.child.stdin.on('error', () => {}); // a Python that died: its exit says why
    this.child.stdout.on('data', (d) => {
      this.stdout += d;
      for (let i = this.stdout.indexOf('\n'); i >= 0; i = this.stdout.indexOf('\n')) {
        const line = this.stdout.slice(0, i);
        this.stdout = this.stdout.slice(i + 1);
        if (line.startsWith(RESULT_PREFIX)) this.settle(JSON.parse(line.slice(RESULT_PREFIX.length)));
      }
    });
    this.child.stderr.on('data', (d) => (this.stderr = (this.stderr + d).slice(-20_000)));
    this.child.on('error', (e) => this.end(e.message));
    this.child.on('close', (code) => this.end(`python exit ${code}`));
  }

  get usable(): boolean {
    return this.ended === null;
  }

  run(name: string, args: object): Promise<ExecutorResult> {
    if (this.ended !== null) return Promise.reject(pythonFailure(name, this.ended, this.stderr));
    if (this.waiting) return Promise.reject(new Error(`could not execute ${name}: its Python is executing ${this.waiting.name}`));
    this.stderr = '';
    return new Promise((resolve, reject) => {
      this.waiting = { name, resolve, reject };
      this.child.stdin.write(`${JSON.stringify(args)}\n`);
    });
  }

  close(): void {
    this.ended ??= 'closed';
    this.child.stdin.end();
  }

  private settle(result: ExecutorResult & { python_error?: string }): void {
    const waiting = this.waiting;
    this.waiting = null;
    if (!waiting) return;
    if (result.python_error === undefined) return waiting.resolve(result);
    this.close();
    waiting.reject(pythonFailure(waiting.name, 'python error', result.python_error));
  }

  private end(why: string): void {
    this.ended ??= why;
    const waiting = this.waiting;
    this.waiting = null;
    // Its stderr is whole once the process has closed its pipes.
    waiting?.reject(pythonFailure(waiting.name, why, this.stderr));
  }
}

/** A queue's Python: one executor at a time, a new one after it failed; `close` ends it once the queue is done. */
export interface ExecutorQueue {
  take(): NotebookExecutor;
  close(): void;
}

export function executorQueue(python: string): ExecutorQueue {
  let current: NotebookExecutor | null = null;
  return {
    take() {
      if (!current?.usable) current = new NotebookExecutor(python);
      return current;
    },
    close() {
      current?.close();
      current = null;
    },
  };
}

/** Execute one notebook; resolves (never rejects) with what happened, unless Python itself failed. */
export async function executeNotebook(notebookPath: string, opts: ExecuteOptions): Promise<NotebookRun> {
  // A translation's notebooks go to a folder of their language (build/es/…), beside the English ones.
  const name = notebookName(notebookPath);
  const { outputNotebook, outputHtml } = outputsOf(name, opts);
  mkdirSync(path.dirname(outputNotebook), { recursive: true });
  const args = {
    input: notebookPath, output_ipynb: outputNotebook, output_html: outputHtml, cwd: projectRoot,
    parameters: opts.parameters ?? null, quick: !!opts.quick, timeout: opts.timeout ?? 600, kernel: 'tslab',
    keep_going: !!opts.keepGoing, env: opts.env ?? {},
  };
  // Without a queue, a Python of its own for this one notebook.
  const own = opts.executors ? null : executorQueue(opts.python);
  let r: ExecutorResult;
  try {
    r = await (opts.executors ?? own!).take().run(name, args);
  } finally {
    own?.close();
  }
  return {
    name, ok: r.ok, cells: r.cells, seconds: r.seconds, outputNotebook, outputHtml, failure: r.failure,
    failedCells: r.failed_cells, timedOut: r.timed_out,
  };
}

/**
 * True when a notebook asks to run with no other notebook beside it (notebook metadata
 * `"timing": "alone"`): its timings are the lesson, and a second kernel would share the cores.
 */
export function runsAlone(notebookPath: string): boolean {
  try {
    return JSON.parse(readFileSync(notebookPath, 'utf8'))?.metadata?.timing === 'alone';
  } catch {
    return false;
  }
}

/**
 * executeNotebook, tried a second time when Python itself failed (no kernel answered: on a loaded machine
 * a kernel's start can time out, and jupyter_client gives a kernel that died at start new ports). Rejects
 * only when the second try fails too, saying so.
 */
export async function executeNotebookRetrying(notebookPath: string, opts: ExecuteOptions): Promise<NotebookRun> {
  try {
    return await executeNotebook(notebookPath, opts);
  } catch {
    return executeNotebook(notebookPath, opts).catch((e: unknown) => {
      throw new Error(`${e instanceof Error ? e.message : String(e)} (tried twice)`);
    });
  }
}

/** One notebook, tried twice; if both fail, a failed run saying why, so that the notebooks after it still run. */
async function executeOrReport(notebookPath: string, opts: ExecuteOptions): Promise<NotebookRun> {
  try {
    return await executeNotebookRetrying(notebookPath, opts);
  } catch (e) {
    const name = notebookName(notebookPath);
    return {
      name, ok: false, cells: 0, seconds: 0, ...outputsOf(name, opts),
      failure: { kind: 'KernelStartError', message: e instanceof Error ? e.message : String(e) },
    };
  }
}

/**
 * Run notebooks with at most `concurrency` kernels at once (each kernel is one Node process). With
 * `respectAlone`, notebooks marked `"timing": "alone"` run afterwards, one at a time, by themselves.
 */
export async function executeAll(
  paths: string[],
  opts: ExecuteOptions & { concurrency?: number; respectAlone?: boolean; onDone?: (r: NotebookRun) => void },
): Promise<NotebookRun[]> {
  const results: NotebookRun[] = new Array(paths.length);
  const alone = paths.map((p) => !!opts.respectAlone && runsAlone(p));
  const runQueue = (indices: number[], concurrency: number) => inLanes(indices.length, concurrency, opts.python, async (k, executors) => {
    const i = indices[k];
    results[i] = await executeOrReport(paths[i], { ...opts, executors });
    opts.onDone?.(results[i]);
  });
  await runQueue(paths.map((_, i) => i).filter((i) => !alone[i]), opts.concurrency ?? 1);
  await runQueue(paths.map((_, i) => i).filter((i) => alone[i]), 1);
  return results;
}

/**
 * Runs `job(i, executors)` for i = 0 … count − 1, taken in order by at most `concurrency` lanes (a lane is
 * one kernel at a time); each lane executes its notebooks in one Python (executorQueue), ended after.
 */
export async function inLanes(count: number, concurrency: number, python: string, job: (i: number, executors: ExecutorQueue) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    const executors = executorQueue(python);
    try {
      while (next < count) await job(next++, executors);
    } finally {
      executors.close();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, count)) }, lane));
}

/**
 * Runs notebooks of every edition: English as `opts` ask, translations with quick parameters when
 * `translationsQuick` (their code and timings are the English notebooks'; what they add is text).
 * Full runs keep timing notebooks to themselves (`respectAlone`); quick runs share the cores.
 */
export async function executeEditions(
  paths: string[],
  opts: ExecuteOptions & { concurrency?: number; translationsQuick: boolean; onDone?: (r: NotebookRun) => void },
): Promise<NotebookRun[]> {
  const quickFor = (file: string) => !!opts.quick || (opts.translationsQuick && editionOf(file) !== 'en');
  const runs: NotebookRun[] = [];
  for (const quick of [false, true]) {
    const batch = paths.filter((p) => quickFor(p) === quick);
    if (batch.length) runs.push(...await executeAll(batch, { ...opts, quick, respectAlone: !quick }));
  }
  // In the order asked, English first as listed.
  return paths.map((p) => runs.find((r) => r.name === notebookName(p))!);
}

/** The index page's words in each edition's language (the page lists every edition). */
const INDEX_SECTIONS: Readonly<Record<Language, { heading: string; ok: string; failed: string }>> = {
  en: { heading: 'English', ok: 'ran without errors', failed: 'failed' },
  es: { heading: 'Español', ok: 'se ejecutó sin errores', failed: 'falló' },
};

/** build/index.html: one link per executed notebook, with its status and run time, one list per edition. */
export function writeIndex(runs: NotebookRun[], outDir = buildDir): string {
  const langs = LANGUAGES.filter((lang) => runs.some((r) => editionOf(r.outputHtml) === lang));
  const sections = langs.map((lang) => {
    const words = INDEX_SECTIONS[lang];
    const rows = runs.filter((r) => editionOf(r.outputHtml) === lang).map((r) => {
      const status = r.ok ? words.ok : `${words.failed}: ${escapeXml(describeFailure(r))}`;
      const href = path.relative(outDir, r.outputHtml).split(path.sep).map(encodeURIComponent).join('/');
      return `<li><a href="${href}">${escapeXml(r.name)}</a> — ${status} (${r.seconds.toFixed(1)} s)</li>`;
    });
    const heading = langs.length > 1 ? `<h2 lang="${lang}">${words.heading}</h2>\n` : '';
    return `${heading}<ol lang="${lang}">\n${rows.join('\n')}\n</ol>`;
  });
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Backtracking and divide and conquer — course notebooks</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;line-height:1.5}li{margin:.4rem 0}</style></head>
<body><h1>Backtracking and divide and conquer</h1>
<p>The course notebooks, executed on the tslab TypeScript kernel on ${new Date().toISOString().slice(0, 10)}.${langs.includes('es') ? ' <span lang="es">Los cuadernos del curso, también en español.</span>' : ''}</p>
${sections.join('\n')}
</body></html>
`;
  const file = path.join(outDir, 'index.html');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(file, html);
  return file;
}
