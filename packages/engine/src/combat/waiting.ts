import type { Pmf, Vec } from '../dice/pmf.js';
import { branchCost } from './chain-branches.js';
import { type ChainState, countBound, countSize, countState, tensorState } from './chain-state.js';
import type { WeaponPackets } from './packets.js';
import { type PacketKind, sameKind, type UnitChain } from './unit-chain.js';

/**
 * How the devastating packets that wait for the end are remembered (chain-state.ts), chosen by the
 * work each way takes. Waiting packets of one kind, whichever weapons made them, are one count: the
 * order among them changes nothing, so four weapons alike cost what one weapon of all their attacks
 * costs. Kinds that differ are applied in the weapons' order at the end: the (a, f, s) state, or one
 * branch per combination of counts where that is smaller.
 */
export type WaitingLayout =
  | { kind: 'count'; dev: PacketKind; bound: number }
  | { kind: 'tensor' }
  | { kind: 'branches' };

/** What the choice reads of a weapon's plan (evaluate.ts). */
export interface WaitingWeapon {
  packets: WeaponPackets;
  attacks: Pmf;
  merged: Pmf;
  devastatingBound: number;
}

/** The one kind of every waiting devastating packet, or null when they differ. */
export function commonDevastating(ws: readonly WaitingWeapon[], waits: readonly boolean[]): PacketKind | null {
  let first: PacketKind | null = null;
  for (let i = 0; i < ws.length; i++) {
    const d = waits[i] ? (ws[i] as WaitingWeapon).packets.devastating : null;
    if (!d) continue;
    if (!first) first = d;
    else if (!sameKind(d, first)) return null;
  }
  return first;
}

/** Multiply-adds of a state of `cells` cells for these weapons, from the first that waits. */
function stateCost(cells: number, ws: readonly WaitingWeapon[], waits: readonly boolean[]): number {
  const first = waits.indexOf(true);
  return ws.reduce((cost, p, i) => {
    if (i < first) return cost;
    // About four packets' worth of work per attack (normal and devastating ones), each over all cells.
    const steps = waits[i] ? 4 * (countBound(p.attacks) + 1) : p.merged.length;
    return cost + steps * cells;
  }, 0);
}

/** The cheapest layout for these weapons (`branches`: whether the branch form may be used). */
export function waitingLayout(
  chain: UnitChain,
  ws: readonly WaitingWeapon[],
  waits: readonly boolean[],
  branches = true,
): WaitingLayout {
  const S = chain.size;
  const common = commonDevastating(ws, waits);
  const several = waits.filter(Boolean).length > 1;
  if (common) {
    const bound = ws.reduce((s, p, i) => s + (waits[i] ? p.devastatingBound : 0), 0);
    if (!several) return { kind: 'count', dev: common, bound };
    const count = stateCost(countSize(chain, common, bound), ws, waits);
    const tensor = stateCost((S * S * (S + 1)) / 2, ws, waits);
    if (branches && branchCost(S, ws, waits) <= Math.min(count, tensor)) return { kind: 'branches' };
    return count <= tensor ? { kind: 'count', dev: common, bound } : { kind: 'tensor' };
  }
  if (branches && branchCost(S, ws, waits) <= stateCost((S * S * (S + 1)) / 2, ws, waits)) return { kind: 'branches' };
  return { kind: 'tensor' };
}

/** The layout's state from a distribution over the unit's states (not for `branches`). */
export function startLayout(chain: UnitChain, layout: WaitingLayout, from: Vec): ChainState {
  if (layout.kind === 'count') return countState(chain, layout.dev, layout.bound, from);
  return tensorState(chain, from);
}

/** The devastating kind a waiting weapon's packets are applied as in this layout. */
export function waitingKind(layout: WaitingLayout, p: WaitingWeapon): PacketKind | null {
  return layout.kind === 'count' ? layout.dev : p.packets.devastating;
}
