/**
 * kernel/worker.js: the worker (worker/main.ts) as one classic-script IIFE, with tslab's own
 * converter.js and inspect.js, its TypeScript (@tslab/typescript-for-tslab 5.0, the server's) and the
 * server's error report (platform/kernel/error-report.cjs). Module routing:
 *   - '@tslab/typescript-for-tslab' required from tslab's dist → worker/ts-facade.ts (the adapter's
 *     changes); from anywhere else → the real compiler;
 *   - 'path' → the POSIX shim; from error-report.cjs 'fs' → worker/report-fs.ts, 'util' →
 *     node-inspect-extracted, 'module' → our SourceMap; any other Node built-in (TypeScript's Node
 *     system, never used in a worker) → an empty module.
 */
import * as path from 'path';
import { builtinModules, createRequire } from 'module';
import type { Plugin } from 'esbuild';

const requireHere = createRequire(__filename);
const KERNEL_DIR = path.resolve(__dirname, '..');

const ROUTES: Record<string, string> = {
  path: path.join(KERNEL_DIR, 'shims', 'path.ts'),
  util: path.join(KERNEL_DIR, 'worker', 'inspect-util.ts'),
  module: path.join(KERNEL_DIR, 'shims', 'module.ts'),
};

function routingPlugin(): Plugin {
  const builtins = new Set(builtinModules);
  return {
    name: 'course-kernel-routing',
    setup(build) {
      build.onResolve({ filter: /^@tslab\/typescript-for-tslab$/ }, (args) => {
        if (!/[\\/]tslab[\\/]dist[\\/]/.test(args.importer)) return undefined;
        return { path: path.join(KERNEL_DIR, 'worker', 'ts-facade.ts') };
      });
      build.onResolve({ filter: /^(node:)?[a-z_/]+$/ }, (args) => {
        const name = args.path.replace(/^node:/, '');
        if (!builtins.has(name)) return undefined;
        if (name === 'fs' && args.importer.endsWith('error-report.cjs')) return { path: path.join(KERNEL_DIR, 'worker', 'report-fs.ts') };
        if (ROUTES[name]) return { path: ROUTES[name] };
        return { path: name, namespace: 'empty-builtin' };
      });
      build.onLoad({ filter: /.*/, namespace: 'empty-builtin' }, () => ({ contents: 'module.exports = {};', loader: 'js' }));
    },
  };
}

/** The version of the TypeScript tslab compiles with (the worker reports it without loading it). */
function tslabTypescriptVersion(projectRoot: string): string {
  const tslabDir = path.dirname(requireHere.resolve('tslab/package.json', { paths: [projectRoot] }));
  const file = requireHere.resolve('@tslab/typescript-for-tslab/package.json', { paths: [tslabDir, projectRoot] });
  return (requireHere(file) as { version: string }).version;
}

export interface WorkerBundleOptions {
  projectRoot: string;
  outFile: string;
}

export async function buildWorkerBundle({ projectRoot, outFile }: WorkerBundleOptions): Promise<void> {
  const esbuild = requireHere(requireHere.resolve('esbuild', { paths: [projectRoot] })) as typeof import('esbuild');
  const tslabDir = path.dirname(requireHere.resolve('tslab/package.json', { paths: [projectRoot] }));
  await esbuild.build({
    entryPoints: [path.join(KERNEL_DIR, 'worker', 'main.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    outfile: outFile,
    logLevel: 'warning',
    // tslab's packages resolve from tslab's folder; node-inspect-extracted from the root or, until it is a root dependency, from this folder.
    nodePaths: [path.join(projectRoot, 'node_modules'), path.join(tslabDir, 'node_modules'), path.join(KERNEL_DIR, 'node_modules')],
    plugins: [routingPlugin()],
    // converter.js finds tslab's own files (and @types fallback) relative to its folder: the browser's place for it.
    define: {
      __dirname: '"/course/node_modules/tslab/dist"',
      __filename: '"/course/node_modules/tslab/dist/converter.js"',
      __TSLAB_TYPESCRIPT_VERSION__: JSON.stringify(tslabTypescriptVersion(projectRoot)),
    },
  });
}
