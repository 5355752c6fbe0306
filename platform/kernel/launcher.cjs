// Jupyter starts this file (see the kernel.json that `npm run setup` writes). It moves to the
// project root before starting tslab, because tslab only resolves local imports from its working
// directory downward: with the root as cwd every notebook imports the library as `./lib/...`.
// Before tslab loads, it makes sure the compiled library (compiled-library.cjs) matches lib/,
// rebuilding it if a file changed, and tslab-adapter.cjs adjusts tslab to Jupyter's protocol
// (errors, results, history) and shows it the compiled library in place of lib/'s sources.
// COURSE_KERNEL_LIBRARY=source keeps tslab compiling lib/ from TypeScript, as before (the baseline
// of the kernel benchmark, test/kernel.bench.ts).
'use strict';
const path = require('path');

const connectionFile = process.argv[2];
if (!connectionFile) {
  console.error('usage: node launcher.cjs <connection-file>   (Jupyter passes {connection_file})');
  process.exit(2);
}
const absoluteConnectionFile = path.resolve(connectionFile);
const projectRoot = path.resolve(__dirname, '..', '..');
process.chdir(projectRoot);
require('./parent-watch.cjs').watchParent();

let compiled = null;
if (process.env.COURSE_KERNEL_LIBRARY !== 'source') {
  const { ensureCompiledLibrary } = require('./compiled-library.cjs');
  compiled = ensureCompiledLibrary(projectRoot, { log: (line) => console.error(line) });
}
require('./tslab-adapter.cjs').install({ projectRoot, compiledDir: compiled && compiled.dir });

const js = process.argv.includes('--js');
process.argv = [process.argv[0], 'tslab', 'kernel', '--config-path', absoluteConnectionFile, ...(js ? ['--js'] : [])];
require('tslab/dist/main.js').main();
