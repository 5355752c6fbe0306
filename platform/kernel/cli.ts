/**
 * The platform's command line (package.json scripts call it):
 *   setup [--quiet] [--browser] [--kernel-tests] [--classroom]
 *                                         find or install Jupyter (and, for the tests, Chromium,
 *                                         Jupyter's kernel test suite and JupyterHub), register the
 *                                         kernel spec, compile lib/ for the kernel
 *   start [--port N] [--instructor]       setup, then serve on 127.0.0.1 until Ctrl-C: the student workspace work/
 *                                         (the student edition, created on the first start, never overwritten;
 *                                         es/ in Spanish), or with --instructor notebooks/ itself, solutions included
 *   run [NAME…] [--quick] [--out DIR]     execute notebooks headless into build/ (.ipynb, .html, index.html);
 *                                         without names every edition, the translations with quick parameters
 */
import * as path from 'path';
import { intFlag, parseCommandLine, type CommandLineSpec } from '../../lib/command-line';
import { describeFailure, executeEditions, writeIndex } from './execute';
import { editionOf, resolveNotebooks } from '../notebook-files/course-notebooks';
import { ensureChromium } from './chromium';
import { ensureKernelTestSuite } from './kernel-test-suite';
import { ensureHubPackages } from './hub-packages';
import { buildDir, projectRoot } from '../paths';
import { startJupyter } from './server';
import { ensureWorkspace } from './workspace';
import { setup } from './setup';
import { runMain } from './run-main';

interface Args {
  command: string;
  names: string[];
  flags: Map<string, string | true>;
}

const SPEC: CommandLineSpec = {
  commands: ['setup', 'start', 'run'],
  valueFlags: ['--port', '--out', '--concurrency'],
  booleanFlags: ['--quiet', '--quick', '--browser', '--kernel-tests', '--classroom', '--instructor'],
};

/** The command, the notebook names and the flags of a command line. */
export function parseArgs(argv: string[]): Args {
  const { command, words, flags } = parseCommandLine(argv, SPEC);
  return { command, names: words, flags };
}

async function main(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  const quiet = args.flags.has('--quiet');
  const log = (line: string) => console.log(line);
  const ready = setup({ log });
  if (!quiet || ready.kernelSpecChanged) {
    log(`Jupyter: ${ready.python.python} (notebook ${ready.python.versions.notebook}, nbclient ${ready.python.versions.nbclient})`);
    log(`TypeScript kernel spec: ${path.relative(projectRoot, ready.kernelSpecDir)}/kernel.json${ready.kernelSpecChanged ? ' (written)' : ''}`);
  }
  if (!quiet || ready.library.built) {
    log(`Library for the kernel: ${path.relative(projectRoot, ready.library.dir) || ready.library.dir}${ready.library.built ? ` (compiled from lib/ in ${(ready.library.ms / 1000).toFixed(1)} s)` : ' (current with lib/)'}`);
  }
  if (args.flags.has('--browser')) {
    const chromium = ensureChromium({ log });
    if (!quiet) log(`Chromium for the browser tests: ${chromium}`);
  }
  if (args.flags.has('--kernel-tests')) ensureKernelTestSuite(ready.python.python, { log });
  // The classroom's tests run a hub and import classroom_hub.py (Python's jupyterhub): installed before any test runs.
  if (args.flags.has('--classroom')) ensureHubPackages({ log });
  if (args.command === 'setup') return 0;

  if (args.command === 'start') {
    const port = intFlag(args.flags, '--port', { fallback: 8888, min: 1, max: 65535 });
    const instructor = args.flags.has('--instructor');
    let served = 'notebooks';
    if (!instructor) {
      const ws = ensureWorkspace();
      served = path.relative(projectRoot, ws.dir);
      log(ws.kept.length === 0
        ? `Your workspace ${served}/ is new: the student edition of ${ws.added.length} notebooks (solutions left for you to write).`
        : `Your workspace ${served}/: ${ws.kept.length} notebooks kept as you left them${ws.added.length ? `, ${ws.added.length} new ones added (${ws.added.join(', ')})` : ''}. It is never overwritten; delete a notebook there to get the course's copy back.`);
      log('(The instructor edition, with the solutions: npm start -- --instructor)');
    }
    const server = await startJupyter({ python: ready.python.python, port, log, notebookDir: path.join(projectRoot, served) });
    log(`Jupyter Notebook is serving ${served}/ (${instructor ? 'the instructor edition, solutions included' : 'the student edition'}; in Spanish: ${served}/es/) at\n\n    ${server.url}\n\nOpen that address in a browser; Ctrl-C stops the server.`);
    const onSignal = () => {
      log('\nStopping Jupyter…');
      void server.stop();
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    const code = await server.exited;
    return code ?? 0;
  }

  const paths = resolveNotebooks(args.names);
  const outDir = path.resolve(String(args.flags.get('--out') ?? buildDir));
  const concurrency = intFlag(args.flags, '--concurrency', { fallback: 2, min: 1, max: 8 });
  const quick = args.flags.has('--quick');
  // Without names, the translations run with quick parameters; named, a translation runs as asked.
  const translationsQuick = args.names.length === 0 && paths.some((p) => editionOf(p) !== 'en');
  log(`Executing ${paths.length} notebook(s)${quick ? ' with quick parameters' : translationsQuick ? ' (the translations with quick parameters)' : ''} into ${path.relative(process.cwd(), outDir) || '.'}/`);
  const started = Date.now();
  const runs = await executeEditions(paths, {
    python: ready.python.python, quick, outDir, concurrency, translationsQuick,
    onDone: (r) => log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.cells} code cells, ${r.seconds.toFixed(1)} s)`),
  });
  const index = writeIndex(runs, outDir);
  const failed = runs.filter((r) => !r.ok);
  for (const r of failed) console.error(`error: ${describeFailure(r)}`);
  log(`${runs.length - failed.length} of ${runs.length} notebooks ran without errors in ${((Date.now() - started) / 1000).toFixed(1)} s; open ${path.relative(process.cwd(), index)}`);
  return failed.length ? 1 : 0;
}

if (require.main === module) runMain(main);
