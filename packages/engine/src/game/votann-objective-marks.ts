import { JUDGEMENT } from '../rules/factions/words.js';
import { ruleById } from '../rules/known.js';
import type { AnyRuleDef } from '../rules/registry.js';
import type { AbilityHandler } from './ability-windows.js';
import { reject } from './ctx.js';
import { inObjectiveRange } from './geometry/rules.js';
import { counterValue } from './rule-state.js';
import { setCounter } from './rule-triggers.js';
import { unitBodies } from './spatial.js';
import type { GameState, PlayerIndex, UnitState } from './types.js';
import { gameUnitInstances } from './unit-rules.js';
import { datasheetOf, modelsOnTable, onBattlefield, unitsOf } from './units.js';

/**
 * Leagues of Votann Enhancements that select an objective marker and make enemy units within its range count as
 * having one more Judgement token (their definitions' `windows` name these handlers; game/ability-windows.ts asks the
 * player through the `ability-use` interrupt, its option's `choice` the marker's index). The marker is the player's
 * counter (the definition's: its number, index + 1); what a unit counts as having is `judgementTokens`, read where
 * Judgement tokens are (the attacks' questions: game/rule-answers.ts; the Stratagems' targets: game/stratagems).
 *
 * - "Until the start of your next Command phase" (`lasts: 'next-command-phase'`): the marker counts while the
 *   player's last use of the rule was in their current or previous turn.
 * - "While the bearer is on the battlefield, each time a LEAGUES OF VOTANN unit from your army is selected to shoot
 *   or fight ... while resolving those attacks" (`lasts: 'battle'`): only in those units' attacks, while the bearer's
 *   model is on the battlefield.
 */

/** Every objective marker has its number, index + 1, as the counter's value; 0: none selected. */
function markerOf(state: GameState, player: PlayerIndex, def: AnyRuleDef): number | undefined {
  const c = def.counters?.[0];
  const n = c ? counterValue(state, player, c.id) : 0;
  return n >= 1 ? n - 1 : undefined;
}

const markerLabel = (state: GameState, n: number) => {
  const o = state.mission.objectives[n];
  return `objective marker ${o?.id ?? n + 1} (${o?.at.x}, ${o?.at.y})`;
};

function withinRangeOf(state: GameState, u: UnitState, n: number): boolean {
  const o = state.mission.objectives[n];
  return !!o && onBattlefield(u) && unitBodies(state, u).some((b) => inObjectiveRange(b, o.at));
}

/** The objective markers the handler offers now. */
type Markers = (state: GameState, player: PlayerIndex) => number[];

function selectMarker(markers: Markers): AbilityHandler {
  return {
    options: (state, i) =>
      markers(state, i.player).map((n) => ({ label: `${i.name}: select ${markerLabel(state, n)}`, choice: n })),
    apply: (ctx, i, _enemy, choice) => {
      const def = ruleById(i.rule);
      const c = def?.counters?.[0];
      if (!def || !c || choice === undefined) return reject(`${i.name}: select one of the objective markers it offers`);
      setCounter(ctx, def, c, i.player, choice + 1);
    },
  };
}

export const OBJECTIVE_MARK_HANDLERS: Record<string, AbilityHandler> = {
  // Appraising Glare (Oathband): "In your Command phase, you can select one objective marker your opponent controls."
  'select-opponents-objective': selectMarker((state, player) =>
    state.mission.objectives.map((_, n) => n).filter((n) => state.control[n] === 1 - player),
  ),
  // Obsessive Drive (Void Salvagers): "At the start of the first battle round, select one objective marker."
  'select-objective-first-round': selectMarker((state) =>
    state.flow.round === 1 && state.flow.turn === 1 ? state.mission.objectives.map((_, n) => n) : [],
  ),
};

/** The player's bearer of the Enhancement is on the battlefield (its model, in its own unit or the one it leads). */
export function bearerOnBattlefield(state: GameState, player: PlayerIndex, rule: string): boolean {
  return unitsOf(state, player).some(
    (u) =>
      !u.attachedTo &&
      gameUnitInstances(state, u).some(
        (i) =>
          i.origin === 'enhancement' &&
          i.rule === rule &&
          modelsOnTable(u).some((m) => !i.holder || datasheetOf(state, u, m).id === i.holder),
      ),
  );
}

/** The player's Enhancements that mark an objective marker (their definitions: a counter and a `marks` row). */
function markingRules(state: GameState, player: PlayerIndex): { def: AnyRuleDef; lasts: 'turn' | 'battle' }[] {
  const out: { def: AnyRuleDef; lasts: 'turn' | 'battle' }[] = [];
  const seen = new Set<string>();
  // An Enhancement is on its bearer's own unit's instances (an attached Leader's unit keeps its own).
  for (const u of unitsOf(state, player)) {
    if (!u.enhancement) continue;
    for (const i of gameUnitInstances(state, u)) {
      const def = i.origin === 'enhancement' && i.rule ? ruleById(i.rule) : undefined;
      if (!def || seen.has(def.id) || (def.support.game !== 'automated' && def.support.game !== 'partial')) continue;
      const h = def.windows?.find((w) => w.handler && w.handler in OBJECTIVE_MARK_HANDLERS)?.handler;
      if (!h) continue;
      seen.add(def.id);
      out.push({ def, lasts: h === 'select-opponents-objective' ? 'turn' : 'battle' });
    }
  }
  return out;
}

const order = (round: number, turn: number) => round * 2 + turn;

/** The player's last use of the rule was in their current turn or the opponent's turn after it. */
function usedSinceLastCommandPhase(state: GameState, player: PlayerIndex, rule: string): boolean {
  const uses = (state.ruleUses ?? []).filter((x) => x.player === player && x.rule === rule);
  const last = uses[uses.length - 1];
  return !!last && order(state.flow.round, state.flow.turn) - order(last.round, last.turn) <= 1;
}

/**
 * The Judgement tokens the unit counts as having: its own, and one more for each marking Enhancement of an enemy
 * player whose objective marker it is within range of (to a maximum of 2). `attacking`: the player whose unit makes
 * the attack being resolved (a LEAGUES OF VOTANN unit), where the count is for an attack.
 */
export function judgementTokens(state: GameState, u: UnitState, attacking?: { player: PlayerIndex; lov: boolean }) {
  const own = counterValue(state, u.id, JUDGEMENT);
  const enemy = (1 - u.player) as PlayerIndex;
  let more = 0;
  for (const { def, lasts } of markingRules(state, enemy)) {
    const n = markerOf(state, enemy, def);
    if (n === undefined || !withinRangeOf(state, u, n)) continue;
    if (
      lasts === 'turn' ? usedSinceLastCommandPhase(state, enemy, def.id) : inDriveAttack(state, enemy, def, attacking)
    )
      more++;
  }
  return Math.min(Math.max(own, 2), own + more);
}

function inDriveAttack(
  state: GameState,
  player: PlayerIndex,
  def: AnyRuleDef,
  attacking: { player: PlayerIndex; lov: boolean } | undefined,
): boolean {
  return attacking?.player === player && attacking.lov && bearerOnBattlefield(state, player, def.id);
}
