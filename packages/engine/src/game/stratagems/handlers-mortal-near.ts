import { rollExpr } from '../../combat/rolls.js';
import type { Condition, Effect } from '../../rules/effects.js';
import { ruleById } from '../../rules/known.js';
import { reject } from '../ctx.js';
import { mortalWounds } from '../damage.js';
import { CtxDice, logRoll, rollLogged } from '../dice-log.js';
import { enemyUnits, unitsWithin } from '../spatial.js';
import type { GameState, UnitState } from '../types.js';
import { hasKeyword, onBattlefield } from '../units.js';
import type { StratagemHandler } from './types.js';

/**
 * "Roll one D6 for each enemy unit within 6" of your unit, adding 1 to the result if your unit includes CASTELLAN
 * CROWE: on a 4+, that enemy unit suffers D3 mortal wounds" (Flames of Sanctity): the definition's mortal-wounds-roll
 * row (`enemy: 'within'`) whose conditions on the unit's own keywords hold gives the distance, the score needed and
 * the mortal wounds; one D6 per enemy unit on the battlefield within that distance, logged.
 */
type Row = Extract<Effect, { kind: 'mortal-wounds-roll' }>;

function holds(state: GameState, u: UnitState, c: Condition): boolean {
  if (c.kind === 'own-keyword') return c.any.some((k) => hasKeyword(state, u, k));
  if (c.kind === 'not') return !holds(state, u, c.condition);
  throw new Error(`mortal-wounds-near: a condition of kind ${c.kind} is not read here`);
}

function rowFor(state: GameState, u: UnitState, def: { rule?: string } | undefined): Row | undefined {
  for (const r of (def?.rule ? ruleById(def.rule)?.effects : undefined) ?? [])
    if (r.kind === 'mortal-wounds-roll' && r.enemy === 'within' && (r.when ?? []).every((c) => holds(state, u, c)))
      return r;
  return undefined;
}

function enemiesNear(state: GameState, u: UnitState, row: Row): UnitState[] {
  return enemyUnits(state, u.player).filter((e) => onBattlefield(e) && unitsWithin(state, u, e, row.within ?? 0));
}

export const MORTAL_NEAR_HANDLERS = {
  'mortal-wounds-near': {
    usable: () => true,
    options: (state, _player, _w, target, def) => {
      const u = target ? state.units[target] : undefined;
      const row = u && rowFor(state, u, def);
      return u && row && enemiesNear(state, u, row).length ? [{}] : [];
    },
    apply: (ctx, player, { target, def }) => {
      const u = target ? ctx.state.units[target] : undefined;
      const row = u && rowFor(ctx.state, u, def);
      if (!u || !row) return reject(`${def?.name ?? 'the Stratagem'} needs your unit`);
      for (const e of enemiesNear(ctx.state, u, row)) {
        const [face] = rollLogged(ctx, 'mortal-wounds', player, e.id, 1);
        if ((face ?? 0) < row.on) continue;
        const dice = new CtxDice(ctx);
        const amount = rollExpr(row.amount, dice);
        if (dice.faces.length) logRoll(ctx, 'mortal-wounds', player, e.id, dice.faces);
        mortalWounds(ctx, e.id, amount, def?.name ?? 'Stratagem', true, u.id);
      }
    },
  },
} satisfies Record<string, StratagemHandler>;
