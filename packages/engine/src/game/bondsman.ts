import { rulesOfArmy } from '../rules/army-rules.js';
import { BONDSMAN_IDS } from '../rules/factions/imperial-knights/bondsman.js';
import { KNIGHTLY_TEACHINGS } from '../rules/factions/imperial-knights/lances.js';
import { BONDED_IMPERATIVE } from '../rules/factions/imperial-knights/questor-forgepact-stratagems.js';
import type { Action } from './commands.js';
import type { Ctx } from './ctx.js';
import type { DecisionOption } from './decisions.js';
import { addEffect } from './effects.js';
import { honoured } from './oath.js';
import { armyOf } from './rule-state.js';
import { unitsWithin } from './spatial.js';
import type { GameState, PlayerIndex, UnitId, UnitState } from './types.js';
import { gameUnitInstances } from './unit-rules.js';
import { hasKeyword, onBattlefield, unitsOf } from './units.js';

/**
 * Bondsman (Imperial Knights Army Rule): "In your Command phase, one or more models from your army with a
 * Bondsman ability can use that ability. For each one that does, select one friendly ARMIGER model within 12" of
 * that model (you cannot select an ARMIGER model that is already being affected by a Bondsman ability). Until the
 * start of your next Command phase, that ARMIGER model is affected by that Bondsman ability."
 *
 * A rule-choice (game/rule-choices.ts): each KNIGHT with a Bondsman ability (rules/factions/imperial-knights/
 * bondsman.ts, by id) not used this phase, each ARMIGER unit within 12" not already affected. A use is logged
 * (`rule-used`, the ability on the KNIGHT's unit) and adds the ability as a `bonded` effect on the ARMIGER, so its
 * `bonded` rows reach that ARMIGER's attacks, defence and eligibility until then. An ARMIGER unit is one model.
 *
 * Knightly Teachings (Spearhead-At-Arms): "Each time a model from your army uses its Bondsman ability, if no other
 * model from your army has used that Bondsman ability that turn, you can select up to three friendly ARMIGER models
 * (instead of one) within 12" of that model, or within 15" of that model while your army is Honoured". Honoured:
 * an Oath of the army is fulfilled (game/oath.ts).
 *
 * Bonded Imperative (Questor Forgepact Stratagem, used on the KNIGHT just before: an effect on its unit this phase):
 * "you can select one friendly ADEPTUS MECHANICUS unit within 12" of your unit in addition, or instead of selecting
 * one ARMIGER model. Until the start of your next Command phase, every model in that ADEPTUS MECHANICUS unit is
 * affected by that Bondsman ability." One more selection for that KNIGHT, an ADEPTUS MECHANICUS unit, whether or not
 * it selects its ARMIGER; its `bonded` effect's source is the Stratagem.
 */

export const BONDSMAN_RANGE = 12;

interface BondsmanUse {
  knight: UnitState;
  rule: string;
  name: string;
  /** How many ARMIGER models this use can still select, and within what range. */
  left: number;
  range: number;
}

/** Selections made with this Bondsman ability this turn: by this KNIGHT's unit, and by others. */
function usesThisTurn(
  state: GameState,
  player: PlayerIndex,
  rule: string,
  unit: UnitId,
): { own: number; others: number } {
  const { round, turn } = state.flow;
  let own = 0;
  let others = 0;
  for (const u of state.ruleUses ?? []) {
    if (u.player !== player || u.rule !== rule || u.round !== round || u.turn !== turn) continue;
    if (u.unit === unit) own++;
    else others++;
  }
  return { own, others };
}

/** The Bondsman abilities the player's models can still use this phase. */
function usesLeft(state: GameState, player: PlayerIndex): BondsmanUse[] {
  const teachings = rulesOfArmy(armyOf(state, player)).some((d) => d.id === KNIGHTLY_TEACHINGS.id);
  const range = teachings && honoured(state, player) ? 15 : BONDSMAN_RANGE;
  const out: BondsmanUse[] = [];
  for (const u of unitsOf(state, player)) {
    if (!onBattlefield(u)) continue;
    for (const i of gameUnitInstances(state, u)) {
      if (!i.rule || !BONDSMAN_IDS.has(i.rule)) continue;
      const { own, others } = usesThisTurn(state, player, i.rule, u.id);
      const most = teachings && others === 0 ? 3 : 1;
      if (own < most) out.push({ knight: u, rule: i.rule, name: i.name, left: most - own, range });
    }
  }
  return out;
}

/** "you cannot select an ARMIGER model that is already being affected by a Bondsman ability". */
function affected(state: GameState, unit: UnitId): boolean {
  return state.effects.some((e) => e.unit === unit && e.bonded === true && !!e.rule && BONDSMAN_IDS.has(e.rule));
}

/** The friendly ARMIGER units a KNIGHT can select: on the battlefield, within range, not already affected. */
function armigersFor(state: GameState, knight: UnitState, range: number): UnitState[] {
  return unitsOf(state, knight.player).filter(
    (a) =>
      a.id !== knight.id &&
      onBattlefield(a) &&
      hasKeyword(state, a, 'ARMIGER') &&
      !affected(state, a.id) &&
      unitsWithin(state, knight, a, range),
  );
}

/** The KNIGHT's unit is under Bonded Imperative this phase and has not selected its ADEPTUS MECHANICUS unit yet. */
function imperativeLeft(state: GameState, knight: UnitId): boolean {
  const on = state.effects.some((e) => e.unit === knight && e.rule === BONDED_IMPERATIVE.id);
  return on && !state.effects.some((e) => e.by === knight && e.bonded === true && e.source === BONDED_IMPERATIVE.id);
}

/** The friendly ADEPTUS MECHANICUS units within 12" of the KNIGHT not already affected by a Bondsman ability. */
export function admechFor(state: GameState, knight: UnitState): UnitState[] {
  return unitsOf(state, knight.player).filter(
    (a) =>
      a.id !== knight.id &&
      onBattlefield(a) &&
      hasKeyword(state, a, 'ADEPTUS MECHANICUS') &&
      !affected(state, a.id) &&
      unitsWithin(state, knight, a, BONDSMAN_RANGE),
  );
}

/** The KNIGHT's Bondsman abilities it has not used this phase (Bonded Imperative is used just before one is). */
export function unusedBondsman(state: GameState, knight: UnitState): { rule: string; name: string }[] {
  const out: { rule: string; name: string }[] = [];
  for (const i of gameUnitInstances(state, knight))
    if (i.rule && BONDSMAN_IDS.has(i.rule) && usesThisTurn(state, knight.player, i.rule, knight.id).own === 0)
      out.push({ rule: i.rule, name: i.name });
  return out;
}

/** The Bondsman uses under Bonded Imperative that can still select an ADEPTUS MECHANICUS unit. */
function imperativeUses(state: GameState, player: PlayerIndex): BondsmanUse[] {
  const out: BondsmanUse[] = [];
  for (const u of unitsOf(state, player)) {
    if (!onBattlefield(u) || !imperativeLeft(state, u.id)) continue;
    for (const i of gameUnitInstances(state, u))
      if (i.rule && BONDSMAN_IDS.has(i.rule)) {
        out.push({ knight: u, rule: i.rule, name: i.name, left: 1, range: BONDSMAN_RANGE });
        break;
      }
  }
  return out;
}

interface Selection {
  use: BondsmanUse;
  armiger: UnitState;
  /** An ADEPTUS MECHANICUS unit selected under Bonded Imperative. */
  imperative?: true;
}

function selections(state: GameState, player: PlayerIndex): Selection[] {
  return [
    ...usesLeft(state, player).flatMap((use) =>
      armigersFor(state, use.knight, use.range).map((armiger) => ({ use, armiger })),
    ),
    ...imperativeUses(state, player).flatMap((use) =>
      admechFor(state, use.knight).map((armiger) => ({ use, armiger, imperative: true as const })),
    ),
  ];
}

export const BONDSMAN_CHOICE = {
  open: () => true,
  max: (state: GameState, player: PlayerIndex) =>
    [...usesLeft(state, player), ...imperativeUses(state, player)].reduce((n, u) => n + u.left, 0),
  candidates: (state: GameState, player: PlayerIndex) => [
    ...new Set(selections(state, player).map((s) => s.use.knight.id)),
  ],
  prompt: (left: number) => `Bondsman: up to ${left} more ARMIGER model${left === 1 ? '' : 's'} can be selected`,
  options: (state: GameState, player: PlayerIndex): DecisionOption[] =>
    selections(state, player).map(({ use, armiger, imperative }) => ({
      kind: 'choice' as const,
      label: `${use.name}: ${use.knight.name} (${use.knight.id}) affects ${armiger.name} (${armiger.id})${imperative ? ' (Bonded Imperative)' : ''}`,
      action: {
        type: 'use-rule' as const,
        rule: imperative ? BONDED_IMPERATIVE.id : use.rule,
        unit: use.knight.id,
        target: armiger.id,
      },
    })),
  /** Applies one selection; false when the action is not one it offers. */
  select(ctx: Ctx, player: PlayerIndex, a: Action): boolean {
    if (a.type !== 'use-rule') return false;
    const s = selections(ctx.state, player).find(
      (x) =>
        (x.imperative ? BONDED_IMPERATIVE.id : x.use.rule) === a.rule &&
        x.use.knight.id === a.unit &&
        x.armiger.id === a.target,
    );
    if (!s) return false;
    // The ADEPTUS MECHANICUS unit is "in addition, or instead of" the ARMIGER: not one of the ability's selections.
    if (!s.imperative) ctx.emit({ type: 'rule-used', player, rule: s.use.rule, unit: s.use.knight.id });
    addEffect(ctx, {
      kind: 'rule',
      player,
      unit: s.armiger.id,
      source: s.imperative ? BONDED_IMPERATIVE.id : s.use.rule,
      rule: s.use.rule,
      bonded: true,
      by: s.use.knight.id,
      until: { kind: 'next-command-phase', player },
    });
    return true;
  },
};
