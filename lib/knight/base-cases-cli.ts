/**
 * `npm run base-cases [dir]`: regenerates base_cases/ (structured closed tours of every a×b board,
 * 5 ≤ a ≤ b ≤ 12, corner-less when both sides are odd) by search. Deterministic: same files every run.
 */
import { defaultBaseDir, writeBaseCases } from './base-cases';

const dir = process.argv[2] ?? defaultBaseDir();
const t0 = Date.now();
const names = writeBaseCases(dir, (line) => console.log(line));
console.log(`${names.length} base cases written to ${dir} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
