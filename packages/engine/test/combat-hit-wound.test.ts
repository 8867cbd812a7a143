import { describe, expect, it } from 'vitest';
import { evaluate, hitProbs, resolveCombat, woundProbs, woundThreshold } from '../src/index.js';
import { scenario } from './combat-fixtures.js';

/** One attack at a 1-wound model with no save: P(model destroyed) = P(hit) * P(wound). */
const killChance = (s: Parameters<typeof scenario>[0]) => evaluate(scenario(s)).modelsDestroyed.mean;
const texts = (s: Parameters<typeof scenario>[0]) =>
  resolveCombat(scenario(s)).weapons[0]?.modifiers.map((m) => m.text);

describe('Hit roll', () => {
  it('hits on BS or better; an unmodified 1 fails, a 6 is critical', () => {
    expect(hitProbs(resolveCombat(scenario({ weapon: { skill: 3 } })).weapons[0]!.hit)).toEqual([2 / 6, 3 / 6, 1 / 6]);
    expect(killChance({ weapon: { skill: 3 } })).toBeCloseTo((4 / 6) * (3 / 6), 14);
  });

  it('caps the net Hit modifier at +1 and names each source', () => {
    const s = { weapon: { skill: 4, abilities: 'heavy' }, conditions: { hitModifier: 1, remainedStationary: true } };
    expect(resolveCombat(scenario(s)).weapons[0]?.hit.modifier).toBe(1);
    expect(texts(s)).toEqual(
      expect.arrayContaining([
        '+1 to hit: Heavy, remained stationary',
        '+1 to hit: hit modifier (conditions)',
        'net +1 to hit: capped from +2 (a roll moves at most 1)',
      ]),
    );
    expect(evaluate(scenario(s)).hits.mean).toBeCloseTo(4 / 6, 14);
  });

  it('an unmodified 6 hits even at -1 from 6+, and an unmodified 1 fails even at +1 from 2+', () => {
    expect(evaluate(scenario({ weapon: { skill: 6 }, conditions: { hitModifier: -1 } })).hits.mean).toBeCloseTo(
      1 / 6,
      14,
    );
    expect(evaluate(scenario({ weapon: { skill: 2 }, conditions: { hitModifier: 1 } })).hits.mean).toBeCloseTo(
      5 / 6,
      14,
    );
  });

  it('Stealth: -1 to hit against ranged attacks only', () => {
    const ranged = { weapon: { skill: 3 }, conditions: { stealth: true } };
    expect(evaluate(scenario(ranged)).hits.mean).toBeCloseTo(3 / 6, 14);
    expect(texts(ranged)).toContain('-1 to hit: Stealth');
    expect(evaluate(scenario({ ...ranged, weapon: { skill: 3, type: 'melee' } })).hits.mean).toBeCloseTo(4 / 6, 14);
  });

  it('Heavy and Stealth cancel out', () => {
    const s = { weapon: { skill: 3, abilities: 'heavy' }, conditions: { stealth: true, remainedStationary: true } };
    expect(evaluate(scenario(s)).hits.mean).toBeCloseTo(4 / 6, 14);
  });

  it('critical hits on 5+ with Sustained Hits 1: one extra hit on a 5 or 6', () => {
    const r = evaluate(scenario({ weapon: { skill: 3, abilities: 'sustained hits 1' }, conditions: { critHitOn: 5 } }));
    expect(r.hits.mean).toBeCloseTo(2 / 6 + 2 * (2 / 6), 14);
    expect(r.hits.pmf).toEqual([expect.closeTo(2 / 6, 14), expect.closeTo(2 / 6, 14), expect.closeTo(2 / 6, 14)]);
  });

  it('Sustained Hits D3: 1 + D3 hits on a critical', () => {
    const r = evaluate(scenario({ weapon: { skill: 3, abilities: 'sustained hits d3' } }));
    expect(r.hits.mean).toBeCloseTo(3 / 6 + (1 / 6) * 3, 14);
    expect(r.hits.pmf[4]).toBeCloseTo(1 / 18, 14);
  });

  it('Torrent hits automatically: no Hit roll, so no critical hits and no hit modifiers', () => {
    const r = evaluate(
      scenario({
        weapon: { attacks: '3', skill: null, abilities: 'torrent, sustained hits 2, lethal hits' },
        conditions: { stealth: true },
      }),
    );
    expect(r.hits.pmf).toEqual([0, 0, 0, 1]);
    expect(r.wounds.mean).toBeCloseTo(3 / 2, 14);
  });

  it('Indirect Fire at an unseen target: -1 to hit, unmodified 1-3 fail, and the target has cover', () => {
    const s = { weapon: { skill: 2, abilities: 'indirect fire' }, conditions: { targetVisible: false } };
    const w = resolveCombat(scenario(s)).weapons[0]!;
    expect(w.hit).toMatchObject({ modifier: -1, failUpTo: 3 });
    // BS2+ at -1 would need 3+, but 1-3 always fail: 4+.
    expect(evaluate(scenario(s)).hits.mean).toBeCloseTo(3 / 6, 14);
    const cover = scenario({ ...s, groups: [{ save: 4 }] });
    expect(resolveCombat(cover).weapons[0]?.vs[0]?.save.threshold).toBe(3);
    // Visible target: no effect.
    expect(evaluate(scenario({ weapon: { skill: 2, abilities: 'indirect fire' } })).hits.mean).toBeCloseTo(5 / 6, 14);
  });
});

describe('re-rolls', () => {
  const hits = (policy: string, abilities = '') =>
    evaluate(scenario({ weapon: { skill: 3, abilities }, conditions: { rerollHits: policy as never } })).hits;

  it('ones: 4/6 + 1/6 * 4/6', () => expect(hits('ones').mean).toBeCloseTo(4 / 6 + (1 / 6) * (4 / 6), 14));
  it('failed: 4/6 + 2/6 * 4/6', () => expect(hits('failed').mean).toBeCloseTo(4 / 6 + (2 / 6) * (4 / 6), 14));

  it('non-critical fishes for 6s with Sustained Hits (successes re-rolled too)', () => {
    const crit = 1 / 6 + (5 / 6) * (1 / 6);
    const normal = (5 / 6) * (3 / 6);
    expect(hits('non-critical', 'sustained hits 1').mean).toBeCloseTo(normal + 2 * crit, 14);
  });

  it('single: one failed Hit roll among all the attacks is re-rolled', () => {
    const r = evaluate(scenario({ weapon: { attacks: '2', skill: 4 }, conditions: { rerollHits: 'single' } }));
    expect(r.hits.pmf).toEqual([expect.closeTo(1 / 8, 14), expect.closeTo(3 / 8, 14), expect.closeTo(1 / 2, 14)]);
  });

  it('single Wound re-roll, and both singles at once', () => {
    const w = evaluate(
      scenario({ weapon: { attacks: '2', skill: null, abilities: 'torrent' }, conditions: { rerollWounds: 'single' } }),
    );
    expect(w.wounds.pmf).toEqual([expect.closeTo(1 / 8, 14), expect.closeTo(3 / 8, 14), expect.closeTo(1 / 2, 14)]);
    const both = evaluate(
      scenario({ weapon: { skill: 4 }, conditions: { rerollHits: 'single', rerollWounds: 'single' } }),
    );
    expect(both.wounds.mean).toBeCloseTo((3 / 4) * (3 / 4), 14);
  });

  it('Twin-linked re-rolls failed Wound rolls', () => {
    const s = { weapon: { skill: null, abilities: 'torrent, twin-linked' } };
    expect(evaluate(scenario(s)).wounds.mean).toBeCloseTo(3 / 4, 14);
    expect(texts(s)).toContain('re-roll failed wounds: Twin-linked');
  });

  it('the strongest policy wins: conditions ones + Twin-linked = failed', () => {
    const w = resolveCombat(scenario({ weapon: { abilities: 'twin-linked' }, conditions: { rerollWounds: 'ones' } }));
    expect(w.weapons[0]?.wound.reroll).toBe('failed');
  });
});

describe('Wound roll', () => {
  it.each([
    [8, 4, 2],
    [5, 4, 3],
    [4, 4, 4],
    [3, 4, 5],
    [2, 4, 6],
    [4, 8, 6],
    [4, 7, 5],
    [12, 6, 2],
  ])('S%i vs T%i wounds on %i+', (s, t, need) => expect(woundThreshold(s, t)).toBe(need));

  it('Lance: +1 to wound after charging; the net Wound modifier is capped at +1', () => {
    const s = { weapon: { skill: null, abilities: 'torrent, lance' }, conditions: { charged: true, woundModifier: 1 } };
    expect(evaluate(scenario(s)).wounds.mean).toBeCloseTo(4 / 6, 14);
    expect(texts(s)).toContain('+1 to wound: Lance, charged this turn');
    expect(evaluate(scenario({ weapon: { skill: null, abilities: 'torrent, lance' } })).wounds.mean).toBeCloseTo(
      3 / 6,
      14,
    );
  });

  it('Anti-INFANTRY 4+: critical wounds on 4+ against INFANTRY only', () => {
    const s = (keywords: string[]) =>
      resolveCombat(scenario({ weapon: { strength: 3, abilities: 'anti-infantry 4+' }, defender: { keywords } }))
        .weapons[0]!.wound;
    expect(woundProbs(s(['INFANTRY']))).toEqual([3 / 6, 0, 3 / 6]);
    expect(woundProbs(s(['VEHICLE']))).toEqual([4 / 6, 1 / 6, 1 / 6]);
  });

  it('an unmodified 6 wounds even when 6+ is needed at -1', () => {
    const w = resolveCombat(scenario({ weapon: { strength: 2 }, conditions: { woundModifier: -1 } })).weapons[0]!.wound;
    expect(woundProbs(w)).toEqual([expect.closeTo(5 / 6, 14), 0, expect.closeTo(1 / 6, 14)]);
  });

  it('Lethal Hits: a critical hit wounds automatically and is not a Critical Wound', () => {
    // 1 attack, BS3+, S4 vs T4, Sv2+ AP0, Devastating Wounds: the Lethal wound still gets a save.
    const r = evaluate(scenario({ weapon: { abilities: 'lethal hits, devastating wounds' }, groups: [{ save: 2 }] }));
    const lethal = (1 / 6) * (1 / 6);
    const rolled = (3 / 6) * (1 / 6 + (2 / 6) * (1 / 6));
    expect(r.unsaved.mean).toBeCloseTo(lethal + rolled, 14);
    expect(r.wounds.mean).toBeCloseTo(1 / 6 + (3 / 6) * (3 / 6), 14);
  });

  it("Lethal Hits with Sustained Hits: the extra hits roll to wound (40kdice's error avoided)", () => {
    const r = evaluate(scenario({ weapon: { abilities: 'lethal hits, sustained hits 1' } }));
    expect(r.wounds.mean).toBeCloseTo(1 / 6 + (1 / 6) * (1 / 2) + (3 / 6) * (1 / 2), 14);
  });
});
