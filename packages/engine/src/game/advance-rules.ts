import { rulesOfArmy } from '../rules/army-rules.js';
import { ruleById } from '../rules/known.js';
import { armyOf } from './rule-state.js';
import type { Duration, GameState, UnitState } from './types.js';
import { unitKeywords } from './units.js';

/**
 * Army rules that replace a unit's Advance roll ("Each time a VEHICLE unit from your army Advances, do not
 * make an Advance roll for it; until the end of the phase, add 6" to the Move characteristic of models in that
 * unit": Mailed Fist): a registry definition's `windows` row at `move-started` for the `advance` move, with the
 * handler `fixed-advance` and an `add M` row giving the inches. The unit's own rows (those the rule holds, read
 * by the game from the active effect its use adds: game/unit-rules.ts activeRows) last `duration`.
 */
export interface FixedAdvance {
  rule: string;
  inches: number;
  until: Duration;
  /** The unit holds it already: an active effect's `advance-fixed` row (a Stratagem used on it: Frontier Momentum). */
  held?: true;
}

export function fixedAdvance(state: GameState, u: UnitState): FixedAdvance | null {
  // "if your unit Advances, do not make an Advance roll for it. Instead, until the end of the phase, add 6" to the
  // Move characteristic of models in your unit" (Frontier Momentum): the row of an effect the unit holds.
  for (const e of state.effects) {
    if (e.unit !== u.id || !e.rule) continue;
    const row = ruleById(e.rule)?.effects?.find((r) => r.kind === 'advance-fixed');
    if (row?.kind === 'advance-fixed') return { rule: e.rule, inches: row.inches, until: e.until, held: true };
  }
  const army = armyOf(state, u.player);
  if (!army.faction) return null;
  const keywords = unitKeywords(state, u);
  for (const def of rulesOfArmy(army)) {
    if (def.source.kind !== 'faction' && def.source.kind !== 'detachment') continue;
    for (const w of def.windows ?? []) {
      if (w.handler !== 'fixed-advance') continue;
      const fits = w.when.some(
        (c) =>
          c.window === 'move-started' &&
          (!c.moves || c.moves.includes('advance')) &&
          (!c.keyword || keywords.includes(c.keyword)),
      );
      let inches: number | undefined;
      for (const e of w.effects ?? []) if (e.kind === 'stat' && e.stat === 'M' && e.change === 'add') inches = e.by;
      if (fits && inches !== undefined) return { rule: def.id, inches, until: w.duration ?? { kind: 'end-of-turn' } };
    }
  }
  return null;
}
