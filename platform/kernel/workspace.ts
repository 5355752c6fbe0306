/**
 * The student's own copy of the course (`npm start`): `work/` holds the student edition of every
 * notebook of both editions (solutions replaced by stubs, platform/grading's studentEdition), created on
 * the first start. A notebook already in `work/` is never overwritten — it is the student's work —
 * and a course notebook that `work/` does not have yet (a new one, or one the student deleted) is
 * added. Notebooks in `work/` import `./lib/...` like those in `notebooks/`: the kernel runs from the
 * project root (launcher.cjs). `npm start -- --instructor` serves `notebooks/` instead.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'fs';
import * as path from 'path';
import { studentEdition } from '../notebook-files/student-edition';
import type { NotebookJson } from '../notebook-files/notebook-json';
import { editions, listNotebooks } from '../notebook-files/course-notebooks';
import { notebooksDir, projectRoot } from '../paths';

/** The student workspace `npm start` serves. */
export const workspaceDir = path.join(projectRoot, 'work');

/** What `ensureWorkspace` did: notebooks written now and notebooks kept as the student left them (paths under the workspace). */
export interface WorkspaceReport {
  dir: string;
  added: string[];
  kept: string[];
}

/** Creates or completes the workspace: every course notebook it lacks is added as the student edition; none is overwritten. */
export function ensureWorkspace(dir: string = workspaceDir, courseDir: string = notebooksDir): WorkspaceReport {
  const added: string[] = [];
  const kept: string[] = [];
  for (const e of editions(courseDir)) {
    const sub = path.relative(courseDir, e.dir);
    for (const name of listNotebooks(e.dir)) {
      const rel = path.join(sub, name);
      const out = path.join(dir, rel);
      if (existsSync(out)) {
        kept.push(rel);
        continue;
      }
      const nb = JSON.parse(readFileSync(path.join(e.dir, name), 'utf8')) as NotebookJson;
      mkdirSync(path.dirname(out), { recursive: true });
      // 'wx': fails rather than overwrite, should the file appear between the check and the write.
      writeFileSync(out, `${JSON.stringify(studentEdition(nb, rel), null, 1)}\n`, { flag: 'wx' });
      added.push(rel);
    }
  }
  return { dir, added, kept };
}
