/**
 * What the classroom's users may read of the course's own folder. Their kernels run from the project
 * root and import lib/ (compiled, in .jupyter-local/library), base_cases/, data/ and node_modules/;
 * they never need the instructor's material, which holds the solutions: the notebooks (and their
 * executed copies in build/), the translations (the Spanish cells of the notebooks), the tests (they
 * pass the right answers to the checks) and the history. `npm run classroom` and its load test seal
 * those before any student's server starts: no bit for "others", whatever the teacher's umask was.
 */
import { chmodSync, existsSync, readdirSync, statSync } from 'fs';
import * as path from 'path';
import { projectRoot } from '../paths';

/** The instructor's folders, relative to the project root. */
export const INSTRUCTOR_ONLY = Object.freeze(['notebooks', 'translations', 'build', 'test', '.git']);

/** Removes every permission of "others" from the instructor's folders (the folder itself is enough: nothing under it can be reached). Returns the folders sealed now. */
export function sealInstructorMaterial(root = projectRoot): string[] {
  const sealed: string[] = [];
  for (const rel of INSTRUCTOR_ONLY) {
    const dir = path.join(root, rel);
    if (!existsSync(dir)) continue;
    const mode = statSync(dir).mode & 0o7777;
    if ((mode & 0o007) !== 0) {
      chmodSync(dir, mode & ~0o007);
      sealed.push(rel);
    }
  }
  return sealed;
}

/** Instructor folders that others can still enter or read (empty once sealed). */
export function unsealedInstructorMaterial(root = projectRoot): string[] {
  return INSTRUCTOR_ONLY.filter((rel) => existsSync(path.join(root, rel)) && (statSync(path.join(root, rel)).mode & 0o005) !== 0);
}

/** Makes a folder tree readable by all (folders a+rx, files a+r): the compiled library the students' kernels import. */
export function makeReadableByAll(dir: string): void {
  const st = statSync(dir);
  chmodSync(dir, (st.mode & 0o7777) | (st.isDirectory() ? 0o555 : 0o444));
  if (st.isDirectory()) for (const entry of readdirSync(dir)) makeReadableByAll(path.join(dir, entry));
}
