import { ruleById } from '../rules/known.js';
import type { AnyRuleDef } from '../rules/registry.js';
import type { AbilityHandler, AbilityUse } from './ability-windows.js';
import { reject } from './ctx.js';
import { addEffect } from './effects.js';
import { rowHoldsFor } from './enhancement-uses.js';
import { regain, selectable, selectedMark } from './select-friendly-near.js';
import type { GameState, UnitState } from './types.js';
import { gameUnitInstances } from './unit-rules.js';
import { modelsOnTable, woundsOf } from './units.js';

/**
 * Forgewrought Expertise (Brôkhyr Iron-master): "At the end of your Movement phase, this unit can repair one friendly
 * LEAGUES OF VOTANN VEHICLE, EXOFRAME or IRONKIN STEELJACKS unit within 3" of it. One model in that unit regains up to
 * D3 lost wounds, or up to 3 lost wounds instead if this unit contains an Ironkin Assistant model. Each unit can only
 * be repaired once per turn."
 *
 * One handler for a datasheet ability whose `select-friendly` row says which units "this unit" (the unit on the
 * battlefield, Attached or not) can repair: those with a model that lost wounds, not repaired by the rule this turn
 * (`oncePerTurn`: a marker on the repaired unit until the end of the turn). The first of its models that lost wounds
 * regains what the first `regain-wounds` row whose conditions hold gives, plus each `regain-more` row naming the rule
 * among the unit's Enhancements (Signature Restoration). Nothing here knows a rule by name.
 */

const rowOf = <K extends 'select-friendly' | 'regain-wounds'>(state: GameState, u: UnitState, d: AnyRuleDef, kind: K) =>
  (d.effects ?? []).find((r) => r.kind === kind && rowHoldsFor(state, u, d, r)) as
    | Extract<NonNullable<AnyRuleDef['effects']>[number], { kind: K }>
    | undefined;

/** The units the use can repair now: selectable, with a model that lost wounds. */
function repairable(state: GameState, i: AbilityUse): UnitState[] {
  const u = state.units[i.unit];
  const d = ruleById(i.rule);
  const row = u && d ? rowOf(state, u, d, 'select-friendly') : undefined;
  if (!u || !row) return [];
  return selectable(state, u, row, i.rule).filter((f) =>
    modelsOnTable(f).some((m) => m.wounds < woundsOf(state, f, m)),
  );
}

/** The extra wounds the unit's Enhancements add to a model repaired by the rule. */
function moreWounds(state: GameState, u: UnitState, rule: string): number {
  let more = 0;
  for (const x of gameUnitInstances(state, u)) {
    const d = x.origin === 'enhancement' && x.rule ? ruleById(x.rule) : undefined;
    if (!d || (d.support.game !== 'automated' && d.support.game !== 'partial')) continue;
    for (const r of d.effects ?? []) if (r.kind === 'regain-more' && r.rule === rule) more += r.add;
  }
  return more;
}

const nameOf = (f: UnitState) => `${f.name} (${f.id})`;

export const REPAIR_HANDLERS: Record<string, AbilityHandler> = {
  'repair-friendly': {
    options: (state, i) => repairable(state, i).map((f) => ({ label: `${i.name}: repair ${nameOf(f)}`, enemy: f.id })),
    apply: (ctx, i, unit) => {
      const u = ctx.state.units[i.unit];
      const d = ruleById(i.rule);
      const f = unit ? ctx.state.units[unit] : undefined;
      if (!u || !d || !f || !repairable(ctx.state, i).some((x) => x.id === f.id))
        return reject(`${i.name}: repair one of the units it offers`);
      addEffect(ctx, {
        kind: 'ability',
        player: i.player,
        unit: f.id,
        source: selectedMark(d.id),
        until: { kind: 'end-of-turn' },
      });
      const heal = rowOf(ctx.state, u, d, 'regain-wounds');
      if (heal) regain(ctx, d, { ...heal, models: 1 }, f, moreWounds(ctx.state, u, d.id));
    },
  },
};
