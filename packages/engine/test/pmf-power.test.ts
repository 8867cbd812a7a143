import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convolve, convolvePower, type Pmf } from '../src/dice/pmf.js';

/** n copies convolved one at a time: the definition convolvePower's shortcuts must agree with. */
function byHand(p: Pmf, n: number): Pmf {
  let r: Pmf = [1];
  for (let i = 0; i < n; i++) r = convolve(r, p);
  return r;
}

function close(a: Pmf, b: Pmf): void {
  expect(a.length).toBe(b.length);
  a.forEach((x, i) => {
    expect(Math.abs(x - (b[i] as number))).toBeLessThanOrEqual(1e-13 * Math.max(1, Math.abs(x)));
  });
}

describe('convolvePower', () => {
  it('one value: a fixed 4 attacks per model, 5 models, is exactly 20 attacks', () => {
    expect(convolvePower([0, 0, 0, 0, 1], 5)).toEqual([...new Array(20).fill(0), 1]);
    expect(convolvePower([0, 0.5], 3)).toEqual([0, 0, 0, 0.125]);
    // As long as squaring makes it: the trailing zeros are kept.
    expect(convolvePower([0.25, 0, 0], 2)).toEqual([0.0625, 0, 0, 0, 0]);
    expect(convolvePower([1], 7)).toEqual([1]);
  });

  it('two values: the binomial, e.g. 3 rolls of 4+ hit 2 times with probability 3/8', () => {
    const b = convolvePower([0.5, 0.5], 3);
    expect(b).toEqual([0.125, 0.375, 0.375, 0.125]);
    close(convolvePower([1 / 3, 2 / 3], 10), byHand([1 / 3, 2 / 3], 10));
  });

  it('a sub-distribution (mass below 1) and a start too small for the term-by-term binomial', () => {
    close(convolvePower([0.2, 0.3], 12), byHand([0.2, 0.3], 12));
    // 1e-5^60 = 1e-300 is below the binomial's start: squaring instead, the same numbers.
    const tiny = convolvePower([1e-5, 1 - 1e-5], 60);
    expect(tiny[60]).toBeCloseTo((1 - 1e-5) ** 60, 14);
    expect(tiny.length).toBe(61);
  });

  it('agrees with one-at-a-time convolution on random two- and three-value pmfs', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 0, max: 40 }),
        (p, n) => close(convolvePower(p, n), byHand(p, n)),
      ),
      { numRuns: 300 },
    );
  });
});
