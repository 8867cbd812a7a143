import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../src/dice/prng.js';
import { TERRAIN_CATEGORIES } from '../../src/game/terrain/categories.js';
import { fastFully, fastVisible, prepare, referenceSight, type Volume } from '../../src/game/terrain/sight.js';
import type { TerrainFeature } from '../../src/game/terrain/types.js';

/**
 * Visibility over terrain, model to model (terrain/sight.ts). Rules: rules-10e.md "Terrain"; the core
 * rules' definitions: "Model Visible: if any part of a model can be seen by the observing model";
 * "Model Fully Visible: if every part of the model that is facing the observing model can be seen";
 * seed text, "Unit Visible: If one or more models in a unit is visible to the observing model".
 */
const vol = (x: number, y: number, opts: Partial<Volume> = {}): Volume => ({
  c: { a: { x, y }, b: { x, y }, r: 0.63 },
  z: 0,
  h: 1.6,
  over: false,
  ...opts,
});
const rect = (x0: number, y0: number, x1: number, y1: number) => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];
const feature = (f: Partial<TerrainFeature> & Pick<TerrainFeature, 'category' | 'footprint'>): TerrainFeature => ({
  id: 'f',
  height: 3,
  ...f,
});
const sight = (fs: TerrainFeature[], o: Volume, t: Volume) => {
  const p = prepare(fs);
  const ref = referenceSight(p, o, t);
  expect({ visible: fastVisible(p, o, t), fully: fastFully(p, o, t) }).toEqual(ref);
  return ref;
};

describe('visibility over terrain', () => {
  it('an open battlefield: every model is fully visible', () => {
    expect(sight([], vol(0, 0), vol(20, 0))).toEqual({ visible: true, fully: true });
  });

  it('Ruins: no sight through the footprint when neither model is within it', () => {
    //   O .... [ ruin ] .... T     the line crosses the footprint: blocked
    const ruin = feature({ category: 'ruins', footprint: rect(8, -3, 12, 3), height: 5 });
    expect(sight([ruin], vol(0, 0), vol(20, 0))).toEqual({ visible: false, fully: false });
    //   O .... [ ruin ] .... T     both at the ruin's edge (y = 2.8, footprint to y = 3): the rims' line
    //                              passes beside it: visible, but not fully
    expect(sight([ruin], vol(0, 2.8), vol(20, 2.8))).toEqual({ visible: true, fully: false });
  });

  it('Ruins: a model within the ruin sees out and is seen, unless a wall is in the way', () => {
    //   O ....  [ T  | ]           T inside the footprint, a wall beyond it: visible from O
    const ruin = feature({
      category: 'ruins',
      footprint: rect(8, -3, 14, 3),
      height: 5,
      walls: [{ a: { x: 13, y: -3 }, b: { x: 13, y: 3 }, height: 5 }],
    });
    expect(sight([ruin], vol(0, 0), vol(10, 0)).visible).toBe(true);
    //   [ T | ] .... O             the wall between them: blocked
    expect(sight([ruin], vol(20, 0), vol(10, 0)).visible).toBe(false);
    //   a wall lower than the observer's eyes does not block it (a 1" wall, a 1.6" tall observer looking down)
    const low = feature({ ...ruin, walls: [{ a: { x: 13, y: -3 }, b: { x: 13, y: 3 }, height: 0.1 }] });
    expect(sight([low], vol(20, 0), vol(10, 0)).visible).toBe(true);
  });

  it('Ruins: TOWERING and AIRCRAFT models see and are seen over ruins', () => {
    const ruin = feature({ category: 'ruins', footprint: rect(8, -3, 12, 3), height: 5 });
    expect(sight([ruin], vol(0, 0, { over: true, h: 8 }), vol(20, 0)).visible).toBe(true);
    expect(sight([ruin], vol(0, 0), vol(20, 0, { over: true, h: 8 })).visible).toBe(true);
  });

  it('Woods block no line, but a model wholly within them is never fully visible from outside', () => {
    //   O ....  ( T )  woods        visible, not fully visible
    const woods = feature({ category: 'woods', footprint: rect(8, -3, 14, 3), height: 4 });
    expect(sight([woods], vol(0, 0), vol(11, 0))).toEqual({ visible: true, fully: false });
    // partly out of the woods: fully visible
    expect(sight([woods], vol(0, 0), vol(14, 0))).toEqual({ visible: true, fully: true });
    // from within the same woods: fully visible; TOWERING observers see in
    expect(sight([woods], vol(9, 0), vol(12, 0))).toEqual({ visible: true, fully: true });
    expect(sight([woods], vol(0, 0, { over: true, h: 8 }), vol(11, 0)).fully).toBe(true);
  });

  it('solid features block lines below their height: a 5" container hides an infantry model, a 1" barricade only its feet', () => {
    //   O ... [####] T
    const box = feature({ category: 'armoured-container', footprint: rect(8, -3, 12, 3), height: 5 });
    expect(sight([box], vol(0, 0), vol(13, 0))).toEqual({ visible: false, fully: false });
    const wall = feature({ category: 'barricade', footprint: rect(10, -3, 10.5, 3), height: 1 });
    expect(sight([wall], vol(0, 0), vol(11.5, 0))).toEqual({ visible: true, fully: false });
    // a tall model looks over the container
    expect(sight([box], vol(0, 0, { h: 8 }), vol(13, 0, { h: 8 })).visible).toBe(true);
  });

  it('craters block nothing', () => {
    const crater = feature({ category: 'craters', footprint: rect(8, -3, 12, 3), height: 0.5 });
    expect(sight([crater], vol(0, 0), vol(10, 0))).toEqual({ visible: true, fully: true });
  });

  it('property: on 1,000 random layouts the fast answers agree with the slow exact reference', () => {
    const rng = new Rng(seedRng(1500));
    let blocked = 0;
    let partial = 0;
    for (let n = 0; n < 1000; n++) {
      const fs: TerrainFeature[] = [];
      const k = 1 + rng.below(8);
      for (let i = 0; i < k; i++) {
        const category = TERRAIN_CATEGORIES[rng.below(TERRAIN_CATEGORIES.length)] as TerrainFeature['category'];
        const cx = rng.float() * 30;
        const cy = rng.float() * 20;
        const w = 1 + rng.float() * 8;
        const d = 0.5 + rng.float() * 6;
        const t = rng.float() * Math.PI;
        const corner = (sx: number, sy: number) => ({
          x: cx + Math.cos(t) * sx * w - Math.sin(t) * sy * d,
          y: cy + Math.sin(t) * sx * w + Math.cos(t) * sy * d,
        });
        const footprint = [corner(-0.5, -0.5), corner(0.5, -0.5), corner(0.5, 0.5), corner(-0.5, 0.5)];
        const height = 0.5 + rng.float() * 6;
        fs.push({
          id: `f${i}`,
          category,
          footprint,
          height,
          ...(category === 'ruins'
            ? {
                walls: [
                  { a: footprint[0] as { x: number; y: number }, b: footprint[1] as { x: number; y: number }, height },
                ],
              }
            : {}),
        });
      }
      const model = () => {
        const r = 0.4 + rng.float() * 1.5;
        const x = rng.float() * 30;
        const y = rng.float() * 20;
        const oval = rng.float() < 0.3;
        const a = oval ? { x: x - 0.8, y } : { x, y };
        const b = oval ? { x: x + 0.8, y } : a;
        return {
          c: { a, b, r },
          z: rng.float() < 0.2 ? rng.float() * 6 : 0,
          h: 0.75 + rng.float() * 6,
          over: rng.float() < 0.1,
        };
      };
      const o = model();
      const t = model();
      const p = prepare(fs);
      const ref = referenceSight(p, o, t);
      if (!ref.visible) blocked++;
      else if (!ref.fully) partial++;
      expect({ visible: fastVisible(p, o, t), fully: fastFully(p, o, t) }, `layout ${n}`).toEqual(ref);
    }
    // The layouts exercise every answer.
    expect(blocked).toBeGreaterThan(50);
    expect(partial).toBeGreaterThan(50);
  });
});
