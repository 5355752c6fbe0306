// How the kernel sees lib/ once it is compiled (compiled-library.cjs): the same `./lib/...` paths,
// with declarations for the compiler and JavaScript for Node.
//   - the compiler (tslab's TypeScript): `<root>/lib/x.ts` does not exist and `<root>/lib/x.d.ts` does,
//     read from the compiled folder, so a cell is checked against the library's declarations and
//     tslab neither re-checks nor re-emits the library (it skips .d.ts files);
//   - Node: a require that resolves to `<root>/lib/x` loads `<compiled>/lib/x.js`. Compiled files
//     require each other from inside the compiled folder, where Node finds them unaided; their
//     `require('@observablehq/plot')` and `require('d3')` load the one-file bundle `<compiled>/vendor/`.
// Anything of lib/ the build does not compile (.cjs, .py, the page code) is seen as it is.
'use strict';
const fs = require('fs');
const Module = require('module');
const path = require('path');
const { vendorFile } = require('./compiled-library.cjs');

/** The two folders and a memo of which compiled files exist. */
function createView({ projectRoot, compiledDir }) {
  const srcLib = path.join(projectRoot, 'lib') + path.sep;
  const outLib = path.join(compiledDir, 'lib') + path.sep;
  const exists = new Map();
  const isFile = (p) => {
    let hit = exists.get(p);
    if (hit === undefined) {
      hit = fs.existsSync(p) && fs.statSync(p).isFile();
      exists.set(p, hit);
    }
    return hit;
  };
  const inLib = (p) => typeof p === 'string' && p.startsWith(srcLib);
  return {
    srcLib,
    outLib,
    /** The bundled file for a vendored package required from the compiled library, if there is one. */
    vendorFor(request, parentFile) {
      if (typeof parentFile !== 'string' || !parentFile.startsWith(outLib)) return undefined;
      const file = vendorFile(compiledDir, request);
      return file && isFile(file) ? file : undefined;
    },
    /** The compiled declaration standing in for `<root>/lib/….d.ts`, if there is one. */
    declarationFor(p) {
      if (!inLib(p) || !p.endsWith('.d.ts')) return undefined;
      const candidate = outLib + p.slice(srcLib.length);
      return isFile(candidate) ? candidate : undefined;
    },
    /** True for a `<root>/lib/….ts` source the compiler must not see because its declaration stands in. */
    hidesSource(p) {
      if (!inLib(p) || !/\.tsx?$/.test(p) || p.endsWith('.d.ts')) return false;
      return isFile(outLib + p.slice(srcLib.length).replace(/\.tsx?$/, '.d.ts'));
    },
    /** The compiled JavaScript for a path under `<root>/lib/` (with or without extension), if any. */
    javascriptFor(p) {
      if (!inLib(p)) return undefined;
      const rel = p.slice(srcLib.length);
      const ext = path.extname(rel);
      const candidates = ext === '.ts' ? [rel.slice(0, -3) + '.js']
        : ext === '.js' ? [rel]
        : ext === '' ? [`${rel}.js`, path.join(rel, 'index.js')]
        : [];
      return candidates.map((c) => outLib + c).find(isFile);
    },
  };
}

/** Node's side: requests resolving into `<root>/lib/` load the compiled JavaScript. */
function installRuntimeView(view) {
  const original = Module._resolveFilename;
  Module._resolveFilename = function (request, parent, isMain, options) {
    const vendored = view.vendorFor && view.vendorFor(request, parent && parent.filename);
    if (vendored) return vendored;
    if (typeof request === 'string' && (request.startsWith('.') || path.isAbsolute(request))) {
      const base = parent && parent.filename ? path.dirname(parent.filename) : process.cwd();
      const compiled = view.javascriptFor(path.resolve(base, request));
      if (compiled) return compiled;
    }
    return original.call(this, request, parent, isMain, options);
  };
}

/**
 * Where each d3 type that Plot's declarations name is declared. Plot imports them from "d3", whose
 * declarations (@types/d3) re-export all thirty d3 packages: 1.5 MB the compiler parsed and bound
 * for five types at the first `import … from "./lib/notebook"`. From their own packages they are
 * the very same types, for a fraction of the reading. A cell importing "d3" itself still gets it all.
 */
const D3_TYPE_HOMES = { CurveFactory: 'd3-shape', SymbolType: 'd3-shape', GeoPath: 'd3-geo', GeoStreamWrapper: 'd3-geo', GeoPermissibleObjects: 'd3-geo' };
const PLOT_TYPES = `${path.sep}node_modules${path.sep}@observablehq${path.sep}plot${path.sep}`;

/** Plot's `import type {…} from "d3"` lines pointed at the d3 package that declares those types (others left as they are). */
function narrowD3Imports(text) {
  return text.replace(/^(import|export) type \{([^}]*)\} from "d3";$/gm, (line, keyword, names) => {
    const homes = new Set(names.split(',').map((n) => D3_TYPE_HOMES[n.trim().split(/\s+as\s+/)[0]]));
    return homes.size === 1 && !homes.has(undefined) ? `${keyword} type {${names}} from "${[...homes][0]}";` : line;
  });
}

/** The compiler's side: patches TypeScript's `sys` (every compiler host of the process reads through it). */
function installCompilerView(ts, view) {
  const sys = ts.sys;
  const { fileExists, readFile, getModifiedTime, getFileSize, watchFile, realpath } = sys;
  sys.fileExists = (p) => (view.hidesSource(p) ? false : view.declarationFor(p) ? true : fileExists.call(sys, p));
  sys.readFile = (p, encoding) => {
    if (view.hidesSource(p)) return undefined;
    const d = view.declarationFor(p);
    const text = readFile.call(sys, d ?? p, encoding);
    return text !== undefined && p.includes(PLOT_TYPES) && p.endsWith('.d.ts') ? narrowD3Imports(text) : text;
  };
  if (getModifiedTime) sys.getModifiedTime = (p) => getModifiedTime.call(sys, view.declarationFor(p) ?? p);
  if (getFileSize) sys.getFileSize = (p) => getFileSize.call(sys, view.declarationFor(p) ?? p);
  // The compiled library changes only between kernels (a restart): nothing to watch.
  sys.watchFile = (p, ...rest) => (view.declarationFor(p) || view.hidesSource(p) ? { close() {} } : watchFile.call(sys, p, ...rest));
  if (realpath) sys.realpath = (p) => (view.declarationFor(p) ? p : realpath.call(sys, p));
}

module.exports = { createView, installRuntimeView, installCompilerView, narrowD3Imports };
