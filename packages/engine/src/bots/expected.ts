import type { TargetParams, WeaponParams } from '../combat/params.js';
import { resolveTarget } from '../combat/target.js';
import { DEFAULT_CONDITIONS, DEFAULT_RULESET, type DefenderInput } from '../combat/types.js';
import { validateMelee, validateShooting } from '../game/attacks/eligibility.js';
import { defenderOf, groupParams, hasCover, hasStealth, type SequenceView } from '../game/attacks/params.js';
import type { AttackGroup, AttackSequence, WeaponAssignment } from '../game/attacks/types.js';
import { characteristic } from '../game/characteristics.js';
import { Rejection } from '../game/ctx.js';
import { inObjectiveRange } from '../game/geometry/rules.js';
import { modelWeapons } from '../game/loadout.js';
import { unitBodies } from '../game/spatial.js';
import type { GameState, UnitId, UnitState } from '../game/types.js';
import { aliveModels, modelsOnTable, profileOf } from '../game/units.js';
import { bestMelee } from './board.js';
import { evaluateMeans } from './means.js';
import { DEFAULT_WEIGHTS, type HeuristicWeights } from './weights.js';

/**
 * What an attack is worth, from the exact calculator: the declared attacks grouped as the game groups
 * them (validateShooting / validateMelee), each group's parameters resolved as the game resolves them
 * (groupParams), and the distributions of damage and models destroyed per target (evaluate).
 */

export interface TargetOutcome {
  target: UnitId;
  damage: number;
  modelsDestroyed: number;
  unitDestroyed: number;
  /** The bot's value of this outcome (weights applied). */
  value: number;
}

/** A unit's points with its attached Leaders'. */
export function unitPoints(state: GameState, u: UnitState): number {
  let p = u.points ?? 0;
  for (const l of u.leaders ?? []) p += state.units[l]?.points ?? 0;
  return p;
}

function woundsLeft(u: UnitState): number {
  return aliveModels(u).reduce((a, m) => a + Math.max(0, m.wounds), 0);
}

function totalWounds(state: GameState, u: UnitState): number {
  return u.models.reduce((a, m) => a + (profileOf(state, u, m).wounds ?? 1), 0);
}

/** The unit's models within range of an objective marker, and their average OC. */
export function onObjective(state: GameState, u: UnitState): boolean {
  const bodies = unitBodies(state, u);
  return state.mission.objectives.some((o) => bodies.some((b) => inObjectiveRange(b, o.at)));
}

function averageOc(state: GameState, u: UnitState): number {
  const ms = aliveModels(u);
  if (!ms.length) return 0;
  return ms.reduce((a, m) => a + characteristic(state, u, m, 'OC').value, 0) / ms.length;
}

/** The value of taking `damage` wounds and `models` models (P(destroyed) = `dead`) off unit `t`. */
export function outcomeValue(
  state: GameState,
  t: UnitState,
  damage: number,
  models: number,
  dead: number,
  w: HeuristicWeights,
  threat = 1,
): number {
  const pts = unitPoints(state, t);
  const perWound = pts / Math.max(1, totalWounds(state, t));
  const oc = onObjective(state, t) ? averageOc(state, t) * models * w.objectiveControl : 0;
  const base = w.points * damage * perWound + w.unitDestroyed * dead * pts + w.modelsDestroyed * models + oc;
  return base * (1 + w.threat * threat);
}

/** Expected outcomes of declared attacks per target; null when the engine would reject them. */
export function expectedOutcomes(
  state: GameState,
  u: UnitState,
  attacks: WeaponAssignment[],
  type: 'ranged' | 'melee',
  w: HeuristicWeights,
  opts: { overwatch?: boolean; charged?: boolean } = {},
): TargetOutcome[] | null {
  let groups: AttackGroup[];
  try {
    groups =
      type === 'ranged'
        ? validateShooting(state, u, attacks, opts.overwatch ? attacks[0]?.target : undefined).groups
        : validateMelee(state, u, attacks);
  } catch (e) {
    if (e instanceof Rejection) return null;
    throw e;
  }
  return groupOutcomes(state, u, groups, type, w, opts);
}

/** Expected outcomes of attack groups (as the game groups declared attacks) per target. */
export function groupOutcomes(
  state: GameState,
  u: UnitState,
  groups: AttackGroup[],
  type: 'ranged' | 'melee',
  w: HeuristicWeights,
  opts: { overwatch?: boolean; charged?: boolean } = {},
): TargetOutcome[] {
  const targets = [...new Set(groups.map((g) => g.target))];
  const defenders: AttackSequence['defenders'] = {};
  const flags: AttackSequence['flags'] = {};
  const groupOf: AttackSequence['groupOf'] = {};
  for (const t of targets) {
    const tu = state.units[t] as UnitState;
    const d = defenderOf(state, tu, type);
    defenders[t] = d.defender;
    Object.assign(groupOf, d.groupOf);
    flags[t] = { cover: type === 'ranged' && hasCover(state, tu), stealth: hasStealth(state, tu) };
  }
  const seq: SequenceView = {
    unit: u.id,
    type,
    groups,
    defenders,
    groupOf,
    flags,
    stationary: u.history.movement === 'remain-stationary',
    charged: opts.charged ?? !!u.history.charged,
    overwatch: !!opts.overwatch,
  };
  const out: TargetOutcome[] = [];
  for (const t of targets) {
    const tu = state.units[t] as UnitState;
    const weapons: WeaponParams[] = [];
    groups.forEach((g, i) => {
      if (g.target === t) weapons.push(groupParams(state, seq, i));
    });
    if (!weapons.length || !modelsOnTable(tu).length) continue;
    const r = evaluateMeans({
      weapons,
      target: targetParams(seq, t),
      ruleset: DEFAULT_RULESET,
      conditions: { ...DEFAULT_CONDITIONS, overwatch: !!opts.overwatch },
    });
    const damage = Math.min(r.damage, woundsLeft(tu));
    const models = r.modelsDestroyed;
    out.push({
      target: t,
      damage,
      modelsDestroyed: models,
      unitDestroyed: r.unitDestroyed,
      value: outcomeValue(state, tu, damage, models, r.unitDestroyed, w, threatOf(state, tu)),
    });
  }
  return out;
}

/** The defending unit as the calculator resolves it (cover and Stealth as the game flags them). */
function targetParams(seq: SequenceView, t: UnitId): TargetParams {
  const d = seq.defenders[t] as DefenderInput;
  const f = seq.flags[t] ?? { cover: false, stealth: false };
  return resolveTarget(
    { ...d, groups: d.groups.map((x) => ({ ...x, models: Math.max(1, x.models) })) },
    { ...DEFAULT_CONDITIONS, cover: f.cover, stealth: f.stealth },
  );
}

/** A unit's share of its side's remaining points: how much it can still hurt (0 to 1). */
export function threatOf(state: GameState, u: UnitState): number {
  let side = 0;
  for (const id of state.unitOrder) {
    const v = state.units[id] as UnitState;
    if (v.player === u.player && !v.attachedTo && modelsOnTable(v).length) side += unitPoints(state, v);
  }
  return side > 0 ? unitPoints(state, u) / side : 0;
}

/** The sum of the values of outcomes. */
export function totalValue(outcomes: readonly TargetOutcome[] | null): number {
  return outcomes ? outcomes.reduce((a, o) => a + o.value, 0) : Number.NEGATIVE_INFINITY;
}

const charges = new WeakMap<object, Map<string, { damage: number; models: number; dead: number }>>();

/** What models, wounds and granted effects a unit has: the part of a state a charge's outcome reads. */
function unitKey(state: GameState, u: UnitState): string {
  const grants = state.effects.filter((e) => e.unit === u.id && e.grants).map((e) => JSON.stringify(e.grants));
  return `${u.id}|${aliveModels(u)
    .map((m) => `${m.id}:${m.wounds}`)
    .join(',')}|${grants.join(',')}`;
}

/**
 * What a charge against `target` is worth: each model's best melee weapon, with the Charge bonus. The
 * expected outcome is remembered per battle and keyed by both units' models, wounds and granted effects.
 */
export function chargeOutcome(state: GameState, u: UnitState, target: UnitState, w: HeuristicWeights): number {
  let byKey = charges.get(state.datasheets);
  if (!byKey) {
    byKey = new Map();
    charges.set(state.datasheets, byKey);
  }
  const key = `${unitKey(state, u)}>${unitKey(state, target)}`;
  let raw = byKey.get(key);
  if (!raw) {
    const [o] = chargeGroups(state, u, target);
    raw = o
      ? { damage: o.damage, models: o.modelsDestroyed, dead: o.unitDestroyed }
      : { damage: 0, models: 0, dead: 0 };
    byKey.set(key, raw);
  }
  return outcomeValue(state, target, raw.damage, raw.models, raw.dead, w, threatOf(state, target));
}

function chargeGroups(state: GameState, u: UnitState, target: UnitState): TargetOutcome[] {
  const byWeapon = new Map<string, AttackGroup>();
  for (const m of modelsOnTable(u)) {
    for (const { weapon, datasheet } of bestMelee(modelWeapons(state, u, m, 'melee'))) {
      const p = weapon.profiles.find((x) => x.type === 'melee');
      if (!p) continue;
      const key = `${datasheet.id}|${weapon.name}`;
      const g = byWeapon.get(key);
      if (g) g.models.push(m.id);
      else
        byWeapon.set(key, {
          weapon: weapon.name,
          profile: p.name,
          models: [m.id],
          datasheet: datasheet.id,
          target: target.id,
          halfRange: false,
          hitMods: [],
        });
    }
  }
  if (!byWeapon.size) return [];
  return groupOutcomes(state, u, [...byWeapon.values()], 'melee', DEFAULT_WEIGHTS, { charged: true });
}
