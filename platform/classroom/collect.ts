/**
 * The teacher's collection: every student's notebooks copied out of the workspaces into one folder,
 * `<out>/<student>/<notebook>.ipynb`, which `npm run grade -- <out>` reads. Copies, never moves: the
 * students keep working on theirs.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync } from 'fs';
import * as path from 'path';

export interface Collected {
  student: string;
  files: string[];
}

/** The .ipynb files under a workspace (subfolders too; hidden folders and checkpoints skipped). */
function notebooksUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    if (entry.startsWith('.')) continue;
    const full = path.join(dir, entry);
    const st = statSync(full);
    if (st.isDirectory()) out.push(...notebooksUnder(full));
    else if (entry.endsWith('.ipynb')) out.push(full);
  }
  return out;
}

/** Copies each student's notebooks into `outDir/<student>/`, keeping their relative paths. */
export function collectNotebooks(workspacesDir: string, outDir: string, students?: string[]): Collected[] {
  if (!existsSync(workspacesDir)) throw new RangeError(`workspaces folder must exist, got ${JSON.stringify(workspacesDir)} (no student has logged in yet?)`);
  const names = students ?? readdirSync(workspacesDir).filter((n) => statSync(path.join(workspacesDir, n)).isDirectory()).sort();
  return names.map((student) => {
    const workspace = path.join(workspacesDir, student);
    const files = existsSync(workspace) ? notebooksUnder(workspace) : [];
    const copied = files.map((file) => {
      const target = path.join(outDir, student, path.relative(workspace, file));
      mkdirSync(path.dirname(target), { recursive: true });
      copyFileSync(file, target);
      return target;
    });
    return { student, files: copied };
  });
}
