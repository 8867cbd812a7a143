import type { SourcedChange } from '../rules/characteristics.js';
import { BONDSMAN_IDS } from '../rules/factions/imperial-knights/bondsman.js';
import { ACQUISITOR_AT_ARMS } from '../rules/factions/imperial-knights/enhancements.js';
import { onDefensiveLine } from './foundations.js';
import { enemyUnits } from './spatial.js';
import type { GameState, ModelState, UnitState } from './types.js';
import { gameUnitInstances } from './unit-rules.js';
import { aliveModels, onBattlefield } from './units.js';

/**
 * Acquisitor-at-Arms (Gate Warden Lance Enhancement): "IMPERIAL KNIGHTS model only. While the bearer is on your
 * defensive line and there are no enemy units on your defensive line, add the bearers Objective Control
 * characteristic to that of each model affected by the bearers Bondsman ability."
 *
 * The OC the game computes for a model (game/characteristics.ts): for each KNIGHT unit whose Bondsman ability affects
 * the model's unit (the `bonded` effect it applied, game/bondsman.ts: an ARMIGER model, or every model of an ADEPTUS
 * MECHANICUS unit under Bonded Imperative) and whose model bears this Enhancement, while that unit is on its
 * player's defensive line (game/foundations.ts) and no enemy unit on the battlefield is: + the bearer's OC, as
 * computed (`ocOf`: passed in by characteristics.ts, which this file cannot import), 0 while it is Battle-shocked.
 * The effect lasts as long as the Bondsman effect does (until the start of your next Command phase).
 */
export function acquisitorChanges(
  state: GameState,
  u: UnitState,
  ocOf: (bearer: UnitState, m: ModelState) => number,
): SourcedChange[] {
  if (!onBattlefield(u)) return [];
  const out: SourcedChange[] = [];
  const by = new Set<string>();
  for (const e of state.effects)
    if (e.unit === u.id && e.bonded && e.by !== undefined && e.rule && BONDSMAN_IDS.has(e.rule)) by.add(e.by);
  for (const id of by) {
    const k = state.units[id];
    if (!k || k.id === u.id || !onBattlefield(k)) continue;
    if (!gameUnitInstances(state, k).some((i) => i.origin === 'enhancement' && i.rule === ACQUISITOR_AT_ARMS.id))
      continue;
    if (!onDefensiveLine(state, k)) continue;
    if (enemyUnits(state, k.player).some((e) => onBattlefield(e) && onDefensiveLine(state, e, k.player))) continue;
    const bearer = aliveModels(k)[0];
    if (!bearer) continue;
    const oc = ocOf(k, bearer);
    if (oc > 0) out.push({ change: { change: 'add', by: oc }, source: `${ACQUISITOR_AT_ARMS.name} (${k.name})` });
  }
  return out;
}
