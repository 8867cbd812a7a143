import { describe, expect, it } from 'vitest';
import { allocatedDamagePmf, evaluate, resolveCombat, savePassProb } from '../src/index.js';
import { type ScenarioSpec, scenario } from './combat-fixtures.js';

const resolved = (s: ScenarioSpec) => resolveCombat(scenario(s)).weapons[0]!;
const save = (s: ScenarioSpec) => resolved(s).vs[0]!.save;
const texts = (s: ScenarioSpec) => {
  const w = resolved(s);
  return [...w.modifiers, ...(w.vs[0]?.modifiers ?? [])].map((m) => m.text);
};
/** One Torrent attack, S8 vs T4: it wounds on 2+ (5/6). */
const torrent = (more: Partial<NonNullable<ScenarioSpec['weapon']>> = {}) => ({
  skill: null,
  strength: 8,
  ...more,
  abilities: `torrent${more.abilities ? `, ${more.abilities}` : ''}`,
});

describe('saving throws', () => {
  it('AP worsens the armour save; an invulnerable save ignores AP and is used when better', () => {
    expect(save({ weapon: { ap: -1 }, groups: [{ save: 3 }] })).toMatchObject({ kind: 'armour', threshold: 4 });
    expect(save({ weapon: { ap: -3 }, groups: [{ save: 3, invulnerable: 4 }] })).toMatchObject({
      kind: 'invulnerable',
      threshold: 4,
    });
    expect(save({ weapon: { ap: -1 }, groups: [{ save: 3, invulnerable: 5 }] })).toMatchObject({
      kind: 'armour',
      threshold: 4,
    });
    const r = evaluate(scenario({ weapon: torrent({ ap: -1 }), groups: [{ save: 3 }] }));
    expect(r.unsaved.mean).toBeCloseTo((5 / 6) * (3 / 6), 14);
  });

  it('an unmodified 1 always fails, even at 2+ with cover', () => {
    const s = save({ groups: [{ save: 2 }], weapon: { ap: -1 }, conditions: { cover: true } });
    expect(savePassProb(s)).toBeCloseTo(5 / 6, 14);
  });

  it('Benefit of Cover: +1 to armour saves against ranged attacks', () => {
    expect(save({ groups: [{ save: 4 }], conditions: { cover: true } }).threshold).toBe(3);
    expect(texts({ groups: [{ save: 4 }], conditions: { cover: true } })).toContain(
      '+1 to save: Benefit of Cover (model)',
    );
    expect(save({ groups: [{ save: 4 }], weapon: { type: 'melee' }, conditions: { cover: true } }).threshold).toBe(4);
    // An invulnerable save gets no cover.
    expect(save({ groups: [{ save: 7, invulnerable: 4 }], conditions: { cover: true } }).threshold).toBe(4);
  });

  it('no cover for a 3+ save against AP 0, but there is against AP -1', () => {
    const ap0 = { groups: [{ save: 3 }], conditions: { cover: true } };
    expect(save(ap0).threshold).toBe(3);
    expect(texts(ap0)).toContain('no Benefit of Cover: model: Save 3+ or better against AP 0');
    expect(save({ ...ap0, weapon: { ap: -1 } }).threshold).toBe(3);
  });

  it('Ignores Cover', () => {
    const s = { weapon: { ap: -1, abilities: 'ignores cover' }, groups: [{ save: 3 }], conditions: { cover: true } };
    expect(save(s).threshold).toBe(4);
    expect(texts(s)).toContain('no Benefit of Cover: Ignores Cover');
  });

  it('a save improves by at most +1 in all', () => {
    const s = { groups: [{ save: 4 }], conditions: { cover: true, saveModifier: 1 } };
    expect(save(s).threshold).toBe(3);
    expect(texts(s)).toContain('net +1 to save: capped from +2 (a save improves at most 1)');
    // AP -2 against cover and +1: net 0.
    expect(save({ ...s, weapon: { ap: -2 } }).threshold).toBe(4);
  });

  it('re-rolls of saves (the defender)', () => {
    expect(savePassProb(save({ groups: [{ save: 3 }], conditions: { rerollSaves: 'ones' } }))).toBeCloseTo(
      4 / 6 + (1 / 6) * (4 / 6),
      14,
    );
    expect(savePassProb(save({ groups: [{ save: 3 }], conditions: { rerollSaves: 'failed' } }))).toBeCloseTo(
      4 / 6 + (2 / 6) * (4 / 6),
      14,
    );
  });

  it('ignores the first failed save of the unit (normal wounds only)', () => {
    const two = scenario({
      weapon: torrent({ attacks: '2' }),
      groups: [{ wounds: 10 }],
      defender: { ignoreFirstFailedSave: true },
    });
    const pmf = evaluate(two).damage.pmf;
    expect(pmf).toHaveLength(11);
    expect(pmf.slice(0, 3)).toEqual([expect.closeTo(11 / 36, 14), expect.closeTo(25 / 36, 14), 0]);
    // A devastating wound allows no save, so there is no failed save to ignore.
    const dev = scenario({
      weapon: torrent({ abilities: 'devastating wounds' }),
      groups: [{ wounds: 10 }],
      defender: { ignoreFirstFailedSave: true },
      conditions: { critWoundOn: 2 },
    });
    expect(evaluate(dev).damage.mean).toBeCloseTo(5 / 6, 14);
  });
});

describe('damage', () => {
  const dmg = (s: ScenarioSpec) => allocatedDamagePmf(resolved(s).damage, resolved(s).vs[0]!);

  it('Melta X within half range adds to Damage', () => {
    const near = evaluate(
      scenario({
        weapon: torrent({ damage: 'D6', abilities: 'melta 2' }),
        groups: [{ wounds: 20 }],
        conditions: { withinHalfRange: true },
      }),
    );
    expect(near.damage.mean).toBeCloseTo((5 / 6) * 5.5, 13);
    const far = evaluate(
      scenario({ weapon: torrent({ damage: 'D6', abilities: 'melta 2' }), groups: [{ wounds: 20 }] }),
    );
    expect(far.damage.mean).toBeCloseTo((5 / 6) * 3.5, 13);
    expect(texts({ weapon: { abilities: 'melta 2' }, conditions: { withinHalfRange: true } })).toContain(
      '+2 damage: MELTA 2, within half range',
    );
  });

  it('damage reduction: -1 to a minimum of 1; halved rounding up; halve before adding Melta', () => {
    expect(dmg({ weapon: { damage: 'D3' }, groups: [{ damageReduction: 1 }] })).toEqual([0, 2 / 3, 1 / 3]);
    expect(dmg({ weapon: { damage: '1' }, groups: [{ damageReduction: 1 }] })).toEqual([0, 1]);
    expect(dmg({ weapon: { damage: 'D6' }, groups: [{ halveDamage: true }] })).toEqual([0, 1 / 3, 1 / 3, 1 / 3]);
    expect(
      dmg({
        weapon: { damage: 'D6', abilities: 'melta 2' },
        groups: [{ halveDamage: true }],
        conditions: { withinHalfRange: true },
      }),
    ).toEqual([0, 0, 0, 1 / 3, 1 / 3, 1 / 3]);
    // D6+2 as printed is all characteristic: halved together.
    expect(dmg({ weapon: { damage: 'D6+2' }, groups: [{ halveDamage: true }] })).toEqual([0, 0, 1 / 3, 1 / 3, 1 / 3]);
  });

  it('damage modifiers and re-rolls of Damage', () => {
    const mean = (p: number[]) => p.reduce((s, q, v) => s + q * v, 0);
    expect(mean(dmg({ weapon: { damage: 'D3' }, conditions: { damageModifier: 1 } }))).toBeCloseTo(3, 14);
    expect(mean(dmg({ weapon: { damage: 'D6' }, conditions: { rerollDamage: 'ones' } }))).toBeCloseTo(
      3.5 + 2.5 / 6,
      14,
    );
    expect(mean(dmg({ weapon: { damage: 'D6' }, conditions: { rerollDamage: 'below-average' } }))).toBeCloseTo(
      4.25,
      14,
    );
  });

  it('Feel No Pain per wound lost', () => {
    const r = evaluate(scenario({ weapon: torrent({ damage: 'D3' }), groups: [{ wounds: 10, feelNoPain: 5 }] }));
    expect(r.damage.mean).toBeCloseTo((5 / 6) * 2 * (2 / 3), 14);
  });

  it('Feel No Pain against mortal wounds applies to devastating wounds only; against Psychic to Psychic attacks', () => {
    const base = { groups: [{ wounds: 10, feelNoPainMortal: 4 }], conditions: { critWoundOn: 2 } };
    const dev = evaluate(scenario({ ...base, weapon: torrent({ damage: '2', abilities: 'devastating wounds' }) }));
    expect(dev.damage.mean).toBeCloseTo((5 / 6) * 2 * (1 / 2), 14);
    const normal = evaluate(scenario({ ...base, weapon: torrent({ damage: '2' }) }));
    expect(normal.damage.mean).toBeCloseTo((5 / 6) * 2, 14);
    const psy = { groups: [{ wounds: 10, feelNoPainPsychic: 4 }] };
    expect(evaluate(scenario({ ...psy, weapon: torrent({ abilities: 'psychic' }) })).damage.mean).toBeCloseTo(
      5 / 12,
      14,
    );
    expect(evaluate(scenario({ ...psy, weapon: torrent() })).damage.mean).toBeCloseTo(5 / 6, 14);
  });
});

describe('attacks', () => {
  it('Blast: +1 attack per five models in the target, per attacking model', () => {
    const r = evaluate(
      scenario({ weapon: { models: 2, attacks: 'D3', abilities: 'blast' }, groups: [{ models: 11 }] }),
    );
    expect(r.attacks.mean).toBeCloseTo(2 * (2 + 2), 14);
    expect(r.attacks.pmf.slice(0, 6)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(texts({ weapon: { abilities: 'blast' }, groups: [{ models: 11 }] })).toContain(
      '+2 attacks: Blast, 11 models in the target',
    );
  });

  it('Rapid Fire X within half range', () => {
    const near = { weapon: { attacks: '1', abilities: 'rapid fire d3' }, conditions: { withinHalfRange: true } };
    expect(evaluate(scenario(near)).attacks.pmf).toEqual([0, 0, 1 / 3, 1 / 3, 1 / 3]);
    expect(evaluate(scenario({ weapon: near.weapon })).attacks.pmf).toEqual([0, 1]);
  });

  it('an attacks modifier, per model', () => {
    expect(
      evaluate(scenario({ weapon: { models: 3, attacks: '2' }, conditions: { attacksModifier: 1 } })).attacks.mean,
    ).toBe(9);
  });

  it('Hazardous: one test per model, 3 mortal wounds to the attacker on a 1', () => {
    const r = evaluate(scenario({ weapon: { models: 5, abilities: 'hazardous' } }));
    expect(r.hazardous?.mean).toBeCloseTo(2.5, 14);
    expect(r.hazardous?.pmf[3]).toBeCloseTo(5 * (1 / 6) * (5 / 6) ** 4, 14);
    expect(evaluate(scenario({})).hazardous).toBeNull();
  });

  it('keeps unknown abilities as reminders', () => {
    const r = evaluate(scenario({ weapon: { abilities: 'conversion, one shot' } }));
    expect(r.notes).toEqual(
      expect.arrayContaining([
        'unrecognised ability "conversion" is not applied',
        'One Shot: the weapon can be fired once per battle',
      ]),
    );
  });
});
