import { rollExpr } from '../combat/rolls.js';
import type { Effect } from '../rules/effects.js';
import { ruleById } from '../rules/known.js';
import type { AnyRuleDef } from '../rules/registry.js';
import type { AbilityHandler, AbilityUse } from './ability-windows.js';
import type { Ctx } from './ctx.js';
import { reject } from './ctx.js';
import { CtxDice, logRoll, rerollWhole } from './dice-log.js';
import { addEffect } from './effects.js';
import { rowHoldsFor } from './enhancement-uses.js';
import { modelGapToUnit } from './spatial.js';
import { unitVisibleTo } from './terrain/visibility.js';
import type { Duration, GameState, UnitId, UnitState } from './types.js';
import { modelsOnTable, unitKeywords, unitsOf, woundsOf } from './units.js';

/**
 * "At the end of your Movement phase, select one other IMPERIAL KNIGHTS model from your army that is within 12" of and
 * visible to the bearer" (the Valourstrike Lance's Bearer of the Iron Chalice, the Evanescent Ion, the Judicant's
 * Helm, the Lancer's Sigil): one handler for a rule whose `select-friendly` row says which friendly units it can
 * select. The selected unit carries the rule as a `bonded` effect (its `bonded` rows reach that unit's attacks,
 * defence and rolls) for the window's duration; its `regain-wounds` row heals it at once. The friendly unit travels
 * in the option's `enemy` field. Nothing here knows a rule by name.
 */

type Row<K extends Effect['kind']> = Extract<Effect, { kind: K }>;

/** The bearer's unit: the Leader's own unit where the bearer leads one. */
const bearerOf = (state: GameState, i: AbilityUse): UnitState | undefined =>
  state.units[i.holder] ?? state.units[i.unit];

/** The definition's rows of this kind whose conditions hold for the bearer's unit now. */
function rowsOf<K extends Effect['kind']>(state: GameState, u: UnitState, def: AnyRuleDef, kind: K): Row<K>[] {
  return (def.effects ?? []).filter((r): r is Row<K> => r.kind === kind && rowHoldsFor(state, u, def, r));
}

const nameOf = (state: GameState, id: UnitId) => `${state.units[id]?.name ?? id} (${id})`;

/**
 * The friendly units the row lets the bearer select: with its keyword, within range of (and, where it says so,
 * visible to) one of the bearer's models, not the bearer's own where it says "other".
 */
export function selectable(state: GameState, b: UnitState, row: Row<'select-friendly'>, rule?: string): UnitState[] {
  const models = modelsOnTable(b);
  const keywordsFit = (f: UnitState) => {
    const kw = unitKeywords(state, f);
    return (
      (!row.keyword || kw.includes(row.keyword)) &&
      (!row.anyOf || row.anyOf.some((set) => set.every((k) => kw.includes(k))))
    );
  };
  return unitsOf(state, b.player).filter(
    (f) =>
      f.attachedTo === undefined &&
      modelsOnTable(f).length > 0 &&
      keywordsFit(f) &&
      (!row.oncePerTurn || !rule || !selectedThisTurn(state, f.id, rule)) &&
      (!row.other || (f.id !== b.id && f.id !== b.attachedTo)) &&
      models.some(
        (m) => modelGapToUnit(state, b, m, f) <= row.within && (!row.visible || unitVisibleTo(state, b, m, f)),
      ),
  );
}

/** The marker a `oncePerTurn` selection leaves on the unit selected, until the end of the turn. */
export const selectedMark = (rule: string) => `${rule}#selected`;
const selectedThisTurn = (state: GameState, unit: UnitId, rule: string): boolean =>
  state.effects.some((e) => e.unit === unit && e.source === selectedMark(rule));

/** The window's duration, "your" player being the user's. */
function durationOf(def: AnyRuleDef, i: AbilityUse): Duration {
  const d = def.windows?.find((w) => w.handler === i.handler)?.duration ?? { kind: 'end-of-phase' };
  return 'player' in d ? { ...d, player: i.player } : d;
}

/** "That selected model regains up to D3 lost wounds": its first models that lost wounds, each up to the row's. */
export function regain(ctx: Ctx, def: AnyRuleDef, row: Row<'regain-wounds'>, f: UnitState, more = 0): void {
  const wounded = modelsOnTable(f)
    .filter((m) => m.wounds < woundsOf(ctx.state, f, m))
    .slice(0, row.models);
  for (const m of wounded) {
    let most = row.wounds;
    if (row.upTo) {
      const dice = new CtxDice(ctx);
      most = Math.min(most, rollExpr(row.upTo, dice));
      if (dice.faces.length) logRoll(ctx, 'rule', f.player, f.id, dice.faces);
    }
    const regained = Math.min(most + more, woundsOf(ctx.state, f, m) - m.wounds);
    ctx.emit({
      type: 'wounds-regained',
      unit: f.id,
      model: m.id,
      regained,
      remaining: m.wounds + regained,
      source: def.name,
    });
  }
}

/** The unit carries the rule as a `bonded` effect now (selected by its bearer). */
const carries = (state: GameState, unit: UnitId, rule: string): boolean =>
  state.effects.some((e) => e.unit === unit && e.rule === rule && e.bonded === true);

export const SELECT_FRIENDLY_HANDLERS: Record<string, AbilityHandler> = {
  'select-other-friendly': {
    options: (state, i) => {
      const b = bearerOf(state, i);
      const d = ruleById(i.rule);
      const row = b && d ? rowsOf(state, b, d, 'select-friendly')[0] : undefined;
      if (!b || !row) return [];
      return selectable(state, b, row, i.rule).map((f) => ({
        label: `${i.name}: select ${nameOf(state, f.id)}`,
        enemy: f.id,
      }));
    },
    apply: (ctx, i, unit) => {
      const b = bearerOf(ctx.state, i);
      const d = ruleById(i.rule);
      const row = b && d ? rowsOf(ctx.state, b, d, 'select-friendly')[0] : undefined;
      const f = unit ? ctx.state.units[unit] : undefined;
      if (!b || !d || !row || !f || !selectable(ctx.state, b, row, i.rule).some((x) => x.id === f.id))
        return reject(`${i.name}: select one of the units it offers`);
      // "Each model can only be selected for this ability once per turn" (Omnissiah's Blessing).
      if (row.oncePerTurn)
        addEffect(ctx, {
          kind: 'ability',
          player: i.player,
          unit: f.id,
          source: selectedMark(d.id),
          until: { kind: 'end-of-turn' },
        });
      if ((d.effects ?? []).some((r) => r.scope === 'bonded'))
        addEffect(ctx, {
          kind: 'rule',
          player: i.player,
          unit: f.id,
          source: d.id,
          rule: d.id,
          bonded: true,
          until: durationOf(d, i),
        });
      const heal = rowsOf(ctx.state, b, d, 'regain-wounds')[0];
      if (heal) regain(ctx, d, heal, f);
    },
  },
  // "Until the end of the phase, you can re-roll Charge rolls made for that selected model": the Charge roll just
  // made for a unit that carries the rule (the bearer's use of it), not re-rolled yet.
  'reroll-charge-selected': {
    options: (state, i) => {
      const r = state.roll;
      if (r?.kind !== 'charge' || !r.unit || r.rerolled.some(Boolean) || !carries(state, r.unit, i.rule)) return [];
      const row = ruleById(i.rule)?.effects?.find((e) => e.kind === 'reroll' && e.roll === 'charge');
      return row
        ? [{ label: `${i.name}: re-roll the Charge roll of ${nameOf(state, r.unit)} (${r.faces.join('+')})` }]
        : [];
    },
    apply: (ctx) => rerollWhole(ctx, 'Charge roll'),
  },
};

/** The rules that friendly units' bearers made this unit carry (the Lancer's Sigil on the selected model). */
export function rulesCarried(state: GameState, unit: UnitId): Set<string> {
  return new Set(state.effects.flatMap((e) => (e.unit === unit && e.bonded === true && e.rule ? [e.rule] : [])));
}
