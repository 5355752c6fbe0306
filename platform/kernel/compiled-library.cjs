// The course library compiled for the kernel: every lib/**/*.ts as CommonJS JavaScript (esbuild, with
// a source map) and a declaration file (tslab's own TypeScript 5.0, so the kernel reads what it wrote).
//
// Why: tslab type-checks and emits every local .ts file a cell imports, transitively, at each import
// (its converter skips only .d.ts files): importing the four library folders cost about 6 s and
// 170 MB. Against declarations a cell is still type-checked, but the library is not re-checked.
// The kernel (tslab-adapter.cjs) shows the compiler `lib/x.d.ts` in place of `lib/x.ts`, and Node
// loads `lib/x` from here (library-resolver.cjs).
//
// Never stale: the folder carries a stamp, a hash of every input file's bytes, the build's own code,
// the compilers' versions and the project's path. The launcher compares it at each kernel start
// (about 10 ms) and rebuilds when it differs (about 10 s), so an edited lib/ file is what the next
// kernel runs. Plain CommonJS, because the launcher runs it before any TypeScript loader exists.
//
// Beside it, `vendor/charts.cjs`: Observable Plot and d3 bundled into one CommonJS file (esbuild).
// Both ship as dozens of ES modules, and loading them through Node's ES module loader took about
// 0.25 s of the first `import … from "./lib/notebook"`; the one file loads in about 0.1 s. The
// kernel's library view (library-view.cjs) hands it to the compiled library's `require`s.
'use strict';
const crypto = require('crypto');
const fs = require('fs');
const os = require('os');
const path = require('path');

/** Bumped when the layout of the output changes in a way the stamp's inputs would not show. */
const FORMAT = 2;
/** The packages bundled into vendor/charts.cjs, by the name the library imports them under. */
const VENDORED = { '@observablehq/plot': 'Plot', d3: 'd3' };
/** Page code, bundled by lib/widgets/bundle.ts from source for the browser: not kernel modules. */
const EXCLUDED = [path.join('widgets', 'browser') + path.sep];
const STAMP = 'stamp.json';

/** The folder the compiled library lives in for a project: `<root>/.jupyter-local/library`. */
function defaultOutDir(projectRoot) {
  return path.join(projectRoot, '.jupyter-local', 'library');
}

/** lib/'s TypeScript files (paths relative to lib/, sorted), the page code left out. */
function sourceFiles(projectRoot) {
  const libDir = path.join(projectRoot, 'lib');
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) {
        const rel = path.relative(libDir, full);
        if (!EXCLUDED.some((prefix) => rel.startsWith(prefix))) out.push(rel);
      }
    }
  };
  walk(libDir);
  return out.sort();
}

function packageVersion(name, from) {
  let file;
  try {
    file = require.resolve(`${name}/package.json`, { paths: [from] });
  } catch {
    // A package whose "exports" hide package.json (Plot): up from its entry point to its own package.json.
    for (let dir = path.dirname(require.resolve(name, { paths: [from] })); ; dir = path.dirname(dir)) {
      const candidate = path.join(dir, 'package.json');
      if (fs.existsSync(candidate) && JSON.parse(fs.readFileSync(candidate, 'utf8')).name === name) {
        file = candidate;
        break;
      }
      if (path.dirname(dir) === dir) throw new Error(`no package.json of ${name} found from ${from}`);
    }
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/** The hash that says which sources and which compilers a compiled library was built from. */
function computeStamp(projectRoot) {
  const hash = crypto.createHash('sha256');
  const tslabDir = path.dirname(require.resolve('tslab/package.json', { paths: [projectRoot] }));
  hash.update(JSON.stringify({
    format: FORMAT,
    root: projectRoot,
    esbuild: packageVersion('esbuild', projectRoot),
    typescript: packageVersion('@tslab/typescript-for-tslab', tslabDir),
    vendored: Object.keys(VENDORED).map((name) => `${name}@${packageVersion(name, projectRoot)}`),
  }));
  hash.update(fs.readFileSync(__filename));
  const libDir = path.join(projectRoot, 'lib');
  for (const rel of sourceFiles(projectRoot)) {
    hash.update(`\0${rel}\0`);
    hash.update(fs.readFileSync(path.join(libDir, rel)));
  }
  return hash.digest('hex');
}

function readStamp(outDir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(outDir, STAMP), 'utf8')).stamp;
  } catch {
    return undefined;
  }
}

/** JavaScript of every source, with `__dirname`/`__filename` naming the source's own place, as under tsx. */
function emitJavaScript(projectRoot, files, outLib) {
  const esbuild = require(require.resolve('esbuild', { paths: [projectRoot] }));
  const libDir = path.join(projectRoot, 'lib');
  for (const rel of files) {
    const source = path.join(libDir, rel);
    const target = path.join(outLib, rel.replace(/\.ts$/, '.js'));
    const result = esbuild.transformSync(fs.readFileSync(source, 'utf8'), {
      loader: 'ts',
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      sourcemap: 'external',
      sourcefile: source,
      // Files find data, workers and error-report.cjs relative to themselves: they keep their source's place.
      define: { __dirname: JSON.stringify(path.dirname(source)), __filename: JSON.stringify(source) },
    });
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, `${result.code}//# sourceMappingURL=${path.basename(target)}.map\n`);
    fs.writeFileSync(`${target}.map`, result.map);
  }
}

/** Plot and d3 as one CommonJS bundle, and a file per package that re-exports its part of it. */
function emitVendor(projectRoot, outDir) {
  const esbuild = require(require.resolve('esbuild', { paths: [projectRoot] }));
  const dir = path.join(outDir, 'vendor');
  fs.mkdirSync(dir, { recursive: true });
  const entry = Object.entries(VENDORED).map(([name, as]) => `export * as ${as} from ${JSON.stringify(name)};`).join('\n');
  esbuild.buildSync({
    stdin: { contents: entry, resolveDir: projectRoot, loader: 'js' },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    outfile: path.join(dir, 'charts.cjs'),
    logLevel: 'silent',
  });
  for (const [name, as] of Object.entries(VENDORED)) {
    fs.writeFileSync(path.join(dir, `${as}.cjs`), `'use strict';\n// ${name}, from the bundle (see compiled-library.cjs).\nmodule.exports = require('./charts.cjs').${as};\n`);
  }
}

/** Where the compiled library's `require(name)` of a vendored package goes, or undefined. */
function vendorFile(outDir, name) {
  return Object.prototype.hasOwnProperty.call(VENDORED, name) ? path.join(outDir, 'vendor', `${VENDORED[name]}.cjs`) : undefined;
}

/** Declarations of every source with tslab's TypeScript (what the kernel type-checks cells against). */
function emitDeclarations(projectRoot, files, outLib) {
  const tslabDir = path.dirname(require.resolve('tslab/package.json', { paths: [projectRoot] }));
  const ts = require(require.resolve('@tslab/typescript-for-tslab', { paths: [tslabDir] }));
  const libDir = path.join(projectRoot, 'lib');
  const options = {
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts'],
    module: ts.ModuleKind.CommonJS,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    types: ['node'],
    esModuleInterop: true,
    skipLibCheck: true,
    resolveJsonModule: true,
    declaration: true,
    emitDeclarationOnly: true,
    noEmitOnError: false,
    rootDir: libDir,
    outDir: outLib,
  };
  const program = ts.createProgram(files.map((rel) => path.join(libDir, rel)), options);
  const written = new Set();
  program.emit(undefined, (fileName, text) => {
    // Declarations name no DOM types: a cell's compiler has no DOM lib (lib/notebook draws with jsdom inside).
    const clean = text.replace(/^\/\/\/ <reference lib="dom(\.iterable)?" \/>\n/gm, '');
    fs.mkdirSync(path.dirname(fileName), { recursive: true });
    fs.writeFileSync(fileName, clean);
    written.add(path.relative(outLib, fileName));
  }, undefined, true);
  const missing = files.filter((rel) => !written.has(rel.replace(/\.ts$/, '.d.ts')));
  if (missing.length) throw new Error(`no declarations were emitted for ${missing.join(', ')}`);
}

/** Builds the compiled library of `projectRoot` into `outDir` (replacing it whole). Returns the stamp. */
function buildCompiledLibrary(projectRoot, outDir = defaultOutDir(projectRoot)) {
  const stamp = computeStamp(projectRoot);
  const files = sourceFiles(projectRoot);
  const tmp = `${outDir}.tmp-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  const outLib = path.join(tmp, 'lib');
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(outLib, { recursive: true });
  try {
    emitJavaScript(projectRoot, files, outLib);
    emitDeclarations(projectRoot, files, outLib);
    emitVendor(projectRoot, tmp);
    fs.writeFileSync(path.join(tmp, STAMP), JSON.stringify({ stamp, root: projectRoot, files: files.length, built: new Date().toISOString() }, null, 1) + '\n');
    const old = `${outDir}.old-${process.pid}`;
    if (fs.existsSync(outDir)) fs.renameSync(outDir, old);
    fs.renameSync(tmp, outDir);
    fs.rmSync(old, { recursive: true, force: true });
  } catch (e) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw e;
  }
  return stamp;
}

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Runs `f` holding a lock folder beside `outDir`, so kernels started together build once. */
function withLock(outDir, f, { waitMs = 180_000, staleMs = 600_000 } = {}) {
  const lock = `${outDir}.lock`;
  const until = Date.now() + waitMs;
  fs.mkdirSync(path.dirname(outDir), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
      let age = 0;
      try {
        age = Date.now() - fs.statSync(lock).mtimeMs;
      } catch {
        continue; // released meanwhile
      }
      if (age > staleMs) fs.rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > until) throw new Error(`the compiled library is locked by ${lock} for more than ${waitMs / 1000} s; remove that folder if no kernel is building`);
      else sleep(100);
    }
  }
  try {
    return f();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

function writable(dir) {
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.accessSync(dir, fs.constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The folder holding the compiled library of `projectRoot`, current with lib/: the one in `outDir`
 * when its stamp matches, else rebuilt there. Where `outDir` cannot be written (a student's kernel in
 * the classroom, if the teacher changed lib/ after the hub built it), a private copy is built under
 * the system's temporary folder instead: a stale copy is never used.
 * Returns { dir, stamp, built: boolean, ms }.
 */
function ensureCompiledLibrary(projectRoot, { outDir = defaultOutDir(projectRoot), log = () => {} } = {}) {
  const started = Date.now();
  const stamp = computeStamp(projectRoot);
  if (readStamp(outDir) === stamp) return { dir: outDir, stamp, built: false, ms: Date.now() - started };
  const target = writable(path.dirname(outDir)) && (!fs.existsSync(outDir) || writable(outDir))
    ? outDir
    : path.join(os.tmpdir(), `course-library-${process.getuid ? process.getuid() : 'user'}-${stamp.slice(0, 16)}`);
  if (readStamp(target) === stamp) return { dir: target, stamp, built: false, ms: Date.now() - started };
  log(`compiling lib/ for the kernel into ${target} (lib/ changed since the last build) …`);
  withLock(target, () => {
    if (readStamp(target) !== stamp) buildCompiledLibrary(projectRoot, target);
  });
  if (readStamp(target) !== stamp) throw new Error(`the compiled library in ${target} does not match lib/ after building it`);
  return { dir: target, stamp, built: true, ms: Date.now() - started };
}

module.exports = { defaultOutDir, sourceFiles, computeStamp, readStamp, buildCompiledLibrary, ensureCompiledLibrary, vendorFile, STAMP, VENDORED };
