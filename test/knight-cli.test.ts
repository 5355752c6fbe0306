import { spawnSync } from 'child_process';
import * as path from 'path';
import { describe, expect, it } from 'vitest';
import { ConsoleIO, parseIntegerInput, runConsole } from '../lib/knight/console-app';
import { gridToTour, validateTour } from '../lib/knight';

/** Drives runConsole with scripted lines; returns everything printed. */
async function script(lines: string[], options = {}): Promise<string> {
  const out: string[] = [];
  let i = 0;
  const io: ConsoleIO = {
    ask: async (q) => {
      const line = i < lines.length ? lines[i++] : null;
      out.push(q + (line ?? '') + '\n');
      return line;
    },
    print: (t) => out.push(t + '\n'),
  };
  await runConsole(io, options);
  return out.join('');
}

/** Parses the first printed board of step numbers back into a tour. */
function firstBoard(text: string): number[][] {
  const rows = text.split('\n').filter((l) => /^\|( *\d+\|)+$/.test(l));
  const width = rows[0].split('|').length;
  const block = rows.filter((r) => r.split('|').length === width);
  return block.map((r) => r.split('|').slice(1, -1).map(Number));
}

const root = path.resolve(__dirname, '..');
function spawnCli(input: string) {
  return spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'lib/knight/cli.ts')], {
    input,
    encoding: 'utf8',
    cwd: root,
    timeout: 60_000,
  });
}

describe('console program (runConsole)', () => {
  it('mode 2 prints a valid 8×8 tour as the course did, with | separators', async () => {
    const text = await script(['2', '8', '8', '0', '0', '1', '0']);
    const grid = firstBoard(text);
    expect(grid).toHaveLength(8);
    const tour = gridToTour(grid);
    expect(validateTour(tour).ok).toBe(true);
    expect(tour.path[0]).toBe(0);
    expect(text).toMatch(/bye/);
  });

  it('mode 2 closed tour on 6×6 from row 2, column 3', async () => {
    const text = await script(['2', '6', '6', '2', '3', '2', '0']);
    const tour = gridToTour(firstBoard(text));
    expect(validateTour(tour)).toEqual({ ok: true, closed: true });
    expect(tour.path[0]).toBe(2 * 6 + 3);
  });

  it('mode 2 on a thin board from a middle square (3×26, row 0, column 12): a tour, found after restarts', async () => {
    const text = await script(['2', '3', '26', '0', '12', '1', '0']);
    const tour = gridToTour(firstBoard(text));
    expect(validateTour(tour).ok).toBe(true);
    expect(tour.path[0]).toBe(12);
    expect(text).toMatch(/nodes \d+, backtracks \d+, \d+ attempts, [\d.]+ ms/);
  });

  it('says in one sentence that no tour exists (4×4, closed 5×5, 3×3, a wrong-colour square), then why', async () => {
    expect(await script(['2', '4', '4', '0', '0', '1', '0'])).toMatch(/\nNo open knight's tour exists for this 4×4 board\.\n {2}why: no open tour on 4×4 \(Conrad/);
    expect(await script(['2', '5', '5', '0', '0', '2', '0'])).toMatch(/\nNo closed knight's tour exists for this 5×5 board\.\n {2}why: a closed tour alternates colours/);
    expect(await script(['2', '5', '5', '0', '1', '1', '0'])).toMatch(/\nNo knight's tour exists from this start square: .*row \+ column even\.\n/);
    expect(await script(['3', '3', '3', '0'])).toMatch(/\nNo open knight's tour exists for this 3×3 board\.\n/);
  });

  it('re-prompts on letters, empty lines and out-of-range numbers', async () => {
    const text = await script(['abc', '', '7', '2', 'x', '0', '5', '5', '9', '2', '2', '1', '0']);
    expect(text).toMatch(/"abc" is not a whole number/);
    expect(text).toMatch(/please type a number from 0 to 3/);
    expect(text).toMatch(/7 is out of range/);
    expect(text).toMatch(/0 is out of range; type a number from 1 to 1000/);
    expect(text).toMatch(/9 is out of range; type a number from 0 to 4/);
    expect(validateTour(gridToTour(firstBoard(text))).ok).toBe(true);
  });

  it('exits cleanly at end of input anywhere', async () => {
    for (const lines of [[], ['2'], ['2', '8', '8'], ['1', '5', '5', '0', '0', '0']]) {
      expect(await script(lines)).toMatch(/end of input: bye/);
    }
  });

  it('mode 1 plays, undoes (also after stuck) and quits', async () => {
    // 3×3: moving to label 0 repeatedly gets stuck; then undo, then quit.
    const text = await script(['1', '3', '3', '0', '0', '0', '0', '0', '0', '0', '0', '0', '-1', 'z', '9', 'q', '0']);
    expect(text).toMatch(/no tour exists for this board/);
    expect(text).toMatch(/stuck after \d+ of 9 squares/);
    expect(text).toMatch(/\|k\|/);
    expect(text).toMatch(/or -1 to undo, q to quit/);
    expect(text).toMatch(/bye/);
  });

  it('mode 1 won by replaying the moves of a tour', async () => {
    // Warnsdorff's first choice on 5×5 from the corner, always label… found by the game itself:
    const { ManualGame, backtrackTour } = await import('../lib/knight');
    const tour = backtrackTour(5, 5, 0).tour!;
    const g = new ManualGame(5, 5, 0);
    const labels: string[] = [];
    for (let k = 1; k < 25; k++) {
      const o = g.options().find((x) => x.square === tour.path[k])!;
      labels.push(String(o.label));
      g.move(o.label);
    }
    const text = await script(['1', '5', '5', '0', '0', ...labels, '0']);
    expect(text).toMatch(/Board complete!/);
    expect(validateTour(gridToTour(firstBoard(text.slice(text.indexOf('Board complete')))))).toMatchObject({ ok: true });
  });

  it('mode 3 builds the tour by divide and conquer and starts it at the chosen square', async () => {
    const text = await script(['3', '10', '10', '4', '5', '0']);
    const tour = gridToTour(firstBoard(text));
    expect(validateTour(tour)).toEqual({ ok: true, closed: true });
    expect(tour.path[0]).toBe(45);
  });

  it('parseIntegerInput accepts signed integers in range only', () => {
    expect(parseIntegerInput(' 12 ', 0, 20)).toEqual({ value: 12 });
    expect(parseIntegerInput('1e3', 0, 2000)).toHaveProperty('error');
    expect(parseIntegerInput('3.5', 0, 20)).toHaveProperty('error');
    expect(parseIntegerInput('-1', -1, 5)).toEqual({ value: -1 });
  });
});

describe('console program (spawned, stdin)', () => {
  it('runs a backtracking session and exits 0 with no stack trace on bad input and EOF', () => {
    const r = spawnCli('abc\n\n2\n6\n6\n0\n0\n1\n2\nfoo\n');
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/1\) manual {3}2\) backtracking {3}3\) divide and conquer/);
    expect(r.stdout).toMatch(/not a whole number/);
    expect(validateTour(gridToTour(firstBoard(r.stdout))).ok).toBe(true);
    expect(r.stdout).toMatch(/end of input: bye/);
    expect(r.stdout).not.toMatch(/at .*\.ts:\d+/);
  });

  it('option 0 exits with "bye"', () => {
    const r = spawnCli('0\n');
    expect(r.status).toBe(0);
    expect(r.stdout.trim().endsWith('bye')).toBe(true);
  });
});
