import { type Pmf, type Vec, zeros } from '../dice/pmf.js';
import type { TargetParams } from './params.js';

/**
 * The defending unit as a Markov chain. A state is (Bodyguard track, CHARACTER track, flag): each
 * track is the models of that kind in allocation order, its state the model being worn down and the
 * damage on it (a wounded model takes the next attack, so at most one per track is wounded); the
 * flag says whether "ignore the first failed save" is spent. A packet is one thing that reaches the
 * unit: a wound to save (or already unsaved), a devastating wound, or mortal wounds that spill.
 */

/**
 * Which models an attack (or one mortal wound) is allocated to: Bodyguard models first; CHARACTER
 * models once they are gone, or at once for a Precision attack. 0 Bodyguard, 1 CHARACTER, -1 none.
 */
export function allocationTrack(bodyAlive: boolean, charAlive: boolean, precision: boolean): 0 | 1 | -1 {
  if (precision && charAlive) return 1;
  if (bodyAlive) return 0;
  if (charAlive) return 1;
  return -1;
}

export interface PacketKind {
  /** `attack`: allocated as one attack, excess damage lost. `mortal`: point by point, spilling over. */
  mode: 'attack' | 'mortal';
  /** Allocated to a CHARACTER while one lives. */
  precision: boolean;
  /** A failed save here can be the one "ignore the first failed save" ignores. */
  usesFlag: boolean;
  /** attack: per group, probability the save succeeds (0 when no save or already rolled). */
  pass: number[];
  /** attack: per group, pmf of wounds lost after a failed save (Feel No Pain applied per point). */
  damage: Pmf[];
  /** mortal: pmf of the number of mortal wounds. */
  amount: Pmf;
  /** mortal: per group, probability one mortal wound is lost (not stopped by Feel No Pain). */
  keep: number[];
}

/**
 * Masses this small (far below any probability a result shows) are taken as 0: left in, they sink
 * into subnormal numbers, on which arithmetic is a hundred times slower.
 */
export function negligible(m: number): boolean {
  return m < 1e-250 && m > -1e-250;
}

const sameNumbers = (a: readonly number[], b: readonly number[]) => {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

/**
 * Whether two packet kinds act alike: equal field by field (a kind is not changed once made,
 * packets.ts). Compared in place, without building a key: the check runs on every evaluation.
 */
export function sameKind(a: PacketKind, b: PacketKind): boolean {
  if (a === b) return true;
  if (a.mode !== b.mode || a.precision !== b.precision || a.usesFlag !== b.usesFlag) return false;
  if (!sameNumbers(a.pass, b.pass) || !sameNumbers(a.keep, b.keep) || !sameNumbers(a.amount, b.amount)) return false;
  if (a.damage.length !== b.damage.length) return false;
  for (let i = 0; i < a.damage.length; i++) if (!sameNumbers(a.damage[i] as Pmf, b.damage[i] as Pmf)) return false;
  return true;
}

/** A packet kind's transitions between unit states (see UnitChain.transitions). */
export interface Transitions {
  from: Int32Array;
  to: Int32Array;
  p: Float64Array;
}

interface Track {
  /** Number of track states: one per (model, damage) plus "all destroyed". */
  size: number;
  group: Int32Array;
  remaining: Int32Array;
  next: Int32Array;
  killed: Int32Array;
  lost: Int32Array;
}

function track(models: number[], target: TargetParams): Track {
  const wounds = models.map((g) => target.groups[g]?.wounds ?? 1);
  const size = wounds.reduce((s, w) => s + w, 0) + 1;
  const t: Track = {
    size,
    group: new Int32Array(size).fill(-1),
    remaining: new Int32Array(size),
    next: new Int32Array(size).fill(size - 1),
    killed: new Int32Array(size).fill(models.length),
    lost: new Int32Array(size),
  };
  let i = 0;
  let lostBefore = 0;
  models.forEach((g, m) => {
    const w = wounds[m] as number;
    for (let d = 0; d < w; d++, i++) {
      t.group[i] = g;
      t.remaining[i] = w - d;
      t.next[i] = i - d + w;
      t.killed[i] = m;
      t.lost[i] = lostBefore + d;
    }
    lostBefore += w;
  });
  t.lost[size - 1] = lostBefore;
  return t;
}

/**
 * Where a packet goes from each unit state: the group of the model it is allocated to (-1 when the
 * unit is destroyed), that model's track state, and how to write a new track state back:
 * index = base + trackState * stride.
 */
interface Routes {
  group: Int32Array;
  t: Int32Array;
  remaining: Int32Array;
  next: Int32Array;
  base: Int32Array;
  stride: Int32Array;
}

export class UnitChain {
  readonly size: number;
  private readonly body: Track;
  private readonly chars: Track;
  private readonly flags: number;
  /** [0]: ordinary packets, [1]: Precision packets; each made when first needed. */
  private readonly routes: [Routes | null, Routes | null] = [null, null];
  private readonly sparse = new WeakMap<PacketKind, Transitions>();

  constructor(readonly target: TargetParams) {
    this.body = track(target.body, target);
    this.chars = track(target.characters, target);
    this.flags = target.ignoreFirstFailedSave ? 2 : 1;
    this.size = this.body.size * this.chars.size * this.flags;
  }

  /** Where a packet goes from each state (routeFor(true): a Precision packet). */
  private routeFor(precision: boolean): Routes {
    const i = precision ? 1 : 0;
    let r = this.routes[i];
    if (!r) {
      r = this.route(precision);
      this.routes[i] = r;
    }
    return r;
  }

  private route(precision: boolean): Routes {
    const n = this.size;
    const r: Routes = {
      group: new Int32Array(n).fill(-1),
      t: new Int32Array(n),
      remaining: new Int32Array(n),
      next: new Int32Array(n),
      base: new Int32Array(n),
      stride: new Int32Array(n),
    };
    const cs = this.chars.size;
    for (let s = 0; s < n; s++) {
      const f = s % this.flags;
      const bc = (s - f) / this.flags;
      const b = Math.floor(bc / cs);
      const c = bc - b * cs;
      const which = allocationTrack(b < this.body.size - 1, c < cs - 1, precision);
      if (which < 0) continue;
      const tr = which === 0 ? this.body : this.chars;
      const t = which === 0 ? b : c;
      r.group[s] = tr.group[t] as number;
      r.t[s] = t;
      r.remaining[s] = tr.remaining[t] as number;
      r.next[s] = tr.next[t] as number;
      r.stride[s] = which === 0 ? cs * this.flags : this.flags;
      r.base[s] = s - t * (r.stride[s] as number);
    }
    return r;
  }

  initial(): Vec {
    const v = zeros(this.size);
    v[0] = 1;
    return v;
  }

  /** One packet applied to a distribution over states. */
  apply(k: PacketKind, v: Vec): Vec {
    const out = zeros(this.size);
    this.applyInto(k, v, out);
    return out;
  }

  /** One packet applied to `v`, written over `out` (a different array of the same size). */
  applyInto(k: PacketKind, v: Vec, out: Vec): void {
    if (k.mode === 'mortal') {
      const m = this.applyMortal(k, v);
      for (let i = 0; i < this.size; i++) out[i] = m[i] as number;
      return;
    }
    out.fill(0);
    const r = this.routeFor(k.precision);
    const flagged = k.usesFlag && this.flags === 2;
    for (let s = 0; s < this.size; s++) {
      const m = v[s] as number;
      if (negligible(m)) continue;
      const g = r.group[s] as number;
      if (g < 0) {
        out[s] = (out[s] as number) + m;
        continue;
      }
      const pass = k.pass[g] as number;
      if (pass > 0) out[s] = (out[s] as number) + m * pass;
      const fm = m * (1 - pass);
      if (fm === 0) continue;
      if (flagged && s % 2 === 0) {
        // The first failed save is ignored: spend the flag instead of taking damage.
        out[s + 1] = (out[s + 1] as number) + fm;
        continue;
      }
      const dmg = k.damage[g] as Pmf;
      const t = r.t[s] as number;
      const rem = r.remaining[s] as number;
      const next = r.next[s] as number;
      const base = r.base[s] as number;
      const stride = r.stride[s] as number;
      for (let x = 0; x < dmg.length; x++) {
        const p = dmg[x] as number;
        if (p === 0) continue;
        const j = base + (x >= rem ? next : t + x) * stride;
        out[j] = (out[j] as number) + fm * p;
      }
    }
  }

  /**
   * The probability that a packet of kind `k` leaves the unit as it is, when that is the same for
   * every state with a model left (null when it is not). A packet that does change the state then
   * costs the unit at least one wound.
   */
  stay(k: PacketKind): number | null {
    if (k.mode === 'attack' && k.usesFlag && this.flags === 2) return null;
    const groups = new Set([...this.target.body, ...this.target.characters]);
    let q: number | null = null;
    for (const g of groups) {
      let p: number;
      if (k.mode === 'attack') {
        const pass = k.pass[g] ?? 0;
        p = pass + (1 - pass) * (k.damage[g]?.[0] ?? 0);
      } else {
        const keep = k.keep[g] ?? 0;
        p = k.amount.reduce((s, a, n) => s + a * (1 - keep) ** n, 0);
      }
      if (q !== null && p !== q) return null;
      q = p;
    }
    return q ?? 1;
  }

  /** A packet as a sparse matrix, read off its action on each state: from -> to with probability p. */
  transitions(k: PacketKind): Transitions {
    let t = this.sparse.get(k);
    if (t) return t;
    const from: number[] = [];
    const to: number[] = [];
    const p: number[] = [];
    const e = zeros(this.size);
    const out = zeros(this.size);
    for (let s = 0; s < this.size; s++) {
      e[s] = 1;
      this.applyInto(k, e, out);
      e[s] = 0;
      for (let j = 0; j < this.size; j++) {
        const q = out[j] as number;
        if (q === 0) continue;
        from.push(s);
        to.push(j);
        p.push(q);
      }
    }
    t = { from: Int32Array.from(from), to: Int32Array.from(to), p: Float64Array.from(p) };
    this.sparse.set(k, t);
    return t;
  }

  /** The state in which every model is destroyed (with the flag unspent). */
  destroyedState(): number {
    return ((this.body.size - 1) * this.chars.size + (this.chars.size - 1)) * this.flags;
  }

  /** Wounds the unit has left in state `s`. */
  remaining(s: number): number {
    return this.target.totalWounds - this.outcome(s).wounds;
  }

  /** One mortal wound, allocated like an attack; a destroyed model passes the rest on. */
  private applyPoint(k: PacketKind, v: Vec): Vec {
    const out = zeros(this.size);
    const r = this.routeFor(k.precision);
    for (let s = 0; s < this.size; s++) {
      const m = v[s] as number;
      if (negligible(m)) continue;
      const g = r.group[s] as number;
      const keep = g < 0 ? 0 : (k.keep[g] as number);
      out[s] = (out[s] as number) + m * (1 - keep);
      if (keep === 0) continue;
      const t = r.t[s] as number;
      const j =
        (r.base[s] as number) +
        ((r.remaining[s] as number) <= 1 ? (r.next[s] as number) : t + 1) * (r.stride[s] as number);
      out[j] = (out[j] as number) + m * keep;
    }
    return out;
  }

  private applyMortal(k: PacketKind, v: Vec): Vec {
    // Horner: sum_a amount[a] P^a v.
    const a = k.amount;
    let acc = scaled(v, a[a.length - 1] as number);
    for (let i = a.length - 2; i >= 0; i--) acc = addScaled(this.applyPoint(k, acc), v, a[i] as number);
    return acc;
  }

  /** sum_n count[n] K^n v: `count` packets of one kind, one after another. */
  applyCount(k: PacketKind, count: Pmf, v: Vec): Vec {
    return powerSeries((x, out) => this.applyInto(k, x, out), count, v);
  }

  /** Per state: models destroyed, wounds lost, whether the unit is destroyed. */
  outcome(s: number): { models: number; wounds: number; destroyed: boolean } {
    const f = s % this.flags;
    const bc = (s - f) / this.flags;
    const b = Math.floor(bc / this.chars.size);
    const c = bc - b * this.chars.size;
    return {
      models: (this.body.killed[b] as number) + (this.chars.killed[c] as number),
      wounds: (this.body.lost[b] as number) + (this.chars.lost[c] as number),
      destroyed: b === this.body.size - 1 && c === this.chars.size - 1,
    };
  }
}

function scaled(v: Vec, c: number): Vec {
  const out = zeros(v.length);
  if (c !== 0) for (let i = 0; i < v.length; i++) out[i] = (v[i] as number) * c;
  return out;
}

/** acc + c * v, in place. */
export function addScaled(acc: Vec, v: Vec, c: number): Vec {
  if (c !== 0) for (let i = 0; i < v.length; i++) acc[i] = (acc[i] as number) + (v[i] as number) * c;
  return acc;
}

/**
 * sum_n count[n] T^n v for a linear step T written as `step(x, out)`; stops early once a step
 * changes nothing. Two buffers take turns, so the loop makes no arrays.
 */
export function powerSeries(step: (x: Vec, out: Vec) => void, count: Pmf, v: Vec): Vec {
  const acc = scaled(v, count[0] ?? 0);
  const bufs = [zeros(v.length), zeros(v.length)];
  let cur = v;
  for (let n = 1; n < count.length; n++) {
    const next = bufs[n & 1] as Vec;
    step(cur, next);
    if (same(next, cur)) {
      let tail = 0;
      for (let j = n; j < count.length; j++) tail += count[j] as number;
      return addScaled(acc, cur, tail);
    }
    cur = next;
    addScaled(acc, cur, count[n] as number);
  }
  return acc;
}

export function same(a: Vec, b: Vec): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
