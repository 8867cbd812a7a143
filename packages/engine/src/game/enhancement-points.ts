import { ruleById } from '../rules/known.js';
import type { AnyRuleDef } from '../rules/registry.js';
import { offerAbilities } from './ability-windows.js';
import type { Ctx } from './ctx.js';
import { heldRows, rollForEnemiesNear } from './enhancement-uses.js';
import { rulesCarried } from './select-friendly-near.js';
import type { GameState, UnitId, UnitState, WindowKind } from './types.js';
import { gameUnitInstances } from './unit-rules.js';
import { datasheetOf, modelsOnTable, onBattlefield, unitsOf } from './units.js';
import { judgementTokens } from './votann-objective-marks.js';

/**
 * The points of the battle where a bearer's Enhancements act (game/enhancement-uses.ts has their handlers): just
 * after its unit is set up, just after its Charge roll (the start of a phase is the abilities' own hook:
 * ability-windows.ts offerPhaseStartAbilities, datasheet abilities and Enhancements alike). Each point offers the Enhancements
 * whose window (the definition's `windows`) fits, through the ability-use interrupt; rows that need no choice
 * (Banishing Wave's rolls) are rolled at once.
 */

const isEnhancement = (d: AnyRuleDef): boolean => d.source.kind === 'enhancement';

/** Just after the unit is set up (Reserves): the rolls first, then the uses the player is asked about. */
export function enhancementsAfterSetUp(ctx: Ctx, unit: UnitId): void {
  const u = ctx.state.units[unit];
  if (!u) return;
  rollForEnemiesNear(ctx, u);
  const now = ctx.state.units[unit];
  if (now) offerAbilities(ctx, 'unit-set-up', now, isEnhancement);
}

/**
 * The start of your Reinforcements step ("In the Reinforcements step of your Movement phase, the bearer can use this
 * Enhancement": Dêlvwerke Navigator): the Enhancements of the active player's units on the battlefield whose window
 * is that step's.
 */
export function enhancementsInReinforcements(ctx: Ctx): void {
  for (const u of unitsOf(ctx.state, ctx.state.flow.active))
    if (!u.attachedTo && onBattlefield(u)) offerAbilities(ctx, 'reinforcements-step', u, isEnhancement);
}

/**
 * The unit's attacks have just destroyed an enemy unit ("Each time the bearer's unit destroys an enemy unit, if that
 * enemy unit has one or more Judgement tokens": A Long List): the uses it offers, where that unit had a token.
 */
export function enhancementsAfterDestroying(ctx: Ctx, unit: UnitId, destroyed: UnitId): void {
  const u = ctx.state.units[unit];
  const d = ctx.state.units[destroyed];
  if (u && d && judgementTokens(ctx.state, d) >= 1) offerAbilities(ctx, 'unit-destroyed', u, isEnhancement);
}

/**
 * Just after a roll made for the unit ("you can re-roll Charge rolls made for the bearer's unit"; a datasheet
 * ability's "you can re-roll Charge rolls made for that unit": a compiled one's window, rules/text/defs.ts).
 */
export function enhancementsAfterRoll(ctx: Ctx, unit: UnitId): void {
  const u = ctx.state.units[unit];
  if (!u) return;
  offerAbilities(ctx, 'after-roll', u, (d) => isEnhancement(d) || d.source.kind === 'datasheet');
  // "you can re-roll Charge rolls made for that selected model" (Bearer of the Lancer's Sigil): the Enhancements
  // other friendly units' bearers made this unit carry, asked of their bearers.
  const carried = rulesCarried(ctx.state, unit);
  if (carried.size)
    for (const f of unitsOf(ctx.state, u.player))
      if (f.id !== u.id && !f.attachedTo)
        offerAbilities(ctx, 'after-roll', f, (d) => isEnhancement(d) && carried.has(d.id));
}

/**
 * When the bearer ends a Charge move, is selected to fight, or has resolved its attacks (the Questoris Companions'
 * Enhancements: game/knight-enhancements.ts): the bearer's unit's Enhancements whose window fits.
 */
export function enhancementsAt(
  ctx: Ctx,
  at: Extract<WindowKind, 'charge-move-ended' | 'selected-to-fight' | 'attacks-resolved'>,
  unit: UnitId,
): void {
  const u = ctx.state.units[unit];
  if (u) offerAbilities(ctx, at, u, isEnhancement);
}

/**
 * "Until the end of the turn, enemy units cannot use the Fire Overwatch Stratagem to shoot at the bearer's unit"
 * (Blinding Aura): a held row of the unit says so now.
 */
export function overwatchDenied(state: GameState, unit: UnitId | undefined): boolean {
  const u = unit ? state.units[unit] : undefined;
  return !!u && heldRows(state, u, 'no-overwatch-against').length > 0;
}

/**
 * "Each time the bearer's unit Piles In or Consolidates, the bearer can move up to 6" instead of up to 3"" (Driven by
 * Duty): the longest of the bearer's own `move-distance` rows, where every model of the unit on the battlefield is
 * the bearer's (a WALKER's own unit); 0 otherwise (the unit's models then move as far as the others' rules say).
 */
export function bearerCloseIn(state: GameState, u: UnitState, kind: 'pile-in' | 'consolidate'): number {
  const of = kind === 'consolidate' ? 'consolidation' : 'pile-in';
  const models = modelsOnTable(u);
  let best = 0;
  for (const i of gameUnitInstances(state, u)) {
    const d = i.origin === 'enhancement' && i.rule ? ruleById(i.rule) : undefined;
    if (!d || (d.support.game !== 'automated' && d.support.game !== 'partial')) continue;
    if (!models.length || !models.every((m) => datasheetOf(state, u, m).id === i.holder)) continue;
    for (const r of d.effects ?? [])
      if (r.kind === 'move-distance' && r.scope === 'holder' && r.moves.includes(of)) best = Math.max(best, r.inches);
  }
  return best;
}
