import type { Effect } from '../rules/effects.js';
import { ruleById } from '../rules/known.js';
import type { AnyRuleDef } from '../rules/registry.js';
import { bondedArmigers, bondingKnights } from './bonded-enhancements.js';
import { type Ctx, reject } from './ctx.js';
import { rowHoldsFor } from './enhancement-uses.js';
import { counterHolder, counterValue, ruleUses } from './rule-state.js';
import type { StratagemDef } from './stratagems/types.js';
import type { GameState, PlayerIndex, UnitId, UnitState } from './types.js';
import { gameUnitInstances } from './unit-rules.js';
import { onBattlefield, unitsOf } from './units.js';

/**
 * Rules that change what a use of a Stratagem costs on one target: a `stratagem-cost` row of the rule (rules/effects.ts)
 * held by the target's unit ("Once per turn, you can target the bearer with the Tank Shock Stratagem for 0CP": Vengeful
 * Tread; "you can target the bearer's unit with the Fire Overwatch Stratagem for 0CP": Precursive Judgement), or, with
 * `scope: 'bonded'`, by a KNIGHT whose Bondsman ability affects it while it affects two or more ARMIGER models ("once
 * per turn, you can target one of those ARMIGER models with the Counter-offensive Stratagem for 0CP": Martial
 * Tuition). A row that spends points ("spend 1YP and reduce the CP cost of that use of that Stratagem by 1CP":
 * Ancestral Crest) is the player's choice: an offer of its own (`reduced`); the others apply by themselves. A rule used
 * once per turn is logged (`rule-used`, on its holder's unit) when the use is paid. Nothing here knows a rule by name.
 */

type CostRow = Extract<Effect, { kind: 'stratagem-cost' }>;

/** What a use costs its player: its CP, or less by a rule (the rule, its holder's unit, the points it spends). */
export interface StratagemCost {
  cp: number;
  rule?: string;
  unit?: UnitId;
  spend?: CostRow['spend'];
}

/** Whether the row reaches the Stratagem (`'*'`: any Stratagem, "when you target this model with a Stratagem"). */
const covers = (row: CostRow, stratagem: string): boolean =>
  row.stratagems.includes('*') || row.stratagems.includes(stratagem);

/** The rule's `stratagem-cost` rows, where the game applies the rule. */
function costRows(def: AnyRuleDef | undefined): CostRow[] {
  if (!def || (def.support.game !== 'automated' && def.support.game !== 'partial')) return [];
  return (def.effects ?? []).filter((r): r is CostRow => r.kind === 'stratagem-cost');
}

/** The rows of a unit's rules (with `bonded`: those of its `scope: 'bonded'` rows alone) for the Stratagem. */
function* heldCostRows(
  state: GameState,
  holder: UnitState,
  stratagem: string,
  bonded: boolean,
): Generator<{ def: AnyRuleDef; row: CostRow }> {
  for (const i of gameUnitInstances(state, holder)) {
    const def = i.rule ? ruleById(i.rule) : undefined;
    for (const row of costRows(def))
      if ((row.scope === 'bonded') === bonded && covers(row, stratagem) && def)
        if (rowHoldsFor(state, holder, def, row)) yield { def, row };
  }
}

/** Every cost a rule offers for a use of the Stratagem on the target (its player's rules, not used up this turn). */
function discounts(state: GameState, player: PlayerIndex, def: StratagemDef, target: UnitState): StratagemCost[] {
  if (target.player !== player) return [];
  const out: StratagemCost[] = [];
  const add = (holder: UnitState, rule: AnyRuleDef, row: CostRow) => {
    if (row.oncePer && ruleUses(state, player, rule.id, row.oncePer) > 0) return;
    if (row.spend && counterValue(state, player, row.spend.counter) < row.spend.n) return;
    const cp = row.cp ?? Math.max(0, def.cp - (row.minus ?? 0));
    out.push({ cp, rule: rule.id, unit: holder.id, ...(row.spend ? { spend: row.spend } : {}) });
  };
  for (const { def: rule, row } of heldCostRows(state, target, def.id, false)) add(target, rule, row);
  if (state.effects.some((e) => e.unit === target.id && e.bonded && e.by !== undefined))
    for (const knight of bondingKnights(state, target)) {
      if (bondedArmigers(state, player, knight.id).length < 2) continue;
      for (const { def: rule, row } of heldCostRows(state, knight, def.id, true)) add(knight, rule, row);
    }
  return out;
}

const cheapest = (cs: StratagemCost[]): StratagemCost | undefined =>
  cs.reduce<StratagemCost | undefined>((best, c) => (!best || c.cp < best.cp ? c : best), undefined);

/**
 * What a use of the Stratagem on `target` costs: its CP, or the cheapest cost a rule gives by itself; `reduced`: the
 * cost of the rule the player chose to use (one that spends points), undefined where there is none.
 */
export function stratagemCost(
  state: GameState,
  player: PlayerIndex,
  def: StratagemDef,
  target?: UnitId,
  reduced = false,
): StratagemCost {
  const t = target !== undefined ? state.units[target] : undefined;
  const found = t ? discounts(state, player, def, t) : [];
  const best = cheapest(found.filter((c) => !!c.spend === reduced));
  if (reduced) return best ?? { cp: def.cp };
  return best && best.cp < def.cp ? best : { cp: def.cp };
}

/** The uses' costs on the target: its own (`reduced` false), and one a rule the player can choose to use gives. */
export function costChoices(
  state: GameState,
  player: PlayerIndex,
  def: StratagemDef,
  target: UnitId | undefined,
): { reduced: boolean; cost: StratagemCost }[] {
  const t = target !== undefined ? state.units[target] : undefined;
  const found = t ? discounts(state, player, def, t) : [];
  const plain = cheapest(found.filter((c) => !c.spend));
  const chosen = cheapest(found.filter((c) => !!c.spend));
  const own = plain && plain.cp < def.cp ? plain : { cp: def.cp };
  const out = [{ reduced: false, cost: own }];
  if (chosen && chosen.cp < own.cp) out.push({ reduced: true, cost: chosen });
  return out;
}

/** Whether the player holds a rule that could make a use of the Stratagem (or, without one, of any) cost less now. */
export function mayCostLess(state: GameState, player: PlayerIndex, def?: StratagemDef): boolean {
  for (const u of unitsOf(state, player)) {
    if (!onBattlefield(u)) continue;
    for (const i of gameUnitInstances(state, u)) {
      const rule = i.rule ? ruleById(i.rule) : undefined;
      for (const row of costRows(rule))
        if (
          rule &&
          (!def || covers(row, def.id)) &&
          !(row.oncePer && ruleUses(state, player, rule.id, row.oncePer) > 0)
        )
          return true;
    }
  }
  return false;
}

/** The points a rule that made a use cost less spends ("spend 1YP and reduce the CP cost ... by 1CP"). */
export function spendRulePoints(
  ctx: Ctx,
  player: PlayerIndex,
  rule: string,
  spend: NonNullable<StratagemCost['spend']>,
): void {
  const have = counterValue(ctx.state, player, spend.counter);
  if (have < spend.n) reject(`spending ${spend.n}${spend.unit} needs that many; you have ${have}`);
  ctx.emit({ type: 'counter-set', holder: counterHolder(player), counter: spend.counter, value: have - spend.n, rule });
}
