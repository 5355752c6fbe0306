/**
 * The course's notebooks, both editions, executed once per test run by the README's own command
 * (`npm run notebooks`, that is `platform/kernel/cli.ts run`: the English notebooks with their full
 * parameters, as a student runs them, the Spanish edition with its quick ones), for every test that
 * reads executed outputs: test/notebooks.test.ts (errors, claims, pictures, the exercise answers),
 * test/colours.test.ts (the charts' colours) and test/browser.test.ts (the exported HTML, and the
 * classic Notebook showing the executed notebooks). No notebook is executed twice for the same check.
 * The first test file that asks executes them; the others read build/test-run/. A lock folder keeps two
 * vitest workers from executing at once, and the run's stamp (test/setup/run-stamp.ts) keeps a file from
 * reading an earlier run's outputs. A file may take each notebook as soon as the run reports it
 * (courseRunNotebook: the browser test opens the first notebooks while the run executes the last ones).
 */
import { spawn } from 'child_process';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'fs';
import * as path from 'path';
import { inject } from 'vitest';
import { ANSWERS_FILE_ENV } from '../../lib/exercises';
import type { Language } from '../../lib/i18n';
import { projectRoot } from '../../platform/kernel';

export const courseRunDir = path.join(projectRoot, 'build', 'test-run');
const lockDir = `${courseRunDir}.lock`;
const doneFile = path.join(courseRunDir, 'run.json');

/** What the run command printed and wrote, by notebook (a path under notebooks/ without .ipynb: `00-start-here`, `es/00-start-here`). */
export interface CourseRun {
  /** The command's whole output (stdout and stderr) and its exit code. */
  output: string;
  code: number | null;
  /** Its report line for a notebook: 'ok', 'FAIL', or undefined when it printed none. */
  report(stem: string): 'ok' | 'FAIL' | undefined;
  /** Its `error:` lines for a notebook. */
  errors(stem: string): string[];
  notebook(stem: string): string;
  html(stem: string): string;
  /** The exercise answers the kernels of one edition recorded, by exercise id. */
  answers(lang: Language): Record<string, unknown>;
}

interface Done {
  stamp: string;
  output: string;
  code: number | null;
  seconds: number;
}

/** The run's output so far, its first line the run's stamp: what a file reads before the run ends. */
const progressFile = path.join(courseRunDir, 'progress.log');

function execute(stamp: string): Promise<Done> {
  rmSync(courseRunDir, { recursive: true, force: true });
  mkdirSync(courseRunDir, { recursive: true });
  writeFileSync(progressFile, `${stamp}\n`);
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'platform/kernel/cli.ts', 'run', '--concurrency', '2', '--out', courseRunDir], {
    cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, [ANSWERS_FILE_ENV]: path.join(courseRunDir, 'answers-{lang}-{pid}.json') },
  });
  let output = '';
  const take = (d: Buffer) => {
    output += d;
    appendFileSync(progressFile, d);
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  return new Promise((resolve) => child.on('exit', (code) => resolve({ stamp, output, code, seconds: (Date.now() - started) / 1000 })));
}

const readDone = (): Done | null => {
  try {
    return JSON.parse(readFileSync(doneFile, 'utf8')) as Done;
  } catch {
    return null;
  }
};

/** The run this file started, if it did: a file that starts it waits for it before it ends (its worker may then go). */
let mine: Promise<void> | null = null;

/**
 * Makes sure this test run's run has started: returns at once when it is done or another worker of
 * this run is executing it; otherwise starts it here, in the background.
 */
async function started(stamp: string): Promise<void> {
  // The lock's parent must exist: in a fresh clone (no build/ yet) mkdir would fail as if another worker held the lock, forever.
  mkdirSync(path.dirname(lockDir), { recursive: true });
  while (!mine && readDone()?.stamp !== stamp) {
    try {
      mkdirSync(lockDir);
    } catch {
      // Another worker of this run is executing (or an earlier run died holding the lock: its stamp differs).
      const holder = existsSync(path.join(lockDir, 'stamp')) ? readFileSync(path.join(lockDir, 'stamp'), 'utf8') : stamp;
      if (holder === stamp) return;
      rmSync(lockDir, { recursive: true, force: true });
      continue;
    }
    writeFileSync(path.join(lockDir, 'stamp'), stamp);
    mine = (async () => {
      try {
        writeFileSync(doneFile + '.tmp', JSON.stringify(await execute(stamp)));
        renameSync(doneFile + '.tmp', doneFile);
      } finally {
        rmSync(lockDir, { recursive: true, force: true });
      }
    })();
  }
}

/** Starts this test run's run unless it is done or under way, without waiting for it. */
export function startCourseRun(): Promise<void> {
  return started(inject('runStamp'));
}

/** The run of this test run, once it has ended: executed by the first file that asks, read back by the others. */
export async function courseRun(): Promise<CourseRun> {
  const stamp = inject('runStamp');
  await started(stamp);
  let done = readDone();
  while (!done || done.stamp !== stamp) {
    if (mine) await mine;
    else await new Promise((r) => setTimeout(r, 1000));
    done = readDone();
  }
  return view(done);
}

/**
 * One notebook of the run, as soon as the run has reported it (the run goes on with the others), or
 * once the run has ended if it never does: a file that reads notebooks one by one need not wait for all.
 */
export async function courseRunNotebook(stem: string): Promise<Omit<CourseRun, 'output' | 'code' | 'answers'>> {
  const stamp = inject('runStamp');
  await started(stamp);
  for (;;) {
    const done = readDone();
    if (done?.stamp === stamp) return view(done);
    let progress = '';
    try {
      progress = readFileSync(progressFile, 'utf8');
    } catch {
      // not begun yet
    }
    const [first, ...rest] = progress.split('\n');
    // Only whole lines: the last may still be written.
    const partial = view({ output: rest.slice(0, -1).join('\n'), code: null });
    if (first === stamp && partial.report(stem) !== undefined) return partial;
    await new Promise((r) => setTimeout(r, 500));
  }
}

function view(done: Pick<Done, 'output' | 'code'>): CourseRun {
  const lines = done.output.split('\n');
  const at = (stem: string, ext: string) => path.join(courseRunDir, ...stem.split('/')) + ext;
  return {
    output: done.output,
    code: done.code,
    report: (stem) => lines.map((l) => l.match(/^\s*(ok|FAIL)\s+(\S+) /)).find((m) => m && m[2] === stem)?.[1] as 'ok' | 'FAIL' | undefined,
    errors: (stem) => lines.filter((l) => l.startsWith(`error: ${stem}:`)),
    notebook: (stem) => at(stem, '.ipynb'),
    html: (stem) => at(stem, '.html'),
    answers: (lang) => Object.assign({}, ...readdirSync(courseRunDir).filter((f) => new RegExp(`^answers-${lang}-\\d+\\.json$`).test(f))
      .map((f) => JSON.parse(readFileSync(path.join(courseRunDir, f), 'utf8')) as Record<string, unknown>)),
  };
}
