import type { Effect } from '../rules/effects.js';
import { YIELD } from '../rules/factions/leagues-of-votann/army-rules.js';
import { ruleById } from '../rules/known.js';
import type { AbilityHandler, AbilityUse } from './ability-windows.js';
import type { Ctx } from './ctx.js';
import { Rejection, reject } from './ctx.js';
import { type Body, incoherent, overlapping } from './geometry/rules.js';
import { capsuleAt } from './geometry/shapes.js';
import type { Placement } from './geometry/vec.js';
import { counterValue } from './rule-state.js';
import { validateSetUp } from './setup-rules.js';
import { unitVisibleTo } from './terrain/visibility.js';
import type { GameState, ModelState, UnitState } from './types.js';
import {
  datasheetOf,
  footprint,
  hasKeyword,
  modelHasKeyword,
  modelsOnTable,
  onBattlefield,
  unitsOf,
  woundsOf,
} from './units.js';
import { changeYield } from './votann-enhancements.js';
import { outwards } from './votann-set-back-up.js';

/**
 * Dêlvwerke Navigator (Dêlve Assault Shift): "select one friendly CTHONIAN BESERKS unit visible to the bearer and then
 * spend any number of YP. Return one destroyed model to that unit and then, for every 2YP you just spent, return up
 * to one additional destroyed model to that unit." Offered in your Reinforcements step (game/enhancement-points.ts):
 * one option per unit with the row's keyword on the battlefield, visible to the bearer and with destroyed models,
 * per YP spent (0 up to all the player has) and per number of models returned (1 up to 1 + 1 per `per` YP, no more
 * than it has destroyed). The choice travels as `spent * 100 + returned`. The unit's destroyed models return in its
 * own order, each set up with its full wounds at the nearest place (from where it was removed outwards) a set-up
 * allows that is in Unit Coherency with the unit and overlaps none of its models (`model-set-back-up`).
 */

type ReturnRow = Extract<Effect, { kind: 'return-destroyed-models' }>;

const rowOf = (i: AbilityUse): ReturnRow | undefined =>
  ruleById(i.rule)?.effects?.find((e): e is ReturnRow => e.kind === 'return-destroyed-models');

/** The bearer's model on the battlefield: the holder's (its CHARACTER model where it has several). */
function bearerOf(state: GameState, i: AbilityUse): { u: UnitState; m: ModelState } | undefined {
  const h = state.units[i.holder];
  for (const u of [h, state.units[i.unit]]) {
    if (!u) continue;
    const own = modelsOnTable(u).filter((m) => !m.component && (!h || datasheetOf(state, u, m).id === h.datasheet));
    const m = own.length > 1 ? own.find((x) => modelHasKeyword(state, u, x, 'CHARACTER')) : own[0];
    if (m) return { u, m };
  }
  return undefined;
}

const destroyedOf = (u: UnitState): ModelState[] => u.models.filter((m) => m.destroyed && !m.component);

function targets(state: GameState, i: AbilityUse): UnitState[] {
  const row = rowOf(i);
  const b = bearerOf(state, i);
  if (!row || !b) return [];
  return unitsOf(state, i.player).filter(
    (t) =>
      onBattlefield(t) &&
      row.keywords.every((k) => hasKeyword(state, t, k)) &&
      destroyedOf(t).length > 0 &&
      unitVisibleTo(state, b.u, b.m, t),
  );
}

function options(state: GameState, i: AbilityUse): { label: string; enemy: string; choice: number }[] {
  const row = rowOf(i);
  if (!row) return [];
  const have = counterValue(state, i.player, YIELD);
  return targets(state, i).flatMap((t) => {
    const out: { label: string; enemy: string; choice: number }[] = [];
    const dead = destroyedOf(t).length;
    for (let spent = 0; spent <= have; spent++)
      for (let n = 1; n <= Math.min(dead, 1 + Math.floor(spent / row.per)); n++)
        out.push({
          label: `${i.name}: spend ${spent}YP, return ${n} destroyed model${n === 1 ? '' : 's'} to ${t.name} (${t.id})`,
          enemy: t.id,
          choice: spent * 100 + n,
        });
    return out;
  });
}

/** The nearest legal place for the returned model, in coherency with the unit's models on the battlefield. */
function returnPlace(state: GameState, u: UnitState, m: ModelState, wounds: number): Placement | null {
  const back: ModelState = { ...m, destroyed: false, wounds, pos: null };
  const unit: UnitState = { ...u, models: u.models.map((x) => (x.id === m.id ? back : x)) };
  const s: GameState = { ...state, units: { ...state.units, [u.id]: unit } };
  const own: Body[] = modelsOnTable(u).map((x) => ({
    c: capsuleAt(footprint(state, u, x), x.pos as Placement),
    z: x.pos?.z ?? 0,
  }));
  const from = m.removedAt ?? modelsOnTable(u)[0]?.pos;
  if (!from) return null;
  for (const p of outwards(from)) {
    const body: Body = { c: capsuleAt(footprint(state, u, back), p), z: p.z ?? 0 };
    if (own.some((o) => overlapping(body.c, o.c)) || incoherent([...own, body]).length) continue;
    try {
      validateSetUp(s, unit, { [m.id]: p }, { kind: 'deep-strike', minEnemy: 0 }, [back]);
      return p;
    } catch (e) {
      if (!(e instanceof Rejection)) throw e;
    }
  }
  return null;
}

export const NAVIGATOR_HANDLERS: Record<string, AbilityHandler> = {
  'return-destroyed-models': {
    options,
    apply: (ctx: Ctx, i, unit, choice) => {
      const def = ruleById(i.rule);
      if (
        !def ||
        !unit ||
        choice === undefined ||
        !options(ctx.state, i).some((o) => o.enemy === unit && o.choice === choice)
      )
        return reject(`${i.name}: select one of the units and YP spends it offers`);
      const spent = Math.floor(choice / 100);
      const n = choice % 100;
      if (spent > 0) changeYield(ctx, def, i.player, -spent);
      for (const m of destroyedOf(ctx.state.units[unit] as UnitState).slice(0, n)) {
        const now = ctx.state.units[unit] as UnitState;
        const wounds = woundsOf(ctx.state, now, m);
        const at = returnPlace(ctx.state, now, m, wounds);
        if (at) ctx.emit({ type: 'model-set-back-up', unit, model: m.id, at, wounds, source: def.name });
      }
    },
  },
};
