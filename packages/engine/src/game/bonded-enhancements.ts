import {
  FABLES_OF_NIGHTMARE,
  MARTIAL_TUITION,
  MENTORS_PRIDE,
  TALES_OF_HEROISM,
  TWO_ARMIGERS_BONDED_ID,
} from '../rules/factions/imperial-knights/enhancements.js';
import type { EffectRuleUse } from './attacks/params.js';
import { ruleUses } from './rule-state.js';
import type { StratagemDef } from './stratagems/types.js';
import type { GameState, PlayerIndex, UnitId, UnitState } from './types.js';
import { gameUnitInstances } from './unit-rules.js';
import { onBattlefield, unitsOf } from './units.js';

/**
 * Enhancements of a KNIGHT that reach the ARMIGER models under its Bondsman ability (Spearhead-At-Arms): "While two
 * or more ARMIGER models are under the effects of the bearer's Bondsman ability, each time each of those ARMIGER
 * models makes an attack, ..." (Mentor's Pride, Fables of Nightmare, Tales of Heroism), and "... once per turn, you can
 * target one of those ARMIGER models with the Counter-offensive Stratagem for 0CP" (Martial Tuition).
 *
 * The Bondsman effect (game/bondsman.ts) names the KNIGHT's unit that applied it (`by`): the ARMIGER units holding
 * such an effect by the bearer's unit are those under its ability. Their attack rows are `bonded`; each ARMIGER gets
 * the Enhancement as a bonded rule use while two or more are under the ability, its question answered yes.
 */

/** The Enhancements whose attack rows reach the bearer's bonded ARMIGER models. */
const ATTACK_ENHANCEMENTS: ReadonlySet<string> = new Set([
  MENTORS_PRIDE.id,
  FABLES_OF_NIGHTMARE.id,
  TALES_OF_HEROISM.id,
]);
/** The Counter-offensive Stratagem (Core; Boarding Actions prints the same one). */
const COUNTER_OFFENSIVE: ReadonlySet<string> = new Set([
  'core/counter-offensive',
  'boarding-actions/counter-offensive',
]);

/**
 * The friendly ARMIGER units on the battlefield affected by the Bondsman ability of the KNIGHT's unit `knight`: those
 * holding a `bonded` effect it applied (`by`; an effect recorded without it: one of a Bondsman rule that unit used).
 */
export function bondedArmigers(state: GameState, player: PlayerIndex, knight: UnitId): UnitId[] {
  let rules: Set<string> | undefined;
  const out: UnitId[] = [];
  for (const e of state.effects) {
    if (!e.bonded || e.player !== player || !e.unit || out.includes(e.unit)) continue;
    if (e.by !== undefined) {
      if (e.by !== knight) continue;
    } else {
      rules ??= new Set(
        (state.ruleUses ?? []).filter((r) => r.player === player && r.unit === knight).map((r) => r.rule),
      );
      if (!e.rule || !rules.has(e.rule)) continue;
    }
    const u = state.units[e.unit];
    if (u && onBattlefield(u)) out.push(e.unit);
  }
  return out;
}

/** The KNIGHT units whose Bondsman ability affects the unit. */
function bondingKnights(state: GameState, u: UnitState): UnitState[] {
  const out: UnitState[] = [];
  for (const e of state.effects)
    if (e.unit === u.id && e.bonded && e.by !== undefined) {
      const k = state.units[e.by];
      if (k && !out.includes(k)) out.push(k);
    }
  return out;
}

/** The bearer's Enhancements among `ids`, while two or more ARMIGER models are under its unit's Bondsman ability. */
function bearerEnhancements(state: GameState, knight: UnitState, ids: ReadonlySet<string>) {
  const held = gameUnitInstances(state, knight).filter(
    (i) => i.origin === 'enhancement' && i.rule !== undefined && ids.has(i.rule),
  );
  if (!held.length || bondedArmigers(state, knight.player, knight.id).length < 2) return [];
  return held;
}

/** The attack rules the bearers' Enhancements give the ARMIGER unit `unit` (bonded, the question answered yes). */
export function bondedEnhancementUses(state: GameState, unit: UnitId): EffectRuleUse[] {
  const u = state.units[unit];
  if (!u || !state.effects.some((e) => e.unit === unit && e.by !== undefined)) return [];
  const out: EffectRuleUse[] = [];
  for (const knight of bondingKnights(state, u))
    for (const i of bearerEnhancements(state, knight, ATTACK_ENHANCEMENTS))
      out.push({
        rule: i.rule as string,
        source: `${i.name} (${knight.name})`,
        bonded: true,
        leading: false,
        answers: { [TWO_ARMIGERS_BONDED_ID]: true },
      });
  return out;
}

const TUITION: ReadonlySet<string> = new Set([MARTIAL_TUITION.id]);

/** The bearer of Martial Tuition whose bonded ARMIGER `target` is, if the Enhancement is not used this turn. */
function tuitionBearer(state: GameState, player: PlayerIndex, target: UnitState): UnitState | undefined {
  if (target.player !== player || ruleUses(state, player, MARTIAL_TUITION.id, 'turn') > 0) return undefined;
  return bondingKnights(state, target).find((k) => bearerEnhancements(state, k, TUITION).length > 0);
}

/** What a use of a Stratagem on `target` costs: its CP, or 0CP by Martial Tuition (the rule and its bearer's unit). */
export function stratagemCost(
  state: GameState,
  player: PlayerIndex,
  def: StratagemDef,
  target?: UnitId,
): { cp: number; rule?: string; unit?: UnitId } {
  const t = target !== undefined ? state.units[target] : undefined;
  if (!COUNTER_OFFENSIVE.has(def.id) || !t) return { cp: def.cp };
  const bearer = tuitionBearer(state, player, t);
  return bearer ? { cp: 0, rule: MARTIAL_TUITION.id, unit: bearer.id } : { cp: def.cp };
}

/** Whether a use of the Stratagem could cost less than its CP now (on some unit of the player's). */
export function mayCostLess(state: GameState, player: PlayerIndex, def: StratagemDef): boolean {
  return COUNTER_OFFENSIVE.has(def.id) && tuitionOpen(state, player);
}

/** Martial Tuition could make a Counter-offensive on one of the player's units free now. */
export function tuitionOpen(state: GameState, player: PlayerIndex): boolean {
  if (!state.effects.some((e) => e.by !== undefined && e.player === player)) return false;
  return unitsOf(state, player).some((u) => onBattlefield(u) && tuitionBearer(state, player, u) !== undefined);
}
