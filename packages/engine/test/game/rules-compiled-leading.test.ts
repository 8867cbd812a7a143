import { afterEach, describe, expect, it } from 'vitest';
import { rangedChoices } from '../../src/game/attacks/targeting.js';
import { chargeReason } from '../../src/game/charge/eligibility.js';
import {
  compileCatalogue,
  compiledRuleDefs,
  type Datasheet,
  type GameState,
  setCompiledRules,
  type UnitState,
} from '../../src/index.js';
import { grimnyr, hearthkyn, rifles } from '../rules/fixtures.js';
import { row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Rules compiled from their text whose one condition is "While this model is leading a unit" apply in the game to the
 * unit the Leader leads (rules/text/defs.ts gameRow, game/unit-rules.ts standingRows): the Grey Knights' Clarion of
 * Haste, Haloed in Soulfire and Zealous Path (their texts as the 2025-11 export prints them), here on a Leader that
 * leads ten Hearthkyn Warriors.
 */

const CLARION = {
  name: 'Clarion of Haste (Psychic)',
  text: 'While this model is leading a unit, that unit is eligible to declare a charge in a turn in which it Advanced.',
};
const HALOED = {
  name: 'Haloed in Soulfire (Psychic)',
  text: 'While this model is leading a unit, that unit can only be selected as the target of a ranged attack if the attacking model is within 18".',
};
const ZEALOUS = {
  name: 'Zealous Path',
  text: 'While this model is leading a unit, you can re-roll Charge rolls made for that unit.',
};

function leader(ability: { name: string; text: string }): Datasheet {
  const ds = grimnyr('');
  ds.abilities.datasheet = [ability];
  return ds;
}

function compile(ability: { name: string; text: string }) {
  const texts = compileCatalogue({
    datasheets: [leader(ability)],
    stratagems: [],
    detachments: [],
    enhancements: [],
    factions: [],
  });
  const defs = compiledRuleDefs(texts);
  setCompiledRules(defs);
  return defs;
}

afterEach(() => setCompiledRules([]));

/** Red: ten Hearthkyn Warriors (p1u1), led by the Leader (p1u2) where `led`; Blue: ten rifles (24") at y. */
function battle(ability: { name: string; text: string }, led: boolean, y: number, rest: object = {}) {
  return new Game({
    armies: [
      { name: 'Red', units: [{ datasheet: hearthkyn() }, { datasheet: leader(ability) }] },
      { name: 'Blue', units: [{ datasheet: rifles() }] },
    ],
    ...(led ? { attach: [{ leader: 'p1u2', bodyguard: 'p1u1' }] } : {}),
    positions: {
      p1u1: led ? { x: 10, y: 10 } : row('p1u1', 10, 5, 10, 1.2),
      ...(led ? {} : { p1u2: row('p1u2', 3, 30, 5, 1.2) }),
      p2u1: row('p2u1', 10, 5, y, 1.2),
    },
    ...rest,
  });
}

describe('compiled "while this model is leading a unit" rows', () => {
  it('each compiles to a definition the game applies (automated)', () => {
    for (const a of [CLARION, HALOED, ZEALOUS]) {
      const [def] = compile(a);
      expect(def?.support).toMatchObject({ calculator: 'n/a', game: 'automated' });
    }
    const [zealous] = compile(ZEALOUS);
    expect(zealous?.windows).toEqual([
      {
        when: [{ window: 'after-roll', turn: 'either', phases: ['charge'], rolls: ['charge'] }],
        handler: 'reroll-charge',
        optional: true,
      },
    ]);
  });
});

describe('Haloed in Soulfire: "that unit can only be selected as the target of a ranged attack if the attacking model is within 18""', () => {
  // Blue's rifles (24") at y = 32: about 20" from the Hearthkyn's front rank; at y = 28, about 16".
  const targets = (led: boolean, y: number) => {
    compile(HALOED);
    const g = battle(HALOED, led, y, { phase: 'shooting', active: 1 });
    const u = g.state.units.p2u1 as UnitState;
    return [...new Set(rangedChoices(g.state, u).flatMap((c) => c.targets))];
  };

  it('led, 20" away: the unit cannot be targeted', () => {
    expect(targets(true, 32)).toEqual([]);
  });

  it('led, 16" away: it can', () => {
    expect(targets(true, 28)).toEqual(['p1u1']);
  });

  it('not led (the Leader on its own 25" away), 20" away: the Hearthkyn can be targeted', () => {
    expect(targets(false, 32)).toEqual(['p1u1']);
  });
});

describe('Clarion of Haste: "that unit is eligible to declare a charge in a turn in which it Advanced"', () => {
  const advanced = (led: boolean): GameState => {
    compile(CLARION);
    const g = battle(CLARION, led, 25, { phase: 'charge' });
    const u = g.state.units.p1u1 as UnitState;
    return { ...g.state, units: { ...g.state.units, p1u1: { ...u, history: { ...u.history, movement: 'advance' } } } };
  };

  it('led: the Hearthkyn may declare a charge after Advancing', () => {
    const s = advanced(true);
    expect(chargeReason(s, s.units.p1u1 as UnitState)).toBeNull();
  });

  it('not led: they may not', () => {
    const s = advanced(false);
    expect(chargeReason(s, s.units.p1u1 as UnitState)).toBe('it Advanced this turn');
  });
});

describe('Zealous Path: "you can re-roll Charge rolls made for that unit"', () => {
  // Red's Shooting phase ends; the Hearthkyn are about 9" from the rifles; a Charge roll of 2+2 fails, 6+4 reaches.
  const charge = (led: boolean) => {
    compile(ZEALOUS);
    const g = battle(ZEALOUS, led, 21, { phase: 'shooting', dice: [2, 2, 6, 4] });
    g.passUntil((x) => x.pending.kind === 'declare-charge');
    g.choose('Rifle Squad');
    return g;
  };

  it('led: the Charge roll of 2+2 is offered a re-roll: 6+4', () => {
    const g = charge(true);
    expect(g.labels()).toEqual(['Zealous Path: re-roll the Charge roll (2+2)', 'do not use Zealous Path']);
    const ev = g.choose('re-roll the Charge roll');
    expect(ev.filter((e) => e.type === 'die-rerolled').map((e) => e.type === 'die-rerolled' && e.to)).toEqual([6, 4]);
  });

  it('not led: no re-roll, the charge fails on the 4', () => {
    const g = charge(false);
    expect(g.find('charge-failed', g.last)[0]).toMatchObject({ unit: 'p1u1', roll: 4 });
  });
});
