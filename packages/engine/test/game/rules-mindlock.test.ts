import { describe, expect, it } from 'vitest';
import { quickDatasheet } from '../../src/index.js';
import { ccw, GUARD } from './fixtures.js';
import { Game } from './harness.js';

// Mindlock (Munitorum Servitors, seed 001): "While a friendly REGIMENTAL ENGINSEER model is leading this unit, improve
// the Ballistic Skill and Weapon Skill characteristics of ranged and melee weapons equipped by MUNITORUM SERVITOR models
// in this unit by 1." SERVITOR RETINUE: "this unit can join one other unit from your army that is being led by a
// REGIMENTAL ENGINSEER ... every model in this unit counts as being part of that Bodyguard unit".
const AM = 'Astra Militarum';
const MINDLOCK =
  'While a friendly REGIMENTAL ENGINSEER model is leading this unit, improve the Ballistic Skill and Weapon Skill characteristics of ranged and melee weapons equipped by MUNITORUM SERVITOR models in this unit by 1.';
const SQUAD = quickDatasheet('t:squad', 'Infantry Squad', [{ M: 6, T: 3, Sv: 5, W: 1, Ld: 7, OC: 2, base: 25 }], {
  faction: AM,
  minModels: 5,
  weapons: [ccw],
});
const ENGINSEER = quickDatasheet('t:enginseer', 'Enginseer', [{ M: 6, T: 4, Sv: 3, W: 3, Ld: 7, OC: 1, base: 32 }], {
  faction: AM,
  keywords: ['INFANTRY', 'CHARACTER', 'REGIMENTAL ENGINSEER'],
  core: ['Leader'],
  leads: ['Infantry Squad'],
  weapons: [ccw],
});
const OFFICER = quickDatasheet('t:officer', 'Officer', [{ M: 6, T: 3, Sv: 5, W: 3, Ld: 7, OC: 1, base: 25 }], {
  faction: AM,
  keywords: ['INFANTRY', 'CHARACTER', 'OFFICER'],
  core: ['Leader'],
  leads: ['Infantry Squad'],
  weapons: [ccw],
});
const SERVITORS = quickDatasheet(
  't:servitors',
  'Munitorum Servitors',
  [{ M: 5, T: 3, Sv: 4, W: 1, Ld: 8, OC: 1, base: 32 }],
  {
    faction: AM,
    minModels: 4,
    keywords: ['INFANTRY', 'IMPERIUM', 'MUNITORUM SERVITORS'],
    weapons: [{ name: 'Servitor gun', range: 24, A: 1, skill: 5, S: 4, AP: 0, D: 1 }, ccw],
    abilities: [{ name: 'Mindlock', text: MINDLOCK }],
    sections: [{ name: 'SERVITOR RETINUE', text: 'At the start of the Declare Battle Formations step, ...' }],
  },
);

/** The Squad (p1u1) led by `leader` (p1u2), the Servitors (p1u3) joined to it, or on their own. */
function game(leader: typeof ENGINSEER, joined: boolean, dice: number[]) {
  return new Game({
    armies: [
      { name: 'Red', faction: AM, units: [{ datasheet: SQUAD }, { datasheet: leader }, { datasheet: SERVITORS }] },
      { name: 'Blue', units: [{ datasheet: GUARD }] },
    ],
    attach: [{ leader: 'p1u2', bodyguard: 'p1u1' }],
    ...(joined ? { join: [{ unit: 'p1u3', bodyguard: 'p1u1' }] } : {}),
    positions: { p1u1: { x: 20, y: 10 }, ...(joined ? {} : { p1u3: { x: 40, y: 10 } }), p2u1: { x: 30, y: 28 } },
    phase: 'shooting',
    dice,
  });
}

// Four Servitor gun shots (BS5+), four Hit rolls of 4, then Wound rolls of 1.
const DICE = [4, 4, 4, 4, 1, 1, 1, 1];
const hits = (g: Game, shooter: string) => g.find('hits-scored', g.choose(`${shooter} shoots Guard`))[0];

describe('Mindlock in the game', () => {
  it('joined to a unit a REGIMENTAL ENGINSEER leads: BS5+ improved to 4+, the four 4s hit', () => {
    const g = game(ENGINSEER, true, DICE);
    expect(hits(g, 'Infantry Squad (p1u1)')).toMatchObject({ weapon: 'Servitor gun', attacks: 4, hits: 4 });
  });

  it('joined to a unit another Leader leads: BS5+, the 4s miss', () => {
    const g = game(OFFICER, true, DICE);
    expect(hits(g, 'Infantry Squad (p1u1)')).toMatchObject({ weapon: 'Servitor gun', attacks: 4, hits: 0 });
  });

  it('on their own: BS5+, the 4s miss', () => {
    const g = game(ENGINSEER, false, DICE);
    expect(hits(g, 'Munitorum Servitors (p1u3)')).toMatchObject({ weapon: 'Servitor gun', attacks: 4, hits: 0 });
  });
});
