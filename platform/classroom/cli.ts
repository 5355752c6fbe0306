/**
 * The classroom's command line (`npm run classroom -- …`; as root):
 *   [start] [--class FILE] [--teacher NAME] [--port N] [--dir DIR]
 *                                   the hub on 127.0.0.1 until Ctrl-C (the first start needs --class)
 *   collect [--out DIR] [--dir DIR] every student's notebooks → build/submissions/<student>/ for `npm run grade`
 *   load-test [--students N | --sweep 5,10,20,30] [--repeat K] [--runaway S] [--deadline S] [--json FILE]
 *                                   simulated students on loopback (a fresh hub of its own for each run, each N
 *                                   K times), figures and every failure with its reason printed per run
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'fs';
import * as path from 'path';
import { intFlag, parseCommandLine, type CommandLineSpec } from '../../lib/command-line';
import { buildDir } from '../paths';
import { setup } from '../kernel/setup';
import { SetupError } from '../kernel/setup-error';
import { checkInteger } from '../../lib/check';
import { startClassroom } from './classroom';
import { collectNotebooks } from './collect';
import { classroomPaths } from './hub-config';
import { ensureHubPackages } from '../kernel/hub-packages';
import { cleanLoadTest, formatReport, LOAD_TEST_DIR, MAX_STUDENTS, runLoadTest, type LoadTestReport } from './load-test';
import { runMain } from '../kernel/run-main';

const SPEC: CommandLineSpec = {
  commands: ['start', 'collect', 'load-test'],
  valueFlags: ['--class', '--teacher', '--port', '--dir', '--out', '--students', '--sweep', '--runaway', '--deadline', '--json', '--repeat'],
  booleanFlags: [],
};

/** `npm run classroom` alone (or with only flags) means `start`. */
export function parseArgs(argv: string[]) {
  const words = argv.length === 0 || argv[0].startsWith('--') ? ['start', ...argv] : argv;
  return parseCommandLine(words, SPEC);
}

/** `--sweep 5,10,20` → [5, 10, 20], each checked. */
export function parseSweep(text: string): number[] {
  return text.split(',').map((s) => checkInteger('--sweep entry', /^\d+$/.test(s.trim()) ? Number(s) : s, 2, MAX_STUDENTS));
}

/** Per N, each run's failures, silent kernels restarted and p95 per cell: the lines that say whether repeated sweeps held. */
export function sweepSummary(reports: LoadTestReport[]): string[] {
  const sizes = [...new Set(reports.map((r) => r.students))];
  return sizes.map((n) => {
    const runs = reports.filter((r) => r.students === n);
    const list = (f: (r: LoadTestReport) => string) => runs.map(f).join(', ');
    return `N=${n}: failures per run ${list((r) => String(r.failures.length))}; silent kernels restarted ${list((r) => String(r.kernelRestarts.length))}; ` +
      `p95 per cell ${list((r) => `${r.cellSeconds.p95.toFixed(2)} s`)}; not checked ${list((r) => String(r.notChecked.length))}`;
  });
}

/** The largest N whose p95 per cell stayed under `limitSeconds` with no failures in any of its runs (undefined if none). */
export function largestComfortableN(reports: LoadTestReport[], limitSeconds = 5, which: 'cellSeconds' | 'cellSecondsAfterImport' = 'cellSeconds'): number | undefined {
  const bad = new Set(reports.filter((r) => r.failures.length > 0 || !(r[which].p95 < limitSeconds)).map((r) => r.students));
  const ok = reports.map((r) => r.students).filter((n) => !bad.has(n));
  return ok.length ? Math.max(...ok) : undefined;
}

async function loadTestCommand(flags: Map<string, string | true>, log: (s: string) => void): Promise<number> {
  const sizes = flags.has('--sweep') ? parseSweep(String(flags.get('--sweep'))) : [intFlag(flags, '--students', { fallback: 5, min: 2, max: MAX_STUDENTS })];
  const runawaySeconds = intFlag(flags, '--runaway', { fallback: 15, min: 1, max: 600 });
  const deadlineSeconds = intFlag(flags, '--deadline', { fallback: 900, min: 30, max: 7200 });
  const repeat = intFlag(flags, '--repeat', { fallback: 1, min: 1, max: 20 });
  const reports: LoadTestReport[] = [];
  const json = path.resolve(String(flags.get('--json') ?? path.join(buildDir, 'classroom', 'load-test.json')));
  mkdirSync(path.dirname(json), { recursive: true });
  // Ctrl-C or a kill mid-run: stop the hub, the students' processes and remove their accounts before exiting
  // (without this, a sweep stopped by hand left a hub, a proxy and 30 users until the next run).
  const onSignal = (signal: NodeJS.Signals) => {
    log(`\n${signal}: stopping the load test's hub and students, removing their accounts…`);
    cleanLoadTest(classroomPaths(LOAD_TEST_DIR));
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  for (const students of sizes) {
    for (let run = 1; run <= repeat; run++) {
      const hubLogFile = path.join(path.dirname(json), repeat > 1 ? `hub-${students}-${run}.log` : `hub-${students}.log`);
      writeFileSync(hubLogFile, '');
      log(`\nLoad test: ${students} students (one runaway), run ${run} of ${repeat}, deadline ${deadlineSeconds} s; the hub's log: ${path.relative(process.cwd(), hubLogFile)}`);
      const report = { ...(await runLoadTest({ students, runawaySeconds, deadlineSeconds, log, hubLog: (line) => appendFileSync(hubLogFile, `${line}\n`) })), run };
      log(formatReport(report));
      for (const f of report.failures) log(`  failure: ${f}`);
      for (const k of report.kernelRestarts) log(`  silent kernel restarted: ${k}`);
      for (const c of report.notChecked) log(`  not checked: ${c}`);
      reports.push(report);
      writeFileSync(json, `${JSON.stringify(reports, null, 1)}\n`); // so far, in case a later run is stopped
    }
  }
  log(`\n${sweepSummary(reports).join('\n')}`);
  writeFileSync(json, `${JSON.stringify(reports, null, 1)}\n`);
  const best = largestComfortableN(reports);
  const bestAfterImport = largestComfortableN(reports, 5, 'cellSecondsAfterImport');
  log(`\nLargest N with p95 per cell < 5 s and no failures: ${best ?? 'none of those tried'} ` +
    `(leaving out each kernel's first library import: ${bestAfterImport ?? 'none of those tried'}). Details: ${path.relative(process.cwd(), json)}`);
  return reports.every((r) => r.failures.length === 0) ? 0 : 1;
}

async function main(argv: string[]): Promise<number> {
  const { command, flags } = parseArgs(argv);
  const log = (line: string) => console.log(line);
  const root = flags.has('--dir') ? path.resolve(String(flags.get('--dir'))) : undefined;
  if (command === 'collect') {
    const out = path.resolve(String(flags.get('--out') ?? path.join(buildDir, 'submissions')));
    const collected = collectNotebooks(classroomPaths(root).workspaces, out);
    for (const c of collected) log(`  ${c.student}: ${c.files.length} notebook${c.files.length === 1 ? '' : 's'}`);
    log(`Collected into ${path.relative(process.cwd(), out) || '.'}/; grade them with: npm run grade -- ${path.relative(process.cwd(), out)}/`);
    return 0;
  }
  if (process.getuid?.() !== 0) throw new SetupError('the classroom runs each student as a system user of their own: run it as root (sudo npm run classroom …)');
  setup({ log });
  ensureHubPackages({ log });
  if (command === 'load-test') return loadTestCommand(flags, log);

  const classroom = await startClassroom({
    root, classList: flags.get('--class') as string | undefined, teacher: flags.get('--teacher') as string | undefined,
    port: intFlag(flags, '--port', { fallback: 8000, min: 1, max: 65535 }), log,
  });
  const { paths, hub } = classroom;
  if (classroom.newPasswords.size) {
    log(`New accounts (${classroom.newPasswords.size}); their passwords were added to ${paths.passwordsFile} (root only) — hand them out:`);
    for (const [name, password] of classroom.newPasswords) log(`  ${name}\t${password}`);
  }
  log(`\nThe classroom (${classroom.students.length} students, teacher ${classroom.teacher}) is at\n\n    ${hub.url}/\n\n` +
    `Workspaces: ${paths.workspaces}/<student>. Collect with \`npm run classroom -- collect\`. Ctrl-C stops the hub and every student's server.`);
  const onSignal = () => {
    log('\nStopping the hub and the students\' servers…');
    void hub.stop();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const code = await hub.exited;
  await hub.stop();
  return code ?? 0;
}

if (require.main === module) runMain(main);
