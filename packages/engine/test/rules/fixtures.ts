import { type Datasheet, emptyDatasheet, parseWeaponAbilities, tryParseDice, type Weapon } from '../../src/index.js';

/** Datasheets for the rule tests: the fields the calculator and the game read, texts quoted short. */

export function gun(name: string, spec: string, abilities = '', type: 'ranged' | 'melee' = 'ranged'): Weapon {
  // "A BS S AP D", as printed: "2 3 12 -3 D6+1"
  const [a, bs, s, ap, d] = spec.split(' ') as [string, string, string, string, string];
  return {
    name,
    profiles: [
      {
        name,
        type,
        range: type === 'melee' ? null : 24,
        attacks: tryParseDice(a)!,
        skill: bs === 'N/A' ? null : Number(bs),
        strength: Number(s),
        ap: Number(ap),
        damage: tryParseDice(d)!,
        abilities: parseWeaponAbilities(abilities),
      },
    ],
  };
}

export const statline = (name: string, t: number, sv: number, w: number, inv: number | null = null) => ({
  name,
  movement: 5,
  toughness: t,
  save: sv,
  wounds: w,
  leadership: 7,
  objectiveControl: 2,
  invulnerableSave: inv,
  baseSize: { kind: 'round' as const, mm: 25 },
});

// Seed 000, Grimnyr: "While this model is leading a unit, improve the Toughness characteristic of models
// in that unit by 1."
export const FORTIFY_SEED_TEXT =
  'While this model is leading a unit, improve the Toughness characteristic of models in that unit by 1.';
// Wahapedia export 2025-11-14, Grimnyr: "While this unit is leading a unit, models in that unit have the
// Feel No Pain 5+ ability."
export const FORTIFY_2025_TEXT =
  'While this unit is leading a unit, models in that unit have the Feel No Pain 5+ ability.';

/** The Grimnyr with two CORVs, its Fortify in the wording given. */
export function grimnyr(fortify: string): Datasheet {
  const ds = emptyDatasheet('lov-grimnyr', 'Grimnyr', 'Leagues of Votann');
  ds.profiles = [statline('GRIMNYR', 5, 4, 4, 4), statline('CORV', 5, 4, 1, 4)];
  ds.weapons = [gun('Autoch-pattern bolter', '2 4 4 0 1'), gun('Close combat weapon', '1 4 3 0 1', '', 'melee')];
  ds.composition = [
    { model: 'GRIMNYR', min: 1, max: 1 },
    { model: 'CORV', min: 2, max: 2 },
  ];
  ds.equipment = [{ who: 'Every model', items: ['Autoch-pattern bolter', 'close combat weapon'] }];
  ds.points = [{ models: 3, points: 65 }];
  ds.keywords = ['INFANTRY'];
  ds.factionKeywords = ['LEAGUES OF VOTANN'];
  ds.modelKeywords = [{ model: 'GRIMNYR', keywords: ['CHARACTER', 'PSYKER'] }];
  ds.abilities.core = [{ kind: 'leader' }];
  ds.abilities.datasheet = [{ name: 'Fortify (Psychic)', text: fortify }];
  ds.leads = ['Hearthkyn Warriors'];
  return ds;
}

/** Ten Hearthkyn Warriors: T5 Sv4+ W1, no Feel No Pain of their own in this fixture. */
export function hearthkyn(): Datasheet {
  const ds = emptyDatasheet('lov-hearthkyn', 'Hearthkyn Warriors', 'Leagues of Votann');
  ds.profiles = [statline('Hearthkyn Warriors', 5, 4, 1)];
  ds.weapons = [gun('Autoch-pattern combi-bolter', '2 4 4 0 1'), gun('Close combat weapon', '1 4 4 0 1', '', 'melee')];
  ds.composition = [{ model: 'Hearthkyn Warriors', min: 10, max: 10 }];
  ds.equipment = [{ who: 'Every model', items: ['Autoch-pattern combi-bolter', 'close combat weapon'] }];
  ds.points = [{ models: 10, points: 100 }];
  ds.keywords = ['INFANTRY', 'BATTLELINE'];
  ds.factionKeywords = ['LEAGUES OF VOTANN'];
  ds.ledBy = ['Grimnyr'];
  return ds;
}

/** Ten rifles: BS3+ S6 AP0 D1, one shot each. */
export function rifles(): Datasheet {
  const ds = emptyDatasheet('fx-rifles', 'Rifle Squad', 'Astra Militarum');
  ds.profiles = [statline('Rifleman', 3, 5, 1)];
  ds.weapons = [gun('Rifle', '1 3 6 0 1')];
  ds.composition = [{ model: 'Rifleman', min: 10, max: 10 }];
  ds.equipment = [{ who: 'Every model', items: ['rifle'] }];
  ds.points = [{ models: 10, points: 60 }];
  ds.keywords = ['INFANTRY'];
  return ds;
}

/** A Knight Paladin: T11 Sv3+ W22, "5+ invulnerable save, against ranged attacks only" (typed at import). */
export function knight(): Datasheet {
  const ds = emptyDatasheet('ik-paladin', 'Knight Paladin', 'Imperial Knights');
  ds.profiles = [
    {
      ...statline('Knight Paladin', 11, 3, 22, 5),
      invulnerableNote: 'against ranged attacks only',
      invulnerableAgainst: 'ranged',
      baseSize: { kind: 'round', mm: 100 },
    },
  ];
  ds.weapons = [gun('Heavy stubber', '3 3 4 0 1'), gun('Reaper chainsword', '4 3 12 -4 6', '', 'melee')];
  ds.composition = [{ model: 'Knight Paladin', min: 1, max: 1 }];
  ds.equipment = [{ who: 'This model', items: ['heavy stubber', 'reaper chainsword'] }];
  ds.points = [{ models: 1, points: 375 }];
  ds.keywords = ['VEHICLE', 'WALKER', 'TITANIC', 'TOWERING'];
  ds.factionKeywords = ['IMPERIAL KNIGHTS'];
  return ds;
}
