import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { charCounts, editDistance, lettersBound, prepare, score } from '../../src/names/fuzzy.js';
import { nameIndex, scoreAll } from '../../src/names/name-index.js';

/**
 * The search scores many names per query through a name index (issue 19: search at least as fast as
 * a calculation per request). It skips names that cannot score and word pairs whose letters differ too
 * much; the scores must be `score`'s, to the last bit.
 */

// Letters whose codes share their low 5 bits ("p" and "0", "q" and "1") test the grouping.
const letters = fc.constantFrom('a', 'b', 'p', 'q', '0', '1', 'r');
const word = fc.string({ unit: letters, minLength: 1, maxLength: 12 });
const name = fc.array(word, { minLength: 1, maxLength: 5 }).map((ws) => ws.join(' '));

describe('lettersBound', () => {
  it('is never above the edit distance', () => {
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(lettersBound(charCounts(a), charCounts(b))).toBeLessThanOrEqual(editDistance(a, b));
      }),
      { numRuns: 2000 },
    );
  });

  it('counts the letters one string has in surplus: "rhino" against "rhinox" is 1, against "ork" 3 (its distance is 5)', () => {
    expect(lettersBound(charCounts('rhino'), charCounts('rhinox'))).toBe(1);
    expect(lettersBound(charCounts('rhino'), charCounts('ork'))).toBe(3);
    expect(editDistance('rhino', 'ork')).toBe(5);
  });
});

describe('scoreAll', () => {
  it('gives score() of every name, exactly, for random names and queries', () => {
    fc.assert(
      fc.property(fc.array(name, { minLength: 1, maxLength: 40 }), name, (names, query) => {
        const prepared = names.map(prepare);
        const q = prepare(query);
        expect([...scoreAll(nameIndex(prepared), q)]).toEqual(prepared.map((p) => score(q, p)));
      }),
      { numRuns: 500 },
    );
  });

  it('finds typos and word order as score() does: "land raidr", "captian", "raider land"', () => {
    const names = ['Land Raider', 'Land Raider Crusader', 'Captain in Terminator Armour', 'Rhino', 'Kroot Carnivores'];
    const index = nameIndex(names.map(prepare));
    for (const query of ['land raidr', 'captian', 'raider land', 'rhinos', 'landraidr', 'x']) {
      const q = prepare(query);
      expect([...scoreAll(index, q)]).toEqual(names.map((n) => score(q, prepare(n))));
    }
    expect(scoreAll(index, prepare('land raidr'))[0]).toBeGreaterThan(0.55);
    expect(scoreAll(index, prepare('captian'))[2]).toBeGreaterThan(0.55);
  });
});
