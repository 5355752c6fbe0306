/**
 * `npm run site`: the course as a static JupyterLite site in `build/site/`, no server needed.
 *
 * Three parts, each built into `build/site-parts/<part>/` and rebuilt only when its inputs change
 * (cached-part.ts), then put together:
 * - app: JupyterLite's Notebook interface, built with rspack from the packages of
 *   `platform/site/app/package.json` (installed there on first use, not by the project's `npm install`);
 * - kernel: the TypeScript kernel's Web Worker, with tslab's converter and TypeScript, the library
 *   bundled for the page, its declarations and the data files it reads (platform/site/kernel);
 * - contents: the student edition of both editions and JupyterLite's listings (contents.ts);
 * - checked: those notebooks' cells checked by the kernel's own worker script, run in Node
 *   (kernel/worker/checked-cells.ts): the worker answers them without loading TypeScript.
 * Then `jupyter-lite.json` says where everything is and which kernel notebooks get.
 */
import { spawn } from 'child_process';
import { createHash } from 'crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import * as path from 'path';
import { buildDir, notebooksDir, projectRoot } from '../paths';
import { SetupError } from '../kernel/setup-error';
import { cachedPart, type PartReport } from './cached-part';
import { KERNEL_VERSION_KEY } from './app/src/spare-worker';
import { SITE_KERNELSPEC, writeSiteContents } from './contents';
import { buildKernel } from './kernel/build';
import { notebooksIn, recordCheckedCells } from './kernel/build/checked-cells';

export const siteDir = path.join(buildDir, 'site');
const partsDir = path.join(buildDir, 'site-parts');
const appDir = path.join(projectRoot, 'platform', 'site', 'app');
const kernelSourceDir = path.join(projectRoot, 'platform', 'site', 'kernel');

/** What a build did, part by part. */
export interface SiteReport {
  dir: string;
  parts: Record<'app' | 'kernel' | 'contents' | 'checked', PartReport>;
  installed: boolean;
}

/** Runs `command` in `cwd` to its end; resolves with its exit status and what it printed (stdout and stderr, unless inherited). */
function run(command: string, args: string[], cwd: string, inherit: boolean): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', inherit ? 'inherit' : 'pipe', inherit ? 'inherit' : 'pipe'] });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output }));
  });
}

/** Installs the front end's packages into platform/site/app/node_modules when missing or installed from another lockfile. */
export async function ensureAppPackages(log: (line: string) => void = () => {}): Promise<boolean> {
  const lockHash = createHash('sha256').update(readFileSync(path.join(appDir, 'package-lock.json'))).digest('hex');
  // Written after a successful install: the lockfile it installed (npm's own hidden lockfile leaves out other platforms' optional packages).
  const marker = path.join(appDir, 'node_modules', '.course-lockfile-hash');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === lockHash) return false;
  log("Installing the site's front-end packages (JupyterLite, rspack: about 190 MB, 30 s) into platform/site/app/node_modules …");
  const r = await run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], appDir, true);
  if (r.status !== 0) throw new SetupError(`npm ci in platform/site/app failed (exit ${r.status}): run it there by hand to see why.`);
  writeFileSync(marker, lockHash);
  return true;
}

async function buildApp(outDir: string): Promise<void> {
  const r = await run(process.execPath, [path.join(appDir, 'build.mjs'), '--out', outDir], appDir, false);
  if (r.status !== 0) throw new Error(`the site's front end did not build (exit ${r.status}):\n${r.output}`);
}

const stampOf = (part: PartReport) => readFileSync(path.join(part.dir, 'stamp.json'), 'utf8');

/** kernel/checked/: every notebook of `contents` recorded by the worker of `kernel`, and their index. */
async function buildChecked(kernel: PartReport, contents: PartReport, outDir: string): Promise<void> {
  const notebooks = notebooksIn(path.join(contents.dir, 'files'));
  const files = await recordCheckedCells(kernel.dir, notebooks.map((n) => n.cells));
  const dir = path.join(outDir, 'kernel', 'checked');
  mkdirSync(dir, { recursive: true });
  for (const [key, file] of Object.entries(files)) writeFileSync(path.join(dir, `${key}.json`), JSON.stringify(file));
  writeFileSync(path.join(dir, 'index.json'), JSON.stringify(Object.keys(files).sort()));
}

/**
 * The version of the files the kernel's worker loads (kernel/, course/, kernel/checked/): the hash of
 * what they were built from, under KERNEL_VERSION_KEY. The page asks for each as `…?v=<version>`, which
 * the server may let the browser keep without asking again (serve.ts): a kernel restarted after the
 * network went down still finds its worker, library and declarations.
 */
function kernelVersion(kernel: PartReport, checked: PartReport): string {
  return createHash('sha256').update(stampOf(kernel)).update(stampOf(checked)).digest('hex').slice(0, 12);
}

/** jupyter-lite.json's settings, merged over what the app's build wrote there. */
function writeLiteConfig(dir: string, version: string): void {
  const file = path.join(dir, 'jupyter-lite.json');
  const existing = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { 'jupyter-config-data'?: Record<string, unknown> }) : {};
  const data = {
    ...(existing['jupyter-config-data'] ?? {}),
    appName: 'Backtracking and divide and conquer',
    defaultKernelName: SITE_KERNELSPEC.name,
    contentsAllJsonFile: 'all.json',
    [KERNEL_VERSION_KEY]: version,
  };
  writeFileSync(file, `${JSON.stringify({ ...existing, 'jupyter-lite-schema-version': 0, 'jupyter-config-data': data }, null, 2)}\n`);
}

/** Builds (or reuses) every part and assembles the site in `outDir`. */
export async function buildSite(outDir: string = siteDir, log: (line: string) => void = () => {}): Promise<SiteReport> {
  // The front end (npm ci and rspack, in child processes) builds while this process builds the kernel and
  // checks the cells: on two cores the two take about as long as the longer of them.
  const front = ensureAppPackages(log).then(async (installed) => ({
    installed,
    app: await cachedPart(path.join(partsDir, 'app'), {
      paths: ['src', 'tools', 'stubs', 'build.mjs', 'package-lock.json'].map((p) => path.join(appDir, p)),
    }, buildApp),
  }));
  // Observed at once, so a failure of the front end is not reported as unhandled before it is awaited.
  front.catch(() => {});
  // The kernel reads the server kernel's own pieces (error-report.cjs, the compiled library's declarations, cell-globals.d.ts).
  const kernel = await cachedPart(path.join(partsDir, 'kernel'), {
    paths: [kernelSourceDir, ...['lib', 'base_cases', 'data', path.join('platform', 'kernel'), 'package-lock.json'].map((p) => path.join(projectRoot, p))],
  }, buildKernel);
  const contents = await cachedPart(path.join(partsDir, 'contents'), {
    paths: [notebooksDir, path.join(projectRoot, 'platform', 'site', 'contents.ts'), path.join(projectRoot, 'platform', 'notebook-files')],
  }, (dir) => void writeSiteContents(dir));
  const checked = await cachedPart(path.join(partsDir, 'checked'), { paths: [], extra: [stampOf(kernel), stampOf(contents)] }, (dir) => buildChecked(kernel, contents, dir));
  const { installed, app } = await front;
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const part of [app, kernel, contents, checked]) cpSync(part.dir, outDir, { recursive: true, filter: (src) => path.basename(src) !== 'stamp.json' });
  writeLiteConfig(outDir, kernelVersion(kernel, checked));
  return { dir: outDir, parts: { app, kernel, contents, checked }, installed };
}
