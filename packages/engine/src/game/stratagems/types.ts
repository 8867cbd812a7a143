import type { StratagemDef } from '../../rules/stratagems.js';
import type { Ctx } from '../ctx.js';
import type { GameState, ModelId, PlayerIndex, UnitId, WindowState } from '../types.js';

export type {
  EnemySpec,
  KeywordTest,
  SpendSpec,
  StratagemDef,
  StratagemHandlerId,
  StratagemRestrictions,
  TargetSpec,
  UnitTest,
  WhenClause,
} from '../../rules/stratagems.js';

/** One use of a Stratagem: its target and the choices made with it, and the window it was used in. */
export interface StratagemUseChoice {
  target?: UnitId;
  die?: number;
  model?: ModelId;
  enemy?: UnitId;
  /** The points the Stratagem lets you spend were spent. */
  spend?: boolean;
  window: WindowState;
  /** The Stratagem used (its name for the players, its definition in the rule registry). */
  def?: { name: string; rule?: string };
}

/** The small pieces of code behind automated Stratagems. Everything else about them is data. */
export interface StratagemHandler {
  /** Conditions beyond the engine-wide ones. */
  usable(state: GameState, player: PlayerIndex, w: WindowState, def?: { rule?: string }): boolean;
  /** The units it may target, where its data's target kind needs the window's details (may be lazy). */
  targets?(state: GameState, player: PlayerIndex, w: WindowState, def: StratagemDef): Iterable<UnitId | undefined>;
  /** The choices within one use (which roll, model or enemy unit, points spent); one offer each. */
  options?(
    state: GameState,
    player: PlayerIndex,
    w: WindowState,
    target: UnitId | undefined,
    def: StratagemDef,
  ): { die?: number; model?: ModelId; enemy?: UnitId; spend?: boolean }[];
  apply(ctx: Ctx, player: PlayerIndex, use: StratagemUseChoice): void;
}
