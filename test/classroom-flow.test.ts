// A lab from the first login to the grade, as the README tells it (root, JupyterHub from Debian,
// Chromium): the teacher starts the classroom with a class list; a student logs in through the
// hub's login form with the password printed for them, opens notebook 00 of their own workspace,
// answers exercise 00.1, runs the cells and saves; the teacher collects; the grader scores the
// collected notebook. Also: no classroom user can read the instructor's notebooks.
import { spawnSync } from 'child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import * as path from 'path';
import { chromium, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeSystemUser, systemUid } from '../platform/classroom/accounts';
import { startClassroom, type Classroom } from '../platform/classroom/classroom';
import { collectNotebooks } from '../platform/classroom/collect';
import { workspaceOf } from '../platform/classroom/hub-config';
import { killLeftovers } from '../platform/classroom/hub';
import { ensureHubPackages } from '../platform/kernel/hub-packages';
import { unsealedInstructorMaterial } from '../platform/classroom/seal';
import { gradeNotebook } from '../platform/grading';
import { BEGIN_SOLUTION, END_SOLUTION, SOLUTION_STUB } from '../platform/notebook-files/student-edition';
import { CHROMIUM_ARGS, ensureChromium, findJupyter, projectRoot } from '../platform/kernel';

const ROOT = path.join(projectRoot, '.classroom-flow-test');
const STUDENT = 'flowstudent';
const TEACHER = 'flowteacher';

/** The instructor's answer to exercise 00.1: the lines between the solution markers of its cell. */
function instructorAnswer(): string {
  const nb = JSON.parse(readFileSync(path.join(projectRoot, 'notebooks', '00-start-here.ipynb'), 'utf8'));
  const cell = nb.cells.map((c: { source: string | string[] }) => (Array.isArray(c.source) ? c.source.join('') : c.source))
    .find((s: string) => s.includes("checkExercise('00.1'"));
  const lines = cell.split('\n');
  return lines.slice(lines.findIndex((l: string) => l.trim() === BEGIN_SOLUTION) + 1, lines.findIndex((l: string) => l.trim() === END_SOLUTION)).join('\n');
}

function cleanUp(classroom?: Classroom): void {
  const uids = new Set([STUDENT, TEACHER].map((n) => systemUid(n)).filter((u): u is number => u !== undefined));
  if (classroom) killLeftovers(classroom.paths, uids);
  for (const name of [STUDENT, TEACHER]) removeSystemUser(name, path.join(ROOT, 'workspaces', name));
  rmSync(ROOT, { recursive: true, force: true });
}

describe('a lab from login to grade (JupyterHub on loopback, a real browser)', () => {
  let classroom: Classroom | undefined;
  let context: BrowserContext | undefined;

  beforeAll(() => {
    ensureHubPackages();
    cleanUp();
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    await classroom?.hub.stop();
    cleanUp(classroom);
  }, 120_000);

  it('logs a student in with the printed password, keeps the solutions sealed, and grades what the teacher collects', { timeout: 600_000 }, async () => {
    mkdirSync(ROOT, { recursive: true });
    const classList = path.join(ROOT, 'students.txt');
    writeFileSync(classList, `${STUDENT}\n`);
    const log: string[] = [];
    classroom = await startClassroom({ root: ROOT, classList, teacher: TEACHER, port: 18600 + Math.floor(Math.random() * 300), log: (l) => log.push(l) });
    expect(unsealedInstructorMaterial()).toEqual([]);

    // The password the teacher hands out, as the command wrote it for them.
    const passwords = readFileSync(classroom.paths.passwordsFile, 'utf8');
    const password = passwords.split('\n').find((l) => l.startsWith(`${STUDENT}\t`))!.split('\t')[1];
    expect(password).toMatch(/^[a-km-z2-9]{12}$/);

    // The instructor's notebooks are not readable by the student's system user (the kernel's user).
    const peek = spawnSync('setpriv', [`--reuid=${STUDENT}`, `--regid=${STUDENT}`, '--clear-groups', 'cat', path.join(projectRoot, 'notebooks', '00-start-here.ipynb')], { encoding: 'utf8' });
    expect(peek.status).not.toBe(0);
    expect(peek.stderr).toContain('Permission denied');

    context = await chromium.launchPersistentContext(path.join(ROOT, 'profile'), {
      executablePath: ensureChromium(), headless: true, args: CHROMIUM_ARGS, viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(`${classroom.hub.url}/hub/login`);
    await page.fill('#username_input', STUDENT);
    await page.fill('#password_input', password);
    await page.click('#login_submit');
    await page.waitForURL(new RegExp(`/user/${STUDENT}/tree`), { timeout: 180_000 });

    await page.goto(`${classroom.hub.url}/user/${STUDENT}/notebooks/00-start-here.ipynb`);
    await page.waitForFunction(() => {
      const J = (window as unknown as { Jupyter?: any }).Jupyter;
      return !!J?.notebook?.kernel?.is_connected?.() && !!document.querySelector('#kernel_indicator_icon.kernel_idle_icon');
    }, undefined, { timeout: 120_000 });
    // The student writes their answer in place of the stub and runs the notebook down to that cell.
    const answered = await page.evaluate(([stub, answer]) => {
      const nb = (window as unknown as { Jupyter: any }).Jupyter.notebook;
      const cells = nb.get_cells();
      const at = cells.findIndex((c: any) => c.get_text().includes("checkExercise('00.1'"));
      cells[at].set_text(cells[at].get_text().replace(stub, answer));
      nb.execute_cells([...Array(at + 1).keys()]);
      return at;
    }, [SOLUTION_STUB, instructorAnswer()] as const);
    expect(answered).toBeGreaterThan(0);
    await page.waitForFunction((at) => {
      const nb = (window as unknown as { Jupyter: any }).Jupyter.notebook;
      const cell = nb.get_cell(at);
      return cell.input_prompt_number !== '*' && cell.input_prompt_number !== undefined && cell.input_prompt_number !== null;
    }, answered, { timeout: 300_000 });
    expect(await page.locator('.output_error').count()).toBe(0);
    await page.evaluate(() => (window as unknown as { Jupyter: any }).Jupyter.notebook.save_notebook());
    const saved = path.join(workspaceOf(classroom.paths, STUDENT), '00-start-here.ipynb');
    await expect.poll(() => readFileSync(saved, 'utf8').includes(instructorAnswer().trim().split('\n')[0].trim().slice(0, 30)), { timeout: 30_000 }).toBe(true);

    // The teacher collects every workspace; the grader scores the collected notebook 00.
    const out = path.join(ROOT, 'submissions');
    const collected = collectNotebooks(classroom.paths.workspaces, out);
    expect(collected.find((c) => c.student === STUDENT)?.files.length).toBeGreaterThan(0);
    const submission = path.join(out, STUDENT, '00-start-here.ipynb');
    expect(existsSync(submission)).toBe(true);
    const grade = await gradeNotebook(submission, { python: findJupyter().found!.python, outDir: path.join(ROOT, 'graded') });
    expect(grade.problems).toEqual([]);
    const first = grade.exercises.find((e) => e.id === '00.1')!;
    expect(first).toMatchObject({ ok: true, points: first.max });
    expect(grade.score).toBe(first.max); // the other exercises were not answered
    expect(grade.max).toBeGreaterThan(first.max);
  });
});
