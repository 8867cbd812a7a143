import type { Paths } from '../commands.js';
import { incoherent } from '../geometry/rules.js';
import { capsuleAt } from '../geometry/shapes.js';
import type { Placement } from '../geometry/vec.js';
import type { GameState, ModelId, UnitState } from '../types.js';
import { aliveModels, footprint } from '../units.js';

/** How many selections the search for a coherent choice of casualties may try. */
const SEARCH_BUDGET = 5000;

function survivorsCoherent(state: GameState, u: UnitState, paths: Paths, removed: ReadonlySet<ModelId>): boolean {
  const bodies = aliveModels(u)
    .filter((m) => !removed.has(m.id) && m.pos)
    .map((m) => {
      const path = paths[m.id];
      const end = (path?.length ? path[path.length - 1] : m.pos) as Placement;
      return { c: capsuleAt(footprint(state, u, m), end), z: end.z ?? 0 };
    });
  return incoherent(bodies).length === 0;
}

/**
 * A choice of `count` models whose loss leaves the rest coherent where they will end their Fall Back
 * move; undefined when none was found within the search budget.
 */
export function suggestCasualties(state: GameState, u: UnitState, paths: Paths, count: number): ModelId[] | undefined {
  const ids = aliveModels(u).map((m) => m.id);
  let tries = 0;
  const pick: ModelId[] = [];
  const search = (from: number): ModelId[] | undefined => {
    if (pick.length === count) {
      tries++;
      return survivorsCoherent(state, u, paths, new Set(pick)) ? [...pick] : undefined;
    }
    for (let i = ids.length - 1; i >= from && tries < SEARCH_BUDGET; i--) {
      pick.push(ids[i] as ModelId);
      const r = search(i + 1);
      pick.pop();
      if (r) return r;
    }
    return undefined;
  };
  return search(0);
}

/**
 * Why a choice of casualties is not acceptable, or null. The player selects freely, except that a choice
 * which breaks the survivors' coherency is refused while one that keeps it exists.
 */
export function chooseCasualtiesReason(
  state: GameState,
  u: UnitState,
  paths: Paths,
  count: number,
  models: unknown,
): string | null {
  if (!Array.isArray(models)) return 'models must be a list of model ids';
  const alive = new Set(aliveModels(u).map((m) => m.id));
  const set = new Set(models as ModelId[]);
  if (set.size !== models.length) return 'a model is listed twice';
  if (models.length !== count) return `select exactly ${count} model(s), not ${models.length}`;
  for (const id of set) if (!alive.has(id)) return `"${id}" is not a model of ${u.id} that is still alive`;
  if (!survivorsCoherent(state, u, paths, set) && suggestCasualties(state, u, paths, count)) {
    return 'the remaining models would end out of Unit Coherency, and another choice keeps them coherent';
  }
  return null;
}
