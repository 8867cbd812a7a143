import { describe, expect, it } from 'vitest';
import { evaluate, resolveCombat } from '../src/index.js';
import { scenario, weapon } from './combat-fixtures.js';

/** Torrent, S8 vs T4: each attack wounds on 2+ (5/6); targets here have no save unless given. */
const torrent = (spec: Parameters<typeof weapon>[0] = {}) =>
  weapon({ skill: null, strength: 8, ...spec, abilities: ['torrent', spec.abilities].filter(Boolean).join(', ') });
const w = 5 / 6;

describe('allocation and damage', () => {
  it('excess damage is lost: D3 into 1-wound models kills one model per failed save', () => {
    const r = evaluate(scenario({ weapons: [torrent({ damage: 'D3' })], groups: [{ models: 3 }] }));
    expect(r.modelsDestroyed.mean).toBeCloseTo(w, 14);
    expect(r.damage.mean).toBeCloseTo(w, 14);
  });

  it('a wounded model takes the next attack', () => {
    const r = evaluate(scenario({ weapons: [torrent({ attacks: '2' })], groups: [{ models: 2, wounds: 2 }] }));
    expect(r.modelsDestroyed.pmf).toEqual([expect.closeTo(1 - w * w, 14), expect.closeTo(w * w, 14), 0]);
  });

  it('caps at the unit: models destroyed and damage never exceed it', () => {
    const r = evaluate(scenario({ weapons: [torrent({ attacks: '10', damage: 'D6' })], groups: [{ wounds: 3 }] }));
    expect(r.modelsDestroyed.pmf).toHaveLength(2);
    expect(r.damage.pmf).toHaveLength(4);
    expect(r.unitDestroyed).toBeCloseTo(r.modelsDestroyed.pmf[1] as number, 14);
  });

  it('mortal wounds of the original Devastating Wounds spill over; the current rule loses the excess', () => {
    const dev = { weapons: [torrent({ damage: 'D3', abilities: 'devastating wounds' })], groups: [{ models: 3 }] };
    const current = evaluate(scenario({ ...dev, conditions: { critWoundOn: 2 } }));
    expect(current.modelsDestroyed.mean).toBeCloseTo(w, 14);
    const original = evaluate(
      scenario({ ...dev, conditions: { critWoundOn: 2 }, ruleset: { devastatingWounds: 'original' } }),
    );
    expect(original.modelsDestroyed.mean).toBeCloseTo(w * 2, 14);
  });

  it('original Devastating Wounds: Feel No Pain per mortal wound, and no damage reduction (not allocated)', () => {
    const r = evaluate(
      scenario({
        weapons: [torrent({ damage: '3', abilities: 'devastating wounds' })],
        groups: [{ models: 3, feelNoPain: 4, damageReduction: 1 }],
        conditions: { critWoundOn: 2 },
        ruleset: { devastatingWounds: 'original' },
      }),
    );
    expect(r.damage.mean).toBeCloseTo(w * 3 * 0.5, 14);
  });

  it('damage carries from one weapon to the next', () => {
    const r = evaluate(
      scenario({ weapons: [torrent({ name: 'a' }), torrent({ name: 'b' })], groups: [{ wounds: 2 }] }),
    );
    expect(r.modelsDestroyed.mean).toBeCloseTo(w * w, 14);
    expect(r.weapons.map((x) => x.modelsDestroyed.mean)).toEqual([0, 0]);
    expect(r.attacks.pmf).toEqual([0, 0, 1]);
  });

  it('devastating wounds are allocated after all the other attacks, whichever weapon made them', () => {
    // A: D2 devastating on every wound (Anti 2+); B, fired second: D1. Into 2x W2 INFANTRY.
    const a = torrent({ name: 'a', damage: '2', abilities: 'devastating wounds, anti-infantry 2+' });
    const b = torrent({ name: 'b', damage: '1' });
    const r = evaluate(
      scenario({ weapons: [a, b], groups: [{ models: 2, wounds: 2 }], defender: { keywords: ['INFANTRY'] } }),
    );
    // B's 1 damage lands first, then A's 2 finishes that model (1 excess lost): never 3 wounds lost.
    expect(r.damage.pmf).toEqual([
      expect.closeTo(1 / 36, 14),
      expect.closeTo(5 / 36, 14),
      expect.closeTo(30 / 36, 14),
      0,
      0,
    ]);
  });
});

describe('several model profiles', () => {
  const bodyguard = { name: 'bodyguard', models: 4, toughness: 4, wounds: 1 };
  const leader = { name: 'leader', models: 1, toughness: 5, wounds: 5, keywords: ['CHARACTER'] };
  const binom = (n: number, k: number, p: number) => {
    let c = 1;
    for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
    return c * p ** k * (1 - p) ** (n - k);
  };

  it("an attached Leader: every attack uses the Bodyguard models' Toughness", () => {
    const r = resolveCombat(scenario({ weapons: [weapon({ strength: 5 })], groups: [bodyguard, leader] }));
    expect(r.target.toughness).toBe(4);
    expect(r.weapons[0]?.wound.threshold).toBe(3);
    expect(r.target.modifiers.map((m) => m.text)).toContain('T4 Toughness: Bodyguard models (Leader attached)');
  });

  it('without a Leader the unit uses its highest Toughness', () => {
    const r = resolveCombat(scenario({ groups: [{ toughness: 4 }, { toughness: 5 }] }));
    expect(r.target.toughness).toBe(5);
  });

  it('CHARACTER models are allocated only once the Bodyguard models are gone, whatever the listing order', () => {
    const six = [torrent({ attacks: '6' })];
    const a = evaluate(scenario({ weapons: six, groups: [bodyguard, leader] }));
    const b = evaluate(scenario({ weapons: six, groups: [leader, bodyguard] }));
    expect(a.modelsDestroyed.pmf).toEqual(b.modelsDestroyed.pmf);
    // 6 wounds at most: 4 bodyguards, then 2 on the 5-wound leader.
    expect(a.modelsDestroyed.pmf[4]).toBeCloseTo(binom(6, 4, w) + binom(6, 5, w) + binom(6, 6, w), 14);
    expect(a.modelsDestroyed.pmf[5]).toBe(0);
    expect(a.damage.mean).toBeCloseTo(6 * w, 13);
  });

  it('Precision attacks go to the CHARACTER first (unless the attacker declines)', () => {
    const six = [torrent({ attacks: '6', abilities: 'precision' })];
    const r = evaluate(scenario({ weapons: six, groups: [bodyguard, leader] }));
    expect(r.modelsDestroyed.pmf[1]).toBeCloseTo(binom(6, 5, w), 14);
    expect(r.modelsDestroyed.pmf[2]).toBeCloseTo(binom(6, 6, w), 14);
    const declined = evaluate(
      scenario({ weapons: six, groups: [bodyguard, leader], conditions: { precisionOnCharacter: false } }),
    );
    expect(declined.modelsDestroyed.pmf[4]).toBeCloseTo(binom(6, 4, w) + binom(6, 5, w) + binom(6, 6, w), 14);
  });

  it('each model rolls its own save: a sergeant with a better save, allocated last', () => {
    const r = evaluate(
      scenario({ weapons: [torrent({ attacks: '2' })], groups: [{ name: 'trooper' }, { name: 'sergeant', save: 2 }] }),
    );
    const two = w * w * (1 / 6);
    expect(r.modelsDestroyed.pmf[2]).toBeCloseTo(two, 14);
    expect(r.modelsDestroyed.pmf[1]).toBeCloseTo(1 - (1 / 6) ** 2 - two, 14);
    expect(r.notes.join(' ')).toContain('differ in save');
  });
});
