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
  /** The datasheet (id) each group's models come from (a Leader's groups are its own). */
  datasheets: string[];
  /** Unit and faction keywords, upper case. */
  keywords: string[];
  /** CORE abilities that change the odds, as printed ("Stealth"): the unit's own datasheet's. */
  abilities: string[];
}

export type DefenderGroup = Group;

/** CORE abilities a group carries into a scenario (Stealth counts only if every group has it). */
function groupAbilities(ds: Datasheet): string[] {
  return ds.abilities.core.filter((a) => a.kind === 'stealth').map(formatCoreAbility);
}

function datasheetGroups(ds: Datasheet, size: number | undefined, out: Map<string, { g: Group; ds: string }>): void {
  const core = ds.abilities.core;
  const fnp = core.reduce<number | null>(
    (best, a) => (a.kind === 'feel-no-pain' && (best === null || a.threshold < best) ? a.threshold : best),
    null,
  );
  const abilities = groupAbilities(ds);
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
      ...(p.invulnerableSave !== null && p.invulnerableAgainst ? { invulnerableAgainst: p.invulnerableAgainst } : {}),
      wounds: p.wounds as number,
      feelNoPain: fnp,
      keywords,
      ...(abilities.length ? { abilities } : {}),
    };
    const key = JSON.stringify([ds.id, g.toughness, g.save, g.invulnerable, g.wounds, [...keywords].sort()]);
    const same = out.get(key);
    if (same) same.g.models += line.count;
    else out.set(key, { g, ds: ds.id });
  }
}

/**
 * Throws InputError naming a profile whose Toughness, Save or Wounds the source did not give.
 * Feel No Pain from a datasheet's CORE abilities applies to that datasheet's groups; `leaders` are
 * attached to the unit (their groups come after the unit's, CHARACTER models last).
 */
export function datasheetDefence(ds: Datasheet, size?: number, leaders: readonly Datasheet[] = []): DatasheetDefence {
  const groups = new Map<string, { g: Group; ds: string }>();
  datasheetGroups(ds, size, groups);
  for (const l of leaders) datasheetGroups(l, undefined, groups);
  const isCharacter = (g: Group) => (g.keywords ?? []).includes('CHARACTER');
  const ordered = [...groups.values()].sort(
    (a, b) => Number(isCharacter(a.g)) - Number(isCharacter(b.g)) || b.g.models - a.g.models,
  );
  if (ordered.length === 0) throw new InputError(`${ds.name} has no models`, { source: ds.id, field: 'composition' });
  return {
    groups: ordered.map((x) => x.g),
    datasheets: ordered.map((x) => x.ds),
    keywords: [...new Set([...ds.keywords, ...ds.factionKeywords].map((k) => k.toUpperCase()))],
    abilities: groupAbilities(ds),
  };
}

/** The unit as a scenario defender at `size` models (see `datasheetDefence`). */
export function datasheetDefender(ds: Datasheet, size?: number, leaders: readonly Datasheet[] = []): ScenarioDefender {
  const { groups, keywords } = datasheetDefence(ds, size, leaders);
  const [main, ...rest] = groups as [Group, ...Group[]];
  const { name: _name, ...mainFields } = main;
  return {
    name: leaders.length ? `${ds.name} led by ${leaders.map((l) => l.name).join(' and ')}` : ds.name,
    ...mainFields,
    keywords: [...new Set([...keywords, ...(main.keywords ?? [])])],
    abilities: main.abilities ?? [],
    profiles: rest,
  };
}
