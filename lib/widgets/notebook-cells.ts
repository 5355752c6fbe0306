/**
 * The cells that put the boards into notebooks 01, 02 and 04 (the lead pastes them at the end of
 * each notebook; README.md shows the same text). The browser test also runs them in a scratch
 * notebook in the live Jupyter UI, so they are tested whether or not a notebook holds them yet.
 *
 * Glossary: a *widget cell* is a markdown cell (what the board shows and how to play) and a code
 * cell (one import and one `show` call).
 */

/** A markdown cell and the code cell after it. */
export interface WidgetCells {
  /** Notebook the cells belong to (its number). */
  notebook: '01' | '02' | '04';
  markdown: string;
  code: string;
}

/** The widget cells for each notebook, in course order. */
export const WIDGET_CELLS: readonly WidgetCells[] = [
  {
    notebook: '01',
    markdown: [
      '## Play it yourself: the manual mode in the page',
      '',
      "The course program's manual mode (modo manual) as a board you click. Green squares are the moves on offer,",
      'labelled 0–7 in the order the program labels them (you can also press the digit); the numbers are the order of',
      'visit, 0 on the start square. **Undo** takes a move back; the board tells you when you are stuck or have won.',
      "The game is the library's `ManualGame`, bundled into this page, so it needs no kernel: it also plays in the",
      'exported HTML. Try to beat Warnsdorff by hand: can you cover the 5×5 board from a corner? From square 1?',
    ].join('\n'),
    code: [
      "import { knightGameWidget } from './lib/widgets/index';",
      '',
      'show(knightGameWidget({ rows: 5, cols: 5, start: 0 }));',
    ].join('\n'),
  },
  {
    notebook: '02',
    markdown: [
      '## Explore: the tour for any n, redrawn in the page',
      '',
      'Move the slider (or type n and press Enter) and the page runs `divideAndConquerPlan` (the construction of',
      '`divideAndConquerTour`, recording its quadrants and joins; the library is bundled into this page) for the n×n',
      'board and checks the tour with `validateTour`. Thick purple lines are the four quadrants of the board, thinner',
      'pink ones the quadrants of the quadrants, down to the base-case tiles; dashed red moves are deleted and green',
      'ones added where the quadrant tours are joined. Watch when n jumps from one tile to four (n = 13), and which',
      'boards give an open tour instead of a closed one (n odd).',
    ].join('\n'),
    code: [
      "import { divideAndConquerExplorer } from './lib/widgets/index';",
      '',
      'show(divideAndConquerExplorer({ n: 16, min: 5, max: 40 }));',
    ].join('\n'),
  },
  {
    notebook: '04',
    markdown: [
      '## Step through Dancing Links on a Sudoku',
      '',
      "Algorithm X on the 729×324 matrix of Norvig's first “top95” puzzle, one event at a time: **choose** the column",
      'with the fewest rows left (Knuth’s rule), **cover** it, **try** a row (a digit in a cell), and **backtrack**',
      'when a column runs out of rows. Step forward and back with the buttons, the slider or the arrow keys; *next',
      'backtrack* jumps to the next dead end. The counters (rows tried, updates) are the ones `solve()` reports.',
      'The search runs in this page (the library bundled in), so it works in the exported HTML too.',
    ].join('\n'),
    code: [
      "import { sudokuStepper } from './lib/widgets/index';",
      '',
      "show(sudokuStepper({ puzzle: '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......' }));",
    ].join('\n'),
  },
];
