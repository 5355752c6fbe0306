/**
 * kernel/library.js: lib/ bundled for the browser from its TypeScript sources (esbuild), every module
 * reachable by its path ('lib/knight', 'lib/knight/board', …) and initialised on first require, with
 * Plot, d3 and linkedom inside. Node's built-ins resolve to the worker's shims at run time
 * (`globalThis.__courseShims`, one instance shared with cells). Its source map (library.js.map, lib/'s
 * sources inside) is read only when an error report needs a lib/ line.
 */
import * as fs from 'fs';
import * as path from 'path';
import { builtinModules, createRequire } from 'module';
import type { Plugin } from 'esbuild';

const requireHere = createRequire(__filename);

/** Node's built-ins (and esbuild, which lib/widgets and lib/queens load at run time): each becomes a lookup in the worker's shims. */
const SHIMMED = [...builtinModules.filter((n) => !n.startsWith('_')), 'esbuild'];
/** Packages a cell may import itself, served from this bundle. */
export const VENDOR = ['d3', '@observablehq/plot', 'linkedom'];

export interface LibraryBundleOptions {
  projectRoot: string;
  outFile: string;
}

/** lib/'s modules the kernel serves: what the compiled library compiles (compiled-library.cjs). */
function libraryModules(projectRoot: string): string[] {
  const compiled = requireHere(path.join(projectRoot, 'platform', 'kernel', 'compiled-library.cjs'));
  return (compiled.sourceFiles(projectRoot) as string[]).map((rel) => rel.split(path.sep).join('/'));
}

function entrySource(projectRoot: string, modules: string[]): string {
  const lines = modules.map((rel) => `  ${JSON.stringify(`lib/${rel.replace(/\.ts$/, '')}`)}: () => require(${JSON.stringify(path.join(projectRoot, 'lib', rel))}),`);
  const vendor = VENDOR.map((name) => `  ${JSON.stringify(name)}: () => require(${JSON.stringify(name)}),`);
  return `globalThis.__courseLibrary = {\n modules: {\n${lines.join('\n')}\n },\n vendor: {\n${vendor.join('\n')}\n },\n};\n`;
}

/** Built-ins → `globalThis.__courseShim(name)` (the worker's shim, or one that names what the browser lacks), when the requiring module first runs. */
const shimPlugin: Plugin = {
  name: 'course-shims',
  setup(build) {
    const names = SHIMMED.map((n) => n.replace(/[/]/g, '\\/')).join('|');
    build.onResolve({ filter: new RegExp(`^(node:)?(${names})$`) }, (args) => ({ path: args.path.replace(/^node:/, ''), namespace: 'course-shim' }));
    build.onLoad({ filter: /.*/, namespace: 'course-shim' }, (args) => ({
      contents: `module.exports = globalThis.__courseShim(${JSON.stringify(args.path)});`,
      loader: 'js',
    }));
  },
};

/**
 * lib/ files that name `__filename`/`__dirname` get them as on the server (the source's own place,
 * under /course), declared on their first line so every line number stays the source's.
 */
function placePlugin(projectRoot: string): Plugin {
  const libDir = path.join(projectRoot, 'lib') + path.sep;
  return {
    name: 'course-file-place',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) => {
        if (!args.path.startsWith(libDir)) return undefined;
        const text = fs.readFileSync(args.path, 'utf8');
        if (!/\b__(file|dir)name\b/.test(text)) return { contents: text, loader: 'ts' };
        const rel = path.relative(projectRoot, args.path).split(path.sep).join('/');
        const place = `var __filename = ${JSON.stringify(`/course/${rel}`)}, __dirname = ${JSON.stringify(`/course/${path.posix.dirname(rel)}`)}; `;
        return { contents: place + text, loader: 'ts' };
      });
    },
  };
}

/**
 * Names the map's sources as the browser kernel does (/course/lib/x.ts, /course/node_modules/…), and
 * keeps its copies of lib/'s sources (error reports quote them) but not the vendors'.
 */
function rewriteSourceMap(mapFile: string, projectRoot: string): void {
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  const root = projectRoot + path.sep;
  map.sources = (map.sources as string[]).map((s) => {
    const full = path.resolve(path.dirname(mapFile), s);
    return full.startsWith(root) ? `/course/${path.relative(projectRoot, full).split(path.sep).join('/')}` : s;
  });
  map.sourcesContent = (map.sourcesContent as (string | null)[]).map((text, i) => (String(map.sources[i]).startsWith('/course/lib/') ? text : null));
  fs.writeFileSync(mapFile, JSON.stringify(map));
}

export async function buildLibraryBundle({ projectRoot, outFile }: LibraryBundleOptions): Promise<{ modules: number }> {
  const esbuild = requireHere(requireHere.resolve('esbuild', { paths: [projectRoot] })) as typeof import('esbuild');
  const modules = libraryModules(projectRoot);
  await esbuild.build({
    stdin: { contents: entrySource(projectRoot, modules), resolveDir: projectRoot, loader: 'js', sourcefile: 'course-library-entry.js' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    sourcemap: 'external',
    legalComments: 'none',
    outfile: outFile,
    logLevel: 'warning',
    plugins: [shimPlugin, placePlugin(projectRoot)],
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  rewriteSourceMap(`${outFile}.map`, projectRoot);
  return { modules: modules.length };
}
