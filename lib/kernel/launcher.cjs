// Jupyter starts this file (see the kernel.json that `npm run setup` writes). It moves to the
// project root before starting tslab, because tslab only resolves local imports from its working
// directory downward: with the root as cwd every notebook imports the library as `./lib/...`.
'use strict';
const path = require('path');

const connectionFile = process.argv[2];
if (!connectionFile) {
  console.error('usage: node launcher.cjs <connection-file>   (Jupyter passes {connection_file})');
  process.exit(2);
}
const absoluteConnectionFile = path.resolve(connectionFile);
process.chdir(path.resolve(__dirname, '..', '..'));
// tslab drives TypeScript's watch compiler with a single timer slot. A directory watcher event (any
// file created or deleted under a watched folder such as the project root or node_modules, e.g. by
// tests writing build/) schedules a second timer, and the next cell then fails with "Unexpected
// pending rebuildTimer". Those watchers only serve modules that appear after a failed import, which
// a notebook never needs; file watchers stay, so an edited library file still reloads on re-import.
const tslabDir = path.dirname(require.resolve('tslab/package.json'));
const ts = require(require.resolve('@tslab/typescript-for-tslab', { paths: [tslabDir] }));
ts.sys.watchDirectory = () => ({ close() {} });

const js = process.argv.includes('--js');
process.argv = [process.argv[0], 'tslab', 'kernel', '--config-path', absoluteConnectionFile, ...(js ? ['--js'] : [])];
require('tslab/dist/main.js').main();
