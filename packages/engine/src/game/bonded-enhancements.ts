import {
  FABLES_OF_NIGHTMARE,
  MENTORS_PRIDE,
  TALES_OF_HEROISM,
  TWO_ARMIGERS_BONDED_ID,
} from '../rules/factions/imperial-knights/enhancements.js';
import type { EffectRuleUse } from './attacks/params.js';
import type { GameState, PlayerIndex, UnitId, UnitState } from './types.js';
import { gameUnitInstances } from './unit-rules.js';
import { onBattlefield } from './units.js';

/**
 * Enhancements of a KNIGHT that reach the ARMIGER models under its Bondsman ability (Spearhead-At-Arms): "While two
 * or more ARMIGER models are under the effects of the bearer's Bondsman ability, each time each of those ARMIGER
 * models makes an attack, ..." (Mentor's Pride, Fables of Nightmare, Tales of Heroism), and "... once per turn, you can
 * target one of those ARMIGER models with the Counter-offensive Stratagem for 0CP" (Martial Tuition).
 *
 * The Bondsman effect (game/bondsman.ts) names the KNIGHT's unit that applied it (`by`): the ARMIGER units holding
 * such an effect by the bearer's unit are those under its ability. Their attack rows are `bonded`; each ARMIGER gets
 * the Enhancement as a bonded rule use while two or more are under the ability, its question answered yes. Martial
 * Tuition's cost is a `bonded` stratagem-cost row, read by the Stratagem offers (game/stratagem-costs.ts).
 */

/** The Enhancements whose attack rows reach the bearer's bonded ARMIGER models. */
const ATTACK_ENHANCEMENTS: ReadonlySet<string> = new Set([
  MENTORS_PRIDE.id,
  FABLES_OF_NIGHTMARE.id,
  TALES_OF_HEROISM.id,
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
export function bondingKnights(state: GameState, u: UnitState): UnitState[] {
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
