import { afterEach, describe, expect, it } from 'vitest';
import { gameUnitInstances } from '../../src/game/unit-rules.js';
import { compileCatalogue, compiledRuleDefs, type Datasheet, setCompiledRules } from '../../src/index.js';
import { hearthkyn, rifles } from '../rules/fixtures.js';
import { row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * The seed detachments' Enhancements in the game: bound to the army's detachment, held by the bearer's
 * datasheet, their rows applied in attacks; a Wounds change at set-up.
 */

const HEARTHBAND = { faction: 'Leagues of Votann', armyRules: ['Prioritised Efficiency'] };

function kahl(): Datasheet {
  const ds = hearthkyn();
  return {
    ...ds,
    id: 'lov-kahl',
    name: 'Kâhl',
    profiles: ds.profiles.map((p) => ({ ...p, name: 'Kâhl', wounds: 5 })),
    composition: [{ model: 'Kâhl', min: 1, max: 1 }],
    points: [{ models: 1, points: 75 }],
    keywords: ['INFANTRY', 'CHARACTER', 'KÂHL'],
  };
}

function game(detachment: string, red: Datasheet, enhancement: string | undefined, dice: number[] = []) {
  return new Game({
    armies: [
      { name: 'Red', ...HEARTHBAND, detachment, units: [{ datasheet: red, ...(enhancement ? { enhancement } : {}) }] },
      { name: 'Blue', units: [{ datasheet: rifles() }] },
    ],
    positions: { p1u1: row('p1u1', 10, 5, 10, 1.2), p2u1: { x: 14, y: 25 } },
    phase: 'shooting',
    dice,
  });
}

afterEach(() => setCompiledRules([]));

describe('Ironskein (Hearthband): "Add 2 to the bearer’s Wounds characteristic."', () => {
  const IRONSKEIN = {
    id: 'wahapedia:test-ironskein',
    name: 'Ironskein',
    points: 10,
    faction: 'Leagues of Votann',
    detachment: 'Hearthband',
    text: 'LEAGUES OF VOTANN model only. Add 2 to the bearer’s Wounds characteristic.',
  };
  const compile = () =>
    setCompiledRules(
      compiledRuleDefs(
        compileCatalogue(
          { datasheets: [], stratagems: [], detachments: [], enhancements: [IRONSKEIN], factions: [] },
          { keywords: new Set(['LEAGUES OF VOTANN']) },
        ),
      ),
    );

  it('the compiled reading is bound as the unit’s Enhancement; the bearer starts with 5 + 2 wounds', () => {
    compile();
    const g = game('Hearthband', kahl(), 'Ironskein');
    const u = g.state.units.p1u1;
    const e = gameUnitInstances(g.state, u as never).find((i) => i.origin === 'enhancement');
    expect(e?.rule).toMatch(/^compiled\/enhancement\/leagues-of-votann\/hearthband\/ironskein\//);
    expect(e?.support).toMatchObject({ calculator: 'automated', game: 'automated', lists: 'automated' });
    expect(u?.models[0]).toMatchObject({ wounds: 7, extraWounds: 2 });
  });

  it('without it, or in another detachment, the profile’s 5', () => {
    compile();
    expect(game('Hearthband', kahl(), undefined).state.units.p1u1?.models[0]?.wounds).toBe(5);
    expect(game('Oathband', kahl(), 'Ironskein').state.units.p1u1?.models[0]?.wounds).toBe(5);
  });
});

describe('Oathbound Speculator (Needgaârd Oathband): "re-roll a Wound roll of 1"', () => {
  // Twenty combi-bolter shots (BS4+ S4) at T3: twenty hit rolls of 4, twenty wound rolls of 1, their re-rolls 3s.
  const DICE = [...Array(20).fill(4), ...Array(20).fill(1), ...Array(20).fill(3)];

  it('the 1s are re-rolled: twenty 3s wound on 3+', () => {
    const g = game('Needgaârd Oathband', hearthkyn(), 'Oathbound Speculator', DICE);
    const events = g.choose('shoots Rifle Squad');
    expect(g.find('hits-scored', events)[0]).toMatchObject({ hits: 20 });
    expect(g.find('wounds-scored', events)[0]).toMatchObject({ wounds: 20 });
  });

  it('without it, twenty 1s fail', () => {
    const g = game('Needgaârd Oathband', hearthkyn(), undefined, DICE);
    expect(g.find('wounds-scored', g.choose('shoots Rifle Squad'))[0]).toMatchObject({ wounds: 0 });
  });
});

describe('Bastion Shield (Hearthband): "if the attacking model is within 12\" of the bearer’s unit, worsen the Armour Penetration"', () => {
  // Ten rifles (BS3+ S6 AP-1) at the Kâhl (T5 Sv4+ W5): ten 6s to hit, ten 6s to wound, then saves of 4: at AP-1 a
  // 4 fails (5+ needed) and five fail saves destroy it; worsened to AP0, every 4 saves.
  const DICE = [...Array(10).fill(6), ...Array(10).fill(6), ...Array(10).fill(4)];
  const blueShoots = (at: { x: number; y: number }) => {
    const guns = rifles();
    guns.weapons = guns.weapons.map((w) => ({ ...w, profiles: w.profiles.map((p) => ({ ...p, ap: -1 })) }));
    const g = new Game({
      armies: [
        {
          name: 'Red',
          ...HEARTHBAND,
          detachment: 'Hearthband',
          units: [{ datasheet: kahl(), enhancement: 'Bastion Shield' }],
        },
        { name: 'Blue', units: [{ datasheet: guns }] },
      ],
      positions: { p1u1: { x: 14, y: 5 }, p2u1: at },
      phase: 'shooting',
      active: 1,
      dice: DICE,
    });
    g.choose('shoots Kâhl');
    return g.state.units.p1u1?.models[0];
  };

  it('within 12": every save of 4 passes, the Kâhl keeps its 5 wounds', () => {
    expect(blueShoots({ x: 14, y: 14 })).toMatchObject({ wounds: 5, destroyed: false });
  });

  it('beyond 12" (the 18" needs the 1YP the game does not offer): five saves of 4 fail, the Kâhl is destroyed', () => {
    expect(blueShoots({ x: 14, y: 25 })).toMatchObject({ wounds: 0, destroyed: true });
  });
});
