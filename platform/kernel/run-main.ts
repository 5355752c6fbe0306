/** How every command line of the platform ends (npm run setup|start|notebooks|grade|student-edition|classroom|site). */
import { SetupError } from './setup-error';

/**
 * Runs `main` on the script's arguments and exits with its code. A failure prints one line,
 * `error: <message>`; the stack follows only for a bug — anything but a problem the user can fix (a
 * SetupError, or a RangeError/TypeError from the input checks) — or with DEBUG=1.
 */
export function runMain(main: (argv: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      const e = err instanceof Error ? err : new Error(String(err));
      console.error(`error: ${e.message}`);
      const known = e instanceof SetupError || e instanceof RangeError || e instanceof TypeError;
      if (!known || process.env.DEBUG) console.error(e.stack);
      process.exit(1);
    },
  );
}
