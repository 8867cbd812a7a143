import { datasheetDefence, datasheetLoadout, scenarioWeapon } from '@cogitator/engine/combat';
import type { Datasheet } from '@cogitator/engine/model';
import { allowedSizes, defaultSize, unitModels } from '@cogitator/engine/model';
import type { AttackerState, DefenderState, GroupRow, WeaponRow } from './state.js';

/** Calculator setups from catalogue datasheets (the engine reads the loadout and the defence). */

const text = (v: number | string | null | undefined, suffix = '') =>
  v === null || v === undefined ? '' : `${v}${suffix}`;

export function attackerFrom(ds: Datasheet, opts: { size?: number; type?: 'ranged' | 'melee' } = {}): AttackerState {
  const size = unitModels(ds, opts.size ?? defaultSize(ds)).size;
  const weapons: WeaponRow[] = datasheetLoadout(ds, { size, type: opts.type ?? 'ranged' }).map((row) => {
    const w = scenarioWeapon(row.profile, row.count);
    return {
      name: w.name,
      count: String(row.count),
      type: row.profile.type,
      attacks: String(w.attacks),
      skill: w.skill === null ? 'N/A' : `${w.skill}+`,
      strength: String(w.strength),
      ap: String(w.ap ?? 0),
      damage: String(w.damage),
      abilities: (w.abilities ?? []).join(', '),
    };
  });
  return { name: ds.name, id: ds.id, size, weapons };
}

/** Throws the engine's InputError when the catalogue lacks a Toughness, Save or Wounds. */
export function defenderFrom(ds: Datasheet, size?: number): DefenderState {
  const models = unitModels(ds, size ?? defaultSize(ds)).size;
  const d = datasheetDefence(ds, models);
  const groups: GroupRow[] = d.groups.map((g) => ({
    name: g.name,
    models: String(g.models),
    toughness: String(g.toughness),
    save: `${g.save}+`,
    invulnerable: `${text(g.invulnerable, '+')}${g.invulnerable !== null && g.invulnerableAgainst ? ` ${g.invulnerableAgainst}` : ''}`,
    wounds: String(g.wounds),
    feelNoPain: text(g.feelNoPain, '+'),
    keywords: (g.keywords ?? []).join(', '),
  }));
  return {
    name: ds.name,
    id: ds.id,
    size: models,
    groups,
    keywords: d.keywords.join(', '),
    abilities: d.abilities.join(', '),
  };
}

export { allowedSizes as unitSizes };
