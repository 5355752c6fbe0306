// Jupyter starts this file (see the kernel.json that `npm run setup` writes). It moves to the
// project root before starting tslab, because tslab only resolves local imports from its working
// directory downward: with the root as cwd every notebook imports the library as `./lib/...`.
// tslab-adapter.cjs then adjusts tslab to Jupyter's protocol (errors, results, history) before it loads.
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
require('./tslab-adapter.cjs').install({ projectRoot });

const js = process.argv.includes('--js');
process.argv = [process.argv[0], 'tslab', 'kernel', '--config-path', absoluteConnectionFile, ...(js ? ['--js'] : [])];
require('tslab/dist/main.js').main();
