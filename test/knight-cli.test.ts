import { spawnSync } from 'child_process';
import * as path from 'path';
import { describe, expect, it } from 'vitest';
import { ConsoleIO, parseIntegerInput, runConsole } from '../lib/console/knight-app';
import { validateTour } from '../lib/knight';
import { gridToTour } from '../lib/knight/tour';

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
  return spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'lib/console/knight.ts')], {
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

describe('console program in Spanish (--lang es)', () => {
  const es = (lines: string[]) => script(lines, { lang: 'es' });
  // Words of the English messages that must not appear in a Spanish session (the title's "(knight's tour)" aside).
  const english = /\b(board|square|squares|start|choose|nodes|backtracks|undo|quit|stuck|exists|searching|validated|bye|note|built)\b/;
  const withoutTitle = (text: string) => text.replace("(knight's tour)", '');

  it('menu, backtracking and divide and conquer: valid tours, Spanish captions only', async () => {
    const text = await es(['2', '8', '8', '0', '0', '1', '3', '10', '10', '4', '5', '0']);
    expect(text).toMatch(/^Recorrido del caballo/);
    expect(text).toMatch(/1\) manual {3}2\) vuelta atrás {3}3\) dividir y conquistar {3}0\) salir/);
    expect(text).toMatch(/elige una opción \[0-3\]: 2\nfilas del tablero \[1-1000\]: 8\ncolumnas del tablero \[1-1000\]: 8\n/);
    expect(text).toMatch(/fila de la casilla inicial \[0-7\]: 0\ncolumna de la casilla inicial \[0-7\]: 0\n/);
    expect(text).toMatch(/buscando \(vuelta atrás, en el orden de la regla de Warnsdorff, hasta (?:\d{1,4}|\d{1,3}(?:\u00a0\d{3})+) nodos\)/);
    expect(text).toMatch(/recorrido abierto, validado: cada casilla una sola vez/);
    expect(text).toMatch(/nodos (?:\d{1,4}|\d{1,3}(?:\u00a0\d{3})+), vueltas atrás (?:\d{1,4}|\d{1,3}(?:\u00a0\d{3})+), [\d.]+ ms/);
    expect(text).toMatch(/recorrido cerrado, validado/);
    expect(text).toMatch(/construido en [\d.]+ ms/);
    expect(text.trim().endsWith('adiós')).toBe(true);
    expect(withoutTitle(text)).not.toMatch(english);
    const boards = text.split('recorrido abierto, validado')[0];
    const tour = gridToTour(firstBoard(boards));
    expect(validateTour(tour).ok).toBe(true);
    expect(tour.path[0]).toBe(0);
    const dc = gridToTour(firstBoard(text.slice(text.indexOf('filas del tablero [1-3000]'))));
    expect(validateTour(dc)).toEqual({ ok: true, closed: true });
    expect(dc.path[0]).toBe(45);
  });

  it('says "No existe un recorrido posible …" for impossible boards, then why, in Spanish', async () => {
    expect(await es(['2', '4', '4', '0', '0', '1', '0'])).toMatch(
      /\nNo existe un recorrido posible para el tablero de 4×4 dado\.\n {2}por qué: no hay recorrido en 4×4 \(Conrad/,
    );
    expect(await es(['2', '5', '5', '0', '0', '2', '0'])).toMatch(
      /\nNo existe un recorrido cerrado posible para el tablero de 5×5 dado\.\n {2}por qué: un recorrido cerrado alterna los colores, .* 5×5 tiene 25\n/,
    );
    expect(await es(['2', '4', '8', '0', '0', '2', '0'])).toMatch(/por qué: no hay recorrido cerrado en 4×8 \(Schwenk 1991/);
    expect(await es(['2', '5', '5', '0', '1', '1', '0'])).toMatch(/\nNo existe un recorrido posible desde esta casilla inicial: .*fila \+ columna par\.\n/);
    expect(await es(['3', '3', '3', '0'])).toMatch(/\nNo existe un recorrido posible para el tablero de 3×3 dado\.\n/);
    expect(await es(['3', '4', '5', '0'])).toMatch(/dividir y conquistar necesita los dos lados ≥ 5, y el tablero es de 4×5 .*prueba la opción 2\)/);
  });

  it('manual game: moves, stuck, undo, bad input and quitting with s', async () => {
    const text = await es(['1', '3', '3', '0', '0', '0', '0', '0', '0', '0', '0', '0', '-1', 'z', '9', '-1', '-1', '-1', '-1', '-1', '-1', '-1', '-1', 's', '0']);
    expect(text).toMatch(/nota: no existe un recorrido posible en este tablero \(no hay recorrido en 3×3 .*\); puedes jugar de todos modos/);
    expect(text).toMatch(/atascado tras \d+ de 9 casillas: no queda ningún movimiento/);
    expect(text).toMatch(/-1 para deshacer, s para salir: /);
    expect(text).toMatch(/0-\d para mover, -1 para deshacer, s para salir: /);
    expect(text).toMatch(/«z» no es un número entero; escribe un número del 0 al \d \(o -1 para deshacer, s para salir\)/);
    expect(text).toMatch(/no hay nada que deshacer: el caballo está en su casilla inicial/);
    expect(text).toMatch(/\|k\|/);
    expect(text.trim().endsWith('adiós')).toBe(true);
    expect(withoutTitle(text)).not.toMatch(english);
  });

  it('manual game won in Spanish, re-prompts in Spanish, end of input', async () => {
    const { ManualGame, backtrackTour } = await import('../lib/knight');
    const tour = backtrackTour(5, 5, 0).tour!;
    const g = new ManualGame(5, 5, 0);
    const moves: string[] = [];
    for (let k = 1; k < 25; k++) {
      const o = g.options().find((x) => x.square === tour.path[k])!;
      moves.push(String(o.label));
      g.move(o.label);
    }
    const won = await es(['1', '5', '5', '0', '0', ...moves, '0']);
    expect(won).toMatch(/¡Tablero completo! Tu recorrido:/);
    expect(validateTour(gridToTour(firstBoard(won.slice(won.indexOf('¡Tablero completo')))))).toMatchObject({ ok: true });
    const bad = await es(['abc', '', '7', '2', '0']);
    expect(bad).toMatch(/«abc» no es un número entero; escribe un número del 0 al 3/);
    expect(bad).toMatch(/\nescribe un número del 0 al 3\n/);
    expect(bad).toMatch(/7 está fuera de rango; escribe un número del 0 al 3/);
    expect(bad).toMatch(/0 está fuera de rango; escribe un número del 1 al 1000/);
    expect(bad).toMatch(/fin de la entrada: adiós/);
  });

  it("leaves the English session as it was: lang 'en' prints what the default prints", async () => {
    const lines = ['2', '6', '6', '0', '0', '1', '2', '4', '4', '0', '0', '1', '1', '3', '3', '0', '0', '0', '-1', 'q', '3', '8', '8', '0', '0', '0'];
    const stripMs = (t: string) => t.replace(/[\d.]+ ms/g, 'ms');
    const plain = await script(lines);
    expect(stripMs(await script(lines, { lang: 'en' }))).toBe(stripMs(plain));
    expect(plain).toMatch(/^Knight's tour \(recorrido del caballo\)\n/);
    expect(plain).toMatch(/No open knight's tour exists for this 4×4 board\.\n {2}why: no open tour on 4×4/);
  });
});

describe('console program (spawned) with --lang and --help', () => {
  function spawnArgs(args: string[], input = '') {
    return spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'lib/console/knight.ts'), ...args], {
      input,
      encoding: 'utf8',
      cwd: root,
      timeout: 60_000,
    });
  }

  it('--lang es runs a Spanish session to the end', () => {
    const r = spawnArgs(['--lang', 'es'], 'x\n2\n4\n4\n0\n0\n1\n2\n6\n6\n0\n0\n1\n0\n');
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/1\) manual {3}2\) vuelta atrás {3}3\) dividir y conquistar {3}0\) salir/);
    expect(r.stdout).toMatch(/«x» no es un número entero/);
    expect(r.stdout).toMatch(/No existe un recorrido posible para el tablero de 4×4 dado\./);
    expect(validateTour(gridToTour(firstBoard(r.stdout))).ok).toBe(true);
    expect(r.stdout.trim().endsWith('adiós')).toBe(true);
  });

  it('--help mentions --lang (in Spanish with --lang es); a bad language or option is refused, naming the allowed ones', () => {
    const help = spawnArgs(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/--lang en\|es/);
    expect(spawnArgs(['--lang', 'es', '--help']).stdout).toMatch(/--lang en\|es {3}el idioma del menú/);
    const bad = spawnArgs(['--lang', 'fr']);
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toMatch(/--lang must be one of 'en', 'es', got "fr"/);
    expect(bad.stdout).toBe('');
    expect(spawnArgs(['--verbose']).stderr).toMatch(/option must be one of '--lang', '--help', got "--verbose"/);
  });
});
