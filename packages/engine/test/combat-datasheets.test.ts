import { describe, expect, it } from 'vitest';
import {
  attackerFromDatasheet,
  carriedWeapons,
  combatInputFromDatasheets,
  type Datasheet,
  datasheetLoadout,
  defenderFromDatasheet,
  emptyDatasheet,
  evaluate,
  InputError,
  parseScenario,
  parseWeaponAbilities,
  tryParseDice,
  unitModels,
  type Weapon,
  type WeaponProfile,
} from '../src/index.js';
import { LAND_RAIDER_VS_EARTHSHAKERS } from './combat-fixtures.js';

function gun(name: string, spec: string, abilities = '', type: 'ranged' | 'melee' = 'ranged'): Weapon {
  // "A BS S AP D", as printed: "2 3 12 -3 D6+1"
  const [a, bs, s, ap, d] = spec.split(' ') as [string, string, string, string, string];
  const profile: WeaponProfile = {
    name,
    type,
    range: type === 'melee' ? null : 24,
    attacks: tryParseDice(a)!,
    skill: bs === 'N/A' ? null : Number(bs),
    strength: Number(s),
    ap: Number(ap),
    damage: tryParseDice(d)!,
    abilities: parseWeaponAbilities(abilities),
  };
  return { name, profiles: [profile] };
}

const statline = (name: string, t: number, sv: number, w: number, inv: number | null = null) => ({
  name,
  movement: 6,
  toughness: t,
  save: sv,
  wounds: w,
  leadership: 6,
  objectiveControl: 1,
  invulnerableSave: inv,
  baseSize: null,
});

/** The fields of the Wahapedia 2025-11-14 Land Raider (Grey Knights) the calculator reads. */
function landRaider(): Datasheet {
  const ds = emptyDatasheet('gk-lr', 'Land Raider', 'Grey Knights');
  ds.profiles = [statline('Land Raider', 12, 2, 16)];
  ds.weapons = [
    gun('Godhammer lascannon', '2 3 12 -3 D6+1'),
    gun('Hunter-killer missile', '1 2 14 -3 D6', 'one shot'),
    gun('Multi-melta', '2 3 9 -4 D6', 'melta 2'),
    gun('Storm bolter', '2 3 4 0 1', 'rapid fire 2'),
    gun('Twin heavy bolter', '3 3 5 -1 2', 'sustained hits 1, twin-linked'),
    gun('Armoured tracks', '6 4 8 0 1', '', 'melee'),
  ];
  ds.composition = [{ model: 'Land Raider', min: 1, max: 1 }];
  ds.equipment = [{ who: 'This model', items: ['2 godhammer lascannons', 'twin heavy bolter', 'armoured tracks'] }];
  ds.points = [{ models: 1, points: 220 }];
  ds.keywords = ['VEHICLE', 'TRANSPORT', 'LAND RAIDER'];
  ds.damaged = { minWounds: 1, maxWounds: 5, text: 'subtract 1 from the Hit roll' };
  return ds;
}

/** The Cthonian Earthshakers (Leagues of Votann), equipment joined as the export prints it. */
function earthshakers(): Datasheet {
  const ds = emptyDatasheet('lov-ce', 'Cthonian Earthshakers', 'Leagues of Votann');
  ds.profiles = [statline('Cthonian Earthshakers', 6, 4, 6)];
  ds.weapons = [
    gun('Autoch-pattern bolt pistol', '1 4 4 0 1', 'pistol'),
    gun('Breacher ordnance', 'D6+1 5 10 -1 2', 'blast, heavy, indirect fire'),
    gun('Tremor shells', 'D6+4 5 6 -1 1', 'blast, heavy, indirect fire'),
    gun('Plasma picks', '4 3 5 -2 1', '', 'melee'),
  ];
  ds.composition = [{ model: 'Cthonian Earthshakers', min: 2, max: 2 }];
  ds.equipment = [{ who: 'Every model', items: ['2 Autoch-pattern bolt pistols, breacher ordnance', 'plasma picks'] }];
  ds.points = [{ models: 2, points: 110 }];
  ds.keywords = ['EARTHSHAKERS', 'ARTILLERY', 'INFANTRY', 'CTHONIAN'];
  ds.factionKeywords = ['Leagues of Votann'];
  ds.abilities.datasheet = [{ name: 'Geomantic Hunters', text: '...' }];
  return ds;
}

/** The Grimnyr with two CORVs: two model profiles, a CHARACTER among them. */
function grimnyr(): Datasheet {
  const ds = emptyDatasheet('lov-g', 'Grimnyr', 'Leagues of Votann');
  ds.profiles = [statline('GRIMNYR', 5, 4, 4, 4), statline('CORV', 5, 4, 1, 4)];
  ds.weapons = [
    gun('Autoch-pattern bolter', '2 4 4 0 1'),
    gun('Ancestral ward stave', '2 3 7 -1 D3', 'psychic', 'melee'),
    gun('Close combat weapon', '1 4 3 0 1', '', 'melee'),
  ];
  ds.composition = [
    { model: 'GRIMNYR', min: 1, max: 1 },
    { model: 'CORV', min: 2, max: 2 },
  ];
  ds.equipment = [
    { who: 'The Grimnyr', items: ['ancestral ward stave'] },
    { who: 'Every CORV', items: ['Autoch-pattern bolter', 'close combat weapon'] },
  ];
  ds.points = [{ models: 3, points: 65 }];
  ds.keywords = ['INFANTRY'];
  ds.modelKeywords = [{ model: 'GRIMNYR', keywords: ['CHARACTER', 'PSYKER'] }];
  ds.abilities.core = [{ kind: 'feel-no-pain', threshold: 5 }, { kind: 'stealth' }];
  return ds;
}

function squad(): Datasheet {
  const ds = emptyDatasheet('sm-i', 'Intercessor Squad', 'Space Marines');
  ds.profiles = [statline('Intercessor', 4, 3, 2)];
  ds.weapons = [
    gun('Bolt pistol', '1 3 4 0 1', 'pistol'),
    gun('Bolt rifle', '2 3 4 -1 1', 'assault, heavy'),
    gun('Astartes grenade launcher', 'D3 3 4 0 1', 'blast'),
    gun('Close combat weapon', '3 3 4 0 1', '', 'melee'),
    gun('Power weapon', '4 3 5 -2 1', '', 'melee'),
    gun('Chainsword teeth', '1 3 4 0 1', 'extra attacks', 'melee'),
  ];
  ds.composition = [
    { model: 'Intercessor Sergeant', min: 1, max: 1 },
    { model: 'Intercessors', min: 4, max: 9 },
  ];
  ds.equipment = [
    { who: 'The Intercessor Sergeant', items: ['bolt pistol', 'bolt rifle', 'power weapon', 'close combat weapon'] },
    { who: 'Every Intercessor', items: ['bolt pistol and bolt rifle', 'close combat weapon, chainsword teeth'] },
  ];
  ds.points = [
    { models: 10, points: 160 },
    { models: 5, points: 80 },
  ];
  ds.keywords = ['INFANTRY'];
  return ds;
}

const errorOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof InputError) return e.format();
    throw e;
  }
  throw new Error('expected an InputError');
};

describe('a unit from its datasheet', () => {
  it('reads which models carry which weapons, with counts, per composition line', () => {
    const lr = landRaider();
    const units = unitModels(lr);
    expect(carriedWeapons(lr, units).map((c) => [c.line, c.weapon.name, c.count])).toEqual([
      [0, 'Godhammer lascannon', 2],
      [0, 'Twin heavy bolter', 1],
      [0, 'Armoured tracks', 1],
    ]);
    const g = grimnyr();
    expect(carriedWeapons(g, unitModels(g)).map((c) => [c.line, c.weapon.name, c.count])).toEqual([
      [0, 'Ancestral ward stave', 1],
      [1, 'Autoch-pattern bolter', 2],
      [1, 'Close combat weapon', 2],
    ]);
    const s = squad();
    expect(carriedWeapons(s, unitModels(s, 10)).map((c) => [c.line, c.weapon.name, c.count])).toEqual([
      [0, 'Bolt pistol', 1],
      [0, 'Bolt rifle', 1],
      [0, 'Power weapon', 1],
      [0, 'Close combat weapon', 1],
      [1, 'Bolt pistol', 9],
      [1, 'Bolt rifle', 9],
      [1, 'Close combat weapon', 9],
      [1, 'Chainsword teeth', 9],
    ]);
  });

  it('the web app’s loadout uses the same defaults: Pistols and melee weapons as the rules allow', () => {
    expect(datasheetLoadout(earthshakers()).map((r) => [r.profile.name, r.count])).toEqual([
      ['Autoch-pattern bolt pistol', 0],
      ['Breacher ordnance', 2],
      ['Tremor shells', 0],
      ['Plasma picks', 0],
    ]);
  });
});

describe('the attacking unit', () => {
  it('fires every equipped ranged weapon; options are noted', () => {
    const r = attackerFromDatasheet(landRaider());
    expect(r.weapons.map((w) => [w.name, w.models])).toEqual([
      ['Godhammer lascannon', 2],
      ['Twin heavy bolter', 1],
    ]);
    expect(r.notes).toEqual([
      'not in the default equipment (name them to use them): Hunter-killer missile, Multi-melta, Storm bolter',
      'Land Raider is assumed above its Damaged bracket (1-5 wounds left: subtract 1 from the Hit roll)',
    ]);
  });

  it('leaves Pistols out for models with other ranged weapons (not for a VEHICLE)', () => {
    const r = attackerFromDatasheet(earthshakers());
    expect(r.weapons.map((w) => [w.name, w.models])).toEqual([['Breacher ordnance', 2]]);
    expect(r.notes[0]).toBe(
      'Pistols left out (a model shoots its Pistols or its other ranged weapons): Autoch-pattern bolt pistol',
    );
    const s = attackerFromDatasheet(squad(), { models: 10 });
    expect(s.weapons.map((w) => [w.name, w.models])).toEqual([['Bolt rifle', 10]]);
    expect(errorOf(() => attackerFromDatasheet(squad(), { models: 11 }))).toBe(
      'attacker models: Intercessor Squad (Space Marines) has 5-10 models, not 11',
    );
  });

  it('with melee: one melee weapon per model plus Extra Attacks weapons', () => {
    const r = attackerFromDatasheet(squad(), { melee: true });
    expect(r.weapons.map((w) => [w.name, w.models])).toEqual([
      ['Close combat weapon', 4],
      ['Power weapon', 1],
      ['Chainsword teeth', 4],
    ]);
    expect(r.notes[0]).toBe('a model fights with one melee weapon: not used: Close combat weapon (name one to use it)');
    expect(attackerFromDatasheet(grimnyr(), { melee: true }).weapons.map((w) => [w.name, w.models])).toEqual([
      ['Ancestral ward stave', 1],
      ['Close combat weapon', 2],
    ]);
  });

  it('named weapons: their carriers, a given count, or every model (noted); unknown ones suggest', () => {
    const r = attackerFromDatasheet(landRaider(), {
      weapons: [{ name: 'multimelta' }, { name: 'Godhammer lascannons' }],
    });
    expect(r.weapons.map((w) => [w.name, w.models])).toEqual([
      ['Multi-melta', 1],
      ['Godhammer lascannon', 2],
    ]);
    expect(r.notes[0]).toBe(
      'Multi-melta is not in the default equipment of Land Raider: assumed on the model; give a count with "multimelta=N"',
    );
    const s = attackerFromDatasheet(squad(), { weapons: [{ name: 'Astartes grenade launcher', models: 1 }] });
    expect(s.weapons.map((w) => [w.name, w.models])).toEqual([['Astartes grenade launcher', 1]]);
    expect(errorOf(() => attackerFromDatasheet(landRaider(), { weapons: [{ name: 'lascanon' }] }))).toBe(
      'Land Raider (Grey Knights) has no weapon "lascanon"; did you mean "Godhammer lascannon"? its weapons: ' +
        'Godhammer lascannon, Hunter-killer missile, Multi-melta, Storm bolter, Twin heavy bolter, Armoured tracks',
    );
  });

  it('without equipment lines: every model has each weapon, and says so', () => {
    const ds = squad();
    ds.equipment = [];
    const r = attackerFromDatasheet(ds);
    expect(r.weapons.map((w) => [w.name, w.models])).toEqual([
      ['Bolt rifle', 5],
      ['Astartes grenade launcher', 5],
    ]);
    expect(r.notes[0]).toBe(
      'Intercessor Squad: which models carry which weapon is not known; assumed every model (5) has each ranged weapon',
    );
  });
});

describe('the defending unit', () => {
  it('one group per model profile (CHARACTER last), per-model keywords, Feel No Pain and Stealth', () => {
    const d = defenderFromDatasheet(grimnyr());
    expect(d.defender).toEqual({
      name: 'Grimnyr',
      models: 2,
      toughness: 5,
      save: 4,
      invulnerable: 4,
      wounds: 1,
      feelNoPain: 5,
      keywords: ['INFANTRY'],
      abilities: ['Stealth'],
      profiles: [
        {
          name: 'GRIMNYR',
          models: 1,
          toughness: 5,
          save: 4,
          invulnerable: 4,
          wounds: 4,
          feelNoPain: 5,
          keywords: ['CHARACTER', 'PSYKER'],
          // Every profile carries its Stealth: it counts only if every model has it (issue 12's fix).
          abilities: ['Stealth'],
        },
      ],
    });
    expect(d.notes).toEqual(['Grimnyr: Feel No Pain 5+, Stealth applied']);
  });

  it('models sharing a profile are one group; a size can be given, within the composition', () => {
    const d = defenderFromDatasheet(squad(), 10);
    expect([d.defender.models, d.defender.profiles]).toEqual([10, []]);
    expect(errorOf(() => defenderFromDatasheet(grimnyr(), 5))).toBe(
      'defender models: Grimnyr (Leagues of Votann) has 3 models, not 5',
    );
  });
});

describe('combatInputFromDatasheets', () => {
  it('Land Raider (Grey Knights), all ranged weapons, into Cthonian Earthshakers = the hand-written scenario', () => {
    const { input, notes } = combatInputFromDatasheets(landRaider(), earthshakers());
    const byHand = parseScenario(LAND_RAIDER_VS_EARTHSHAKERS);
    const a = evaluate(input);
    const b = evaluate(byHand);
    expect(a.damage.pmf).toEqual(b.damage.pmf);
    expect(a.modelsDestroyed.pmf).toEqual(b.modelsDestroyed.pmf);
    expect(a.modelsDestroyed.mean).toBeCloseTo(1.2700188709968157, 12);
    expect(input.defender.keywords).toEqual(byHand.defender.keywords);
    // Issue 13: Geomantic Hunters is in the registry (a toggle, off by default): nothing is left unapplied.
    expect(notes.filter((n) => n.includes('not applied'))).toEqual([]);
  });

  it('takes conditions and the ruleset; the defender’s Stealth joins the conditions', () => {
    const { input } = combatInputFromDatasheets(squad(), grimnyr(), {
      conditions: { remainedStationary: true },
      ruleset: { devastatingWounds: 'original' },
    });
    expect(input.conditions).toMatchObject({ remainedStationary: true, stealth: true });
    expect(input.ruleset).toEqual({ devastatingWounds: 'original' });
    expect(evaluate(input).resolved.target.groups.map((g) => [g.name, g.models, g.character])).toEqual([
      ['models', 2, false],
      ['GRIMNYR', 1, true],
    ]);
  });
});
