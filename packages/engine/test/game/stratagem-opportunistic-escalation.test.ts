import { describe, expect, it } from 'vitest';
import { type Action, quickDatasheet } from '../../src/index.js';
import { Game } from './harness.js';

/**
 * OPPORTUNISTIC ESCALATION (Brandfast Oathband, 1CP, the 2025-11 export): "WHEN: Your opponent's Shooting phase, just
 * after an enemy unit has shot, if units from your army have Hostile Acquisition. TARGET: One LEAGUES OF VOTANN VEHICLE
 * unit from your army (excluding HEKATON LAND FORTRESS units) that was hit by one or more of those attacks. EFFECT:
 * Your unit can make a Normal move of up to D6"."
 */
const vehicle = (id: string, name: string, keywords: string[]) =>
  quickDatasheet(id, name, [{ M: 12, T: 6, Sv: 3, W: 6, base: 60 }], {
    minModels: 1,
    keywords: ['VEHICLE', 'LEAGUES OF VOTANN', ...keywords],
  });
const SAGITAUR = vehicle('t:sagitaur', 'Sagitaur', ['SAGITAUR']);
const HEKATON = vehicle('t:hekaton', 'Hekaton', ['HEKATON LAND FORTRESS']);
const gun = { name: 'Lasgun', range: 24, A: 1, skill: 3, S: 3, AP: 0, D: 1 };
const FOE = quickDatasheet('t:foe', 'Foe', [{ M: 6, T: 4, Sv: 4, W: 1, base: 32 }], {
  minModels: 1,
  keywords: ['INFANTRY'],
  weapons: [gun],
});

/**
 * Blue's Shooting phase: Red's Sagitaur (p1u1) at (10, 10), a second Sagitaur (p1u2) at (30, 10) and the Hekaton
 * (p1u3) at (50, 10); Blue's Foes p2u1..p2u3 12" north of each. `fortify`: Red's units have Fortify Takeover.
 */
function game(fortify = false) {
  return new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Leagues of Votann',
        detachment: 'Brandfast Oathband',
        units: [{ datasheet: SAGITAUR }, { datasheet: SAGITAUR }, { datasheet: HEKATON }],
      },
      { name: 'Blue', units: [{ datasheet: FOE }, { datasheet: FOE }, { datasheet: FOE }] },
    ],
    positions: {
      p1u1: { p1u1m1: { x: 10, y: 10 } },
      p1u2: { p1u2m1: { x: 30, y: 10 } },
      p1u3: { p1u3m1: { x: 50, y: 10 } },
      p2u1: { p2u1m1: { x: 10, y: 22 } },
      p2u2: { p2u2m1: { x: 30, y: 22 } },
      p2u3: { p2u3m1: { x: 50, y: 22 } },
    },
    phase: 'shooting',
    active: 1,
    cp: [3, 3],
    ...(fortify ? { counters: { 'player-1': { 'fortify-takeover': 1 } } } : {}),
  } as never);
}

const uses = (g: Game) => g.stratagemUses('opportunistic-escalation');

/** Blue's `foe` shoots `target`: Hit roll 5 (a hit), Wound roll 1 (fails); on to the window after it has shot. */
function shoot(g: Game, foe: string, target: string) {
  g.passWindows();
  g.withDice(5, 1);
  g.do(1, { type: 'shoot', unit: foe, attacks: [{ model: `${foe}m1`, weapon: 'Lasgun', target }] });
  for (let i = 0; i < 30 && !uses(g).length && g.pending.kind !== 'shoot'; i++) {
    const p = g.pending;
    if (p.kind === 'stratagem-window') g.do(p.player, { type: 'pass' });
    else if (p.options[0]?.kind === 'choice') g.do(p.player, p.options[0].action);
    else break;
  }
}

describe('Opportunistic Escalation (Brandfast Oathband)', () => {
  it('just after the Foe has shot: offered for the Sagitaur it hit (Hostile Acquisition)', () => {
    const g = game();
    shoot(g, 'p2u1', 'p1u1');
    expect(g.find('hits-scored', g.record.events)).toMatchObject([{ hits: 1 }]);
    expect(g.pending).toMatchObject({ player: 0, kind: 'stratagem-window' });
    expect(uses(g)).toEqual([
      { type: 'use-stratagem', stratagem: 'brandfast-oathband/opportunistic-escalation', target: 'p1u1' },
    ]);
  });

  it('not for a HEKATON LAND FORTRESS it hit, nor with Fortify Takeover', () => {
    const g = game();
    shoot(g, 'p2u3', 'p1u3');
    expect(g.find('hits-scored', g.record.events)).toMatchObject([{ hits: 1 }]);
    expect(uses(g)).toEqual([]);
    const f = game(true);
    shoot(f, 'p2u1', 'p1u1');
    expect(f.find('hits-scored', f.record.events)).toMatchObject([{ hits: 1 }]);
    expect(uses(f)).toEqual([]);
  });

  it('used (1CP): a D6 is rolled (a 4) and the Sagitaur makes a Normal move of up to 4"', () => {
    const g = game();
    shoot(g, 'p2u1', 'p1u1');
    g.withDice(4);
    const events = g.do(0, uses(g)[0] as Action);
    expect(g.find('stratagem-used', events)[0]).toMatchObject({ cp: 1, target: 'p1u1' });
    expect(g.find('dice-rolled', events)).toMatchObject([{ kind: 'normal-move', unit: 'p1u1', faces: [4] }]);
    expect(g.pending).toMatchObject({ player: 0, kind: 'rule-move' });
    const to = (x: number): Action => ({ type: 'normal-move', unit: 'p1u1', paths: { p1u1m1: [{ x, y: 10 }] } });
    expect(g.rejects(0, to(14.5))).toMatch(/4"/);
    g.do(0, to(14));
    expect(g.state.units.p1u1?.models[0]?.pos).toEqual({ x: 14, y: 10 });
    expect(g.pending.kind).not.toBe('rule-move');
  });
});
