/**
 * The page script: `lib/widgets/browser/entry.ts` and the solver code it imports, bundled by esbuild
 * into one minified IIFE that the first widget of a page inlines into its output (no network needed
 * to play; embed.ts).
 *
 * Glossary
 * - Bundle: `{ code, hash }` — the script text and a short hash of it. The hash names the global the
 *   script registers under, so two versions of the library on one page do not mix.
 * - Shim: the page has no file system; `fs` and `path` are aliased to `browser/shims/`, and that `fs`
 *   serves the knight's-tour base cases from `base_cases/`, embedded at bundle time (about 13 kB)
 *   as `__COURSE_BASE_FILES__` (esbuild's synchronous API takes no plugins, so define + alias).
 */
import { createHash } from 'crypto';
import * as fs from 'fs';
import * as path from 'path';
import { defaultBaseDir } from '../knight/base-cases';
import { projectPath } from '../project-root';

/** The bundled page script and a hash of its text. */
export interface WidgetBundle {
  code: string;
  hash: string;
}

/** lib/widgets/ on disk. */
export function widgetsDir(): string {
  return projectPath('lib', 'widgets');
}

/** The base files embedded in the page: file name → text. */
function baseFiles(): Record<string, string> {
  const dir = defaultBaseDir();
  const files: Record<string, string> = {};
  if (fs.existsSync(dir)) {
    for (const name of fs.readdirSync(dir).sort()) if (name.endsWith('.txt')) files[name] = fs.readFileSync(path.join(dir, name), 'utf8');
  }
  return files;
}

let cached: WidgetBundle | undefined;

/** Bundles the page script with esbuild (once per process; later calls return the cached text). */
export function widgetBundle(): WidgetBundle {
  // The browser kernel (platform/site/kernel) has no esbuild: it sets the script prebuilt at site-build time.
  if (!cached) cached = (globalThis as { __courseWidgetBundle?: WidgetBundle }).__courseWidgetBundle ?? bundleEntry(path.join(widgetsDir(), 'browser', 'entry.ts'));
  return cached;
}

/** Bundles one browser entry file with the shims (no caching). */
export function bundleEntry(entry: string): WidgetBundle {
  // Loaded lazily: only notebooks that show a widget pay for esbuild.
  const esbuild = require('esbuild') as typeof import('esbuild');
  const shims = path.join(widgetsDir(), 'browser', 'shims');
  const result = esbuild.buildSync({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'CourseWidgets',
    platform: 'browser',
    target: 'es2019',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
    // lib/knight's base-case loader looks in __dirname/../../base_cases; fs and path are shims.
    define: { __dirname: '"/lib/knight"', __COURSE_BASE_FILES__: JSON.stringify(baseFiles()) },
    // lib/notebook/timing.ts reaches Node's garbage collector through v8 and vm, in a function the page never calls.
    external: ['v8', 'vm'],
    alias: { fs: path.join(shims, 'fs.ts'), path: path.join(shims, 'path.ts'), 'node:fs': path.join(shims, 'fs.ts'), 'node:path': path.join(shims, 'path.ts') },
  });
  const code = result.outputFiles[0].text;
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 12);
  return { code, hash };
}

/** Forgets the cached bundle (tests that edit the page script; a notebook restarts its kernel instead). */
export function clearWidgetBundle(): void {
  cached = undefined;
}
