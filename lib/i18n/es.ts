/**
 * Las etiquetas en español de todo lo que el código de la biblioteca dibuja o imprime: la misma
 * estructura que `en.ts` (el tipo `Labels` lo comprueba), con los términos de los apuntes del curso.
 */
import type { Labels } from './en';

export const es: Labels = {
  // lib/notebook
  notebook: {},

  // lib/widgets
  widgets: {},

  // lib/exercises
  exercises: {
    notAnswered: 'aún sin responder',
    answerFailed: (error) => `tu respuesta falló cuando la comprobación la usó: ${error}`,
    checkCouldNotRead: (error) => `la comprobación no pudo leer tu respuesta: ${error}`,
    verdictLine: (ok, id, title, message) => `${ok ? '✓' : '✗'} ${id} ${title}: ${message}`,
  },

  // lib/knight/console-app.ts
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
    notWhole: (typed, min, max) => `"${typed}" no es un número entero; escribe un número del ${min} al ${max}`,
    outOfRange: (typed, min, max) => `${typed} está fuera de rango; escribe un número del ${min} al ${max}`,
    // La frase del programa del curso, completada con el tablero (y «cerrado» cuando se pidió uno cerrado).
    noTour: (rows, cols, kind) => `No existe un recorrido ${kind === 'closed' ? 'cerrado ' : ''}posible para el tablero de ${rows}×${cols} dado.`,
    why: (reason) => `  por qué: ${reason}`,
    wrongColourStart:
      'No existe un recorrido posible desde esta casilla inicial: el tablero tiene un número impar de casillas, así que el recorrido debe empezar en una casilla con fila + columna par.',
    invalidTour: (error) => `error interno: el recorrido no es válido (${error})`,
    tooLargeToPrint: (squares) => `(tablero de ${squares} casillas: demasiado grande para imprimirlo)`,
    validated: (closed) => `recorrido ${closed ? 'cerrado' : 'abierto'}, validado: cada casilla una sola vez, cada paso un movimiento de caballo`,
    // Modo 1, el juego manual.
    playAnyway: (reason) => `nota: no existe un recorrido posible en este tablero (${reason}); puedes jugar de todos modos`,
    won: '¡Tablero completo! Tu recorrido:',
    stuck: (visited, squares) => `sin salida tras ${visited} de ${squares} casillas: no queda ningún movimiento`,
    quitKey: 's',
    movePrompt: (options) => `${options > 0 ? `0-${options - 1} para mover, ` : ''}-1 para deshacer, s para salir: `,
    nothingToUndo: 'no hay nada que deshacer: el caballo está en su casilla inicial',
    noMoveLeft: 'no queda ningún movimiento: escribe -1 para deshacer o s para salir',
    badMove: (error) => `${error} (o -1 para deshacer, s para salir)`,
    // Modo 2, vuelta atrás.
    searching: (maxNodes) => `buscando (vuelta atrás, en el orden de la regla de Warnsdorff, hasta ${maxNodes} nodos)…`,
    noTourFromStart: (kind) =>
      `No existe un recorrido ${kind === 'closed' ? 'cerrado ' : ''}posible desde esta casilla inicial: la búsqueda probó todos los caminos.`,
    gaveUp: (maxNodes) => `búsqueda abandonada: ningún recorrido en ${maxNodes} nodos (prueba otra casilla inicial, o la opción 3)`,
    searchStats: (nodes, backtracks, attempts, ms) =>
      `nodos ${nodes}, retrocesos ${backtracks}${attempts > 1 ? `, ${attempts} intentos` : ''}, ${ms.toFixed(1)} ms`,
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
      '  1 juego manual (mueve con los números del tablero; -1 deshace), 2 vuelta atrás con la regla de Warnsdorff,',
      '  3 dividir y conquistar a partir de los casos base; 0 sale.',
      '  --lang en|es   el idioma del menú y de los mensajes (por omisión, en)',
      '  --help         este texto',
    ].join('\n'),
  },
};
