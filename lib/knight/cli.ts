/**
 * `npm run knight`: the course's console program on stdin/stdout (logic in console-app.ts).
 */
import * as readline from 'readline';
import { runConsole } from './console-app';

// A closed pipe (e.g. `npm run knight | head`) just ends the program.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

async function main(): Promise<void> {
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
  });
  rl.close();
}

main().catch((e: unknown) => {
  // Only a bug gets here (bad input is handled in runConsole): one line, no stack trace.
  process.stderr.write(`knight: unexpected error: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
});
