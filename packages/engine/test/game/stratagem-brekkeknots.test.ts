import { describe, expect, it } from 'vitest';
import { type Action, quickDatasheet } from '../../src/index.js';
import { ccw, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * BRËKKEKNOTS (Hearthband, 1CP, the 2025-11 export): "WHEN: Your opponent's Shooting phase or the Fight phase, just
 * after an enemy unit has selected its targets. TARGET: One KÂHL, ÛTHAR THE DESTINED or EINHYR HEARTHGUARD unit from
 * your army that was selected as the target of one or more of the attacking unit's attacks. EFFECT: Until the end of
 * the phase, models in your unit have a 4+ invulnerable save."
 */
const HEARTHGUARD = quickDatasheet('t:hearthguard', 'Hearthguard', [{ M: 5, T: 5, Sv: 4, W: 2, base: 40 }], {
  minModels: 2,
  keywords: ['INFANTRY', 'EINHYR HEARTHGUARD'],
  weapons: [ccw],
});
const WARRIORS = quickDatasheet('t:warriors', 'Warriors', [{ M: 5, T: 5, Sv: 4, W: 2, base: 28 }], {
  minModels: 2,
  keywords: ['INFANTRY'],
  weapons: [ccw],
});
const lascannon = { name: 'Lascannon', range: 48, A: 1, skill: 3, S: 12, AP: -3, D: 1 };
const GUNNERS = quickDatasheet('t:gunners', 'Gunners', [{ M: 6, T: 4, Sv: 3, W: 1, base: 32 }], {
  minModels: 1,
  weapons: [lascannon, ccw],
});

/** Blue's Shooting phase: Blue's Gunner 20" from Red's Hearthguard (p1u1) and Warriors (p1u2). */
function shooting() {
  return new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Leagues of Votann',
        detachment: 'Hearthband',
        units: [{ datasheet: HEARTHGUARD }, { datasheet: WARRIORS }],
      },
      { name: 'Blue', units: [{ datasheet: GUNNERS }] },
    ] as never,
    positions: { p1u1: row('p1u1', 2, 10, 10, 2), p1u2: row('p1u2', 2, 30, 10), p2u1: row('p2u1', 1, 20, 30) },
    phase: 'shooting',
    active: 1,
    cp: [3, 3],
  });
}

/** The Gunner's lascannon at `target`: hit 4, wound 4 (S12 against T5: 2+), then the save die `save`. */
function shoot(g: Game, target: string, save: number) {
  g.withDice(4, 4, save);
  g.do(1, { type: 'shoot', unit: 'p2u1', attacks: [{ model: 'p2u1m1', weapon: 'Lascannon', target }] });
}

const uses = (g: Game) => g.stratagemUses('hearthband/brekkeknots');

function saveOf(g: Game) {
  g.passUntil((x) => x.find('save-result', x.record.events).length > 0 || x.pending.kind === 'allocate-attack', 40);
  if (g.pending.kind === 'allocate-attack') g.choose('p1u1m1');
  g.passUntil((x) => x.find('save-result', x.record.events).length > 0, 40);
  return g.find('save-result', g.record.events)[0];
}

describe('Brëkkeknots (Hearthband)', () => {
  it('offered just after the enemy unit selects an EINHYR HEARTHGUARD target: the 4+ invulnerable save, a 4 saves', () => {
    const g = shooting();
    shoot(g, 'p1u1', 4);
    expect(g.pending).toMatchObject({ player: 0, kind: 'stratagem-window' });
    expect(uses(g)).toEqual([{ type: 'use-stratagem', stratagem: 'hearthband/brekkeknots', target: 'p1u1' }]);
    const events = g.do(0, uses(g)[0] as Action);
    expect(g.find('stratagem-used', events)[0]).toMatchObject({ cp: 1, target: 'p1u1' });
    expect(g.find('effect-added', events)[0]?.effect).toMatchObject({ unit: 'p1u1', until: { kind: 'end-of-phase' } });
    expect(saveOf(g)).toMatchObject({ unit: 'p1u1', kind: 'invulnerable', threshold: 4, face: 4, passed: true });
  });

  it('without it: Sv 4+ against AP-3 needs a 7: no save is rolled, the wound goes through', () => {
    const g = shooting();
    shoot(g, 'p1u1', 4);
    g.passWindows();
    expect(saveOf(g)).toMatchObject({ unit: 'p1u1', threshold: 7, face: null, passed: false });
  });

  it('not offered for a unit without one of the three keywords', () => {
    const g = shooting();
    shoot(g, 'p1u2', 4);
    expect(uses(g)).toEqual([]);
  });
});
