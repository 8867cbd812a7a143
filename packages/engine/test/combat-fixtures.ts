import {
  type CombatInput,
  type CombatRuleset,
  type Conditions,
  DEFAULT_CONDITIONS,
  type DefenderInput,
  type ModelGroupInput,
  parseDice,
  parseWeaponAbilities,
  type WeaponInput,
} from '../src/index.js';

/** Small builders for combat tests: one weapon, one model group, default conditions. */

export interface WeaponSpec extends Partial<Omit<WeaponInput, 'attacks' | 'damage' | 'abilities'>> {
  attacks?: string;
  damage?: string;
  abilities?: string;
}

export function weapon(spec: WeaponSpec = {}): WeaponInput {
  const { attacks, damage, abilities, ...rest } = spec;
  return {
    name: 'gun',
    models: 1,
    type: 'ranged',
    skill: 3,
    strength: 4,
    ap: 0,
    ...rest,
    attacks: parseDice(attacks ?? '1'),
    damage: parseDice(damage ?? '1'),
    abilities: parseWeaponAbilities(abilities ?? ''),
  };
}

export function models(spec: Partial<ModelGroupInput> = {}): ModelGroupInput {
  return {
    name: 'model',
    models: 1,
    toughness: 4,
    save: 7,
    invulnerable: null,
    wounds: 1,
    feelNoPain: null,
    keywords: [],
    ...spec,
  };
}

export interface ScenarioSpec {
  weapons?: WeaponInput[];
  weapon?: WeaponSpec;
  groups?: Partial<ModelGroupInput>[];
  defender?: Partial<DefenderInput>;
  conditions?: Partial<Conditions>;
  ruleset?: Partial<CombatRuleset>;
}

export function scenario(spec: ScenarioSpec = {}): CombatInput {
  return {
    weapons: spec.weapons ?? [weapon(spec.weapon)],
    defender: {
      groups: (spec.groups ?? [{}]).map(models),
      keywords: [],
      ...spec.defender,
    },
    conditions: { ...DEFAULT_CONDITIONS, ...spec.conditions },
    ruleset: { devastatingWounds: 'current', ...spec.ruleset },
  };
}

/** The reference: 10 attacks BS3+ S4 AP-1 D1 into 5x T4 Sv3+ W2. */
export function reference(abilities: string, opts: { damage?: string; wounds?: number; fnp?: number } = {}) {
  return scenario({
    weapon: { attacks: '10', skill: 3, strength: 4, ap: -1, damage: opts.damage ?? '1', abilities },
    groups: [{ models: 5, toughness: 4, save: 3, wounds: opts.wounds ?? 2, feelNoPain: opts.fnp ?? null }],
    defender: { keywords: ['INFANTRY'] },
  });
}

/**
 * The Grey Knights Land Raider's default ranged weapons (2 godhammer lascannons, a twin heavy
 * bolter) into the two Cthonian Earthshakers, written by hand as a scenario file (Wahapedia
 * 2025-11-14): what `calc --attacker "Land Raider" --defender "Cthonian Earthshakers"` must equal.
 */
export const LAND_RAIDER_VS_EARTHSHAKERS = {
  attacker: {
    weapons: [
      { name: 'Godhammer lascannon', models: 2, attacks: '2', skill: 3, strength: 12, ap: -3, damage: 'D6+1' },
      {
        name: 'Twin heavy bolter',
        models: 1,
        attacks: '3',
        skill: 3,
        strength: 5,
        ap: -1,
        damage: '2',
        abilities: ['sustained hits 1', 'twin-linked'],
      },
    ],
  },
  defender: {
    models: 2,
    toughness: 6,
    save: 4,
    wounds: 6,
    keywords: ['EARTHSHAKERS', 'ARTILLERY', 'INFANTRY', 'CTHONIAN', 'LEAGUES OF VOTANN'],
  },
};
