import { ruleById } from '../rules/known.js';
import type { Ctx } from './ctx.js';
import { Rejection } from './ctx.js';
import { rollLogged } from './dice-log.js';
import type { Placement } from './geometry/vec.js';
import { ruleUses } from './rule-state.js';
import { validateSetUp } from './setup-rules.js';
import type { GameState, ModelState, UnitState } from './types.js';
import { gameUnitInstances } from './unit-rules.js';
import { datasheetOf, modelHasKeyword, woundsOf } from './units.js';

/**
 * Wayfarer's Grace (Oathband): "The first time the bearer is destroyed, after placing a Judgement token next to the
 * unit that destroyed it, roll one D6 at the end of the phase. On a 2+, set the bearer back up on the battlefield as
 * close as possible to where it was destroyed and not within Engagement Range of any enemy units, with its full
 * wounds remaining." (Eye of the Ancestors places the token when its unit is destroyed: game/rule-triggers.ts.)
 *
 * At the end of each phase (game/hooks.ts), for each Enhancement whose window names 'set-bearer-back-up': a bearer
 * destroyed in its own unit (not while leading one: its model then belongs to the Attached unit) and not used yet
 * rolls one D6, logged as the use; on a 2+ it is set back up at the nearest place, from where it was destroyed
 * outwards, that a set-up allows (on the battlefield, not within Engagement Range of an enemy model, not overlapping
 * a model or on an objective marker), with its full wounds (`model-set-back-up`).
 */

const HANDLER = 'set-bearer-back-up';

/** Points from `at` outwards: itself, then rings every 0.25" up to 12", 24 directions each. */
export function* outwards(at: Placement): Generator<Placement> {
  yield at;
  for (let r = 0.25; r <= 12 + 1e-9; r += 0.25)
    for (let k = 0; k < 24; k++) {
      const t = (k * Math.PI) / 12;
      yield { x: at.x + Math.cos(t) * r, y: at.y + Math.sin(t) * r, ...(at.z !== undefined ? { z: at.z } : {}) };
    }
}

/** The nearest legal place for the model, set back up with `wounds` (null: none within 12"). */
function nearestPlace(state: GameState, u: UnitState, m: ModelState, wounds: number): Placement | null {
  const back: ModelState = { ...m, destroyed: false, wounds, pos: null };
  const unit: UnitState = { ...u, models: u.models.map((x) => (x.id === m.id ? back : x)) };
  const s: GameState = { ...state, units: { ...state.units, [u.id]: unit } };
  for (const p of outwards(m.removedAt as Placement)) {
    try {
      validateSetUp(s, unit, { [m.id]: p }, { kind: 'deep-strike', minEnemy: 0 }, [back]);
      return p;
    } catch (e) {
      if (!(e instanceof Rejection)) throw e;
    }
  }
  return null;
}

/** The bearer's destroyed model in its own unit: the holder's model (its CHARACTER model where it has several). */
function destroyedBearer(state: GameState, u: UnitState, holder: string | undefined): ModelState | undefined {
  const own = u.models.filter((m) => !m.component && (!holder || datasheetOf(state, u, m).id === holder));
  const bearer = own.length > 1 ? own.find((m) => modelHasKeyword(state, u, m, 'CHARACTER')) : own[0];
  return bearer?.destroyed && bearer.removedAt ? bearer : undefined;
}

export function setBearersBackUp(ctx: Ctx): void {
  for (const id of ctx.state.unitOrder) {
    const u = ctx.state.units[id];
    if (!u || u.attachedTo) continue;
    for (const i of gameUnitInstances(ctx.state, u)) {
      const def = i.origin === 'enhancement' && i.rule ? ruleById(i.rule) : undefined;
      if (!def?.windows?.some((w) => w.handler === HANDLER) || def.support.game === 'manual') continue;
      const now = ctx.state.units[id] as UnitState;
      const m = destroyedBearer(ctx.state, now, i.holder);
      if (!m || ruleUses(ctx.state, u.player, def.id) > 0) continue;
      ctx.emit({ type: 'rule-used', player: u.player, rule: def.id, unit: u.id });
      const [face] = rollLogged(ctx, 'rule', u.player, u.id, 1, { models: [m.id] });
      if ((face ?? 0) < 2) continue;
      const after = ctx.state.units[id] as UnitState;
      const wounds = woundsOf(ctx.state, after, m);
      const at = nearestPlace(ctx.state, after, m, wounds);
      if (at) ctx.emit({ type: 'model-set-back-up', unit: u.id, model: m.id, at, wounds, source: def.name });
    }
  }
}
