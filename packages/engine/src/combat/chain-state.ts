import { type Pmf, type Vec, zeros } from '../dice/pmf.js';
import type { TupleDist } from './attack-dist.js';
import type { AttackAlgebra } from './fold.js';
import { addScaled, negligible, type PacketKind, powerSeries, type UnitChain } from './unit-chain.js';

/**
 * The defending unit's state while weapons are applied, with what devastating wounds still owe it.
 * Devastating wounds are allocated after every other attack, so the evaluator must remember them
 * until the last normal packet. Three ways, by how many weapons have such wounds waiting:
 *
 * - none: a distribution over the unit's states (`plain`);
 * - one weapon: over (state, pending count). When each devastating packet either leaves the unit as
 *   it is or costs it at least one wound, with the same odds in every state, the count is thinned to
 *   the packets that do cost a wound, and as many as the wounds left destroy the unit whatever comes
 *   after: those states are folded into one "destroyed" slot (`count`);
 * - several: over (a, f, s), where s is the state after the normal packets so far and f the state
 *   the waiting devastating packets would leave a unit that ends the normal packets in state a; at
 *   the end a = s (`tensor`). Its size is the cube of the unit's states, whatever the number of
 *   weapons, where remembering each weapon's count multiplies the sizes.
 *
 * All three are linear, so one attack (a distribution over [normal packets, devastating packets])
 * acts on each the same way: sum over u, v of p(u, v) D^v N^u x.
 */
export interface ChainSpace {
  readonly size: number;
  /** One normal packet of the weapon being applied, written over `out`. */
  normal(x: Vec, out: Vec): void;
  /** One of its devastating packets, left waiting. */
  devastating(x: Vec, out: Vec): void;
}

/** One attack's effect: per devastating count v, the normal counts u with their probabilities. */
type AttackTerms = { v: number; us: [number, number][] }[];

function attackTerms(parts: readonly TupleDist[], at: (key: number) => [number, number]): AttackTerms {
  const byV = new Map<number, Map<number, number>>();
  for (const [k, p] of parts.flatMap((d) => [...d])) {
    if (p === 0) continue;
    const [u, v] = at(k);
    const us = byV.get(v) ?? new Map<number, number>();
    byV.set(v, us);
    us.set(u, (us.get(u) ?? 0) + p);
  }
  return [...byV].sort((a, b) => a[0] - b[0]).map(([v, us]) => ({ v, us: [...us].sort((a, b) => a[0] - b[0]) }));
}

/** The attack algebra over a chain space: values are states reached from `start`. */
export function chainAlgebra(space: ChainSpace, at: (key: number) => [number, number], start: Vec): AttackAlgebra<Vec> {
  const size = space.size;
  const terms = new Map<readonly TupleDist[], AttackTerms>();
  const normals: Vec[] = [];
  const turn = [zeros(size), zeros(size)];
  /** One attack with outcome `one` applied to x, written over `out`. */
  const apply = (one: readonly TupleDist[], x: Vec, out: Vec): void => {
    let t = terms.get(one);
    if (!t) {
      t = attackTerms(one, at);
      terms.set(one, t);
    }
    let uMax = 0;
    for (const { us } of t) uMax = Math.max(uMax, us[us.length - 1]?.[0] ?? 0);
    const powers: Vec[] = [x];
    for (let u = 1; u <= uMax; u++) {
      const next = normals[u - 1] ?? zeros(size);
      normals[u - 1] = next;
      space.normal(powers[u - 1] as Vec, next);
      powers.push(next);
    }
    // Horner over the devastating count: Y_vmax, then D(acc) + Y_v down to v = 0.
    let side = 0;
    let acc = turn[0] as Vec;
    acc.fill(0);
    let vAt = t.length ? (t[t.length - 1] as AttackTerms[number]).v : 0;
    const down = (to: number) => {
      for (; vAt > to; vAt--) {
        side ^= 1;
        const next = turn[side] as Vec;
        space.devastating(acc, next);
        acc = next;
      }
    };
    for (let i = t.length - 1; i >= 0; i--) {
      const { v, us } = t[i] as AttackTerms[number];
      down(v);
      for (const [u, p] of us) addScaled(acc, powers[u] as Vec, p);
    }
    down(0);
    for (let i = 0; i < size; i++) out[i] = acc[i] as number;
  };
  return {
    powers: (one, count) => powerSeries((x, out) => apply(one, x, out), count, start),
    append(v, one) {
      const out = zeros(size);
      apply(one, v, out);
      return out;
    },
    combo(list) {
      const out = zeros(size);
      for (const [v, c] of list) addScaled(out, v, c);
      return out;
    },
  };
}

/** sum over n of count[n] N^n x: `count` normal packets in a chain space. */
export function applyCountIn(space: ChainSpace, count: Pmf, x: Vec): Vec {
  return powerSeries((v, out) => space.normal(v, out), count, x);
}

/** A representation of the state while weapons are applied, and how to read the unit's state out. */
export interface ChainState {
  readonly x: Vec;
  /** The space in which weapon `normal` (and, when waiting, `devastating`) packets act. */
  space(normal: PacketKind, devastating: PacketKind | null): ChainSpace;
  /** The same state with x replaced. */
  with(x: Vec): ChainState;
  /** The distribution over the unit's states once every waiting devastating packet is applied. */
  finish(): Vec;
}

/** Pending counts kept: thinned (`stay` known), j counts packets that cost a wound, and j >= the wounds left means destroyed. */
function pendingCounts(stay: number | null, bound: number, wounds: number): number {
  if (stay === 1) return 1;
  return stay !== null ? Math.max(1, Math.min(bound + 1, wounds)) : bound + 1;
}

/** Cells of the count state for `bound` waiting packets of kind `dev`. */
export function countSize(chain: UnitChain, dev: PacketKind, bound: number): number {
  return chain.size * pendingCounts(chain.stay(dev), bound, chain.target.totalWounds) + 1;
}

/**
 * The state with devastating packets of one kind waiting (one weapon's, or several weapons' alike), laid out as x[s * J + j] (j: the pending
 * count; `bound`: the most the weapon can make), plus the doom slot when thinned.
 */
export function countState(chain: UnitChain, dev: PacketKind, bound: number, from: Vec): ChainState {
  const S = chain.size;
  const q0 = chain.stay(dev);
  const thin = q0 !== null;
  const stay = q0 ?? 0;
  const J = pendingCounts(q0, bound, chain.target.totalWounds);
  const size = S * J + 1;
  const doom = S * J;
  // Per state, the counts kept (below the wounds left when thinned).
  const keep = Int32Array.from({ length: S }, (_, s) => (thin ? Math.min(J, chain.remaining(s)) : J));
  const x = zeros(size);
  for (let s = 0; s < S; s++) {
    if ((keep[s] as number) > 0) x[s * J] = from[s] as number;
    else x[doom] = (x[doom] as number) + (from[s] as number);
  }
  const make = (y: Vec): ChainState => ({
    x: y,
    space: (normal, devastating) => {
      const tr = chain.transitions(normal);
      return {
        size,
        normal(v, out) {
          out.fill(0);
          out[doom] = v[doom] as number;
          for (let i = 0; i < tr.from.length; i++) {
            const s = tr.from[i] as number;
            const t = tr.to[i] as number;
            const p = tr.p[i] as number;
            const a = s * J;
            const b = t * J;
            // Counts below the wounds left at t move with the state; the rest are doomed.
            const kt = keep[t] as number;
            const ks = keep[s] as number;
            for (let j = 0; j < kt; j++) out[b + j] = (out[b + j] as number) + p * (v[a + j] as number);
            let lost = 0;
            for (let j = kt; j < ks; j++) lost += v[a + j] as number;
            if (lost !== 0) out[doom] = (out[doom] as number) + p * lost;
          }
          flush(out);
        },
        devastating(v, out) {
          if (devastating !== dev) throw new Error('only the waiting weapon has devastating packets');
          if (q0 === 1) {
            for (let i = 0; i < size; i++) out[i] = v[i] as number;
            return;
          }
          out.fill(0);
          out[doom] = v[doom] as number;
          const go = 1 - stay;
          for (let s = 0; s < S; s++) {
            const a = s * J;
            const k = keep[s] as number;
            if (k === 0) continue;
            out[a] = stay * (v[a] as number);
            for (let j = 1; j < k; j++) out[a + j] = stay * (v[a + j] as number) + go * (v[a + j - 1] as number);
            // A packet past the last count kept: destroyed when thinned (never reached otherwise).
            if (thin) out[doom] = (out[doom] as number) + go * (v[a + k - 1] as number);
          }
          flush(out);
        },
      };
    },
    with: make,
    finish() {
      // Horner: x_0 + K(x_1 + K(x_2 + ...)), K thinned to the packets that cost a wound.
      const step = (v: Vec): Vec => {
        const out = chain.apply(dev, v);
        if (!thin) return out;
        for (let s = 0; s < S; s++) out[s] = ((out[s] as number) - stay * (v[s] as number)) / (1 - stay);
        return out;
      };
      let acc: Vec = zeros(S);
      for (let j = J - 1; j >= 0; j--) {
        if (j < J - 1) acc = step(acc);
        for (let s = 0; s < S; s++) acc[s] = (acc[s] as number) + (y[s * J + j] as number);
      }
      const dead = chain.destroyedState();
      acc[dead] = (acc[dead] as number) + (y[doom] as number);
      return acc;
    },
  });
  return make(x);
}

/**
 * The state with several weapons' devastating packets waiting: x[s * P + T(f) + a] over a <= f
 * (T(f) = f(f+1)/2, P = T(S)) and s <= a; at the end a = s. Both kinds of packet then move
 * contiguous runs: a normal one from s to t keeps a in [t, f], a devastating one from f to f'
 * keeps a in [s, f].
 */
export function tensorState(chain: UnitChain, from: Vec): ChainState {
  const S = chain.size;
  const T = (f: number) => (f * (f + 1)) / 2;
  const P = T(S);
  const size = S * P;
  const x = zeros(size);
  for (let a = 0; a < S; a++) for (let s = 0; s <= a; s++) x[s * P + T(a) + a] = from[s] as number;
  /** Which s blocks hold any mass. */
  const liveBlocks = (v: Vec): Uint8Array => {
    const live = new Uint8Array(S);
    for (let s = 0; s < S; s++) {
      for (let i = s * P; i < (s + 1) * P; i++) {
        if (v[i] !== 0) {
          live[s] = 1;
          break;
        }
      }
    }
    return live;
  };
  const make = (y: Vec): ChainState => ({
    x: y,
    space: (normal, devastating) => {
      const tn = chain.transitions(normal);
      const td = devastating ? chain.transitions(devastating) : null;
      return {
        size,
        normal(v, out) {
          out.fill(0);
          const live = liveBlocks(v);
          for (let i = 0; i < tn.from.length; i++) {
            const s = tn.from[i] as number;
            if (!live[s]) continue;
            const t = tn.to[i] as number;
            const p = tn.p[i] as number;
            const src = s * P;
            const dst = t * P;
            for (let f = t; f < S; f++) {
              const o = T(f);
              for (let a = t; a <= f; a++)
                out[dst + o + a] = (out[dst + o + a] as number) + p * (v[src + o + a] as number);
            }
          }
          flush(out);
        },
        devastating(v, out) {
          if (!td) throw new Error('this weapon has no devastating packets');
          out.fill(0);
          const live = liveBlocks(v);
          for (let i = 0; i < td.from.length; i++) {
            const f = td.from[i] as number;
            const g = td.to[i] as number;
            const p = td.p[i] as number;
            const of = T(f);
            const og = T(g);
            for (let s = 0; s <= f; s++) {
              if (!live[s]) continue;
              const base = s * P;
              for (let a = s; a <= f; a++)
                out[base + og + a] = (out[base + og + a] as number) + p * (v[base + of + a] as number);
            }
          }
          flush(out);
        },
      };
    },
    with: make,
    finish() {
      const out = zeros(S);
      for (let f = 0; f < S; f++) {
        let sum = 0;
        for (let a = 0; a <= f; a++) sum += y[a * P + T(f) + a] as number;
        out[f] = sum;
      }
      return out;
    },
  });
  return make(x);
}

/** Negligible masses set to 0 (see `negligible`). */
function flush(v: Vec): void {
  for (let i = 0; i < v.length; i++) if (negligible(v[i] as number)) v[i] = 0;
}

/** A count as an upper bound: the largest n with count[n] > 0. */
export function countBound(count: Pmf): number {
  let n = count.length - 1;
  while (n > 0 && (count[n] as number) === 0) n--;
  return n;
}
