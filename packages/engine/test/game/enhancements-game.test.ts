import { afterEach, describe, expect, it } from 'vitest';
import { characteristic } from '../../src/game/characteristics.js';
import { gameUnitInstances } from '../../src/game/unit-rules.js';
import {
  compileCatalogue,
  compiledRuleDefs,
  type Datasheet,
  quickDatasheet,
  setCompiledRules,
  type UnitState,
} from '../../src/index.js';
import { grimnyr, hearthkyn, rifles } from '../rules/fixtures.js';
import { ccw, GUARD, row } from './fixtures.js';
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

  it('a Grimnyr with two CORVs: the bearer is the CHARACTER model, the CORVs keep 1 wound', () => {
    compile();
    const g = game('Hearthband', grimnyr('Fortify text'), 'Ironskein');
    expect(g.state.units.p1u1?.models.map((m) => m.wounds)).toEqual([6, 1, 1]);
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

describe('Tome of Forbidden Ways (Brotherhood Strike): "add 1 to the number of units ... for the Gate of Infinity rule"', () => {
  const gate = (ds: Datasheet): Datasheet => ({ ...ds, abilities: { ...ds.abilities, faction: ['Gate of Infinity'] } });
  const KNIGHTS = gate(
    quickDatasheet('t:gk', 'Strike Squad', [{ M: 6, T: 4, Sv: 3, W: 2, base: 32 }], { minModels: 5, weapons: [ccw] }),
  );
  const CAPTAIN = gate(
    quickDatasheet('t:bc', 'Brother-Captain', [{ M: 5, T: 5, Sv: 2, W: 6, base: 40 }], {
      keywords: ['INFANTRY', 'CHARACTER'],
      weapons: [ccw],
    }),
  );
  // Red (Grey Knights, Strike Force battlefield) at the end of Blue's Fight phase: four Strike Squads and a
  // Brother-Captain, every model with Gate of Infinity; the Brother-Captain bears the Tome (or not).
  const game = (tome: boolean) =>
    new Game({
      armies: [
        {
          name: 'Red',
          faction: 'Grey Knights',
          detachment: 'Brotherhood Strike',
          units: [
            { datasheet: KNIGHTS },
            { datasheet: KNIGHTS },
            { datasheet: KNIGHTS },
            { datasheet: KNIGHTS },
            { datasheet: CAPTAIN, ...(tome ? { enhancement: 'Tome of Forbidden Ways' } : {}) },
          ],
        },
        { name: 'Blue', units: [{ datasheet: GUARD }] },
      ],
      positions: {
        p1u1: row('p1u1', 5, 5, 8),
        p1u2: row('p1u2', 5, 15, 8),
        p1u3: row('p1u3', 5, 25, 8),
        p1u4: row('p1u4', 5, 35, 8),
        p1u5: { x: 40, y: 8 },
        p2u1: row('p2u1', 10, 10, 40, 1.2),
      },
      round: 2,
      phase: 'fight',
      active: 1,
      firstPlayer: 1,
    });
  const placeAll = (g: Game) => {
    for (const u of ['p1u1', 'p1u2', 'p1u3', 'p1u4'])
      if (g.pending.kind === 'rule-choice') g.choose(`place Strike Squad (${u})`);
    return g.find('unit-to-reserves', g.record.events).map((e) => e.unit);
  };

  it('with the Tome on the battlefield: up to 4 units (Strike Force 3, plus 1)', () => {
    const g = game(true);
    expect(g.pending.prompt).toBe('Gate of Infinity: select up to 4 more units to place into Strategic Reserves');
    expect(placeAll(g)).toEqual(['p1u1', 'p1u2', 'p1u3', 'p1u4']);
  });

  it('without it: up to 3, the fourth Strike Squad stays', () => {
    const g = game(false);
    expect(g.pending.prompt).toBe('Gate of Infinity: select up to 3 more units to place into Strategic Reserves');
    expect(placeAll(g)).toEqual(['p1u1', 'p1u2', 'p1u3']);
  });
});

describe('Mandulian Reliquary (Warpbane Task Force): "add 3 to the bearer’s Objective Control characteristic"', () => {
  const CAPTAIN = quickDatasheet('t:bc', 'Brother-Captain', [{ M: 5, T: 5, Sv: 2, W: 6, OC: 1, base: 40 }], {
    keywords: ['INFANTRY', 'CHARACTER'],
    weapons: [ccw],
  });
  const oc = (detachment: string) => {
    const g = new Game({
      armies: [
        {
          name: 'Red',
          faction: 'Grey Knights',
          detachment,
          units: [{ datasheet: CAPTAIN, enhancement: 'Mandulian Reliquary' }],
        },
        { name: 'Blue', units: [{ datasheet: GUARD }] },
      ],
      positions: { p1u1: { x: 10, y: 10 }, p2u1: row('p2u1', 10, 10, 40, 1.2) },
      phase: 'movement',
    });
    const u = g.state.units.p1u1 as UnitState;
    return characteristic(g.state, u, u.models[0] as UnitState['models'][number], 'OC').value;
  };

  it('its OC 1 is 4 in the Warpbane Task Force, 1 in another detachment', () => {
    expect(oc('Warpbane Task Force')).toBe(4);
    expect(oc('Brotherhood Strike')).toBe(1);
  });
});

describe('Eye for Weakness (Persecution Prospect): "targets an assailed unit, add 1 to the Wound roll"', () => {
  // Twenty combi-bolter shots (BS4+ S4) at T3 (3+ to wound): twenty hit rolls of 4, twenty wound rolls of 2.
  const DICE = [...Array(20).fill(4), ...Array(20).fill(2)];
  const shoot = (assailed: boolean) => {
    const g = game('Persecution Prospect', hearthkyn(), 'Eye for Weakness', DICE);
    if (assailed) g.state = { ...g.state, counters: { p2u1: { assailed: 1 } } };
    g.choose('shoots Rifle Squad');
    // Guerrilla Adepts (the detachment's rule) asks first; declining it leaves the label as set.
    return g.find('wounds-scored', g.choose('Assailed From Every Angle: do not use it'))[0];
  };

  it('an assailed target: the 2s wound', () => {
    expect(shoot(true)).toMatchObject({ wounds: 20 });
  });

  it('not assailed: the 2s fail', () => {
    expect(shoot(false)).toMatchObject({ wounds: 0 });
  });
});
