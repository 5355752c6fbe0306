/**
 * The English labels of everything library code draws or prints in a notebook or the console: the
 * source table. `es.ts` has the same keys (its type is `Labels`, so a missing one does not compile).
 * Parametrised texts are functions, so word order can differ between languages.
 */
import type { NoTourReason } from '../knight/existence';
import type { CycleProblem } from '../knight/structured';
import type { TourProblem } from '../knight/tour';
import { formatCount } from './numbers';

/** The names of the states' colours (lib/notebook/palette's STATE): the palette table below and the widgets' captions read them here. */
const STATE_COLOURS = {
  unseen: 'cream', visited: 'pale blue', current: 'gold', candidate: 'pale green', chosen: 'light green',
  solution: 'bright green', deadEnd: 'coral', deadEndLight: 'pale coral', given: 'tan', excluded: 'silver',
};
/** A colour name at the start of a sentence. */
const Cap = (name: string) => name[0].toUpperCase() + name.slice(1);

export const en = {
  // lib/notebook: claims, fits, charts, progress lines, pictures' legends and titles.
  notebook: {
    claim: {
      notThisTime: (statement: string) => `not this time: ${statement}`,
      measured: (value: string) => `measured ${value}`,
      lookFor: 'Look for:',
    },
    /** Knuth's profile of a search: rows tried at each level (levelProfileChart). */
    profile: {
      x: 'level d (rows already chosen)',
      y: 'rows tried at level d',
      total: (nodes: string) => `${nodes} rows tried in all`,
    },
    growth: {
      /** A fit's status (`Growth.status`, an English key) in words. */
      statuses: { fitted: 'fitted', 'too few sizes': 'too few sizes', 'too noisy': 'too noisy' },
      /** The laws in words: `∝ n^2.01` or `grows ×4.82 per step of n`. */
      power: (exponent: string) => `∝ n^${exponent}`,
      exponential: (base: string) => `grows ×${base} per step of n`,
      range: (from: number, to: number) => `n = ${from}…${to}`,
      /** The counter's law over the time fit's sizes (`range` null) or, when there is no time fit to compare with, over `range`. */
      counter: (law: string, range: string | null) => `; counter ${law} over ${range ?? 'the same sizes'}`,
      statistic: { median: 'median', min: 'min' },
      tooFew: (label: string, floorMs: number, used: number, total: number) =>
        `${label}: too few sizes above ${floorMs} ms to fit (${used} of ${total}) — raise the sizes`,
      tooNoisy: ({ label, law, r2, minR2, range, counter }: { label: string; law: string; r2: string; minR2: number; range: string; counter: string }) =>
        `${label}: too noisy — rerun or raise the sizes (a line would say ${law}, but r² ${r2} < ${minR2} over ${range})${counter}`,
      fitted: ({ label, law, r2, statistic, repeat, range, counter }: { label: string; law: string; r2: string; statistic: string; repeat: number; range: string; counter: string }) =>
        `${label}: time ${law} (r² ${r2}, ${statistic} of ${repeat}, fitted over ${range})${counter}`,
    },
    chart: {
      size: 'size n',
      method: 'method',
      time: { cpu: 'CPU time', wall: 'time' },
      timeAxis: (time: string, unit: string) => `↑ ${time} per call (${unit})`,
      counterAxis: (counter: string) => `↑ ${counter} per call`,
      dashed: { power: '(dashed: the fitted power law)', exponential: '(dashed: the fitted exponential)' },
      /** Series whose counts equal an earlier one's at every size: [earlier, later] labels. */
      sameCounts: (pairs: readonly (readonly [string, string])[]) =>
        `(the same counts: ${pairs.map(([a, b]) => `${b} on ${a}`).join(', ')}, each dot inside a larger one)`,
    },
    /** The course's colours (lib/notebook/palette): what each method key is, and each colour's name (captions use these). */
    palette: {
      title: "The course's colours: one colour per method, in every chart of every notebook and widget",
      header: ['colour', 'key', 'what it stands for', 'name'],
      stateTitle: 'The states of a search, on boards, trees and grids alike',
      stateHeader: ['colour', 'state', 'what it marks', 'name'],
      methods: {
        warnsdorff: "Warnsdorff's rule (one greedy pass)",
        first: 'tie-break first (the MOVES order)',
        random: 'tie-break random (seeded)',
        roth: 'tie-break roth (farthest from the centre)',
        squirrel: "tie-break squirrel (Squirrel & Cull's schedule)",
        backtracking: "backtracking in Warnsdorff's order, with pruning (the course's)",
        textbook: 'backtracking in a fixed order, no pruning (textbook)',
        'backtracking-fixed': 'backtracking in a fixed order, with pruning',
        'backtracking-random': 'backtracking in a random order, with pruning',
        discrepancy: 'backtracking with restarts (discrepancies)',
        'best-case': 'the best case: one node per square',
        'course-bound': "the course's bound",
        'divide-and-conquer': 'divide and conquer, tile by tile',
        successor: 'divide and conquer, successor chasing',
        copying: 'divide and conquer, copying sub-tours',
        fill: 'filling a fresh Int32Array (the floor)',
        refill: 'rewriting one reused Int32Array',
        bfs: 'breadth-first search (BFS)',
        'all-pairs': 'distances between all pairs of squares',
        'eight-moves': 'eight moves per square',
        dfs: 'depth-first search (DFS)',
        naive: 'N queens with arrays (the course program)',
        bitmask: 'N queens with bitmasks',
        symmetry: 'N queens with bitmasks and symmetry',
        mrv: 'Dancing Links, fewest rows first (MRV)',
        'first-column': 'Dancing Links, first column',
      } as Record<string, string>,
      /** Each method's colour by name. */
      colours: {
        warnsdorff: 'dark blue', first: 'orange', random: 'pink', roth: 'olive', squirrel: 'purple',
        backtracking: 'red', textbook: 'brown', 'backtracking-fixed': 'amber', 'backtracking-random': 'lime', discrepancy: 'cyan',
        'best-case': 'light blue', 'course-bound': 'black',
        'divide-and-conquer': 'green', successor: 'teal', copying: 'ochre', fill: 'grey', refill: 'indigo',
        bfs: 'magenta', 'all-pairs': 'maroon', 'eight-moves': 'moss green',
        dfs: 'blue', naive: 'sand', bitmask: 'vermilion', symmetry: 'violet',
        mrv: 'pine green', 'first-column': 'raspberry',
      } as Record<string, string>,
      states: {
        unseen: 'not reached yet', visited: 'done: on the path so far, an expanded node', current: "being decided now: the knight's square, the node being expanded",
        candidate: 'open choices: candidates, nodes generated but not expanded', chosen: 'the choice taken among the candidates',
        solution: 'a complete answer: a tour, a placement, a cover', deadEnd: 'no way on: a dead end, a conflict', deadEndLight: 'a dead end, light enough to carry text',
        given: "given in advance: a Sudoku's givens", excluded: 'out of play: a square no move reaches, a removed square',
      } as Record<string, string>,
      /** Each state's colour by name. */
      stateColours: STATE_COLOURS as Record<string, string>,
      boardTitle: "A board's own colours, on pictures of boards: marks, not methods (a tour's path is dark blue whatever found it)",
      boardHeader: ['colour', 'mark', 'what it marks', 'name'],
      /** BOARD's marks (lib/notebook/palette): what each marks and its colour's name. */
      board: {
        path: ["a tour's path, the arrows of a structure", 'dark blue'],
        start: ["a tour's first square", 'green'],
        end: ["a tour's last square", 'red'],
        removed: ['a move a join removes (dashed)', 'red'],
        added: ['a move a join adds', 'green'],
        joinDepth: ["the cut lines of a divide-and-conquer plan, the first cut darkest", 'purple to pink'],
      } as Record<string, readonly [string, string]>,
    },
    progress: { done: 'done' },
    tree: {
      /** What the legend calls the statuses that have default colours (the data keeps the English word). */
      statuses: { expanded: 'expanded', promising: 'promising', solution: 'solution', dead: 'dead' } as Record<string, string>,
      noStatus: '(no status)',
      highlighted: 'highlighted',
      node: (id: number, label: string, status: string) => `node ${id}: ${label} (${status})`,
    },
    board: { start: 'start', end: 'end' },
    links: { row: (row: number) => `row ${row}` },
    noError: '(no error: the call returned normally)',
    // lib/queens: texts its functions return for the notebook to show.
    queens: {
      sharedColumn: (i: number, j: number, column: number) => `queens ${i} and ${j} share column ${column}`,
      sharedDiagonal: (i: number, j: number, xi: number, xj: number) => `queens ${i} and ${j} share a diagonal (|${xi} − ${xj}| = |${i} − ${j}|)`,
      units: { years: 'years', days: 'days', hours: 'hours', minutes: 'minutes', seconds: 'seconds', ms: 'ms' },
      /** validatePlacement's verdicts (`PlacementProblem`), in words. */
      problem: {
        notVector: (got: string) => `not a vector of columns (x1 … xk, one per row): got ${got}`,
        badSize: (got: string, max: number) => `the board size n must be an integer from 1 to ${max}, got ${got}`,
        tooManyRows: (rows: number, n: number) => `the vector has ${rows} rows but the board has only ${n}`,
        outside: (row: number, got: string, n?: number) =>
          `x${row} = ${got} breaks the explicit constraint: a column must be ${n === undefined ? 'an integer ≥ 1' : `an integer from 1 to ${n}`}`,
        incomplete: (placed: number, n: number) => `only ${placed} of ${n} rows have a queen`,
      },
    },
    // stats.ts: a correlation that has no value says why.
    stats: {
      undefinedCorrelation: (why: string) => `undefined (${why})`,
      tooFewPoints: 'fewer than two points',
      constant: (name: string) => `every point has the same ${name}`,
    },
    // speedup.ts: reading a thread speed-up (notebook 03).
    speedup: {
      headers: ['n', 'solutions', '1 thread (ms)', 'threads', 'with threads (ms)', 'speed-up', 'tasks done by workers'],
      tasks: (done: number, total: number) => `${done} of ${total}`,
      noTasks: 'none to read: the workers took no task',
      tooFast: (t1: string, minMs: number) => `none to read: one thread needs only ${t1} ms (< ${minMs} ms)`,
      noise: (speedup: string, ideal: number) => `×${speedup}: above ×${ideal}, measurement noise`,
      noneToRead: (noisy: number[], others: number[], ideal: number, minMs: number) =>
        `**No speed-up to read here.** ` +
        (noisy.length ? `The speed-ups above ×${ideal} (${noisy.map((n) => `n = ${n}`).join(', ')}) cannot come from ${ideal} cores: they are measurement noise. ` : '') +
        `On ${noisy.length ? 'the other boards' : 'every board'} (${others.join(', ')}) the workers took no task or one thread needs under ${minMs} ms, ` +
        'less than a few worker start-ups: the boards are too small for threads to pay. Set `WORKER_SIZES` to larger boards (14, 15) to measure threads.',
      freeClaim: (threads: number, load: string, cores: number, least: string) =>
        `with ${threads} threads on free cores (load average ${load} on ${cores} cores) the count runs at least ×${least} faster`,
      best: (best: string, ns: number[]) => `best speed-up ×${best} (n = ${ns.join(', ')})`,
      lookFor: (ideal: number) => `a speed-up close to ×${ideal}; below it, another program started while this cell ran — rerun it`,
      busy: ({ load, cores, threads, best, ideal }: { load: string; cores: number; threads: number; best: string; ideal: number }) =>
        `**The cores were busy** while this cell ran: load average ${load} on ${cores} cores, so other programs ` +
        `already wanted the cores the ${threads} threads need. The measured speed-up (best ×${best}) shows how busy they were, ` +
        `not what threads can do: on ${ideal} free cores expect close to ×${ideal} for counts that take well over the start-up of a worker. ` +
        'On a quiet machine (`uptime` shows the load average) the same cell measures what the threads can do.',
      noisy: (ns: number[], ideal: number) => `The speed-ups above ×${ideal} (${ns.map((n) => `n = ${n}`).join(', ')}) cannot come from ${ideal} cores: they are measurement noise, not load.`,
    },
    // lib/exact-cover: Sudoku verdicts and constraints, in words (rows, columns, boxes numbered from 1).
    sudoku: {
      units: { row: 'row', column: 'column', box: 'box' },
      cell: (row: number, col: number) => `r${row}c${col}`,
      cellNeeds: (cell: string) => `cell ${cell} needs a digit`,
      unitNeeds: (unit: 'row' | 'column' | 'box', index: number, digit: number) => `${unit} ${index} needs a ${digit}`,
      cellCount: (cells: number, expected: number) => `the grid has ${cells} cells, expected ${expected}`,
      character: (got: string, position: number) => `the text holds ${got} at position ${position}: only digits 1–9, '.' or '0' (and spaces)`,
      notDigit: (cell: string, got: string, order: number) => `cell ${cell} holds ${got}, expected a digit from 1 to ${order}`,
      repeat: ({ digit, unit, index, a, b }: { digit: number; unit: string; index: number; a: string; b: string }) => `digit ${digit} twice in ${unit} ${index} (${a} and ${b})`,
      givenChanged: (cell: string, given: number, got: number) => `the given ${given} at ${cell} was changed to ${got}`,
      contradiction: (clashes: string) => `no solution: the givens contradict each other: ${clashes}`,
    },
    // lib/exact-cover: isExactCover's and validatePentominoTiling's verdicts in words.
    cover: {
      notARow: (got: string, rows: number) => `${got} is not a row of the matrix (rows are numbered from 0 to ${rows - 1})`,
      rowTwice: (row: number) => `row ${row} is used twice`,
      badColumn: (row: number, got: string, position: number, columns: number) =>
        `row ${row} names ${got} at position ${position}, not one of the matrix's columns 0 to ${columns - 1} (or a repeat)`,
      coveredTwice: (column: string) => `column ${column} is covered twice`,
      uncovered: (column: string) => `primary column ${column} is not covered`,
    },
    tiling: {
      boardSize: (rows: number, cols: number) => `the board is ${rows}×${cols}, not 60 squares`,
      ragged: (row: number, squares: number, expected: number) => `row ${row} has ${squares} squares, expected ${expected}`,
      notALetter: (row: number, col: number, got: string) => `square (${row}, ${col}) holds ${got}, not a pentomino letter`,
      pieceSize: (piece: string, squares: number) => `piece ${piece} covers ${squares} squares, expected 5`,
      wrongShape: (piece: string) => `the squares marked ${piece} do not form the ${piece} pentomino`,
    },
  },

  // lib/widgets: buttons, fields, status lines and counters of the boards that play in the page.
  widgets: {
    // embed.ts: the board's name (aria-label, no-script note) and what shows instead of it.
    noScript:
      'This interactive board needs JavaScript. Run the cell in the classic Jupyter Notebook (trust the notebook if it ' +
      'was opened with saved outputs: File → Trust Notebook), or open the exported HTML page in a browser.',
    noBundle:
      "This board's script comes with the first board of the notebook, which is not on this page (its output was " +
      'cleared, or the notebook was saved after re-running cells). Choose Kernel → Restart & Run All.',
    couldNotStart: (message: string) => `This board could not start: ${message}`,
    names: {
      knightGame: (rows: number, cols: number) => `Knight's tour by hand on a ${rows}×${cols} board`,
      dcExplorer: (min: number, max: number) => `Divide-and-conquer explorer for n×n boards, n = ${min}…${max}`,
      sudokuStepper: 'Dancing Links Sudoku stepper',
      queensStepper: (n: number, strategy: string) => `N-queens tree stepper (${n}×${n}, ${strategy})`,
      warnsdorffStepper: (rows: number, cols: number) => `Warnsdorff's rule step by step on a ${rows}×${cols} board`,
      backtrackStepper: (n: number) => `Backtracking step by step on a ${n}×${n} board`,
      measurementLab: (solver: string) => `Measurement lab (${solver})`,
    },
    // stepper.ts: the controls every stepper shares.
    stepper: {
      start: '« start', startTitle: 'back to the first step',
      back: '‹ back', backTitle: 'one step back (←)',
      forward: 'forward ›', forwardTitle: 'one step forward (→)',
      end: 'end »|', endTitle: 'to the last step',
      slider: 'step',
      refused: (message: string) => `Refused: ${message}`,
      step: (position: number, last: number, what: string) => `Step ${position} of ${last}: ${what}`,
      arrowKeys: 'Arrow keys step too.',
    },
    knightGame: {
      title: ({ rows, cols, start, row, col }: { rows: number; cols: number; start: number; row: number; col: number }) =>
        `Knight's tour by hand — ${rows}×${cols} board, starting on square ${start} (row ${row}, column ${col})`,
      noTour: (reason: string) => `note: no tour exists for this board (${reason}); you can still play`,
      noTourFromStart: 'note: no tour exists from this start square: the board has an odd number of squares, so a tour must start on a square with row + column even; you can still play',
      undo: 'Undo',
      restart: 'Restart',
      keys: `Click a ${STATE_COLOURS.candidate} square, or press its digit; U or Backspace undoes.`,
      legend: `${Cap(STATE_COLOURS.candidate)} squares with bold digits: the moves on offer, labelled 0–7 as the course program labels them. x (${STATE_COLOURS.visited}): a square already visited, as the course program marks it; the line shows the order. ♞ (${STATE_COLOURS.current}): the knight. When the board is complete, every square shows its step number.`,
      asPrinted: 'The same position as the course program prints it',
      boardTitle: (move: number, last: number) => `move ${move} of ${last}`,
      target: (label: number, row: number, col: number) => `move ${label}: row ${row}, column ${col}`,
      won: (closed: boolean) => `Board complete! Your tour is ${closed ? 'closed' : 'open'}, validated: every square once, every step a knight's move.`,
      invalid: (error: string) => `internal error: the tour is not valid (${error})`,
      stuck: (visited: number, squares: number) => `stuck after ${visited} of ${squares} squares: no move left. Undo to try another way.`,
      playing: (visited: number, squares: number, moves: number) => `${visited} of ${squares} squares visited; ${moves} move${moves === 1 ? '' : 's'} available.`,
    },
    dcExplorer: {
      side: 'board side n',
      title: 'Divide and conquer (dividir y conquistar): the tour of an n×n board, built from quadrants',
      joins: ' show the joins (deleted moves dashed red, added moves green)',
      legend: 'Thick purple lines: the four quadrants of the board; thinner pink lines: the quadrants of the quadrants, down to the base-case tiles (5–12 squares a side). Circle: start; square: end.',
      tour: (closed: boolean) => `${closed ? 'closed' : 'open'} tour, checked by validateTour`,
      invalid: (error: string) => `INVALID tour: ${error}`,
      built: ({ n, verdict, tiles, fourWay, twoWay, ms }: { n: number; verdict: string; tiles: number; fourWay: number; twoWay: number; ms: string }) =>
        `${n}×${n}: ${verdict} — ${tiles} tile${tiles === 1 ? '' : 's'}, ${fourWay} four-way and ${twoWay} two-way join${twoWay === 1 ? '' : 's'}; built in this page in ${ms} ms.`,
    },
    sudoku: {
      title: 'Dancing Links on a Sudoku, step by step (Algorithm X: choose a column, cover it, try a row, backtrack)',
      grid: 'Sudoku grid',
      startTitle: 'back to the puzzle', backTitle: 'one step back', forwardTitle: 'one step forward', endTitle: 'to the end of the search',
      nextBacktrack: 'next backtrack »', nextBacktrackTitle: 'run to the next backtrack',
      column: (text: string) => `column “${text}”`,
      choose: (column: string, size: number, rows: string) => `choose ${column}: fewest rows left (${size}${size ? ': ' + rows : ''})`,
      cover: (size: number) => `cover it: unlink the column, and hide its ${size} row${size === 1 ? '' : 's'} from the other columns`,
      tryRow: (digit: number, cell: string, depth: number) => `try row: ${digit} in ${cell} (cover its other three columns) → depth ${depth}`,
      backtrack: (digit: number, cell: string) => `backtrack: take back ${digit} in ${cell}`,
      uncover: (column: string) => `uncover ${column}: every row failed; back up a level`,
      deadEnd: (column: string) => `choose ${column}: it has no rows left — dead end (Algorithm X still covers it, then backs up)`,
      solution: (rows: number, updates: number) => `solution: every column covered (${rows} rows tried, ${updates} updates)`,
      ending: { found: 'the first solution', none: 'the proof that there is no solution', limit: (steps: number) => `the step limit (${steps})` },
      note: (steps: number, ending: string, ms: string) =>
        `${steps} steps to ${ending}, traced in this page in ${ms} ms. Black: givens; dark blue: digits placed by the search; ${STATE_COLOURS.deadEnd}, struck out: a digit taken back. ${Cap(STATE_COLOURS.current)}: the constraint (column) under study (${STATE_COLOURS.deadEndLight} at a dead end); small ${STATE_COLOURS.solution} digits: its candidate rows; ${STATE_COLOURS.chosen}: the cell of the row tried. Arrow keys step too.`,
      puzzle: (givens: number) => `the puzzle, ${givens} givens selected. Press forward.`,
      counters: (depth: number, rows: number, updates: number) => `depth ${depth} · rows tried ${rows} · updates ${updates}`,
      logDepth: 'depth',
    },
    queens: {
      search: 'search',
      tree: 'tree',
      trace: 'trace',
      nextSolution: 'next solution »', nextSolutionTitle: 'run to the next solution',
      title: 'N-queens: the state-space tree searched depth-first (stack) or breadth-first (queue), step by step',
      ending: { budget: (maxNodes: number) => `the node budget (${maxNodes}) ran out`, done: 'the whole tree searched' },
      note: ({ steps, nodes, ending, solutions, dfs }: { steps: number; nodes: number; ending: string; solutions: number; dfs: boolean }) =>
        `${steps} steps, ${nodes} nodes (${ending}; ${solutions} solution${solutions === 1 ? '' : 's'}). ` +
        `Numbers in the circles are the generation order. ${dfs ? 'Depth-first enters a promising child at once, so the stack is the path from the root.' : 'Breadth-first takes the oldest node of the queue and generates all its children.'} ` +
        "Thick outline: the path to this step's node. Arrow keys step too.",
      expand: (node: number, vector: string) => `expand node ${node} ${vector}: taken from the queue; its children come next`,
      backtrack: (node: number, vector: string) => `backtrack from node ${node} ${vector}: all its children generated; popped from the stack`,
      root: (dfs: boolean) => `the root, node 0: the empty vector${dfs ? ', on the stack' : ', in the queue'}`,
      solution: (node: number, vector: string) => `generate node ${node} ${vector}: a solution`,
      dead: (node: number, vector: string, depth: number) => `generate node ${node} ${vector}: dead (not ${depth}-promising), discarded`,
      promising: (node: number, vector: string, depth: number, dfs: boolean) =>
        `generate node ${node} ${vector}: ${depth}-promising, ${dfs ? 'pushed and entered' : 'appended to the queue'}`,
      counters: ({ generated, expanded, dead, solutions, dfs, size, largest }: { generated: number; expanded: number; dead: number; solutions: number; dfs: boolean; size: number; largest: number }) =>
        `generated ${generated} · expanded ${expanded} · dead ${dead} · solutions ${solutions} · ${dfs ? 'stack' : 'queue'} ${size} (largest after an expansion: ${largest})`,
      frontier: (dfs: boolean): string => (dfs ? 'stack (root … top)' : 'queue (oldest first)'),
      empty: '(empty)',
      boardTitle: (node: number, vector: string) => `node ${node}: ${vector}`,
      tooBig: (nodes: number, dfs: boolean) =>
        `(The tree has ${nodes} nodes by this step, too many to draw; the board, the ${dfs ? 'stack' : 'queue'} and the counters follow the search.)`,
      /** The tree's legend: where each node stands at this step. */
      statuses: { notYet: 'not generated yet', current: 'this step', stack: 'on the stack', queue: 'in the queue', done: 'done', dead: 'dead', solution: 'solution' },
    },
    warnsdorff: {
      rows: 'rows',
      cols: 'cols',
      start: 'start',
      tieBreak: 'tie-break',
      run: 'run the rule',
      nextTie: 'next tie »', nextTieTitle: 'to the next decision with a tie',
      title: "Warnsdorff's rule, one decision at a time: jump to the square with the fewest onward moves",
      why: {
        first: 'the first of them in the move order (tie-break first)',
        roth: 'the one farthest from the centre of the board (tie-break roth)',
        random: 'one at random (tie-break random, seeded)',
        squirrel: "the first in Squirrel and Cull's move order for this part of the tour (tie-break squirrel)",
      } as Record<string, string>,
      found: (squares: number) => `a tour of all ${squares} squares`,
      failed: (step: number, squares: number) => `a dead end after ${step} of ${squares} squares: the rule fails from this start with this tie-break`,
      note: (decisions: number, end: string) =>
        `${decisions} decisions, ending in ${end}. Numbers on free squares: their degree now. ${Cap(STATE_COLOURS.candidate)}: the candidates; ${STATE_COLOURS.chosen}: the one chosen; ${STATE_COLOURS.current}, ♞: the knight's square; ${STATE_COLOURS.visited}: the path so far. Arrow keys step too.`,
      boardTitle: (step: number, squares: number) => `after ${step} of ${squares} squares`,
      chose: (from: string, list: string, chosen: string) => `from ${from} the candidates and their onward moves are ${list}. Chosen ${chosen}: `,
      tie: (tied: number, min: number, why: string) => `${tied} squares tie at ${min} onward moves, and the tie goes to ${why}.`,
      fewest: (min: number) => `fewest onward moves (${min}).`,
      complete: 'every square visited: the tour is complete.',
      deadEnd: (at: string, missed: number) => `dead end at ${at}: no unvisited square is one move away, and the rule cannot go back. ${missed} squares were never reached.`,
      decision: (position: number, last: number, what: string) => `Decision ${position} of ${last}: ${what}`,
      counters: (visited: number, squares: number, candidates: number, ties: number) =>
        `squares visited ${visited} of ${squares} · candidates ${candidates} · ties so far ${ties}`,
    },
    backtrack: {
      startField: 'start',
      order: 'move order',
      budgetField: 'node budget',
      run: 'search',
      nextBacktrack: 'next backtrack »', nextBacktrackTitle: 'run to the next backtrack',
      title: "Backtracking (vuelta atrás) for a knight's tour, one move or backtrack at a time",
      ending: {
        found: 'a tour',
        none: 'no tour from this start (every move tried)',
        budget: (maxNodes: number) => `the node budget (${maxNodes} squares placed) before the search ended`,
      },
      note: ({ steps, end, nodes, backtracks, ms }: { steps: number; end: string; nodes: number; backtracks: number; ms: string }) =>
        `${steps} steps to ${end}: ${nodes} nodes, ${backtracks} backtracks; searched in this page in ${ms} ms. ` +
        `Numbers: the order of the squares on the current path (${STATE_COLOURS.visited}; the knight's square ${STATE_COLOURS.current}); ✗ on ${STATE_COLOURS.deadEndLight}: the square just taken back. Arrow keys step too.`,
      boardTitle: (depth: number, squares: number) => `depth ${depth} of ${squares}`,
      start: (here: string) => `the knight on its start square ${here}.`,
      move: (to: string, depth: number) => `move to ${to} (square ${depth} of the path).`,
      backtrack: (from: string, here: string) => `backtrack: every move from ${from} has been tried; take it off and try the next move from ${here}.`,
      found: 'every square on the path: a tour.',
      none: 'every move from the start has been tried: no tour from this square.',
      budget: (maxNodes: number) => `node budget reached (${maxNodes} squares placed); the search stops here.`,
      counters: (depth: number, nodes: number, backtracks: number) => `depth ${depth} · nodes ${nodes} · backtracks ${backtracks}`,
    },
    lab: {
      solver: 'solver',
      from: 'from n',
      to: 'to n',
      step: 'step',
      measure: 'measure',
      cancel: 'cancel',
      title: 'Measurement lab: time and the machine-independent counter against n, on log–log axes',
      about: (title: string, counter: string, min: number, max: number) =>
        `${title}. Counter: ${counter}. Sizes ${min}–${max}. Calls are batched so that a sample lasts at least 2 ms; each size takes at least 3 samples and until 40 ms have passed (at most 15); the time is their median per call. ` +
        'Sizes under 0.5 ms a call are drawn grey and left out of the time fit: that close to the clock\'s resolution a time says more about the clock than the algorithm (the noise-floor rule of measureGrowth; three sizes above it are needed). ' +
        'A power law n^b is a straight line on these axes; an exponential search bends upwards, and its growth factor per step of n is the better description.',
      timeChart: 'time per run',
      timeAxis: 'milliseconds (log scale)',
      logScale: (what: string) => `${what} (log scale)`,
      nAxis: 'n (log scale)',
      time: 'time',
      fit: ({ what, exponent, r2, base, r2exp }: { what: string; exponent: string; r2: string; base: string; r2exp: string }) => `${what} ∝ n^${exponent} (r² ${r2}), or ×${base} per +1 in n (r² ${r2exp})`,
      noFit: (what: string) => `${what}: a fit needs two sizes`,
      tooFew: (what: string, floorMs: number, used: number, total: number) =>
        `${what}: no fit — ${used} of ${total} sizes take ${floorMs} ms a call or more, and a fit needs three above that noise floor: raise the sizes`,
      tooNoisy: (what: string, exponent: string, r2: string, minR2: number) =>
        `${what}: too noisy to fit (n^${exponent} with r² ${r2}, under ${minR2}): measure again, or raise the sizes`,
      fitRange: (from: number, to: number, sizes: number) => ` over n = ${from}…${to} (${sizes} sizes above the floor)`,
      sameSizes: ' over the same sizes',
      belowFloor: (floorMs: number) => `under ${floorMs} ms: not fitted`,
      tableHeader: (counter: string) => `     n   time (ms)   runs   calls   ${counter}`,
      inWorker: 'in a Web Worker',
      onPage: "on the page's thread (no Web Worker here)",
      done: (sizes: number, where: string, seconds: string) => `Done: ${sizes} sizes measured ${where} in ${seconds} s.`,
      measuring: ({ where, done, sizes, n, ms, next }: { where: string; done: number; sizes: number; n: number; ms: string; next: number }) =>
        `Measuring ${where}: ${done} of ${sizes} sizes done (n = ${n} took ${ms} ms a run); next n = ${next}…`,
      workerStopped: (message: string) => `The worker stopped: ${message}`,
      workerFailed: (message: string) => `The worker failed: ${message}`,
      started: (where: string, sizes: number, first: number) => `Measuring ${where}: 0 of ${sizes} sizes done; n = ${first} first…`,
      startedHere: (where: string, sizes: number) => `Measuring ${where}: 0 of ${sizes} sizes done…`,
      cancelled: (done: number, sizes: number) => `Cancelled after ${done} of ${sizes} sizes; the points so far stay on the charts.`,
      idle: (sizes: number, from: number, to: number) => `Press “measure” to time ${sizes} sizes, n = ${from} … ${to}.`,
      /** The solvers as the picker's note describes them (keys: LAB_SOLVER_NAMES). */
      solvers: {
        'queens-dfs-all': { title: 'n-queens: depth-first search of the whole permutation tree (traceSearch, all solutions)', counter: 'nodes generated' },
        'queens-dfs-first': { title: 'n-queens: depth-first search to the first solution (traceSearch)', counter: 'nodes generated' },
        'knight-warnsdorff': { title: "knight's tour by Warnsdorff's rule from the corner (warnsdorffTour, tie-break roth)", counter: 'squares visited' },
        'knight-divide-and-conquer': { title: "knight's tour by divide and conquer (divideAndConquerTour)", counter: 'squares in the tour' },
        'knight-backtrack': { title: "knight's tour by backtracking in Warnsdorff's order, with pruning (backtrackTour)", counter: 'nodes (squares placed)' },
      },
    },
  },



  // lib/exercises: the check cells' verdicts and hints.
  exercises: {
    notAnswered: 'not answered yet',
    /** What takes a solution's place in the student edition (platform/notebook-files/student-edition.ts). */
    solutionStub: '// YOUR CODE HERE (until you write it, the check below says "not answered yet")',
    answerFailed: (error: string) => `your answer failed when the check used it: ${error}`,
    checkCouldNotRead: (error: string) => `the check could not read your answer: ${error}`,
    /** The line a check cell prints: ✓ (passed) or ✗, the exercise, then the pass message or the hint. */
    verdictLine: (ok: boolean, id: string, title: string, message: string) => `${ok ? '✓' : '✗'} ${id} ${title}: ${message}`,
  },

  // lib/console/knight-app.ts: the course's console program (npm run knight).
  console: {
    title: "Knight's tour (recorrido del caballo)",
    menu: '1) manual   2) backtracking   3) divide and conquer   0) exit',
    choose: 'choose',
    boardRows: 'board rows',
    boardCols: 'board columns',
    startRow: 'start row',
    startCol: 'start column',
    tourKind: 'tour kind: 1 open, 2 closed',
    typeNumber: (min: number, max: number) => `please type a number from ${min} to ${max}`,
    notWhole: (typed: string, min: number, max: number) => `"${typed}" is not a whole number; type a number from ${min} to ${max}`,
    outOfRange: (typed: string, min: number, max: number) => `${typed} is out of range; type a number from ${min} to ${max}`,
    // The course program's answer when a board has no tour, then the theorem behind it.
    noTour: (rows: number, cols: number, kind: 'open' | 'closed') => `No ${kind} knight's tour exists for this ${rows}×${cols} board.`,
    why: (reason: string) => `  why: ${reason}`,
    wrongColourStart:
      "No knight's tour exists from this start square: the board has an odd number of squares, so a tour must start on a square with row + column even.",
    invalidTour: (error: string) => `internal error: the tour is not valid (${error})`,
    tooLargeToPrint: (squares: number) => `(board of ${squares} squares: too large to print)`,
    validated: (closed: boolean) => `${closed ? 'closed' : 'open'} tour, validated: every square once, every step a knight's move`,
    // Mode 1, the manual game.
    playAnyway: (reason: string) => `note: no tour exists for this board (${reason}); you can still play`,
    won: 'Board complete! Your tour:',
    stuck: (visited: number, squares: number) => `stuck after ${visited} of ${squares} squares: no move left`,
    /** The letter that leaves the game ('q' is accepted in every language). */
    quitKey: 'q',
    movePrompt: (options: number) => `${options > 0 ? `0-${options - 1} to move, ` : ''}-1 to undo, q to quit: `,
    nothingToUndo: 'nothing to undo: the knight is on its start square',
    noMoveLeft: 'no move is left: type -1 to undo or q to quit',
    badMove: (error: string) => `${error} (or -1 to undo, q to quit)`,
    // Mode 2, backtracking.
    searching: (maxNodes: number) => `searching (backtracking, Warnsdorff order, up to ${maxNodes} nodes)…`,
    noTourFromStart: (kind: 'open' | 'closed') => `No ${kind} knight's tour exists from this start square: the search tried every path.`,
    gaveUp: (maxNodes: number) => `gave up: no tour found within ${maxNodes} nodes (try another start square, or option 3)`,
    searchStats: (nodes: number, backtracks: number, attempts: number, ms: number) =>
      `nodes ${nodes}, backtracks ${backtracks}${attempts > 1 ? `, ${attempts} attempts` : ''}, ${ms.toFixed(1)} ms`,
    // Mode 3, divide and conquer.
    sidesTooShort: (minSide: number, rows: number, cols: number) =>
      `divide and conquer needs both sides ≥ ${minSide}, got ${rows}×${cols} (an open tour exists there: try option 2)`,
    cannotBuild: (error: string) => `divide and conquer cannot build this board: ${error}`,
    cannotReroot: (row: number, col: number) =>
      `this construction gives an open tour starting at row ${row}, column ${col}; it cannot be re-rooted`,
    builtIn: (ms: number) => `built in ${ms.toFixed(1)} ms`,
    bye: 'bye',
    endOfInput: 'end of input: bye',
    // npm run knight -- --help
    usage: [
      "npm run knight [-- --lang en|es]: the course's knight's tour program, one menu choice at a time",
      '  1 manual play (move by the numbers on the board, -1 undoes), 2 backtracking with Warnsdorff\'s rule,',
      '  3 divide and conquer from base cases; 0 exits.',
      '  --lang en|es   the language of the menu and messages (default en)',
      '  --help         this text',
    ].join('\n'),
  },




  // lib/knight's verdicts as data, in words (lib/i18n/knight.ts: tourProblemText, noTourReasonText).
  knight: {
    tourProblem: (p: TourProblem): string => {
      switch (p.kind) {
        case 'not-a-tour': return `not a tour: ${p.value}`;
        case 'bad-size': return `bad board size ${p.rows}×${p.cols} (sides must be integers ≥ 1)`;
        case 'path-type': return 'path must be an Int32Array';
        case 'length': return `path has ${p.length} squares, the ${p.rows}×${p.cols} board has ${p.squares}`;
        case 'off-board': return `step ${p.step}: square ${p.square} is off the board [0, ${p.squares - 1}]`;
        case 'repeat': return `step ${p.step}: square ${p.square} visited twice`;
        case 'not-a-move': return `step ${p.step}: ${p.from} → ${p.to} is not a knight move`;
      }
    },
    cycleProblem: (p: CycleProblem): string => {
      switch (p.kind) {
        case 'length': return `cycle has ${p.length} squares, expected ${p.expected}`;
        case 'off-board': return `step ${p.step}: ${p.value} is not a square of the board [0, ${p.squares - 1}]`;
        case 'corner-visited': return `step ${p.step}: the left-out corner 0 is visited`;
        case 'repeat': return `step ${p.step}: square ${p.square} visited twice`;
        case 'not-a-move': return `step ${p.step}: ${p.from} → ${p.to} is not a knight move`;
        case 'missing-corners': return `${p.count} corner moves missing`;
      }
    },
    noTourReason: (r: NoTourReason): string => {
      const board = `${r.rows}×${r.cols}`;
      switch (r.kind) {
        case 'odd-squares': return `a closed tour alternates colours, so it needs an even number of squares; ${board} has ${r.squares}`;
        case 'schwenk': return `no closed tour on ${board} (Schwenk 1991: none when the short side is 1, 2 or 4, or for 3×4, 3×6, 3×8)`;
        case 'conrad': return `no open tour on ${board} (Conrad et al. 1994: an open tour needs m ≥ 5, or m = 4 and n ≥ 5, or m = 3 and n = 4 or n ≥ 7)`;
      }
    },
  },
};

/** The library's labels, without the notebooks' own words (en-notebooks.ts). */
export type CoreLabels = typeof en;
