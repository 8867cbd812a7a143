import { ruleById } from '../../rules/known.js';
import { reject } from '../ctx.js';
import type { GameState, UnitId } from '../types.js';
import { modelsOnTable, woundsOf } from '../units.js';
import type { StratagemHandler } from './types.js';

/**
 * "One model in your unit regains up to 3 lost wounds" (Armoured Aegis): the Stratagem's definition's regain-wounds
 * row gives how many; a use names the model, one offer per model of the unit that has lost wounds, logged as
 * `wounds-regained`.
 */
function regainRow(def: { rule?: string } | undefined): { wounds: number } | undefined {
  for (const r of (def?.rule ? ruleById(def.rule)?.effects : undefined) ?? [])
    if (r.kind === 'regain-wounds') return { wounds: r.wounds };
  return undefined;
}

function woundedModels(state: GameState, target: UnitId | undefined) {
  const u = target ? state.units[target] : undefined;
  return u ? modelsOnTable(u).filter((m) => m.wounds < woundsOf(state, u, m)) : [];
}

export const REGAIN_HANDLERS = {
  'regain-wounds': {
    usable: (_state, _player, _w, def) => !!regainRow(def),
    options: (state, _player, _w, target) => woundedModels(state, target).map((m) => ({ model: m.id })),
    apply: (ctx, _player, { target, model, def }) => {
      const u = target ? ctx.state.units[target] : undefined;
      const m = u?.models.find((x) => x.id === model);
      const row = regainRow(def);
      if (!u || !m || !row || !woundedModels(ctx.state, target).includes(m))
        return reject(`${def?.name ?? 'the Stratagem'} needs a model of your unit that has lost wounds`);
      const max = woundsOf(ctx.state, u, m);
      const regained = Math.min(row.wounds, max - m.wounds);
      ctx.emit({
        type: 'wounds-regained',
        unit: u.id,
        model: m.id,
        regained,
        remaining: m.wounds + regained,
        source: def?.name ?? 'Stratagem',
      });
    },
  },
} satisfies Record<string, StratagemHandler>;
