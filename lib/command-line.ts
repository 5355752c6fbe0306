/**
 * The command lines of the project's scripts (`npm run setup|start|notebooks`, `npm run grade|student-edition`):
 * a command, then words (notebook names, paths) and `--flags`, some of which take a value.
 * Errors use lib/check.ts's one message format.
 */
import { checkChoice, checkInteger } from './check';

/** What a script accepts. */
export interface CommandLineSpec {
  commands: readonly string[];
  /** Flags followed by a value (`--port 9000`). */
  valueFlags: readonly string[];
  /** Flags on their own (`--quick`). */
  booleanFlags: readonly string[];
}

/** A parsed command line: the command, the other words in order, and the flags given. */
export interface CommandLine {
  command: string;
  words: string[];
  flags: Map<string, string | true>;
}

/** Splits `argv` (without node and the script) by `spec`; an unknown command or flag is refused with the list of known ones. */
export function parseCommandLine(argv: readonly string[], spec: CommandLineSpec): CommandLine {
  const [command = '', ...rest] = argv;
  checkChoice('command', command, spec.commands);
  const flags = new Map<string, string | true>();
  const words: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i];
    if (spec.valueFlags.includes(a)) {
      if (i + 1 >= rest.length) throw new RangeError(`${a} needs a value`);
      flags.set(a, rest[++i]);
    } else if (spec.booleanFlags.includes(a)) flags.set(a, true);
    else if (a.startsWith('--')) checkChoice('option', a, [...spec.valueFlags, ...spec.booleanFlags]);
    else words.push(a);
  }
  return { command, words, flags };
}

/** The integer value of a flag in [min, max], or `fallback` when the flag is absent. */
export function intFlag(flags: Map<string, string | true>, name: string, { fallback, min, max }: { fallback: number; min: number; max: number }): number {
  const raw = flags.get(name);
  if (raw === undefined) return fallback;
  // A string of digits is checked as the number it spells; anything else is refused as typed.
  return checkInteger(name, typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw, min, max);
}
