import { describe, expect, it } from 'vitest';
import { quickDatasheet } from '../../src/index.js';
import { Game } from './harness.js';

/**
 * Forgewrought Expertise (Brôkhyr Iron-master, the Wahapedia export of 2025-11-14) and Signature Restoration
 * (Brandfast Oathband): asked at the end of Red's Movement phase, injected dice, the exact wounds.
 */
const FORGEWROUGHT =
  'At the end of your Movement phase, this unit can repair one friendly LEAGUES OF VOTANN VEHICLE, EXOFRAME or IRONKIN STEELJACKS unit within 3" of it. One model in that unit regains up to D3 lost wounds, or up to 3 lost wounds instead if this unit contains an Ironkin Assistant model. Each unit can only be repaired once per turn.';
const LOV = { faction: 'Leagues of Votann', factionKeywords: ['LEAGUES OF VOTANN'] };
const IRON = { M: 5, T: 5, Sv: 4, W: 4, Ld: 7, OC: 1, base: 32 };

/** The Iron-master alone, or with an Ironkin Assistant (`assistant`). */
function ironMaster(assistant: boolean) {
  return quickDatasheet(
    assistant ? 't:iron-master-2' : 't:iron-master',
    'Brôkhyr Iron-master',
    [
      { ...IRON, name: 'BRÔKHYR IRON-MASTER' },
      ...(assistant ? [{ ...IRON, W: 1, base: 28.5, name: 'IRONKIN ASSISTANT' }] : []),
    ],
    {
      ...LOV,
      keywords: ['INFANTRY', 'BRÔKHYR'],
      modelKeywords: [{ model: 'BRÔKHYR IRON-MASTER', keywords: ['CHARACTER', 'IRON-MASTER'] }],
      abilities: [{ name: 'Forgewrought Expertise', text: FORGEWROUGHT }],
    },
  );
}
const SAGITAUR = quickDatasheet('t:sagitaur', 'Sagitaur', [{ M: 12, T: 9, Sv: 3, W: 12, base: 60 }], {
  ...LOV,
  keywords: ['VEHICLE'],
});
const WARRIORS = quickDatasheet('t:hearthkyn', 'Hearthkyn Warriors', [{ M: 5, T: 4, Sv: 4, W: 2 }], {
  ...LOV,
  keywords: ['INFANTRY'],
});
const TARGET = quickDatasheet('t:walker', 'Walker', [{ M: 8, T: 11, Sv: 3, W: 22, base: 60 }], {
  keywords: ['VEHICLE'],
});

/**
 * Red's Movement phase, round 2: the Iron-master p1u1 at (20, 10); the Sagitaur p1u2 (6 of 12 wounds left) with its
 * base 2" from it; wounded Hearthkyn p1u3 2" from it (not VEHICLE); another Sagitaur p1u4 (6 left) 5" away; with
 * `second`, another Iron-master p1u5 2" east of p1u2 (more than 3" from the others).
 */
function battle(o: { assistant?: boolean; enhancement?: boolean; dice?: number[]; second?: boolean }) {
  return new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Leagues of Votann',
        detachment: 'Brandfast Oathband',
        units: [
          {
            datasheet: ironMaster(o.assistant ?? false),
            ...(o.enhancement ? { enhancement: 'Signature Restoration' } : {}),
          },
          { datasheet: SAGITAUR },
          { datasheet: WARRIORS },
          { datasheet: SAGITAUR },
          ...(o.second ? [{ datasheet: ironMaster(false) }] : []),
        ],
      },
      { name: 'Blue', units: [{ datasheet: TARGET }] },
    ],
    positions: {
      p1u1: { p1u1m1: { x: 20, y: 10 }, ...(o.assistant ? { p1u1m2: { x: 18, y: 10 } } : {}) },
      p1u2: { p1u2m1: { x: 20 + 0.63 + 1.18 + 2, y: 10 } },
      p1u3: { p1u3m1: { x: 20, y: 10 - 0.63 - 0.63 - 2 } },
      p1u4: { p1u4m1: { x: 20, y: 10 + 0.63 + 1.18 + 5 } },
      ...(o.second ? { p1u5: { p1u5m1: { x: 20 + 0.63 + 1.18 + 2 + 1.18 + 0.63 + 2, y: 10 } } } : {}),
      p2u1: { x: 20, y: 40 },
    },
    phase: 'movement',
    round: 2,
    cp: [0, 0],
    wounds: { p1u2m1: 6, p1u3m1: 1, p1u4m1: 6 },
    dice: o.dice ?? [],
  } as never);
}
const wounds = (g: Game, id: string) => g.state.units[id.slice(0, 4)]?.models.find((m) => m.id === id)?.wounds;
const FE = 'leagues-of-votann/brokhyr-iron-master/forgewrought-expertise';

describe('Forgewrought Expertise', () => {
  it('at the end of Red’s Movement phase: only the wounded VEHICLE within 3" is offered; the D3 is 2 (a D6 of 4, halved): 6 to 8', () => {
    const g = battle({ dice: [4] });
    g.passUntil((x) => x.pending.kind === 'rule-choice');
    expect(g.state.flow.phase).toBe('movement');
    expect(g.pending.prompt).toBe('Forgewrought Expertise (Brôkhyr Iron-master): use it or pass');
    expect(g.labels()).toEqual(['Forgewrought Expertise: repair Sagitaur (p1u2)', 'do not use Forgewrought Expertise']);
    const used = g.choose('repair Sagitaur');
    expect(g.find('rule-used', used)).toEqual([expect.objectContaining({ rule: FE, unit: 'p1u1' })]);
    expect(g.find('dice-rolled', used)).toEqual([expect.objectContaining({ faces: [4] })]);
    expect(g.find('wounds-regained', used)).toEqual([
      expect.objectContaining({ unit: 'p1u2', model: 'p1u2m1', regained: 2, remaining: 8 }),
    ]);
    expect(wounds(g, 'p1u2m1')).toBe(8);
  });

  it('with an Ironkin Assistant in the unit: up to 3 lost wounds, no roll (6 to 9)', () => {
    const g = battle({ assistant: true });
    g.passUntil((x) => x.pending.kind === 'rule-choice');
    const used = g.choose('repair Sagitaur');
    expect(g.find('dice-rolled', used)).toEqual([]);
    expect(wounds(g, 'p1u2m1')).toBe(9);
  });

  it('declined: nothing regained, the battle moves on to Blue’s turn', () => {
    const g = battle({});
    g.passUntil((x) => x.pending.kind === 'rule-choice');
    g.choose('do not use');
    expect(wounds(g, 'p1u2m1')).toBe(6);
    expect(g.state.flow).toMatchObject({ round: 2, active: 1, phase: 'movement' });
    expect(g.pending.kind).toBe('move-units');
  });

  it('each unit can only be repaired once per turn: a second Iron-master by the same Sagitaur is then not asked', () => {
    const g = battle({ dice: [4], second: true });
    g.passUntil((x) => x.pending.kind === 'rule-choice');
    expect(g.labels()).toEqual(['Forgewrought Expertise: repair Sagitaur (p1u2)', 'do not use Forgewrought Expertise']);
    const used = g.choose('repair Sagitaur');
    expect(g.find('wounds-regained', used)).toEqual([expect.objectContaining({ unit: 'p1u2', remaining: 8 })]);
    expect(g.find('effect-added', used)).toEqual([
      expect.objectContaining({
        effect: expect.objectContaining({ unit: 'p1u2', source: `${FE}#selected`, until: { kind: 'end-of-turn' } }),
      }),
    ]);
    expect(g.find('rule-used', used)).toHaveLength(1);
    expect(g.state.flow).toMatchObject({ round: 2, active: 1 });
    expect(g.pending.kind).toBe('move-units');
  });
});

describe('Signature Restoration (Brandfast Oathband)', () => {
  // "IRON-MASTER model only. Each time a friendly LEAGUES OF VOTANN model is repaired using the bearer’s Forgewrought
  // Expertise ability, that model regains 1 additional lost wound."
  it('the D3 is 2 (a D6 of 4), plus 1: 6 to 9', () => {
    const g = battle({ enhancement: true, dice: [4] });
    g.passUntil((x) => x.pending.kind === 'rule-choice');
    const used = g.choose('repair Sagitaur');
    expect(g.find('wounds-regained', used)).toEqual([
      expect.objectContaining({ unit: 'p1u2', regained: 3, remaining: 9, source: 'Forgewrought Expertise' }),
    ]);
  });

  it('with an Ironkin Assistant: 3 plus 1, 6 to 10', () => {
    const g = battle({ assistant: true, enhancement: true });
    g.passUntil((x) => x.pending.kind === 'rule-choice');
    g.choose('repair Sagitaur');
    expect(wounds(g, 'p1u2m1')).toBe(10);
  });
});
