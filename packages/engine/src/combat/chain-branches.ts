import { type Pmf, type Vec, zeros } from '../dice/pmf.js';
import { type AttackOutcome, woundProbs } from './attack-dist.js';
import { foldAttacks, type Grid, grid } from './fold.js';
import type { WeaponPackets } from './packets.js';
import type { WeaponParams } from './params.js';
import { addScaled, type UnitChain } from './unit-chain.js';

/**
 * Devastating wounds waiting, remembered the direct way: one branch of the unit's state per
 * combination of waiting counts. Its size multiplies with every weapon, so the evaluator takes it
 * only where that stays smaller than the (a, f, s) state (chain-state.ts), e.g. two weapons of a
 * few attacks each.
 */
export interface BranchWeapon {
  params: WeaponParams;
  packets: WeaponPackets;
  outcome: AttackOutcome;
  attacks: Pmf;
  merged: Pmf;
  normalOf(key: number): number;
  devastatingOf(key: number): number;
}

/** Split a count of packets into (normal, devastating), each devastating with probability r. */
function binomialSplit(count: Pmf, r: number): Grid {
  const n = count.length;
  const g = grid(n, n);
  const ratio = r / (1 - r);
  count.forEach((pk, k) => {
    if (pk === 0) return;
    // Walk from the likelier end so the first term does not underflow.
    if (r <= 0.5) {
      let t = pk * (1 - r) ** k;
      for (let b = 0; b <= k; b++) {
        g.d[b * n + (k - b)] = t;
        t *= ((k - b) / (b + 1)) * ratio;
      }
    } else {
      let t = pk * r ** k;
      for (let b = k; b >= 0; b--) {
        g.d[b * n + (k - b)] = t;
        t *= b / (k - b + 1) / ratio;
      }
    }
  });
  return g;
}

/** Normal packets along x, devastating packets along y. */
export function jointCounts(w: BranchWeapon): Grid {
  if (!w.params.lethalHits) {
    // Every packet comes from a Wound roll; given their number each is devastating with odds r.
    const [, normal, critical] = woundProbs(w.params.wound);
    const r = critical / (critical + normal * (w.packets.thinned ? w.packets.failSave : 1));
    return binomialSplit(w.merged, r);
  }
  return foldAttacks(w.outcome, w.attacks, (k) => [w.normalOf(k), w.devastatingOf(k)]);
}

/** Multiply-adds the branches take for these weapons (`waits[i]`: weapon i's wounds wait). */
export function branchCost(
  size: number,
  ws: readonly Pick<BranchWeapon, 'merged'>[],
  waits: readonly boolean[],
): number {
  let branches = 1;
  let cost = 0;
  ws.forEach((w, i) => {
    const n = w.merged.length;
    if (!waits[i]) {
      cost += branches * n * size;
      return;
    }
    cost += branches * n * n * size;
    branches *= n;
  });
  return cost + branches * size;
}

/** Apply weapons in order, devastating wounds last: the distribution over the unit's states. */
export function runBranches(chain: UnitChain, ws: readonly BranchWeapon[], waits: readonly boolean[], start: Vec): Vec {
  let branches = new Map<string, Vec>([['', start]]);
  const pending: BranchWeapon[] = [];
  ws.forEach((w, i) => {
    const { packets } = w;
    if (!waits[i]) {
      for (const [k, v] of branches) branches.set(k, chain.applyCount(packets.normal, w.merged, v));
      return;
    }
    const joint = jointCounts(w);
    const next = new Map<string, Vec>();
    const size = chain.size;
    for (const [key, v] of branches) {
      // F[y] = sum_x P(x, y) T^x v: the state after the normal packets, by waiting count.
      const all = zeros(joint.ny * size);
      let cur = v;
      let stable = false;
      for (let x = 0; x < joint.nx; x++) {
        for (let y = 0; y < joint.ny; y++) {
          const q = joint.d[y * joint.nx + x] as number;
          if (q === 0) continue;
          const off = y * size;
          for (let j = 0; j < size; j++) all[off + j] = (all[off + j] as number) + q * (cur[j] as number);
        }
        if (x + 1 < joint.nx && !stable) {
          const n = chain.apply(packets.normal, cur);
          stable = n.every((a, j) => a === cur[j]);
          cur = n;
        }
      }
      for (let y = 0; y < joint.ny; y++) {
        next.set(key === '' ? String(y) : `${key},${y}`, all.slice(y * size, (y + 1) * size));
      }
    }
    branches = next;
    pending.push(w);
  });
  for (const w of pending) {
    const dev = w.packets.devastating as NonNullable<WeaponPackets['devastating']>;
    const byRest = new Map<string, Vec[]>();
    for (const [key, v] of branches) {
      const comma = key.indexOf(',');
      const b = Number(comma < 0 ? key : key.slice(0, comma));
      const rest = comma < 0 ? '' : key.slice(comma + 1);
      const list = byRest.get(rest) ?? [];
      byRest.set(rest, list);
      list[b] = v;
    }
    const next = new Map<string, Vec>();
    for (const [rest, list] of byRest) {
      // Horner: F_0 + K(F_1 + K(F_2 + ...)).
      let acc: Vec | undefined;
      for (let b = list.length - 1; b >= 0; b--) {
        if (acc) acc = chain.apply(dev, acc);
        const f = list[b];
        if (f) acc = acc ? addScaled(acc, f, 1) : f.slice();
      }
      next.set(rest, acc ?? zeros(chain.size));
    }
    branches = next;
  }
  return branches.get('') ?? start;
}
