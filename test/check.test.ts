import { describe, expect, it } from 'vitest';
import { checkLimit, checkObject } from '../lib/check';

describe('lib/check: limits and required objects, in the one message format', () => {
  it('checkLimit(name, value, min) takes an integer ≥ min or Infinity', () => {
    expect(checkLimit('limit', 1, 1)).toBe(1);
    expect(checkLimit('limit', Infinity, 1)).toBe(Infinity);
    expect(() => checkLimit('limit', 0, 1)).toThrow(RangeError);
    expect(() => checkLimit('limit', 0, 1)).toThrow('limit must be an integer ≥ 1 or Infinity, got 0');
    expect(() => checkLimit('maxNodes', 2.5, 0)).toThrow('maxNodes must be an integer ≥ 0 or Infinity, got 2.5');
    expect(() => checkLimit('maxNodes', -Infinity, 0)).toThrow(RangeError);
    expect(() => checkLimit('maxNodes', '10', 0)).toThrow(TypeError);
    expect(() => checkLimit('maxNodes', NaN, 0)).toThrow('maxNodes must be an integer ≥ 0 or Infinity, got NaN');
  });

  it('checkLimit with integer false takes fractions (a budget in milliseconds)', () => {
    expect(checkLimit('maxMs', 0.5, 0, false)).toBe(0.5);
    expect(() => checkLimit('maxMs', -1, 0, false)).toThrow('maxMs must be a number ≥ 0 or Infinity, got -1');
  });

  it('checkObject refuses null, arrays and primitives, saying what the object holds', () => {
    const o = { rows: 3 };
    expect(checkObject('options', o)).toBe(o);
    expect(() => checkObject('options', null as never, '{ rows, cols? }')).toThrow('options must be an object { rows, cols? }, got null');
    expect(() => checkObject('options', [] as never)).toThrow('options must be an object, got an array of length 0');
    expect(() => checkObject('options', 3 as never)).toThrow(TypeError);
  });
});
