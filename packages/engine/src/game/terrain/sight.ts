import type { Capsule } from '../geometry/shapes.js';
import type { Point } from '../geometry/vec.js';
import { CATEGORY_RULES, type CategoryRules } from './categories.js';
import { boundsOf, capsuleTouchesPolygon, capsuleWhollyInPolygon, clipSegment, crossingAt } from './polygon.js';
import type { TerrainFeature } from './types.js';

/**
 * Lines of sight between models as volumes, over terrain. A model is its base (a capsule) raised to its
 * height; it is seen and sees through sample points: its centre and eight points around the edge of its
 * base, low (a tenth of its height) and high (nine tenths), the centre high. This is the engine's reading
 * of "any part of the model": a line between two sample points that no terrain blocks makes the target
 * visible. "Fully visible" (core rules): from one point of the observer, every part of the target that
 * faces it can be seen; here, every sample of the target whose side faces that observer point.
 *
 * What blocks a line: a Ruin's footprint (when neither end's model is within the ruin, and neither is
 * TOWERING or AIRCRAFT), a Ruin's walls below their height, and solid features (Hills, Debris,
 * Industrial Structures, Sealed Buildings, Armoured Containers, Barricades) below their height. Woods
 * block no line; a model wholly within Woods is never fully visible to a model outside them (AIRCRAFT and
 * TOWERING excepted).
 */

export interface Volume {
  c: Capsule;
  /** Height of its base above the ground, and the model's own height. */
  z: number;
  h: number;
  /** TOWERING or AIRCRAFT: sees and is seen over ruins and out of woods. */
  over: boolean;
}

/** A terrain feature prepared for sight: its rules and bounding box. */
export interface SightFeature {
  f: TerrainFeature;
  rules: CategoryRules;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** The box of the footprint and walls, widened by a margin: a line outside it meets neither. */
  bx0: number;
  by0: number;
  bx1: number;
  by1: number;
}

/** Margin of the rejection box, far above the rounding of the clipping tests. */
const BOX_MARGIN = 1e-6;

export function prepare(features: readonly TerrainFeature[]): SightFeature[] {
  return features.map((f) => {
    const b = boundsOf(f.footprint);
    let { x0, y0, x1, y1 } = b;
    for (const w of f.walls ?? [])
      for (const p of [w.a, w.b]) {
        x0 = Math.min(x0, p.x);
        y0 = Math.min(y0, p.y);
        x1 = Math.max(x1, p.x);
        y1 = Math.max(y1, p.y);
      }
    return {
      f,
      rules: CATEGORY_RULES[f.category],
      ...b,
      bx0: x0 - BOX_MARGIN,
      by0: y0 - BOX_MARGIN,
      bx1: x1 + BOX_MARGIN,
      by1: y1 + BOX_MARGIN,
    };
  });
}

export interface Sample {
  x: number;
  y: number;
  z: number;
  /** Outward direction of the edge it sits on (0, 0 for the centre). */
  nx: number;
  ny: number;
}

const LOW = 0.1;
const HIGH = 0.9;
/** Inset from the edge of the base, so a sample on the edge of a footprint is not ambiguous. */
const INSET = 0.97;

/** Eight points around a base (a round base: every 45 degrees; an oval: its ends and sides). */
function rim(c: Capsule): { x: number; y: number; nx: number; ny: number }[] {
  const mx = (c.a.x + c.b.x) / 2;
  const my = (c.a.y + c.b.y) / 2;
  const r = c.r * INSET;
  const dx = c.b.x - c.a.x;
  const dy = c.b.y - c.a.y;
  const l = Math.hypot(dx, dy);
  if (l < 1e-9) {
    const out = [];
    for (let k = 0; k < 8; k++) {
      const t = (k * Math.PI) / 4;
      out.push({ x: mx + Math.cos(t) * r, y: my + Math.sin(t) * r, nx: Math.cos(t), ny: Math.sin(t) });
    }
    return out;
  }
  const ux = dx / l;
  const uy = dy / l;
  const nx = -uy;
  const ny = ux;
  const at = (p: Point, ox: number, oy: number) => ({ x: p.x + ox * r, y: p.y + oy * r, nx: ox, ny: oy });
  const mid = { x: mx, y: my };
  return [
    at(c.b, ux, uy),
    at(c.a, -ux, -uy),
    at(c.a, nx, ny),
    at(c.a, -nx, -ny),
    at(c.b, nx, ny),
    at(c.b, -nx, -ny),
    at(mid, nx, ny),
    at(mid, -nx, -ny),
  ];
}

/** Samples per volume (volumes are immutable and remembered per unit layout). */
const eyesOf = new WeakMap<Volume, Sample[]>();
const marksOf = new WeakMap<Volume, Sample[]>();

/** Where a model looks from: its centre and rim, high. */
export function eyes(v: Volume): Sample[] {
  let out = eyesOf.get(v);
  if (!out) {
    out = eyesUncached(v);
    eyesOf.set(v, out);
  }
  return out;
}

/** Where a model is seen: its centre high, and its rim low and high. */
export function marks(v: Volume): Sample[] {
  let out = marksOf.get(v);
  if (!out) {
    out = marksUncached(v);
    marksOf.set(v, out);
  }
  return out;
}

function eyesUncached(v: Volume): Sample[] {
  const z = v.z + v.h * HIGH;
  const mx = (v.c.a.x + v.c.b.x) / 2;
  const my = (v.c.a.y + v.c.b.y) / 2;
  return [{ x: mx, y: my, z, nx: 0, ny: 0 }, ...rim(v.c).map((p) => ({ ...p, z }))];
}

function marksUncached(v: Volume): Sample[] {
  const mx = (v.c.a.x + v.c.b.x) / 2;
  const my = (v.c.a.y + v.c.b.y) / 2;
  const out: Sample[] = [{ x: mx, y: my, z: v.z + v.h * HIGH, nx: 0, ny: 0 }];
  for (const p of rim(v.c)) {
    out.push({ ...p, z: v.z + v.h * LOW });
    out.push({ ...p, z: v.z + v.h * HIGH });
  }
  return out;
}

/** Whether a target sample faces an observer point (its side turned toward it; the centre always). */
export function faces(t: Sample, o: Sample): boolean {
  if (t.nx === 0 && t.ny === 0) return true;
  return t.nx * (o.x - t.x) + t.ny * (o.y - t.y) > 0;
}

/** What a line's two ends' models are, for the ruin rule. */
export interface Ends {
  /** The observer's and target's models are within (touch the footprint of) this feature. */
  oIn: boolean;
  tIn: boolean;
  over: boolean;
}

/** Whether one feature blocks the line from o to t. */
export function blocks(s: SightFeature, o: Sample, t: Sample, ends: Ends): boolean {
  const f = s.f;
  if (s.rules.sight === 'none') return false;
  const oz = o.z;
  const dz = t.z - oz;
  if (s.rules.sight === 'footprint') {
    if (!ends.oIn && !ends.tIn && !ends.over && clipSegment(o, t, f.footprint)) return true;
    for (const w of f.walls ?? []) {
      const at = crossingAt(o, t, w.a, w.b);
      if (at !== null && oz + dz * at < w.height) return true;
    }
    return false;
  }
  const span = clipSegment(o, t, f.footprint);
  if (!span) return false;
  return Math.min(oz + dz * span[0], oz + dz * span[1]) < f.height;
}

/** Whether any of the features blocks the line (no pruning: the reference every faster path must match). */
export function blockedByAny(features: readonly SightFeature[], o: Sample, t: Sample, ends: readonly Ends[]): boolean {
  for (let i = 0; i < features.length; i++) if (blocks(features[i] as SightFeature, o, t, ends[i] as Ends)) return true;
  return false;
}

/** The same answer as blockedByAny, rejecting first the features whose box the line's box misses. */
function blockedByNear(features: readonly SightFeature[], o: Sample, t: Sample, ends: readonly Ends[]): boolean {
  const lx0 = o.x < t.x ? o.x : t.x;
  const lx1 = o.x < t.x ? t.x : o.x;
  const ly0 = o.y < t.y ? o.y : t.y;
  const ly1 = o.y < t.y ? t.y : o.y;
  for (let i = 0; i < features.length; i++) {
    const s = features[i] as SightFeature;
    if (s.bx1 < lx0 || s.bx0 > lx1 || s.by1 < ly0 || s.by0 > ly1) continue;
    if (blocks(s, o, t, ends[i] as Ends)) return true;
  }
  return false;
}

/** Each feature's ends for a pair of models: whether each is within it, and whether either sees over ruins. */
export function endsFor(features: readonly SightFeature[], o: Volume, t: Volume): Ends[] {
  const over = o.over || t.over;
  return features.map((s) => ({
    oIn: capsuleTouchesPolygon(o.c, s.f.footprint),
    tIn: capsuleTouchesPolygon(t.c, s.f.footprint),
    over,
  }));
}

/** Woods: the target is wholly within woods the observer is outside of (and neither sees over). */
export function hiddenInWoods(features: readonly SightFeature[], o: Volume, t: Volume): boolean {
  if (o.over || t.over) return false;
  for (const s of features)
    if (
      s.rules.hidesWhollyWithin &&
      capsuleWhollyInPolygon(t.c, s.f.footprint) &&
      !capsuleTouchesPolygon(o.c, s.f.footprint)
    )
      return true;
  return false;
}

/** The slow reference: every sample pair, every feature. */
export function referenceSight(
  features: readonly SightFeature[],
  o: Volume,
  t: Volume,
): { visible: boolean; fully: boolean } {
  const ends = endsFor(features, o, t);
  const es = eyes(o);
  const ms = marks(t);
  let visible = false;
  let fully = false;
  for (const e of es) {
    let all = true;
    for (const m of ms) {
      const clear = !blockedByAny(features, e, m, ends);
      if (clear) visible = true;
      else if (faces(m, e)) all = false;
    }
    if (all) fully = true;
  }
  return { visible, fully: fully && !hiddenInWoods(features, o, t) };
}

/** The features that could block a line between the two models: those whose box meets the pair's box. */
export function featuresBetween(features: readonly SightFeature[], o: Volume, t: Volume): SightFeature[] {
  const ro = Math.hypot(o.c.b.x - o.c.a.x, o.c.b.y - o.c.a.y) / 2 + o.c.r;
  const rt = Math.hypot(t.c.b.x - t.c.a.x, t.c.b.y - t.c.a.y) / 2 + t.c.r;
  const ox = (o.c.a.x + o.c.b.x) / 2;
  const oy = (o.c.a.y + o.c.b.y) / 2;
  const tx = (t.c.a.x + t.c.b.x) / 2;
  const ty = (t.c.a.y + t.c.b.y) / 2;
  const x0 = Math.min(ox - ro, tx - rt);
  const x1 = Math.max(ox + ro, tx + rt);
  const y0 = Math.min(oy - ro, ty - rt);
  const y1 = Math.max(oy + ro, ty + rt);
  const out: SightFeature[] = [];
  for (const s of features) {
    if (s.rules.sight === 'none') continue;
    if (s.x1 < x0 || s.x0 > x1 || s.y1 < y0 || s.y0 > y1) continue;
    out.push(s);
  }
  return out;
}

/** Whether the target is visible to the observer: the same answer as the reference, pruned. */
export function fastVisible(features: readonly SightFeature[], o: Volume, t: Volume): boolean {
  const near = featuresBetween(features, o, t);
  if (!near.length) return true;
  const ends = endsFor(near, o, t);
  const es = eyes(o);
  const ms = marks(t);
  for (const e of es) for (const m of ms) if (!blockedByNear(near, e, m, ends)) return true;
  return false;
}

/** Whether the target is fully visible to the observer: the same answer as the reference, pruned. */
export function fastFully(features: readonly SightFeature[], o: Volume, t: Volume): boolean {
  if (hiddenInWoods(features, o, t)) return false;
  const near = featuresBetween(features, o, t);
  if (!near.length) return true;
  const ends = endsFor(near, o, t);
  const ms = marks(t);
  for (const e of eyes(o)) {
    let all = true;
    for (const m of ms) {
      if (faces(m, e) && blockedByNear(near, e, m, ends)) {
        all = false;
        break;
      }
    }
    if (all) return true;
  }
  return false;
}
