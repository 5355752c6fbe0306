// The cells this kernel has checked, kept on disk for the next kernel, as the site's kernel keeps the
// course's cells from its build (platform/site/kernel/worker/checked-cells.ts).
//
// tslab's converter is a function of the declarations of the cells before (prevDecl), the cell's text,
// and the files the checker reads: the standard library, the compiled library's declarations, the
// packages' types and whether Node's types are on. Given the same of each, it returns the same
// JavaScript and declarations. Type-checking a notebook is 40–50% of a kernel's CPU, and a kernel that
// finds all its cells here never builds TypeScript's program at all (about 1 s of CPU at its first
// cell): a notebook run again (Run All after a restart, the grader, a second student on the same
// machine) costs what running it costs.
//
// What is kept: only a cell that checked without an error, with nothing of its own emitted beside it
// (tslab's sideOutputs: a local .ts file it imports), whose imports, and its predecessors', are all
// packages or the compiled library (a local file's declarations are not in the key). The key covers
// the environment (the compiled library's stamp, which holds the compilers' versions; tslab's
// version; the package lock, for the packages' types; the cells' globals file; Node's types on or
// off); an entry is used only when its whole strings (environment, declarations before, text) equal
// the cell's, never on a hash alone. A stale or foreign entry is a miss, and a miss compiles as before.
//
// Where it lives: `.jupyter-local/checked-cells/<environment>/`, one file per cell, written by rename
// (several kernels at once), folders of older environments removed when a new one starts. Where the
// folder cannot be written (a student's kernel in the classroom) the kernel reads what is there; it
// reads nothing from a folder others than its owner (or root) could write, since an entry is code the
// kernel runs.
'use strict';
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

/** Bumped when what an entry holds, or how it is used, changes. */
const FORMAT = 1;

const sha = (...parts) => {
  const h = crypto.createHash('sha256');
  for (const p of parts) h.update(String(p)).update('\0');
  return h.digest('hex');
};

/** True when a cell's checking depends only on what the key covers: its imports are packages or ./lib/. */
function importsAreKeyed(ts, text) {
  const info = ts.preProcessFile(text, true, true);
  if (info.referencedFiles.length > 0) return false; // /// <reference path>: a local file
  return info.importedFiles.every(({ fileName }) => !/^\.{1,2}(\/|$)/.test(fileName) || /^\.\/lib(\/|$)/.test(fileName));
}

/** Readable as ours: owned by this user or root, and nobody else may write it. */
function trusted(dir) {
  try {
    const st = fs.statSync(dir);
    const uid = process.getuid ? process.getuid() : 0;
    return st.isDirectory() && (st.uid === uid || st.uid === 0) && (st.mode & 0o022) === 0;
  } catch {
    return false;
  }
}

/**
 * The cache for one kernel. `environment` is every string the checker's files depend on (see above).
 * Returns null when `root` exists but is not trusted.
 */
function createCheckedCells({ ts, root, environment }) {
  const envText = `${FORMAT}\n${environment.join('\n')}`;
  const dir = path.join(root, sha(envText).slice(0, 16));
  if (fs.existsSync(root) && !trusted(root)) return null;
  let prepared = false;
  const fileFor = (key) => path.join(dir, `${key}.json`);
  const keyOf = (prevDecl, src, usesNode) => sha(envText, usesNode, prevDecl, src);

  /** Made on the first write: this environment's folder, the older ones removed. */
  function prepare() {
    if (prepared) return;
    prepared = true;
    fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
    for (const other of fs.readdirSync(root)) {
      if (other !== path.basename(dir)) fs.rmSync(path.join(root, other), { recursive: true, force: true });
    }
  }

  return {
    /** The entry kept for a cell ({ prevDecl, src, usesNode }), or undefined: { result, maps, switchesToNode } (see keep). */
    find({ prevDecl, src, usesNode }) {
      let entry;
      try {
        entry = JSON.parse(fs.readFileSync(fileFor(keyOf(prevDecl, src, usesNode)), 'utf8'));
      } catch {
        return undefined;
      }
      if (entry.environment !== envText || entry.usesNode !== usesNode || entry.prevDecl !== prevDecl || entry.src !== src) return undefined;
      return entry;
    },
    /** True when a converted cell may be kept (see the top of the file). */
    keepable(prevDecl, src, converted) {
      return !!converted && converted.diagnostics.length === 0 && !converted.sideOutputs
        && importsAreKeyed(ts, prevDecl) && importsAreKeyed(ts, src);
    },
    /**
     * Keeps what a cell ({ prevDecl, src, usesNode }) compiled to: its `result` ({ output without its
     * sourceURL, declOutput, hasToplevelAwait, lastExpressionVar }), its two source `maps`, and
     * `switchesToNode` when the cell, checked in the state `usesNode`, needed Node's types and got them.
     */
    keep({ prevDecl, src, usesNode }, { result, maps, switchesToNode }) {
      try {
        prepare();
        const file = fileFor(keyOf(prevDecl, src, usesNode));
        const tmp = `${file}.${process.pid}`;
        fs.writeFileSync(tmp, JSON.stringify({ environment: envText, usesNode, prevDecl, src, switchesToNode, result, maps }));
        fs.renameSync(tmp, file);
        return true;
      } catch {
        return false; // not ours to write (the classroom), or a full disk: the kernel runs without
      }
    },
  };
}

module.exports = { createCheckedCells, importsAreKeyed, FORMAT };
