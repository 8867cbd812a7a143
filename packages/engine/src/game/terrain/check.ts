import { InputError } from '../../errors.js';
import type { BattlefieldSize } from '../geometry/battlefield.js';
import { TERRAIN_CATEGORIES } from './categories.js';
import { isConvex } from './polygon.js';
import type { TerrainLayout } from './types.js';

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
/** Bounds on a layout's size (bad input gets bounded time and memory). */
export const MAX_FEATURES = 200;
const MAX_CORNERS = 32;
const MAX_WALLS = 32;

/** Check a terrain layout from outside (a file, a request): a located InputError on the first problem. */
export function checkTerrain(t: TerrainLayout, field: BattlefieldSize, where = 'terrain'): TerrainLayout {
  const bad = (what: string, at: string) => {
    throw new InputError(what, { field: `${where}${at}` });
  };
  if (!t || typeof t !== 'object' || !Array.isArray(t.features)) bad('a terrain layout needs a features list', '');
  if (typeof t.id !== 'string' || typeof t.name !== 'string') bad('a terrain layout needs an id and a name', '');
  if (t.features.length > MAX_FEATURES) bad(`at most ${MAX_FEATURES} terrain features`, '.features');
  const ids = new Set<string>();
  t.features.forEach((f, i) => {
    const at = `.features[${i}]`;
    if (!f || typeof f !== 'object') bad('not a terrain feature', at);
    if (typeof f.id !== 'string' || ids.has(f.id)) bad('each feature needs its own id', `${at}.id`);
    ids.add(f.id);
    if (!TERRAIN_CATEGORIES.includes(f.category))
      bad(`unknown category "${String(f.category)}" (one of ${TERRAIN_CATEGORIES.join(', ')})`, `${at}.category`);
    if (!finite(f.height) || f.height < 0 || f.height > 30)
      bad('height must be a number of inches (0-30)', `${at}.height`);
    if (!Array.isArray(f.footprint) || f.footprint.length > MAX_CORNERS)
      bad('footprint: 3 to 32 corners', `${at}.footprint`);
    for (const [k, p] of f.footprint.entries())
      if (!p || !finite(p.x) || !finite(p.y) || p.x < 0 || p.y < 0 || p.x > field.width || p.y > field.depth)
        bad('a corner must be {x, y} on the battlefield', `${at}.footprint[${k}]`);
    if (!isConvex(f.footprint)) bad('the footprint must be a convex polygon, corners in order', `${at}.footprint`);
    if (f.walls !== undefined) {
      if (!Array.isArray(f.walls) || f.walls.length > MAX_WALLS) bad(`walls: at most ${MAX_WALLS}`, `${at}.walls`);
      for (const [k, w] of f.walls.entries())
        if (!w?.a || !w.b || ![w.a.x, w.a.y, w.b.x, w.b.y, w.height].every(finite))
          bad('a wall is {a: {x, y}, b: {x, y}, height}', `${at}.walls[${k}]`);
    }
    if (f.floors !== undefined && (!Array.isArray(f.floors) || !f.floors.every((h) => finite(h) && h > 0)))
      bad('floors are heights in inches above the ground', `${at}.floors`);
  });
  return t;
}
