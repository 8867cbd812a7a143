import { describe, expect, it } from 'vitest';
import { characteristic } from '../../src/game/characteristics.js';
import type { Action, GameState, ScenarioSetup, UnitState } from '../../src/index.js';
import { quickDatasheet } from '../../src/index.js';
import { Game } from './harness.js';

/**
 * Assailed From Every Angle (Leagues of Votann, Persecution Prospect; seed 004, "LEAGUES OF VOTANN" from the 2025-11
 * export): "LEAGUES OF VOTANN units from your army have the following ability: Guerrilla Adepts: In your Shooting
 * phase, just after this unit is selected to shoot, this unit can use this ability. If it does, select one enemy unit
 * (excluding MONSTERS and VEHICLES). Until the end of the phase, attacks made by models in this unit can only target
 * that enemy unit (and only if it is an eligible target) and, after resolving those attacks, if one or more of those
 * attacks hit that enemy unit, until the start of your next Shooting phase, that enemy unit is assailed ... If that
 * unit is already assailed, until the start of your next Shooting phase, it is also pinned. While a unit is pinned,
 * subtract 2" from its Move characteristic and subtract 2 from Charge rolls made for it."
 *
 * Ranger Tactics (seed 004), 1CP: "WHEN: Your Shooting phase. TARGET: One unit from your army that has not been
 * selected to shoot this phase. EFFECT: Until the end of the phase, each time a model in your unit makes an attack,
 * if that attack targets an assailed unit and/or if your unit has the HERNKYN keyword, you can re-roll the Hit roll."
 */
const RULE = 'leagues-of-votann/persecution-prospect/assailed-from-every-angle';
const gun = { name: 'Ion blaster', range: 24, A: 1, skill: 3, S: 4, AP: 0, D: 1 };
const KIN = quickDatasheet('t:kin', 'Hearthkyn', [{ M: 5, T: 4, Sv: 4, W: 1, base: 28 }], {
  minModels: 1,
  weapons: [gun],
  keywords: ['INFANTRY', 'LEAGUES OF VOTANN'],
});
const ALLY = quickDatasheet('t:ally', 'Hired Guns', [{ M: 6, T: 3, Sv: 5, W: 1, base: 28 }], {
  minModels: 1,
  weapons: [gun],
  keywords: ['INFANTRY'],
});
const foe = (id: string, keywords: string[]) =>
  quickDatasheet(id, 'Foe', [{ M: 6, T: 4, Sv: 7, W: 20, base: 32 }], { minModels: 1, keywords });

/**
 * Red's Shooting phase: Hearthkyn p1u1 and p1u2, Hired Guns p1u3 (not LEAGUES OF VOTANN); Blue's Foe p2u1 (INFANTRY),
 * p2u2 (VEHICLE), p2u3 (INFANTRY), each 12" away.
 */
function game(counters?: Record<string, Record<string, number>>) {
  return new Game({ ...setup(counters), phase: 'shooting', cp: [3, 3] });
}

function setup(
  counters?: Record<string, Record<string, number>>,
): Pick<ScenarioSetup, 'armies' | 'positions' | 'counters'> {
  return {
    armies: [
      {
        name: 'Red',
        faction: 'Leagues of Votann',
        detachment: 'Persecution Prospect',
        units: [{ datasheet: KIN }, { datasheet: KIN }, { datasheet: ALLY }],
      },
      {
        name: 'Blue',
        units: [
          { datasheet: foe('t:foe', ['INFANTRY']) },
          { datasheet: foe('t:tank', ['VEHICLE']) },
          { datasheet: foe('t:foe', ['INFANTRY']) },
        ],
      },
    ],
    positions: {
      p1u1: { p1u1m1: { x: 10, y: 10 } },
      p1u2: { p1u2m1: { x: 14, y: 10 } },
      p1u3: { p1u3m1: { x: 18, y: 10 } },
      p2u1: { p2u1m1: { x: 10, y: 22 } },
      p2u2: { p2u2m1: { x: 20, y: 22 } },
      p2u3: { p2u3m1: { x: 30, y: 22 } },
    },
    ...(counters ? { counters } : {}),
  };
}

const shootAction = (unit: string, target: string): Action => ({
  type: 'shoot',
  unit,
  attacks: [{ model: `${unit}m1`, weapon: 'Ion blaster', target }],
});

/** `unit` is selected to shoot `target` with these dice (the Hit roll first). */
function select(g: Game, unit: string, target: string, ...dice: number[]) {
  g.passWindows();
  g.withDice(...dice);
  return g.do(0, shootAction(unit, target));
}

const finish = (g: Game) => {
  g.passUntil((x) => x.pending.kind === 'shoot' || x.state.flow.phase !== 'shooting', 30);
};

const counters = (s: GameState, unit: string) => s.counters?.[unit] ?? {};

describe('Guerrilla Adepts (Assailed From Every Angle)', () => {
  it('just after the unit is selected to shoot the INFANTRY Foe, its player is asked; a hit makes the Foe assailed', () => {
    const g = game();
    select(g, 'p1u1', 'p2u1', 5, 1);
    expect(g.pending).toMatchObject({ player: 0, kind: 'rule-choice' });
    expect(g.pending.options.map((o) => o.kind === 'choice' && o.action)).toEqual([
      { type: 'use-rule', rule: RULE, enemy: 'p2u1' },
      { type: 'pass' },
    ]);
    // The attacks wait for the answer.
    expect(g.state.attack).toBeNull();
    const used = g.do(0, { type: 'use-rule', rule: RULE, enemy: 'p2u1' });
    expect(g.find('rule-used', used)).toMatchObject([
      { type: 'rule-used', player: 0, rule: RULE, unit: 'p1u1', enemy: 'p2u1' },
    ]);
    finish(g);
    expect(g.find('counter-set', g.record.events)).toMatchObject([
      { type: 'counter-set', holder: 'p2u1', counter: 'assailed', value: 1, rule: RULE },
    ]);
    expect(counters(g.state, 'p2u1')).toEqual({ assailed: 1 });
  });

  it('a second unit’s hit on the assailed Foe pins it: 2" off its Move', () => {
    const g = game();
    select(g, 'p1u1', 'p2u1', 5, 1);
    g.do(0, { type: 'use-rule', rule: RULE, enemy: 'p2u1' });
    finish(g);
    select(g, 'p1u2', 'p2u1', 6, 1);
    g.do(0, { type: 'use-rule', rule: RULE, enemy: 'p2u1' });
    finish(g);
    expect(counters(g.state, 'p2u1')).toEqual({ assailed: 1, pinned: 1 });
    const u = g.state.units.p2u1 as UnitState;
    expect(characteristic(g.state, u, u.models[0] as UnitState['models'][number], 'M').value).toBe(4);
  });

  it('a miss (a Hit roll of 2) leaves the Foe unlabelled', () => {
    const g = game();
    select(g, 'p1u1', 'p2u1', 2);
    g.do(0, { type: 'use-rule', rule: RULE, enemy: 'p2u1' });
    finish(g);
    expect(g.find('counter-set', g.record.events)).toEqual([]);
  });

  it('declined: the attacks go ahead and nothing is labelled', () => {
    const g = game();
    select(g, 'p1u1', 'p2u1', 5, 1);
    const events = g.do(0, { type: 'pass' });
    expect(g.find('rule-used', events)).toEqual([]);
    finish(g);
    expect(g.find('hits-scored', g.record.events)).toMatchObject([{ hits: 1 }]);
    expect(g.find('counter-set', g.record.events)).toEqual([]);
  });

  it('is not asked against a VEHICLE, nor for a unit without LEAGUES OF VOTANN', () => {
    const g = game();
    select(g, 'p1u1', 'p2u2', 5, 1);
    expect(g.pending.kind).not.toBe('rule-choice');
    expect(g.state.attack?.unit).toBe('p1u1');
    const h = game();
    select(h, 'p1u3', 'p2u1', 5, 1);
    expect(h.pending.kind).not.toBe('rule-choice');
    expect(h.state.attack?.unit).toBe('p1u3');
  });

  it('the pinned Foe subtracts 2 from its Charge roll (4+4: 6; unpinned: 8)', () => {
    const charge = (labels?: Record<string, Record<string, number>>) => {
      const g = new Game({
        ...setup(labels),
        phase: 'charge',
        active: 1,
        round: 1,
      });
      g.passWindows();
      g.withDice(4, 4);
      g.do(1, { type: 'declare-charge', unit: 'p2u1', targets: ['p1u1'] });
      g.passUntil((x) => x.find('charge-failed', x.record.events).length > 0, 20);
      return g.find('charge-failed', g.record.events).map((e) => e.roll);
    };
    expect(charge({ p2u1: { assailed: 1, pinned: 1 } })).toEqual([6]);
    expect(charge()).toEqual([8]);
  });

  it('the labels end at the start of Red’s next Shooting phase', () => {
    const g = game({ p2u1: { assailed: 1, pinned: 1 } });
    g.passUntil((x) => x.state.flow.active === 1 && x.state.flow.phase === 'movement', 400);
    expect(counters(g.state, 'p2u1')).toEqual({ assailed: 1, pinned: 1 });
    g.passUntil((x) => x.state.flow.active === 0 && x.state.flow.phase === 'shooting', 800);
    expect(counters(g.state, 'p2u1')).toEqual({ assailed: 0, pinned: 0 });
  });
});

describe('Ranger Tactics: "if that attack targets an assailed unit and/or if your unit has the HERNKYN keyword"', () => {
  const use = (target: string): Action => ({
    type: 'use-stratagem',
    stratagem: 'persecution-prospect/ranger-tactics',
    target,
  });

  it('is offered at the start of the Shooting phase for each unit that has not shot', () => {
    const g = game();
    expect(g.stratagemUses('ranger-tactics')).toEqual([use('p1u1'), use('p1u2'), use('p1u3')]);
  });

  it('against the assailed Foe, the failed Hit roll of 2 is re-rolled (to 5)', () => {
    const g = game({ p2u1: { assailed: 1 } });
    g.do(0, use('p1u1'));
    select(g, 'p1u1', 'p2u1', 2, 5, 1);
    g.do(0, { type: 'pass' });
    finish(g);
    expect(g.find('die-rerolled', g.record.events).map((e) => [e.from, e.to])).toEqual([[2, 5]]);
    expect(g.find('hits-scored', g.record.events)).toMatchObject([{ hits: 1 }]);
  });

  it('against a Foe that is not assailed (p2u3), the 2 stands', () => {
    const g = game({ p2u1: { assailed: 1 } });
    g.do(0, use('p1u1'));
    select(g, 'p1u1', 'p2u3', 2);
    g.do(0, { type: 'pass' });
    finish(g);
    expect(g.find('die-rerolled', g.record.events)).toEqual([]);
    expect(g.find('hits-scored', g.record.events)).toMatchObject([{ hits: 0 }]);
  });
});
