import { layoutOf } from '../layout.js';
import type { GameState, ModelState, UnitState } from '../types.js';
import { modelHasKeyword, modelsOnTable } from '../units.js';
import { capsuleWhollyInPolygon, gapToPolygon } from './polygon.js';
import type { SightFeature } from './sight.js';
import { modelFullyVisible, sightFeatures, volumesOf } from './visibility.js';

/**
 * Benefit of Cover from terrain, for one model against the ranged attacks of one unit (rules-10e.md
 * "Terrain"): a model has it if it is wholly within a feature that grants it so (Ruins, Woods; Craters
 * and Rubble for INFANTRY), or if it is not fully visible to every model in the attacking unit because of
 * a feature that grants it so (within 3" of it, for Barricades). "Because of it" is read as: with that
 * feature alone on the battlefield, some attacking model would not see it fully. Returns the feature's
 * name, or null.
 */
export function terrainCover(state: GameState, attacker: UnitState, target: UnitState, m: ModelState): string | null {
  const all = sightFeatures(state);
  if (!all) return null;
  const j = layoutOf(state, target).index.get(m.id);
  if (j === undefined) return null;
  const v = volumesOf(state, target)[j];
  if (!v) return null;
  const infantry = modelHasKeyword(state, target, m, 'INFANTRY');
  for (const s of all) {
    const w = s.rules.whollyWithin;
    if ((w === 'all' || (w === 'infantry' && infantry)) && capsuleWhollyInPolygon(v.c, s.f.footprint)) return label(s);
  }
  const shooters = modelsOnTable(attacker);
  for (const s of all) {
    if (!s.rules.notFullyVisible) continue;
    if (s.rules.coverWithin !== undefined && gapToPolygon(v.c, s.f.footprint) > s.rules.coverWithin + 1e-6) continue;
    const only: SightFeature[] = [s];
    if (shooters.some((a) => !modelFullyVisible(state, attacker, a, target, j, only))) return label(s);
  }
  return null;
}

function label(s: SightFeature): string {
  return `${s.rules.name}${s.f.name ? ` (${s.f.name})` : ` (${s.f.id})`}`;
}

/** Plunging Fire: the model is wholly within a ruin and 6" or more above the ground. */
export const PLUNGING_HEIGHT = 6;

export function plungingFrom(state: GameState, u: UnitState, m: ModelState): boolean {
  const all = sightFeatures(state);
  if (!all || !m.pos || (m.pos.z ?? 0) < PLUNGING_HEIGHT) return false;
  const j = layoutOf(state, u).index.get(m.id);
  const v = j === undefined ? undefined : volumesOf(state, u)[j];
  return !!v && all.some((s) => s.f.category === 'ruins' && capsuleWhollyInPolygon(v.c, s.f.footprint));
}

/** ...against a unit all of whose models are at ground level. */
export function atGroundLevel(u: UnitState): boolean {
  return modelsOnTable(u).every((m) => (m.pos?.z ?? 0) === 0);
}
