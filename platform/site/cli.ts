/**
 * `npm run site [-- --serve] [--port N] [--out DIR] [--no-isolation]`: builds the course as a static
 * JupyterLite site (build.ts) and, with --serve, serves it on 127.0.0.1 until Ctrl-C (serve.ts).
 */
import * as path from 'path';
import { intFlag, parseCommandLine, type CommandLineSpec } from '../../lib/command-line';
import { buildSite, siteDir } from './build';
import { serveSite } from './serve';
import { siteSize } from './size';
import { runMain } from '../kernel/run-main';

const SPEC: CommandLineSpec = {
  commands: ['build'],
  valueFlags: ['--port', '--out'],
  booleanFlags: ['--serve', '--no-isolation'],
};

async function main(argv: string[]): Promise<number> {
  const { flags } = parseCommandLine(['build', ...argv], SPEC);
  const log = (line: string) => console.log(line);
  const out = path.resolve(String(flags.get('--out') ?? siteDir));
  const port = intFlag(flags, '--port', { fallback: 8800, min: 0, max: 65535 }); // refused before a build, not after
  const report = await buildSite(out, log);
  for (const [name, part] of Object.entries(report.parts)) log(`  ${name.padEnd(8)} ${part.built ? `built in ${(part.ms / 1000).toFixed(1)} s` : 'unchanged'}`);
  const size = siteSize(out);
  log(`The site is in ${path.relative(process.cwd(), out) || '.'}/: ${size.files} files, ${(size.bytes / 1e6).toFixed(1)} MB (${(size.gzip / 1e6).toFixed(1)} MB gzip). Publish that folder on any static web server.`);
  if (!flags.has('--serve')) return 0;
  const isolated = !flags.has('--no-isolation');
  const server = await serveSite(out, { port, isolated });
  log(`\nServing the course at\n\n    ${server.url}\n\n${isolated ? 'cross-origin isolated: Stop interrupts a cell and keeps its variables' : 'without cross-origin isolation: Stop replaces the kernel (its variables are lost)'}. Ctrl-C stops the server.`);
  await new Promise<void>((resolve) => {
    const stop = () => void server.close().then(resolve);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}

if (require.main === module) runMain(main);
