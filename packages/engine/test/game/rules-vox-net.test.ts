import { describe, expect, it } from 'vitest';
import type { Datasheet } from '../../src/index.js';
import { quickDatasheet, ruleById } from '../../src/index.js';
import { GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Vox-net (Leman Russ Commander, Rogal Dorn Commander, 2025-11 export): "Each time this model issues an Order, it can
 * issue it to an eligible unit up to 12" away." Voice of Command: "select one eligible friendly unit within 6" of that
 * Officer model to issue it to". Its ORDERS section: "This OFFICER can issue up to 2 Orders to SQUADRON units."
 */
function commander(voxNet: boolean): Datasheet {
  const ds = quickDatasheet('t:lrc', 'Leman Russ Commander', [{ M: 10, T: 11, Sv: 2, W: 13, Ld: 6, OC: 3, base: 32 }], {
    faction: 'Astra Militarum',
    keywords: ['VEHICLE', 'CHARACTER', 'OFFICER'],
    factionKeywords: ['ASTRA MILITARUM'],
  });
  ds.abilities.faction = ['Voice of Command'];
  if (voxNet)
    ds.abilities.datasheet.push({
      name: 'Vox-net',
      text: 'Each time this model issues an Order, it can issue it to an eligible unit up to 12" away.',
    });
  ds.officer = { orders: 2, keywords: [['SQUADRON']] };
  return ds;
}
const RUSS = quickDatasheet('t:russ', 'Russ', [{ M: 10, T: 11, Sv: 2, W: 13, Ld: 7, OC: 3, base: 32 }], {
  faction: 'Astra Militarum',
  keywords: ['VEHICLE', 'SQUADRON'],
  factionKeywords: ['ASTRA MILITARUM'],
});

/**
 * Red's Command phase, every model on a 32mm base: the Commander p1u1 at (10, 10); Russ p1u2 at (20, 10) (8.7" apart,
 * base to base), Russ p1u3 at (10, 30) (18.7").
 */
function game(voxNet: boolean) {
  return new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Astra Militarum',
        detachment: 'Combined Regiment',
        armyRules: ['Voice of Command'],
        units: [{ datasheet: commander(voxNet) }, { datasheet: RUSS }, { datasheet: RUSS }],
      },
      { name: 'Blue', units: [{ datasheet: GUARD }] },
    ],
    positions: {
      p1u1: { p1u1m1: { x: 10, y: 10 } },
      p1u2: { p1u2m1: { x: 20, y: 10 } },
      p1u3: { p1u3m1: { x: 10, y: 30 } },
      p2u1: row('p2u1', 10, 8, 40, 1.2),
    },
    round: 1,
    phase: 'command',
    active: 0,
    firstPlayer: 0,
  } as never);
}

describe('Vox-net: an Officer issues its Orders up to 12" away', () => {
  it('is a row the game reads: order-range 12", on both Commanders', () => {
    for (const ds of ['leman-russ-commander', 'rogal-dorn-commander'])
      expect(ruleById(`astra-militarum/${ds}/vox-net`)?.effects).toEqual([{ kind: 'order-range', inches: 12 }]);
  });

  it('with Vox-net: each Order offered to the Russ 10" away, none to the one 20" away', () => {
    const g = game(true);
    g.passUntil((x) => x.pending.kind === 'rule-choice');
    const offered = g.labels().filter((l) => l.startsWith('Voice of Command: Leman Russ Commander'));
    expect(offered).toHaveLength(6);
    expect(offered.every((l) => l.endsWith('to Russ (p1u2)'))).toBe(true);
    expect(offered).toContain('Voice of Command: Leman Russ Commander (p1u1m1) issues Take Aim! to Russ (p1u2)');
  });

  it('without it: 6" only, so no Order to the Russ 10" away (no Orders decision at all)', () => {
    const g = game(false);
    g.passUntil((x) => x.pending.kind === 'rule-choice' || x.state.flow.phase === 'movement');
    expect(g.pending.kind).not.toBe('rule-choice');
    expect(g.state.flow.phase).toBe('movement');
  });
});
