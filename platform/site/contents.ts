/**
 * What the site's file browser shows: the student edition of every notebook of both editions (the
 * same notebooks `npm start` puts in `work/`: solutions replaced by stubs, never a solution), under
 * `files/` as JupyterLite serves them, and JupyterLite's listing of each folder,
 * `api/contents/<folder>/all.json` (its drive reads a folder's listing there, then the file from
 * `files/<path>`). A student's edits live in the browser's storage and are layered over these by
 * JupyterLite, so a new build of the site never overwrites a notebook the student has changed.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'fs';
import * as path from 'path';
import { editions, listNotebooks } from '../notebook-files/course-notebooks';
import type { NotebookJson } from '../notebook-files/notebook-json';
import { studentEdition } from '../notebook-files/student-edition';
import { notebooksDir } from '../paths';

/** The kernel the site's notebooks ask for: the browser kernel registers under this name. */
export const SITE_KERNELSPEC = Object.freeze({ name: 'typescript', display_name: 'TypeScript', language: 'typescript' });

/** One entry of a JupyterLite folder listing (a Jupyter contents model without its content). */
export interface ContentsModel {
  name: string;
  path: string;
  type: 'notebook' | 'directory' | 'file';
  format: null;
  mimetype: null;
  content: null;
  size: number;
  writable: true;
  created: string;
  last_modified: string;
}

/** The contents API's model of the file or folder at `rel` (its name is the last part of the path). */
function model(rel: string, type: ContentsModel['type'], size: number, modified: Date): ContentsModel {
  const when = modified.toISOString();
  return { name: path.posix.basename(rel), path: rel, type, format: null, mimetype: null, content: null, size, writable: true, created: when, last_modified: when };
}

/** A notebook as the site serves it: the student edition, asking for the browser kernel. */
export function siteNotebook(nb: NotebookJson, name: string): NotebookJson {
  const student = studentEdition(nb, name);
  return { ...student, metadata: { ...student.metadata, kernelspec: { ...SITE_KERNELSPEC } } };
}

/** Writes `files/` and the listings under `outDir`; returns the notebooks' paths under `files/`. */
export function writeSiteContents(outDir: string, courseDir: string = notebooksDir): string[] {
  const listings = new Map<string, ContentsModel[]>([['', []]]);
  const written: string[] = [];
  for (const e of editions(courseDir)) {
    const folder = path.relative(courseDir, e.dir).split(path.sep).join('/');
    if (folder) {
      listings.get('')!.push(model(folder, 'directory', 0, statSync(e.dir).mtime));
      listings.set(folder, []);
    }
    for (const name of listNotebooks(e.dir)) {
      const rel = folder ? `${folder}/${name}` : name;
      const source = path.join(e.dir, name);
      const text = `${JSON.stringify(siteNotebook(JSON.parse(readFileSync(source, 'utf8')) as NotebookJson, rel), null, 1)}\n`;
      const out = path.join(outDir, 'files', ...rel.split('/'));
      mkdirSync(path.dirname(out), { recursive: true });
      writeFileSync(out, text);
      listings.get(folder)!.push(model(rel, 'notebook', Buffer.byteLength(text), statSync(source).mtime));
      written.push(rel);
    }
  }
  for (const [folder, content] of listings) {
    const file = path.join(outDir, 'api', 'contents', ...(folder ? folder.split('/') : []), 'all.json');
    mkdirSync(path.dirname(file), { recursive: true });
    const listing = { ...model(folder, 'directory', 0, new Date(0)), content };
    writeFileSync(file, `${JSON.stringify(listing)}\n`);
  }
  return written;
}
