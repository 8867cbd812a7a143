import { describe, expect, it } from 'vitest';
import { footprintOf } from '../../src/game/geometry/shapes.js';
import { CATEGORY_RULES } from '../../src/game/terrain/categories.js';
import { terrainCover } from '../../src/game/terrain/cover.js';
import { endOnTerrain, legOverTerrain, type TerrainMover } from '../../src/game/terrain/movement.js';
import type { TerrainCategory, TerrainFeature } from '../../src/game/terrain/types.js';
import { modelVisible } from '../../src/game/terrain/visibility.js';
import type { GameState, UnitState } from '../../src/index.js';
import { MARINES, row, TARGET5 } from './fixtures.js';
import { Game } from './harness.js';

/**
 * One test per terrain category of the core rules (rules-10e.md "Terrain"), each through the engine's
 * three uses of the category's data (terrain/categories.ts): moving (terrain/movement.ts), seeing
 * (terrain/sight.ts) and Benefit of Cover (terrain/cover.ts). Rules quoted there: "Craters and Rubble:
 * INFANTRY models wholly within have cover"; "Barricades and Fuel Pipes: cover for a model within 3" of it
 * and not fully visible because of it"; "Battlefield Debris and Statuary; Hills, Industrial Structures,
 * Sealed Buildings, Armoured Containers: cover if not fully visible because of it. Sealed Buildings and
 * Armoured Containers cannot be moved through"; "Woods: cover if wholly within ...; a model wholly within
 * Woods is never fully visible to a model outside them"; Ruins: "models cannot see through a ruin's
 * footprint ... INFANTRY and BEASTS move through walls"; "distance climbed counts toward the move".
 *
 * Every test uses the same picture, the feature F placed between the Marines (S, y = 10) and one Target T:
 *
 *        y=10  S S S S S          (Marines, 1.6" tall, bases 32 mm)
 *        y=18  [  F  ]            a 6" x 1" feature across x 27..33, y 18..19 (height per test)
 *        y=20     T               Target p2u1m1 at (30, 20), the rest of its unit far away (y = 40)
 */
const rect = (x0: number, y0: number, x1: number, y1: number) => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];
const F = (category: TerrainCategory, height: number, extra: Partial<TerrainFeature> = {}): TerrainFeature => ({
  id: 'f',
  category,
  footprint: rect(27, 18, 33, 19),
  height,
  ...extra,
});

function scene(f: TerrainFeature, t = { x: 30, y: 20 }) {
  const g = new Game({
    armies: [
      { name: 'Red', units: [{ datasheet: MARINES }] },
      { name: 'Blue', units: [{ datasheet: TARGET5 }] },
    ],
    positions: {
      p1u1: row('p1u1', 5, 27, 10),
      p2u1: { p2u1m1: t, ...Object.fromEntries([2, 3, 4, 5].map((i) => [`p2u1m${i}`, { x: 10 + 2 * i, y: 40 }])) },
    } as never,
    phase: 'shooting',
    terrain: { id: 'one', name: 'one', features: [f] },
  } as never);
  const s = g.state;
  const target = s.units.p2u1 as UnitState;
  const cover = terrainCover(s, s.units.p1u1 as UnitState, target, target.models[0] as UnitState['models'][number]);
  const shooter = s.units.p1u1 as UnitState;
  // T (the target unit's first model) seen by any of the Marines.
  const visible = shooter.models.some((m) => modelVisible(s, shooter, m, target, 0));
  return { s, cover, visible };
}

const INFANTRY_MOVER: TerrainMover = { f: footprintOf({ kind: 'round', mm: 32 }), climbs: true, fly: false };
const VEHICLE_MOVER: TerrainMover = { ...INFANTRY_MOVER, climbs: false };
const FLY_MOVER: TerrainMover = { ...INFANTRY_MOVER, fly: true };
/** A straight move from (30, 15) to (30, 22), across F. */
const across = (s: GameState, mv: TerrainMover) => legOverTerrain(s, mv, { x: 30, y: 15 }, { x: 30, y: 22 });

describe('terrain categories: movement, sight and cover', () => {
  it('Ruins: walls stop a VEHICLE, not INFANTRY; no sight through the footprint; wholly within gives cover', () => {
    const ruin = F('ruins', 5, {
      footprint: rect(27, 16, 33, 22),
      walls: [{ a: { x: 27, y: 18 }, b: { x: 33, y: 18 }, height: 5 }],
    });
    const inside = scene(ruin, { x: 30, y: 20 });
    expect(across(inside.s, INFANTRY_MOVER)).toBe(0);
    expect(across(inside.s, VEHICLE_MOVER)).toBe('passes through a wall of Ruins f');
    expect(inside.cover).toBe('Ruins (f)');
    //   S ... [ ruin ] ... T  : T beyond the ruin (y = 24), neither within it: not visible, no target
    expect(scene(ruin, { x: 30, y: 24 }).visible).toBe(false);
  });

  it('Woods: no height to climb, sight passes, a model wholly within has cover and is not fully visible', () => {
    const woods = F('woods', 4, { footprint: rect(27, 18, 33, 22) });
    const r = scene(woods, { x: 30, y: 20 });
    expect(across(r.s, VEHICLE_MOVER)).toBe(0);
    expect(r.visible).toBe(true);
    expect(r.cover).toBe('Woods (f)');
  });

  it('Craters and Rubble: INFANTRY wholly within have cover; sight and movement pass', () => {
    const crater = F('craters', 0.5, { footprint: rect(27, 18, 33, 22) });
    const r = scene(crater, { x: 30, y: 20 });
    expect(across(r.s, VEHICLE_MOVER)).toBe(0);
    expect(r.visible).toBe(true);
    // The Targets are INFANTRY (the quick datasheets' default keyword); the data limits it to them.
    expect(r.cover).toBe('Craters and Rubble (f)');
    expect(CATEGORY_RULES.craters.whollyWithin).toBe('infantry');
  });

  it('Barricades and Fuel Pipes: climbing counts twice the height; cover only within 3" and not fully visible', () => {
    const wall = F('barricade', 1);
    const near = scene(wall, { x: 30, y: 20 });
    expect(across(near.s, VEHICLE_MOVER)).toBe(2);
    expect(near.visible).toBe(true);
    expect(near.cover).toBe('Barricades and Fuel Pipes (f)');
    //   T at y = 23.5: its base is 3.87" from the barricade: no cover from it
    expect(scene(wall, { x: 30, y: 23.5 }).cover).toBeNull();
  });

  it('Battlefield Debris and Statuary: climbed over; hides the Target’s feet, so cover', () => {
    const debris = F('debris', 1);
    const r = scene(debris);
    expect(across(r.s, VEHICLE_MOVER)).toBe(2);
    expect(r.cover).toBe('Battlefield Debris and Statuary (f)');
  });

  it('Hills: climbed over, models can stand on top; cover when not fully visible because of it', () => {
    const hill = F('hills', 1, { footprint: rect(27, 17, 33, 19.3) });
    const r = scene(hill);
    expect(across(r.s, VEHICLE_MOVER)).toBe(2);
    expect(endOnTerrain(r.s, VEHICLE_MOVER, { x: 30, y: 18.1, z: 1 })).toBeNull();
    expect(endOnTerrain(r.s, VEHICLE_MOVER, { x: 30, y: 18.1, z: 0.5 })).toMatch(/not on a floor it can stand on/);
    expect(r.cover).toBe('Hills (f)');
  });

  it('Industrial Structures: climbed over; a 5" structure hides the Target entirely (no target)', () => {
    const plant = F('industrial', 5);
    expect(across(scene(plant).s, VEHICLE_MOVER)).toBe(10);
    expect(scene(plant).visible).toBe(false);
    expect(scene(F('industrial', 1)).cover).toBe('Industrial Structures (f)');
  });

  it('Sealed Buildings: cannot be moved through (FLY moves over), nor stood in; cover when not fully visible', () => {
    const building = F('sealed-building', 1);
    const r = scene(building);
    expect(across(r.s, INFANTRY_MOVER)).toBe('passes through Sealed Buildings f, which cannot be moved through');
    expect(across(r.s, FLY_MOVER)).toBe(0);
    expect(endOnTerrain(r.s, INFANTRY_MOVER, { x: 30, y: 18.5 })).toBe(
      'ends on Sealed Buildings f, which models cannot stand in',
    );
    expect(r.cover).toBe('Sealed Buildings (f)');
  });

  it('Armoured Containers: cannot be moved through (FLY moves over); a 5" container hides the Target', () => {
    const box = F('armoured-container', 5);
    const r = scene(box);
    expect(across(r.s, VEHICLE_MOVER)).toBe('passes through Armoured Containers f, which cannot be moved through');
    expect(across(r.s, FLY_MOVER)).toBe(0);
    expect(r.visible).toBe(false);
    expect(scene(F('armoured-container', 1)).cover).toBe('Armoured Containers (f)');
  });
});
