import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance, prepare, score } from '../../src/names/fuzzy.js';

/**
 * The search's distance is computed in a band around the diagonal with reused rows (issue 19: search
 * as fast as a calculation per request): it must agree with the plain full table wherever the
 * distance is within the cap, and be above the cap wherever the plain one is.
 */

/** The plain optimal string alignment distance over the whole table. */
function plain(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd'), maxLength: 14 });

describe('editDistance', () => {
  it('known pairs: a transposition is one edit, "landraidr" is one from "landraider"', () => {
    expect(editDistance('landraidr', 'landraider', 3)).toBe(1);
    expect(editDistance('ca', 'ac')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('kitten', 'sitting', 2)).toBe(3);
    expect(editDistance('', 'abc', 3)).toBe(3);
  });

  it('equals the full table within the cap, and is above the cap where the full table is', () => {
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 4 }), (a, b, cap) => {
        const full = plain(a, b);
        const banded = editDistance(a, b, cap);
        if (full <= cap) expect(banded).toBe(full);
        else expect(banded).toBeGreaterThan(cap);
        expect(editDistance(a, b)).toBe(full);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('score', () => {
  it('one query scored against many names gives what a fresh query gives for each', () => {
    const names = ['Land Raider Crusader', 'Land Raider', 'Intercessor Squad', 'Assault Intercessors', 'Lander'];
    const q = prepare('land raidr');
    const many = names.map((n) => score(q, prepare(n)));
    expect(many).toEqual(names.map((n) => score(prepare('land raidr'), prepare(n))));
    expect(many[1]).toBeGreaterThan(many[2]!);
  });
});
