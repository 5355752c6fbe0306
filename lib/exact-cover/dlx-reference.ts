/**
 * Algorithm X as Knuth writes it (TAOCP 7.2.2.1, steps X1–X8), on the same links as the fast
 * search: each step a method that says which step comes next, made of his cover and uncover
 * (dlx-cover.ts). It is the reference the fast `search` (dlx-search.ts) is checked against: both
 * make the same moves in the same order, so their solutions, nodes, updates and per-level profile
 * agree (test/exact-cover-knuth.test.ts, on every instance in data/exact-cover). `solve({ engine:
 * 'reference' })` runs it; it is slower, and meant to be read.
 */

import { cover, coverOthers, uncover, uncoverOthers, unwind } from './dlx-cover';
import type { Links } from './dlx-links';
import { record, TIME_CHECK_NODES, type SearchRun } from './dlx-search';

/** Knuth's steps, by number; 'stop' ends early (a limit or a budget), 'done' after X8 at level 0. */
type Step = 'X2' | 'X3' | 'X4' | 'X5' | 'X6' | 'X7' | 'X8' | 'stop' | 'done';

/**
 * X3's rule: the first active item of smallest size (mrv), or simply the first one; 0 (the root)
 * when no primary item is left. DancingLinks.chooseColumn answers with it too.
 */
export function chooseItem(links: Links, mrv: boolean): number {
  const { rlink, len } = links;
  let best = rlink[0];
  if (!mrv) return best;
  for (let k = rlink[best]; k !== 0 && len[best] > 0; k = rlink[k]) if (len[k] < len[best]) best = k;
  return best;
}

/** Algorithm X's state: the level l, the item i branched on, x_0 … x_l (run.choice), counters. */
class ReferenceSearch {
  private l = 0;
  private i = 0;
  private nodes = 0;
  private updates = 0;
  private count = 0;
  status: 'complete' | 'limit' | 'budget' = 'complete';

  constructor(
    private readonly links: Links,
    private readonly run: SearchRun,
  ) {}

  /** X1 [Initialize] is the constructor; then the steps until 'done' or 'stop'. */
  runSteps(): boolean {
    let step: Step = 'X2';
    while (step !== 'done' && step !== 'stop') step = this[step]();
    const { out } = this.run;
    out.status = this.status;
    out.stats.nodes = this.nodes;
    out.stats.updates = this.updates;
    if (step === 'done') return false;
    if (!this.run.unwind) return true;
    this.unwind();
    return false;
  }

  /** X2 [Enter level l]: no primary item left means x_0 … x_{l−1} is a solution; visit it, go to X8. */
  private X2(): Step {
    if (this.links.rlink[0] !== 0) return 'X3';
    this.run.out.count = ++this.count;
    if (this.run.out.solutions.length < this.run.keep || this.run.onSolution !== undefined) {
      try {
        record(this.links, this.run, this.l);
      } catch (err) {
        this.unwind(); // a throwing onSolution must not leave the matrix half covered
        throw err;
      }
    }
    if (this.count >= this.run.limit) {
      this.status = 'limit';
      return 'stop';
    }
    return 'X8';
  }

  /** X3 [Choose i]. */
  private X3(): Step {
    this.i = chooseItem(this.links, this.run.mrv);
    return 'X4';
  }

  /** X4 [Cover i]: cover(i) and x_l ← DLINK(i). */
  private X4(): Step {
    this.updates += cover(this.links, this.i);
    this.run.choice[this.l] = this.links.ud[2 * this.i + 1];
    return 'X5';
  }

  /** X5 [Try x_l]: back up when x_l = i (no rows left); else cover x_l's other items, left to right, and go down a level. */
  private X5(): Step {
    const x = this.run.choice[this.l];
    if (x === this.i) return 'X7';
    if (this.outOfBudget()) {
      this.status = 'budget';
      return 'stop';
    }
    this.nodes++;
    this.run.profile[this.l]++;
    this.updates += coverOthers(this.links, x);
    this.l++;
    return 'X2';
  }

  /** X6 [Try again]: uncover x_l's other items, right to left; i ← TOP(x_l), x_l ← DLINK(x_l). */
  private X6(): Step {
    const x = this.run.choice[this.l];
    uncoverOthers(this.links, x);
    this.i = this.links.top[x];
    this.run.choice[this.l] = this.links.ud[2 * x + 1];
    return 'X5';
  }

  /** X7 [Backtrack]: uncover(i). */
  private X7(): Step {
    uncover(this.links, this.i);
    return 'X8';
  }

  /** X8 [Leave level l]: done at level 0; else l ← l − 1 and try again there. */
  private X8(): Step {
    if (this.l === 0) return 'done';
    this.l--;
    return 'X6';
  }

  /** maxNodes reached, or the deadline passed at a clock check (every TIME_CHECK_NODES nodes, as in the fast search). */
  private outOfBudget(): boolean {
    const { maxNodes, deadline } = this.run;
    return this.nodes >= maxNodes || (this.nodes > 0 && this.nodes % TIME_CHECK_NODES === 0 && performance.now() > deadline);
  }

  /**
   * After a stop: undo every level, as X6–X8 would, without trying further rows. A budget stop is
   * at X5 with i covered at level l; a limit stop (or a throwing onSolution) at X2, with nothing
   * covered at level l yet.
   */
  private unwind(): void {
    unwind(this.links, this.run.choice, this.l, this.status === 'budget' ? this.i : 0);
  }
}

/**
 * Algorithm X, step by step, on `links` with the settings of `run` (checked by the caller);
 * fills in run.out. Returns true when it stopped early with run.unwind false (reset needed).
 */
export function referenceSearch(links: Links, run: SearchRun): boolean {
  return new ReferenceSearch(links, run).runSteps();
}
