import type { WeaponProfile } from '../../model/datasheet.js';
import { damagedSource } from '../../rules/core/damaged.js';
import { reject } from '../ctx.js';
import { engaged } from '../geometry/rules.js';
import { modelWeapons, profileNamed, weaponNamed } from '../loadout.js';
import { bodyOf, enemyUnits, inBaseContact, modelGapToUnit, unitBodies, unitsEngaged } from '../spatial.js';
import { atGroundLevel, plungingFrom } from '../terrain/cover.js';
import { unitVisibleTo } from '../terrain/visibility.js';
import type { GameState, ModelId, ModelState, UnitId, UnitState } from '../types.js';
import { datasheetOf, hasKeyword, modelHasKeyword, modelsOnTable, onBattlefield, unitsOf } from '../units.js';
import { grantsOf } from './params.js';
import {
  firingDeck,
  has,
  passengers,
  profileAllowed,
  rangedTargetReason,
  shootingMode,
  type WeaponChoice,
} from './targeting.js';
import type { AttackGroup, WeaponAssignment } from './types.js';

export { rangedChoices, shootingMode, type WeaponChoice } from './targeting.js';

/**
 * Who may fight with what at whom, and declared attacks checked and grouped for resolution (the
 * Shooting phase's targeting rules are in targeting.ts).
 */

/**
 * "Every weapon that can, at this unit": the attacks a simple choice declares. A model that is not a
 * MONSTER or VEHICLE fires its Pistols or its other weapons, not both: it keeps the others.
 */
export function allWeaponsAt(
  state: GameState,
  u: UnitState,
  choices: readonly WeaponChoice[],
  target: UnitId,
): WeaponAssignment[] {
  const picked = choices.filter((c) => c.targets.includes(target));
  const out: WeaponAssignment[] = [];
  const deckModels = new Set<ModelId>();
  const deck = firingDeck(state, u);
  for (const c of picked) {
    if (c.deck) {
      // Firing Deck: one weapon from each of up to x embarked models.
      if (deckModels.has(c.model) || deckModels.size >= deck) continue;
      deckModels.add(c.model);
    }
    const m = u.models.find((x) => x.id === c.model);
    const big = !m || modelHasKeyword(state, u, m, 'MONSTER') || modelHasKeyword(state, u, m, 'VEHICLE');
    if (c.pistol && !big && picked.some((o) => o.model === c.model && !o.pistol)) continue;
    out.push({
      model: c.model,
      weapon: c.weapon,
      // The first profile that reaches this target (a longer-ranged one where the first falls short).
      ...(c.profiles.length > 1 ? { profile: (c.profilesAt?.[target] ?? c.profiles)[0] } : {}),
      target,
    });
  }
  return out;
}

function hitModsFor(
  state: GameState,
  u: UnitState,
  m: ModelState,
  p: WeaponProfile,
  target: UnitState,
  bigGuns: boolean,
): { n: number; source: string }[] {
  const out: { n: number; source: string }[] = [];
  const dmg = datasheetOf(state, u, m).damaged;
  // The bracket's rows, typed at import (rules/core/damaged.ts).
  if (dmg && m.wounds >= dmg.minWounds && m.wounds <= dmg.maxWounds)
    for (const r of dmg.effects ?? [])
      if (r.kind === 'roll' && r.roll === 'hit') out.push({ n: r.n, source: damagedSource(dmg) });
  if (p.type === 'ranged') {
    if (bigGuns && !has(p, 'pistol'))
      out.push({ n: -1, source: 'Big Guns Never Tire (shooting within Engagement Range)' });
    if (hasKeyword(state, target, 'MONSTER') || hasKeyword(state, target, 'VEHICLE')) {
      const engagedWithUs = unitsOf(state, u.player).some((f) => onBattlefield(f) && unitsEngaged(state, f, target));
      if (engagedWithUs)
        out.push({ n: -1, source: 'Big Guns Never Tire (target within Engagement Range of your units)' });
    }
  }
  return out;
}

function precisionFor(state: GameState, u: UnitState, m: ModelState, type: 'ranged' | 'melee'): boolean {
  return grantsOf(state, u.id).some(
    (g) =>
      g.kind === 'weapon-ability' && g.ability === 'precision' && g.type === type && (!g.model || g.model === m.id),
  );
}

/** Group declared attacks by weapon profile, target and the conditions that differ between models. */
function group(
  state: GameState,
  u: UnitState,
  entries: { a: WeaponAssignment; m: ModelState; shooter: ModelState; p: WeaponProfile; ds: string }[],
  bigGuns: boolean,
): AttackGroup[] {
  const groups = new Map<string, AttackGroup>();
  for (const { a, m, shooter, p, ds } of entries) {
    const target = state.units[a.target] as UnitState;
    const half = p.range !== null && modelGapToUnit(state, u, shooter, target) <= p.range / 2 + 1e-6;
    const hitMods = hitModsFor(state, u, shooter, p, target, bigGuns);
    const precision = precisionFor(state, u, m, p.type);
    const ranged = p.type === 'ranged';
    const unseen = ranged && has(p, 'indirect-fire') && !unitVisibleTo(state, u, shooter, target);
    const plunging = ranged && plungingFrom(state, u, shooter) && atGroundLevel(target);
    const key = [
      ds,
      a.weapon,
      p.name,
      a.target,
      half,
      hitMods.map((h) => h.source).join('+'),
      precision,
      unseen,
      plunging,
    ].join('|');
    const g = groups.get(key);
    if (g) g.models.push(shooter.id);
    else
      groups.set(key, {
        weapon: a.weapon,
        profile: p.name,
        models: [shooter.id],
        datasheet: ds,
        target: a.target,
        halfRange: half,
        hitMods,
        ...(precision ? { precision } : {}),
        ...(unseen ? { unseen } : {}),
        ...(plunging ? { plunging } : {}),
      });
  }
  return [...groups.values()];
}

/** "attack N" for messages, once the entry has the fields every declaration needs. */
function entryWhere(a: WeaponAssignment | undefined, i: number): string {
  const where = `attack ${i + 1}`;
  if (
    !a ||
    typeof a !== 'object' ||
    typeof a.model !== 'string' ||
    typeof a.weapon !== 'string' ||
    typeof a.target !== 'string'
  )
    reject(`${where}: needs model, weapon and target`);
  return where;
}

function checkList(attacks: unknown): WeaponAssignment[] {
  if (!Array.isArray(attacks) || attacks.length === 0) reject('declare at least one weapon and target');
  return attacks as WeaponAssignment[];
}

/**
 * Validate a unit's shooting: eligibility, each weapon's profile and target, Pistols, One Shot, and
 * (a TRANSPORT) Firing Deck weapons of embarked models. `only` restricts the target (Fire Overwatch).
 * Returns the attack groups and the One Shot weapons spent.
 */
export function validateShooting(
  state: GameState,
  u: UnitState,
  raw: unknown,
  only?: UnitId,
): { groups: AttackGroup[]; spent: { unit: UnitId; model: ModelId; weapon: string }[]; deckUnits: UnitId[] } {
  const attacks = checkList(raw);
  const mode = shootingMode(state, u);
  if (mode.reason) reject(`${u.name} (${u.id}) cannot shoot: ${mode.reason}`);
  const own = new Map(modelsOnTable(u).map((m) => [m.id, m]));
  const deck = firingDeck(state, u);
  const riders = new Map<ModelId, { unit: UnitState; m: ModelState }>();
  if (deck > 0)
    for (const p of passengers(state, u.id))
      for (const m of p.models) if (!m.destroyed) riders.set(m.id, { unit: p, m });
  const used = new Map<string, number>();
  const entries: { a: WeaponAssignment; m: ModelState; shooter: ModelState; p: WeaponProfile; ds: string }[] = [];
  const spent: { unit: UnitId; model: ModelId; weapon: string }[] = [];
  const deckModels = new Set<ModelId>();
  const deckUnits = new Set<UnitId>();
  const kinds = new Map<ModelId, Set<'pistol' | 'other'>>();
  const transportModel = modelsOnTable(u)[0];
  attacks.forEach((a, i) => {
    const where = entryWhere(a, i);
    const mine = own.get(a.model);
    const rider = mine ? undefined : riders.get(a.model);
    if (!mine && !rider) reject(`${where}: ${a.model} is not a model of ${u.id} on the battlefield`);
    const owner = rider ? rider.unit : u;
    const m = (mine ?? rider?.m) as ModelState;
    const shooter = mine ?? (transportModel as ModelState);
    if (rider) {
      if (rider.unit.history.shot || rider.unit.history.firingDeck)
        reject(`${where}: ${rider.unit.id} has already shot this phase`);
      deckModels.add(m.id);
      deckUnits.add(rider.unit.id);
      if (deckModels.size > deck) reject(`${where}: Firing Deck ${deck} lets at most ${deck} embarked models shoot`);
    }
    const ds = datasheetOf(state, owner, m);
    const w = m.weapons.includes(a.weapon) ? weaponNamed(ds, a.weapon) : undefined;
    if (!w) reject(`${where}: ${m.id} has no weapon "${a.weapon}"`);
    const key = `${m.id}|${w.name}`;
    used.set(key, (used.get(key) ?? 0) + 1);
    if ((used.get(key) as number) > m.weapons.filter((x) => x === w.name).length)
      reject(`${where}: ${m.id} fires ${w.name} more times than it carries it`);
    if (rider && [...used.keys()].filter((k) => k.startsWith(`${m.id}|`)).length > 1)
      reject(`${where}: a Firing Deck model lends one ranged weapon`);
    const p = profileNamed(w, a.profile);
    if (!p) reject(`${where}: ${w.name} has no profile "${a.profile}"`);
    const why = profileAllowed(p, mode);
    if (why) reject(`${where}: ${why}`);
    if (has(p, 'one-shot')) {
      if (rider) reject(`${where}: One Shot weapons cannot be fired through a Firing Deck`);
      if (m.fired?.includes(w.name)) reject(`${where}: ${w.name} is One Shot and was already fired this battle`);
      spent.push({ unit: owner.id, model: m.id, weapon: w.name });
    }
    if (only && a.target !== only) reject(`${where}: only ${only} can be targeted`);
    const target = state.units[a.target];
    if (!target || target.attachedTo) reject(`${where}: no unit "${a.target}"`);
    const tr = rangedTargetReason(state, u, shooter, p, target, mode);
    if (tr) reject(`${where}: ${tr}`);
    if (!rider && !modelHasKeyword(state, u, m, 'MONSTER') && !modelHasKeyword(state, u, m, 'VEHICLE')) {
      const k = kinds.get(m.id) ?? new Set();
      k.add(has(p, 'pistol') ? 'pistol' : 'other');
      kinds.set(m.id, k);
      if (k.size > 1) reject(`${where}: ${m.id} shoots either its Pistols or its other ranged weapons, not both`);
    }
    entries.push({ a: { ...a, profile: p.name }, m, shooter, p, ds: ds.id });
  });
  if (mode.pistolsOnly && new Set(attacks.map((a) => a.target)).size > 1)
    reject(`${u.id} is within Engagement Range: its Pistols can target only one of the units it is engaged with`);
  return { groups: group(state, u, entries, mode.bigGuns), spent, deckUnits: [...deckUnits] };
}

/** Enemy units a model can fight: those within its Engagement Range, or (second rank) those a friend it touches is in base contact with. */
export function fightTargets(state: GameState, u: UnitState, m: ModelState): UnitId[] {
  const body = bodyOf(state, u, m);
  const out = new Set<UnitId>();
  const enemies = enemyUnits(state, u.player);
  for (const e of enemies) if (unitBodies(state, e).some((b) => engaged(body, b))) out.add(e.id);
  for (const f of modelsOnTable(u)) {
    if (f.id === m.id || !inBaseContact(body, bodyOf(state, u, f))) continue;
    const fb = bodyOf(state, u, f);
    for (const e of enemies) if (unitBodies(state, e).some((b) => inBaseContact(fb, b))) out.add(e.id);
  }
  return [...out];
}

/** Every melee weapon each model could fight with, and its targets. */
export function meleeChoices(state: GameState, u: UnitState): (WeaponChoice & { extra: boolean })[] {
  const out: (WeaponChoice & { extra: boolean })[] = [];
  for (const m of modelsOnTable(u)) {
    const targets = fightTargets(state, u, m);
    if (!targets.length) continue;
    for (const { weapon } of modelWeapons(state, u, m, 'melee')) {
      const profiles = weapon.profiles.filter((p) => p.type === 'melee');
      out.push({
        model: m.id,
        weapon: weapon.name,
        profiles: profiles.map((p) => p.name),
        targets,
        pistol: false,
        extra: profiles.some((p) => has(p, 'extra-attacks')),
      });
    }
  }
  return out;
}

/** Validate a unit's melee attacks: one melee weapon per model (plus Extra Attacks weapons), legal targets. */
export function validateMelee(state: GameState, u: UnitState, raw: unknown): AttackGroup[] {
  const attacks = checkList(raw);
  const own = new Map(modelsOnTable(u).map((m) => [m.id, m]));
  const chosen = new Map<ModelId, string>();
  const seen = new Set<string>();
  const entries: { a: WeaponAssignment; m: ModelState; shooter: ModelState; p: WeaponProfile; ds: string }[] = [];
  attacks.forEach((a, i) => {
    const where = entryWhere(a, i);
    const m = own.get(a.model);
    if (!m) reject(`${where}: ${a.model} is not a model of ${u.id} on the battlefield`);
    const ds = datasheetOf(state, u, m);
    const w = m.weapons.includes(a.weapon) ? weaponNamed(ds, a.weapon) : undefined;
    if (!w) reject(`${where}: ${m.id} has no weapon "${a.weapon}"`);
    const p = profileNamed(w, a.profile);
    if (p?.type !== 'melee') reject(`${where}: ${a.weapon} has no melee profile "${a.profile ?? ''}"`);
    const key = `${m.id}|${w.name}`;
    if (seen.has(key)) reject(`${where}: ${m.id} already attacks with ${w.name}`);
    seen.add(key);
    if (!has(p, 'extra-attacks')) {
      const prior = chosen.get(m.id);
      if (prior && prior !== w.name)
        reject(`${where}: ${m.id} fights with one melee weapon (it chose ${prior}), plus Extra Attacks weapons`);
      chosen.set(m.id, w.name);
    }
    if (!fightTargets(state, u, m).includes(a.target))
      reject(`${where}: ${m.id} cannot fight ${a.target} (not within Engagement Range)`);
    entries.push({ a: { ...a, profile: p.name }, m, shooter: m, p, ds: ds.id });
  });
  return group(state, u, entries, false);
}
