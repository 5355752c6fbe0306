/**
 * Las etiquetas en español de todo lo que el código de la biblioteca dibuja o imprime: la misma
 * estructura que `en.ts` (el tipo `Labels` lo comprueba), con los términos de los apuntes del curso.
 */
import type { Labels } from './en';

export const es: Labels = {
  // lib/notebook
  notebook: {
    claim: {
      notThisTime: (statement: string) => `esta vez no: ${statement}`,
      measured: (value: string) => `medido: ${value}`,
      lookFor: 'Fíjate en:',
    },
    growth: {
      power: (exponent: string) => `∝ n^${exponent}`,
      exponential: (base: string) => `crece ×${base} por cada paso de n`,
      range: (from: number, to: number) => `n = ${from}…${to}`,
      counter: (law: string) => `; contador ${law}`,
      statistic: { median: 'mediana', min: 'mínimo' },
      tooFew: (label: string, floorMs: number, used: number, total: number) =>
        `${label}: hay pocos tamaños por encima de ${floorMs} ms para ajustar (${used} de ${total}); aumenta los tamaños`,
      tooNoisy: (label: string, law: string, r2: string, minR2: number, range: string, counter: string) =>
        `${label}: demasiado ruido; vuelve a ejecutarlo o aumenta los tamaños (una recta daría ${law}, pero r² ${r2} < ${minR2} en ${range})${counter}`,
      fitted: (label: string, law: string, r2: string, statistic: string, repeat: number, range: string, counter: string) =>
        `${label}: tiempo ${law} (r² ${r2}, ${statistic} de ${repeat}, ajustado en ${range})${counter}`,
    },
    chart: {
      size: 'tamaño n',
      method: 'método',
      time: { cpu: 'tiempo de CPU', wall: 'tiempo' },
      timeAxis: (time: string, unit: string) => `↑ ${time} por llamada (${unit})`,
      counterAxis: (counter: string) => `↑ ${counter} por llamada`,
      dashed: { power: '(discontinua: la ley de potencias ajustada)', exponential: '(discontinua: la exponencial ajustada)' },
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
      units: { years: 'años', days: 'días', hours: 'horas', minutes: 'minutos', seconds: 'segundos' },
    },
  },

  // lib/widgets
  widgets: {},

  // lib/exercises
  exercises: {},

  // lib/knight/console-app.ts
  console: {},
};
