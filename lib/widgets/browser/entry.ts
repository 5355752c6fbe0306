/// <reference lib="dom" />
/**
 * Entry of the page script (bundled by bundle.ts): mounts a widget kind into its element. A failure
 * replaces the board with a one-line message instead of leaving the reader with nothing.
 */
import { mountDcExplorer, type DcExplorerOptions } from './dc-explorer-view';
import { mountKnightGame, type KnightGameOptions } from './knight-game-view';
import { mountSudokuStepper, type SudokuStepperOptions } from './sudoku-stepper-view';
import { mountQueensStepper, type QueensStepperOptions } from './queens-stepper-view';
import { mountWarnsdorffStepper, type WarnsdorffStepperOptions } from './warnsdorff-stepper-view';
import { mountBacktrackStepper, type BacktrackStepperOptions } from './backtrack-stepper-view';
import { mountMeasurementLab, type MeasurementLabOptions } from './measurement-lab-view';
import { measureSize, type LabSolverName } from '../measurement';

import { LANGUAGES, type Language } from '../../i18n/language';
import { coreLabels as labels } from '../../i18n/core-labels';

export { setFactory } from './factory';

/** Handles of mounted widgets by element id (for tests and curious readers in the console). */
export const mounted: Record<string, unknown> = {};

/** Mounts `kind` with `options` into `el` (its previous content, the no-script message, is replaced). */
export function mountInto(el: HTMLElement, kind: string, options: Record<string, unknown>): void {
  try {
    let handle: unknown;
    if (kind === 'knight-game') handle = mountKnightGame(el, options as unknown as KnightGameOptions);
    else if (kind === 'dc-explorer') handle = mountDcExplorer(el, options as unknown as DcExplorerOptions);
    else if (kind === 'sudoku-stepper') handle = mountSudokuStepper(el, options as unknown as SudokuStepperOptions);
    else if (kind === 'queens-stepper') handle = mountQueensStepper(el, options as unknown as QueensStepperOptions);
    else if (kind === 'warnsdorff-stepper') handle = mountWarnsdorffStepper(el, options as unknown as WarnsdorffStepperOptions);
    else if (kind === 'backtrack-stepper') handle = mountBacktrackStepper(el, options as unknown as BacktrackStepperOptions);
    else if (kind === 'measurement-lab') handle = mountMeasurementLab(el, options as unknown as MeasurementLabOptions);
    else throw new RangeError(`unknown widget kind: ${kind}`);
    mounted[el.id] = handle;
    el.dataset.ready = 'true';
  } catch (e) {
    const p = document.createElement('p');
    p.className = 'course-widget-error';
    p.style.cssText = 'color:#c0261b;font:14px system-ui,sans-serif';
    // options.lang as embed.ts wrote it; anything else (a hand-made page) gets English
    const lang = (LANGUAGES as readonly unknown[]).includes(options?.lang) ? (options.lang as Language) : 'en';
    p.textContent = labels(lang).widgets.couldNotStart((e as Error)?.message ?? String(e));
    el.replaceChildren(p);
    el.dataset.ready = 'error';
  }
}

/**
 * The measurement lab's worker (started from the bundle's own text, see factory.ts): on a message
 * `{ solver, sizes }` it measures each size in turn and posts `{ point }` after each, then `{ done }`;
 * a failure posts `{ error }`. The page cancels by terminating the worker.
 */
export function workerMain(): void {
  const scope = self as unknown as { onmessage: ((e: MessageEvent) => void) | null; postMessage(m: unknown): void };
  scope.onmessage = (e: MessageEvent) => {
    const { solver, sizes } = e.data as { solver: LabSolverName; sizes: number[] };
    try {
      for (const n of sizes) scope.postMessage({ point: measureSize(solver, n) });
      scope.postMessage({ done: true });
    } catch (err) {
      scope.postMessage({ error: (err as Error)?.message ?? String(err) });
    }
  };
}
