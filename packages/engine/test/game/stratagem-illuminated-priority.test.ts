import { describe, expect, it } from 'vitest';
import { type Action, quickDatasheet } from '../../src/index.js';
import { Game } from './harness.js';

/**
 * ILLUMINATED PRIORITY (Brandfast Oathband, 1CP, the 2025-11 export): "WHEN: Your Shooting phase, just after a LEAGUES
 * OF VOTANN VEHICLE unit from your army has shot. TARGET: That LEAGUES OF VOTANN VEHICLE unit. EFFECT: Select one enemy
 * unit hit by one or more of those attacks. Until the end of the phase, each time a LEAGUES OF VOTANN INFANTRY model
 * from your army makes an attack that targets that enemy unit, re-roll a Hit roll of 1."
 */
const gun = { name: 'Ion blaster', range: 36, A: 1, skill: 3, S: 4, AP: 0, D: 1 };
const sheet = (id: string, name: string, keywords: string[]) =>
  quickDatasheet(id, name, [{ M: 6, T: 5, Sv: 4, W: 3, base: 40 }], { minModels: 1, weapons: [gun], keywords });
const SAGITAUR = sheet('t:sagitaur', 'Sagitaur', ['VEHICLE', 'LEAGUES OF VOTANN']);
const KIN = sheet('t:kin', 'Hearthkyn', ['INFANTRY', 'LEAGUES OF VOTANN']);
const ALLY = sheet('t:ally', 'Hired Guns', ['INFANTRY']);
const FOE = quickDatasheet('t:foe', 'Foe', [{ M: 6, T: 4, Sv: 7, W: 20, base: 32 }], {
  minModels: 1,
  keywords: ['INFANTRY'],
});

/** Red's Shooting phase: Sagitaur p1u1, Hearthkyn p1u2, Hired Guns p1u3; Blue's Foes p2u1 and p2u2, 12" away. */
function game() {
  return new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Leagues of Votann',
        detachment: 'Brandfast Oathband',
        units: [{ datasheet: SAGITAUR }, { datasheet: KIN }, { datasheet: ALLY }],
      },
      { name: 'Blue', units: [{ datasheet: FOE }, { datasheet: FOE }] },
    ],
    positions: {
      p1u1: { p1u1m1: { x: 10, y: 10 } },
      p1u2: { p1u2m1: { x: 14, y: 10 } },
      p1u3: { p1u3m1: { x: 18, y: 10 } },
      p2u1: { p2u1m1: { x: 10, y: 22 } },
      p2u2: { p2u2m1: { x: 20, y: 22 } },
    },
    phase: 'shooting',
    cp: [3, 3],
  } as never);
}

const uses = (g: Game) => g.stratagemUses('illuminated-priority');

/** `unit` shoots `target` with these dice (the Hit roll first); on until the next unit can be selected or a window. */
function shoot(g: Game, unit: string, target: string, ...dice: number[]) {
  g.passWindows();
  g.withDice(...dice);
  g.do(0, { type: 'shoot', unit, attacks: [{ model: `${unit}m1`, weapon: 'Ion blaster', target }] });
  for (let i = 0; i < 30 && !uses(g).length && g.pending.kind !== 'shoot'; i++) {
    const p = g.pending;
    if (p.kind === 'stratagem-window') g.do(p.player, { type: 'pass' });
    else if (p.options[0]?.kind === 'choice') g.do(p.player, p.options[0].action);
    else break;
  }
}

const rerolls = (g: Game) => g.find('die-rerolled', g.record.events).map((e) => [e.from, e.to]);

/** The Sagitaur hits the first Foe (Hit roll 5, Wound roll 1) and Illuminated Priority is used against it. */
function illuminate() {
  const g = game();
  shoot(g, 'p1u1', 'p2u1', 5, 1);
  const events = g.do(0, uses(g)[0] as Action);
  return { g, events };
}

describe('Illuminated Priority (Brandfast Oathband)', () => {
  it('just after the Sagitaur has shot: offered against the enemy unit it hit only', () => {
    const g = game();
    shoot(g, 'p1u1', 'p2u1', 5, 1);
    expect(uses(g)).toEqual([
      { type: 'use-stratagem', stratagem: 'brandfast-oathband/illuminated-priority', target: 'p1u1', enemy: 'p2u1' },
    ]);
  });

  it('used (1CP): an effect on that Foe until the end of the phase', () => {
    const { g, events } = illuminate();
    expect(g.find('stratagem-used', events)[0]).toMatchObject({ cp: 1, target: 'p1u1' });
    expect(g.find('effect-added', events)[0]?.effect).toMatchObject({
      unit: 'p2u1',
      player: 0,
      rule: 'leagues-of-votann/brandfast-oathband/illuminated-priority',
      until: { kind: 'end-of-phase' },
    });
  });

  it('the Hearthkyn (LEAGUES OF VOTANN INFANTRY) re-roll their Hit roll of 1 against that Foe (to 4: a hit)', () => {
    const { g } = illuminate();
    shoot(g, 'p1u2', 'p2u1', 1, 4, 1);
    expect(rerolls(g)).toEqual([[1, 4]]);
    expect(g.find('hits-scored', g.record.events).at(-1)).toMatchObject({ hits: 1 });
  });

  it('the 1 stands against the other Foe, and for the Hired Guns (not LEAGUES OF VOTANN)', () => {
    const { g } = illuminate();
    shoot(g, 'p1u2', 'p2u2', 1);
    shoot(g, 'p1u3', 'p2u1', 1);
    expect(rerolls(g)).toEqual([]);
    expect(g.find('hits-scored', g.record.events).map((e) => e.hits)).toEqual([1, 0, 0]);
  });
});
