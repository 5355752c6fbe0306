/**
 * The English labels of everything library code draws or prints in a notebook or the console: the
 * source table. `es.ts` has the same keys (its type is `Labels`, so a missing one does not compile).
 * Parametrised texts are functions, so word order can differ between languages.
 */
export const en = {
  // lib/notebook: claims, fits, charts, progress lines, pictures' legends and titles.
  notebook: {},

  // lib/widgets: buttons, fields, status lines and counters of the boards that play in the page.
  widgets: {},

  // lib/exercises: the check cells' verdicts and hints.
  exercises: {
    notAnswered: 'not answered yet',
    answerFailed: (error: string) => `your answer failed when the check used it: ${error}`,
    checkCouldNotRead: (error: string) => `the check could not read your answer: ${error}`,
    /** The line a check cell prints: ✓ (passed) or ✗, the exercise, then the pass message or the hint. */
    verdictLine: (ok: boolean, id: string, title: string, message: string) => `${ok ? '✓' : '✗'} ${id} ${title}: ${message}`,
  },

  // lib/knight/console-app.ts: the course's console program (npm run knight).
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
};

export type Labels = typeof en;
