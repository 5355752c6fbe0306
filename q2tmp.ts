import { countQueens, countQueensNaive, countUnique, solveQueens, isSolution, conflicts, describeConflict, estimateCountSeconds, formatDuration } from './lib/queens';
for (let n = 1; n <= 13; n++) {
  const a = countQueens(n), b = countQueens(n, { symmetry: false }), c = n <= 11 ? countQueensNaive(n).count : -1;
  console.log(n, a.count, b.count, c, a.stats.nodes, b.stats.nodes, countUnique(n).unique);
}
let t = performance.now(); const w = countQueens(14, { workers: 2 }); console.log('w2', w.count, w.stats, performance.now() - t);
t = performance.now(); const s = countQueens(14); console.log('w1', s.count, s.stats, performance.now() - t);
t = performance.now(); const big = solveQueens(1e6); console.log(big.status, performance.now() - t, big.status === 'found' && isSolution(big.vector));
console.log(conflicts([3,1,6,2,8,6,4,7]).map(describeConflict));
for (const n of [16, 18, 20, 22, 24, 25, 26, 30]) console.log(n, formatDuration(estimateCountSeconds(n)));
try { countQueens(26); } catch (e) { console.log(String(e)); }
try { countQueens(25); } catch (e) { console.log(String(e)); }
try { countQueens(40); } catch (e) { console.log(String(e)); }
const b = countQueens(16, { maxMs: 200 }); console.log(b.status, b.count, b.stats);
