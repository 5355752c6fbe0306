/// <reference lib="dom" />
/**
 * Measurement lab: pick a solver and a range of sizes; a Web Worker (the page bundle's own text,
 * see factory.ts) measures each size with `measureSize` and sends the points back one by one. The
 * page draws time and the solver's counter on log–log axes as they arrive, with a progress bar, a
 * cancel button, and the fitted exponent (and, for the exponential searches, the growth factor per
 * step of n).
 *
 * Glossary: see measurement.ts (solver, point); a *run* is one press of "measure".
 */
import type { PowerLawFit } from '../../notebook/timing';
import { DEFAULT_FIT_RULE, fitCounts, fitTimes, type GrowthFit, type TimeFitVerdict } from '../../notebook/growth-fit';
import { INK, methodColour } from '../../notebook/palette';
import { logTicks, plainNumber } from '../../notebook/axes';
import { LAB_SOLVERS, LAB_SOLVER_NAMES, labSizes, measureSize, type LabPoint, type LabSolverName } from '../measurement';
import type { Language } from '../../i18n/language';
import { coreLabels as labels } from '../../i18n/core-labels';
import { ensureStyle, h, setSvg } from './dom';
import { workerUrl } from './factory';
import { choiceField, errorLine, fieldValue, numberField, refuse } from './stepper';

/** Options the notebook passes (already validated on the Node side). */
export interface MeasurementLabOptions {
  solver: LabSolverName;
  from: number;
  to: number;
  step: number;
  lang: Language;
}

const W = 330;
const H = 230;
const M = { left: 70, right: 22, top: 24, bottom: 40 };

/** One log–log chart: its points, fitted law, words, colour, x range, and the sizes under the noise floor (grey). */
interface LogLogChart {
  points: { x: number; y: number }[];
  fit: PowerLawFit | null;
  title: string;
  yLabel: string;
  xLabel: string;
  colour: string;
  xRange: [number, number];
  lang: Language;
  below: ReadonlySet<number>;
}

/** A log–log scatter of (n, value) with the fitted power law drawn through it; sizes under the noise floor in grey. */
function logLogSvg({ points, fit, title, yLabel, xLabel, colour, xRange, lang, below }: LogLogChart): string {
  const ys = points.map((p) => p.y).filter((y) => y > 0);
  const [x0, x1] = xRange[0] === xRange[1] ? [xRange[0] / 1.5, xRange[1] * 1.5] : xRange;
  const y0 = ys.length ? Math.min(...ys) / 1.5 : 0.1;
  const y1 = ys.length ? Math.max(...ys) * 1.5 : 10;
  const sx = (x: number) => M.left + ((Math.log(x) - Math.log(x0)) / (Math.log(x1) - Math.log(x0))) * (W - M.left - M.right);
  const sy = (y: number) => H - M.bottom - ((Math.log(y) - Math.log(y0)) / (Math.log(y1) - Math.log(y0))) * (H - M.top - M.bottom);
  const out = [`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="system-ui, sans-serif" font-size="11"><title>${title}</title>`];
  out.push(`<text x="${M.left}" y="14" font-size="12.5" font-weight="600">${title}</text>`);
  out.push(`<rect x="${M.left}" y="${M.top}" width="${W - M.left - M.right}" height="${H - M.top - M.bottom}" fill="${INK.panel}" stroke="${INK.frame}"/>`);
  for (const t of logTicks(x0, x1, 6)) out.push(`<line x1="${sx(t)}" x2="${sx(t)}" y1="${M.top}" y2="${H - M.bottom}" stroke="${INK.grid}"/><text x="${sx(t)}" y="${H - M.bottom + 14}" text-anchor="middle">${plainNumber(t, lang)}</text>`);
  for (const t of logTicks(y0, y1, 6)) out.push(`<line x1="${M.left}" x2="${W - M.right}" y1="${sy(t)}" y2="${sy(t)}" stroke="${INK.grid}"/><text x="${M.left - 4}" y="${sy(t)}" dy="0.35em" text-anchor="end">${plainNumber(t, lang)}</text>`);
  out.push(`<text x="${(M.left + W - M.right) / 2}" y="${H - 6}" text-anchor="middle">${xLabel}</text>`);
  out.push(`<text transform="translate(11 ${(M.top + H - M.bottom) / 2}) rotate(-90)" text-anchor="middle">${yLabel}</text>`);
  if (fit && fit.exponent !== 0) {
    // The fitted line, cut where it leaves the chart (x where c·x^b reaches the bottom or the top).
    const at = (y: number) => (y / fit.coefficient) ** (1 / fit.exponent);
    const [ya, yb] = fit.exponent > 0 ? [y0, y1] : [y1, y0];
    const a = Math.max(x0, at(ya));
    const b = Math.min(x1, at(yb));
    const f = (x: number) => fit.coefficient * x ** fit.exponent;
    if (a < b) out.push(`<line class="cw-fit" x1="${sx(a)}" y1="${sy(f(a))}" x2="${sx(b)}" y2="${sy(f(b))}" stroke="${colour}" stroke-dasharray="5 4" opacity="0.7"/>`);
  }
  for (const p of points) {
    if (p.y > 0) out.push(`<circle class="${below.has(p.x) ? 'cw-point cw-below' : 'cw-point'}" cx="${sx(p.x)}" cy="${sy(p.y)}" r="4" fill="${below.has(p.x) ? INK.faint : colour}"/>`);
  }
  out.push('</svg>');
  return out.join('');
}

type LabWords = ReturnType<typeof labels>['widgets'];
type LabState = 'idle' | 'running' | 'done' | 'cancelled' | 'failed';

/** The lab's elements: the fields and buttons, the status lines, the two charts, the table. */
function labDom(w: LabWords['lab'], opts: MeasurementLabOptions) {
  const solver = choiceField(w.solver, LAB_SOLVER_NAMES, opts.solver, 'cw-solver');
  const from = numberField(w.from, opts.from, 'cw-from');
  const to = numberField(w.to, opts.to, 'cw-to');
  const step = numberField(w.step, opts.step, 'cw-step');
  const run = h('button', { type: 'button', class: 'cw-apply cw-run' }, w.measure);
  const cancel = h('button', { type: 'button', class: 'cw-cancel', disabled: true }, w.cancel);
  const bar = h('progress', { class: 'cw-progress', max: 1, value: 0, style: 'width:min(320px,60vw)' });
  const error = errorLine();
  const status = h('div', { class: 'cw-status', role: 'status', 'aria-live': 'polite' });
  const fits = h('div', { class: 'cw-counters' });
  const charts = h('div', { class: 'cw-row', style: 'align-items:flex-start' });
  const timeChart = h('div', { class: 'cw-board cw-time-chart' });
  const countChart = h('div', { class: 'cw-board cw-count-chart' });
  charts.append(timeChart, countChart);
  const table = h('div', { class: 'cw-log', style: 'max-height:8em' });
  const about = h('div', { class: 'cw-note' });
  const panel = h(
    'div',
    { class: 'cw-panel cw-measurement-lab' },
    h('div', { class: 'cw-title' }, w.title),
    h('div', { class: 'cw-row' }, solver.label),
    h('div', { class: 'cw-row' }, from.label, to.label, step.label, run, cancel, bar),
    error,
    status,
    fits,
    charts,
    table,
    about,
  );
  return { solver, from, to, step, run, cancel, bar, error, status, fits, timeChart, countChart, table, about, panel };
}

/** The lab on the page: its elements, and the run in progress (points so far, the worker or the page's timer). */
class MeasurementLab {
  readonly dom: ReturnType<typeof labDom>;
  readonly w: LabWords['lab'];
  points: LabPoint[] = [];
  sizes: number[] = [];
  name: LabSolverName;
  worker: Worker | null = null;
  timer: ReturnType<typeof setTimeout> | null = null;
  started = 0;

  constructor(root: HTMLElement, readonly words: LabWords, readonly opts: MeasurementLabOptions) {
    this.w = words.lab;
    this.dom = labDom(this.w, opts);
    this.name = opts.solver;
    root.replaceChildren(this.dom.panel);
  }

  /** The solver's note under the charts. */
  describeSolver(): void {
    const { w } = this;
    const key = this.dom.solver.select.value as LabSolverName;
    const s = LAB_SOLVERS[key];
    this.dom.about.textContent = w.about(w.solvers[key].title, w.solvers[key].counter, s.min, s.max);
  }

  /** A new solver brings its own default sizes. */
  wire(): void {
    const { solver, from, to, step, run, cancel } = this.dom;
    solver.select.addEventListener('change', () => {
      const s = LAB_SOLVERS[solver.select.value as LabSolverName];
      from.input.value = String(s.from);
      to.input.value = String(s.to);
      step.input.value = String(s.step);
      this.describeSolver();
    });
    run.addEventListener('click', () => this.start());
    cancel.addEventListener('click', () => {
      if (this.dom.panel.dataset.state !== 'running') return;
      this.stop();
      this.setState('cancelled', this.w.cancelled(this.points.length, this.sizes.length));
    });
  }

  /** Both charts, the fitted laws in words, the panel's data attributes and the table, from the points so far. */
  draw(): void {
    const { w, points, name } = this;
    const { panel, timeChart, countChart, fits, table } = this.dom;
    const counter = w.solvers[name].counter;
    const xRange: [number, number] = [this.sizes[0], this.sizes[this.sizes.length - 1]];
    // Time: measureGrowth's rule — only sizes at or above the clock's noise floor are fitted, three at least.
    const timed = points.map((p) => ({ n: p.n, ms: p.ms }));
    const power = fitTimes(timed, { ...DEFAULT_FIT_RULE, model: 'power' });
    const expo = fitTimes(timed, { ...DEFAULT_FIT_RULE, model: 'exponential' });
    // The counter is exact: every size counts in its chart; its law in words is fitted over the time
    // fit's sizes when there is one, so the two laws on the line compare like with like.
    const counted = points.map((p) => ({ n: p.n, count: p.count }));
    const cPower = fitCounts(counted, 'power');
    const same = power.status === 'fitted' ? counted.filter((p) => power.used.includes(p.n)) : counted;
    const sPower = same === counted ? cPower : fitCounts(same, 'power');
    const sExpo = fitCounts(same, 'exponential');
    const floor = DEFAULT_FIT_RULE.noiseFloorMs;
    const below = new Set(points.filter((p) => !power.used.includes(p.n)).map((p) => p.n));
    const colour = methodColour(LAB_SOLVERS[name].method);
    const lang = this.opts.lang;
    setSvg(timeChart, logLogSvg({ points: points.map((p) => ({ x: p.n, y: p.ms })), fit: power.fit, title: w.timeChart, yLabel: w.timeAxis, xLabel: w.nAxis, colour, xRange, lang, below }));
    setSvg(countChart, logLogSvg({ points: points.map((p) => ({ x: p.n, y: p.count })), fit: cPower, title: counter, yLabel: w.logScale(counter), xLabel: w.nAxis, colour, xRange, lang, below: new Set() }));
    const sayTime = (v: TimeFitVerdict, e: TimeFitVerdict) => {
      if (v.status === 'too few sizes') return w.tooFew(w.time, floor, v.used.length, points.length);
      if (v.status === 'too noisy') return w.tooNoisy(w.time, v.rejected!.exponent.toFixed(2), v.rejected!.r2.toFixed(2), DEFAULT_FIT_RULE.minR2);
      return w.fit({ what: w.time, exponent: v.fit!.exponent.toFixed(2), r2: v.fit!.r2.toFixed(3), base: e.fit ? e.fit.base.toFixed(2) : '–', r2exp: e.fit ? e.fit.r2.toFixed(3) : '–' }) +
        w.fitRange(v.used[0], v.used[v.used.length - 1], v.used.length);
    };
    const sayCount = (p: GrowthFit | null, e: GrowthFit | null) => (p && e
      ? w.fit({ what: counter, exponent: p.exponent.toFixed(2), r2: p.r2.toFixed(3), base: e.base.toFixed(2), r2exp: e.r2.toFixed(3) }) + (power.status === 'fitted' ? w.sameSizes : '')
      : w.noFit(counter));
    fits.textContent = points.length ? `${sayTime(power, expo)} · ${sayCount(sPower, sExpo)}` : '';
    const ft = power.fit ? { power: power.fit } : null;
    const fc = cPower ? { power: cPower } : null;
    panel.dataset.timeStatus = power.status;
    panel.dataset.points = String(points.length);
    panel.dataset.timeExponent = ft ? ft.power.exponent.toFixed(3) : '';
    panel.dataset.countExponent = fc ? fc.power.exponent.toFixed(3) : '';
    table.textContent = `${w.tableHeader(counter)}\n` + points.map((p) => `${String(p.n).padStart(6)}  ${p.ms.toFixed(3).padStart(10)}  ${String(p.runs).padStart(5)}  ${String(p.batch).padStart(6)}   ${p.count}${below.has(p.n) ? `   ${w.belowFloor(floor)}` : ''}`).join('\n');
  }

  /** The buttons and the status line for a state of the run. */
  setState(state: LabState, text: string): void {
    const { panel, run, cancel, status } = this.dom;
    panel.dataset.state = state;
    run.disabled = state === 'running';
    cancel.disabled = state !== 'running';
    status.className = 'cw-status' + (state === 'failed' ? ' cw-stuck' : state === 'done' ? ' cw-won' : '');
    status.textContent = text;
  }

  /** One more point: drawn, and the run finished when it was the last. */
  arrived(p: LabPoint, where: string): void {
    const { w, points, sizes } = this;
    points.push(p);
    this.dom.bar.value = points.length / sizes.length;
    this.draw();
    if (points.length === sizes.length) this.finish(w.done(sizes.length, where, ((performance.now() - this.started) / 1000).toFixed(1)));
    else this.setState('running', w.measuring({ where, done: points.length, sizes: sizes.length, n: p.n, ms: p.ms.toFixed(2), next: sizes[points.length] }));
  }

  stop(): void {
    if (this.worker) this.worker.terminate();
    this.worker = null;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  finish(text: string): void {
    this.stop();
    this.setState('done', text);
  }

  /** A press of "measure": the sizes read from the fields (refused in the error line when wrong), then the run. */
  start(): void {
    const { solver, from, to, step, error, bar } = this.dom;
    if (this.dom.panel.dataset.state === 'running') return;
    refuse(error, () => {
      const plan = labSizes({ solver: solver.select.value, from: fieldValue(from.input), to: fieldValue(to.input), step: fieldValue(step.input) });
      this.name = plan.solver;
      this.sizes = plan.sizes;
      this.points = [];
      bar.value = 0;
      this.started = performance.now();
      this.draw();
      const url = workerUrl();
      if (url) this.startWorker(url);
      else this.startOnPage();
    }, this.words.stepper);
  }

  /** The sizes measured in a Web Worker, which sends each point as it has it. */
  startWorker(url: string): void {
    const { w } = this;
    const worker = new Worker(url);
    this.worker = worker;
    URL.revokeObjectURL(url);
    const where = w.inWorker;
    worker.onmessage = (e: MessageEvent) => {
      const m = e.data as { point?: LabPoint; done?: boolean; error?: string };
      if (m.point) this.arrived(m.point, where);
      else if (m.error) {
        this.stop();
        this.setState('failed', w.workerStopped(m.error));
      }
    };
    worker.onerror = (e: ErrorEvent) => {
      this.stop();
      this.setState('failed', w.workerFailed(e.message));
    };
    worker.postMessage({ solver: this.name, sizes: this.sizes });
    this.setState('running', w.started(where, this.sizes.length, this.sizes[0]));
  }

  /** No Worker (or no bundle text): measure on the page's thread, one size per tick, so cancel still works. */
  startOnPage(): void {
    const where = this.w.onPage;
    const next = () => {
      this.timer = null;
      if (this.points.length < this.sizes.length) {
        this.arrived(measureSize(this.name, this.sizes[this.points.length]), where);
        if (this.dom.panel.dataset.state === 'running') this.timer = setTimeout(next, 0);
      }
    };
    this.setState('running', this.w.startedHere(where, this.sizes.length));
    this.timer = setTimeout(next, 0);
  }
}

/** Mounts the lab into `root`. */
export function mountMeasurementLab(root: HTMLElement, opts: MeasurementLabOptions): { points(): LabPoint[] } {
  ensureStyle();
  const lab = new MeasurementLab(root, labels(opts.lang).widgets, opts);
  lab.wire();
  lab.describeSolver();
  lab.sizes = labSizes({ solver: opts.solver, from: opts.from, to: opts.to, step: opts.step }).sizes;
  lab.draw();
  lab.setState('idle', lab.w.idle(lab.sizes.length, lab.sizes[0], lab.sizes[lab.sizes.length - 1]));
  return { points: () => lab.points };
}
