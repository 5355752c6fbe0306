/** Messages between the fuzz tests and ./child.ts (structured-clone serialisation). */
import type { Spec } from './values';

/** ok: a valid result or a clear refusal; lie: a wrong result without an error; raw: the engine's
 *  own error from deep inside; unclear: an error that does not name the argument (or the wrong
 *  class); late: a generator that checks its arguments only at the first next(); hang and abort are
 *  seen from outside (time limit; the child died). */
export type Verdict = 'ok' | 'lie' | 'raw' | 'unclear' | 'late' | 'hang' | 'abort';

export interface Outcome {
  verdict: Verdict;
  detail: string;
  /** which step of a multi-step plan (constructor, method n, final solve) went wrong */
  step?: string;
}

export interface ExportInfo {
  module: string;
  name: string;
  kind: 'function' | 'generator' | 'async' | 'class' | 'value';
  params: string[];
  length?: number;
  valueType?: string;
  strings?: string[];
  methods?: { name: string; params: string[]; kind: ExportInfo['kind'] }[];
  getters?: string[];
}

export interface CallPlan {
  module: string;
  name: string;
  kind: ExportInfo['kind'];
  args: Spec[];
  /** for classes: methods called in turn on the new instance */
  methods?: { name: string; args: Spec[] }[];
}

export interface ProbeOp {
  /** a DancingLinks method, or 'steps': create the step generator on the instance and drive it `drive` times */
  name: string;
  args: Spec[];
  /** true when an argument was drawn from the bad values (then a refusal must name it) */
  bad: boolean;
  drive: number;
}

export interface ProbePlan {
  matrix: { primary: number; secondary: number; rows: number[][] };
  ops: ProbeOp[];
}

export type Request =
  | { type: 'manifest'; privateNames: string[] }
  | { type: 'call'; plan: CallPlan }
  | { type: 'probe'; plan: ProbePlan }
  | { type: 'case'; name: string };
