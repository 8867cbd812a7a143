import type { Weapon, WeaponProfile } from '../../model/datasheet.js';
import { ruleById } from '../../rules/known.js';
import { hasAbility } from '../../rules/weapon-abilities.js';
import { type Formation, formationsOf, layoutOf } from '../layout.js';
import { modelWeapons } from '../loadout.js';
import { enemyUnits, engagedEnemyIds, gapBetweenUnits, modelGapToUnit, unitsEngaged, unitsWithin } from '../spatial.js';
import { unitVisibleTo } from '../terrain/visibility.js';
import type { GameState, ModelId, ModelState, UnitId, UnitState } from '../types.js';
import { effectEligible, gameUnitInstances, rangedAssaultAfterAdvance, targetableWithin } from '../unit-rules.js';
import { hasKeyword, modelsOnTable, onBattlefield, unitDatasheets, unitsOf } from '../units.js';

/**
 * Who may shoot what at whom: a unit's shooting mode (Advanced, Fell Back, within Engagement Range), the
 * targeting rules (range, Lone Operative, Blast, Pistols) and every weapon choice open to it now.
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
  else if (h.movement === 'fall-back' && !effectEligible(state, u, 'shoot', 'fell-back'))
    mode.reason = 'it Fell Back this turn';
  if (mode.reason) return mode;
  // "eligible to shoot in a turn in which it Advanced": every weapon, not only Assault ones.
  // Rows giving every ranged weapon [ASSAULT] (Bold Gallantry, Errant's Duty): every ranged weapon too.
  mode.assaultOnly =
    h.movement === 'advance' && !effectEligible(state, u, 'shoot', 'advanced') && !rangedAssaultAfterAdvance(state, u);
  mode.engaged = engagedEnemyIds(state, u);
  if (mode.engaged.length) {
    mode.bigGuns = hasKeyword(state, u, 'MONSTER') || hasKeyword(state, u, 'VEHICLE');
    mode.pistolsOnly = !mode.bigGuns;
  }
  return mode;
}

/** Whether a weapon profile has an ability of this kind. */
export const has = (p: WeaponProfile, kind: Parameters<typeof hasAbility>[1]) =>
  hasAbility(p.abilities, kind) !== undefined;

const loneCache = new WeakMap<UnitState, boolean>();

function loneOperative(state: GameState, target: UnitState): boolean {
  let lone = loneCache.get(target);
  if (lone === undefined) {
    lone =
      !target.leaders?.length &&
      unitDatasheets(state, target).every((ds) => ds.abilities.core.some((a) => a.kind === 'lone-operative'));
    loneCache.set(target, lone);
  }
  return lone || ruleLoneOperative(state, target);
}

/**
 * "While the bearer is within 3" of one or more friendly IMPERIAL KNIGHTS units, it has the Lone Operative ability"
 * (Magos Questoris; the Tech-Priest Enginseer's own "Enginseer"): a `targetable-within` row of 12" of the unit's
 * Enhancements and datasheet abilities (not while it is part of an Attached unit), its `near` measured now.
 */
function ruleLoneOperative(state: GameState, target: UnitState): boolean {
  if (target.leaders?.length || target.attachedTo) return false;
  for (const i of gameUnitInstances(state, target)) {
    const d = i.rule && (i.origin === 'enhancement' || i.origin === 'datasheet') ? ruleById(i.rule) : undefined;
    if (!d || (d.support.game !== 'automated' && d.support.game !== 'partial')) continue;
    for (const r of d.effects ?? []) {
      // A datasheet's row without `near` is "while leading" (Haloed in Soulfire: targetableWithin), not this.
      if (r.kind !== 'targetable-within' || r.inches !== 12 || (!r.near && i.origin !== 'enhancement')) continue;
      const near = r.near;
      if (
        !near ||
        unitsOf(state, target.player).some(
          (f) =>
            f.id !== target.id &&
            onBattlefield(f) &&
            hasKeyword(state, f, near.keyword) &&
            (near.also ?? []).every((k) => hasKeyword(state, f, k)) &&
            gapBetweenUnits(state, target, f) <= near.within + 1e-6,
        )
      )
        return true;
    }
  }
  return false;
}

/** What targeting needs to know about one target unit, computed once per shooting unit. */
interface TargetFacts {
  target: UnitState;
  lone: boolean;
  /** "can only be selected as the target of a ranged attack if the attacking model is within N"" (null: no such rule). */
  within: number | null;
  /** A friendly unit within Engagement Range of it (the shooting unit included). */
  engagedWith: UnitId | null;
  /** The shooting unit is itself within Engagement Range of it (Pistols, Big Guns Never Tire). */
  ownFight: boolean;
  pistolOk: boolean;
}

function targetFacts(state: GameState, u: UnitState, target: UnitState, mode: ShootingMode): TargetFacts {
  let engagedWith: UnitId | null = null;
  for (const friend of unitsOf(state, u.player)) {
    if (onBattlefield(friend) && unitsEngaged(state, friend, target)) {
      engagedWith = friend.id;
      break;
    }
  }
  return {
    target,
    lone: loneOperative(state, target),
    within: targetableWithin(state, target),
    engagedWith,
    ownFight: mode.engaged.includes(target.id),
    pistolOk: !mode.pistolsOnly || mode.engaged.includes(target.id),
  };
}

/** Which rule keeps a profile from reaching a target at gap `g` from the shooting model (null: none). */
type ReachFailure = 'range' | 'lone' | 'within' | 'combat' | 'blast' | 'pistol' | null;

function reachFailure(p: WeaponProfile, f: TargetFacts, g: number): ReachFailure {
  if (p.range === null || g > p.range + 1e-6) return 'range';
  if (g > 12 + 1e-6 && f.lone) return 'lone';
  if (f.within !== null && g > f.within + 1e-6) return 'within';
  if (f.engagedWith && has(p, 'blast')) return 'blast';
  // Locked in combat (rules-10e.md "Shooting"): a unit engaged with friends is a target only for a unit
  // that is itself engaged with it (its Pistols, or Big Guns Never Tire).
  if (f.engagedWith && !f.ownFight) return 'combat';
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
    case 'within':
      return `${id} can only be selected as the target of a ranged attack within ${f.within}" (${g.toFixed(1)}")`;
    case 'blast':
      return `${p.name} is a Blast weapon and ${id} is within Engagement Range of ${f.engagedWith}`;
    case 'combat':
      return `${id} is within Engagement Range of ${f.engagedWith} (a unit of your army): only a unit engaged with it can shoot it`;
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
  // Indirect Fire: "can target and make attacks against units that are not visible to the attacking model".
  if (!has(p, 'indirect-fire') && !unitVisibleTo(state, u, from, target))
    return `${target.id} is not visible to ${from.id}`;
  return reachReason(u, p, targetFacts(state, u, target, mode), modelGapToUnit(state, u, from, target));
}

/** Which rule keeps a profile from being fired in this shooting mode (null: none). */
function profileBlock(p: WeaponProfile, mode: ShootingMode): 'type' | 'assault' | 'pistol' | null {
  if (p.type !== 'ranged') return 'type';
  if (mode.assaultOnly && !has(p, 'assault')) return 'assault';
  if (mode.pistolsOnly && !has(p, 'pistol')) return 'pistol';
  return null;
}

export function profileAllowed(p: WeaponProfile, mode: ShootingMode): string | null {
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
  /** The profiles that reach each target where not all of them do (a longer-ranged profile reaching further). */
  profilesAt?: Record<UnitId, string[]>;
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

/**
 * Which of a unit's weapons reach one target: remembered per (shooter, target's layout) and the facts
 * that matter (of the target, only its layout is read: visibility and gaps).
 */
interface Reach {
  flags: number;
  within: number | null;
  engagedWith: UnitId | null;
  arsenal: Arsenal;
  /** Per weapon slot (model index, weapon index): the profiles that reach. */
  slots: { mi: number; wi: number; profiles: string[] }[];
}
const reachCache = new WeakMap<UnitState, Map<number, Reach>>();

/** The facts a reach depends on besides the target's layout and the Blast friend: one bit each. */
function factFlags(mode: ShootingMode, f: TargetFacts): number {
  return (
    (mode.assaultOnly ? 1 : 0) |
    (mode.pistolsOnly ? 2 : 0) |
    (f.pistolOk ? 4 : 0) |
    (f.lone ? 8 : 0) |
    (f.ownFight ? 16 : 0)
  );
}

interface Arsenal {
  models: ModelState[];
  weapons: Weapon[][];
}

const arsenalCache = new WeakMap<UnitState, Arsenal & { datasheets: GameState['datasheets'] }>();

/** The unit's ranged weapons per model on the battlefield (remembered per unit). */
function arsenalOf(state: GameState, u: UnitState): Arsenal {
  const hit = arsenalCache.get(u);
  return hit && hit.datasheets === state.datasheets ? hit : buildArsenal(state, u);
}

function buildArsenal(state: GameState, u: UnitState): Arsenal {
  const models = modelsOnTable(u);
  const weapons = models.map((m) =>
    modelWeapons(state, u, m, 'ranged')
      .map(({ weapon }) => weapon)
      .filter((w) => !(m.fired?.includes(w.name) && w.profiles.some((p) => has(p, 'one-shot')))),
  );
  const out = { models, weapons, datasheets: state.datasheets };
  arsenalCache.set(u, out);
  return out;
}

function reachOf(state: GameState, u: UnitState, arsenal: Arsenal, mode: ShootingMode, f: TargetFacts): Reach {
  let byTarget = reachCache.get(u);
  if (!byTarget) {
    byTarget = new Map();
    reachCache.set(u, byTarget);
  }
  const flags = factFlags(mode, f);
  const serial = layoutOf(state, f.target).serial;
  const hit = byTarget.get(serial);
  return hit &&
    hit.flags === flags &&
    hit.within === f.within &&
    hit.engagedWith === f.engagedWith &&
    hit.arsenal === arsenal
    ? hit
    : measureReach(state, u, arsenal, mode, f, flags, byTarget, serial);
}

/** (Apart from reachOf: its closures would make every call allocate their context.) */
function measureReach(
  state: GameState,
  u: UnitState,
  arsenal: Arsenal,
  mode: ShootingMode,
  f: TargetFacts,
  flags: number,
  byTarget: Map<number, Reach>,
  serial: number,
): Reach {
  const slots: Reach['slots'] = [];
  arsenal.models.forEach((m, mi) => {
    const seen = unitVisibleTo(state, u, m, f.target);
    const g = modelGapToUnit(state, u, m, f.target);
    (arsenal.weapons[mi] as Weapon[]).forEach((w, wi) => {
      const profiles = w.profiles
        .filter((p) => !profileBlock(p, mode) && !reachFailure(p, f, g) && (seen || has(p, 'indirect-fire')))
        .map((p) => p.name);
      if (profiles.length) slots.push({ mi, wi, profiles });
    });
  });
  const r = { flags, within: f.within, engagedWith: f.engagedWith, arsenal, slots };
  byTarget.set(serial, r);
  return r;
}

/**
 * A unit's choices at every target, remembered per (unit, enemy and friendly formations, passengers):
 * everything rangedChoices reads is the unit itself, its passengers, the datasheets, and the other units'
 * layouts and structure, which the formations stand for (layout.ts). A hand-made state with placed but
 * undeployed units is never remembered (there, formations and "on the battlefield" could differ).
 */
interface ChoiceMemo {
  enemies: Formation;
  friends: Formation;
  datasheets: GameState['datasheets'];
  passengers: readonly UnitState[];
  out: WeaponChoice[];
}
const choiceMemo = new WeakMap<UnitState, ChoiceMemo>();

function samePassengers(state: GameState, u: UnitState, memo: readonly UnitState[]): boolean {
  if (firingDeck(state, u) === 0) return memo.length === 0;
  const now = passengers(state, u.id);
  return now.length === memo.length && now.every((p, i) => p === memo[i]);
}

/** Every weapon each model of the unit could fire now, with the units it could target. */
export function rangedChoices(state: GameState, u: UnitState, onlyTarget?: UnitId): WeaponChoice[] {
  if (onlyTarget) return measureChoices(state, u, onlyTarget);
  const f = formationsOf(state);
  const enemies = f.enemiesOf[u.player];
  const friends = f.enemiesOf[u.player === 0 ? 1 : 0];
  const hit = choiceMemo.get(u);
  if (
    hit &&
    f.placedDeployed &&
    hit.enemies === enemies &&
    hit.friends === friends &&
    hit.datasheets === state.datasheets &&
    samePassengers(state, u, hit.passengers)
  )
    return hit.out;
  const out = measureChoices(state, u);
  if (f.placedDeployed) {
    const carried = firingDeck(state, u) > 0 ? passengers(state, u.id) : [];
    choiceMemo.set(u, { enemies, friends, datasheets: state.datasheets, passengers: carried, out });
  }
  return out;
}

/**
 * The last choices measured for a unit, with what they were measured from: the targets' layouts (all a
 * target contributes besides its facts), the facts, and the passengers.
 */
interface OutMemo {
  deps: object[];
  flags: number[];
  friends: (UnitId | null)[];
  out: WeaponChoice[];
}
const outCache = new WeakMap<UnitState, OutMemo>();

function sameOut(memo: OutMemo | undefined, deps: object[], facts: TargetFacts[], mode: ShootingMode): boolean {
  if (!memo || memo.deps.length !== deps.length || memo.flags.length !== facts.length) return false;
  for (let i = 0; i < deps.length; i++) if (memo.deps[i] !== deps[i]) return false;
  for (let i = 0; i < facts.length; i++) {
    const f = facts[i] as TargetFacts;
    if (memo.flags[i] !== factFlags(mode, f) || memo.friends[i] !== f.engagedWith) return false;
  }
  return true;
}

/** What a unit brings to shooting now; null when it cannot shoot. */
interface Kit {
  mode: ShootingMode;
  arsenal: Arsenal;
  /** The longest range any of its profiles allowed now has (infinite with a Firing Deck). */
  maxRange: number;
  deck: number;
}

function shootingKit(state: GameState, u: UnitState): Kit | null {
  const mode = shootingMode(state, u);
  if (mode.reason) return null;
  const arsenal = arsenalOf(state, u);
  let maxRange = 0;
  for (const ws of arsenal.weapons)
    for (const w of ws)
      for (const p of w.profiles) if (!profileBlock(p, mode)) maxRange = Math.max(maxRange, p.range ?? 0);
  const deck = firingDeck(state, u);
  // A Firing Deck lends passengers' weapons: measure with the longest any could have.
  if (deck > 0) maxRange = Number.POSITIVE_INFINITY;
  return { mode, arsenal, maxRange, deck };
}

/** The facts of each enemy unit within the kit's reach (or only of `onlyTarget`). */
function factsIn(state: GameState, u: UnitState, kit: Kit, onlyTarget?: UnitId): TargetFacts[] {
  return enemyUnits(state, u.player)
    .filter((e) => (!onlyTarget || e.id === onlyTarget) && unitsWithin(state, u, e, kit.maxRange))
    .map((e) => targetFacts(state, u, e, kit.mode));
}

/** Passengers whose units have not shot lend one ranged weapon each (not One Shot), fired from the hull. */
function deckChoices(state: GameState, u: UnitState, kit: Kit, facts: TargetFacts[]): WeaponChoice[] {
  const out: WeaponChoice[] = [];
  const host = kit.arsenal.models[0];
  if (kit.deck === 0 || !host) return out;
  const gaps = facts.map((f) => modelGapToUnit(state, u, host, f.target));
  const seen = facts.map((f) => unitVisibleTo(state, u, host, f.target));
  for (const p of passengers(state, u.id)) {
    if (p.history.shot || p.history.firingDeck) continue;
    for (const m of p.models) {
      if (m.destroyed) continue;
      for (const { weapon } of modelWeapons(state, p, m, 'ranged')) {
        const profiles = weapon.profiles.filter((x) => !profileBlock(x, kit.mode) && !has(x, 'one-shot'));
        const targets: UnitId[] = [];
        const profilesAt: Record<UnitId, string[]> = {};
        facts.forEach((f, k) => {
          const reach = profiles.filter(
            (x) => !reachFailure(x, f, gaps[k] as number) && (seen[k] || has(x, 'indirect-fire')),
          );
          if (!reach.length) return;
          targets.push(f.target.id);
          if (reach.length < profiles.length) profilesAt[f.target.id] = reach.map((x) => x.name);
        });
        if (targets.length)
          out.push({
            model: m.id,
            weapon: weapon.name,
            profiles: profiles.map((x) => x.name),
            targets,
            ...(Object.keys(profilesAt).length ? { profilesAt } : {}),
            pistol: false,
            deck: true,
          });
      }
    }
  }
  return out;
}

function measureChoices(state: GameState, u: UnitState, onlyTarget?: UnitId): WeaponChoice[] {
  const kit = shootingKit(state, u);
  if (!kit) return [];
  const { mode, arsenal, deck } = kit;
  const facts = factsIn(state, u, kit, onlyTarget);
  if (!facts.length) return [];
  // The same targets under the same facts (and passengers) give the same choices as last time.
  const deps: object[] = facts.map((f) => layoutOf(state, f.target));
  if (deck > 0) deps.push(...passengers(state, u.id));
  const memo = outCache.get(u);
  if (memo && sameOut(memo, deps, facts, mode)) return memo.out;
  const out: WeaponChoice[] = deckChoices(state, u, kit, facts);
  outCache.set(u, {
    deps,
    flags: facts.map((f) => factFlags(mode, f)),
    friends: facts.map((f) => f.engagedWith),
    out,
  });
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
      if (slot.profiles.length < c.profiles.length) c.profilesAt = { ...c.profilesAt, [f.target.id]: slot.profiles };
    }
  }
  out.push(...[...bySlot.entries()].sort((a, b) => a[0] - b[0]).map(([, c]) => c));
  return out;
}

/**
 * Whether any of the unit's weapons could shoot the target now (Fire Overwatch): the same as
 * `rangedChoices(state, u, target).length > 0`, without building the choices (the target's reach, or a
 * passenger's weapon through a Firing Deck).
 */
export function canShootAt(state: GameState, u: UnitState, target: UnitId): boolean {
  const kit = shootingKit(state, u);
  if (!kit) return false;
  const facts = factsIn(state, u, kit, target);
  const f = facts[0];
  if (!f) return false;
  if (reachOf(state, u, kit.arsenal, kit.mode, f).slots.length > 0) return true;
  return deckChoices(state, u, kit, facts).length > 0;
}
