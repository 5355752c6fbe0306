/**
 * Las etiquetas en español de todo lo que el código de la biblioteca dibuja o imprime: la misma
 * estructura que `en.ts` (el tipo `Labels` lo comprueba), con los términos de los apuntes del curso.
 */
import type { CoreLabels } from './en';
import { formatCount } from './numbers';

/** Los nombres de los colores de los estados (STATE de lib/notebook/palette): los leen la tabla de la paleta y las leyendas de los widgets. */
const STATE_COLOURS = {
  unseen: 'crema', visited: 'azul pálido', current: 'dorado', candidate: 'verde pálido', chosen: 'verde claro',
  solution: 'verde vivo', deadEnd: 'coral', deadEndLight: 'coral pálido', given: 'canela', excluded: 'gris plata',
};
/** Un nombre de color al principio de una frase. */
const Cap = (name: string) => name[0].toUpperCase() + name.slice(1);

export const es: CoreLabels = {
  // lib/notebook
  notebook: {
    claim: {
      notThisTime: (statement: string) => `esta vez no: ${statement}`,
      measured: (value: string) => `medido: ${value}`,
      lookFor: 'Fíjate en:',
    },
    profile: {
      x: 'nivel d (filas ya elegidas)',
      y: 'filas probadas en el nivel d',
      total: (nodes: string) => `${nodes} filas probadas en total`,
    },
    growth: {
      statuses: { fitted: 'ajustado', 'too few sizes': 'pocos tamaños', 'too noisy': 'demasiado ruido' },
      power: (exponent: string) => `∝ n^${exponent}`,
      exponential: (base: string) => `crece ×${base} por cada paso de n`,
      range: (from: number, to: number) => `n = ${from}…${to}`,
      counter: (law: string, range: string | null) => `; contador ${law} en ${range ?? 'los mismos tamaños'}`,
      statistic: { median: 'mediana', min: 'mínimo' },
      tooFew: (label: string, floorMs: number, used: number, total: number) =>
        `${label}: hay pocos tamaños por encima de ${floorMs} ms para ajustar (${used} de ${total}); aumenta los tamaños`,
      tooNoisy: ({ label, law, r2, minR2, range, counter }: { label: string; law: string; r2: string; minR2: number; range: string; counter: string }) =>
        `${label}: demasiado ruido; vuelve a ejecutarlo o aumenta los tamaños (una recta daría ${law}, pero r² ${r2} < ${minR2} en ${range})${counter}`,
      fitted: ({ label, law, r2, statistic, repeat, range, counter }: { label: string; law: string; r2: string; statistic: string; repeat: number; range: string; counter: string }) =>
        `${label}: tiempo ${law} (r² ${r2}, ${statistic} de ${repeat}, ajustado en ${range})${counter}`,
    },
    chart: {
      size: 'tamaño n',
      method: 'método',
      time: { cpu: 'tiempo de CPU', wall: 'tiempo' },
      timeAxis: (time: string, unit: string) => `↑ ${time} por llamada (${unit})`,
      counterAxis: (counter: string) => `↑ ${counter} por llamada`,
      dashed: { power: '(discontinua: la ley de potencias ajustada)', exponential: '(discontinua: la exponencial ajustada)' },
      sameCounts: (pairs) =>
        `(los mismos recuentos: ${pairs.map(([a, b]) => `${b} sobre ${a}`).join(', ')}, cada punto dentro de otro mayor)`,
    },
    palette: {
      title: 'Los colores del curso: un color por método, en todas las gráficas de todos los cuadernos y widgets',
      header: ['color', 'clave', 'qué representa', 'nombre'],
      stateTitle: 'Los estados de una búsqueda, igual en tableros, árboles y cuadrículas',
      stateHeader: ['color', 'estado', 'qué marca', 'nombre'],
      methods: {
        warnsdorff: 'regla de Warnsdorff (una pasada voraz)',
        first: 'desempate first (el orden de MOVES)',
        random: 'desempate random (con semilla)',
        roth: 'desempate roth (la más alejada del centro)',
        squirrel: 'desempate squirrel (el plan de Squirrel y Cull)',
        backtracking: 'vuelta atrás en el orden de Warnsdorff, con poda (la del curso)',
        textbook: 'vuelta atrás en orden fijo, sin poda (clásica)',
        'backtracking-fixed': 'vuelta atrás en orden fijo, con poda',
        'backtracking-random': 'vuelta atrás en orden aleatorio, con poda',
        discrepancy: 'vuelta atrás con reinicios (discrepancias)',
        'best-case': 'el mejor caso: un nodo por casilla',
        'course-bound': 'la cota del curso',
        'divide-and-conquer': 'dividir y conquistar, subtablero a subtablero',
        successor: 'dividir y conquistar, siguiendo sucesores',
        copying: 'dividir y conquistar, copiando subrecorridos',
        fill: 'rellenar un Int32Array nuevo (la referencia mínima)',
        refill: 'reescribir un mismo Int32Array reutilizado',
        bfs: 'búsqueda en amplitud (BFS)',
        'all-pairs': 'distancias entre todos los pares de casillas',
        'eight-moves': 'ocho movimientos por casilla',
        dfs: 'búsqueda en profundidad (DFS)',
        naive: 'N reinas con arreglos (el programa del curso)',
        bitmask: 'N reinas con máscaras de bits',
        symmetry: 'N reinas con máscaras de bits y simetría',
        mrv: 'Dancing Links, primero la columna con menos filas (MRV)',
        'first-column': 'Dancing Links, primera columna',
      },
      colours: {
        warnsdorff: 'azul oscuro', first: 'naranja', random: 'rosa', roth: 'oliva', squirrel: 'morado',
        backtracking: 'rojo', textbook: 'marrón', 'backtracking-fixed': 'ámbar', 'backtracking-random': 'lima', discrepancy: 'cian',
        'best-case': 'azul claro', 'course-bound': 'negro',
        'divide-and-conquer': 'verde', successor: 'verde azulado', copying: 'ocre', fill: 'gris', refill: 'índigo',
        bfs: 'magenta', 'all-pairs': 'granate', 'eight-moves': 'verde musgo',
        dfs: 'azul', naive: 'arena', bitmask: 'bermellón', symmetry: 'violeta',
        mrv: 'verde pino', 'first-column': 'frambuesa',
      },
      states: {
        unseen: 'aún no alcanzado', visited: 'hecho: el camino hasta ahora, un nodo expandido', current: 'lo que se decide ahora: la casilla del caballo, el nodo que se expande',
        candidate: 'opciones abiertas: candidatas, nodos generados aún sin expandir', chosen: 'la opción elegida entre las candidatas',
        solution: 'una respuesta completa: un recorrido, una colocación, un recubrimiento', deadEnd: 'no se puede seguir: una posición sin salida, un nodo fracaso, un conflicto', deadEndLight: 'lo mismo, claro para que se lea el texto',
        given: 'dado de antemano: las pistas de un Sudoku', excluded: 'fuera de juego: una casilla a la que no llega ningún movimiento, una casilla quitada',
      },
      stateColours: STATE_COLOURS,
      boardTitle: 'Los colores propios de un tablero, en las figuras de tableros: marcas, no métodos (el camino de un recorrido es azul oscuro lo haya encontrado quien lo haya encontrado)',
      boardHeader: ['color', 'marca', 'qué señala', 'nombre'],
      board: {
        path: ['el camino de un recorrido, las flechas de una estructura', 'azul oscuro'],
        start: ['la primera casilla de un recorrido', 'verde'],
        end: ['la última casilla de un recorrido', 'rojo'],
        removed: ['un movimiento que quita una unión (discontinuo)', 'rojo'],
        added: ['un movimiento que añade una unión', 'verde'],
        joinDepth: ['las líneas de corte de un plan de dividir y conquistar; el primer corte, el más oscuro', 'de morado a rosa'],
      },
    },
    progress: { done: 'terminado' },
    tree: {
      statuses: { expanded: 'expandido', promising: 'k-prometedor', solution: 'solución', dead: 'nodo fracaso' },
      noStatus: '(sin estado)',
      highlighted: 'resaltado',
      node: (id: number, label: string, status: string) => `nodo ${id}: ${label} (${status})`,
    },
    board: { start: 'inicio', end: 'fin' },
    links: { row: (row: number) => `fila ${row}` },
    noError: '(sin error: la llamada terminó con normalidad)',
    queens: {
      sharedColumn: (i: number, j: number, column: number) => `las reinas ${i} y ${j} comparten la columna ${column}`,
      sharedDiagonal: (i: number, j: number, xi: number, xj: number) => `las reinas ${i} y ${j} comparten una diagonal (|${xi} − ${xj}| = |${i} − ${j}|)`,
      units: { years: 'años', days: 'días', hours: 'horas', minutes: 'minutos', seconds: 'segundos', ms: 'ms' },
      problem: {
        notVector: (got: string) => `no es un vector de columnas (x1 … xk, una por fila): es ${got}`,
        badSize: (got: string, max: number) => `el tamaño del tablero n debe ser un entero del 1 al ${formatCount(max, 'es')}, y es ${got}`,
        tooManyRows: (rows: number, n: number) => `el vector tiene ${rows} filas, pero el tablero solo tiene ${n}`,
        outside: (row: number, got: string, n?: number) =>
          `x${row} = ${got} incumple la restricción explícita: una columna debe ser ${n === undefined ? 'un entero ≥ 1' : `un entero del 1 al ${n}`}`,
        incomplete: (placed: number, n: number) => `solo ${placed} de las ${n} filas tienen reina`,
      },
    },
    stats: {
      undefinedCorrelation: (why: string) => `no definida (${why})`,
      tooFewPoints: 'hay menos de dos puntos',
      constant: (name: string) => `todos los puntos tienen el mismo valor de ${name}`,
    },
    speedup: {
      headers: ['n', 'soluciones', '1 hilo (ms)', 'hilos', 'con hilos (ms)', 'aceleración', 'tareas hechas por los hilos de trabajo'],
      tasks: (done: number, total: number) => `${done} de ${total}`,
      noTasks: 'nada que leer: los hilos de trabajo no tomaron ninguna tarea',
      tooFast: (t1: string, minMs: number) => `nada que leer: a un solo hilo le bastan ${t1} ms (< ${minMs} ms)`,
      noise: (speedup: string, ideal: number) => `×${speedup}: por encima de ×${ideal}, ruido de medición`,
      noneToRead: (noisy: number[], others: number[], ideal: number, minMs: number) =>
        `**Aquí no hay aceleración que leer.** ` +
        (noisy.length ? `Las aceleraciones por encima de ×${ideal} (${noisy.map((n) => `n = ${n}`).join(', ')}) no pueden venir de ${ideal} núcleos: son ruido de medición. ` : '') +
        `En ${noisy.length ? 'los demás tableros' : 'todos los tableros'} (${others.join(', ')}) los hilos de trabajo no tomaron ninguna tarea o a un solo hilo le bastan menos de ${minMs} ms, ` +
        'menos que unos pocos arranques de hilo: los tableros son demasiado pequeños para que los hilos compensen. Pon tableros mayores en `WORKER_SIZES` (14, 15) para medir los hilos.',
      freeClaim: (threads: number, load: string, cores: number, least: string) =>
        `con ${threads} hilos en núcleos libres (carga media ${load} en ${cores} núcleos) el conteo va al menos ×${least} más rápido`,
      best: (best: string, ns: number[]) => `mejor aceleración ×${best} (n = ${ns.join(', ')})`,
      lookFor: (ideal: number) => `una aceleración cercana a ×${ideal}; si queda por debajo, otro programa arrancó mientras se ejecutaba esta celda: vuelve a ejecutarla`,
      busy: ({ load, cores, threads, best, ideal }: { load: string; cores: number; threads: number; best: string; ideal: number }) =>
        `**Los núcleos estaban ocupados** mientras se ejecutaba esta celda: carga media ${load} en ${cores} núcleos, así que otros programas ` +
        `ya querían los núcleos que necesitan los ${threads} hilos. La aceleración medida (la mejor, ×${best}) muestra lo ocupados que estaban, ` +
        `no lo que pueden hacer los hilos: con ${ideal} núcleos libres, espera cerca de ×${ideal} en conteos que tarden bastante más que el arranque de un hilo de trabajo. ` +
        'En una máquina sin carga (`uptime` muestra la carga media), esta misma celda mide lo que pueden hacer los hilos.',
      noisy: (ns: number[], ideal: number) => `Las aceleraciones por encima de ×${ideal} (${ns.map((n) => `n = ${n}`).join(', ')}) no pueden venir de ${ideal} núcleos: son ruido de medición, no carga.`,
    },
    sudoku: {
      units: { row: 'la fila', column: 'la columna', box: 'la caja' },
      cell: (row: number, col: number) => `r${row}c${col}`,
      cellNeeds: (cell: string) => `la celda ${cell} necesita un dígito`,
      unitNeeds: (unit: 'row' | 'column' | 'box', index: number, digit: number) =>
        `${unit === 'row' ? 'la fila' : unit === 'column' ? 'la columna' : 'la caja'} ${index} necesita un ${digit}`,
      cellCount: (cells: number, expected: number) => `la cuadrícula tiene ${cells} celdas, y debe tener ${expected}`,
      character: (got: string, position: number) => `el texto contiene ${got} en la posición ${position}: solo valen los dígitos 1–9, '.' o '0' (y espacios)`,
      notDigit: (cell: string, got: string, order: number) => `la celda ${cell} contiene ${got}, y debe ser un dígito del 1 al ${order}`,
      repeat: ({ digit, unit, index, a, b }: { digit: number; unit: string; index: number; a: string; b: string }) => `el dígito ${digit} aparece dos veces en ${unit} ${index} (${a} y ${b})`,
      givenChanged: (cell: string, given: number, got: number) => `la pista ${given} de ${cell} se cambió por ${got}`,
      contradiction: (clashes: string) => `no hay solución: las pistas se contradicen: ${clashes}`,
    },
    cover: {
      notARow: (got: string, rows: number) => `${got} no es una fila de la matriz (las filas van de la 0 a la ${rows - 1})`,
      rowTwice: (row: number) => `la fila ${row} se usa dos veces`,
      badColumn: (row: number, got: string, position: number, columns: number) =>
        `la fila ${row} nombra ${got} en la posición ${position}, que no es una de las columnas 0 a ${columns - 1} de la matriz (o está repetida)`,
      coveredTwice: (column: string) => `la columna ${column} queda cubierta dos veces`,
      uncovered: (column: string) => `la columna primaria ${column} queda sin cubrir`,
    },
    tiling: {
      boardSize: (rows: number, cols: number) => `el tablero es de ${rows}×${cols}, no de 60 casillas`,
      ragged: (row: number, squares: number, expected: number) => `la fila ${row} tiene ${squares} casillas, y debe tener ${expected}`,
      notALetter: (row: number, col: number, got: string) => `la casilla (${row}, ${col}) contiene ${got}, que no es la letra de un pentominó`,
      pieceSize: (piece: string, squares: number) => `la pieza ${piece} cubre ${squares} casillas, y debe cubrir 5`,
      wrongShape: (piece: string) => `las casillas marcadas con ${piece} no forman el pentominó ${piece}`,
    },
  },

  // lib/widgets
  widgets: {
    noScript:
      'Este tablero interactivo necesita JavaScript. Ejecuta la celda en el Jupyter Notebook clásico (si abriste el cuaderno ' +
      'con las salidas guardadas, márcalo como de confianza: File → Trust Notebook), o abre en un navegador la página HTML exportada.',
    noBundle:
      'El código de este tablero viene con el primer tablero del cuaderno, que no está en esta página (se borró su salida, ' +
      'o el cuaderno se guardó después de volver a ejecutar celdas). Elige Kernel → Restart & Run All.',
    couldNotStart: (message: string) => `Este tablero no pudo arrancar: ${message}`,
    names: {
      knightGame: (rows: number, cols: number) => `Recorrido del caballo a mano en un tablero de ${rows}×${cols}`,
      dcExplorer: (min: number, max: number) => `Explorador de dividir y conquistar para tableros de n×n, n = ${min}…${max}`,
      sudokuStepper: 'Sudoku con Dancing Links, paso a paso',
      queensStepper: (n: number, strategy: string) => `Árbol de las n reinas paso a paso (${n}×${n}, ${strategy})`,
      warnsdorffStepper: (rows: number, cols: number) => `La regla de Warnsdorff paso a paso en un tablero de ${rows}×${cols}`,
      backtrackStepper: (n: number) => `Vuelta atrás paso a paso en un tablero de ${n}×${n}`,
      measurementLab: (solver: string) => `Laboratorio de medición (${solver})`,
    },
    stepper: {
      start: '« inicio', startTitle: 'volver al primer paso',
      back: '‹ atrás', backTitle: 'un paso atrás (←)',
      forward: 'adelante ›', forwardTitle: 'un paso adelante (→)',
      end: 'final »|', endTitle: 'ir al último paso',
      slider: 'paso',
      refused: (message: string) => `Rechazado: ${message}`,
      step: (position: number, last: number, what: string) => `Paso ${position} de ${last}: ${what}`,
      arrowKeys: 'Las flechas del teclado también avanzan y retroceden.',
    },
    knightGame: {
      title: ({ rows, cols, start, row, col }: { rows: number; cols: number; start: number; row: number; col: number }) =>
        `Recorrido del caballo a mano: tablero de ${rows}×${cols}, empezando en la casilla ${start} (fila ${row}, columna ${col})`,
      noTour: (reason: string) => `nota: no existe ningún recorrido en este tablero (${reason}); aun así puedes jugar`,
      noTourFromStart: 'nota: no existe ningún recorrido desde esta casilla: el tablero tiene un número impar de casillas, así que un recorrido debe empezar en una casilla con fila + columna par; aun así puedes jugar',
      undo: 'Deshacer',
      restart: 'Reiniciar',
      keys: `Haz clic en una casilla ${STATE_COLOURS.candidate} o pulsa su dígito; U o la tecla de borrar (⌫) deshacen.`,
      legend: `Casillas ${STATE_COLOURS.candidate} con dígitos en negrita: los movimientos posibles, numerados del 0 al 7 como los numera el programa del curso. x (${STATE_COLOURS.visited}): una casilla ya visitada, marcada como en el programa del curso; la línea muestra el orden. ♞ (${STATE_COLOURS.current}): el caballo. Cuando el tablero está completo, cada casilla muestra su número de paso.`,
      asPrinted: 'La misma posición tal como la imprime el programa del curso',
      boardTitle: (move: number, last: number) => `movimiento ${move} de ${last}`,
      target: (label: number, row: number, col: number) => `movimiento ${label}: fila ${row}, columna ${col}`,
      won: (closed: boolean) => `¡Tablero completo! Tu recorrido es ${closed ? 'cerrado' : 'abierto'} y es válido: cada casilla una vez, cada paso un salto de caballo.`,
      invalid: (error: string) => `error interno: el recorrido no es válido (${error})`,
      stuck: (visited: number, squares: number) => `atascado tras ${visited} de ${squares} casillas: no queda ningún movimiento. Deshaz para probar otro camino.`,
      playing: (visited: number, squares: number, moves: number) =>
        `${visited} de ${squares} casillas visitadas; ${moves} movimiento${moves === 1 ? '' : 's'} posible${moves === 1 ? '' : 's'}.`,
    },
    dcExplorer: {
      side: 'lado del tablero n',
      title: 'Dividir y conquistar: el recorrido de un tablero de n×n, construido a partir de sus cuadrantes',
      joins: ' mostrar las uniones (movimientos borrados en rojo discontinuo, añadidos en verde)',
      legend: 'Líneas moradas gruesas: los cuatro cuadrantes del tablero; líneas rosas más finas: los cuadrantes de los cuadrantes, hasta los subtableros, los casos base (de 5 a 12 casillas de lado). Círculo: inicio; cuadrado: fin.',
      tour: (closed: boolean) => `recorrido ${closed ? 'cerrado' : 'abierto'}, comprobado con validateTour`,
      invalid: (error: string) => `recorrido NO VÁLIDO: ${error}`,
      built: ({ n, verdict, tiles, fourWay, twoWay, ms }: { n: number; verdict: string; tiles: number; fourWay: number; twoWay: number; ms: string }) =>
        `${n}×${n}: ${verdict}; ${formatCount(tiles, 'es')} subtablero${tiles === 1 ? '' : 's'}, ${formatCount(fourWay, 'es')} ${fourWay === 1 ? 'unión cuádruple' : 'uniones cuádruples'} y ${formatCount(twoWay, 'es')} doble${twoWay === 1 ? '' : 's'}; construido en esta página en ${ms} ms.`,
    },
    sudoku: {
      title: 'Dancing Links sobre un Sudoku, paso a paso (Algoritmo X: elegir una columna, cubrirla, probar una fila, volver atrás)',
      grid: 'Cuadrícula del Sudoku',
      startTitle: 'volver al enunciado', backTitle: 'un paso atrás', forwardTitle: 'un paso adelante', endTitle: 'ir al final de la búsqueda',
      nextBacktrack: 'siguiente vuelta atrás »', nextBacktrackTitle: 'avanzar hasta la siguiente vuelta atrás',
      column: (text: string) => `la columna «${text}»`,
      choose: (column: string, size: number, rows: string) => `elegir ${column}: la que tiene menos filas (${size}${size ? ': ' + rows : ''})`,
      cover: (size: number) => `cubrirla: desenlazar la columna y ocultar ${size === 1 ? 'su única fila' : `sus ${size} filas`} de las demás columnas`,
      tryRow: (digit: number, cell: string, depth: number) => `probar una fila: ${digit} en ${cell} (cubre sus otras tres columnas) → profundidad ${depth}`,
      backtrack: (digit: number, cell: string) => `vuelta atrás: retirar el ${digit} de ${cell}`,
      uncover: (column: string) => `descubrir ${column}: todas sus filas fracasaron; se sube un nivel`,
      deadEnd: (column: string) => `elegir ${column}: no le quedan filas, así que la rama fracasa (el Algoritmo X la cubre igualmente y luego vuelve atrás)`,
      solution: (rows: number, updates: number) => `solución: todas las columnas cubiertas (${formatCount(rows, 'es')} filas probadas, ${formatCount(updates, 'es')} actualizaciones)`,
      ending: { found: 'la primera solución', none: 'la prueba de que no hay solución', limit: (steps: number) => `el límite de pasos (${formatCount(steps, 'es')})` },
      note: (steps: number, ending: string, ms: string) =>
        `${formatCount(steps, 'es')} pasos hasta ${ending}, trazados en esta página en ${ms} ms. Negro: las pistas; azul oscuro: dígitos colocados por la búsqueda; ${STATE_COLOURS.deadEnd} tachado: un dígito retirado. ${Cap(STATE_COLOURS.current)}: la restricción (columna) que se estudia (${STATE_COLOURS.deadEndLight} cuando la rama fracasa); dígitos pequeños en ${STATE_COLOURS.solution}: sus filas candidatas; ${STATE_COLOURS.chosen}: la casilla de la fila que se prueba. Las flechas del teclado también avanzan y retroceden.`,
      puzzle: (givens: number) => `el enunciado, con ${givens} pistas. Pulsa adelante.`,
      counters: (depth: number, rows: number, updates: number) => `profundidad ${depth} · filas probadas ${formatCount(rows, 'es')} · actualizaciones ${formatCount(updates, 'es')}`,
      logDepth: 'prof.',
    },
    queens: {
      search: 'búsqueda',
      tree: 'árbol',
      trace: 'trazar',
      nextSolution: 'siguiente solución »', nextSolutionTitle: 'avanzar hasta la siguiente solución',
      title: 'N reinas: el árbol de expansión recorrido en profundidad (pila) o en amplitud (cola), paso a paso',
      ending: { budget: (maxNodes: number) => `se agotó el presupuesto de ${formatCount(maxNodes, 'es')} nodos`, done: 'se recorrió el árbol entero' },
      note: ({ steps, nodes, ending, solutions, dfs }: { steps: number; nodes: number; ending: string; solutions: number; dfs: boolean }) =>
        `${formatCount(steps, 'es')} pasos, ${formatCount(nodes, 'es')} nodos (${ending}; ${solutions} ${solutions === 1 ? 'solución' : 'soluciones'}). ` +
        `Los números de los círculos son el orden de generación. ${dfs ? 'La búsqueda en profundidad entra enseguida en un hijo k-prometedor, así que la pila es el camino desde la raíz.' : 'La búsqueda en amplitud toma el nodo más antiguo de la cola y genera todos sus hijos.'} ` +
        'Contorno grueso: el camino hasta el nodo de este paso. Las flechas del teclado también avanzan y retroceden.',
      expand: (node: number, vector: string) => `expandir el nodo ${node} ${vector}: se saca de la cola; a continuación se generan sus hijos`,
      backtrack: (node: number, vector: string) => `vuelta atrás desde el nodo ${node} ${vector}: ya se generaron todos sus hijos; se desapila`,
      root: (dfs: boolean) => `la raíz (nodo 0): el vector vacío${dfs ? ', en la pila' : ', en la cola'}`,
      solution: (node: number, vector: string) => `generar el nodo ${node} ${vector}: una solución`,
      dead: (node: number, vector: string, depth: number) => `generar el nodo ${node} ${vector}: nodo fracaso (no es ${depth}-prometedor), se descarta`,
      promising: (node: number, vector: string, depth: number, dfs: boolean) =>
        `generar el nodo ${node} ${vector}: ${depth}-prometedor, ${dfs ? 'se apila y se entra en él' : 'se añade a la cola'}`,
      counters: ({ generated, expanded, dead, solutions, dfs, size, largest }: { generated: number; expanded: number; dead: number; solutions: number; dfs: boolean; size: number; largest: number }) =>
        `generados ${formatCount(generated, 'es')} · expandidos ${formatCount(expanded, 'es')} · fracasos ${formatCount(dead, 'es')} · soluciones ${solutions} · ${dfs ? 'pila' : 'cola'} ${size} (máximo tras una expansión: ${largest})`,
      frontier: (dfs: boolean) => (dfs ? 'pila (raíz … cima)' : 'cola (el más antiguo primero)'),
      empty: '(vacía)',
      boardTitle: (node: number, vector: string) => `nodo ${node}: ${vector}`,
      tooBig: (nodes: number, dfs: boolean) =>
        `(El árbol tiene ${nodes} nodos en este paso, demasiados para dibujarlo; el tablero, la ${dfs ? 'pila' : 'cola'} y los contadores siguen la búsqueda.)`,
      statuses: { notYet: 'aún sin generar', current: 'este paso', stack: 'en la pila', queue: 'en la cola', done: 'terminado', dead: 'nodo fracaso', solution: 'solución' },
    },
    warnsdorff: {
      rows: 'filas',
      cols: 'columnas',
      start: 'casilla inicial',
      tieBreak: 'desempate',
      run: 'aplicar la regla',
      nextTie: 'siguiente empate »', nextTieTitle: 'ir a la siguiente decisión con empate',
      title: 'La regla de Warnsdorff, decisión a decisión: saltar a la casilla con menos movimientos siguientes',
      why: {
        first: 'la primera de ellas en el orden de los movimientos (desempate first)',
        roth: 'la más alejada del centro del tablero (desempate roth)',
        random: 'una al azar (desempate random, con semilla)',
        squirrel: 'la primera en el orden de movimientos de Squirrel y Cull para esta parte del recorrido (desempate squirrel)',
      },
      found: (squares: number) => `un recorrido de las ${squares} casillas`,
      failed: (step: number, squares: number) => `la regla se atasca tras ${step} de ${squares} casillas: fracasa desde esta casilla inicial con este desempate`,
      note: (decisions: number, end: string) =>
        `${decisions} decisiones, que terminan en ${end}. Números en las casillas libres: su grado en este momento. ${Cap(STATE_COLOURS.candidate)}: las candidatas; ${STATE_COLOURS.chosen}: la elegida; ${STATE_COLOURS.current}, ♞: la casilla del caballo; ${STATE_COLOURS.visited}: el camino hasta ahora. Las flechas del teclado también avanzan y retroceden.`,
      boardTitle: (step: number, squares: number) => `tras ${step} de ${squares} casillas`,
      chose: (from: string, list: string, chosen: string) => `desde ${from}, las candidatas y sus movimientos siguientes son ${list}. Se elige ${chosen}: `,
      tie: (tied: number, min: number, why: string) => `${tied} casillas empatan con ${min} movimientos siguientes, y el empate se resuelve con ${why}.`,
      fewest: (min: number) => `la que tiene menos movimientos siguientes (${min}).`,
      complete: 'todas las casillas visitadas: el recorrido está completo.',
      deadEnd: (at: string, missed: number) => `se atasca en ${at}: ninguna casilla sin visitar está a un salto, y la regla no vuelve atrás. ${missed} casillas quedaron sin visitar.`,
      decision: (position: number, last: number, what: string) => `Decisión ${position} de ${last}: ${what}`,
      counters: (visited: number, squares: number, candidates: number, ties: number) =>
        `casillas visitadas ${visited} de ${squares} · candidatas ${candidates} · empates hasta ahora ${ties}`,
    },
    backtrack: {
      startField: 'casilla inicial',
      order: 'orden de movimientos',
      budgetField: 'presupuesto de nodos',
      run: 'buscar',
      nextBacktrack: 'siguiente vuelta atrás »', nextBacktrackTitle: 'avanzar hasta la siguiente vuelta atrás',
      title: 'Vuelta atrás para el recorrido del caballo, un movimiento o una vuelta atrás cada vez',
      ending: {
        found: 'un recorrido',
        none: 'ningún recorrido desde esta casilla inicial (probados todos los movimientos)',
        budget: (maxNodes: number) => `el presupuesto de nodos (${formatCount(maxNodes, 'es')} casillas colocadas) antes de terminar la búsqueda`,
      },
      note: ({ steps, end, nodes, backtracks, ms }: { steps: number; end: string; nodes: number; backtracks: number; ms: string }) =>
        `${formatCount(steps, 'es')} pasos hasta ${end}: ${formatCount(nodes, 'es')} nodos, ${formatCount(backtracks, 'es')} vueltas atrás; búsqueda hecha en esta página en ${ms} ms. ` +
        `Números: el orden de las casillas en el camino actual (${STATE_COLOURS.visited}; la casilla del caballo, ${STATE_COLOURS.current}); ✗ sobre ${STATE_COLOURS.deadEndLight}: la casilla que se acaba de retirar. Las flechas del teclado también avanzan y retroceden.`,
      boardTitle: (depth: number, squares: number) => `profundidad ${depth} de ${squares}`,
      start: (here: string) => `el caballo en su casilla inicial ${here}.`,
      move: (to: string, depth: number) => `saltar a ${to} (casilla ${depth} del camino).`,
      backtrack: (from: string, here: string) => `vuelta atrás: ya se probaron todos los movimientos desde ${from}; se retira y se prueba el siguiente movimiento desde ${here}.`,
      found: 'todas las casillas en el camino: un recorrido.',
      none: 'ya se probaron todos los movimientos desde la casilla inicial: no hay recorrido desde ella.',
      budget: (maxNodes: number) => `se alcanzó el presupuesto de nodos (${formatCount(maxNodes, 'es')} casillas colocadas); la búsqueda se detiene aquí.`,
      counters: (depth: number, nodes: number, backtracks: number) => `profundidad ${depth} · nodos ${formatCount(nodes, 'es')} · vueltas atrás ${formatCount(backtracks, 'es')}`,
    },
    lab: {
      solver: 'algoritmo',
      from: 'desde n',
      to: 'hasta n',
      step: 'paso',
      measure: 'medir',
      cancel: 'cancelar',
      title: 'Laboratorio de medición: el tiempo y el contador independiente de la máquina frente a n, en ejes log–log',
      about: (title: string, counter: string, min: number, max: number) =>
        `${title}. Contador: ${counter}. Tamaños de ${min} a ${max}. Las llamadas se agrupan para que cada muestra dure al menos 2 ms; cada tamaño toma al menos 3 muestras y hasta que pasan 40 ms (15 como mucho); el tiempo es su mediana por llamada. ` +
        'Los tamaños de menos de 0.5 ms por llamada se dibujan en gris y quedan fuera del ajuste del tiempo: tan cerca de la resolución del reloj, un tiempo dice más del reloj que del algoritmo (la regla del umbral de ruido de measureGrowth; hacen falta tres tamaños por encima). ' +
        'Una ley de potencias n^b es una recta en estos ejes; una búsqueda exponencial se curva hacia arriba, y su factor de crecimiento por cada paso de n la describe mejor.',
      timeChart: 'tiempo por llamada',
      timeAxis: 'milisegundos (escala logarítmica)',
      logScale: (what: string) => `${what} (escala logarítmica)`,
      nAxis: 'n (escala logarítmica)',
      time: 'tiempo',
      fit: ({ what, exponent, r2, base, r2exp }: { what: string; exponent: string; r2: string; base: string; r2exp: string }) => `${what} ∝ n^${exponent} (r² ${r2}), o ×${base} por cada +1 en n (r² ${r2exp})`,
      noFit: (what: string) => `${what}: para ajustar hacen falta dos tamaños`,
      tooFew: (what: string, floorMs: number, used: number, total: number) =>
        `${what}: sin ajuste — ${used} de ${total} tamaños tardan ${floorMs} ms por llamada o más, y un ajuste necesita tres por encima de ese umbral de ruido: sube los tamaños`,
      tooNoisy: (what: string, exponent: string, r2: string, minR2: number) =>
        `${what}: demasiado ruido para ajustar (n^${exponent} con r² ${r2}, menor que ${minR2}): mide otra vez o sube los tamaños`,
      fitRange: (from: number, to: number, sizes: number) => ` en n = ${from}…${to} (${sizes} tamaños por encima del umbral)`,
      sameSizes: ' en los mismos tamaños',
      belowFloor: (floorMs: number) => `menos de ${floorMs} ms: sin ajustar`,
      tableHeader: (counter: string) => `     n   tiempo (ms)   muestras   llamadas   ${counter}`,
      inWorker: 'en un Web Worker',
      onPage: 'en el hilo de la página (aquí no hay Web Worker)',
      done: (sizes: number, where: string, seconds: string) => `Terminado: ${sizes} tamaños medidos ${where} en ${seconds} s.`,
      measuring: ({ where, done, sizes, n, ms, next }: { where: string; done: number; sizes: number; n: number; ms: string; next: number }) =>
        `Midiendo ${where}: ${done} de ${sizes} tamaños hechos (n = ${n} tardó ${ms} ms por llamada); siguiente n = ${next}…`,
      workerStopped: (message: string) => `El Web Worker se detuvo: ${message}`,
      workerFailed: (message: string) => `El Web Worker falló: ${message}`,
      started: (where: string, sizes: number, first: number) => `Midiendo ${where}: 0 de ${sizes} tamaños hechos; primero n = ${first}…`,
      startedHere: (where: string, sizes: number) => `Midiendo ${where}: 0 de ${sizes} tamaños hechos…`,
      cancelled: (done: number, sizes: number) => `Cancelado tras ${done} de ${sizes} tamaños; los puntos medidos se quedan en las gráficas.`,
      idle: (sizes: number, from: number, to: number) => `Pulsa «medir» para cronometrar ${sizes} tamaños, n = ${from} … ${to}.`,
      solvers: {
        'queens-dfs-all': { title: 'n reinas: búsqueda en profundidad de todo el árbol de permutaciones (traceSearch, todas las soluciones)', counter: 'nodos generados' },
        'queens-dfs-first': { title: 'n reinas: búsqueda en profundidad hasta la primera solución (traceSearch)', counter: 'nodos generados' },
        'knight-warnsdorff': { title: 'recorrido del caballo con la regla de Warnsdorff desde la esquina (warnsdorffTour, desempate roth)', counter: 'casillas visitadas' },
        'knight-divide-and-conquer': { title: 'recorrido del caballo por dividir y conquistar (divideAndConquerTour)', counter: 'casillas del recorrido' },
        'knight-backtrack': { title: 'recorrido del caballo por vuelta atrás en el orden de Warnsdorff, con poda (backtrackTour)', counter: 'nodos (casillas colocadas)' },
      },
    },
  },



  // lib/exercises
  exercises: {
    notAnswered: 'aún sin responder',
    solutionStub: '// TU CÓDIGO AQUÍ (mientras no lo escribas, la comprobación de abajo dice «aún sin responder»)',
    answerFailed: (error) => `tu respuesta falló cuando la comprobación la usó: ${error}`,
    checkCouldNotRead: (error) => `la comprobación no pudo leer tu respuesta: ${error}`,
    verdictLine: (ok, id, title, message) => `${ok ? '✓' : '✗'} ${id} ${title}: ${message}`,
  },

  // lib/console/knight-app.ts
  console: {
    title: 'Recorrido del caballo (knight\'s tour)',
    menu: '1) manual   2) vuelta atrás   3) dividir y conquistar   0) salir',
    choose: 'elige una opción',
    boardRows: 'filas del tablero',
    boardCols: 'columnas del tablero',
    startRow: 'fila de la casilla inicial',
    startCol: 'columna de la casilla inicial',
    tourKind: 'tipo de recorrido: 1 abierto, 2 cerrado',
    typeNumber: (min, max) => `escribe un número del ${min} al ${max}`,
    notWhole: (typed, min, max) => `«${typed}» no es un número entero; escribe un número del ${min} al ${max}`,
    outOfRange: (typed, min, max) => `${typed} está fuera de rango; escribe un número del ${min} al ${max}`,
    // La frase del programa del curso, completada con el tablero (y «cerrado» cuando se pidió uno cerrado).
    noTour: (rows, cols, kind) => `No existe un recorrido ${kind === 'closed' ? 'cerrado ' : ''}posible para el tablero de ${rows}×${cols} dado.`,
    why: (reason) => `  por qué: ${reason}`,
    wrongColourStart:
      'No existe un recorrido posible desde esta casilla inicial: el tablero tiene un número impar de casillas, así que el recorrido debe empezar en una casilla con fila + columna par.',
    invalidTour: (error) => `error interno: el recorrido no es válido (${error})`,
    tooLargeToPrint: (squares) => `(tablero de ${formatCount(squares, 'es')} casillas: demasiado grande para imprimirlo)`,
    validated: (closed) => `recorrido ${closed ? 'cerrado' : 'abierto'}, validado: cada casilla una sola vez, cada paso un movimiento de caballo`,
    // Modo 1, el modo manual.
    playAnyway: (reason) => `nota: no existe un recorrido posible en este tablero (${reason}); puedes jugar de todos modos`,
    won: '¡Tablero completo! Tu recorrido:',
    stuck: (visited, squares) => `atascado tras ${visited} de ${squares} casillas: no queda ningún movimiento`,
    quitKey: 's',
    movePrompt: (options) => `${options > 0 ? `0-${options - 1} para mover, ` : ''}-1 para deshacer, s para salir: `,
    nothingToUndo: 'no hay nada que deshacer: el caballo está en su casilla inicial',
    noMoveLeft: 'no queda ningún movimiento: escribe -1 para deshacer o s para salir',
    badMove: (error) => `${error} (o -1 para deshacer, s para salir)`,
    // Modo 2, vuelta atrás.
    searching: (maxNodes) => `buscando (vuelta atrás, en el orden de la regla de Warnsdorff, hasta ${formatCount(maxNodes, 'es')} nodos)…`,
    noTourFromStart: (kind) =>
      `No existe un recorrido ${kind === 'closed' ? 'cerrado ' : ''}posible desde esta casilla inicial: la búsqueda probó todos los caminos.`,
    gaveUp: (maxNodes) => `búsqueda abandonada: ningún recorrido en ${formatCount(maxNodes, 'es')} nodos (prueba otra casilla inicial, o la opción 3)`,
    searchStats: (nodes, backtracks, attempts, ms) =>
      `nodos ${formatCount(nodes, 'es')}, vueltas atrás ${formatCount(backtracks, 'es')}${attempts > 1 ? `, ${attempts} intentos` : ''}, ${ms.toFixed(1)} ms`,
    // Modo 3, dividir y conquistar.
    sidesTooShort: (minSide, rows, cols) =>
      `dividir y conquistar necesita los dos lados ≥ ${minSide}, y el tablero es de ${rows}×${cols} (ahí sí existe un recorrido abierto: prueba la opción 2)`,
    cannotBuild: (error) => `dividir y conquistar no puede construir este tablero: ${error}`,
    cannotReroot: (row, col) =>
      `esta construcción da un recorrido abierto que empieza en la fila ${row}, columna ${col}; no se puede empezar en otra casilla`,
    builtIn: (ms) => `construido en ${ms.toFixed(1)} ms`,
    bye: 'adiós',
    endOfInput: 'fin de la entrada: adiós',
    usage: [
      'npm run knight [-- --lang en|es]: el programa del recorrido del caballo del curso, una opción del menú cada vez',
      '  1 modo manual (mueve con los números del tablero; -1 deshace), 2 vuelta atrás con la regla de Warnsdorff,',
      '  3 dividir y conquistar a partir de los casos base; 0 sale.',
      '  --lang en|es   el idioma del menú y de los mensajes (por omisión, en)',
      '  --help         este texto',
    ].join('\n'),
  },




  // lib/knight: sus veredictos (datos) en palabras
  knight: {
    tourProblem: (p) => {
      switch (p.kind) {
        case 'not-a-tour': return `no es un recorrido: ${p.value}`;
        case 'bad-size': return `tamaño de tablero incorrecto ${p.rows}×${p.cols} (los lados deben ser enteros ≥ 1)`;
        case 'path-type': return 'path debe ser un Int32Array';
        case 'length': return `path tiene ${formatCount(p.length, 'es')} casillas, y el tablero de ${p.rows}×${p.cols} tiene ${formatCount(p.squares, 'es')}`;
        case 'off-board': return `paso ${formatCount(p.step, 'es')}: la casilla ${p.square} está fuera del tablero [0, ${formatCount(p.squares - 1, 'es')}]`;
        case 'repeat': return `paso ${p.step}: la casilla ${p.square} se visita dos veces`;
        case 'not-a-move': return `paso ${p.step}: ${p.from} → ${p.to} no es un movimiento de caballo`;
      }
    },
    cycleProblem: (p) => {
      switch (p.kind) {
        case 'length': return `el ciclo tiene ${p.length} casillas, y debería tener ${p.expected}`;
        case 'off-board': return `paso ${p.step}: ${p.value} no es una casilla del tablero [0, ${p.squares - 1}]`;
        case 'corner-visited': return `paso ${p.step}: se visita la esquina excluida 0`;
        case 'repeat': return `paso ${p.step}: la casilla ${p.square} se visita dos veces`;
        case 'not-a-move': return `paso ${p.step}: ${p.from} → ${p.to} no es un movimiento de caballo`;
        case 'missing-corners': return p.count === 1 ? 'falta 1 movimiento de esquina' : `faltan ${p.count} movimientos de esquina`;
      }
    },
    noTourReason: (r) => {
      const board = `${r.rows}×${r.cols}`;
      switch (r.kind) {
        case 'odd-squares': return `un recorrido cerrado alterna los colores, así que necesita un número par de casillas; ${board} tiene ${formatCount(r.squares, 'es')}`;
        case 'schwenk': return `no hay recorrido cerrado en ${board} (Schwenk 1991: ninguno cuando el lado menor es 1, 2 o 4, ni en 3×4, 3×6, 3×8)`;
        case 'conrad': return `no hay recorrido en ${board} (Conrad et al. 1994: un recorrido abierto necesita m ≥ 5, o m = 4 y n ≥ 5, o m = 3 y n = 4 o n ≥ 7)`;
      }
    },
  },
};
