/// <reference lib="dom" />
/**
 * What the search steppers share: the step controls (to the start, back, forward, jumps such as
 * "next solution", to the end; a scrub bar; arrow keys on the panel) and number fields whose bad
 * input is refused with the library's own message.
 *
 * Glossary: the *position* is the step shown (0 = the first one); *last* is the largest position.
 */
import type { CoreLabels as Labels } from '../../i18n/en';
import { h } from './dom';

/** The controls' words in the board's language (lib/i18n's `widgets.stepper`). */
export type StepperLabels = Labels['widgets']['stepper'];

/** A button that jumps to a position computed from the current one (or stays when it returns it). */
export interface Jump {
  label: string;
  cls: string;
  title: string;
  target(pos: number): number;
}

/** The controls of one stepper; `reset` gives them a new trace length. */
export interface StepControls {
  buttons: HTMLElement;
  slider: HTMLInputElement;
  go(position: number): void;
  reset(last: number): void;
  readonly position: number;
}

/** Builds the controls, labelled with `t`; `show(position)` draws a step. Arrow keys on `panel` step back and forward. */
export function stepControls(panel: HTMLElement, jumps: Jump[], show: (position: number) => void, t: StepperLabels): StepControls {
  let pos = 0;
  let last = 0;
  const slider = h('input', { type: 'range', min: 0, max: 0, step: 1, value: 0, class: 'cw-slider', 'aria-label': t.slider });
  const btn = (label: string, cls: string, title: string, f: () => void) => h('button', { type: 'button', class: cls, title, onclick: f }, label);
  const first = btn(t.start, 'cw-first', t.startTitle, () => go(0));
  const back = btn(t.back, 'cw-back', t.backTitle, () => go(pos - 1));
  const fwd = btn(t.forward, 'cw-forward', t.forwardTitle, () => go(pos + 1));
  const extra = jumps.map((j) => btn(j.label, j.cls, j.title, () => go(j.target(pos))));
  const end = btn(t.end, 'cw-last', t.endTitle, () => go(last));
  function go(p: number): void {
    pos = Math.max(0, Math.min(last, Math.round(p)));
    slider.value = String(pos);
    first.disabled = back.disabled = pos === 0;
    fwd.disabled = end.disabled = pos === last;
    extra.forEach((b, i) => (b.disabled = jumps[i].target(pos) === pos));
    show(pos);
  }
  slider.addEventListener('input', () => go(Number(slider.value)));
  panel.addEventListener('keydown', (e: KeyboardEvent) => {
    if ((e.target as HTMLElement).tagName === 'INPUT' && (e.target as HTMLInputElement).type !== 'range') return;
    if (e.key === 'ArrowRight') go(pos + 1);
    else if (e.key === 'ArrowLeft') go(pos - 1);
    else return;
    e.preventDefault();
    e.stopPropagation();
  });
  return {
    buttons: h('div', { class: 'cw-row' }, first, back, fwd, ...extra, end),
    slider,
    go,
    reset(n: number) {
      last = n;
      slider.max = String(n);
      go(0);
    },
    get position() {
      return pos;
    },
  };
}

/** A text field for a number (text, not type=number, so "abc" reaches the library's check and its message). */
export function numberField(label: string, value: number, cls: string): { label: HTMLElement; input: HTMLInputElement } {
  const input = h('input', { type: 'text', inputmode: 'numeric', value, class: `cw-field ${cls}`, size: 5, 'aria-label': label });
  return { label: h('label', {}, `${label} = `, input), input };
}

/** A field's value for the library: a number when the text is one, else the text itself (which the check refuses by name). */
export function fieldValue(input: HTMLInputElement): unknown {
  const t = input.value.trim();
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(t) ? Number(t) : t;
}

/** A `<select>` of choices. */
export function choiceField(label: string, choices: readonly string[], value: string, cls: string): { label: HTMLElement; select: HTMLSelectElement } {
  const select = h('select', { class: `cw-field ${cls}`, 'aria-label': label }, ...choices.map((c) => h('option', c === value ? { value: c, selected: true } : { value: c }, c)));
  return { label: h('label', {}, `${label}: `, select), select };
}

/** The line under a stepper's fields where refused input is explained. */
export function errorLine(): HTMLElement {
  return h('div', { class: 'cw-error', role: 'alert' });
}

/**
 * Runs `f`; a thrown error (the library's check) is shown in `error` in red, worded by `t.refused`
 * (the check's own message stays English), and reported as false.
 * The board keeps its previous trace: nothing freezes and nothing half-changes. Editing any field
 * of the panel clears the message.
 */
export function refuse(error: HTMLElement, f: () => void, t: StepperLabels): boolean {
  try {
    f();
    error.textContent = '';
    return true;
  } catch (e) {
    error.textContent = t.refused((e as Error)?.message ?? String(e));
    // The refusal is about the value typed: once a field changes it would be stale, so it goes
    // (it never stays above a search that a corrected value then runs).
    const panel = error.closest('.cw-panel');
    if (panel) {
      const clear = () => {
        error.textContent = '';
        panel.removeEventListener('input', clear);
        panel.removeEventListener('change', clear);
      };
      panel.addEventListener('input', clear);
      panel.addEventListener('change', clear);
    }
    return false;
  }
}
