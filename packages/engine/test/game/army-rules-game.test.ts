import { describe, expect, it } from 'vitest';
import { gameUnitInstances } from '../../src/game/unit-rules.js';
import type { GameEvent } from '../../src/index.js';
import { hearthkyn, rifles } from '../rules/fixtures.js';
import { row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * An army's faction and detachment in the game (issue 13): each unit's rule instances hold the army's
 * Army Rule (the version its data carries), its detachment's rule and its Enhancements, and the
 * attacks apply what the rules' definitions say.
 */

type Army = { faction?: string; detachment?: string; armyRules?: string[]; enhancement?: string };

function game(red: Army, dice: number[] = []) {
  const { enhancement, ...army } = red;
  return new Game({
    armies: [
      { name: 'Red', ...army, units: [{ datasheet: hearthkyn(), ...(enhancement ? { enhancement } : {}) }] },
      { name: 'Blue', units: [{ datasheet: rifles() }] },
    ],
    positions: { p1u1: row('p1u1', 10, 5, 10, 1.2), p2u1: { x: 14, y: 25 } },
    phase: 'shooting',
    dice,
  });
}

const names = (g: Game) =>
  gameUnitInstances(g.state, g.state.units.p1u1 as never)
    .filter((i) => i.origin !== 'weapon' && i.origin !== 'core')
    .map((i) => `${i.origin}:${i.name}${i.rule ? '' : ' (unbound)'}`);

describe('the army’s rules in the game', () => {
  it('Hearthband with the 2025 Army Rule: Prioritised Efficiency and Methodical Annihilation', () => {
    const g = game({ faction: 'Leagues of Votann', detachment: 'Hearthband', armyRules: ['Prioritised Efficiency'] });
    expect(names(g)).toEqual(['faction:Prioritised Efficiency', 'detachment:Methodical Annihilation']);
  });

  it('Oathband with the seed 000 Army Rule: Eye of the Ancestors and Ruthless Efficiency, keyed apart', () => {
    // The same datasheet in another army: the cache is keyed on the army's identity, not the datasheet alone.
    const a = game({ faction: 'Leagues of Votann', detachment: 'Hearthband', armyRules: ['Prioritised Efficiency'] });
    const b = game({ faction: 'Leagues of Votann', detachment: 'Oathband', armyRules: ['Eye of the Ancestors'] });
    expect(names(b)).toEqual(['faction:Eye of the Ancestors', 'detachment:Ruthless Efficiency']);
    expect(names(a)).toEqual(['faction:Prioritised Efficiency', 'detachment:Methodical Annihilation']);
  });

  it('an Enhancement is bound in the army’s detachment, held by its datasheet; an unknown one is named', () => {
    const g = game({
      faction: 'Leagues of Votann',
      detachment: 'Oathband',
      armyRules: ['Eye of the Ancestors'],
      enhancement: 'Not A Real Relic',
    });
    const e = gameUnitInstances(g.state, g.state.units.p1u1 as never).find((i) => i.origin === 'enhancement');
    expect(e).toMatchObject({ name: 'Not A Real Relic', holder: 'lov-hearthkyn', leading: false });
    expect(e?.rule).toBeUndefined();
    expect(e?.support.game).toBe('manual');
  });

  it('no faction: only the datasheet’s own rules, as before', () => {
    expect(names(game({}))).toEqual([]);
  });
});

// Eye of the Ancestors (seed 000): "Each time a model from your army with this ability makes an attack that targets
// a unit that has one or more Judgement tokens, ... apply the relevant bonus": 1 token, add 1 to the Hit roll;
// 2 tokens, add 1 to the Hit roll and add 1 to the Wound roll.
describe('Judgement tokens change the attacks (Eye of the Ancestors)', () => {
  const eye = { faction: 'Leagues of Votann', detachment: 'Oathband', armyRules: ['Eye of the Ancestors'] };
  // Twenty combi-bolter shots (BS4+ S4) at T3: twenty hit rolls of 3, then twenty wound rolls of 2.
  const DICE = [...Array(20).fill(3), ...Array(20).fill(2)];
  const shoot = (g: Game, tokens: number): GameEvent[] => {
    if (tokens) g.state = { ...g.state, counters: { p2u1: { 'judgement-token': tokens } } };
    return g.choose('shoots Rifle Squad');
  };

  it('no token: a 3 misses at BS4+ (0 hits)', () => {
    const g = game(eye, DICE);
    expect(g.find('hits-scored', shoot(g, 0))[0]).toMatchObject({ hits: 0 });
  });

  it('1 token: +1 to the Hit roll, twenty 3s hit; the 2s do not wound S4 against T3 (3+)', () => {
    const g = game(eye, DICE);
    const events = shoot(g, 1);
    expect(g.find('hits-scored', events)[0]).toMatchObject({ hits: 20 });
    expect(g.find('wounds-scored', events)[0]).toMatchObject({ wounds: 0 });
  });

  it('2 tokens: +1 to the Hit roll and +1 to the Wound roll, twenty wounds', () => {
    const g = game(eye, DICE);
    const events = shoot(g, 2);
    expect(g.find('hits-scored', events)[0]).toMatchObject({ hits: 20 });
    expect(g.find('wounds-scored', events)[0]).toMatchObject({ wounds: 20 });
  });

  it('the 2025 Army Rule does not read Judgement tokens (its Hostile Acquisition applies alike)', () => {
    // The Rifle Squad stands within range of the west objective marker: Hostile Acquisition adds 1 either way.
    const pe = { faction: 'Leagues of Votann', detachment: 'Hearthband', armyRules: ['Prioritised Efficiency'] };
    const with2 = game(pe, DICE);
    const without = game(pe, DICE);
    expect(with2.find('hits-scored', shoot(with2, 2))[0]).toMatchObject({ hits: 20 });
    expect(without.find('hits-scored', shoot(without, 0))[0]).toMatchObject({ hits: 20 });
    // The Wound roll has no +1 from 2 tokens: twenty 2s wound nothing at 3+.
    expect(with2.find('wounds-scored', with2.last)[0]).toMatchObject({ wounds: 0 });
  });
});
