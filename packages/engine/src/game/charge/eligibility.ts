import { enemyUnits, unitInEngagementRange, unitsWithin } from '../spatial.js';
import type { GameState, UnitId, UnitState } from '../types.js';
import { effectEligible, effectIneligible } from '../unit-rules.js';
import { onBattlefield } from '../units.js';

/** Who may declare a charge, and at whom: read by the Charge step and by Heroic Intervention. */

/** Why a unit cannot declare a charge now, or null. */
export function chargeReason(state: GameState, u: UnitState): string | null {
  const h = u.history;
  if (!onBattlefield(u)) return 'it is not on the battlefield';
  if (h.chargeDeclared) return 'it has already declared a charge this turn';
  if (h.movement === 'advance' && !effectEligible(state, u, 'charge', 'advanced')) return 'it Advanced this turn';
  if (h.movement === 'fall-back' && !effectEligible(state, u, 'charge', 'fell-back')) return 'it Fell Back this turn';
  if (effectIneligible(state, u, 'charge')) return 'a Stratagem used on it makes it not eligible to declare a charge';
  if (h.disembarked === 'after' && !h.mayCharge) return 'it disembarked after its TRANSPORT moved';
  if (unitInEngagementRange(state, u.id)) return 'it is within Engagement Range of an enemy unit';
  return null;
}

/** Enemy units within 12" (charge targets need not be visible). */
export function chargeTargets(state: GameState, u: UnitState, range = 12): UnitId[] {
  return enemyUnits(state, u.player)
    .filter((e) => unitsWithin(state, u, e, range))
    .map((e) => e.id);
}
