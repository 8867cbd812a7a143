import type { SourcedChange } from '../rules/characteristics.js';
import { VOCIFER_MAGNIFICAT } from '../rules/factions/imperial-knights/enhancements.js';
import { gapBetweenUnits } from './spatial.js';
import type { GameState, UnitState } from './types.js';
import { gameUnitInstances } from './unit-rules.js';
import { hasKeyword, onBattlefield } from './units.js';

/**
 * Vocifer Magnificat (Aura) (Questor Forgepact Enhancement): "IMPERIAL KNIGHTS model only. While an enemy unit is
 * within 6" of the bearer, worsen the Leadership characteristic of models in that unit by 1. While a friendly
 * ADEPTUS MECHANICUS unit is within 6" of the bearer, improve the Leadership characteristic of models in that
 * ADEPTUS MECHANICUS unit by 1."
 *
 * The Leadership the game computes for a unit's models (game/characteristics.ts): one change for each bearer on
 * the battlefield within 6" (its unit's), an enemy's worsening, a friendly one improving an ADEPTUS MECHANICUS unit.
 */
export function vociferChanges(state: GameState, u: UnitState): SourcedChange[] {
  if (!onBattlefield(u)) return [];
  const out: SourcedChange[] = [];
  for (const b of Object.values(state.units)) {
    if (b.id === u.id || !onBattlefield(b)) continue;
    if (!gameUnitInstances(state, b).some((i) => i.origin === 'enhancement' && i.rule === VOCIFER_MAGNIFICAT.id))
      continue;
    const enemy = b.player !== u.player;
    if (!enemy && !hasKeyword(state, u, 'ADEPTUS MECHANICUS')) continue;
    if (gapBetweenUnits(state, u, b) > 6) continue;
    out.push({
      change: enemy ? { change: 'worsen', by: 1 } : { change: 'improve', by: 1 },
      source: `${VOCIFER_MAGNIFICAT.name} (${b.name})`,
    });
  }
  return out;
}
