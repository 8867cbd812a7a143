import type { Command } from './commands.js';
import type { Ctx } from './ctx.js';
import { reject } from './ctx.js';
import type { DecisionRequest } from './decisions.js';
import { enemyMovedNear } from './enemy-moves-near.js';
import { validateMove } from './movement/validate.js';
import { unitInEngagementRange } from './spatial.js';
import type { GameState, Interrupt, UnitState } from './types.js';
import { footprint, modelsOnTable, onBattlefield } from './units.js';

/**
 * A move an army rule lets a unit make out of the Movement phase ("it can make a Normal move of up to 3"":
 * Stalwart Advance, after a unit that destroyed an enemy unit has shot). Its handler (game/rule-triggers.ts)
 * pushes a `rule-move` interrupt; the player answers with the unit's Normal move, or passes. The move is
 * checked as a Normal move of at most `inches` for each model; it does not change what the unit did in its
 * Movement phase (the unit's history stays).
 */
type RuleMove = Extract<Interrupt, { kind: 'rule-move' }>;

const unitOf = (ctx: Ctx, i: RuleMove) => ctx.state.units[i.unit] as UnitState | undefined;

export const ruleMoveInterrupt = {
  /** Nothing to ask: the unit is gone, or within Engagement Range of an enemy unit ("and that unit is not ..."). */
  auto(ctx: Ctx, i: RuleMove): boolean {
    const u = unitOf(ctx, i);
    if (u && onBattlefield(u) && modelsOnTable(u).length && !unitInEngagementRange(ctx.state, u.id)) return false;
    ctx.emit({ type: 'interrupt-popped' });
    return true;
  },
  request(state: GameState, i: RuleMove): DecisionRequest {
    const u = state.units[i.unit] as UnitState;
    return {
      player: i.player,
      kind: 'rule-move',
      prompt: `${i.name}: ${u.name} (${u.id}) can make a Normal move of up to ${i.inches}"`,
      seq: state.seq,
      options: [
        {
          kind: 'parametric',
          label: `${i.name}: Normal move ${u.name} (${u.id}) up to ${i.inches}"`,
          action: 'normal-move',
          unit: u.id,
          schema: {
            kind: 'paths',
            unit: u.id,
            move: 'normal',
            maxDistance: i.inches,
            models: modelsOnTable(u).map((m) => ({
              id: m.id,
              from: m.pos as NonNullable<typeof m.pos>,
              footprint: footprint(state, u, m),
            })),
          },
        },
        { kind: 'choice', label: `${i.name}: ${u.name} (${u.id}) does not move`, action: { type: 'pass' } },
      ],
    };
  },
  handle(ctx: Ctx, cmd: Command, i: RuleMove): void {
    const a = cmd.action;
    if (a.type === 'pass') {
      ctx.emit({ type: 'interrupt-popped' });
      return;
    }
    const u = unitOf(ctx, i);
    if (!u || a.type !== 'normal-move' || a.unit !== i.unit || a.embark)
      reject(`${i.name}: make a Normal move with ${i.unit} (it cannot embark), or pass`);
    validateMove(ctx.state, u as UnitState, a.paths, 'normal', i.inches);
    ctx.emit({ type: 'rule-used', player: i.player, rule: i.rule, unit: i.unit });
    if (Object.values(a.paths).some((p) => p.length))
      ctx.emit({ type: 'models-moved', unit: i.unit, paths: a.paths, move: 'normal' });
    enemyMovedNear(ctx, i.unit);
    ctx.emit({ type: 'interrupt-popped' });
  },
};
