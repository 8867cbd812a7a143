import { rulesOfArmy } from '../rules/army-rules.js';
import { FORTIFY, YIELD } from '../rules/factions/leagues-of-votann/army-rules.js';
import type { AnyRuleDef, CounterDef } from '../rules/registry.js';
import type { WhenClause } from '../rules/stratagems.js';
import type { Ctx } from './ctx.js';
import { pointInRect } from './geometry/battlefield.js';
import { armyOf, counterHolder, counterValue } from './rule-state.js';
import type { PhaseId, PlayerIndex, UnitId } from './types.js';
import { unitsOf } from './units.js';

/**
 * Army rules that act by themselves at a point of the battle (a registry definition's `windows` with a
 * `handler`): Judgement tokens when a unit is destroyed, Yield points at the end of a Command phase.
 * The definition says when (its WhenClause) and which handler; the handler is the small piece of code
 * that does it, changing counters through logged `counter-set` events.
 */

export type TriggerPoint =
  /** A unit was destroyed; `by` is the unit whose attacks destroyed it, where attacks did. */
  | { kind: 'unit-destroyed'; unit: UnitId; by?: UnitId }
  | { kind: 'phase-end'; phase: PhaseId }
  | { kind: 'phase-start'; phase: PhaseId };

type Handler = (ctx: Ctx, player: PlayerIndex, def: AnyRuleDef, point: TriggerPoint) => void;

/** Set a counter to `value`, within its definition's maximum and never below 0; logged when it changes. */
export function setCounter(ctx: Ctx, def: AnyRuleDef, counter: CounterDef, on: UnitId | PlayerIndex, value: number) {
  const v = Math.max(0, counter.max === undefined ? value : Math.min(counter.max, value));
  if (v === counterValue(ctx.state, on, counter.id)) return;
  ctx.emit({ type: 'counter-set', holder: counterHolder(on), counter: counter.id, value: v, rule: def.id });
}

function counterOf(def: AnyRuleDef, id: string): CounterDef {
  const c = def.counters?.find((x) => x.id === id) ?? def.counters?.[0];
  if (!c) throw new Error(`${def.id}: its handler needs a counter`);
  return c;
}

const YIELD_POINTS = YIELD;
const FORTIFY_TAKEOVER = FORTIFY;

/** The YP a player gains at the end of a Command phase, from the objective markers they control. */
export function yieldGained(ctx: Ctx, player: PlayerIndex): number {
  const s = ctx.state;
  const zones = s.mission.zones[player];
  let inZone = 0;
  let outside = 0;
  s.mission.objectives.forEach((o, i) => {
    if (s.control[i] !== player) return;
    if (zones.some((z) => pointInRect(o.at, z))) inZone++;
    else outside++;
  });
  const theirs = s.control.filter((c) => c === 1 - player).length;
  let yp = inZone > 0 ? 1 : 0;
  if (s.flow.round >= 2) {
    if (outside >= 1) yp++;
    if (outside >= 2) yp++;
    if (inZone + outside > theirs) yp++;
  }
  return yp;
}

const HANDLERS: Record<string, Handler> = {
  // Eye of the Ancestors: "each time an enemy unit destroys a unit from your army, that enemy unit gains 1
  // Judgement token. An enemy unit can never have more than 2 Judgement tokens".
  'judgement-token': (ctx, _player, def, point) => {
    if (point.kind !== 'unit-destroyed' || !point.by) return;
    const c = counterOf(def, 'judgement-token');
    setCounter(ctx, def, c, point.by, counterValue(ctx.state, point.by, c.id) + 1);
  },
  // Prioritised Efficiency: YP "at the end of each player's Command phase"; then, at the end of your Command
  // phase, Fortify Takeover with 7YP or more, Hostile Acquisition otherwise ("YP gained ... before checking").
  'yield-points': (ctx, player, def) => {
    const yp = counterOf(def, YIELD_POINTS);
    const gained = yieldGained(ctx, player);
    if (gained) setCounter(ctx, def, yp, player, counterValue(ctx.state, player, yp.id) + gained);
    if (ctx.state.flow.active !== player) return;
    const fortify = counterOf(def, FORTIFY_TAKEOVER);
    setCounter(ctx, def, fortify, player, counterValue(ctx.state, player, yp.id) >= 7 ? 1 : 0);
  },
  // Martial Leverage (Needgaârd Oathband): "Each time an enemy unit is destroyed, you gain 1YP."
  'gain-yield-point': (ctx, player, def) => {
    const yp = counterOf(def, YIELD_POINTS);
    setCounter(ctx, def, yp, player, counterValue(ctx.state, player, yp.id) + 1);
  },
  // Guerrilla Adepts: enemy units are assailed (and pinned) "until the start of your next Shooting phase"; only
  // your own Shooting phase labels your opponent's units, so at its start every label of the rule on them ends.
  'labels-expire': (ctx, player, def) => {
    for (const u of unitsOf(ctx.state, (1 - player) as PlayerIndex))
      for (const c of def.counters ?? []) setCounter(ctx, def, c, u.id, 0);
  },
};

export const RULE_TRIGGER_HANDLERS: readonly string[] = Object.keys(HANDLERS);

function clauseFits(ctx: Ctx, player: PlayerIndex, c: WhenClause, point: TriggerPoint): boolean {
  const s = ctx.state;
  if (c.window !== point.kind) return false;
  const yours = s.flow.active === player;
  if ((c.turn === 'yours' && !yours) || (c.turn === 'opponents' && yours)) return false;
  const phase = point.kind === 'unit-destroyed' ? s.flow.phase : point.phase;
  if (c.phases && (!phase || !c.phases.includes(phase))) return false;
  if (c.unit && point.kind === 'unit-destroyed') {
    const u = s.units[point.unit];
    if (!u || (c.unit === 'own') !== (u.player === player)) return false;
  }
  return true;
}

/** Run every army rule of both players whose window fits the point (the player whose turn it is first). */
export function runRuleTriggers(ctx: Ctx, point: TriggerPoint): void {
  const first = ctx.state.flow.active;
  for (const player of [first, (1 - first) as PlayerIndex]) {
    const army = armyOf(ctx.state, player);
    if (!army.faction) continue;
    for (const def of rulesOfArmy(army)) {
      if (def.source.kind !== 'faction' && def.source.kind !== 'detachment') continue;
      for (const w of def.windows ?? []) {
        // A rule the player is asked about runs through rule-choices.ts instead.
        const h = w.handler && !w.optional ? HANDLERS[w.handler] : undefined;
        if (h && w.when.some((c) => clauseFits(ctx, player, c, point))) h(ctx, player, def, point);
      }
    }
  }
}
