// Divide and conquer at n = 2000 (4·10^6 squares) against the floor: a JS loop writing every square
// of a fresh n×n Int32Array. vitest prints each task's mean and the ratios within the group; the
// issue asks for divideAndConquerTour within 5× of the fill loop. The successor-chasing numbering
// (Parberry's walk over a whole-board neighbour array) is the straightforward baseline.
import { bench, describe } from 'vitest';
import { divideAndConquerTour } from '../lib/knight/divide-and-conquer';
import { divideAndConquerTourBySuccessors } from '../lib/knight/divide-and-conquer-successors';

const N = 2000;
let sink = 0;

describe(`knight's tour by divide and conquer, ${N}×${N}`, () => {
  bench('fill loop: fresh Int32Array(n²), a[i] = i (the floor)', () => {
    const a = new Int32Array(N * N);
    for (let i = 0; i < N * N; i++) a[i] = i;
    sink += a[N];
  }, { time: 1500, warmupIterations: 3 });

  bench('divideAndConquerTour (tile-by-tile numbering)', () => {
    sink += divideAndConquerTour(N).path[N];
  }, { time: 1500, warmupIterations: 3 });

  bench('divideAndConquerTourBySuccessors (successor chasing, baseline)', () => {
    sink += divideAndConquerTourBySuccessors(N).path[N];
  }, { time: 1500, warmupIterations: 3 });
});

describe(`odd board ${N - 1}×${N - 1} (open tour)`, () => {
  bench('fill loop', () => {
    const a = new Int32Array((N - 1) * (N - 1));
    for (let i = 0; i < a.length; i++) a[i] = i;
    sink += a[N];
  }, { time: 1000, warmupIterations: 3 });
  bench('divideAndConquerTour', () => {
    sink += divideAndConquerTour(N - 1).path[N];
  }, { time: 1000, warmupIterations: 3 });
});

// 10^8 squares: one run each (a 400 MB path); peak memory is about 0.5 GB (see the notebook and report).
describe('10000×10000 (10^8 squares), one run', () => {
  bench('fill loop', () => {
    const a = new Int32Array(10000 * 10000);
    for (let i = 0; i < a.length; i++) a[i] = i;
    sink += a[10000];
  }, { time: 0, iterations: 1, warmupIterations: 0, warmupTime: 0 });
  bench('divideAndConquerTour', () => {
    sink += divideAndConquerTour(10000).path[10000];
  }, { time: 0, iterations: 1, warmupIterations: 0, warmupTime: 0 });
});

export { sink };
