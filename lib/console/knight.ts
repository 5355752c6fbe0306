/**
 * `npm run knight [-- --lang en|es] [-- --help]`: the course's console program on stdin/stdout
 * (logic in knight-app.ts, texts in lib/i18n's `console` tables).
 */
import * as readline from 'readline';
import { checkChoice } from '../check';
import { parseCommandLine } from '../command-line';
import { LANGUAGES, labels, type Language } from '../i18n';
import { runConsole } from './knight-app';

// A closed pipe (e.g. `npm run knight | head`) just ends the program.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

/** The language and whether help was asked for; a bad flag or value throws in lib/check.ts's format. */
function parseKnightArgs(argv: readonly string[]): { lang: Language; help: boolean } {
  // The program has no command word: an empty one stands in, so the project's one parser reads the flags.
  const { words, flags } = parseCommandLine(['', ...argv], { commands: [''], valueFlags: ['--lang'], booleanFlags: ['--help'] });
  if (words.length > 0) checkChoice('option', words[0], ['--lang', '--help']);
  const lang = flags.get('--lang');
  return { lang: lang === undefined ? 'en' : checkChoice('--lang', lang, LANGUAGES), help: flags.has('--help') };
}

async function main(): Promise<void> {
  let args: { lang: Language; help: boolean };
  try {
    args = parseKnightArgs(process.argv.slice(2));
  } catch (e) {
    process.stderr.write(`knight: ${(e as Error).message}\n${labels('en').console.usage}\n`);
    process.exitCode = 2;
    return;
  }
  if (args.help) {
    process.stdout.write(labels(args.lang).console.usage + '\n');
    return;
  }
  const rl = readline.createInterface({ input: process.stdin, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  await runConsole({
    ask: async (question) => {
      process.stdout.write(question);
      const next = await lines.next();
      if (next.done) return null;
      if (!process.stdin.isTTY) process.stdout.write(next.value + '\n'); // echo piped input so transcripts read well
      return next.value;
    },
    print: (text) => process.stdout.write(text + '\n'),
  }, { lang: args.lang });
  rl.close();
}

main().catch((e: unknown) => {
  // Only a bug gets here (bad input is handled in runConsole): one line, no stack trace.
  process.stderr.write(`knight: unexpected error: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
});
