import type { Weapon, WeaponProfile } from '../../model/datasheet.js';
import { hasAbility } from '../../rules/weapon-abilities.js';
import { reject } from '../ctx.js';
import { engaged } from '../geometry/rules.js';
import { modelWeapons, profileNamed, weaponNamed } from '../loadout.js';
import {
  bodyOf,
  enemyUnits,
  engagedEnemyIds,
  inBaseContact,
  isVisible,
  modelGapToUnit,
  unitBodies,
  unitsEngaged,
  unitsWithin,
} from '../spatial.js';
import type { GameState, ModelId, ModelState, UnitId, UnitState } from '../types.js';
import {
  datasheetOf,
  hasKeyword,
  modelHasKeyword,
  modelsOnTable,
  onBattlefield,
  unitDatasheets,
  unitsOf,
} from '../units.js';
import { grantsOf } from './params.js';
import type { AttackGroup, WeaponAssignment } from './types.js';

/**
 * Who may shoot or fight, with what, at whom: the eligibility and targeting rules of the Shooting and
 * Fight phases, and the grouping of declared attacks for resolution.
 */

export interface ShootingMode {
  /** Why the unit cannot shoot now, or null. */
  reason: string | null;
  /** It Advanced: Assault weapons only. */
  assaultOnly: boolean;
  /** Within Engagement Range without Big Guns Never Tire: Pistols only, at one unit it is engaged with. */
  pistolsOnly: boolean;
  /** A MONSTER or VEHICLE shooting within Engagement Range (Big Guns Never Tire). */
  bigGuns: boolean;
  engaged: readonly UnitId[];
}

export function shootingMode(state: GameState, u: UnitState): ShootingMode {
  const mode: ShootingMode = { reason: null, assaultOnly: false, pistolsOnly: false, bigGuns: false, engaged: [] };
  const h = u.history;
  if (!onBattlefield(u)) mode.reason = 'it is not on the battlefield';
  else if (h.shot) mode.reason = 'it has already shot this turn';
  else if (h.firingDeck) mode.reason = 'it shot through a Firing Deck this phase';
  else if (h.movement === 'fall-back') mode.reason = 'it Fell Back this turn';
  if (mode.reason) return mode;
  mode.assaultOnly = h.movement === 'advance';
  mode.engaged = engagedEnemyIds(state, u);
  if (mode.engaged.length) {
    mode.bigGuns = hasKeyword(state, u, 'MONSTER') || hasKeyword(state, u, 'VEHICLE');
    mode.pistolsOnly = !mode.bigGuns;
  }
  return mode;
}

const has = (p: WeaponProfile, kind: Parameters<typeof hasAbility>[1]) => hasAbility(p.abilities, kind) !== undefined;

const loneCache = new WeakMap<UnitState, boolean>();

function loneOperative(state: GameState, target: UnitState): boolean {
  let lone = loneCache.get(target);
  if (lone === undefined) {
    lone =
      !target.leaders?.length &&
      unitDatasheets(state, target).every((ds) => ds.abilities.core.some((a) => a.kind === 'lone-operative'));
    loneCache.set(target, lone);
  }
  return lone;
}

/** What targeting needs to know about one target unit, computed once per shooting unit. */
interface TargetFacts {
  target: UnitState;
  lone: boolean;
  /** A friendly unit within Engagement Range of it (Blast cannot target it). */
  engagedWith: UnitId | null;
  pistolOk: boolean;
}

const blastCache = new WeakMap<UnitState, boolean>();

function hasBlast(state: GameState, u: UnitState): boolean {
  const b = blastCache.get(u);
  return b === undefined ? findBlast(state, u) : b;
}

/** (Apart from hasBlast: its closures would make every call allocate their context.) */
function findBlast(state: GameState, u: UnitState): boolean {
  const b = modelsOnTable(u).some((m) =>
    modelWeapons(state, u, m, 'ranged').some((w) => w.weapon.profiles.some((p) => has(p, 'blast'))),
  );
  blastCache.set(u, b);
  return b;
}

function targetFacts(state: GameState, u: UnitState, target: UnitState, mode: ShootingMode): TargetFacts {
  let engagedWith: UnitId | null = null;
  // Only Blast weapons care which friendly units are engaged with the target.
  if (hasBlast(state, u)) {
    for (const friend of unitsOf(state, u.player)) {
      if (onBattlefield(friend) && unitsEngaged(state, friend, target)) {
        engagedWith = friend.id;
        break;
      }
    }
  }
  return {
    target,
    lone: loneOperative(state, target),
    engagedWith,
    pistolOk: !mode.pistolsOnly || mode.engaged.includes(target.id),
  };
}

/** Which rule keeps a profile from reaching a target at gap `g` from the shooting model (null: none). */
type ReachFailure = 'range' | 'lone' | 'blast' | 'pistol' | null;

function reachFailure(p: WeaponProfile, f: TargetFacts, g: number): ReachFailure {
  if (p.range === null || g > p.range + 1e-6) return 'range';
  if (g > 12 + 1e-6 && f.lone) return 'lone';
  if (f.engagedWith && has(p, 'blast')) return 'blast';
  if (!f.pistolOk) return 'pistol';
  return null;
}

/** Why a profile cannot reach a target at gap `g` from the shooting model, or null. */
function reachReason(u: UnitState, p: WeaponProfile, f: TargetFacts, g: number): string | null {
  const id = f.target.id;
  switch (reachFailure(p, f, g)) {
    case 'range':
      return `${id} is out of range of ${p.name} (${g.toFixed(1)}")`;
    case 'lone':
      return `${id} is a Lone Operative more than 12" away`;
    case 'blast':
      return `${p.name} is a Blast weapon and ${id} is within Engagement Range of ${f.engagedWith}`;
    case 'pistol':
      return `${u.id} is within Engagement Range: its Pistols can only target a unit it is engaged with`;
    case null:
      return null;
  }
}

/** Why a model cannot shoot this profile at this unit, or null. */
export function rangedTargetReason(
  state: GameState,
  u: UnitState,
  from: ModelState,
  p: WeaponProfile,
  target: UnitState,
  mode: ShootingMode,
): string | null {
  if (target.player === u.player) return `${target.id} is not an enemy unit`;
  if (!onBattlefield(target)) return `${target.id} is not on the battlefield`;
  const body = bodyOf(state, u, from);
  if (!isVisible(state, body, target)) return `${target.id} is not visible to ${from.id}`;
  return reachReason(u, p, targetFacts(state, u, target, mode), modelGapToUnit(state, u, from, target));
}

/** Which rule keeps a profile from being fired in this shooting mode (null: none). */
function profileBlock(p: WeaponProfile, mode: ShootingMode): 'type' | 'assault' | 'pistol' | null {
  if (p.type !== 'ranged') return 'type';
  if (mode.assaultOnly && !has(p, 'assault')) return 'assault';
  if (mode.pistolsOnly && !has(p, 'pistol')) return 'pistol';
  return null;
}

function profileAllowed(p: WeaponProfile, mode: ShootingMode): string | null {
  switch (profileBlock(p, mode)) {
    case 'type':
      return `${p.name} is not a ranged weapon`;
    case 'assault':
      return `${p.name}: the unit Advanced and it is not an Assault weapon`;
    case 'pistol':
      return `${p.name}: within Engagement Range only Pistols can shoot`;
    case null:
      return null;
  }
}

/** A model's weapon as it may be fired: its profiles and the units it can target. */
export interface WeaponChoice {
  model: ModelId;
  weapon: string;
  profiles: string[];
  targets: UnitId[];
  pistol: boolean;
  /** A weapon of a model embarked within this TRANSPORT, fired through its Firing Deck. */
  deck?: boolean;
}

/** The Firing Deck capacity of a TRANSPORT unit (0 when it has none). */
export function firingDeck(state: GameState, u: UnitState): number {
  let x = 0;
  for (const ds of unitDatasheets(state, u))
    for (const a of ds.abilities.core) if (a.kind === 'firing-deck') x = Math.max(x, a.x);
  return x;
}

/** Units embarked within a TRANSPORT. */
export function passengers(state: GameState, transport: UnitId): UnitState[] {
  return state.unitOrder.map((id) => state.units[id] as UnitState).filter((v) => v.embarkedIn === transport);
}

/** Which of a unit's weapons reach one target: remembered per (shooter, target) and the facts that matter. */
interface Reach {
  key: string;
  /** Per weapon slot (model index, weapon index): the profiles that reach. */
  slots: { mi: number; wi: number; profiles: string[] }[];
}
const reachCache = new WeakMap<UnitState, WeakMap<UnitState, Reach>>();

function modeKey(mode: ShootingMode, f: TargetFacts): string {
  return `${mode.assaultOnly}|${mode.pistolsOnly}|${f.pistolOk}|${f.lone}|${f.engagedWith ?? ''}`;
}

interface Arsenal {
  models: ModelState[];
  weapons: Weapon[][];
}

function arsenalOf(state: GameState, u: UnitState): Arsenal {
  const models = modelsOnTable(u);
  const weapons = models.map((m) =>
    modelWeapons(state, u, m, 'ranged')
      .map(({ weapon }) => weapon)
      .filter((w) => !(m.fired?.includes(w.name) && w.profiles.some((p) => has(p, 'one-shot')))),
  );
  return { models, weapons };
}

function reachOf(state: GameState, u: UnitState, arsenal: Arsenal, mode: ShootingMode, f: TargetFacts): Reach {
  let byTarget = reachCache.get(u);
  if (!byTarget) {
    byTarget = new WeakMap();
    reachCache.set(u, byTarget);
  }
  const key = modeKey(mode, f);
  const hit = byTarget.get(f.target);
  return hit?.key === key ? hit : measureReach(state, u, arsenal, mode, f, key, byTarget);
}

/** (Apart from reachOf: its closures would make every call allocate their context.) */
function measureReach(
  state: GameState,
  u: UnitState,
  arsenal: Arsenal,
  mode: ShootingMode,
  f: TargetFacts,
  key: string,
  byTarget: WeakMap<UnitState, Reach>,
): Reach {
  const slots: Reach['slots'] = [];
  arsenal.models.forEach((m, mi) => {
    const body = bodyOf(state, u, m);
    const g = isVisible(state, body, f.target) ? modelGapToUnit(state, u, m, f.target) : Number.POSITIVE_INFINITY;
    (arsenal.weapons[mi] as Weapon[]).forEach((w, wi) => {
      const profiles = w.profiles.filter((p) => !profileBlock(p, mode) && !reachFailure(p, f, g)).map((p) => p.name);
      if (profiles.length) slots.push({ mi, wi, profiles });
    });
  });
  const r = { key, slots };
  byTarget.set(f.target, r);
  return r;
}

const outCache = new WeakMap<UnitState, { deps: object[]; keys: string; out: WeaponChoice[] }>();

/** Every weapon each model of the unit could fire now, with the units it could target. */
export function rangedChoices(state: GameState, u: UnitState, onlyTarget?: UnitId): WeaponChoice[] {
  const mode = shootingMode(state, u);
  if (mode.reason) return [];
  const arsenal = arsenalOf(state, u);
  let maxRange = 0;
  for (const ws of arsenal.weapons)
    for (const w of ws)
      for (const p of w.profiles) if (!profileBlock(p, mode)) maxRange = Math.max(maxRange, p.range ?? 0);
  const deck = firingDeck(state, u);
  // A Firing Deck lends passengers' weapons: measure with the longest any could have.
  if (deck > 0) maxRange = Number.POSITIVE_INFINITY;
  const facts = enemyUnits(state, u.player)
    .filter((e) => (!onlyTarget || e.id === onlyTarget) && unitsWithin(state, u, e, maxRange))
    .map((e) => targetFacts(state, u, e, mode));
  if (!facts.length) return [];
  // The same targets under the same facts (and passengers) give the same choices as last time.
  const deps: object[] = [...facts.map((f) => f.target), ...(deck > 0 ? passengers(state, u.id) : [])];
  const keys = facts.map((f) => modeKey(mode, f)).join(';');
  const memo = outCache.get(u);
  if (memo && memo.keys === keys && memo.deps.length === deps.length && memo.deps.every((d, i) => d === deps[i]))
    return memo.out;
  const out: WeaponChoice[] = [];
  outCache.set(u, { deps, keys, out });
  const host = arsenal.models[0];
  if (deck > 0 && host) {
    // Passengers whose units have not shot lend one ranged weapon each (not One Shot), fired from the hull.
    const gaps = facts.map((f) => modelGapToUnit(state, u, host, f.target));
    for (const p of passengers(state, u.id)) {
      if (p.history.shot || p.history.firingDeck) continue;
      for (const m of p.models) {
        if (m.destroyed) continue;
        for (const { weapon } of modelWeapons(state, p, m, 'ranged')) {
          const profiles = weapon.profiles.filter((x) => !profileBlock(x, mode) && !has(x, 'one-shot'));
          const targets = facts
            .filter((f, k) => profiles.some((x) => !reachFailure(x, f, gaps[k] as number)))
            .map((f) => f.target.id);
          if (targets.length)
            out.push({
              model: m.id,
              weapon: weapon.name,
              profiles: profiles.map((x) => x.name),
              targets,
              pistol: false,
              deck: true,
            });
        }
      }
    }
  }
  const bySlot = new Map<number, WeaponChoice>();
  for (const f of facts) {
    for (const slot of reachOf(state, u, arsenal, mode, f).slots) {
      const id = slot.mi * 64 + slot.wi;
      let c = bySlot.get(id);
      if (!c) {
        const m = arsenal.models[slot.mi] as ModelState;
        const w = (arsenal.weapons[slot.mi] as Weapon[])[slot.wi] as Weapon;
        const profiles = w.profiles.filter((p) => !profileBlock(p, mode));
        c = {
          model: m.id,
          weapon: w.name,
          profiles: profiles.map((p) => p.name),
          targets: [],
          pistol: profiles.every((p) => has(p, 'pistol')),
        };
        bySlot.set(id, c);
      }
      c.targets.push(f.target.id);
    }
  }
  out.push(...[...bySlot.entries()].sort((a, b) => a[0] - b[0]).map(([, c]) => c));
  return out;
}

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
      ...(c.profiles.length > 1 ? { profile: c.profiles[0] } : {}),
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
  if (dmg && m.wounds >= dmg.minWounds && m.wounds <= dmg.maxWounds && /subtract 1 from the hit roll/i.test(dmg.text))
    out.push({ n: -1, source: `Damaged (${dmg.minWounds}-${dmg.maxWounds} wounds remaining)` });
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
    const key = [ds, a.weapon, p.name, a.target, half, hitMods.map((h) => h.source).join('+'), precision].join('|');
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

/** Units of a player that could shoot in their Shooting phase (for Fire Overwatch and the step). */
export function canShootAt(state: GameState, u: UnitState, target: UnitId): boolean {
  return rangedChoices(state, u, target).length > 0;
}
