// The site's pieces that need no browser: the static server (nothing outside its folder, the isolation
// headers, 304 for an unchanged file), the contents (the student edition only, JupyterLite's listings,
// the browser kernel asked for), the cache of a part (rebuilt only when an input changes), and the browser kernel's
// reads of the site when a fetch fails (offline): no failure kept, the cell compiled or run again later.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import * as os from 'os';
import * as path from 'path';
import { afterAll, describe, expect, it } from 'vitest';
import { notebooksDir } from '../platform/paths';
import { BEGIN_SOLUTION, SOLUTION_STUB } from '../platform/notebook-files/student-edition';
import { cachedPart } from '../platform/site/cached-part';
import { SITE_KERNELSPEC, writeSiteContents } from '../platform/site/contents';
import { cacheControl, fileFor, ISOLATION_HEADERS, serveSite } from '../platform/site/serve';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'site-parts-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('serveSite', () => {
  const root = path.join(tmp, 'root');
  mkdirSync(path.join(root, 'tree'), { recursive: true });
  writeFileSync(path.join(root, 'tree', 'index.html'), '<p>tree</p>');
  writeFileSync(path.join(root, 'a.json'), '{}');
  writeFileSync(path.join(tmp, 'secret.txt'), 'not served');

  it('maps a request to a file inside its folder only; a folder to its index.html', () => {
    expect(fileFor(root, '/a.json')).toBe(path.join(root, 'a.json'));
    expect(fileFor(root, '/tree/')).toBe(path.join(root, 'tree', 'index.html'));
    expect(fileFor(root, '/../secret.txt')).toBeUndefined();
    expect(fileFor(root, '/%2e%2e/secret.txt')).toBeUndefined();
    expect(fileFor(root, '/missing')).toBeUndefined();
    expect(fileFor(root, '/%E0%A4%A')).toBeUndefined();
  });

  it('answers with the isolation headers and a content type, 304 for an unchanged file, 404 and 405 otherwise', async () => {
    const server = await serveSite(root);
    try {
      const r = await fetch(`${server.url}a.json`);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toMatch(/^application\/json/);
      for (const [k, v] of Object.entries(ISOLATION_HEADERS)) expect(r.headers.get(k)).toBe(v);
      const again = await fetch(`${server.url}a.json`, { headers: { 'If-Modified-Since': r.headers.get('last-modified')! } });
      expect(again.status).toBe(304);
      expect((await fetch(`${server.url}nothing.js`)).status).toBe(404);
      expect((await fetch(`${server.url}a.json`, { method: 'POST' })).status).toBe(405);
      expect((await fetch(`${server.url}tree`, { redirect: 'manual' })).headers.get('location')).toBe('/tree/');
    } finally {
      await server.close();
    }
    const plain = await serveSite(root, { isolated: false });
    try {
      expect((await fetch(`${plain.url}a.json`)).headers.get('cross-origin-opener-policy')).toBeNull();
    } finally {
      await plain.close();
    }
  });

  it('lets the browser keep a file whose name or query carries its hash; anything else is asked for again', () => {
    expect(cacheControl('/build/jlab_core.c34a1f2b.js')).toMatch(/immutable/);
    expect(cacheControl('/build/bootstrap.js?v=03f2effd')).toMatch(/immutable/);
    expect(cacheControl('/kernel/worker.js?v=a16e8577ce0c')).toMatch(/immutable/);
    expect(cacheControl('/build/fa-solid-900.620019ed.woff2')).toMatch(/immutable/);
    for (const plain of ['/jupyter-lite.json', '/notebooks/index.html', '/kernel/worker.js', '/files/00-start-here.ipynb', '/build/bootstrap.js', '/kernel/checked/504e7b21.json']) {
      expect(cacheControl(plain), plain).toBe('no-cache');
    }
  });
});

describe('writeSiteContents', () => {
  const out = path.join(tmp, 'contents');
  const written = writeSiteContents(out);

  it('writes every notebook of both editions with its listing, asking for the browser kernel', () => {
    expect(written).toContain('00-start-here.ipynb');
    expect(written).toContain('es/00-start-here.ipynb');
    const root = JSON.parse(readFileSync(path.join(out, 'api', 'contents', 'all.json'), 'utf8'));
    expect(root.type).toBe('directory');
    expect(root.content.map((m: { name: string }) => m.name)).toContain('es');
    const es = JSON.parse(readFileSync(path.join(out, 'api', 'contents', 'es', 'all.json'), 'utf8'));
    expect(es.content.map((m: { path: string }) => m.path)).toContain('es/00-start-here.ipynb');
    for (const rel of written) {
      const nb = JSON.parse(readFileSync(path.join(out, 'files', ...rel.split('/')), 'utf8'));
      expect(nb.metadata.kernelspec).toEqual(SITE_KERNELSPEC);
    }
  });

  it('never serves a solution: the stubs are there, the markers are not', () => {
    const course = readFileSync(path.join(notebooksDir, '00-start-here.ipynb'), 'utf8');
    expect(course).toContain(BEGIN_SOLUTION);
    for (const rel of written) {
      const nb = JSON.parse(readFileSync(path.join(out, 'files', ...rel.split('/')), 'utf8')) as { cells: { cell_type: string; source: string[] }[] };
      const marked = nb.cells.filter((c) => c.cell_type === 'code' && c.source.some((l) => l.trim() === BEGIN_SOLUTION));
      expect(marked, rel).toEqual([]);
    }
    const student = JSON.parse(readFileSync(path.join(out, 'files', '00-start-here.ipynb'), 'utf8')) as { cells: { source: string[] }[] };
    expect(student.cells.some((c) => c.source.some((l) => l.includes(SOLUTION_STUB)))).toBe(true);
  });
});

describe('cachedPart', () => {
  it('builds once, then again only when an input changes; an interrupted build leaves no stamp behind', async () => {
    const input = path.join(tmp, 'input.txt');
    writeFileSync(input, 'one');
    const dir = path.join(tmp, 'part');
    let builds = 0;
    const build = (o: string) => {
      builds++;
      writeFileSync(path.join(o, 'out.txt'), readFileSync(input));
    };
    expect((await cachedPart(dir, { paths: [input] }, build)).built).toBe(true);
    expect((await cachedPart(dir, { paths: [input] }, build)).built).toBe(false);
    writeFileSync(input, 'two');
    expect((await cachedPart(dir, { paths: [input] }, build)).built).toBe(true);
    expect(readFileSync(path.join(dir, 'out.txt'), 'utf8')).toBe('two');
    expect(builds).toBe(2);
    writeFileSync(input, 'three');
    await expect(cachedPart(dir, { paths: [input] }, () => {
      throw new Error('build failed');
    })).rejects.toThrow('build failed');
    expect(readFileSync(path.join(dir, 'out.txt'), 'utf8')).toBe('two');
    expect((await cachedPart(dir, { paths: [input] }, build)).built).toBe(true);
    expect(existsSync(`${dir}.tmp-${process.pid}`)).toBe(false);
  });
});

describe("the browser kernel's reads of the site, offline", () => {
  const offline = () => Promise.reject(new Error('the kernel could not fetch a file (Failed to fetch)'));

  it('a cell whose record could not be fetched is compiled instead, and a later cell asks for the record again', async () => {
    const { CHECKED_DIR, checkedKey, createCheckedCells } = await import('../platform/site/kernel/worker/checked-cells');
    const first = 'let N = 8;';
    const key = checkedKey(first);
    const asked: string[] = [];
    let online = false;
    const checked = createCheckedCells(async (rel) => {
      asked.push(rel);
      if (!online) return offline();
      if (rel === `${CHECKED_DIR}/index.json`) return [key];
      return { cells: [{ src: first, prev: -1, nodeBefore: false, nodeAfter: false, declOutput: 'declare let N: number;\n', first: null, variants: {} }] };
    });
    expect(await checked.find('', first, false)).toBeUndefined();
    online = true;
    expect((await checked.find('', first, false))?.src).toBe(first);
    expect(asked).toEqual([`${CHECKED_DIR}/index.json`, `${CHECKED_DIR}/index.json`, `${CHECKED_DIR}/${key}.json`]);
    expect(checked.counts()).toEqual({ found: 1, compiled: 1 });
  });

  it('a failed fetch of the declaration files fails that cell only: the next cell fetches them again', async () => {
    const { createCompiler } = await import('../platform/site/kernel/worker/kernel-compiler');
    const { createCheckedCells } = await import('../platform/site/kernel/worker/checked-cells');
    let fetched = 0;
    const compiler = createCompiler({ checked: createCheckedCells(async () => null), interruptible: false, files: () => (fetched++, offline()) });
    await expect(compiler.convert('', 'let x = 1;')).rejects.toThrow('could not fetch');
    await expect(compiler.convert('', 'let x = 1;')).rejects.toThrow('could not fetch');
    expect(fetched).toBe(2);
    expect(compiler.isLive()).toBe(false);
  });
});
