/**
 * The English words of the notebooks' own cells (`labels().nb00` … `nb04`): kept apart from the
 * library's labels (en.ts) so the widgets' page bundle carries only what the widgets draw.
 */
import { formatCount } from './numbers';

export const enNotebooks = {
  // notebooks/03-n-queens-dfs-vs-bfs: the words its code cells show (`const T = labels().nb03`).
  nb03: {
    status: { promising: 'promising', dead: 'dead', solution: 'solution', found: 'found', none: 'none', complete: 'complete', budget: 'budget' } as Record<string, string>,
    kind: { column: 'column', diagonal: 'diagonal' } as Record<string, string>,
    courseConflicts: "the course's vector has three conflicts: one column, two diagonals",
    figOneTitle: "The handout's Fig. 1: a queen's lines of attack",
    figOneClaim: 'a queen on (4, 5) of 8×8 attacks 27 squares: 7 along its row, 7 along its column, the rest along its two diagonals',
    figOneEvidence: (all: number, row: number, column: number, diagonals: number) =>
      `queenAttacks: ${all} squares — row ${row} (one queen per row: never tested), column ${column} (ruled out by the permutation tree), diagonals ${diagonals} (tested at every node)`,
    conflictsListed: (count: number, kinds: string) => `conflicts() lists ${count}: ${kinds}`,
    isSolution: (v: string) => `${v} is a solution`,
    notSolution: 'not a solution',
    stopsAtFive: 'backtracking stops at k = 5, before the column conflict of row 6',
    firstNotPromising: (k: number) => `the first prefix that is not k-promising has k = ${k}`,
    kPromising: 'k-promising',
    notKPromising: 'NOT k-promising: stop here',
    notReached: (k: number) => `NOT k-promising (never reached: the search stopped at k = ${k})`,
    treeTitle: (n: number, search: string, tree: 'permutation' | 'full', nodes: number) => `${n}×${n} ${search}, ${tree} tree: ${nodes} nodes`,
    courseFigure: "on 4×4 this is the course's figure: 16 nodes, solution (2, 4, 1, 3) at node 15 on the path 0 – 10 – 13 – 14 – 15",
    courseFigureEvidence: (nodes: number, solution: string, path: string) => `${nodes} nodes, solution (${solution}) on the path ${path}`,
    figureIsFor4: (n: number) => `*The course's figure is for N = 4; this is N = ${n}.*`,
    dfsSummary: ({ status, generated, promising, dead, expanded, solution, path }: { status: string; generated: number; promising: number; dead: number; expanded: number; solution: string; path: string }) =>
      `status ${status}; ${generated} nodes: ${promising} promising (root and solution included), ${dead} dead; ${expanded} expansions; first solution (${solution}) on the path ${path}`,
    figureOnly: (n: number) => `N = ${n}: the handout's figure is the 4×4 tree; set N = 4 to compare`,
    stackHeaders: ['node', 'vector', 'status', 'our stack (path to the node)', 'the handout, in its order', ''],
    tableOne: "The handout's Table I (TABLA I, results of walking the tree): its stacks P1 … P15, item by item, beside ours",
    same: 'same',
    differs: 'DIFFERS',
    stackSummary: (generated: number, built: number, differ: string) =>
      `${generated} nodes generated, the root included; ${built} built after it, as the handout counts; its stack list differs from ours at ${differ}`,
    fullTreeClaim: 'the full tree reaches the same solution through the same promising nodes, with more dead ones',
    fullTreeEvidence: (pFull: number, pPerm: number, dFull: number, dPerm: number) => `promising ${pFull} = ${pPerm}; dead ${dFull} (full) > ${dPerm} (permutation)`,
    fullTreeSummary: (gFull: number, dFull: number, gPerm: number, dPerm: number) =>
      `full tree: ${gFull} generated (${dFull} dead) vs permutation tree: ${gPerm} (${dPerm} dead)`,
    frontier: { stack: 'stack', queue: 'queue' },
    stepsHeaders: (frontier: 'stack' | 'queue') => ['step', 'expanded', 'children', `${frontier} after the step`],
    stepsCaption: ({ search, expanded, generated, frontier, largest }: { search: string; expanded: number; generated: number; frontier: 'stack' | 'queue'; largest: number }) =>
      `${search}: ${expanded} expansions, ${generated} nodes generated, largest ${frontier} ${largest}`,
    bothSame: 'both searches find the same first solution; BFS generates more nodes and holds more of them',
    bothEvidence: (dGen: number, dMax: number, bGen: number, bMax: number) => `DFS ${dGen} generated, stack ≤ ${dMax}; BFS ${bGen} generated, queue ≤ ${bMax}`,
    bfsOpens: 'BFS opens first-row subtrees that DFS never enters',
    bfsOpensEvidence: (vectors: string) => `expanded by BFS only: ${vectors || 'none'}`,
    listHeaders: ['', 'the handout', "figure, the handout's rules", 'figure, walked as a search', 'real BFS queue (vectors)'],
    listCaption: '✗ a failure node, ★ the solution, † a misprint of the handout, as printed (read as the path in the next column)',
    figureShorter: 'the figure walked as a search keeps a shorter list than the real queue',
    figureShorterEvidence: (figure: number, queue: number) => `figure list ≤ ${figure} nodes, real queue ≤ ${queue}`,
    misprintClaim: "the handout's two misprinted entries, read with their dashes restored, are paths of the figure — each the only one with those digits — and the handout spells them so in other lists",
    misprintItem: (list: number, printed: string, read: string, also: string) => `L${list}: ${printed} → ${read} (spelled so in ${also})`,
    listSummary: ({ reproduced, lists, expanded, generated, figure }: { reproduced: boolean; lists: number; expanded: number; generated: number; figure: number }) =>
      `handout rules reproduce L1 … L10: ${reproduced ? 'yes' : 'no'}; figure walked as a search: ${lists} lists; real BFS: ${expanded} expansions, ${generated} nodes generated (the figure has ${figure})`,
    ruleChange: { childOrder: 'children left to right', keepDead: 'dead nodes never enqueued', goalTest: 'stop when the goal is generated' },
    ruleDiffers: (name: string, at: number, lists: number, handout: number) =>
      `${name} first differs at L${at}` + (lists !== handout ? `; ${lists} lists instead of ${handout}` : `; the same number of lists (${lists})`),
    deadEntries: (entries: number, distinct: number, queue: number) => `dead entries in L1 … L10: ${entries} (distinct nodes: ${distinct}); in the real queue: ${queue}`,
    goalIn: (from: number, front: number) => `the goal is in the list from L${from} and at its front in L${front}`,
    boardSideAxis: 'board side n →',
    search: 'search',
    generatedAxis: '↑ nodes generated until the first solution',
    frontierAxis: '↑ largest frontier (nodes held)',
    dfsOnePerRow: 'DFS holds exactly one node per row on its stack when it meets the first solution',
    bfsMore: 'BFS generates more nodes and holds more than DFS on every board',
    heldVs: (n: number, bfs: number, dfs: number) => `n = ${n}: ${bfs} vs ${dfs} held`,
    bfsGrows: "BFS's node count grows with every extra row",
    dfsDrops: (drops: string) => drops
      ? `DFS needed fewer nodes than on the board before at n = ${drops}: its count follows the leftmost solution, not n.`
      : "DFS's node count grew at every size here; it need not: it follows the leftmost solution, not n.",
    queueGrowth: (factor: string, from: number, to: number, dfsCounts: string) =>
      `BFS's largest queue grew **×${factor} per extra row** on average (n = ${from} … ${to}). DFS's node counts: ${dfsCounts}.`,
    memoryLine: ({ n, dGen, dMax, bGen, bMax }: { n: number; dGen: number; dMax: number; bGen: number; bMax: number }) =>
      `n = ${String(n).padStart(2)}: DFS ${String(dGen).padStart(6)} nodes, stack ≤ ${dMax}; BFS ${String(bGen).padStart(7)} nodes, queue up to ${bMax}`,
    eightClaim: '8×8, counted here: 114 promising nodes up to the first solution (1, 5, 8, 6, 3, 7, 2, 4), 2057 in the whole tree, 92 solutions',
    eightEvidence: ({ solution, promising, generated, allPromising, solutions }: { solution: string; promising: number; generated: number; allPromising: number; solutions: number }) =>
      `first solution (${solution}) after ${promising} promising nodes (${generated} generated); whole tree ${allPromising} promising nodes, ${solutions} solutions`,
    labCounterClaim: "the lab's counter (nodes of the whole depth-first tree) follows a growth per extra row more closely than a power law",
    labCounterEvidence: ({ from, to, base, r2Growth, exponent, r2Power }: { from: number; to: number; base: string; r2Growth: string; exponent: string; r2Power: string }) =>
      `n = ${from}…${to}: ×${base} per row, r² ${r2Growth}; n^${exponent}, r² ${r2Power}`,
    countingBar: 'counting: methods × sizes',
    methods: { symmetry: 'bitmask + symmetry', bitmask: 'bitmask', arrays: 'arrays (course)' },
    sameCounts: 'the three versions count the same solutions on every board',
    disagreeOn: (ns: string) => `they disagree on n = ${ns}`,
    sameTree: 'arrays and bitmasks walk the very same tree: equal node counts on every board both ran',
    sameTreeEvidence: (sizes: string) => `the same count at n = ${sizes}`,
    symmetryHalf: 'symmetry searches about half the tree (40–60 % of the nodes)',
    boardSide: 'board side n',
    treeNodes: 'nodes of the tree',
    // The node factor itself is exercise 6's to measure: the list gives the time's factor and the time per node's drift.
    factorsOver: ({ label, time, perNode, from, to }: { label: string; time: string; perNode: string; from: number; to: number }) =>
      `${label}: time ×${time} per extra row, and the time per node ×${perNode} per extra row, both over n = ${from}…${to}`,
    noTimeFactor: ({ label, status, from, to }: { label: string; status: string; from: number; to: number }) =>
      `${label}: time not fitted over n = ${from}…${to} (${status}), nothing to compare`,
    queueHidden: '(the queue here is exercise 3\'s to count)',
    eachFaster: 'each improvement is faster: symmetry beats plain bitmasks, bitmasks beat arrays',
    fasterEvidence: (nBig: number, r1: string, nShared: number, r2: string) => `n = ${nBig}: bitmask / bitmask+symmetry = ${r1}×; n = ${nShared}: arrays / bitmask = ${r2}×`,
    fasterLookFor: 'on a busy machine, or near the clock\'s floor, times scatter and their order can flip; the node chart on the right shows the same order without noise: arrays and bitmask on one line, bitmask + symmetry at half of it',
    reach: (n: number, duration: string) => `n = ${n}: about ${duration} on one thread`,
    uniqueLine: ({ n, total, unique, f90, f180 }: { n: number; total: number; unique: number; f90: number; f180: number }) =>
      `n = ${String(n).padStart(2)}: ${String(total).padStart(6)} ${total === 1 ? 'solution' : 'solutions'}, ${String(unique).padStart(5)} up to symmetry (fixed by 90°: ${f90}, by 180°: ${f180})`,
    hugeTitle: (n: string, stride: number) => `${n} queens (every ${stride}th drawn)`,
    columnAxis: 'column →',
    rowAxis: '↓ row',
    sameConstruction: (n: number) => `the same construction for n = ${n}`,
    hugeClaim: (n: string) => `the construction for n = ${n} is a solution`,
    hugeEvidence: (n: string) => `isSolution checked ${n} queens`,
    hugeSummary: ({ n, buildMs, checkMs, ok, small }: { n: string; buildMs: string; checkMs: string; ok: boolean; small: string }) =>
      `n = ${n}: built in ${buildMs} ms, checked in ${checkMs} ms: isSolution = ${ok}; n = 2 and 3: ${small}`,
    noneForTwoThree: 'n = 2 and n = 3 have no solution, and solveQueens says so',
    summary: (v: {
      conflicts: number; firstBad: number; n: number; isFigure: boolean; handoutBuilt: number;
      dfsGenerated: number; dfsHeld: number; promising: number; dfsDead: number; fullGenerated: number; fullDead: number;
      bfsGenerated: number; bfsHeld: number; memoryFrom: number; memoryTo: number; bfsHeldAtTo: number; queueFactor: string;
      nodeFactor: string; countFrom: number; countTo: number; firstStep: string; firstFrom: number; firstTo: number; lastStep: string; lastFrom: number; lastTo: number; symmetryShare: string; arraysOverBitmask: string; sharedTo: number;
    }) => [
      `- **Vectors.** The course's (3, 1, 6, 2, 8, 6, 4, 7) breaks ${v.conflicts} implicit constraints; backtracking abandons it at k = ${v.firstBad}, its first prefix that is not k-promising.`,
      `- **Depth-first.** On ${v.n}×${v.n} the search generates ${v.dfsGenerated} nodes${v.isFigure ? ` — the handout's ${v.handoutBuilt} plus the root —` : ''} and holds at most ${v.dfsHeld}; the full tree reaches the same ${v.promising} promising nodes with ${v.fullDead} dead ones instead of ${v.dfsDead} (${v.fullGenerated} nodes in all).`,
      `- **Breadth-first.** On the same board it generates ${v.bfsGenerated} nodes and holds up to ${v.bfsHeld}.` +
        (v.isFigure ? " The handout's lists L1 … L10 follow from three rules that a breadth-first search makes the other way, and two of their entries are misprints (appendix 03a §6)." : ''),
      `- **Memory.** For n = ${v.memoryFrom}…${v.memoryTo}, DFS holds one node per row; BFS's queue grew ×${v.queueFactor} per row, to ${formatCount(v.bfsHeldAtTo, 'en')} nodes at n = ${v.memoryTo}.`,
      `- **Counting.** Arrays and bitmasks walk the same tree, ×${v.nodeFactor} nodes per extra row fitted over n = ${v.countFrom}…${v.countTo}, the step itself going from ×${v.firstStep} (n = ${v.firstFrom} → ${v.firstTo}) to ×${v.lastStep} (n = ${v.lastFrom} → ${v.lastTo}): a factor per row depends on the sizes it spans, so each one in this notebook names its sizes. Symmetry walks ${v.symmetryShare} % of the tree. In this run the array version took ×${v.arraysOverBitmask} the bitmask time at n = ${v.sharedTo}: bitmasks make each node cheaper, the tree they walk is the same.`,
    ].join('\n'),
    // appendix 03a-queens-at-scale
    maskHeaders: ['row', 'queens above', 'cols', 'left', 'right', 'free', 'free & -free', 'queen of the path'],
    maskCaption: (n: number) => `${n}×${n}: ■ a set bit, column 1 first`,
    maskClaim: 'on every promising vector of the 8×8 tree short of a solution, the free squares of the masks are exactly the columns that extend it to a k-promising vector',
    maskEvidence: (vectors: number, n: number, wrong: number) => `${vectors} promising vectors of the ${n}×${n} tree short of a solution, ${wrong} mismatches`,
    threadsAgree: 'one thread and several count the same solutions, those of OEIS A000170',
    threadsEvidence: (n: number, one: number, many: number, oeis: number) => `n = ${n}: ${formatCount(one, 'en')} = ${formatCount(many, 'en')} = ${formatCount(oeis, 'en')}`,
    estimateClaim: (n: number) => `the library's fixed time model is within ×3 of this run's one-thread count for n = ${n}`,
    estimateEvidence: (n: number, estimate: string, measured: string) => `n = ${n}: estimated ${estimate}, measured ${measured}`,
    estimateLookFor: 'the model was measured once on a 2-core machine; a faster, slower or busier machine moves every estimate by about the same factor',
    refusalClaim: 'countQueens refuses n = 27 instead of running for years',
    refusalEvidence: (thrown: boolean): string => (thrown ? 'a RangeError, its message below' : 'no refusal'),
    uniqueClaim: 'the counts up to symmetry agree with OEIS A002562',
    burnsideClaim: (n: number) => `Burnside's count agrees with sorting every solution into its class by brute force, for n ≤ ${n}`,
    atScaleSummary: (v: { prefixes: number; threadBoards: string; uniqueTo: number; uniqueLast: number; totalLast: number; huge: string; buildMs: string; checkMs: string; estimate27: string }) => [
      `- **Bit tricks.** Three masks and \`free & -free\` replace the loop over earlier rows; on all ${formatCount(v.prefixes, 'en')} promising vectors of the 8×8 tree short of a solution, their free squares are exactly the course's k-promising extensions.`,
      `- **Threads** counted the same solutions as one thread on n = ${v.threadBoards}; the table of section 2 says whether this run's speed-up can be read.`,
      `- **Reach.** Counting is exponential: the model expects about ${v.estimate27} for n = 27, and countQueens refuses it.`,
      `- **Symmetry classes.** Burnside's lemma gives ${formatCount(v.uniqueLast, 'en')} classes among the ${formatCount(v.totalLast, 'en')} solutions of n = ${v.uniqueTo}, as OEIS A002562 and the brute-force sort agree.`,
      `- **No search.** A solution for n = ${v.huge} was written down in ${v.buildMs} ms and checked in ${v.checkMs} ms.`,
    ].join('\n'),
  },
  // notebooks/04-exact-cover-dancing-links: the words its code cells show (`const T = labels().nb04`).
  nb04: {
    status: { complete: 'complete', limit: 'limit', budget: 'budget' } as Record<string, string>,
    /** Sudoku column families (the library's `kind`). */
    kind: { cell: 'cell', 'row-digit': 'row-digit', 'col-digit': 'col-digit', 'box-digit': 'box-digit' } as Record<string, string>,
    /** Column rules (the library's `heuristic`). */
    rule: { mrv: 'fewest rows (MRV)', first: 'first column' } as Record<string, string>,
    /** Primary-column orders (exercise 6). */
    order: { 'middle-out': 'middle out', plain: 'plain' } as Record<string, string>,
    ruleOrderHeaders: ['n', 'column rule', 'column order', 'count', 'nodes'],
    col: {
      count: 'count', solution: 'solution', valid: 'valid', nodes: 'nodes', updates: 'updates', status: 'status',
      rows: 'rows', columns: 'columns', ones: 'ones', everyRowHasFour: 'every row has four', everyColumnHasNine: 'every column has nine',
      columnsPerKind: 'columns per kind', givens: 'givens', rowsLeft: 'rows left', columnsLeft: 'columns left',
      sanityAfterUnselect: 'sanity after unselect', puzzles: 'puzzles', nodesMedian: 'median nodes', nodesMax: 'most nodes',
      updatesPerPuzzle: 'updates per puzzle', medianMsForTheSet: 'ms for the set (median)', puzzlesPerSecond: 'puzzles per second',
      shown: 'drawn', millionUpdatesPerSecond: 'million updates per second', knuthsFileRows: "rows of Knuth's file", ourRows: 'our rows',
    },
    quantityValue: ['', 'value'],
    row: (i: number) => `row ${i}`,
    knuthExample: "Knuth's example",
    oneCover: 'exactly one exact cover, {row 3, row 4, row 0}, as found by hand',
    oneCoverEvidence: (count: number, rows: string) => `count ${count}, rows ${rows}`,
    linksBefore: 'Before: every column linked (sizes above the headers)',
    linksCovered: (updates: number) => `After cover(A): A leaves the header list, rows 1 and 3 leave columns D and G (${updates} updates)`,
    linksUncovered: 'After uncover(A): everything back where it was',
    coverCost: "covering A costs 4 updates: A's header and the nodes of rows 1 and 3 outside column A",
    coverCostEvidence: (updates: number) => `coverColumn(0) reported ${updates} updates`,
    uncoverRestores: 'uncover puts every link back: the snapshot is the one from before, and sanity() agrees',
    uncoverEvidence: (restored: boolean, sane: boolean) => `snapshot restored: ${restored ? 'yes' : 'no'}, sanity() ${sane ? 'ok' : 'FAILS'}`,
    step: {
      updates: 'upd',
      choose: (column: string, size: number) => `choose column ${column} (${size} ${size === 1 ? 'row' : 'rows'})`,
      cover: (column: string) => `cover ${column}`,
      try: (row: number, names: string) => `try row ${row} (${names})`,
      solution: (rows: string) => `SOLUTION: rows ${rows}`,
      undo: (row: number) => `take back row ${row}`,
      backtrack: (column: string) => `uncover ${column}, back up`,
      done: (status: string, count: number, nodes: number, updates: number) => `done: ${status}, ${count} solution${count === 1 ? '' : 's'}, ${nodes} nodes, ${updates} updates`,
    },
    traceAgrees: 'the traced search and the fast solver count the same nodes and updates',
    traceAgreesEvidence: (nodes: number, updates: number, trace: [number, number] | null) =>
      `solver: ${nodes} nodes, ${updates} updates; trace: ${trace ? `${trace[0]} nodes, ${trace[1]} updates` : 'unfinished'}`,
    linkHeaders: ['the slides', 'what it does', 'ours, on the header list (left/right)', 'ours, inside a column (up/down)'],
    /** The job of a slide line: lib/handouts gives "English (the slides' Spanish)". */
    job: (job: string) => job.replace(/\s*\(.*\)$/, ''),
    allStatementsFound: (count: number) =>
      `all ${count} statements found in lib/exact-cover/dlx-search.ts (in coverItem and uncoverItem: x = k for a column, nn for a node; l, r its left and right; uu, dd its up and down)`,
    branch: (level: number, column: string, size: number, tries: string[]) =>
      `level ${level}: column ${column} has ${size} row${size === 1 ? '' : 's'} → ${tries.length ? tries.join(', then ') : 'nothing to try: back up'}`,
    branchTry: (row: number, names: string, solutions: number) =>
      `row ${row} (${names}): ${solutions ? `${solutions} solution${solutions === 1 ? '' : 's'} below` : 'dead end'}`,
    root: 'root',
    sixQueensTitle: "6 queens, Knuth's rule",
    sixQueens: '6 queens have 4 solutions; the tree shows them, and its dead ends',
    sixQueensEvidence: (tried: number, solutions: number, dead: number) => `${tried} rows tried: ${solutions} solutions, ${dead} dead ends`,
    sudokuShape: '729 rows and 324 columns; every row has four 1s, every column nine',
    sudokuShapeEvidence: (rows: number, cols: number, ones: number) => `${rows} × ${cols}, ${ones} ones`,
    exGridTitle: (row: number, col: number, box: number) => `grid row ${row}, grid column ${col}, box ${box}`,
    exGroups: (row: number, col: number, box: number) => [`cells of grid row ${row}`, `grid row ${row} has d`, `grid column ${col} has d`, `box ${box} has d`],
    exMatrixTitle: (row: number, col: number) => `the matrix rows of cell (${row}, ${col})`,
    exOnesIn: (index: number, digit: number, row: number, col: number) => `matrix row ${index} = ⟨${digit}, ${row}, ${col}⟩ has its 1s in:`,
    exColumn: (c: number, kind: string, name: string) => `column ${c} (${kind}, Knuth's name ${name})`,
    afterGivens: (rows: number, cols: number) => `After the givens: ${rows} × ${cols}`,
    solvedTitle: (k: number) => `top95 #${k} solved`,
    uniqueAnswer: 'with limit 2 the search completes with count 1: the puzzle has exactly one answer',
    uniqueEvidence: (status: string, count: number) => `status ${status}, count ${count}`,
    knuthFewer: "Knuth's rule tries fewer rows than the first-column rule on every puzzle compared",
    versus: (puzzle: string, mrv: string, first: string) => `${puzzle}: ${mrv} vs ${first}`,
    heuristicHeaders: ['puzzle', 'column rule', 'rows tried (nodes)', 'updates', 'status'],
    rowsTriedAxis: 'rows tried (nodes, log scale) →',
    atLeastBudget: (nodes: string) => `≥ ${nodes} (budget)`,
    puzzleNumberAxis: 'top95 puzzle number →',
    rowsTriedUpAxis: '↑ rows tried (nodes, log scale)',
    givensLegend: 'givens (clues in the puzzle)',
    givens: 'number of givens',
    difficulty: ({ puzzles, lo, hi, median, ratio, corr }: { puzzles: number; lo: string; hi: string; median: string; ratio: string; corr: string }) =>
      `Over these ${puzzles} puzzles the rows tried run from **${lo}** to **${hi}** (median ${median}): a spread of ×${ratio}. ` +
      `The correlation between the number of givens and log(rows tried) is ${corr}.`,
    queensHeaders: ['n', 'solutions', 'A000170', 'agrees', 'all valid', 'nodes', 'updates'],
    queensAgree: 'the exact-cover counts agree with OEIS A000170, and every solution kept is a valid placement',
    q8Knuth: (updates: string) => `queensCover(8) is Knuth's q8.dlx, and counting all its solutions costs his ${updates} updates`,
    q8Evidence: (same: boolean, updates: string) => `same rows as q8.dlx: ${same ? 'yes' : 'no'}; updates ${updates}`,
    profileTitle: (n: number, solutions: string) => `${n} queens as exact cover, all ${solutions} solutions: rows tried per level`,
    profileSums: 'the levels of the profile add up to the nodes of the search (every row tried is counted at its level once)',
    profileEvidence: (sum: string, nodes: string) => `sum of the profile ${sum}, nodes ${nodes}`,
    tilingTitle: (k: number, valid: boolean) => `Tiling ${k} (${valid ? 'valid' : 'INVALID'})`,
    pentClaim: (count: string, updates: string) => `${count} tilings up to symmetry, with exactly the updates of Knuth's pent6x10_xq.dlx (${updates})`,
    pentEvidence: (count: string, updates: string) => `count ${count}, updates ${updates}`,
    pentOff: (count: string) => `PENT_COUNT is off: set it to true to count all ${count} tilings of 6×10 (about 300 million updates) and those of 5×12 and 4×15.`,
    fewerThanSubsets: (rows: number) =>
      `exhaustive, not brute force over subsets: Algorithm X tries fewer rows than the 2^${rows} subsets of Knuth's ${rows} rows`,
    fewerThanSubsetsEvidence: (nodes: number, subsets: number) => `${nodes} rows tried, ${subsets} subsets`,
    typeOne: (row: number, col: number) => `the slides' constraint ⟨${row}, ${col}⟩ has its 1s in exactly the nine rows ⟨1, ${row}, ${col}⟩ … ⟨9, ${row}, ${col}⟩`,
    typeOneEvidence: (name: string, rows: string, row: number, col: number) =>
      `column ${name} (Knuth's names count grid rows and columns from 0: ${name} is the cell in grid row ${row}, grid column ${col}, counting from 1): ${rows}`,
    oneOfNine: (row: number, col: number) => `the answer takes exactly one of the nine rows of ⟨${row}, ${col}⟩, as the slides say`,
    oneOfNineEvidence: (rows: number, taken: string) => `${rows} rows in the cover; of the nine, only ${taken}`,
    secondaryLeft: (open: number, secondary: number) =>
      `at an 8-queens solution every primary column is covered, but ${open} of the ${secondary} diagonal columns are still open: the matrix is not empty`,
    secondaryLeftEvidence: (primary: number, covered: number, secondary: number) =>
      `${primary} of ${primary} ranks and files covered; ${covered} of ${secondary} diagonals`,
    /** The main notebook's summary, from this run's values. */
    summary: (v: {
      exampleNodes: number; exampleUpdates: number; subsets: number; coverUpdates: number; puzzle: number; givens: number; rowsLeft: number;
      columnsLeft: number; puzzleNodes: number; compared: number; mrvMax: string; firstMin: string; firstBudget: number; queensMax: number;
      q8Updates: string; q8Open: number; q8Secondary: number; budget: string;
    }) => [
      `- **Exact cover by Algorithm X**: Knuth's 7-column example has one exact cover, found in ${v.exampleNodes} rows tried and ${v.exampleUpdates} updates — exhaustive, yet far from the ${v.subsets} subsets a brute force would test.`,
      `- **Dancing Links**: covering a column unlinks its header and the rows that clash (${v.coverUpdates} updates for column A); uncovering restores every link, and \`sanity()\` agrees.`,
      `- **Sudoku**: the slides' 729×324 matrix, four 1s per row and nine per column; the ${v.givens} givens of top95 #${v.puzzle} cut it to ${v.rowsLeft} × ${v.columnsLeft}, and ${v.puzzleNodes} rows tried prove its answer unique.`,
      `- **The column rule**: on ${v.compared} puzzles Knuth's rule tried at most ${v.mrvMax} rows, the first-column rule at least ${v.firstMin}${v.firstBudget ? ` (${v.firstBudget} of its ${v.compared} searches stopped at the budget of ${v.budget} rows: their counts are lower bounds)` : ''}.`,
      `- **N-queens**: secondary columns give the counts of OEIS A000170 for n = 1…${v.queensMax}, and Knuth's ${v.q8Updates} updates for 8 queens; at a solution ${v.q8Open} of the ${v.q8Secondary} diagonals stay open.`,
    ].join('\n'),
    // The appendix, notebooks/04a-dancing-links-at-work.
    allSolved: (puzzles: number) => `each of the ${puzzles} puzzles has a solution that validateSudoku accepts`,
    allSolvedEvidence: (valid: number, puzzles: number) => `${valid} of ${puzzles} valid`,
    spreadClaim: 'some puzzles need more than twice the median rows tried: the dots far above the others',
    spreadEvidence: (above: number, puzzles: number, median: string, max: string) => `${above} of ${puzzles} puzzles above 2 × ${median}; the most ${max}`,
    enginesAgree: (sizes: string) => `the fast engine and the reference (Knuth's steps X1–X8) give the same count, updates and profile for n = ${sizes}`,
    enginesEvidence: (rows: string) => rows,
    widestHeaders: ['n', 'solutions', 'rows tried', 'widest level d', 'rows there', 'd / n'],
    widestClaim: 'from 6 queens on, the widest level lies in the middle third of the search (n/3 ≤ d ≤ 2n/3) and never moves back as n grows',
    widestEvidence: (levels: string) => levels,
    boxClaim: (rows: number, cols: number, count: string) => `the ${rows}×${cols} box has ${count} tilings up to symmetry`,
    boxEvidence: (count: string, status: string, updates: string) => `count ${count} (${status}), ${updates} updates`,
    boxHeaders: ['box', 'tilings up to symmetry', 'expected', 'status', 'rows tried', 'updates', 'seconds'],
    /** The appendix's summary, from this run's values. */
    appendixSummary: (v: {
      puzzles: number; lo: string; hi: string; median: string; above: number; corr: string; sizes: string; widest: string; boxes: string;
    }) => [
      `- **Difficulty**: over the ${v.puzzles} top95 puzzles the rows tried run from ${v.lo} to ${v.hi} (median ${v.median}); ${v.above} need more than twice the median. The correlation of givens with log(rows tried) is ${v.corr}.`,
      `- **Knuth's profile**: for n = ${v.sizes} both engines give the same profile, and its widest level sits in the middle of the search (${v.widest}).`,
      `- **Pentominoes**: ${v.boxes}.`,
    ].join('\n'),
  },
  // The notebooks' own lines, titles and labels, one section per notebook: `const say = labels().nb00`.
  nb00: {
    /** The course's legend's introduction; `bfs` names BFS's colour. */
    courseLegendIntro: (bfs: string) =>
      `**The course's colours.** Every chart and widget of the course colours a method the same way, from one table (lib/notebook's palette): ` +
      `BFS is ${bfs} in the chart below and in notebook 03, and every caption names colours from this table. It is shown here once.`,
    distancesTitle: (start: number, n: number) => `Knight distances from square ${start} on ${n}×${n}`,
    connected: (n: number) => `from any square of ${n}×${n} the knight reaches every square (boards from 4×4 up are connected)`,
    notConnected: (n: number) => `on ${n}×${n} some square can never be reached (the board is too small for the knight)`,
    withDistance: (reachable: number, squares: number) => `${reachable} of ${squares} squares have a distance`,
    dequeuedOnce: 'BFS dequeues every square it can reach exactly once',
    dequeued: (visited: number, reachable: number, unreachable: number) =>
      `${visited} squares dequeued, ${reachable} with a distance, ${unreachable} unreachable (distance −1)`,
    shortestRoute: 'the arrows are a shortest route: one knight move per step, as many steps as the farthest distance',
    route: (moves: number, square: number, distance: number) => `route of ${moves} moves to square ${square}, distance ${distance}`,
    bfsSizes: 'BFS sizes',
    sizeLine: ({ n, squares, ms, nsPerSquare, fitted }: { n: number; squares: number; ms: number; nsPerSquare: number; fitted: boolean }) =>
      `n = ${n}: ${formatCount(squares, 'en')} squares, median ${ms.toFixed(3)} ms, ${nsPerSquare.toFixed(1)} ns per square${fitted ? '' : ' (below the noise floor: not fitted)'}`,
    sideAxis: 'board side n (squares per side)',
    dequeuedAxis: 'squares dequeued',
    counterExact: 'the counter is exactly n² at every size: BFS dequeues every square once',
    timeGrows: 'the time grows like n² too: fitted exponent between 1.7 and 2.4',
    timeLookFor: 'the dots on a straight line on the log–log chart; if they scatter, other programs were busy — rerun, or raise SIZES',
    allPairs: 'all pairs',
    wrongCount: (n: number, count: number) => `wrong count on ${n}×${n}: ${count}`,
    pairsLine: (sizes: readonly number[], exponent: number | undefined, summary: string) =>
      `all-pairs sizes ${sizes.join(', ')}: comparisons ∝ n^${exponent === undefined ? '?' : exponent.toFixed(2)} (exact); time: ${summary}`,
    /** The time's and the counter's exponents over the same sizes: those the time was fitted on. */
    sameSizes: (used: readonly number[], time: number | null, counter: number | null) =>
      used.length < 2 || counter === null
        ? `no comparison: fewer than two sizes above the noise floor (${used.length}), so the time has no exponent to set beside the counter's`
        : `over the same sizes, n = ${used[0]}…${used[used.length - 1]}: time ∝ n^${time === null ? '? (too noisy to fit)' : time.toFixed(2)}, counter ∝ n^${counter.toFixed(2)}`,
    reportParts: "the report has its three parts: the message with the bad square and the allowed range, the library's line, this cell's line",
    reportPartsEvidence: (name: string | null, bad: number, libLine: string | null, cellLine: string | null) =>
      name === null ? 'nothing was thrown' : `${name} naming ${bad}; ${libLine ?? 'no library line'}; ${cellLine ?? 'no line of this cell'}`,
    linearPairs: 'eight moves per square',
    labRangeClaim: (sizes: readonly number[]) =>
      `the lab's knight-warnsdorff (tie-break roth, from the corner) places all n² squares at every size of its first range, n = ${sizes.join(', ')}, and gets stuck on 11 and on 261`,
    labRangeMeasured: (short: readonly number[], stuck: readonly { n: number; placed: number }[]) =>
      `first range: ${short.length === 0 ? 'n² squares placed at every size' : `fewer than n² at n = ${short.join(', ')}`}; ` +
      stuck.map((s) => `n = ${s.n}: ${formatCount(s.placed, 'en')} of ${formatCount(s.n * s.n, 'en')}`).join(', '),
    /** The notebook's summary, from this run's values. */
    summary: ({ n, reachable, farthest, used, time, counter }: { n: number; reachable: number; farthest: number; used: readonly number[]; time: number | null; counter: number | null }) => [
      `On ${n}×${n}, BFS gave ${reachable} of ${n * n} squares a distance, the farthest ${farthest} moves from the start, dequeuing each square once.`,
      used.length >= 2 && counter !== null
        ? `Timed with measureGrowth over n = ${used[0]}…${used[used.length - 1]}, its counter grew like n^${counter.toFixed(2)} and its time like n^${time === null ? '? (too noisy to fit)' : time.toFixed(2)}: the counter is the algorithm's work, the time the machine's answer.`
        : 'Timed with measureGrowth, no size took long enough to fit a time exponent: raise SIZES to see one beside the counter.',
      'A failing cell reports its message, the library line that checked the input and the line of the cell that made the call; the exercises check answers in the library and record them for grading.',
    ].join('\n'),
  },
  nb01: {
    /** A library status or step kind in words (the code keeps comparing the English values: 'found', 'stuck', …). */
    status: (s: string): string => s,
    move: (i: number, dr: number, dc: number) => `move ${i}: (${dr > 0 ? '+' : ''}${dr}, ${dc > 0 ? '+' : ''}${dc})`,
    consoleFailed: (status: number | null, stderr: string) => `the console program failed (exit ${status}): ${stderr}`,
    typed: (lines: readonly string[]) => `typed: ${lines.join(' ')}`,
    consoleNoTourClaim: 'for 4×4 the program answers in one sentence that no tour exists, and prints no board',
    consoleNoTourMeasured: (sentence: boolean, boards: readonly string[]) =>
      `the sentence ${sentence ? 'is' : 'is not'} in the output; boards of step numbers printed: ${boards.join(', ') || 'none'}`,
    consoleBoardsClaim: 'the two boards of step numbers it printed are valid tours: 5×5 from the corner, and 6×6 closed',
    consoleBoardsMeasured: (boards: readonly { size: string; start: number; problem: string; closed: boolean }[]) =>
      boards.map((b) => `${b.size} from ${b.start}: ${b.problem || 'valid'}, ${b.closed ? 'closed' : 'open'}`).join('; '),
    consoleManualClaim: 'in the manual mode the boards carry 0, 1 and 2 x’s after 0, 1 and 2 moves, and after −1 the board of one move ago comes back',
    consoleManualMeasured: (xs: readonly number[], undone: boolean) => `x’s per board: ${xs.join(', ')}; after −1 ${undone ? 'the same board as one move ago' : 'a different board'}`,
    degreeTitle: (n: number) => `Degree of every square on ${n}×${n} (moves that stay on the board)`,
    edgesClaim: (n: number, formula: number) => `the ${n}×${n} board has 4(n−1)(n−2) = ${formula} knight-move edges, and its corners have degree 2`,
    edgesMeasured: (edges: number, corners: readonly number[]) => `sum of degrees / 2 = ${edges}; corner degrees ${corners.join(', ')}`,
    edgesLine: ({ n, edges, min, max, formula }: { n: number; edges: number; min: number; max: number; formula: number }) =>
      `${n}×${n}: ${edges} knight-move edges; degrees range from ${min} (corners) to ${max}; formula 4(n−1)(n−2) = ${formula}`,
    theoremsClaim: (max: number) => `tourExists says exactly what the two theorems above say, open and closed, on every board m×n with 1 ≤ m ≤ n ≤ ${max}`,
    theoremsMeasured: (boards: number, disagree: readonly string[]) => `${boards} boards compared; disagreements: ${disagree.join(', ') || 'none'}`,
    stepTitle: (step: number, degrees: readonly number[], tie: boolean) => `step ${step}: ${degrees.join(' ')}${tie ? ' tie' : ''}`,
    /** The step pictures' legend; the arguments are the colour swatches. */
    stepLegend: (current: string, candidate: string, chosen: string, visited: string) =>
      `${current} the knight's square (♞) · ${candidate} a candidate, with its degree · ${chosen} the candidate the rule chooses · ${visited} the path so far`,
    /** `problem`: the validator's problem in words, '' for a valid tour. */
    tourTitle: (n: number, start: number, problem: string, closed: boolean) => `${n}×${n} from ${start}: ${problem || 'valid'}, ${closed ? 'closed' : 'open'}`,
    stuckAfter: (visited: number, squares: number) => `stuck after ${visited} of ${squares} squares — see section 4`,
    tiesLine: (ties: number, moves: number, ms: number) => `ties met: ${ties} of ${moves} moves; time ${ms.toFixed(2)} ms`,
    optionsLine: (options: readonly { label: number; square: number }[]) => `options: ${options.map((o) => `${o.label} → square ${o.square}`).join(', ')}`,
    afterThreeMoves: 'after three moves',
    afterUndo: (knight: number, visited: number, status: string) => `after undo: knight on square ${knight}, ${visited} squares visited, status ${status}`,
    greedyFrom: (start: number) => `greedy from ${start}`,
    moves: (moves: number) => `${moves} moves`,
    repairClaim: (start: number) => `from square ${start} the greedy hand pass gets stuck, and move/undo backtracking repairs it into a valid tour`,
    repairMeasured: (greedy: string, visited: number, repaired: string, moves: number) =>
      `greedy: ${greedy} after ${visited} squares; backtracking: ${repaired} after ${moves} moves`,
    manualHeader: ['the handout', 'what it does there', 'ManualGame', 'same, or how we differ'],
    /** What each part of the handout's manual mode (lib/handouts COURSE_MANUAL_PARTS) does, and how ManualGame differs. */
    manualPart: {
      'manual(n, Kx, Ky, V, ct, Hx, Hy)': ['draws the board, reads a move and calls itself from the new square', 'one object holds the state; the console program loops instead of recursing, so a long game cannot reach a recursion limit'],
      'Kx, Ky': ['the knight\'s row and column', 'one square number, row · cols + col'],
      V: ['the board of visited squares: 1 visited, 0 not', 'the same array inside the object; cells() shows it as x'],
      ct: ['the number of moves made', 'the length of the path minus one'],
      'Hx, Hy': ['the rows and columns of the squares visited, in order, for undo', 'one list of square numbers'],
      dibujarTabMan: ['draws the board every turn: k, x, o and the digits 0–7', 'same marks, with | between the cells'],
      overMan: ['says the knight has no move left', "the status 'stuck': no option left before the board is full"],
      valid: ['checks that the move typed is one on offer', 'move(label) refuses a label not on offer with a RangeError; the console program asks again'],
      '−1': ['takes the last move back: pops Hx and Hy', 'same; also after a dead end, and after winning'],
      'ct == n²−1': ['the board is full: all x, and k on the last square', "the status 'won'; render() prints the same board"],
    } as Record<string, readonly [string, string]>,
    manualPartsClaim: 'each part does its job on the games above: render() prints k, x, o and the digits; the greedy game is stuck with no option left; move refuses a label not on offer; undo takes the last square off the path; the repaired game is won, its board all x with k on the last square',
    manualPartsMeasured: (checks: readonly [string, boolean][]) => checks.map(([what, ok]) => `${what} ${ok ? '✓' : '✗'}`).join(', '),
    failingStarts: (n: number, k: number) => `${n}×${n}: ${k} failing start${k === 1 ? '' : 's'}`,
    /** The map's legend; `stuck` and `minority` are the colour swatches. */
    mapLegend: (stuck: string, minority: string) =>
      `${stuck} a start from which the rule with tie-break \`first\` gets stuck · ${minority} a start of the minority colour ` +
      '(odd boards: no tour can start there) · unfilled: the rule completes a tour',
    tieBreak: 'tie-break',
    sideAxis: 'board side n →',
    failingAxis: '↑ failing start squares (%)',
    failingHeader: (max: number) => ['tie-break', `failing starts, all n = 5…${max}`, 'of (possible starts)'],
    tieBreakRanking: (max: number, rows: readonly { tieBreak: string; failing: number; starts: number }[]) =>
      `Over all the boards n = 5…${max}, from fewest failing starts to most: ` +
      rows.map((r) => `\`${r.tieBreak}\` ${formatCount(r.failing, 'en')} (${((100 * r.failing) / r.starts).toFixed(1)} %)`).join(', ') + '.',
    firstFailureClaim: 'from the corner, with tie-break first (the common move order), the first board where Warnsdorff fails is n = 64',
    firstFailure: (n: number | undefined) => `first failure from the corner: n = ${n ?? 'none'}`,
    squirrelClaim: (max: number) => `Squirrel & Cull's schedule as the library runs it (repaired, §2) gets stuck from the corner on no n = 5…${max}`,
    squirrelMeasured: (failures: readonly number[]) => (failures.length ? `squirrel fails from the corner on n = ${failures.join(', ')}` : 'squirrel never fails from the corner'),
    sideCornerAxis: 'board side n (start in the corner) →',
    scheduleName: (schedule: 'repaired' | 'published'): string => (schedule === 'repaired' ? "repaired (the library's)" : 'published (Squirrel & Cull)'),
    scheduleHeader: (n: number, max: number) => ['schedule', `fifth switch square at n = ${n} (row, column from 1)`, `stuck from the corner, n = 5…${max}`],
    stuckList: (stuck: readonly { n: number; visited: number }[]) =>
      (stuck.length ? stuck.map((s) => `n = ${s.n} (after ${formatCount(s.visited, 'en')} of ${formatCount(s.n * s.n, 'en')} squares)`).join(', ') : 'none'),
    publishedFailsClaim: (max: number) => `the published schedule gets stuck from the corner on n = 74 and on no other n = 5…${max}`,
    repairedToursClaim: (max: number) => `the repaired schedule tours from the corner on every n = 5…${max}, each tour checked by validateTour`,
    scheduleMeasured: (stuck: readonly { n: number }[]) => (stuck.length ? `stuck on n = ${stuck.map((s) => s.n).join(', ')}` : 'stuck on none'),
    stuckTitle: (n: number, visited: number) => `${n}×${n}, published schedule: stuck after ${formatCount(visited, 'en')} of ${formatCount(n * n, 'en')} squares`,
    /** The stuck picture's legend; `unreached` and `knight` are colour swatches. */
    stuckLegend: (unreached: string, knight: string, { count, row, col }: { count: number; row: number; col: number }) =>
      `${unreached} the ${count} squares the published schedule never reaches · ${knight} the knight's last square, (${row}, ${col}) (row, column from 1), with no move left`,
    sweepHeader: (max: number) => ['tie-break', `failing n from the corner (5 … ${max})`, 'count', 'first'],
    sweepSummary: (max: number, rows: readonly { tieBreak: string; failures: readonly number[] }[]) =>
      `On n = 5 … ${max}: ` + rows.map(({ tieBreak, failures: f }) => `\`${tieBreak}\` ` + (f.length
        ? `fails from the corner on ${f.length} size${f.length === 1 ? '' : 's'} (${f.slice(0, 8).join(', ')}${f.length > 8 ? ', …' : ''})`
        : 'never fails from the corner')).join('; ') + '.',
    stepsHeader: ['search', 'last step', 'nodes', 'backtracks', 'tour valid'],
    stepsAgreeClaim: 'the step-by-step search and the fast engine without pruning make the same search: same status, nodes and backtracks, and a valid tour',
    stepsAgreeMeasured: (steps: string, engine: string) => `backtrackSteps: ${steps}; backtrackTour: ${engine}`,
    variant: (key: 'textbook' | 'fixed' | 'random' | 'warnsdorff'): string => (key === 'textbook' ? 'fixed order, no pruning (textbook)' : `${key} order + pruning`),
    variantLabel: 'variant',
    invalidTour: (search: string, where: number) => `invalid tour from ${search} (${where})`,
    nodesAxis: '↑ nodes explored (squares placed)',
    nSquaredLine: 'n² (one node per square)',
    variantHeader: ['variant', 'n', 'status', 'nodes', 'ms'],
    nearN2Claim: "with Warnsdorff's order the search stays near the n² line: at most 1.5 n² nodes wherever it found a tour",
    textbookGrowthClaim: 'without the heuristic and without pruning, the textbook search grows fast: on its second board it needs more than ten times the nodes of its first, or hits the budget',
    textbookGrowthMeasured: (rows: readonly string[]) => rows.join('; '),
    prunedOffLineClaim: 'pruning alone does not keep a poor order near n²: the pruned fixed and random orders each need more than 2 n² nodes on some board',
    prunedOffLineMeasured: (rows: readonly string[]) => rows.join('; '),
    beyond31Claim: "Warnsdorff's order with the explicit stack finds tours beyond the course's 31×31",
    beyond31Measured: (n: number) => `largest board with a tour found here: ${n}×${n}`,
    textbookReach: ({ n, outOfBudget, budget, nodes, status, warnsdorffMax, exact, found }: { n: number; outOfBudget: boolean; budget: number; nodes: number; status: string; warnsdorffMax: number; exact: number; found: number }) =>
      `The textbook search (fixed order, no pruning) went up to n = ${n}: ` +
      (outOfBudget ? `it hit the budget of ${formatCount(budget, 'en')} nodes there` : `${formatCount(nodes, 'en')} nodes, status ${status}`) +
      `; Warnsdorff's order with pruning reached n = ${warnsdorffMax}, ` +
      (exact === found ? `with no backtrack in this run: exactly n² nodes on all ${found} boards where it found a tour.` : `with exactly n² nodes (no backtrack) on ${exact} of the ${found} boards where it found a tour; on the others it backtracked.`),
    wholeTreeHeader: ['board', 'squares N', '2^N', 'nodes of the whole tree', 'distinct patterns', 'distinct states', 'nodes per state', 'tours from the corner'],
    wholeTreeLine: (revisited: readonly string[], growth: readonly number[]) =>
      `the tree has more nodes than states on ${revisited.join(', ') || 'none of these boards'}; ` +
      `it grows ×${growth.map((g) => g.toFixed(2)).join(', ×')} per extra square between consecutive boards (2^N grows ×2)`,
    revisitClaim: 'the whole tree has more nodes than there are states (pattern + knight\'s square) on every board here but the smallest: the search counts paths, not patterns',
    revisitMeasured: (rows: readonly string[]) => `nodes per state: ${rows.join(', ')}`,
    growthClaim: 'the whole tree grows by a factor between 1.5 and 3 per extra square between consecutive boards: the order of the bound\'s ×2',
    growthMeasured: (growth: readonly number[]) => `×${growth.map((g) => g.toFixed(2)).join(', ×')} per extra square`,
    boundChartSide: 'board side n',
    boundChartAxis: '↑ log₁₀ of the count (nodes; squares for n²)',
    boundHeader: ['n', 'best case n²', 'Warnsdorff order: nodes', 'textbook search (fixed order, no pruning): nodes', 'course bound 2^(n²)'],
    atLeastN2Claim: 'no search places fewer nodes than the board has squares: the best case n² is a floor',
    atLeastN2Measured: (below: readonly number[]) => `boards where a tour took fewer than n² nodes: ${below.join(', ') || 'none'}`,
    bestCaseMostClaim: "Warnsdorff's order reaches the best case, exactly n² nodes and no backtrack, on more than half of the sizes",
    bestCaseMostMeasured: (reached: number, sizes: number) => `${reached} of ${sizes} sizes`,
    textbookNeverBestClaim: 'the textbook search (fixed order, no pruning) reaches the best case on none of its sizes',
    textbookNeverBestMeasured: (rows: readonly string[]) => rows.join('; '),
    bestCaseLine: (sizes: readonly number[], total: number) => `best case reached (exactly n² nodes, no backtrack) on ${sizes.length} of ${total} sizes${sizes.length ? `: n = ${sizes.join(', ')}` : ''}`,
    search: (restarts: boolean): string => (restarts ? 'with restarts' : 'plain depth-first'),
    thinHeader: ['search', 'status', 'nodes', 'attempts', 'ms'],
    thinClaim: (rows: number, cols: number, start: number) => `on ${rows}×${cols} from square ${start} plain depth-first search hits its budget, and the search with restarts finds a valid tour`,
    thinMeasured: (plain: string, restarts: string) => `plain: ${plain}; with restarts: ${restarts}`,
    tourFound: 'the tour found, numbered in order of visit',
    searchLabel: 'search',
    startAxis: (rows: number, cols: number) => `start square on ${rows}×${cols} →`,
    nodesLogAxis: '↑ nodes (log scale)',
    tailHeader: ['search', 'starts', 'found', 'out of budget', 'median nodes', 'most nodes', 'all nodes'],
    tailClaim: (squares: number) => `most starts cost about one node per square either way: the median is below 2 × ${squares} nodes for both searches`,
    tailMeasured: (plain: number, restarts: number) => `median nodes: plain ${plain}, with restarts ${restarts}`,
    tailSpreadClaim: 'without restarts the tail is heavy: the costliest start takes more than 100 times the median, or hits the budget',
    tailSpreadMeasured: (most: number, median: number, budget: number) => `most nodes ${formatCount(most, 'en')} = ${(most / median).toFixed(0)} × the median; ${budget} start${budget === 1 ? '' : 's'} out of budget`,
    restartsAllClaim: 'with restarts every start square of the board gets a tour, or a proof that there is none, within the budget',
    restartsAllMeasured: (found: number, none: number, budget: number) => `found ${found}, none ${none}, out of budget ${budget}`,
    restartsCostClaim: 'restarts are not free: on some start that plain search finishes, the search with restarts places more nodes',
    restartsCostMeasured: (starts: readonly number[]) => `starts where restarts cost more: ${starts.join(', ') || 'none'}`,
    countBoard: (rows: number, cols: number, closed: boolean, fromCorner: boolean) => `${rows}×${cols} ${closed ? 'closed' : 'open'}${fromCorner ? ' from a corner' : ''}`,
    countHeader: ['board', 'counted', 'known', 'agree', 'exists (theorem)', 'nodes', 'ms'],
    countClaim: 'every count agrees with the known value, and the existence theorem says ✓ exactly where the count is positive',
    labelOrder: (byLabel: number, byWarnsdorff: number) => `label order: ${byLabel} moves; Warnsdorff's order: ${byWarnsdorff} moves`,
  },
  nb02: {
    /** The plan's tree: a node split into four or two (which one: the mark after its size). */
    splitNode: 'split (÷4 into four, ÷2 into two)',
    baseFiles: (count: number, first: readonly string[]) => `${count} files in base_cases/, e.g. ${first.join(', ')}, …`,
    /** A base-case file as the reader sees it: its header line (written by npm run base-cases, in English) in the reader's language. */
    baseFileText: (text: string) => text,
    baseCountClaim: 'one base case per board a×b with 5 ≤ a ≤ b ≤ 12: 8·9/2 = 36 files',
    baseCountMeasured: (count: number) => `${count} files listed by baseSizes()`,
    cornerMovesTitle: (rows: number, cols: number) => `${rows}×${cols}: corner moves in red`,
    baseClaim: (rows: number, cols: number) => `the ${rows}×${cols} base case is a closed tour that uses every corner move (structured)`,
    cornerMovesPresent: (count: number) => `ok, ${count} corner moves present`,
    piece: (rows: number, cols: number, cornerless: boolean) => `${rows}×${cols}${cornerless ? ' without a corner' : ''}`,
    cornerlessClaim: 'in the corner-less base cases no move enters the left-out top-left square, and the other three corners keep their corner moves',
    cornerlessMeasured: (rows: number, cols: number, count: number) => `${rows}×${cols} without a corner: checkCycle ok, ${count} corner moves present`,
    fourPatternsClaim: 'there are exactly four ways to join four structured tiles at their meeting point',
    fourPatternsMeasured: (count: number) => `fourWayPatterns() found ${count}`,
    pattern: (i: number, deleted: readonly string[], added: readonly string[]) => `pattern ${i}: delete ${deleted.join(', ')}; add ${added.join(', ')}`,
    beforeJoin: 'Before the join',
    afterJoin: 'After the join',
    joinedClaim: (n: number) => `the joined ${n}×${n} tour is one closed tour through every square`,
    /** `problem`: the validator's problem in words, '' for a valid tour. */
    validated: (ok: boolean, closed: boolean, problem: string) => `validateTour: ok ${ok}, closed ${closed}${problem ? ', ' + problem : ''}`,
    stretchesClaim: 'the joined tour passes from one tile to another only along the moves the joins added',
    stretchesMeasured: (crossings: number, added: number, tiles: number) =>
      `${crossings} crossings between tiles, ${added} added moves, ${tiles} tiles${crossings === tiles ? ': each tile is one stretch of the tour' : ''}`,
    /** A node of the recursion tree by its split (`BlockNode.split`). */
    split: { tile: 'base case (tile)', four: 'four-way join', two: 'two-way join' } as Record<'tile' | 'four' | 'two', string>,
    treeTitle: (n: number) => `Recursion tree, ${n}×${n}`,
    treeLine: ({ rowBands, colBands, tiles, four, two, depth }: { rowBands: readonly number[]; colBands: readonly number[]; tiles: number; four: number; two: number; depth: number }) =>
      `bands ${rowBands.join('+')} × ${colBands.join('+')}: ${tiles} tiles, ${four} four-way joins, ${two} two-way joins; depth ${depth}`,
    tilesTitle: (n: number) => `Tiles of ${n}×${n} and their joins`,
    explorerClaim: 'on n×n, n = 5…40, the number of tiles grows only just past a multiple of 12, when a side needs one more band: to 4, 9 and 16 tiles',
    explorerMeasured: (steps: readonly { n: number; tiles: number }[]) => steps.map((s) => `n = ${s.n}: ${s.tiles} tile${s.tiles === 1 ? '' : 's'}`).join(', '),
    role: (fourWay: boolean, unequal: boolean, twoWay: boolean, openStart: boolean) =>
      [fourWay ? `four-way join${unequal ? ' of unequal quarters' : ''}` : '', twoWay ? 'two-way join' : '', openStart ? 'start on the left-out corner' : '']
        .filter((s) => s).join(' + '),
    casesHeader: ['course case', 'when', 'example', 'the course builds it from', 'our tiles (computed)', 'same pieces?', 'our joins', 'our tour', 'our part in that role'],
    /** The handouts' case names, conditions and constructions (lib/handouts keeps them in English) in words. */
    caseName: (name: string): string => name,
    caseWhen: (when: string): string => when,
    caseHow: (how: string): string => how,
    joins: (four: number, two: number) => `${four} four-way, ${two} two-way`,
    tourKind: (closed: boolean): string => (closed ? 'closed' : 'open'),
    invalid: 'INVALID',
    evenTilesClaim: 'every tile of these example boards has an even number of squares, or is the one corner-less tile: each has a closed structured tour, so no unir_complex is needed',
    evenTilesMeasured: (tiles: number, cornerless: number) => `${tiles} tiles, ${cornerless} of them corner-less`,
    imparClaim: "for both unir_impar boards our tiles are the course's pieces, the corner-less one included",
    /** `corner`: lib/handouts' COURSE_COMPLEX_LEFT_OUT ('bottom-right'). */
    complexClaim: (corner: string) =>
      `the course's unir_complex quarters, each leaving out its ${corner.replace('-', ' ')} corner and turned, leave out the four centre squares; our corner-less tile leaves out the board's own corner, square 0, where the open tour starts`,
    complexMeasured: (n: number, squares: readonly string[], odd: readonly string[]) =>
      `${n}×${n}: the quarters leave out ${squares.join(', ')}; ${odd.join(', ')}: our corner-less tile at (0, 0), the tour starting on square 0`,
    twoTilesClaim: '12×13 is two tiles side by side, closed by one two-way join',
    literalClaim: 'taken literally, the unir_complex condition "m%2==0 ^ m%2!=0" holds for no n; read as "n even, n/2 odd", exactly one of the three square cases holds for every n',
    literalMeasured: (from: number, to: number, literal: number, partition: boolean) =>
      `n = ${from}…${to}: the literal condition holds for ${literal} of them; exactly one case for every n: ${partition ? 'yes' : 'no'}`,
    piecesAreaClaim: 'in the sub-case "m even, not divisible by 4" the four pieces cover m×(m+1) with (l−1)×(l+1) as the last piece, and never with the literal (l−1)·l + 1',
    piecesAreaMeasured: (count: number, upTo: number) => `${count} values of m ≡ 2 (mod 4), up to ${upTo}`,
    stored: (kind: 'open' | 'closed' | 'cornerless') =>
      ({ open: 'open tour of the whole board', closed: 'closed structured', cornerless: 'closed structured, without a corner' })[kind],
    dropped: 'dropped: built from the corner-less tour, starting on the corner (notebook 02 §6)',
    missing: 'MISSING',
    kept: 'kept',
    baseBoardsIntro: (scanned: number) =>
      `### The 13 base boards\n\nWhich of the course's base boards we keep, which we drop and why, and how often our construction uses each, ` +
      `counted over the ${scanned} boards a×b with 5 ≤ a ≤ b ≤ 40. The files we add are there because bands of 5–12 rows and columns meet in every ` +
      `combination, sides 11 and 12 included; the course's rules produce only a few shapes (n×n, n×(n+1), n×(n+2)). A corner-less tile stands only ` +
      `in the top-left corner of a board with both sides odd. The course's three open tours are not needed at all: an odd board's open tour comes ` +
      `from its corner-less closed tour (notebook 02 §6). Why the course needed exactly its 13 boards is the question of exercise 8.`,
    baseHeader: (scanned: number) => ['course board', 'the course stored', 'our file', 'kept or dropped', `boards using it (of ${scanned})`],
    courseBaseClaim: 'every tour the course stored has its counterpart: a structured file of ours, or (the open tours of 5×5, 7×7, 9×9) a tour we build',
    courseBaseMeasured: (kept: number, dropped: number) => `${kept} kept, ${dropped} dropped and built`,
    oursLine: (ours: number, course: number, added: readonly string[]) => `ours: ${ours} files; ${course} of them are the course's, ${added.length} are added: ${added.join(', ')}`,
    /** A figure the handout announces and does not include (its announcing words are quoted in the cell above the picture). */
    missingFigure: (name: string, board: string) => `${name}, ${board}: the missing figure`,
    recommendedHeader: ['recommended board', 'family', "the handout's rule cuts it into", 'pieces without a closed tour', 'the course stored', 'our file (structured)', 'our base-case search (NotSoBrute)'],
    searchCost: (status: string, nodes: number, squares: number) =>
      status === 'found' ? `${formatCount(nodes, 'en')} nodes, ${(nodes / squares).toFixed(1)} per square` : `not found (${status})`,
    recommendedClaim: "the handout's recommendation, derived: over n = 5…40 its rules leave a piece without a closed tour on exactly the recommended boards, and each has a structured file of ours",
    recommendedMeasured: (from: number, to: number, boards: readonly string[]) => `n = ${from}…${to}: the rules cannot build ${boards.join(', ')} (${boards.length} boards)`,
    notSoBruteClaim: "our base-case search (the course's NotSoBrute) finds every recommended board's structured tour within 50 nodes per square: the O(2^(n²)) it shares with backtracking is a bound, not its cost here",
    notSoBruteMeasured: (least: number, most: number, total: number) => `${least.toFixed(1)} to ${most.toFixed(1)} nodes per square; ${formatCount(total, 'en')} nodes for all 13 boards`,
    joinsClaim: 'every join merges cycles into one: tiles − 1 = 3·(four-way joins) + (two-way joins)',
    depthClaim: 'with b bands a side the recursion tree is ⌈log₂ b⌉ deep, and copying writes between ⌊log₂ b⌋ + 1 and ⌈log₂ b⌉ + 1 times per square',
    depthMeasured: (n: number, bands: number, depth: number, perSquare: number) => `n = ${n}: b = ${bands}, depth ${depth}, ${perSquare.toFixed(2)} writes per square`,
    invalidAt: (n: number) => `invalid tour at n = ${n}`,
    dcProgress: 'divide and conquer: sizes × methods',
    method: {
      tiles: 'divide and conquer (tile by tile)', successors: 'divide and conquer (successor chasing)',
      copying: 'divide and conquer (copying sub-tours)', fill: 'fill a fresh n×n Int32Array (floor)', refill: 'rewrite one n×n Int32Array (reused)',
      warnsdorff: 'Warnsdorff (squirrel)', backtracking: 'backtracking (Warnsdorff order)',
    },
    searchProgress: 'search methods: sizes',
    memoryProgress: 'fresh and reused arrays: sizes',
    warnsdorffCompleted: (done: number, total: number, stuck: readonly number[], sizes: readonly number[]) =>
      `Warnsdorff (squirrel) from the corner completed ${done} of the ${total} boards measured` +
      (stuck.length ? `; it got stuck on n = ${stuck.join(', ')} (its time there is the time to get stuck).` : ` (n = ${sizes.join(', ')}).`),
    /** A backtracking run's status (`BacktrackResult.status`) in words. */
    runStatus: { found: 'found', none: 'no tour', budget: 'budget hit' } as Record<'found' | 'none' | 'budget', string>,
    sideAxis: 'board side n',
    writtenAxis: 'squares written',
    writtenOrNodesAxis: 'squares written (nodes for the searches)',
    linearClaim: 'divide and conquer (tile by tile) grows like n², linear in the squares: exponent 1.8–2.2 with r² ≥ 0.95',
    linearLookFor: 'the dots on a straight line parallel to the fill loop; with fewer than three sizes above 0.5 ms there is no fit at all (raise SIZES), and scattered dots mean other programs were busy — rerun',
    countersClaim: 'the counters: tile by tile writes each of the n² squares once; copying writes more, and more per square as n grows',
    writesPerSquare: (n: number, writes: number) => `n = ${n}: ${writes.toFixed(2)} writes per square`,
    sameSizesClaim: "over the same sizes, copying's time grows faster than the construction's: a larger exponent, as its extra log n predicts",
    sameSizesMeasured: (sizes: readonly number[], a: number, b: number) => `over n = ${sizes.join(', ')}: the construction ∝ n^${a.toFixed(2)}, copying ∝ n^${b.toFixed(2)}`,
    sameSizesLookFor: "the copying line steeper than the construction's over the sizes both fitted; with fewer than three such sizes there is nothing to compare (raise SIZES), and on a busy machine one disturbed size can tilt a short fit",
    tooFewShared: 'fewer than three sizes were fitted for every series: no exponents to compare on this run',
    sameSizesAllClaim: "over the same sizes, copying's time grows faster than tile by tile's",
    sameSizesAllMeasured: (sizes: readonly number[], laws: readonly string[]) => `over n = ${sizes.join(', ')}: ${laws.join('; ')}`,
    sideAxisArrow: 'board side n →',
    /** The per-square chart's axis, naming the clock measured (a browser's kernel has no CPU clock). */
    perSquareAxis: (clock: 'cpu' | 'wall') => `↑ ${clock === 'cpu' ? 'CPU time' : 'time'} per square (ns)`,
    floorClaim: 'tile by tile costs a small multiple (1–6×) of the fill loop, which no method that writes the tour can beat',
    floorMeasured: (n: number, ms: number, ratio: number) => `n = ${n}: ${ms.toFixed(1)} ms = ${ratio.toFixed(1)}× the fill loop`,
    floorLookFor: 'the tile-by-tile line running parallel to the fill loop, a short distance above it',
    slowerClaim: 'successor chasing and copying are both slower than tile by tile on the largest board',
    slowerMeasured: (n: number, successors: number, copying: number) =>
      `n = ${n}: successor chasing ${successors.toFixed(1)}×, copying ${copying.toFixed(1)}× the time of tile by tile`,
    slowerLookFor: 'the two lines above tile by tile at the right of the chart; a single size can be disturbed by other programs',
    freshClaim: "at the largest size, writing into a fresh array costs less than 3× rewriting one array allocated once: the kernel's allocator settings keep the cost of fresh pages out of the charts",
    freshMeasured: (n: number, bytes: number, fresh: number, reused: number) =>
      `n = ${n} (${formatCount(bytes, 'en')} bytes): fresh ${fresh.toFixed(2)} ns, reused ${reused.toFixed(2)} ns per square`,
    freshLookFor: "the two lines close together; if the fresh one runs far above (page faults cost ten times the work on our VM), the kernel was started without its allocator settings (rerun npm run setup), or the board's array is past the 32 MB the allocator keeps",
    estimate: ({ n, total, path, tables, perSquare }: { n: number; total: string; path: string; tables: string; perSquare: number }) =>
      `For ${n}×${n} the estimate is ${total}: ${path} for the path (4 bytes × ${formatCount(n * n, 'en')} squares) and ${tables} for the tiles' tables ` +
      `(${perSquare.toFixed(1)} bytes per square in all).`,
    largestFits: (side: number, estimate: string, limit: string) =>
      ` The message's largest board, ${side}×${side}, is the largest square board whose estimate, ${estimate}, stays within the limit of ${limit}.`,
    largestClaim: 'the largest board the refusal names is the largest that fits the limit',
    largestMeasured: (side: number, fits: number, next: number, limit: number) =>
      `${side}×${side}: ${formatCount(fits, 'en')} bytes; ${side + 1}×${side + 1}: ${formatCount(next, 'en')} bytes; limit ${formatCount(limit, 'en')}`,
    refusalClaim: 'the refusal names the estimate the library computes',
    noBudgetClaim: 'no backtracking run hit its node budget: every dot is a finished run',
    warnsdorffSlowerClaim: "at every size both measured above the noise floor, Warnsdorff's rule takes longer than divide and conquer",
    warnsdorffSlowerMeasured: (ratios: readonly (readonly [number, number])[], sizes: readonly number[], exponents: readonly number[]) =>
      (ratios.length ? ratios.map(([n, r]) => `n = ${n}: ${r.toFixed(1)}×`).join(', ') : 'no size measured by both above the noise floor') +
      (sizes.length ? `; over n = ${sizes.join(', ')}: divide and conquer ∝ n^${exponents[0].toFixed(2)}, Warnsdorff ∝ n^${exponents[1].toFixed(2)}` : '; too few sizes fitted by both to compare exponents'),
    warnsdorffSlowerLookFor: "the Warnsdorff line above divide and conquer's where both have dots; with the quick parameters the sizes barely overlap, and a disturbed size can make the lines cross",
    oddClaim: (n: number) => `the ${n}×${n} tour is a valid open tour: it starts on the corner, steps to (1, 2), and its last square is a knight's move from (1, 2) — the corner-less cycle with one move deleted and the corner's move added`,
    firstSquares: (first: number, second: number, last: number) => `path[0] = ${first}, path[1] = ${second}, last square ${last}`,
    tiles: (n: number, count: number) => `${n}×${n}: ${count} tile${count === 1 ? '' : 's'}`,
    oddPlanLine: (n: number, pieces: readonly string[], joins: string, onCorner: boolean) =>
      `${n}×${n}: tiles ${pieces.join(', ')}; ${joins} joins; the tour starts on the left-out corner: ${onCorner ? 'yes' : 'no'}`,
    firstCallClaim: 'no "first call" flag is needed: every block holding the corner-less tile has two odd sides, every other block an even number of squares, and the only corner-less tile is the top-left one',
    firstCallMeasured: (n: number, holding: readonly string[], others: number) => `${n}×${n}: blocks holding the corner ${holding.join(', ')}; ${others} other blocks, all even`,
    sameCycleClaim: 'the three numberings build the same cycle: the same moves, from different start squares or in the other direction',
    sameCycleMeasured: (board: string, starts: readonly number[]) => `${board}: the same moves, starting at squares ${starts.join(' / ')}`,
    /** Notebook 02's summary line: this run's numbers (null where nothing could be fitted). */
    summaryRun: ({ exponent, fitSizes, sizes, a, b, n, ms, floorRatio }: { exponent: number | null; fitSizes: readonly number[]; sizes: readonly number[]; a: number | null; b: number | null; n: number; ms: number; floorRatio: number }) =>
      `This run: the construction's time ${exponent === null ? 'could not be fitted (too few sizes above 0.5 ms: rerun with the full SIZES)' : `∝ n^${exponent.toFixed(2)} over n = ${fitSizes.join(', ')}`}; ` +
      (sizes.length && a !== null && b !== null ? `over the sizes both fits used (n = ${sizes.join(', ')}) copying ∝ n^${b.toFixed(2)} against the construction's n^${a.toFixed(2)}` : 'no three sizes were fitted for both, so their exponents are not compared') +
      (sizes.length && a !== null && b !== null ? (b > a ? ' — steeper, as §4 predicts' : ' — not steeper: this run did not show the predicted gap (⚠ in §5)') : '') +
      `; at n = ${n} the construction took ${ms.toFixed(1)} ms, ${floorRatio.toFixed(1)}× the fill loop (appendix 02a times these methods again in its own run, and its numbers need not match).`,
    /** Appendix 02a's summary line. */
    summaryRunA: ({ n, floorRatio, successors, copying, sizes, exponents, fresh, fitSide }: { n: number; floorRatio: number; successors: number; copying: number; sizes: readonly number[]; exponents: readonly number[]; fresh: number; fitSide: number }) =>
      `This run, at n = ${n}: tile by tile ${floorRatio.toFixed(1)}× the fill loop; successor chasing ${successors.toFixed(1)}× and copying ${copying.toFixed(1)}× tile by tile; ` +
      (sizes.length ? `over n = ${sizes.join(', ')} the exponents of tile by tile, successor chasing and copying were ${exponents.map((e) => e.toFixed(2)).join(', ')}` : 'too few sizes were fitted for all three to compare exponents') +
      `; a fresh array cost ${fresh.toFixed(1)}× a reused one per square; the largest square board within the memory limit is ${fitSide}×${fitSide}.`,
  },
};

export type NotebookLabels = typeof enNotebooks;
