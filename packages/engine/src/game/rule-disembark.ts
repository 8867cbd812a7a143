import { ruleById } from '../rules/known.js';
import type { Command } from './commands.js';
import type { Ctx } from './ctx.js';
import { reject } from './ctx.js';
import type { DecisionOption, DecisionRequest } from './decisions.js';
import { addEffect } from './effects.js';
import { enemyMovedNear } from './enemy-moves-near.js';
import { validateSetUp } from './setup-rules.js';
import { disembarkOption, embarkedIn, hullOf } from './transports.js';
import type { GameState, Interrupt, UnitState } from './types.js';
import { aliveModels, footprint, hasKeyword, onBattlefield } from './units.js';

/**
 * A disembarkation a rule lets a unit make out of the Movement phase ("One LEAGUES OF VOTANN unit embarked within your
 * TRANSPORT can disembark. When doing so, models in that unit can be set up anywhere on the battlefield wholly within
 * 6" of your TRANSPORT. That unit cannot declare a charge in the same turn": Secure Positions). Its Stratagem handler
 * pushes a `rule-disembark` interrupt; the player sets up one of the embarked units of `keyword` wholly within
 * `within` inches of the TRANSPORT, or passes. The unit then holds the rule's rows until the end of the turn (its
 * `not-eligible` charge row).
 */
type RuleDisembark = Extract<Interrupt, { kind: 'rule-disembark' }>;

/** The units embarked within the TRANSPORT that may disembark: alive, of the keyword. */
function disembarking(state: GameState, i: RuleDisembark): UnitState[] {
  return embarkedIn(state, i.transport).filter(
    (u) => aliveModels(u).length > 0 && (!i.keyword || hasKeyword(state, u, i.keyword)),
  );
}

export const ruleDisembarkInterrupt = {
  /** Nothing to ask: the TRANSPORT is gone or empty. */
  auto(ctx: Ctx, i: RuleDisembark): boolean {
    const t = ctx.state.units[i.transport];
    if (t && onBattlefield(t) && hullOf(ctx.state, t) && disembarking(ctx.state, i).length) return false;
    ctx.emit({ type: 'interrupt-popped' });
    return true;
  },
  request(state: GameState, i: RuleDisembark): DecisionRequest {
    const t = state.units[i.transport] as UnitState;
    const hull = hullOf(state, t);
    const options: DecisionOption[] = [];
    for (const u of disembarking(state, i))
      if (hull)
        options.push(
          disembarkOption(
            state,
            u,
            t,
            hull,
            i.within,
            `${i.name}: ${u.name} (${u.id}) disembarks wholly within ${i.within}" of ${t.name} (${t.id})`,
          ),
        );
    options.push({ kind: 'choice', label: `${i.name}: no unit disembarks`, action: { type: 'pass' } });
    return {
      player: i.player,
      kind: 'rule-disembark',
      prompt: `${i.name}: a unit embarked within ${t.name} (${t.id}) can disembark`,
      seq: state.seq,
      options,
    };
  },
  handle(ctx: Ctx, cmd: Command, i: RuleDisembark): void {
    const a = cmd.action;
    if (a.type === 'pass') {
      ctx.emit({ type: 'interrupt-popped' });
      return;
    }
    const s = ctx.state;
    const u = a.type === 'disembark' ? disembarking(s, i).find((x) => x.id === a.unit) : undefined;
    const t = s.units[i.transport] as UnitState;
    const hull = hullOf(s, t);
    if (a.type !== 'disembark' || !u || !hull) {
      reject(`${i.name}: disembark a unit embarked within ${i.transport}, or pass`);
      return;
    }
    validateSetUp(s, u, a.positions, { kind: 'disembark', transport: t.id, hull, within: i.within });
    ctx.emit({ type: 'rule-used', player: i.player, rule: i.rule, unit: u.id });
    ctx.emit({ type: 'unit-disembarked', unit: u.id, transport: t.id, positions: a.positions, when: 'rule' });
    enemyMovedNear(ctx, u.id);
    if (ruleById(i.rule)?.effects?.length)
      addEffect(ctx, {
        kind: 'stratagem',
        player: i.player,
        unit: u.id,
        source: i.rule,
        rule: i.rule,
        until: { kind: 'end-of-turn' },
      });
    ctx.emit({ type: 'interrupt-popped' });
  },
};
