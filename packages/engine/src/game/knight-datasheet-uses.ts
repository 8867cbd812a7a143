import type { AbilityHandler } from './ability-windows.js';
import { modelGapToUnit } from './spatial.js';
import type { GameState, Interrupt, UnitId } from './types.js';
import { aliveModels, datasheetOf, hasKeyword, onBattlefield, unitsOf } from './units.js';

/** Imperial Knights datasheet abilities used in a window (Canis Rex's Chainbreaker). */
type AbilityUse = Extract<Interrupt, { kind: 'ability-use' }>;

const name = (state: GameState, id: UnitId) => `${state.units[id]?.name ?? id} (${id})`;
const battleShocked = (state: GameState, id: UnitId) =>
  state.effects.some((e) => e.kind === 'battle-shocked' && e.unit === id);

/** The holder's datasheet's models in the window's unit ("this model"). */
function ownModels(state: GameState, i: AbilityUse) {
  const unit = state.units[i.unit];
  const ds = state.units[i.holder]?.datasheet;
  if (!unit || !ds) return undefined;
  return { unit, models: aliveModels(unit).filter((m) => datasheetOf(state, unit, m).id === ds) };
}

export const KNIGHT_DATASHEET_HANDLERS: Record<string, AbilityHandler> = {
  // Chainbreaker: "select one friendly IMPERIUM unit that is Battle-shocked and within 12" of this model. That unit is
  // no longer Battle-shocked."
  'imperium-no-longer-battle-shocked-within-12': {
    options: (state, i) => {
      const own = ownModels(state, i);
      if (!own) return [];
      return unitsOf(state, i.player)
        .filter(
          (f) =>
            onBattlefield(f) &&
            !f.attachedTo &&
            battleShocked(state, f.id) &&
            hasKeyword(state, f, 'IMPERIUM') &&
            own.models.some((m) => modelGapToUnit(state, own.unit, m, f) <= 12),
        )
        .map((f) => ({ label: `${i.name}: ${name(state, f.id)} is no longer Battle-shocked`, enemy: f.id }));
    },
    apply: (ctx, i, unit) => {
      for (const e of ctx.state.effects)
        if (e.kind === 'battle-shocked' && e.unit === unit)
          ctx.emit({ type: 'effect-ended', id: e.id, reason: i.name });
    },
  },
};
