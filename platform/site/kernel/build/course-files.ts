/**
 * outDir/course/: the project's files the library and cells read (base_cases/, data/, lib/'s sources), served as they are,
 * and course/index.json (every file with its size), which the browser's `fs` answers
 * existsSync/statSync/readdirSync from.
 */
import * as fs from 'fs';
import * as path from 'path';

/** The folders served, and which of their files (lib/: its TypeScript sources, which a cell may read, as notebook 04 does). */
export const COURSE_FOLDERS: Record<string, (file: string) => boolean> = {
  base_cases: () => true,
  data: () => true,
  lib: (file) => file.endsWith('.ts'),
};

/** Where a copy goes: the folder `to`, recorded as `rel/…`; which files it keeps; the record of each copied file's size. */
interface CopyTarget {
  to: string;
  rel: string;
  keep: (file: string) => boolean;
  out: Record<string, number>;
}

/** Copies the chosen files of `dir` to `to`, recording each as `rel/…` with its size. */
function copyTree(dir: string, { to, rel, keep, out }: CopyTarget): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    const name = `${rel}/${entry.name}`;
    if (entry.isDirectory()) copyTree(full, { to: path.join(to, entry.name), rel: name, keep, out });
    else if (entry.isFile() && keep(entry.name)) {
      fs.mkdirSync(to, { recursive: true });
      fs.copyFileSync(full, path.join(to, entry.name));
      out[name] = fs.statSync(full).size;
    }
  }
}

export function writeCourseFiles(projectRoot: string, outDir: string): { files: number; bytes: number } {
  const courseDir = path.join(outDir, 'course');
  fs.rmSync(courseDir, { recursive: true, force: true });
  const files: Record<string, number> = {};
  for (const [folder, keep] of Object.entries(COURSE_FOLDERS)) {
    const from = path.join(projectRoot, folder);
    if (fs.existsSync(from)) copyTree(from, { to: path.join(courseDir, folder), rel: folder, keep, out: files });
  }
  fs.writeFileSync(path.join(courseDir, 'index.json'), JSON.stringify({ files }));
  return { files: Object.keys(files).length, bytes: Object.values(files).reduce((a, b) => a + b, 0) };
}
