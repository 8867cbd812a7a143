import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../src/index.js';
import { quickDatasheet } from '../../src/index.js';
import { deepFreeze, Game } from './harness.js';

/**
 * Sanctified Kill Zone (Grey Knights, Warpbane Task Force, seed 002), 1CP: "WHEN: Your Shooting phase or the Fight
 * phase. TARGET: One unit from your army that has not been selected to shoot or fight this phase and that is wholly
 * within your army's Hallowed Ground. EFFECT: Until the end of the phase, each time a model in your unit makes an
 * attack, re-roll a Wound roll of 1, or, re-roll the Wound roll instead if your unit is a PURIFIER SQUAD."
 *
 * Hallowed Ground (seed 002): "Your deployment zone is always within your army's Hallowed Ground. - The area of the
 * battlefield within 6" of one or more PURIFIER SQUAD units from your army is within your army's Hallowed Ground.
 * - At the start of any phase, if you control at least half of the objective markers within No Man's Land, until
 * the end of that phase, No Man's Land is within your army's Hallowed Ground. - [the same for] your opponent's
 * deployment zone." Its effect (2025-11 export): "re-roll a Hit roll of 1. If that unit is a PURIFIER SQUAD and/or
 * is wholly within your army's Hallowed Ground, you can re-roll the Hit roll instead."
 *
 * The mission: Red's deployment zone is y 0-12, Blue's y 32-44; objective markers centre (30, 22), west (12, 22),
 * east (48, 22) in No Man's Land, home-1 (20, 6) in Red's zone, home-2 (40, 38) in Blue's.
 */
const psilencer = { name: 'Storm bolter', range: 48, A: 1, skill: 3, S: 4, AP: 0, D: 1 };
const sheet = (id: string, name: string, keywords: string[]) =>
  quickDatasheet(id, name, [{ M: 6, T: 4, Sv: 3, W: 2, base: 32 }], {
    minModels: 1,
    weapons: [psilencer],
    keywords: ['INFANTRY', 'GREY KNIGHTS', ...keywords],
  });
const STRIKE = sheet('t:strike', 'Strike Squad', []);
const PURIFIERS = sheet('t:purifiers', 'Purifier Squad', ['PURIFIER SQUAD']);
const FOE = quickDatasheet('t:foe', 'Foe', [{ M: 6, T: 4, Sv: 7, W: 10, base: 32 }], { minModels: 1 });

/**
 * Red's Shooting phase, at its start. Strike Squads p1u1 in Red's zone (10, 6), p1u2 in No Man's Land (30, 18),
 * p1u4 4" from the Purifier Squad p1u3 (50, 20) in No Man's Land; Blue's Foe (10, 26) in No Man's Land. `control`:
 * the objective markers' controllers.
 */
function game(control: (0 | 1 | null)[] = [null, null, null, null, null]) {
  const g = new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Grey Knights',
        detachment: 'Warpbane Task Force',
        units: [{ datasheet: STRIKE }, { datasheet: STRIKE }, { datasheet: PURIFIERS }, { datasheet: STRIKE }],
      },
      { name: 'Blue', units: [{ datasheet: FOE }] },
    ],
    positions: {
      p1u1: { p1u1m1: { x: 10, y: 6 } },
      p1u2: { p1u2m1: { x: 30, y: 18 } },
      p1u3: { p1u3m1: { x: 50, y: 20 } },
      p1u4: { p1u4m1: { x: 50, y: 24 } },
      p2u1: { p2u1m1: { x: 10, y: 26 } },
    },
    phase: 'shooting',
    cp: [3, 3],
  });
  g.state = deepFreeze({ ...g.state, control } as GameState);
  return g;
}

const use = (target: string): Action => ({
  type: 'use-stratagem',
  stratagem: 'warpbane-task-force/sanctified-kill-zone',
  target,
});

/** `unit` shoots the Foe with these dice (a Hit roll, a Wound roll, a re-roll...), to the end of its attacks. */
function shoot(g: Game, unit: string, ...dice: number[]) {
  g.passWindows();
  g.withDice(...dice);
  g.do(0, { type: 'shoot', unit, attacks: [{ model: `${unit}m1`, weapon: 'Storm bolter', target: 'p2u1' }] });
  g.passUntil((x) => x.find('attack-ended', x.record.events).length > 0, 30);
}

const rerolled = (g: Game) => g.find('die-rerolled', g.record.events).map((e) => [e.from, e.to]);

describe('Sanctified Kill Zone: "wholly within your army’s Hallowed Ground"', () => {
  it('is offered for the unit in your deployment zone and those within 6" of the PURIFIER SQUAD, not in No Man’s Land', () => {
    const g = game();
    expect(g.pending).toMatchObject({ player: 0, kind: 'stratagem-window' });
    expect(g.stratagemUses('sanctified-kill-zone')).toEqual([use('p1u1'), use('p1u3'), use('p1u4')]);
  });

  it('controlling 2 of the 3 objective markers in No Man’s Land puts it in the Hallowed Ground (1 of 3 does not)', () => {
    expect(game([0, 0, 1, null, null]).stratagemUses('sanctified-kill-zone')).toEqual([
      use('p1u1'),
      use('p1u2'),
      use('p1u3'),
      use('p1u4'),
    ]);
    expect(game([0, 1, 1, 0, null]).stratagemUses('sanctified-kill-zone')).toEqual([
      use('p1u1'),
      use('p1u3'),
      use('p1u4'),
    ]);
  });

  it('re-rolls the unit’s Wound roll of 1 (Hit 5, Wound 1 re-rolled to 4)', () => {
    const g = game();
    const events = g.do(0, use('p1u1'));
    expect(g.find('stratagem-used', events)).toMatchObject([
      { player: 0, cp: 1, manual: false, target: 'p1u1', stratagem: 'warpbane-task-force/sanctified-kill-zone' },
    ]);
    expect(g.find('effect-added', events)[0]?.effect).toMatchObject({ unit: 'p1u1', until: { kind: 'end-of-phase' } });
    shoot(g, 'p1u1', 5, 1, 4, 1);
    expect(rerolled(g)).toEqual([[1, 4]]);
    expect(g.find('wounds-scored', g.record.events)).toMatchObject([{ wounds: 1 }]);
  });

  it('without it the Wound roll of 1 stands', () => {
    const g = game();
    shoot(g, 'p1u1', 5, 1);
    expect(rerolled(g)).toEqual([]);
    expect(g.find('wounds-scored', g.record.events)).toMatchObject([{ wounds: 0 }]);
  });
});

describe('Hallowed Ground in the game: the Hit roll is re-rolled wholly within it, a Hit roll of 1 elsewhere', () => {
  it('the unit in your deployment zone re-rolls a failed Hit roll of 2', () => {
    const g = game();
    shoot(g, 'p1u1', 2, 5, 1);
    expect(rerolled(g)).toEqual([[2, 5]]);
  });

  it('the unit in No Man’s Land does not re-roll the 2 (it re-rolls a 1)', () => {
    const g = game();
    shoot(g, 'p1u2', 2);
    expect(rerolled(g)).toEqual([]);
    const h = game();
    shoot(h, 'p1u2', 1, 2);
    expect(rerolled(h)).toEqual([[1, 2]]);
  });

  it('the unit 4" from the PURIFIER SQUAD re-rolls the 2', () => {
    const g = game();
    shoot(g, 'p1u4', 2, 5, 1);
    expect(rerolled(g)).toEqual([[2, 5]]);
  });
});
