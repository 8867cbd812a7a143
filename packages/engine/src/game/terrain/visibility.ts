import { type Layout, layoutOf } from '../layout.js';
import type { GameState, ModelState, UnitState } from '../types.js';
import { modelKeywords } from '../units.js';
import { fastFully, fastVisible, prepare, type SightFeature, type Volume } from './sight.js';
import type { TerrainLayout } from './types.js';

/**
 * Visibility in the game: model to model over the battlefield's terrain (sight.ts), remembered per pair
 * of unit layouts (layout.ts) for the battle's terrain. Without terrain every model sees every other.
 *
 * A model's height, by keyword (the data give none): the first that applies of TOWERING 8", TITANIC 7",
 * AIRCRAFT 5", MONSTER 4", VEHICLE 3", WALKER 4", MOUNTED or CAVALRY 2.5", SWARM 0.75", otherwise 1.6"
 * (an infantry model). A VEHICLE WALKER takes the WALKER's 4".
 */
export const HEIGHT_BY_KEYWORD: readonly [string, number][] = [
  ['TOWERING', 8],
  ['TITANIC', 7],
  ['AIRCRAFT', 5],
  ['MONSTER', 4],
  ['WALKER', 4],
  ['VEHICLE', 3],
  ['MOUNTED', 2.5],
  ['CAVALRY', 2.5],
  ['SWARM', 0.75],
];
export const DEFAULT_HEIGHT = 1.6;

export function heightOf(keywords: readonly string[]): number {
  for (const [k, h] of HEIGHT_BY_KEYWORD) if (keywords.includes(k)) return h;
  return DEFAULT_HEIGHT;
}

const prepared = new WeakMap<TerrainLayout, SightFeature[]>();

/** The battle's terrain prepared for sight (null without terrain, or with none that matters for sight). */
export function sightFeatures(state: GameState): SightFeature[] | null {
  const t = state.terrain;
  if (!t?.features.length) return null;
  let p = prepared.get(t);
  if (!p) {
    p = prepare(t.features);
    prepared.set(t, p);
  }
  return p;
}

const volumes = new WeakMap<Layout, Volume[]>();

/** The unit's models on the battlefield as volumes, in layout order. */
export function volumesOf(state: GameState, u: UnitState): Volume[] {
  const l = layoutOf(state, u);
  let v = volumes.get(l);
  if (!v) {
    const byId = new Map(u.models.map((m) => [m.id, m]));
    v = l.bodies.map((b, i) => {
      const m = byId.get(l.ids[i] as string) as ModelState;
      const kw = modelKeywords(state, u, m);
      return { c: b.c, z: b.z, h: heightOf(kw), over: kw.includes('TOWERING') || kw.includes('AIRCRAFT') };
    });
    volumes.set(l, v);
  }
  return v;
}

/** Per pair of layouts, the answers so far: index observer * n + target; 0 unknown, 1 yes, 2 no. */
interface PairMemo {
  visible: Uint8Array;
  fully: Uint8Array;
}
const memos = new WeakMap<SightFeature[], WeakMap<Layout, Map<number, PairMemo>>>();

function memoFor(features: SightFeature[], from: Layout, to: Layout): PairMemo {
  let byLayout = memos.get(features);
  if (!byLayout) {
    byLayout = new WeakMap();
    memos.set(features, byLayout);
  }
  let byTarget = byLayout.get(from);
  if (!byTarget) {
    byTarget = new Map();
    byLayout.set(from, byTarget);
  }
  let m = byTarget.get(to.serial);
  if (!m) {
    const n = from.bodies.length * to.bodies.length;
    m = { visible: new Uint8Array(n), fully: new Uint8Array(n) };
    byTarget.set(to.serial, m);
  }
  return m;
}

function indexOf(state: GameState, u: UnitState, m: ModelState): number {
  return layoutOf(state, u).index.get(m.id) ?? -1;
}

/** Whether model `m` of unit `u` can see model `j` (layout index) of the target unit. */
function sees(state: GameState, f: SightFeature[], u: UnitState, i: number, target: UnitState, j: number): boolean {
  const from = layoutOf(state, u);
  const to = layoutOf(state, target);
  const memo = memoFor(f, from, to);
  const k = i * to.bodies.length + j;
  let a = memo.visible[k] as number;
  if (a === 0) {
    a = fastVisible(f, volumesOf(state, u)[i] as Volume, volumesOf(state, target)[j] as Volume) ? 1 : 2;
    memo.visible[k] = a;
  }
  return a === 1;
}

/** Model Visible, as a model of `target` (layout index `j`) is seen by model `m` of `u`. */
export function modelVisible(state: GameState, u: UnitState, m: ModelState, target: UnitState, j: number): boolean {
  const f = sightFeatures(state);
  if (!f) return true;
  const i = indexOf(state, u, m);
  return i < 0 ? false : sees(state, f, u, i, target, j);
}

/** Unit Visible (seed text): "If one or more models in a unit is visible to the observing model". */
export function unitVisibleTo(state: GameState, u: UnitState, m: ModelState, target: UnitState): boolean {
  const n = layoutOf(state, target).bodies.length;
  if (n === 0) return false;
  const f = sightFeatures(state);
  if (!f) return true;
  const i = indexOf(state, u, m);
  if (i < 0) return false;
  for (let j = 0; j < n; j++) if (sees(state, f, u, i, target, j)) return true;
  return false;
}

/** Model Fully Visible: the target's model (layout index `j`) as seen by model `m` of `u`. */
export function modelFullyVisible(
  state: GameState,
  u: UnitState,
  m: ModelState,
  target: UnitState,
  j: number,
  only?: SightFeature[],
): boolean {
  const all = sightFeatures(state);
  if (!all) return true;
  const i = indexOf(state, u, m);
  if (i < 0) return false;
  const ov = volumesOf(state, u)[i] as Volume;
  const tv = volumesOf(state, target)[j] as Volume;
  if (only) return fastFully(only, ov, tv);
  const to = layoutOf(state, target);
  const memo = memoFor(all, layoutOf(state, u), to);
  const k = i * to.bodies.length + j;
  let a = memo.fully[k] as number;
  if (a === 0) {
    a = fastFully(all, ov, tv) ? 1 : 2;
    memo.fully[k] = a;
  }
  return a === 1;
}

/** Unit Fully Visible: every model of the target is fully visible to the observing model. */
export function unitFullyVisibleTo(state: GameState, u: UnitState, m: ModelState, target: UnitState): boolean {
  const n = layoutOf(state, target).bodies.length;
  for (let j = 0; j < n; j++) if (!modelFullyVisible(state, u, m, target, j)) return false;
  return n > 0;
}
