import type { Conditions } from '@cogitator/engine/combat';

/**
 * The calculator's state: one or two setups (attacker, defender, conditions). Fields the user types
 * are kept as typed (strings), so nothing is lost while a value is half-written; `toScenario` turns
 * a setup into the scenario contract and the engine's validation names any bad field.
 */

export interface WeaponRow {
  name: string;
  /** How many of this weapon fire: models x weapons each (0: not firing). */
  count: string;
  type: 'ranged' | 'melee';
  attacks: string;
  /** BS/WS: "3+", or "N/A" for Torrent. */
  skill: string;
  strength: string;
  ap: string;
  damage: string;
  /** Comma-separated, as printed: "sustained hits 1, twin-linked". */
  abilities: string;
}

/** One kind of model in the defending unit; the first is its main models. */
export interface GroupRow {
  name: string;
  models: string;
  toughness: string;
  save: string;
  invulnerable: string;
  wounds: string;
  feelNoPain: string;
  /** Keywords of these models only (CHARACTER marks an attached Leader). */
  keywords: string;
}

export interface AttackerState {
  name: string;
  /** The catalogue datasheet it came from ("" when typed). */
  id: string;
  size: number;
  weapons: WeaponRow[];
}

export interface DefenderState {
  name: string;
  id: string;
  size: number;
  groups: GroupRow[];
  /** Keywords of the whole unit, comma-separated. */
  keywords: string;
  /** CORE abilities that change the odds: "Stealth", "Feel No Pain 5+". */
  abilities: string;
}

export type ConditionsState = Partial<Conditions>;

export interface Setup {
  attacker: AttackerState;
  defender: DefenderState;
  conditions: ConditionsState;
  devastatingWounds: 'current' | 'original';
}

export interface CalcState {
  a: Setup;
  /** The second setup when comparing. */
  b: Setup | null;
}

export function weaponRow(over: Partial<WeaponRow> = {}): WeaponRow {
  return {
    name: 'Weapon',
    count: '1',
    type: 'ranged',
    attacks: '1',
    skill: '3+',
    strength: '4',
    ap: '0',
    damage: '1',
    abilities: '',
    ...over,
  };
}

export function groupRow(over: Partial<GroupRow> = {}): GroupRow {
  return {
    name: 'models',
    models: '5',
    toughness: '4',
    save: '3+',
    invulnerable: '',
    wounds: '2',
    feelNoPain: '',
    keywords: '',
    ...over,
  };
}

export function defaultSetup(): Setup {
  return {
    attacker: {
      name: 'Rifle squad',
      id: '',
      size: 0,
      weapons: [weaponRow({ name: 'Rifle', count: '10', attacks: '2', ap: '-1', abilities: 'rapid fire 1' })],
    },
    defender: {
      name: 'Target squad',
      id: '',
      size: 0,
      groups: [groupRow({ models: '10', toughness: '4', save: '3+', wounds: '2' })],
      keywords: 'INFANTRY',
      abilities: '',
    },
    conditions: {},
    devastatingWounds: 'current',
  };
}

export function defaultState(): CalcState {
  return { a: defaultSetup(), b: null };
}
