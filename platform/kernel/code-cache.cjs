// V8's code cache for the TypeScript compiler the kernel loads (9 MB of JavaScript). Node 20 has no
// compile cache of its own (module.enableCompileCache is Node 22), so the launcher loads that one file
// through vm.Script with the bytes V8 produced in an earlier kernel: about 0.25 s of CPU less at each
// start. The cache is written after the kernel's first cell (so it holds the checker's functions too)
// when there was none or V8 refused it (another Node or another file); where it cannot be written
// (a student's kernel in the classroom) the kernel simply runs without it.
'use strict';
const crypto = require('crypto');
const fs = require('fs');
const Module = require('module');
const path = require('path');
const vm = require('vm');

/**
 * Loads `file` as the CommonJS module `require(file)` would, using and later refreshing a code cache
 * in `cacheDir`. Returns { save() } to call once the module's hot functions have run.
 */
function loadWithCodeCache(file, cacheDir) {
  const source = fs.readFileSync(file, 'utf8');
  // Keyed by Node's version and the file's identity (size, change time), not a hash of its 9 MB.
  const st = fs.statSync(file);
  const key = crypto.createHash('sha256').update(`${process.version}\0${file}\0${st.size}\0${st.mtimeMs}\0${st.ctimeMs}\0${st.ino}`).digest('hex').slice(0, 16);
  const cacheFile = path.join(cacheDir, `${path.basename(file)}-${key}.v8cache`);
  let cachedData;
  try {
    cachedData = fs.readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  const script = new vm.Script(Module.wrap(source), { filename: file, cachedData });
  const mod = new Module(file, module);
  mod.filename = file;
  mod.paths = Module._nodeModulePaths(path.dirname(file));
  script.runInThisContext().call(mod.exports, mod.exports, Module.createRequire(file), mod, file, path.dirname(file));
  mod.loaded = true;
  require.cache[file] = mod;
  const fresh = cachedData !== undefined && !script.cachedDataRejected;
  return {
    used: fresh,
    save() {
      if (fresh) return false;
      try {
        fs.mkdirSync(cacheDir, { recursive: true });
        const tmp = `${cacheFile}.${process.pid}`;
        fs.writeFileSync(tmp, script.createCachedData());
        fs.renameSync(tmp, cacheFile);
        return true;
      } catch {
        return false; // not ours to write (the classroom): run without it
      }
    },
  };
}

module.exports = { loadWithCodeCache };
