import { formatDice } from '../dice/expr.js';
import { InputError } from '../errors.js';
import { unitModels } from '../model/composition.js';
import type { Datasheet, WeaponProfile } from '../model/datasheet.js';
import { formatCoreAbility } from '../rules/core-abilities.js';
import { formatWeaponAbility } from '../rules/weapon-abilities.js';
import { lineKeywords } from './loadout.js';
import type { ScenarioDefender, ScenarioWeapon } from './scenario.js';

/**
 * Catalogue datasheets as calculator scenarios (the issue 4 contract): a weapon profile fired by N
 * models, and a unit as the defender with one group per distinct model profile.
 */

/** A weapon profile as a scenario weapon fired `models` times. */
export function scenarioWeapon(p: WeaponProfile, models: number): ScenarioWeapon {
  return {
    name: p.name,
    models,
    type: p.type,
    attacks: formatDice(p.attacks),
    skill: p.skill,
    strength: p.strength,
    ap: p.ap,
    damage: formatDice(p.damage),
    abilities: p.abilities.map(formatWeaponAbility),
    range: p.range,
  };
}

type Group = NonNullable<ScenarioDefender['profiles']>[number];

const STATS = [
  ['toughness', 'Toughness'],
  ['save', 'Save'],
  ['wounds', 'Wounds'],
] as const;

/** The unit's defence at `size` models: its model groups in allocation order, keywords, abilities. */
export interface DatasheetDefence {
  /** Same profiles merged; the largest group first (allocated first), CHARACTER models last. */
  groups: DefenderGroup[];
  /** Unit and faction keywords, upper case. */
  keywords: string[];
  /** CORE abilities that change the odds, as printed ("Stealth"). */
  abilities: string[];
}

export type DefenderGroup = Group;

/**
 * Throws InputError naming a profile whose Toughness, Save or Wounds the source did not give.
 * Feel No Pain from the unit's CORE abilities applies to every group.
 */
export function datasheetDefence(ds: Datasheet, size?: number): DatasheetDefence {
  const core = ds.abilities.core;
  const fnp = core.reduce<number | null>(
    (best, a) => (a.kind === 'feel-no-pain' && (best === null || a.threshold < best) ? a.threshold : best),
    null,
  );
  const groups = new Map<string, Group>();
  for (const line of unitModels(ds, size).lines) {
    if (line.count === 0) continue;
    const p = ds.profiles.find((x) => x.name === line.profile) ?? ds.profiles[0];
    if (!p) throw new InputError(`${ds.name} has no model profile`, { source: ds.id, field: 'profiles' });
    for (const [key, label] of STATS) {
      if (p[key] === null) {
        throw new InputError(`${p.name} has no ${label} in the catalogue; type the profile instead`, {
          source: ds.id,
          field: `profiles[${ds.profiles.indexOf(p)}].${key}`,
        });
      }
    }
    const keywords = lineKeywords(ds, line.model);
    const g: Group = {
      name: p.name,
      models: line.count,
      toughness: p.toughness as number,
      save: p.save as number,
      invulnerable: p.invulnerableSave,
      wounds: p.wounds as number,
      feelNoPain: fnp,
      keywords,
    };
    const key = JSON.stringify([g.toughness, g.save, g.invulnerable, g.wounds, [...keywords].sort()]);
    const same = groups.get(key);
    if (same) same.models += line.count;
    else groups.set(key, g);
  }
  const isCharacter = (g: Group) => (g.keywords ?? []).includes('CHARACTER');
  const ordered = [...groups.values()].sort(
    (a, b) => Number(isCharacter(a)) - Number(isCharacter(b)) || b.models - a.models,
  );
  if (ordered.length === 0) throw new InputError(`${ds.name} has no models`, { source: ds.id, field: 'composition' });
  return {
    groups: ordered,
    keywords: [...new Set([...ds.keywords, ...ds.factionKeywords].map((k) => k.toUpperCase()))],
    abilities: core.filter((a) => a.kind === 'stealth').map(formatCoreAbility),
  };
}

/** The unit as a scenario defender at `size` models (see `datasheetDefence`). */
export function datasheetDefender(ds: Datasheet, size?: number): ScenarioDefender {
  const { groups, keywords, abilities } = datasheetDefence(ds, size);
  const [main, ...rest] = groups as [Group, ...Group[]];
  const { name: _name, ...mainFields } = main;
  return {
    name: ds.name,
    ...mainFields,
    keywords: [...new Set([...keywords, ...(main.keywords ?? [])])],
    abilities,
    profiles: rest,
  };
}
