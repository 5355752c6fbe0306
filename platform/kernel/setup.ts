/** Everything `npm start`, `npm test` and `npm run notebooks` need before Jupyter can run a notebook. */
import { existsSync } from 'fs';
import * as path from 'path';
import { ensureJupyter, PythonProbe } from './jupyter';
import { installKernelSpec } from './kernel-spec';
import { kernelSpecDir, projectRoot } from '../paths';
import { SetupError } from './setup-error';

export const MIN_NODE = [20, 19] as const;

/** Throws a SetupError unless this Node can `require()` ES modules (d3 and Plot under tslab). */
export function checkNode(version = process.versions.node): void {
  const [major, minor] = version.split('.').map(Number);
  if (major < MIN_NODE[0] || (major === MIN_NODE[0] && minor < MIN_NODE[1])) {
    throw new SetupError(`Node ${version} is too old: need >= ${MIN_NODE.join('.')} (tslab loads d3 and Plot with require() of ES modules).`);
  }
}

export interface SetupResult {
  python: PythonProbe;
  kernelSpecDir: string;
  kernelSpecChanged: boolean;
  /** The compiled library the kernel imports (compiled-library.cjs): where, and whether lib/ had to be compiled now. */
  library: CompiledLibrary;
}

/** What compiled-library.cjs reports (it is CommonJS for the launcher, so its shape is restated here). */
export interface CompiledLibrary {
  dir: string;
  stamp: string;
  built: boolean;
  ms: number;
}

interface CompiledLibraryModule {
  ensureCompiledLibrary(root: string, opts?: { outDir?: string; log?: (line: string) => void }): CompiledLibrary;
}

/** The compiled library of `root`, rebuilt when lib/ changed (as each kernel start also checks). */
export function ensureCompiledLibrary(root = projectRoot, log?: (line: string) => void): CompiledLibrary {
  const m = require(path.join(projectRoot, 'platform', 'kernel', 'compiled-library.cjs')) as CompiledLibraryModule;
  return m.ensureCompiledLibrary(root, { log });
}

/** Check Node and the npm packages, find or install Jupyter, register the kernel spec, compile lib/ for the kernel. Idempotent. */
export function setup(opts: { install?: boolean; log?: (line: string) => void } = {}): SetupResult {
  checkNode();
  if (!existsSync(path.join(projectRoot, 'node_modules', 'tslab', 'package.json'))) {
    throw new SetupError('tslab is not installed: run `npm install` in the project folder first.');
  }
  const python = ensureJupyter(opts);
  const kernelSpecChanged = installKernelSpec();
  const library = ensureCompiledLibrary(projectRoot, opts.log);
  return { python, kernelSpecDir, kernelSpecChanged, library };
}
