import { ruleById } from '../rules/known.js';
import type { EffectRuleUse } from './attacks/params.js';
import { modelGapToUnit } from './spatial.js';
import { unitVisibleTo } from './terrain/visibility.js';
import type { GameState, ModelState, UnitId, UnitState } from './types.js';
import { gameUnitInstances } from './unit-rules.js';
import { datasheetOf, hasKeyword, modelHasKeyword, modelsOnTable, onBattlefield, unitsOf } from './units.js';

/**
 * Rows a bearer gives the friendly units near it (Quake Supervisor: "each time one of those ARTILLERY units makes a
 * ranged attack that targets an enemy unit visible to the bearer, add 1 to the Hit roll"): an Enhancement whose
 * `bonded-near` row names the keyword and the range. A friendly unit with that keyword within that range of the
 * bearer's model carries the rule as a bonded use (its `bonded` rows apply to its attacks), for an attack whose target
 * is visible to the bearer's model where the row says so. Nothing here knows a rule by name.
 */

type Near = { kind: 'bonded-near'; keyword: string; within: number; targetVisible?: boolean };

/** The bearer's model in the game unit: the holder datasheet's model (its CHARACTER model where it has several). */
function bearerModel(state: GameState, u: UnitState, holder: string | undefined): ModelState | undefined {
  const own = modelsOnTable(u).filter((m) => !m.component && (!holder || datasheetOf(state, u, m).id === holder));
  return own.length > 1 ? own.find((m) => modelHasKeyword(state, u, m, 'CHARACTER')) : own[0];
}

/** The bonded uses the bearers near the attacking unit give its attacks on `target`. */
export function nearBearerUses(state: GameState, unit: UnitId, target: UnitId): EffectRuleUse[] {
  const a = state.units[unit];
  const t = state.units[target];
  if (!a || !t || !onBattlefield(a)) return [];
  const out: EffectRuleUse[] = [];
  for (const b of unitsOf(state, a.player)) {
    if (b.attachedTo || !onBattlefield(b)) continue;
    for (const i of gameUnitInstances(state, b)) {
      const d = i.origin === 'enhancement' && i.rule ? ruleById(i.rule) : undefined;
      if (!d || (d.support.game !== 'automated' && d.support.game !== 'partial')) continue;
      const row = d.effects?.find((r): r is Near & typeof r => r.kind === 'bonded-near');
      if (!row || !hasKeyword(state, a, row.keyword)) continue;
      const m = bearerModel(state, b, i.holder);
      if (!m || modelGapToUnit(state, b, m, a) > row.within + 1e-6) continue;
      if (row.targetVisible && !unitVisibleTo(state, b, m, t)) continue;
      out.push({ rule: d.id, source: `${d.name} (${b.name})`, bonded: true, leading: false });
    }
  }
  return out;
}
