/**
 * kernel/files.json: every file the browser kernel's compiler reads, as { path: text }. Found in Node
 * at build time by making a program with tslab's own compiler options over the server kernel's view
 * of the library (library-view.cjs: the compiled declarations at lib/'s paths, Plot's d3 imports
 * narrowed), rooted at a synthetic cell that imports every library module, Node's modules (cells of
 * notebooks 02, 03a and 04 do) and tslab, with @types/node (the server's cell-globals switch) — and
 * recording every file TypeScript reads while it resolves and checks that cell.
 * Paths are rewritten to the browser's: the project at /course, TypeScript's own lib at /typescript/lib.
 */
import * as fs from 'fs';
import * as path from 'path';
import { createRequire } from 'module';

const requireHere = createRequire(__filename);

export const BROWSER_ROOT = '/course';
export const BROWSER_TS_LIB = '/typescript/lib';
/** Where the worker finds the slim cell globals (platform/kernel/cell-globals.d.ts). */
export const CELL_GLOBALS_KEY = '/kernel/cell-globals.d.ts';

/** The fields of a package.json that Node10 module resolution reads. */
const RESOLUTION_FIELDS = ['name', 'version', 'types', 'typings', 'main', 'typesVersions'];

export interface DeclarationOptions {
  projectRoot: string;
  compiledDir: string;
}

/** tslab 1.0.22's compiler options (converter.js createConverter) with the server adapter's additions. */
function tslabOptions(ts: any, projectRoot: string) {
  return {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    esModuleInterop: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts'],
    declaration: true,
    newLine: ts.NewLineKind.LineFeed,
    noImplicitUseStrict: true,
    experimentalDecorators: true,
    resolveJsonModule: true,
    jsx: ts.JsxEmit.React,
    allowJs: true,
    checkJs: true,
    skipLibCheck: true,
    rootDir: projectRoot,
    outDir: 'outDir',
    inlineSourceMap: true,
    types: [],
  };
}

/** The synthetic cell: one import per compiled library module, Node's modules and tslab. */
function syntheticCell(compiledDir: string): string {
  const libDir = path.join(compiledDir, 'lib');
  const lines: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.d.ts')) {
        const rel = path.relative(compiledDir, full).split(path.sep).join('/').replace(/\.d\.ts$/, '');
        lines.push(`import * as m${lines.length} from './${rel}';`);
      }
    }
  };
  walk(libDir);
  for (const name of ['fs', 'path', 'os', 'tslab']) lines.push(`import * as m${lines.length} from '${name}';`);
  return lines.join('\n') + '\n';
}

/** Maps a path the build's compiler read to the path the browser's compiler reads it at. */
function browserPath(file: string, projectRoot: string, tsLibDir: string): string | null {
  const norm = file.split(path.sep).join('/');
  const root = projectRoot.split(path.sep).join('/') + '/';
  const tsLib = tsLibDir.split(path.sep).join('/') + '/';
  if (norm.startsWith(tsLib)) return `${BROWSER_TS_LIB}/${norm.slice(tsLib.length)}`;
  if (norm.startsWith(root)) return `${BROWSER_ROOT}/${norm.slice(root.length)}`;
  return null;
}

function trimPackageJson(text: string): string {
  const pkg = JSON.parse(text);
  const kept: Record<string, unknown> = {};
  for (const key of RESOLUTION_FIELDS) if (key in pkg) kept[key] = pkg[key];
  return JSON.stringify(kept);
}

/** Runs `f` with ts.sys.readFile recording every file read that returned text. */
function recordReads(ts: any, f: () => void): Map<string, string> {
  const sys = ts.sys;
  const readFile = sys.readFile;
  const read = new Map<string, string>();
  sys.readFile = (p: string, encoding?: string) => {
    const text = readFile.call(sys, p, encoding);
    if (text !== undefined) read.set(p, text);
    return text;
  };
  try {
    f();
  } finally {
    sys.readFile = readFile;
  }
  return read;
}

/** The file set as { browser path: text }, and what it took. */
export function collectDeclarations({ projectRoot, compiledDir }: DeclarationOptions): { files: Record<string, string>; unresolved: string[] } {
  const tslabDir = path.dirname(requireHere.resolve('tslab/package.json', { paths: [projectRoot] }));
  const ts = requireHere(requireHere.resolve('@tslab/typescript-for-tslab', { paths: [tslabDir] }));
  const view = requireHere(path.join(projectRoot, 'platform', 'kernel', 'library-view.cjs'));
  // The same view the server kernel installs: compiled declarations at lib/'s paths (in this build process only).
  view.installCompilerView(ts, view.createView({ projectRoot, compiledDir }));
  const cellFile = path.join(projectRoot, '__tslab__.ts');
  const globalsFile = path.join(projectRoot, '__kernel_globals__.d.ts');
  const cell = syntheticCell(compiledDir);
  const options = tslabOptions(ts, projectRoot);
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  const virtual = new Map([[cellFile, `export {};\n${cell}`], [globalsFile, '/// <reference types="node" />\n']]);
  host.fileExists = (p: string) => virtual.has(p) || fileExists.call(host, p);
  host.readFile = (p: string) => virtual.get(p) ?? readFile.call(host, p);
  host.getSourceFile = (p: string, ...rest: unknown[]) => (virtual.has(p) ? ts.createSourceFile(p, virtual.get(p), ts.ScriptTarget.ES2022) : getSourceFile.call(host, p, ...rest));
  let diagnostics: any[] = [];
  const read = recordReads(ts, () => {
    const program = ts.createProgram([cellFile, globalsFile], options, host);
    diagnostics = ts.getPreEmitDiagnostics(program, program.getSourceFile(cellFile));
  });
  const unresolved = diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  const tsLibDir = path.dirname(ts.getDefaultLibFilePath(options));
  const files: Record<string, string> = {};
  for (const [file, text] of read) {
    const to = browserPath(file, projectRoot, tsLibDir);
    if (!to || virtual.has(file)) continue;
    if (to.endsWith('.d.ts')) files[to] = text;
    else if (to.endsWith('/package.json')) files[to] = trimPackageJson(text);
  }
  files[CELL_GLOBALS_KEY] = fs.readFileSync(path.join(projectRoot, 'platform', 'kernel', 'cell-globals.d.ts'), 'utf8');
  return { files, unresolved };
}
