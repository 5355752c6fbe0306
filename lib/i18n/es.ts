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
  exercises: {},

  // lib/knight/console-app.ts
  console: {},
};
