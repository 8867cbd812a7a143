import { describe, expect, it } from 'vitest';
import { quickDatasheet } from '../../src/index.js';
import { GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Bondsman (Imperial Knights Army Rule, seed 003): "In your Command phase, one or more models from your army with a
 * Bondsman ability can use that ability. For each one that does, select one friendly ARMIGER model within 12" of
 * that model (you cannot select an ARMIGER model that is already being affected by a Bondsman ability). Until the
 * start of your next Command phase, that ARMIGER model is affected by that Bondsman ability."
 *
 * Paladin's Duty (Bondsman), Knight Paladin (2025-11 export): "While a model is affected by this ability, weapons
 * equipped by that model have the [LETHAL HITS] ability, and melee weapons equipped by that model have the [LANCE]
 * ability."
 */
const PALADIN_DUTY = 'imperial-knights/knight-paladin/paladins-duty-bondsman';
const KNIGHTS = { faction: 'Imperial Knights', detachment: 'Valourstrike Lance' };
const gun = { name: 'Thermal spear', range: 30, A: 2, skill: 3, S: 4, AP: 0, D: 1 };
const PALADIN = quickDatasheet('t:paladin', 'Knight Paladin', [{ M: 10, T: 11, Sv: 3, W: 22, base: 100 }], {
  faction: 'Imperial Knights',
  keywords: ['VEHICLE', 'TITANIC', 'TOWERING'],
  abilities: [
    {
      name: 'Paladin’s Duty (Bondsman)',
      text: 'While a model is affected by this ability, weapons equipped by that model have the [LETHAL HITS] ability, and melee weapons equipped by that model have the [LANCE] ability.',
    },
  ],
});
const ARMIGER = quickDatasheet('t:warglaive', 'Armiger Warglaive', [{ M: 12, T: 9, Sv: 3, W: 12, base: 60 }], {
  faction: 'Imperial Knights',
  keywords: ['VEHICLE', 'WALKER', 'ARMIGER'],
  weapons: [gun],
});

/**
 * Red: Knight Paladins p1u1 and p1u4, Armiger Warglaives p1u2 (within 12" of both) and p1u3 (within 12" of p1u4
 * only); Blue's Guard 20" from p1u2.
 */
function game(detachment = KNIGHTS.detachment, counters?: Record<string, Record<string, number>>) {
  return new Game({
    armies: [
      {
        name: 'Red',
        ...KNIGHTS,
        detachment,
        units: [{ datasheet: PALADIN }, { datasheet: ARMIGER }, { datasheet: ARMIGER }, { datasheet: PALADIN }],
      },
      { name: 'Blue', units: [{ datasheet: GUARD }] },
    ],
    positions: {
      p1u1: { p1u1m1: { x: 10, y: 10 } },
      p1u2: { p1u2m1: { x: 10, y: 16 } },
      p1u3: { p1u3m1: { x: 10, y: 28 } },
      p1u4: { p1u4m1: { x: 10, y: 24 } },
      p2u1: row('p2u1', 10, 5, 36, 1.2),
    },
    round: 2,
    phase: 'command',
    active: 0,
    firstPlayer: 0,
    ...(counters ? { counters } : {}),
  });
}

const offered = (g: Game) =>
  g.pending.options.flatMap((o) => (o.kind === 'choice' && o.action.type === 'use-rule' ? [o.action] : []));

describe('Bondsman: "select one friendly ARMIGER model within 12" of that model"', () => {
  it('at the start of your Command phase, each KNIGHT with a Bondsman ability selects one ARMIGER, not one already affected', () => {
    const g = game();
    expect(g.pending).toMatchObject({
      player: 0,
      kind: 'rule-choice',
      prompt: 'Bondsman: up to 2 more ARMIGER models can be selected',
    });
    expect(g.state.flow).toMatchObject({ phase: 'command', at: 'phase-start' });
    // p1u3 is more than 12" from p1u1.
    expect(offered(g)).toEqual([
      { type: 'use-rule', rule: PALADIN_DUTY, unit: 'p1u1', target: 'p1u2' },
      { type: 'use-rule', rule: PALADIN_DUTY, unit: 'p1u4', target: 'p1u2' },
      { type: 'use-rule', rule: PALADIN_DUTY, unit: 'p1u4', target: 'p1u3' },
    ]);
    g.choose('Knight Paladin (p1u1) affects Armiger Warglaive (p1u2)');
    expect(g.find('rule-used')).toEqual([expect.objectContaining({ player: 0, rule: PALADIN_DUTY, unit: 'p1u1' })]);
    expect(g.find('effect-added')).toEqual([
      expect.objectContaining({
        effect: expect.objectContaining({
          unit: 'p1u2',
          rule: PALADIN_DUTY,
          bonded: true,
          until: { kind: 'next-command-phase', player: 0 },
        }),
      }),
    ]);
    // "you cannot select an ARMIGER model that is already being affected by a Bondsman ability"
    expect(offered(g)).toEqual([{ type: 'use-rule', rule: PALADIN_DUTY, unit: 'p1u4', target: 'p1u3' }]);
    expect(g.rejects(0, { type: 'use-rule', rule: PALADIN_DUTY, unit: 'p1u4', target: 'p1u2' })).toContain('Bondsman');
    g.choose('no more');
    expect(g.state.flow.at).not.toBe('phase-start');
  });

  it('the affected ARMIGER’s weapons have [LETHAL HITS]: two Critical Hits wound automatically; the other ARMIGER’s do not', () => {
    const g = game();
    g.choose('Knight Paladin (p1u1) affects Armiger Warglaive (p1u2)');
    g.choose('no more');
    for (let i = 0; i < 40 && g.pending.kind !== 'shoot'; i++) {
      const p = g.pending;
      const end = p.options.find((o) => o.kind === 'choice' && /end the|pass|no more/i.test(o.label));
      if (!end || end.kind !== 'choice') throw new Error(`stuck at ${p.kind}: ${g.labels().join(' | ')}`);
      g.do(p.player, end.action);
    }
    const lost = () => g.state.units.p2u1?.models.filter((m) => m.destroyed).length;
    // The affected Armiger: Hit rolls 6, 6 are Critical Hits, which wound automatically; saves 1, 1 fail.
    g.withDice(6, 6, 1, 1);
    g.choose('Armiger Warglaive (p1u2) shoots Guard');
    const rolled = (events: ReturnType<Game['find']>) =>
      g.find('dice-rolled', events).map((e) => `${e.kind} ${e.faces.join(',')}`);
    expect(rolled([...g.last, ...g.passWindows()])).toEqual(['hit 6,6', 'save 1', 'save 1']);
    expect(lost()).toBe(2);
    // The other Armiger, not affected: the same 6, 6 hit; its Wound rolls 1, 1 fail.
    g.withDice(6, 6, 1, 1);
    g.choose('Armiger Warglaive (p1u3) shoots Guard');
    expect(rolled([...g.last, ...g.passWindows()])).toEqual(['hit 6,6', 'wound 1,1']);
    expect(lost()).toBe(2);
  });
});

/**
 * Knightly Teachings (Spearhead-At-Arms, seed 003): "Each time a model from your army uses its Bondsman ability, if
 * no other model from your army has used that Bondsman ability that turn, you can select up to three friendly
 * ARMIGER models (instead of one) within 12" of that model, or within 15" of that model while your army is Honoured
 * (you still cannot select a model that is already being affected by a Bondsman ability)."
 */
describe('Knightly Teachings: "up to three friendly ARMIGER models (instead of one)"', () => {
  it('the first use of an ability in the turn selects up to three; another model’s use of it, one', () => {
    const g = game('Spearhead-At-Arms');
    g.choose('Knight Paladin (p1u4) affects Armiger Warglaive (p1u2)');
    // p1u4 goes on with p1u3; p1u1 may still use its own copy on one ARMIGER, but none is left within 12" of it.
    expect(offered(g)).toEqual([{ type: 'use-rule', rule: PALADIN_DUTY, unit: 'p1u4', target: 'p1u3' }]);
    g.choose('Knight Paladin (p1u4) affects Armiger Warglaive (p1u3)');
    expect(g.find('effect-added').map((e) => e.effect.unit)).toEqual(['p1u3']);
    expect(g.state.effects.filter((e) => e.rule === PALADIN_DUTY).map((e) => e.unit)).toEqual(['p1u2', 'p1u3']);
  });

  it('without it, the KNIGHT that selected one ARMIGER selects no other', () => {
    const g = game();
    g.choose('Knight Paladin (p1u4) affects Armiger Warglaive (p1u2)');
    // p1u4 has used its ability; p1u1 has no ARMIGER left within 12" that is not affected.
    expect(g.pending.kind).not.toBe('rule-choice');
  });

  it('within 15" while your army is Honoured (its Oath fulfilled: game/oath.ts)', () => {
    // p1u3's base is 18" less both radii (1.97" and 1.18") from p1u1's: 14.85", more than 12", less than 15".
    expect(
      offered(game('Spearhead-At-Arms'))
        .filter((a) => a.unit === 'p1u1')
        .map((a) => a.target),
    ).toEqual(['p1u2']);
    const g = game('Spearhead-At-Arms', { 'player-1': { 'oath-oaths': 1, 'oath-fulfilled': 1 } });
    expect(
      offered(g)
        .filter((a) => a.unit === 'p1u1')
        .map((a) => a.target),
    ).toEqual(['p1u2', 'p1u3']);
  });
});
