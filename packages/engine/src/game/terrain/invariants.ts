import type { GameEvent } from '../events.js';
import type { Body } from '../geometry/rules.js';
import { EPS, type Placement } from '../geometry/vec.js';
import { profileNamed, weaponNamed } from '../loadout.js';
import { legGap } from '../movement/validate.js';
import { enemyModels } from '../spatial.js';
import type { GameState, ModelId, UnitState } from '../types.js';
import { passableEnemyModels } from '../unit-rules.js';
import { datasheetOf, findModel, footprint, modelHasKeyword, modelsOnTable } from '../units.js';
import { endOnTerrain, legOverTerrain, moverOf } from './movement.js';
import { unitVisibleTo } from './visibility.js';

/**
 * The battlefield's invariants, checked by the soak after every event with the state before it: no model
 * ends inside a wall or an impassable feature, or moves through one unless its keywords allow it; no move
 * passes through enemy models (FLY excepted; Fall Back excepted, which has Desperate Escape); no ranged
 * attack targets a unit its model cannot see, unless with Indirect Fire.
 */
export function terrainInvariants(before: GameState, after: GameState, e: GameEvent): string[] {
  const bad: string[] = [];
  if (e.type === 'unit-moved' || e.type === 'charge-moved' || e.type === 'models-moved') {
    const u = before.units[e.unit] as UnitState;
    const through = !(e.type === 'unit-moved' && e.kind === 'fall-back');
    const enemies = through ? enemyModels(before, u.player) : null;
    // A rule may let it move through enemy models other than TITANIC ones (Super-heavy Walker), as the game allows.
    const kind = e.type === 'unit-moved' ? e.kind : e.type === 'charge-moved' ? 'charge' : undefined;
    const passable = kind !== undefined && kind !== 'remain-stationary' ? passableEnemyModels(before, u, kind) : null;
    for (const m of modelsOnTable(u)) {
      const path = e.paths[m.id];
      if (!path?.length || !m.pos) continue;
      const f = footprint(before, u, m);
      const mv = moverOf(before, u, m, f, kind);
      const fly = modelHasKeyword(before, u, m, 'FLY');
      let from: Placement = m.pos;
      for (const to of path) {
        const over = legOverTerrain(before, mv, from, to);
        if (typeof over === 'string') bad.push(`${m.id} ${over}`);
        if (enemies && !fly)
          enemies.bodies.forEach((b: Body, k) => {
            if (legGap(f, from, to, b) < -EPS && !passable?.(enemies.ids[k] as ModelId))
              bad.push(`${m.id} moves through enemy model ${enemies.ids[k]}`);
          });
        from = to;
      }
      const end = endOnTerrain(before, mv, from);
      if (end) bad.push(`${m.id} ${end}`);
    }
  }
  if (e.type === 'unit-deployed' || e.type === 'unit-arrived' || e.type === 'unit-disembarked') {
    const u = after.units[e.unit] as UnitState;
    for (const m of modelsOnTable(u)) {
      const why = m.pos ? endOnTerrain(after, moverOf(after, u, m, footprint(after, u, m)), m.pos) : null;
      if (why) bad.push(`${m.id} ${why}`);
    }
  }
  if (e.type === 'attacks-declared' && e.kind === 'ranged') {
    const u = before.units[e.unit] as UnitState;
    for (const a of e.attacks) {
      const found = findModel(before, a.model);
      const target = before.units[a.target];
      if (!found || !target) continue;
      // A Firing Deck weapon is fired from the TRANSPORT's hull.
      const own = found.unit.id === u.id;
      const shooter = own ? found.model : modelsOnTable(u)[0];
      if (!shooter) continue;
      const w = weaponNamed(datasheetOf(before, found.unit, found.model), a.weapon);
      const p = w ? profileNamed(w, a.profile) : undefined;
      if (p?.abilities.some((x) => x.kind === 'indirect-fire')) continue;
      if (!unitVisibleTo(before, u, shooter, target)) bad.push(`${a.model} shoots ${a.target}, which it cannot see`);
    }
  }
  return bad;
}
