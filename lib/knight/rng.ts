/**
 * Seeded pseudo-random numbers, so "random" tie-breaks and orders are reproducible.
 *
 * Glossary
 * - Seed: any integer; the same seed gives the same sequence on every machine.
 * - Rng: a function returning floats in [0, 1).
 */
import { checkInteger } from '../check';

/** A function returning pseudo-random floats in [0, 1). */
export type Rng = () => number;

/** Mulberry32: a small, fast 32-bit generator (good enough for tie-breaking, not for cryptography). */
export function mulberry32(seed: number): Rng {
  checkInteger('seed', seed, -(2 ** 31), 2 ** 32 - 1);
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
