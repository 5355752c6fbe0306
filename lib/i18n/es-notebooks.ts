/**
 * Las palabras de las celdas de los cuadernos (`labels().nb00` … `nb04`), en español: aparte de las
 * etiquetas de la biblioteca (es.ts), para que el paquete de los widgets lleve solo lo que dibujan.
 */
import type { NotebookLabels } from './en-notebooks';
import { formatCount } from './numbers';

/** A count as a reader in Spain writes it (16 680; 2339); anything else (a text, a fraction) as given. */
const big = (v: number | string): string => (typeof v === 'number' && Number.isSafeInteger(v) ? formatCount(v, 'es') : String(v));

export const esNotebooks: NotebookLabels = {
  // notebooks/03-n-queens-dfs-vs-bfs
  nb03: {
    status: { promising: 'k-prometedor', dead: 'nodo fracaso', solution: 'solución', found: 'solución encontrada', none: 'sin solución', complete: 'árbol completo', budget: 'presupuesto agotado' },
    kind: { column: 'columna', diagonal: 'diagonal' },
    courseConflicts: 'el vector del curso tiene tres conflictos: uno de columna y dos de diagonal',
    figOneTitle: 'La Fig. 1 de los apuntes: las líneas de ataque de una reina',
    figOneClaim: 'una reina en (4, 5) de un tablero de 8×8 amenaza 27 casillas: 7 en su fila, 7 en su columna y el resto en sus dos diagonales',
    figOneEvidence: (all, row, column, diagonals) =>
      `queenAttacks: ${all} casillas — fila ${row} (una reina por fila: nunca se comprueba), columna ${column} (la descarta el árbol de permutaciones), diagonales ${diagonals} (se comprueban en cada nodo)`,
    conflictsListed: (count: number, kinds: string) => `conflicts() enumera ${big(count)}: ${kinds}`,
    isSolution: (v: string) => `${v} es una solución`,
    notSolution: 'no es una solución',
    stopsAtFive: 'la vuelta atrás se detiene en k = 5, antes del conflicto de columna de la fila 6',
    firstNotPromising: (k: number) => `el primer prefijo que no es k-prometedor tiene k = ${k}`,
    kPromising: 'k-prometedor',
    notKPromising: 'NO es k-prometedor: aquí se para',
    notReached: (k: number) => `NO es k-prometedor (no se llega: la búsqueda se paró en k = ${k})`,
    treeTitle: (n: number, search: string, tree: 'permutation' | 'full', nodes: number) =>
      `${n}×${n} ${search}, árbol ${tree === 'full' ? 'completo' : 'de permutaciones'}: ${big(nodes)} nodos`,
    courseFigure: 'en 4×4 es la figura del curso: 16 nodos, con la solución (2, 4, 1, 3) en el nodo 15, en el camino 0 – 10 – 13 – 14 – 15',
    courseFigureEvidence: (nodes: number, solution: string, path: string) => `${big(nodes)} nodos, solución (${solution}) en el camino ${path}`,
    figureIsFor4: (n: number) => `*La figura del curso es para N = 4; esta es para N = ${n}.*`,
    dfsSummary: ({ status, generated, promising, dead, expanded, solution, path }: { status: string; generated: number; promising: number; dead: number; expanded: number; solution: string; path: string }) =>
      `${status}; ${big(generated)} nodos: ${promising} prometedores (incluidas la raíz y la solución) y ${big(dead)} nodos fracaso; ${big(expanded)} expansiones; primera solución (${solution}) en el camino ${path}`,
    figureOnly: (n: number) => `N = ${n}: la figura de los apuntes es el árbol de 4×4; pon N = 4 para comparar`,
    stackHeaders: ['nodo', 'vector', 'estado', 'nuestra pila (camino hasta el nodo)', 'los apuntes, en su orden', ''],
    tableOne: 'La TABLA I de los apuntes (Resultados del recorrido del árbol): sus pilas P1 … P15, una a una, junto a las nuestras',
    same: 'igual',
    differs: 'DIFIERE',
    stackSummary: (generated: number, built: number, differ: string) =>
      `${big(generated)} nodos generados, raíz incluida; ${built} construidos después de ella, como cuentan los apuntes; su lista de pilas difiere de la nuestra en ${differ}`,
    fullTreeClaim: 'el árbol completo llega a la misma solución por los mismos nodos prometedores, con más nodos fracaso',
    fullTreeEvidence: (pFull: number, pPerm: number, dFull: number, dPerm: number) =>
      `prometedores ${pFull} = ${pPerm}; nodos fracaso ${dFull} (completo) > ${dPerm} (permutaciones)`,
    fullTreeSummary: (gFull: number, dFull: number, gPerm: number, dPerm: number) =>
      `árbol completo: ${gFull} generados (${dFull} nodos fracaso) frente al árbol de permutaciones: ${gPerm} (${dPerm} nodos fracaso)`,
    frontier: { stack: 'pila', queue: 'cola' },
    stepsHeaders: (frontier: 'stack' | 'queue') => ['paso', 'expandido', 'hijos', `${frontier === 'stack' ? 'pila' : 'cola'} tras el paso`],
    stepsCaption: ({ search, expanded, generated, frontier, largest }: { search: string; expanded: number; generated: number; frontier: 'stack' | 'queue'; largest: number }) =>
      `${search}: ${big(expanded)} expansiones, ${big(generated)} nodos generados, ${frontier === 'stack' ? 'pila' : 'cola'} máxima: ${largest}`,
    bothSame: 'las dos búsquedas encuentran la misma primera solución; BFS genera más nodos y retiene más',
    bothEvidence: (dGen: number, dMax: number, bGen: number, bMax: number) => `DFS: ${big(dGen)} generados, pila ≤ ${dMax}; BFS: ${big(bGen)} generados, cola ≤ ${bMax}`,
    bfsOpens: 'BFS abre subárboles de la primera fila en los que DFS nunca entra',
    bfsOpensEvidence: (vectors: string) => `expandidos solo por BFS: ${vectors || 'ninguno'}`,
    listHeaders: ['', 'los apuntes', 'figura, reglas de los apuntes', 'figura, recorrida como búsqueda', 'cola real de BFS (vectores)'],
    listCaption: '✗ nodo fracaso, ★ la solución, † una errata de los apuntes, tal como está impresa (leída como el camino de la columna siguiente)',
    figureShorter: 'la figura recorrida como búsqueda mantiene una lista más corta que la cola real',
    figureShorterEvidence: (figure: number, queue: number) => `lista de la figura ≤ ${figure} nodos, cola real ≤ ${queue}`,
    misprintClaim: 'las dos entradas con errata de los apuntes, leídas con sus guiones repuestos, son caminos de la figura —cada una, el único con esas cifras— y los apuntes las escriben así en otras listas',
    misprintItem: (list: number, printed: string, read: string, also: string) => `L${list}: ${printed} → ${read} (escrita así en ${also})`,
    listSummary: ({ reproduced, lists, expanded, generated, figure }: { reproduced: boolean; lists: number; expanded: number; generated: number; figure: number }) =>
      `las reglas de los apuntes reproducen L1 … L10: ${reproduced ? 'sí' : 'no'}; figura recorrida como búsqueda: ${lists} listas; BFS real: ${big(expanded)} expansiones, ${big(generated)} nodos generados (la figura tiene ${figure})`,
    ruleChange: { childOrder: 'hijos de izquierda a derecha', keepDead: 'los nodos fracaso nunca entran', goalTest: 'parar al generar la meta' },
    ruleDiffers: (name: string, at: number, lists: number, handout: number) =>
      `${name} primera diferencia en L${at}` + (lists !== handout ? `; ${lists} listas en lugar de ${handout}` : `; el mismo número de listas (${lists})`),
    deadEntries: (entries: number, distinct: number, queue: number) =>
      `entradas de nodos fracaso en L1 … L10: ${entries} (nodos distintos: ${distinct}); en la cola real: ${queue}`,
    goalIn: (from: number, front: number) => `la meta está en la lista desde L${from} y en cabeza en L${front}`,
    boardSideAxis: 'lado del tablero n →',
    search: 'búsqueda',
    generatedAxis: '↑ nodos generados hasta la primera solución',
    frontierAxis: '↑ frontera máxima (nodos retenidos)',
    dfsOnePerRow: 'DFS tiene exactamente un nodo por fila en su pila cuando encuentra la primera solución',
    bfsMore: 'BFS genera más nodos y retiene más que DFS en todos los tableros',
    heldVs: (n: number, bfs: number, dfs: number) => `n = ${n}: ${bfs} frente a ${dfs} retenidos`,
    bfsGrows: 'el número de nodos de BFS crece con cada fila más',
    dfsDrops: (drops: string) => drops
      ? `DFS necesitó menos nodos que en el tablero anterior en n = ${drops}: su número depende de la solución situada más a la izquierda, no de n.`
      : 'El número de nodos de DFS creció en todos los tamaños de esta vez; no tiene por qué: depende de la solución situada más a la izquierda, no de n.',
    queueGrowth: (factor: string, from: number, to: number, dfsCounts: string) =>
      `La cola más larga de BFS creció de media **×${factor} por cada fila más** (n = ${from} … ${to}). Nodos generados por DFS: ${big(dfsCounts)}.`,
    memoryLine: ({ n, dGen, dMax, bGen, bMax }: { n: number; dGen: number; dMax: number; bGen: number; bMax: number }) =>
      `n = ${String(n).padStart(2)}: DFS ${big(dGen).padStart(6)} nodos, pila ≤ ${dMax}; BFS ${big(bGen).padStart(9)} nodos, cola de hasta ${bMax}`,
    eightClaim: '8×8, contado aquí: 114 nodos prometedores hasta la primera solución (1, 5, 8, 6, 3, 7, 2, 4), 2057 en todo el árbol, 92 soluciones',
    eightEvidence: ({ solution, promising, generated, allPromising, solutions }: { solution: string; promising: number; generated: number; allPromising: number; solutions: number }) =>
      `primera solución (${solution}) tras ${promising} nodos prometedores (${big(generated)} generados); todo el árbol: ${allPromising} nodos prometedores, ${big(solutions)} soluciones`,
    labCounterClaim: 'el contador del laboratorio (los nodos de todo el árbol en profundidad) sigue mejor un factor de crecimiento por fila que una ley de potencias',
    labCounterEvidence: ({ from, to, base, r2Growth, exponent, r2Power }: { from: number; to: number; base: string; r2Growth: string; exponent: string; r2Power: string }) =>
      `n = ${from}…${to}: ×${base} por fila, r² ${r2Growth}; n^${exponent}, r² ${r2Power}`,
    countingBar: 'contando: métodos × tamaños',
    methods: { symmetry: 'máscaras de bits + simetría', bitmask: 'máscaras de bits', arrays: 'arreglos (curso)' },
    sameCounts: 'las tres versiones cuentan las mismas soluciones en todos los tableros',
    disagreeOn: (ns: string) => `no coinciden en n = ${ns}`,
    sameTree: 'los arreglos y las máscaras de bits recorren exactamente el mismo árbol: el mismo número de nodos en todos los tableros que ejecutaron los dos',
    sameTreeEvidence: (sizes: string) => `el mismo número en n = ${sizes}`,
    symmetryHalf: 'la simetría recorre más o menos la mitad del árbol (entre el 40 y el 60 % de los nodos)',
    boardSide: 'lado del tablero n',
    treeNodes: 'nodos del árbol',
    factorsOver: ({ label, time, perNode, from, to }: { label: string; time: string; perNode: string; from: number; to: number }) =>
      `${label}: tiempo ×${time} por cada fila más, y el tiempo por nodo ×${perNode} por cada fila más, los dos en n = ${from}…${to}`,
    noTimeFactor: ({ label, status, from, to }: { label: string; status: string; from: number; to: number }) =>
      `${label}: tiempo sin ajustar en n = ${from}…${to} (${status}), no hay nada que comparar`,
    queueHidden: '(contar esta cola es el ejercicio 3)',
    eachFaster: 'cada mejora es más rápida: la simetría gana a las máscaras de bits solas, y las máscaras de bits a los arreglos',
    fasterEvidence: (nBig: number, r1: string, nShared: number, r2: string) =>
      `n = ${nBig}: máscaras / máscaras + simetría = ${r1}×; n = ${nShared}: arreglos / máscaras = ${r2}×`,
    fasterLookFor: 'en una máquina cargada, o cerca del límite del reloj, los tiempos se dispersan y su orden puede invertirse; la gráfica de nodos de la derecha muestra el mismo orden sin ruido: arreglos y máscaras de bits en una misma recta, máscaras de bits + simetría en la mitad',
    reach: (n: number, duration: string) => `n = ${n}: unos ${duration} con un hilo`,
    uniqueLine: ({ n, total, unique, f90, f180 }: { n: number; total: number; unique: number; f90: number; f180: number }) =>
      `n = ${String(n).padStart(2)}: ${String(total).padStart(6)} ${total === 1 ? 'solución' : 'soluciones'}, ${String(unique).padStart(5)} salvo simetría (fijas por 90°: ${f90}, por 180°: ${f180})`,
    hugeTitle: (n: string, stride: number) => `${n} reinas (se dibuja una de cada ${stride})`,
    columnAxis: 'columna →',
    rowAxis: '↓ fila',
    sameConstruction: (n: number) => `la misma construcción para n = ${n}`,
    hugeClaim: (n: string) => `la construcción para n = ${n} es una solución`,
    hugeEvidence: (n: string) => `isSolution comprobó ${n} reinas`,
    hugeSummary: ({ n, buildMs, checkMs, ok, small }: { n: string; buildMs: string; checkMs: string; ok: boolean; small: string }) =>
      `n = ${n}: construida en ${buildMs} ms, comprobada en ${checkMs} ms: isSolution ${ok ? 'la acepta' : 'la rechaza'}; n = 2 y 3: ${small}`,
    noneForTwoThree: 'n = 2 y n = 3 no tienen solución, y solveQueens lo dice',
    summary: (v: {
      conflicts: number; firstBad: number; n: number; isFigure: boolean; handoutBuilt: number;
      dfsGenerated: number; dfsHeld: number; promising: number; dfsDead: number; fullGenerated: number; fullDead: number;
      bfsGenerated: number; bfsHeld: number; memoryFrom: number; memoryTo: number; bfsHeldAtTo: number; queueFactor: string;
      nodeFactor: string; countFrom: number; countTo: number; firstStep: string; firstFrom: number; firstTo: number; lastStep: string; lastFrom: number; lastTo: number; symmetryShare: string; arraysOverBitmask: string; sharedTo: number;
    }) => [
      `- **Vectores.** El (3, 1, 6, 2, 8, 6, 4, 7) del curso viola ${v.conflicts} restricciones implícitas; la vuelta atrás lo abandona en k = ${v.firstBad}, su primer prefijo que no es k-prometedor.`,
      `- **En profundidad.** En ${v.n}×${v.n} la búsqueda genera ${big(v.dfsGenerated)} nodos${v.isFigure ? ` —los ${v.handoutBuilt} de los apuntes más la raíz—` : ''} y retiene como mucho ${v.dfsHeld}; el árbol completo llega a los mismos ${v.promising} nodos prometedores con ${v.fullDead} nodos fracaso en lugar de ${v.dfsDead} (${big(v.fullGenerated)} nodos en total).`,
      `- **En amplitud.** En el mismo tablero genera ${big(v.bfsGenerated)} nodos y retiene hasta ${v.bfsHeld}.` +
        (v.isFigure ? ' Las listas L1 … L10 de los apuntes salen de tres reglas que una búsqueda en amplitud aplica al revés, y dos de sus entradas son erratas (apéndice 03a §6).' : ''),
      `- **Memoria.** Para n = ${v.memoryFrom}…${v.memoryTo}, DFS retiene un nodo por fila; la cola de BFS creció ×${v.queueFactor} por fila, hasta ${formatCount(v.bfsHeldAtTo, 'es')} nodos en n = ${v.memoryTo}.`,
      `- **Conteo.** Los arreglos y las máscaras de bits recorren el mismo árbol, ×${v.nodeFactor} nodos por cada fila más, ajustado en n = ${big(v.countFrom)}…${big(v.countTo)}, y el paso mismo va de ×${v.firstStep} (n = ${v.firstFrom} → ${v.firstTo}) a ×${v.lastStep} (n = ${v.lastFrom} → ${v.lastTo}): un factor por fila depende de los tamaños que abarca, así que cada uno de este cuaderno dice sus tamaños. La simetría recorre el ${v.symmetryShare} % del árbol. Esta vez la versión con arreglos tardó ${v.arraysOverBitmask} veces lo que las máscaras de bits en n = ${v.sharedTo}: las máscaras abaratan cada nodo, pero el árbol que recorren es el mismo.`,
    ].join('\n'),
    // apéndice 03a-queens-at-scale
    maskHeaders: ['fila', 'reinas de encima', 'cols', 'left', 'right', 'free', 'free & -free', 'reina del camino'],
    maskCaption: (n: number) => `${n}×${n}: ■ un bit a 1, la columna 1 primero`,
    maskClaim: 'en cada vector prometedor del árbol de 8×8 que aún no es una solución, las casillas libres de las máscaras son exactamente las columnas que lo prolongan a un vector k-prometedor',
    maskEvidence: (vectors: number, n: number, wrong: number) => `${vectors} vectores prometedores del árbol de ${n}×${n} que aún no son soluciones, ${wrong} discrepancias`,
    threadsAgree: 'un hilo y varios cuentan las mismas soluciones, las de la OEIS A000170',
    threadsEvidence: (n: number, one: number, many: number, oeis: number) => `n = ${n}: ${formatCount(one, 'es')} = ${formatCount(many, 'es')} = ${formatCount(oeis, 'es')}`,
    estimateClaim: (n: number) => `el modelo fijo de tiempos de la biblioteca está a menos de ×3 del conteo con un hilo de esta vez para n = ${n}`,
    estimateEvidence: (n: number, estimate: string, measured: string) => `n = ${n}: estimado ${estimate}, medido ${measured}`,
    estimateLookFor: 'el modelo se midió una vez en una máquina de 2 núcleos; una máquina más rápida, más lenta o más cargada desplaza todas las estimaciones más o menos por el mismo factor',
    refusalClaim: 'countQueens rechaza n = 27 en lugar de pasarse años calculando',
    refusalEvidence: (thrown: boolean) => (thrown ? 'un RangeError, con el mensaje debajo (en inglés)' : 'no lo rechaza'),
    uniqueClaim: 'los recuentos salvo simetría coinciden con la OEIS A002562',
    burnsideClaim: (n: number) => `el recuento de Burnside coincide con clasificar por fuerza bruta cada solución en su clase, para n ≤ ${n}`,
    atScaleSummary: (v: { prefixes: number; threadBoards: string; uniqueTo: number; uniqueLast: number; totalLast: number; huge: string; buildMs: string; checkMs: string; estimate27: string }) => [
      `- **Trucos de bits.** Tres máscaras y \`free & -free\` sustituyen al bucle sobre las filas anteriores; en los ${formatCount(v.prefixes, 'es')} vectores prometedores del árbol de 8×8 que aún no son soluciones, sus casillas libres son exactamente las prolongaciones k-prometedoras del curso.`,
      `- **Los hilos** contaron las mismas soluciones que un solo hilo en n = ${v.threadBoards}; la tabla de la sección 2 dice si la aceleración de esta vez se puede leer.`,
      `- **Alcance.** Contar es exponencial: el modelo espera unos ${v.estimate27} para n = 27, y countQueens lo rechaza.`,
      `- **Clases de simetría.** El lema de Burnside da ${formatCount(v.uniqueLast, 'es')} clases entre las ${formatCount(v.totalLast, 'es')} soluciones de n = ${v.uniqueTo}, y la OEIS A002562 y la clasificación por fuerza bruta coinciden.`,
      `- **Sin búsqueda.** Una solución para n = ${v.huge} se escribió en ${v.buildMs} ms y se comprobó en ${v.checkMs} ms.`,
    ].join('\n'),
  },
  // notebooks/04-exact-cover-dancing-links
  nb04: {
    status: { complete: 'búsqueda completa', limit: 'límite de soluciones', budget: 'presupuesto agotado' },
    kind: { cell: 'celda', 'row-digit': 'fila–dígito', 'col-digit': 'columna–dígito', 'box-digit': 'caja–dígito' },
    rule: { mrv: 'menos filas (MRV)', first: 'primera columna' },
    order: { 'middle-out': 'del centro hacia fuera', plain: 'simple' },
    ruleOrderHeaders: ['n', 'regla de columna', 'orden de las columnas', 'recuento', 'nodos'],
    col: {
      count: 'recuento', solution: 'solución', valid: 'válida', nodes: 'nodos', updates: 'actualizaciones', status: 'estado',
      rows: 'filas', columns: 'columnas', ones: 'unos', everyRowHasFour: 'cada fila tiene cuatro', everyColumnHasNine: 'cada columna tiene nueve',
      columnsPerKind: 'columnas por tipo', givens: 'pistas', rowsLeft: 'filas restantes', columnsLeft: 'columnas restantes',
      sanityAfterUnselect: 'sanity tras deseleccionar', puzzles: 'sudokus', nodesMedian: 'mediana de nodos', nodesMax: 'máximo de nodos',
      updatesPerPuzzle: 'actualizaciones por sudoku', medianMsForTheSet: 'ms del conjunto (mediana)', puzzlesPerSecond: 'sudokus por segundo',
      shown: 'dibujados', millionUpdatesPerSecond: 'millones de actualizaciones por segundo', knuthsFileRows: 'filas del archivo de Knuth', ourRows: 'nuestras filas',
    },
    quantityValue: ['', 'valor'],
    row: (i: number) => `fila ${i}`,
    knuthExample: 'El ejemplo de Knuth',
    oneCover: 'exactamente un recubrimiento exacto, {fila 3, fila 4, fila 0}, el que encontramos a mano',
    oneCoverEvidence: (count: number, rows: string) => `recuento ${big(count)}, filas ${rows}`,
    linksBefore: 'Antes: todas las columnas enlazadas (tamaños sobre las cabeceras)',
    linksCovered: (updates: number) => `Tras cubrir(A): A sale de la lista de cabeceras, las filas 1 y 3 salen de las columnas D y G (${big(updates)} actualizaciones)`,
    linksUncovered: 'Tras descubrir(A): todo vuelve a su sitio',
    coverCost: 'cubrir A cuesta 4 actualizaciones: la cabecera de A y los nodos de las filas 1 y 3 fuera de la columna A',
    coverCostEvidence: (updates: number) => `coverColumn(0) informó de ${big(updates)} actualizaciones`,
    uncoverRestores: 'descubrir restaura todos los enlaces: la instantánea es la de antes, y sanity() está de acuerdo',
    uncoverEvidence: (restored: boolean, sane: boolean) => `instantánea restaurada: ${restored ? 'sí' : 'no'}; sanity() ${sane ? 'correcta' : 'FALLA'}`,
    step: {
      updates: 'act',
      choose: (column: string, size: number) => `elegir la columna ${column} (${size} ${size === 1 ? 'fila' : 'filas'})`,
      cover: (column: string) => `cubrir ${column}`,
      try: (row: number, names: string) => `probar la fila ${row} (${names})`,
      solution: (rows: string) => `SOLUCIÓN: filas ${rows}`,
      undo: (row: number) => `retirar la fila ${row}`,
      backtrack: (column: string) => `descubrir ${column} y volver atrás`,
      done: (status: string, count: number, nodes: number, updates: number) =>
        `fin: ${status}, ${big(count)} ${count === 1 ? 'solución' : 'soluciones'}, ${big(nodes)} nodos, ${big(updates)} actualizaciones`,
    },
    traceAgrees: 'la búsqueda trazada y el resolvedor rápido cuentan los mismos nodos y actualizaciones',
    traceAgreesEvidence: (nodes: number, updates: number, trace: [number, number] | null) =>
      `resolvedor: ${big(nodes)} nodos, ${big(updates)} actualizaciones; traza: ${trace ? `${trace[0]} nodos, ${trace[1]} actualizaciones` : 'sin terminar'}`,
    linkHeaders: ['las transparencias', 'qué hace', 'la nuestra, en la lista de cabeceras (izquierda/derecha)', 'la nuestra, dentro de una columna (arriba/abajo)'],
    job: (job: string) => job.replace(/^.*\((.*)\)$/, '$1'),
    allStatementsFound: (count: number) =>
      `las ${big(count)} sentencias están en lib/exact-cover/dlx-search.ts (en coverItem y uncoverItem: x = k para una columna, nn para un nodo; l, r su izquierda y su derecha; uu, dd su arriba y su abajo)`,
    branch: (level: number, column: string, size: number, tries: string[]) =>
      `nivel ${level}: la columna ${column} tiene ${size} ${size === 1 ? 'fila' : 'filas'} → ${tries.length ? tries.join(', después ') : 'nada que probar: volver atrás'}`,
    branchTry: (row: number, names: string, solutions: number) =>
      `fila ${row} (${names}): ${solutions ? `${big(solutions)} ${solutions === 1 ? 'solución' : 'soluciones'} debajo` : 'la rama fracasa'}`,
    root: 'raíz',
    sixQueensTitle: '6 reinas, regla de Knuth',
    sixQueens: 'las 6 reinas tienen 4 soluciones; el árbol las muestra, y también sus nodos fracaso',
    sixQueensEvidence: (tried: number, solutions: number, dead: number) => `${big(tried)} filas probadas: ${big(solutions)} soluciones, ${big(dead)} ramas que fracasan`,
    sudokuShape: '729 filas y 324 columnas; cada fila tiene cuatro unos y cada columna, nueve',
    sudokuShapeEvidence: (rows: number, cols: number, ones: number) => `${rows}×${cols}, ${big(ones)} unos`,
    exGridTitle: (row: number, col: number, box: number) => `fila ${row} de la cuadrícula, columna ${col}, caja ${box}`,
    exGroups: (row: number, col: number, box: number) => [`celdas de la fila ${row}`, `la fila ${row} tiene d`, `la columna ${col} tiene d`, `la caja ${box} tiene d`],
    exMatrixTitle: (row: number, col: number) => `las filas de la matriz de la celda (${row}, ${col})`,
    exOnesIn: (index: number, digit: number, row: number, col: number) => `la fila ${index} de la matriz = ⟨${digit}, ${row}, ${col}⟩ tiene sus unos en:`,
    exColumn: (c: number, kind: string, name: string) => `la columna ${c} (${kind}, nombre de Knuth ${name})`,
    afterGivens: (rows: number, cols: number) => `Tras las pistas: ${rows}×${cols}`,
    solvedTitle: (k: number) => `top95 #${k} resuelto`,
    uniqueAnswer: 'con limit 2 la búsqueda termina con recuento 1: el sudoku tiene exactamente una solución',
    uniqueEvidence: (status: string, count: number) => `estado: ${status}; recuento ${big(count)}`,
    knuthFewer: 'la regla de Knuth prueba menos filas que la de la primera columna en todos los sudokus comparados',
    versus: (puzzle: string, mrv: string, first: string) => `${puzzle}: ${mrv} frente a ${first}`,
    heuristicHeaders: ['sudoku', 'regla de columna', 'filas probadas (nodos)', 'actualizaciones', 'estado'],
    rowsTriedAxis: 'filas probadas (nodos, escala logarítmica) →',
    atLeastBudget: (nodes: string) => `≥ ${big(nodes)} (presupuesto)`,
    puzzleNumberAxis: 'número del sudoku en top95 →',
    rowsTriedUpAxis: '↑ filas probadas (nodos, escala logarítmica)',
    givensLegend: 'pistas (cifras dadas en el sudoku)',
    givens: 'número de pistas',
    difficulty: ({ puzzles, lo, hi, median, ratio, corr }: { puzzles: number; lo: string; hi: string; median: string; ratio: string; corr: string }) =>
      `En estos ${puzzles} sudokus las filas probadas van de **${lo}** a **${hi}** (mediana ${median}): una dispersión de ×${ratio}. ` +
      `La correlación entre el número de pistas y log(filas probadas) es ${corr}.`,
    queensHeaders: ['n', 'soluciones', 'A000170', 'coincide', 'todas válidas', 'nodos', 'actualizaciones'],
    queensAgree: 'los recuentos por recubrimiento exacto coinciden con OEIS A000170, y cada solución guardada es una colocación válida',
    q8Knuth: (updates: string) => `queensCover(8) es el q8.dlx de Knuth, y contar todas sus soluciones cuesta sus ${big(updates)} actualizaciones`,
    q8Evidence: (same: boolean, updates: string) => `mismas filas que q8.dlx: ${same ? 'sí' : 'no'}; actualizaciones ${big(updates)}`,
    profileTitle: (n: number, solutions: string) => `${n} reinas como recubrimiento exacto, las ${big(solutions)} soluciones: filas probadas por nivel`,
    profileSums: 'los niveles del perfil suman los nodos de la búsqueda (cada fila probada se cuenta una vez, en su nivel)',
    profileEvidence: (sum: string, nodes: string) => `suma del perfil ${sum}, nodos ${big(nodes)}`,
    tilingTitle: (k: number, valid: boolean) => `Embaldosado ${k} (${valid ? 'válido' : 'NO VÁLIDO'})`,
    pentClaim: (count: string, updates: string) => `${big(count)} embaldosados salvo simetría, con exactamente las actualizaciones del pent6x10_xq.dlx de Knuth (${big(updates)})`,
    pentEvidence: (count: string, updates: string) => `recuento ${big(count)}, actualizaciones ${big(updates)}`,
    pentOff: (count: string) => `PENT_COUNT está desactivado: ponlo a true para contar los ${big(count)} embaldosados de 6×10 (unos 300 millones de actualizaciones) y los de 5×12 y 4×15.`,
    fewerThanSubsets: (rows: number) =>
      `exhaustivo, pero no fuerza bruta sobre subconjuntos: el Algoritmo X prueba menos filas que los 2^${rows} subconjuntos de las ${rows} filas de Knuth`,
    fewerThanSubsetsEvidence: (nodes: number, subsets: number) => `${big(nodes)} filas probadas, ${subsets} subconjuntos`,
    typeOne: (row: number, col: number) => `la restricción ⟨${row}, ${col}⟩ de las transparencias tiene sus unos exactamente en las nueve filas ⟨1, ${row}, ${col}⟩ … ⟨9, ${row}, ${col}⟩`,
    typeOneEvidence: (name: string, rows: string, row: number, col: number) =>
      `columna ${name} (los nombres de Knuth cuentan filas y columnas de la cuadrícula desde 0: ${name} es la celda de la fila ${row} y la columna ${col} contando desde 1): ${rows}`,
    oneOfNine: (row: number, col: number) => `la solución toma exactamente una de las nueve filas de ⟨${row}, ${col}⟩, como dicen las transparencias`,
    oneOfNineEvidence: (rows: number, taken: string) => `${rows} filas en el recubrimiento; de las nueve, solo ${taken}`,
    secondaryLeft: (open: number, secondary: number) =>
      `en una solución de las 8 reinas todas las columnas primarias están cubiertas, pero ${open} de las ${secondary} columnas de diagonal siguen abiertas: la matriz no está vacía`,
    secondaryLeftEvidence: (primary: number, covered: number, secondary: number) =>
      `${primary} de ${primary} filas y columnas del tablero cubiertas; ${covered} de ${secondary} diagonales`,
    summary: (v) => [
      `- **Recubrimiento exacto con el Algoritmo X**: el ejemplo de 7 columnas de Knuth tiene un único recubrimiento exacto, encontrado con ${big(v.exampleNodes)} filas probadas y ${big(v.exampleUpdates)} actualizaciones: una búsqueda exhaustiva, pero muy lejos de los ${v.subsets} subconjuntos que probaría la fuerza bruta.`,
      `- **Dancing Links**: cubrir una columna desenlaza su cabecera y las filas que chocan con ella (${big(v.coverUpdates)} actualizaciones para la columna A); descubrirla restaura todos los enlaces, y \`sanity()\` lo confirma.`,
      `- **Sudoku**: la matriz de 729×324 de las transparencias, cuatro unos por fila y nueve por columna; las ${v.givens} pistas de top95 #${v.puzzle} la reducen a ${v.rowsLeft}×${v.columnsLeft}, y ${big(v.puzzleNodes)} filas probadas demuestran que su solución es única.`,
      `- **La regla de columna**: en ${v.compared} sudokus la regla de Knuth probó como mucho ${v.mrvMax} filas, y la de la primera columna al menos ${v.firstMin}${v.firstBudget ? ` (${v.firstBudget} de sus ${v.compared} búsquedas pararon en el presupuesto de ${v.budget} filas: sus recuentos son cotas inferiores)` : ''}.`,
      `- **Las N reinas**: las columnas secundarias dan los recuentos de OEIS A000170 para n = 1…${v.queensMax}, y las ${v.q8Updates} actualizaciones de Knuth para las 8 reinas; en una solución quedan abiertas ${v.q8Open} de las ${v.q8Secondary} diagonales.`,
    ].join('\n'),
    // El apéndice, notebooks/04a-dancing-links-at-work.
    allSolved: (puzzles: number) => `cada uno de los ${puzzles} sudokus tiene una solución que validateSudoku acepta`,
    allSolvedEvidence: (valid: number, puzzles: number) => `${valid} de ${puzzles} válidas`,
    spreadClaim: 'algunos sudokus necesitan más del doble de la mediana de filas probadas: los puntos muy por encima de los demás',
    spreadEvidence: (above: number, puzzles: number, median: string, max: string) => `${above} de ${puzzles} sudokus por encima de 2 × ${median}; el máximo, ${max}`,
    enginesAgree: (sizes: string) => `el motor rápido y el de referencia (los pasos X1–X8 de Knuth) dan el mismo recuento, las mismas actualizaciones y el mismo perfil para n = ${sizes}`,
    enginesEvidence: (rows: string) => rows,
    widestHeaders: ['n', 'soluciones', 'filas probadas', 'nivel más ancho d', 'filas en él', 'd / n'],
    widestClaim: 'a partir de 6 reinas, el nivel más ancho está en el tercio central de la búsqueda (n/3 ≤ d ≤ 2n/3) y nunca retrocede al crecer n',
    widestEvidence: (levels: string) => levels,
    boxClaim: (rows: number, cols: number, count: string) => `la caja de ${rows}×${cols} tiene ${big(count)} embaldosados salvo simetría`,
    boxEvidence: (count: string, status: string, updates: string) => `recuento ${big(count)} (${status}), ${big(updates)} actualizaciones`,
    boxHeaders: ['caja', 'embaldosados salvo simetría', 'esperados', 'estado', 'filas probadas', 'actualizaciones', 'segundos'],
    appendixSummary: (v) => [
      `- **Dificultad**: en los ${v.puzzles} sudokus de top95 las filas probadas van de ${v.lo} a ${v.hi} (mediana ${v.median}); ${v.above} necesitan más del doble de la mediana. La correlación entre las pistas y log(filas probadas) es ${v.corr}.`,
      `- **El perfil de Knuth**: para n = ${v.sizes} los dos motores dan el mismo perfil, y su nivel más ancho está en el centro de la búsqueda (${v.widest}).`,
      `- **Pentominós**: ${v.boxes}.`,
    ].join('\n'),
  },
  // Las líneas, títulos y etiquetas de cada cuaderno
  nb00: {
    courseLegendIntro: (bfs) =>
      `**Los colores del curso.** Todas las gráficas y widgets del curso colorean cada método igual, con una sola tabla (la paleta de lib/notebook): ` +
      `BFS es ${bfs} en la gráfica de abajo y en el cuaderno 03, y cada leyenda nombra los colores de esta tabla. Se muestra aquí una vez.`,
    distancesTitle: (start, n) => `Distancias del caballo desde la casilla ${start} en ${n}×${n}`,
    connected: (n) => `desde cualquier casilla de ${n}×${n} el caballo llega a todas las casillas (a partir de 4×4 los tableros son conexos)`,
    notConnected: (n) => `en ${n}×${n} hay alguna casilla a la que nunca se llega (el tablero es demasiado pequeño para el caballo)`,
    withDistance: (reachable, squares) => `${reachable} de ${big(squares)} casillas tienen distancia`,
    dequeuedOnce: 'BFS saca de la cola exactamente una vez cada casilla que puede alcanzar',
    dequeued: (visited, reachable, unreachable) =>
      `${big(visited)} casillas sacadas de la cola, ${reachable} con distancia, ${unreachable} inalcanzables (distancia −1)`,
    shortestRoute: 'las flechas son una ruta más corta: un movimiento de caballo por paso, y tantos pasos como la mayor distancia',
    route: (moves, square, distance) => `ruta de ${moves} movimientos hasta la casilla ${square}, distancia ${distance}`,
    bfsSizes: 'tamaños de BFS',
    sizeLine: ({ n, squares, ms, nsPerSquare, fitted }) =>
      `n = ${n}: ${formatCount(squares, 'es')} casillas, mediana ${ms.toFixed(3)} ms, ${nsPerSquare.toFixed(1)} ns por casilla${fitted ? '' : ' (por debajo del umbral de ruido: fuera del ajuste)'}`,
    sideAxis: 'lado del tablero n (casillas por lado)',
    dequeuedAxis: 'casillas sacadas de la cola',
    counterExact: 'el contador vale exactamente n² en cada tamaño: BFS saca cada casilla de la cola una vez',
    timeGrows: 'el tiempo también crece como n²: exponente ajustado entre 1.7 y 2.4',
    timeLookFor: 'los puntos alineados en una recta en la gráfica log–log; si se dispersan, otros programas estaban ocupando la máquina: vuelve a ejecutar o aumenta SIZES',
    allPairs: 'todos los pares',
    wrongCount: (n, count) => `recuento erróneo en ${n}×${n}: ${big(count)}`,
    pairsLine: (sizes, exponent, summary) =>
      `todos los pares, lados ${sizes.join(', ')}: comparaciones ∝ n^${exponent === undefined ? '?' : exponent.toFixed(2)} (exacto); tiempo: ${summary}`,
    sameSizes: (used, time, counter) =>
      used.length < 2 || counter === null
        ? `sin comparación: menos de dos tamaños por encima del umbral de ruido (${used.length}), así que el tiempo no tiene exponente que poner junto al del contador`
        : `sobre los mismos tamaños, n = ${used[0]}…${used[used.length - 1]}: tiempo ∝ n^${time === null ? '? (demasiado ruido para ajustar)' : time.toFixed(2)}, contador ∝ n^${counter.toFixed(2)}`,
    reportParts: 'el informe tiene sus tres partes: el mensaje con la casilla errónea y el rango permitido, la línea de la biblioteca y la línea de esta celda',
    reportPartsEvidence: (name, bad, libLine, cellLine) =>
      name === null ? 'no se lanzó nada' : `${name} con ${bad}; ${libLine ?? 'sin línea de la biblioteca'}; ${cellLine ?? 'sin línea de esta celda'}`,
    linearPairs: 'ocho movimientos por casilla',
    labRangeClaim: (sizes) =>
      `el knight-warnsdorff del laboratorio (desempate roth, desde la esquina) coloca las n² casillas en todos los tamaños de su primer intervalo, n = ${sizes.join(', ')}, y se atasca en 11 y en 261`,
    labRangeMeasured: (short, stuck) =>
      `primer intervalo: ${short.length === 0 ? 'n² casillas colocadas en todos los tamaños' : `menos de n² en n = ${short.join(', ')}`}; ` +
      stuck.map((s) => `n = ${s.n}: ${formatCount(s.placed, 'es')} de ${formatCount(s.n * s.n, 'es')}`).join(', '),
    summary: ({ n, reachable, farthest, used, time, counter }) => [
      `En ${n}×${n}, BFS dio distancia a ${reachable} de ${n * n} casillas, la más lejana a ${farthest} movimientos de la inicial, sacando cada casilla de la cola una vez.`,
      used.length >= 2 && counter !== null
        ? `Medido con measureGrowth sobre n = ${used[0]}…${used[used.length - 1]}, su contador creció como n^${counter.toFixed(2)} y su tiempo como n^${time === null ? '? (demasiado ruido para ajustar)' : time.toFixed(2)}: el contador es el trabajo del algoritmo; el tiempo, la respuesta de la máquina.`
        : 'Medido con measureGrowth, ningún tamaño tardó lo bastante para ajustar un exponente del tiempo: aumenta SIZES para verlo junto al del contador.',
      'Una celda que falla informa de su mensaje, de la línea de la biblioteca que comprobó la entrada y de la línea de la celda que hizo la llamada; los ejercicios comprueban las respuestas en la biblioteca y las registran para la calificación.',
    ].join('\n'),
  },
  nb01: {
    status: (s) => (({
      found: 'encontrado', none: 'no existe', budget: 'presupuesto agotado', stuck: 'atascado', complete: 'completo',
      playing: 'en juego', won: 'ganada', move: 'movimiento', backtrack: 'vuelta atrás',
    } as Record<string, string>)[s] ?? s),
    move: (i, dr, dc) => `movimiento ${i}: (${dr > 0 ? '+' : ''}${dr}, ${dc > 0 ? '+' : ''}${dc})`,
    consoleFailed: (status, stderr) => `el programa de consola falló (código de salida ${status}): ${stderr}`,
    typed: (lines) => `tecleado: ${lines.join(' ')}`,
    consoleNoTourClaim: 'para 4×4 el programa responde con una sola frase que no existe recorrido, y no imprime ningún tablero',
    consoleNoTourMeasured: (sentence, boards) =>
      `la frase ${sentence ? 'está' : 'no está'} en la salida; tableros de números de paso impresos: ${boards.join(', ') || 'ninguno'}`,
    consoleBoardsClaim: 'los dos tableros de números de paso que imprimió son recorridos válidos: 5×5 desde la esquina, y 6×6 cerrado',
    consoleBoardsMeasured: (boards) =>
      boards.map((b) => `${b.size} desde ${b.start}: ${b.problem || 'válido'}, ${b.closed ? 'cerrado' : 'abierto'}`).join('; '),
    consoleManualClaim: 'en el modo manual los tableros llevan 0, 1 y 2 x tras 0, 1 y 2 movimientos, y tras −1 vuelve el tablero de un movimiento antes',
    consoleManualMeasured: (xs, undone) => `x por tablero: ${xs.join(', ')}; tras −1, ${undone ? 'el mismo tablero que un movimiento antes' : 'un tablero distinto'}`,
    degreeTitle: (n) => `Grado de cada casilla en ${n}×${n} (movimientos que no se salen del tablero)`,
    edgesClaim: (n, formula) => `el tablero ${n}×${n} tiene 4(n−1)(n−2) = ${formula} aristas de salto de caballo, y sus esquinas tienen grado 2`,
    edgesMeasured: (edges, corners) => `suma de grados / 2 = ${edges}; grados de las esquinas ${corners.join(', ')}`,
    edgesLine: ({ n, edges, min, max, formula }) =>
      `${n}×${n}: ${edges} aristas de salto de caballo; los grados van de ${min} (esquinas) a ${max}; fórmula 4(n−1)(n−2) = ${formula}`,
    theoremsClaim: (max) => `tourExists dice exactamente lo que dicen los dos teoremas de arriba, abiertos y cerrados, en cada tablero m×n con 1 ≤ m ≤ n ≤ ${max}`,
    theoremsMeasured: (boards, disagree) => `${boards} tableros comparados; discrepancias: ${disagree.join(', ') || 'ninguna'}`,
    stepTitle: (step, degrees, tie) => `paso ${step}: ${degrees.join(' ')}${tie ? ' empate' : ''}`,
    stepLegend: (current, candidate, chosen, visited) =>
      `${current} la casilla del caballo (♞) · ${candidate} una candidata, con su grado · ${chosen} la candidata que elige la regla · ${big(visited)} el camino hasta ahora`,
    tourTitle: (n, start, problem, closed) => `${n}×${n} desde ${start}: ${problem || 'válido'}, ${closed ? 'cerrado' : 'abierto'}`,
    stuckAfter: (visited, squares) => `se atasca tras ${big(visited)} de ${big(squares)} casillas; mira la sección 4`,
    tiesLine: (ties, moves, ms) => `empates encontrados: ${ties} de ${moves} movimientos; tiempo ${ms.toFixed(2)} ms`,
    optionsLine: (options) => `opciones: ${options.map((o) => `${o.label} → casilla ${o.square}`).join(', ')}`,
    afterThreeMoves: 'tras tres movimientos',
    afterUndo: (knight, visited, status) => `tras deshacer: caballo en la casilla ${knight}, ${big(visited)} casillas visitadas, estado: ${status}`,
    greedyFrom: (start) => `voraz desde ${start}`,
    moves: (moves) => `${moves} movimientos`,
    repairClaim: (start) => `desde la casilla ${start} la pasada voraz a mano se atasca, y la vuelta atrás con move/undo la repara hasta un recorrido válido`,
    repairMeasured: (greedy, visited, repaired, moves) =>
      `voraz: ${greedy} tras ${big(visited)} casillas; vuelta atrás: ${repaired} tras ${moves} movimientos`,
    manualHeader: ['los apuntes', 'qué hace allí', 'ManualGame', 'igual, o en qué nos diferenciamos'],
    manualPart: {
      'manual(n, Kx, Ky, V, ct, Hx, Hy)': ['dibuja el tablero, lee un movimiento y se llama a sí misma desde la casilla nueva', 'un objeto guarda el estado; el programa de consola repite un bucle en lugar de llamarse a sí mismo, así que una partida larga no puede chocar con un límite de recursión'],
      'Kx, Ky': ['la fila y la columna del caballo', 'un solo número de casilla, fila · columnas + columna'],
      V: ['el tablero de casillas visitadas: 1 visitada, 0 no', 'el mismo arreglo dentro del objeto; cells() lo muestra como x'],
      ct: ['el número de movimientos hechos', 'la longitud del camino menos uno'],
      'Hx, Hy': ['las filas y columnas de las casillas visitadas, en orden, para deshacer', 'una sola lista de números de casilla'],
      dibujarTabMan: ['dibuja el tablero en cada turno: k, x, o y los dígitos 0–7', 'las mismas marcas, con | entre las casillas'],
      overMan: ['dice que al caballo no le queda ningún movimiento', "el estado atascado ('stuck'): no queda ninguna opción antes de llenar el tablero"],
      valid: ['comprueba que el movimiento tecleado es uno de los ofrecidos', 'move(label) rechaza con un RangeError una etiqueta que no se ofrece; el programa de consola vuelve a preguntar'],
      '−1': ['deshace el último movimiento: quita el último elemento de Hx y de Hy', 'igual; también tras una posición sin salida y tras ganar'],
      'ct == n²−1': ['el tablero está lleno: todo x, y k en la última casilla', "el estado ganada ('won'); render() imprime el mismo tablero"],
    } as Record<string, readonly [string, string]>,
    manualPartsClaim: 'cada parte hace su trabajo en las partidas de arriba: render() imprime k, x, o y los dígitos; la partida voraz está atascada y sin opciones; move rechaza una etiqueta que no se ofrece; undo quita la última casilla del camino; la partida reparada está ganada, con el tablero todo x y k en la última casilla',
    manualPartsMeasured: (checks) => checks.map(([what, ok]) => `${what} ${ok ? '✓' : '✗'}`).join(', '),
    failingStarts: (n, k) => `${n}×${n}: ${k} ${k === 1 ? 'inicio que falla' : 'inicios que fallan'}`,
    mapLegend: (stuck, minority) =>
      `${stuck} un inicio desde el que la regla con desempate \`first\` se atasca · ${minority} un inicio del color minoritario ` +
      '(tableros impares: ningún recorrido puede empezar ahí) · sin color: la regla completa un recorrido',
    tieBreak: 'desempate',
    sideAxis: 'lado del tablero n →',
    failingAxis: '↑ casillas iniciales que fallan (%)',
    failingHeader: (max) => ['desempate', `inicios que fallan, todos los n = 5…${max}`, 'de (inicios posibles)'],
    tieBreakRanking: (max, rows) =>
      `En todos los tableros n = 5…${max}, de menos inicios que fallan a más: ` +
      rows.map((r) => `\`${r.tieBreak}\` ${formatCount(r.failing, 'es')} (${((100 * r.failing) / r.starts).toFixed(1)} %)`).join(', ') + '.',
    firstFailureClaim: 'desde la esquina, con el desempate first (el orden de movimientos habitual), el primer tablero en el que Warnsdorff falla es n = 64',
    firstFailure: (n) => `primer fallo desde la esquina: n = ${n ?? 'ninguno'}`,
    squirrelClaim: (max) => `el plan de Squirrel y Cull tal como lo usa la biblioteca (reparado, §2) no se atasca desde la esquina en ningún n = 5…${max}`,
    squirrelMeasured: (failures) => (failures.length ? `squirrel falla desde la esquina en n = ${failures.join(', ')}` : 'squirrel nunca falla desde la esquina'),
    sideCornerAxis: 'lado del tablero n (inicio en la esquina) →',
    scheduleName: (schedule) => (schedule === 'repaired' ? 'reparado (el de la biblioteca)' : 'publicado (Squirrel y Cull)'),
    scheduleHeader: (n, max) => ['plan', `quinta casilla de cambio en n = ${n} (fila y columna desde 1)`, `se atasca desde la esquina, n = 5…${max}`],
    stuckList: (stuck) =>
      (stuck.length ? stuck.map((s) => `n = ${s.n} (tras ${formatCount(s.visited, 'es')} de ${formatCount(s.n * s.n, 'es')} casillas)`).join(', ') : 'en ninguno'),
    publishedFailsClaim: (max) => `el plan publicado se atasca desde la esquina en n = 74 y en ningún otro n = 5…${max}`,
    repairedToursClaim: (max) => `el plan reparado completa el recorrido desde la esquina en todos los n = 5…${max}, y validateTour comprueba cada recorrido`,
    scheduleMeasured: (stuck) => (stuck.length ? `se atasca en n = ${stuck.map((s) => s.n).join(', ')}` : 'no se atasca en ninguno'),
    stuckTitle: (n, visited) => `${n}×${n}, plan publicado: atascado tras ${formatCount(visited, 'es')} de ${formatCount(n * n, 'es')} casillas`,
    stuckLegend: (unreached, knight, { count, row, col }) =>
      `${unreached} las ${big(count)} casillas que el plan publicado nunca alcanza · ${knight} la última casilla del caballo, (${row}, ${col}) (fila y columna desde 1), sin ningún movimiento posible`,
    sweepHeader: (max) => ['desempate', `n que fallan desde la esquina (5 … ${max})`, 'cuántos', 'primero'],
    sweepSummary: (max, rows) =>
      `Para n = 5 … ${max}: ` + rows.map(({ tieBreak, failures: f }) => `\`${tieBreak}\` ` + (f.length
        ? `falla desde la esquina en ${f.length} ${f.length === 1 ? 'tamaño' : 'tamaños'} (${f.slice(0, 8).join(', ')}${f.length > 8 ? ', …' : ''})`
        : 'nunca falla desde la esquina')).join('; ') + '.',
    stepsHeader: ['búsqueda', 'último paso', 'nodos', 'vueltas atrás', 'recorrido válido'],
    stepsAgreeClaim: 'la búsqueda paso a paso y el motor rápido sin poda hacen la misma búsqueda: el mismo estado, los mismos nodos y vueltas atrás, y un recorrido válido',
    stepsAgreeMeasured: (steps, engine) => `backtrackSteps: ${steps}; backtrackTour: ${engine}`,
    variant: (key) => ({
      textbook: 'orden fijo, sin poda (clásica)', fixed: 'orden fijo + poda', random: 'orden aleatorio + poda', warnsdorff: 'orden de Warnsdorff + poda',
    })[key],
    variantLabel: 'variante',
    invalidTour: (search, where) => `recorrido no válido de ${search} (${where})`,
    nodesAxis: '↑ nodos explorados (casillas colocadas)',
    nSquaredLine: 'n² (un nodo por casilla)',
    variantHeader: ['variante', 'n', 'estado', 'nodos', 'ms'],
    nearN2Claim: 'con el orden de Warnsdorff la búsqueda se mantiene cerca de la línea n²: como mucho 1.5 n² nodos allí donde encontró un recorrido',
    textbookGrowthClaim: 'sin la heurística y sin poda, la búsqueda clásica crece deprisa: en su segundo tablero necesita más de diez veces los nodos del primero, o agota el presupuesto',
    textbookGrowthMeasured: (rows) => rows.join('; '),
    prunedOffLineClaim: 'la poda sola no mantiene cerca de n² a un mal orden: los órdenes fijo y aleatorio con poda necesitan cada uno más de 2 n² nodos en algún tablero',
    prunedOffLineMeasured: (rows) => rows.join('; '),
    beyond31Claim: 'el orden de Warnsdorff con la pila explícita encuentra recorridos más allá del 31×31 del curso',
    beyond31Measured: (n) => `el mayor tablero con recorrido encontrado aquí: ${n}×${n}`,
    textbookReach: ({ n, outOfBudget, budget, nodes, status, warnsdorffMax, exact, found }) =>
      `La búsqueda clásica (orden fijo, sin poda) llegó hasta n = ${n}: ` +
      (outOfBudget ? `allí agotó el presupuesto de ${formatCount(budget, 'es')} nodos` : `${formatCount(nodes, 'es')} nodos, estado: ${status}`) +
      `; el orden de Warnsdorff con poda llegó a n = ${warnsdorffMax}, ` +
      (exact === found ? `sin ninguna vuelta atrás en esta ejecución: exactamente n² nodos en los ${found} tableros donde encontró recorrido.` : `con exactamente n² nodos (sin vueltas atrás) en ${exact} de los ${found} tableros donde encontró recorrido; en los demás volvió atrás.`),
    wholeTreeHeader: ['tablero', 'casillas N', '2^N', 'nodos del árbol completo', 'patrones distintos', 'estados distintos', 'nodos por estado', 'recorridos desde la esquina'],
    wholeTreeLine: (revisited, growth) =>
      `el árbol tiene más nodos que estados en ${revisited.join(', ') || 'ninguno de estos tableros'}; ` +
      `crece ×${growth.map((g) => g.toFixed(2)).join(', ×')} por cada casilla de más entre tableros consecutivos (2^N crece ×2)`,
    revisitClaim: 'el árbol completo tiene más nodos que estados (patrón + casilla del caballo) en todos los tableros de aquí salvo el menor: la búsqueda cuenta caminos, no patrones',
    revisitMeasured: (rows) => `nodos por estado: ${rows.join(', ')}`,
    growthClaim: 'el árbol completo crece por un factor entre 1.5 y 3 por cada casilla de más entre tableros consecutivos: del orden del ×2 de la cota',
    growthMeasured: (growth) => `×${growth.map((g) => g.toFixed(2)).join(', ×')} por casilla de más`,
    boundChartSide: 'lado del tablero n',
    boundChartAxis: '↑ log₁₀ del recuento (nodos; casillas para n²)',
    boundHeader: ['n', 'mejor caso n²', 'orden de Warnsdorff: nodos', 'búsqueda clásica (orden fijo, sin poda): nodos', 'cota del curso 2^(n²)'],
    atLeastN2Claim: 'ninguna búsqueda coloca menos nodos que casillas tiene el tablero: el mejor caso n² es un suelo',
    atLeastN2Measured: (below) => `tableros en los que un recorrido costó menos de n² nodos: ${below.join(', ') || 'ninguno'}`,
    bestCaseMostClaim: 'el orden de Warnsdorff alcanza el mejor caso, exactamente n² nodos y ninguna vuelta atrás, en más de la mitad de los tamaños',
    bestCaseMostMeasured: (reached, sizes) => `${reached} de ${sizes} tamaños`,
    textbookNeverBestClaim: 'la búsqueda clásica (orden fijo, sin poda) no alcanza el mejor caso en ninguno de sus tamaños',
    textbookNeverBestMeasured: (rows) => rows.join('; '),
    bestCaseLine: (sizes, total) => `mejor caso alcanzado (exactamente n² nodos, sin vueltas atrás) en ${sizes.length} de ${total} tamaños${sizes.length ? `: n = ${sizes.join(', ')}` : ''}`,
    search: (restarts) => (restarts ? 'con reinicios' : 'en profundidad, sin reinicios'),
    thinHeader: ['búsqueda', 'estado', 'nodos', 'intentos', 'ms'],
    thinClaim: (rows, cols, start) => `en ${rows}×${cols} desde la casilla ${start} la búsqueda en profundidad sin reinicios agota su presupuesto, y la búsqueda con reinicios encuentra un recorrido válido`,
    thinMeasured: (plain, restarts) => `sin reinicios: ${plain}; con reinicios: ${restarts}`,
    tourFound: 'el recorrido encontrado, numerado en orden de visita',
    searchLabel: 'búsqueda',
    startAxis: (rows, cols) => `casilla inicial en ${rows}×${cols} →`,
    nodesLogAxis: '↑ nodos (escala logarítmica)',
    tailHeader: ['búsqueda', 'inicios', 'encontrados', 'presupuesto agotado', 'mediana de nodos', 'máximo de nodos', 'nodos en total'],
    tailClaim: (squares) => `la mayoría de los inicios cuestan alrededor de un nodo por casilla de las dos maneras: la mediana está por debajo de 2 × ${big(squares)} nodos en las dos búsquedas`,
    tailMeasured: (plain, restarts) => `mediana de nodos: sin reinicios ${plain}, con reinicios ${restarts}`,
    tailSpreadClaim: 'sin reinicios la cola es pesada: el inicio más caro cuesta más de 100 veces la mediana, o agota el presupuesto',
    tailSpreadMeasured: (most, median, budget) => `máximo de nodos ${formatCount(most, 'es')} = ${(most / median).toFixed(0)} × la mediana; ${budget} ${budget === 1 ? 'inicio agota' : 'inicios agotan'} el presupuesto`,
    restartsAllClaim: 'con reinicios cada casilla inicial del tablero obtiene un recorrido, o la demostración de que no lo hay, dentro del presupuesto',
    restartsAllMeasured: (found, none, budget) => `encontrados ${found}, no existe ${none}, presupuesto agotado ${budget}`,
    restartsCostClaim: 'los reinicios no salen gratis: en algún inicio que la búsqueda sin reinicios termina, la búsqueda con reinicios coloca más nodos',
    restartsCostMeasured: (starts) => `inicios en los que los reinicios cuestan más: ${starts.join(', ') || 'ninguno'}`,
    countBoard: (rows, cols, closed, fromCorner) => `${rows}×${cols} ${closed ? 'cerrado' : 'abierto'}${fromCorner ? ' desde una esquina' : ''}`,
    countHeader: ['tablero', 'contados', 'conocidos', 'coinciden', 'existe (teorema)', 'nodos', 'ms'],
    countClaim: 'cada recuento coincide con el valor conocido, y el teorema de existencia dice ✓ exactamente donde el recuento es positivo',
    labelOrder: (byLabel, byWarnsdorff) => `orden de las etiquetas: ${byLabel} movimientos; orden de Warnsdorff: ${byWarnsdorff} movimientos`,
  },
  nb02: {
    splitNode: 'dividido: ÷4 en cuatro, ÷2 en dos',
    baseFiles: (count, first) => `${big(count)} archivos en base_cases/, p. ej. ${first.join(', ')}, …`,
    // La cabecera del archivo la escribe npm run base-cases en inglés; aquí se muestra en español, el resto tal cual.
    baseFileText: (text) => {
      // the generator writes its header line in English: the same line, in Spanish
      const m = /^# (\d+)x(\d+)( minus the top-left corner \(\.\))?: structured closed knight's tour, steps (\d+)-(\d+) \(generated by npm run base-cases\)/.exec(text);
      if (!m) return text;
      const [header, r, c, cornerless, a, b] = m;
      return `# ${r}x${c}${cornerless ? ' sin la esquina superior izquierda (.)' : ''}: recorrido cerrado estructurado del caballo, pasos ${a}-${b} (generado por npm run base-cases)` + text.slice(header.length);
    },
    baseCountClaim: 'un caso base por cada tablero a×b con 5 ≤ a ≤ b ≤ 12: 8·9/2 = 36 archivos',
    baseCountMeasured: (count) => `baseSizes() lista ${big(count)} archivos`,
    cornerMovesTitle: (rows, cols) => `${rows}×${cols}: movimientos de esquina en rojo`,
    baseClaim: (rows, cols) => `el caso base ${rows}×${cols} es un recorrido cerrado que usa todos los movimientos de esquina (estructurado)`,
    cornerMovesPresent: (count) => `ok, ${big(count)} movimientos de esquina presentes`,
    piece: (rows, cols, cornerless) => `${rows}×${cols}${cornerless ? ' sin una esquina' : ''}`,
    cornerlessClaim: 'en los casos base sin una esquina ningún movimiento entra en la casilla superior izquierda que queda fuera, y las otras tres esquinas conservan sus movimientos de esquina',
    cornerlessMeasured: (rows, cols, count) => `${rows}×${cols} sin una esquina: checkCycle ok, ${big(count)} movimientos de esquina presentes`,
    fourPatternsClaim: 'hay exactamente cuatro maneras de unir cuatro subtableros estructurados en su punto de encuentro',
    fourPatternsMeasured: (count) => `fourWayPatterns() encontró ${big(count)}`,
    pattern: (i, deleted, added) => `patrón ${i}: borrar ${deleted.join(', ')}; añadir ${added.join(', ')}`,
    beforeJoin: 'Antes de la unión',
    afterJoin: 'Después de la unión',
    joinedClaim: (n) => `el recorrido unido de ${n}×${n} es un único recorrido cerrado que pasa por todas las casillas`,
    validated: (ok, closed, problem) => `validateTour: válido ${ok ? 'sí' : 'no'}, cerrado ${closed ? 'sí' : 'no'}${problem ? ', ' + problem : ''}`,
    stretchesClaim: 'el recorrido unido pasa de un subtablero a otro solo por los movimientos que añadieron las uniones',
    stretchesMeasured: (crossings, added, tiles) =>
      `${crossings} pasos entre subtableros, ${added} movimientos añadidos, ${tiles} subtableros${crossings === tiles ? ': cada subtablero es un solo tramo del recorrido' : ''}`,
    split: { tile: 'caso base: un subtablero', four: 'unión cuádruple', two: 'unión doble' },
    treeTitle: (n) => `Árbol de recursión, ${n}×${n}`,
    treeLine: ({ rowBands, colBands, tiles, four, two, depth }) =>
      `franjas ${rowBands.join('+')} × ${colBands.join('+')}: subtableros: ${tiles}, uniones cuádruples: ${four}, dobles: ${two}; profundidad ${depth}`,
    tilesTitle: (n) => `Subtableros de ${n}×${n} y sus uniones`,
    explorerClaim: 'en n×n, n = 5…40, el número de subtableros solo crece justo después de un múltiplo de 12, cuando un lado necesita una franja más: a 4, 9 y 16 subtableros',
    explorerMeasured: (steps) => steps.map((s) => `n = ${s.n}: ${s.tiles} ${s.tiles === 1 ? 'subtablero' : 'subtableros'}`).join(', '),
    role: (fourWay, unequal, twoWay, openStart) =>
      [fourWay ? `unión cuádruple${unequal ? ' de cuartos desiguales' : ''}` : '', twoWay ? 'unión doble' : '', openStart ? 'empezar en la esquina que quedó fuera' : '']
        .filter((s) => s).join(' + '),
    casesHeader: ['caso del curso', 'cuándo', 'ejemplo', 'el curso lo construye con', 'nuestros subtableros (calculados)', '¿mismas piezas?', 'nuestras uniones', 'nuestro recorrido', 'nuestra parte en ese papel'],
    caseName: (name) => name.replace(' even)', ' par)').replace(' odd)', ' impar)'),
    caseWhen: (when) => ({
      'n×n, n divisible by 4': 'n×n, n divisible entre 4', 'n×n, n even, n/2 odd': 'n×n, n par, n/2 impar', 'n×n, n odd': 'n×n, n impar',
      'm×(m+1), m divisible by 4': 'm×(m+1), m divisible entre 4', 'm×(m+1), m + 1 divisible by 4': 'm×(m+1), m + 1 divisible entre 4',
      'm×(m+1), m even, not divisible by 4': 'm×(m+1), m par, no divisible entre 4', 'm×(m+1), m + 1 even, not divisible by 4': 'm×(m+1), m + 1 par, no divisible entre 4',
      'm×(m+2), both even': 'm×(m+2), ambos pares',
    } as Record<string, string>)[when] ?? when,
    caseHow: (how) => ({
      'closed structured quarters': 'cuartos cerrados y estructurados', 'one tour turned 90°, 180°, 270°': 'un recorrido girado 90°, 180° y 270°',
      'open tour': 'recorrido abierto', 'joined with unir_simple': 'unidos con unir_simple',
    } as Record<string, string>)[how] ?? how,
    joins: (four, two) => `cuádruples: ${four}, dobles: ${two}`,
    tourKind: (closed) => (closed ? 'cerrado' : 'abierto'),
    invalid: 'NO VÁLIDO',
    evenTilesClaim: 'todos los subtableros de estos tableros de ejemplo tienen un número par de casillas, o son el único subtablero sin una esquina: cada uno tiene un recorrido cerrado estructurado, así que no hace falta unir_complex',
    evenTilesMeasured: (tiles, cornerless) => `${tiles} subtableros, ${cornerless} de ellos sin una esquina`,
    imparClaim: 'en los dos tableros de unir_impar nuestros subtableros son las piezas del curso, incluida la que no tiene una esquina',
    complexClaim: (corner) =>
      `los cuartos de unir_complex del curso, a cada uno de los cuales le falta su esquina ${corner === 'bottom-right' ? 'inferior derecha' : corner} y que se giran, dejan fuera las cuatro casillas del centro; nuestro subtablero sin una esquina deja fuera la esquina del propio tablero, la casilla 0, donde empieza el recorrido abierto`,
    complexMeasured: (n, squares, odd) =>
      `${n}×${n}: los cuartos dejan fuera ${squares.join(', ')}; ${odd.join(', ')}: nuestro subtablero sin una esquina en (0, 0), y el recorrido empieza en la casilla 0`,
    twoTilesClaim: '12×13 son dos subtableros uno junto a otro, cerrados con una unión doble',
    literalClaim: 'tomada al pie de la letra, la condición de unir_complex «m%2==0 ^ m%2!=0» no se cumple para ningún n; leída como «n par, n/2 impar», para cada n se cumple exactamente uno de los tres casos de tableros cuadrados',
    literalMeasured: (from, to, literal, partition) =>
      `n = ${from}…${to}: la condición literal se cumple para ${literal} de ellos; exactamente un caso para cada n: ${partition ? 'sí' : 'no'}`,
    piecesAreaClaim: 'en el subcaso «m par, no divisible entre 4» las cuatro piezas cubren m×(m+1) con (l−1)×(l+1) como última pieza, y nunca con la literal (l−1)·l + 1',
    piecesAreaMeasured: (count, upTo) => `${big(count)} valores de m ≡ 2 (mód 4), hasta ${upTo}`,
    stored: (kind) => ({ open: 'recorrido abierto del tablero completo', closed: 'cerrado estructurado', cornerless: 'cerrado estructurado, sin una esquina' })[kind],
    dropped: 'descartado: se construye con el recorrido sin esquina, empezando en la esquina (cuaderno 02, §6)',
    missing: 'FALTA',
    kept: 'conservado',
    baseBoardsIntro: (scanned) =>
      `### Los 13 tableros base\n\nCuáles de los tableros base del curso conservamos, cuáles descartamos y por qué, y cuántas veces usa cada uno ` +
      `nuestra construcción, contando los ${scanned} tableros a×b con 5 ≤ a ≤ b ≤ 40. Los archivos que añadimos están ahí porque las franjas de 5 a 12 ` +
      `filas y columnas se combinan de todas las maneras, lados 11 y 12 incluidos; las reglas del curso solo producen unas pocas formas (n×n, n×(n+1), ` +
      `n×(n+2)). Un subtablero sin esquina solo aparece en la esquina superior izquierda de un tablero con los dos lados impares. Los tres recorridos ` +
      `abiertos del curso no hacen ninguna falta: el recorrido abierto de un tablero impar sale de su recorrido cerrado sin una esquina (cuaderno 02, §6). Por qué el ` +
      `curso necesitaba justo sus 13 tableros es la pregunta del ejercicio 8.`,
    baseHeader: (scanned) => ['tablero del curso', 'lo que guardaba el curso', 'nuestro archivo', 'conservado o descartado', `tableros que lo usan (de ${scanned})`],
    courseBaseClaim: 'cada recorrido que guardaba el curso tiene su equivalente: un archivo estructurado nuestro o (los recorridos abiertos de 5×5, 7×7 y 9×9) un recorrido que construimos',
    courseBaseMeasured: (kept, dropped) => `${kept} conservados, ${dropped} descartados y construidos`,
    oursLine: (ours, course, added) => `nuestros: ${ours} archivos; ${course} de ellos son los del curso, ${added.length} son añadidos: ${added.join(', ')}`,
    missingFigure: (name, board) => `${name}, ${board}: la figura que falta`,
    recommendedHeader: ['tablero recomendado', 'familia', 'la regla de los apuntes lo corta en', 'piezas sin recorrido cerrado', 'lo que guardaba el curso', 'nuestro archivo (estructurado)', 'nuestra búsqueda de casos base (NotSoBrute)'],
    searchCost: (status, nodes, squares) =>
      status === 'found' ? `${formatCount(nodes, 'es')} nodos, ${(nodes / squares).toFixed(1)} por casilla` : `no encontrado (${status})`,
    recommendedClaim: 'la recomendación de los apuntes, deducida: en n = 5…40 sus reglas dejan una pieza sin recorrido cerrado justo en los tableros recomendados, y cada uno tiene un archivo estructurado nuestro',
    recommendedMeasured: (from, to, boards) => `n = ${from}…${to}: las reglas no pueden construir ${boards.join(', ')} (${boards.length} tableros)`,
    notSoBruteClaim: 'nuestra búsqueda de casos base (el NotSoBrute del curso) encuentra el recorrido estructurado de cada tablero recomendado con 50 nodos por casilla como mucho: el O(2^(n²)) que comparte con la vuelta atrás es una cota, no lo que cuesta aquí',
    notSoBruteMeasured: (least, most, total) => `de ${least.toFixed(1)} a ${most.toFixed(1)} nodos por casilla; ${formatCount(total, 'es')} nodos para los 13 tableros`,
    joinsClaim: 'cada unión funde ciclos en uno: subtableros − 1 = 3·(uniones cuádruples) + (uniones dobles)',
    depthClaim: 'con b franjas por lado el árbol de recursión tiene profundidad ⌈log₂ b⌉, y copiando se escribe cada casilla entre ⌊log₂ b⌋ + 1 y ⌈log₂ b⌉ + 1 veces',
    depthMeasured: (n, bands, depth, perSquare) => `n = ${n}: b = ${bands}, profundidad ${depth}, ${perSquare.toFixed(2)} escrituras por casilla`,
    invalidAt: (n) => `recorrido no válido con n = ${n}`,
    dcProgress: 'dividir y conquistar: tamaños × métodos',
    method: {
      tiles: 'dividir y conquistar (subtablero a subtablero)', successors: 'dividir y conquistar (siguiendo sucesores)',
      copying: 'dividir y conquistar (copiando subrecorridos)', fill: 'rellenar un Int32Array de n×n nuevo (referencia mínima)', refill: 'reescribir un mismo Int32Array de n×n (reutilizado)',
      warnsdorff: 'Warnsdorff (squirrel)', backtracking: 'vuelta atrás (orden de Warnsdorff)',
    },
    searchProgress: 'métodos de búsqueda: tamaños',
    memoryProgress: 'arreglos nuevos y reutilizados: tamaños',
    warnsdorffCompleted: (done, total, stuck, sizes) =>
      `Warnsdorff (squirrel) desde la esquina completó ${done} de los ${big(total)} tableros medidos` +
      (stuck.length ? `; se atascó con n = ${stuck.join(', ')} (su tiempo ahí es lo que tarda en atascarse).` : ` (n = ${sizes.join(', ')}).`),
    runStatus: { found: 'encontrado', none: 'sin recorrido', budget: 'presupuesto agotado' },
    sideAxis: 'lado del tablero n',
    writtenAxis: 'casillas escritas',
    writtenOrNodesAxis: 'casillas escritas (nodos en las búsquedas)',
    linearClaim: 'dividir y conquistar (subtablero a subtablero) crece como n², lineal en las casillas: exponente entre 1.8 y 2.2 con r² ≥ 0.95',
    linearLookFor: 'los puntos alineados en una recta paralela a la del bucle de relleno; con menos de tres tamaños por encima de 0.5 ms no hay ajuste (aumenta SIZES), y si salen dispersos, otros programas estaban ocupando la máquina: vuelve a ejecutar',
    countersClaim: 'los contadores: subtablero a subtablero escribe cada una de las n² casillas una vez; copiando se escriben más, y más por casilla a medida que crece n',
    writesPerSquare: (n, writes) => `n = ${n}: ${writes.toFixed(2)} escrituras por casilla`,
    sameSizesClaim: 'sobre los mismos tamaños, el tiempo de copiar crece más deprisa que el de la construcción: un exponente mayor, como predice su log n de más',
    sameSizesMeasured: (sizes, a, b) => `sobre n = ${sizes.join(', ')}: la construcción ∝ n^${a.toFixed(2)}, copiando ∝ n^${b.toFixed(2)}`,
    sameSizesLookFor: 'la línea de copiar más empinada que la de la construcción sobre los tamaños que ajustaron las dos; con menos de tres de esos tamaños no hay nada que comparar (aumenta SIZES), y en una máquina ocupada un solo tamaño perturbado puede inclinar un ajuste corto',
    tooFewShared: 'menos de tres tamaños se ajustaron en todas las series: esta vez no hay exponentes que comparar',
    sameSizesAllClaim: 'sobre los mismos tamaños, el tiempo de copiar crece más deprisa que el de subtablero a subtablero',
    sameSizesAllMeasured: (sizes, laws) => `sobre n = ${sizes.join(', ')}: ${laws.join('; ')}`,
    sideAxisArrow: 'lado del tablero n →',
    perSquareAxis: (clock) => `↑ ${clock === 'cpu' ? 'tiempo de CPU' : 'tiempo'} por casilla (ns)`,
    floorClaim: 'subtablero a subtablero cuesta un múltiplo pequeño (de 1 a 6 veces) del bucle de relleno, al que no puede ganar ningún método que escriba el recorrido',
    floorMeasured: (n, ms, ratio) => `n = ${n}: ${ms.toFixed(1)} ms = ${ratio.toFixed(1)}× el bucle de relleno`,
    floorLookFor: 'la línea de subtablero a subtablero, paralela a la del bucle de relleno y un poco por encima',
    slowerClaim: 'seguir sucesores y copiar son ambos más lentos que subtablero a subtablero en el tablero más grande',
    slowerMeasured: (n, successors, copying) =>
      `n = ${n}: siguiendo sucesores ${successors.toFixed(1)}×, copiando ${copying.toFixed(1)}× el tiempo de subtablero a subtablero`,
    slowerLookFor: 'las dos líneas por encima de subtablero a subtablero a la derecha de la gráfica; un solo tamaño puede verse perturbado por otros programas',
    freshClaim: 'en el tamaño más grande, escribir en un arreglo nuevo cuesta menos de 3 veces lo que reescribir un arreglo reservado una sola vez: los ajustes del asignador de memoria del kernel mantienen fuera de las gráficas el coste de las páginas nuevas',
    freshMeasured: (n, bytes, fresh, reused) =>
      `n = ${n} (${formatCount(bytes, 'es')} bytes): nuevo ${fresh.toFixed(2)} ns, reutilizado ${reused.toFixed(2)} ns por casilla`,
    freshLookFor: 'las dos líneas juntas; si la del arreglo nuevo va muy por encima (diez veces es lo que cuestan los fallos de página en nuestra máquina virtual), el kernel arrancó sin los ajustes de su asignador (vuelve a ejecutar npm run setup), o el arreglo del tablero pasa de los 32 MB que guarda el asignador',
    estimate: ({ n, total, path, tables, perSquare }) =>
      `Para ${formatCount(n, 'es')}×${formatCount(n, 'es')} la estimación es de ${big(total)}: ${path} para el recorrido (4 bytes × ${formatCount(n * n, 'es')} casillas) y ${tables} para las tablas de los subtableros ` +
      `(${perSquare.toFixed(1)} bytes por casilla en total).`,
    largestFits: (side, estimate, limit) =>
      ` El tablero más grande que da el mensaje, ${formatCount(side, 'es')}×${formatCount(side, 'es')}, es el mayor tablero cuadrado cuya estimación, ${estimate}, no supera el límite de ${limit}.`,
    largestClaim: 'el tablero más grande que nombra el rechazo es el mayor que cabe en el límite',
    largestMeasured: (side, fits, next, limit) =>
      `${formatCount(side, 'es')}×${formatCount(side, 'es')}: ${formatCount(fits, 'es')} bytes; ${formatCount(side + 1, 'es')}×${formatCount(side + 1, 'es')}: ${formatCount(next, 'es')} bytes; límite ${formatCount(limit, 'es')}`,
    refusalClaim: 'el rechazo da la estimación que calcula la biblioteca',
    noBudgetClaim: 'ninguna ejecución de la vuelta atrás agotó su presupuesto de nodos: cada punto es una ejecución terminada',
    warnsdorffSlowerClaim: 'en cada tamaño medido por los dos por encima del umbral de ruido, la regla de Warnsdorff tarda más que dividir y conquistar',
    warnsdorffSlowerMeasured: (ratios, sizes, exponents) =>
      (ratios.length ? ratios.map(([n, r]) => `n = ${n}: ${r.toFixed(1)}×`).join(', ') : 'ningún tamaño medido por los dos por encima del umbral de ruido') +
      (sizes.length ? `; sobre n = ${sizes.join(', ')}: dividir y conquistar ∝ n^${exponents[0].toFixed(2)}, Warnsdorff ∝ n^${exponents[1].toFixed(2)}` : '; demasiado pocos tamaños ajustados por los dos para comparar exponentes'),
    warnsdorffSlowerLookFor: 'la línea de Warnsdorff por encima de la de dividir y conquistar donde las dos tienen puntos; con los parámetros rápidos los tamaños apenas se solapan, y un tamaño perturbado puede hacer que las líneas se crucen',
    oddClaim: (n) => `el recorrido de ${n}×${n} es un recorrido abierto válido: empieza en la esquina, salta a (1, 2), y desde su última casilla se llega a (1, 2) con un salto de caballo — el ciclo sin la esquina con un movimiento borrado y el de la esquina añadido`,
    firstSquares: (first, second, last) => `path[0] = ${first}, path[1] = ${second}, última casilla ${last}`,
    tiles: (n, count) => `${n}×${n}: ${big(count)} ${count === 1 ? 'subtablero' : 'subtableros'}`,
    oddPlanLine: (n, pieces, joins, onCorner) =>
      `${n}×${n}: subtableros ${pieces.join(', ')}; uniones ${joins}; el recorrido empieza en la esquina que queda fuera: ${onCorner ? 'sí' : 'no'}`,
    firstCallClaim: 'no hace falta el indicador de «primera llamada»: cada bloque que contiene el subtablero sin una esquina tiene los dos lados impares, todos los demás bloques un número par de casillas, y el único subtablero sin una esquina es el de arriba a la izquierda',
    firstCallMeasured: (n, holding, others) => `${n}×${n}: bloques que contienen la esquina ${holding.join(', ')}; otros ${others} bloques, todos pares`,
    sameCycleClaim: 'las tres numeraciones construyen el mismo ciclo: los mismos movimientos, desde casillas de partida distintas o en el otro sentido',
    sameCycleMeasured: (board, starts) => `${board}: los mismos movimientos, empezando en las casillas ${starts.join(' / ')}`,
    summaryRun: ({ exponent, fitSizes, sizes, a, b, n, ms, floorRatio }) =>
      `Esta ejecución: el tiempo de la construcción ${exponent === null ? 'no pudo ajustarse (pocos tamaños por encima de 0.5 ms: vuelve a ejecutar con los SIZES completos)' : `∝ n^${exponent.toFixed(2)} sobre n = ${fitSizes.join(', ')}`}; ` +
      (sizes.length && a !== null && b !== null ? `sobre los tamaños que usaron los dos ajustes (n = ${sizes.join(', ')}) copiando ∝ n^${b.toFixed(2)} frente a n^${a.toFixed(2)} de la construcción` : 'no hubo tres tamaños ajustados en las dos, así que sus exponentes no se comparan') +
      (sizes.length && a !== null && b !== null ? (b > a ? ': copiar crece más deprisa, como predice el §4' : ': copiar no crece más deprisa; esta ejecución no mostró la diferencia prevista (⚠ en el §5)') : '') +
      `; con n = ${n} la construcción tardó ${ms.toFixed(1)} ms, ${floorRatio.toFixed(1)}× el bucle de relleno (el apéndice 02a vuelve a cronometrar estos métodos en su propia ejecución, y sus números no tienen por qué coincidir).`,
    summaryRunA: ({ n, floorRatio, successors, copying, sizes, exponents, fresh, fitSide }) =>
      `Esta ejecución, con n = ${n}: subtablero a subtablero ${floorRatio.toFixed(1)}× el bucle de relleno; siguiendo sucesores ${successors.toFixed(1)}× y copiando ${copying.toFixed(1)}× subtablero a subtablero; ` +
      (sizes.length ? `sobre n = ${sizes.join(', ')} los exponentes de subtablero a subtablero, siguiendo sucesores y copiando fueron ${exponents.map((e) => e.toFixed(2)).join(', ')}` : 'demasiado pocos tamaños ajustados en las tres para comparar exponentes') +
      `; un arreglo nuevo costó ${fresh.toFixed(1)}× uno reutilizado por casilla; el mayor tablero cuadrado dentro del límite de memoria es ${formatCount(fitSide, 'es')}×${formatCount(fitSide, 'es')}.`,
  },
};
