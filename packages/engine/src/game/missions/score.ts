import type { Ctx } from '../ctx.js';
import { capsuleWhollyWithin } from '../geometry/battlefield.js';
import { unitBodies } from '../spatial.js';
import type { GameState, ModelState, PlayerIndex, UnitState } from '../types.js';
import { other } from '../types.js';
import {
  hasKeyword,
  isBattleShocked,
  isDestroyed,
  modelHasKeyword,
  modelsOnTable,
  unitKeywords,
  unitsOf,
  woundsOf,
} from '../units.js';
import { FIXED_CARD_CAP, PRIMARY_CAP, SECONDARY_CAP } from './cards.js';

/**
 * Scoring the mission deck's automated primary and secondary missions (cards.ts), at the points of the
 * flow they name. VP events say which kind they are (primaries are capped at 50VP, secondaries at 40VP,
 * each Fixed Mission card at 20VP) and carry marks for what was counted once (a destroyed model, a
 * destroyed unit), kept in the state: VP so scored stay scored if the model or unit comes back.
 */

function score(
  ctx: Ctx,
  player: PlayerIndex,
  amount: number,
  source: string,
  kind: 'primary' | 'secondary',
  marks?: string[],
  card?: string,
  fixedCard = true,
) {
  const p = ctx.state.players[player];
  let cap = kind === 'primary' ? PRIMARY_CAP - (p.vpPrimary ?? 0) : SECONDARY_CAP - (p.vpSecondary ?? 0);
  if (card && fixedCard && kind === 'secondary') cap = Math.min(cap, FIXED_CARD_CAP - (p.vpByCard?.[card] ?? 0));
  const vp = Math.max(0, Math.min(amount, cap));
  if (vp > 0 || marks?.length)
    ctx.emit({
      type: 'vp-scored',
      player,
      amount: vp,
      source,
      kind,
      ...(card ? { card } : {}),
      ...(marks?.length ? { marks } : {}),
    });
}

/** A secondary mission's VP, within the caps (40VP of secondaries; 20VP per Fixed Mission card). */
export function scoreSecondary(ctx: Ctx, p: PlayerIndex, vp: number, source: string, card: string, fixed: boolean) {
  score(ctx, p, vp, source, 'secondary', undefined, card, fixed);
}

/** A primary mission's VP, within the 50VP cap. */
export function scorePrimary(ctx: Ctx, p: PlayerIndex, vp: number, source: string) {
  score(ctx, p, vp, source, 'primary');
}

const held = (s: GameState, p: PlayerIndex) => s.control.filter((c) => c === p).length;

/** The objective marker in a player's deployment zone (by the deployment's naming: home-1, home-2). */
function homeIndex(s: GameState, p: PlayerIndex): number {
  return s.mission.objectives.findIndex((o) => o.id === `home-${p + 1}`);
}

/** Primary objective scoring: end of the Command phase from round 2; the fifth round's second turn at its end. */
export function scorePrimaryControl(ctx: Ctx, at: 'command-end' | 'turn-end'): void {
  const s = ctx.state;
  const id = s.mission.primary;
  if (!id || s.flow.round < 2) return;
  const lastTurn = s.flow.round === s.ruleset.battleRounds && s.flow.turn === 2;
  if ((at === 'turn-end') !== lastTurn) return;
  const p = s.flow.active;
  const n = held(s, p);
  if (id === 'take-and-hold') score(ctx, p, Math.min(15, 5 * n), 'Take and Hold', 'primary');
  else if (id === 'linchpin') {
    const home = homeIndex(s, p);
    const own = home >= 0 && s.control[home] === p;
    score(ctx, p, own ? 3 + 5 * (n - 1) : 3 * n, 'Linchpin', 'primary');
  } else if (id === 'purge-the-foe') {
    const vp = (n >= 1 ? 4 : 0) + (n > held(s, other(p)) ? 4 : 0);
    score(ctx, p, vp, 'Purge the Foe (objectives)', 'primary');
  }
}

/** Units destroyed and not yet marked with this prefix (an Attached unit's parts each count: they split when destroyed). */
function freshlyDestroyed(s: GameState, prefix: string, player?: PlayerIndex): UnitState[] {
  const marks = new Set(s.marks ?? []);
  const out: UnitState[] = [];
  for (const id of s.unitOrder) {
    const u = s.units[id] as UnitState;
    if (player !== undefined && u.player !== player) continue;
    if (u.attachedTo || !isDestroyed(u) || marks.has(`${prefix}${u.id}`)) continue;
    out.push(u);
  }
  return out;
}

/** Purge the Foe's kills, at the end of each battle round: units destroyed this round (not yet marked). */
export function scorePrimaryRound(ctx: Ctx): void {
  const s = ctx.state;
  if (s.mission.primary !== 'purge-the-foe') return;
  const fresh: [string[], string[]] = [[], []];
  for (const u of freshlyDestroyed(s, 'dead:')) fresh[u.player].push(`dead:${u.id}`);
  for (const p of [0, 1] as const) {
    const enemy = fresh[other(p)].length;
    const own = fresh[p].length;
    const vp = (enemy >= 1 ? 4 : 0) + (s.flow.round >= 2 && enemy > own ? 4 : 0);
    // The player's own losses are marked with its score (once, by player 1's entry).
    score(ctx, p, vp, 'Purge the Foe (units destroyed)', 'primary', p === 0 ? [...fresh[0], ...fresh[1]] : []);
  }
}

const MODEL_CARDS: Record<string, { name: string; vp: (s: GameState, u: UnitState, m: ModelState) => number | null }> =
  {
    assassination: { name: 'Assassination', vp: assassination },
    'bring-it-down': { name: 'Bring It Down', vp: bringItDown },
  };

/** Fixed secondaries counted per destroyed model or unit, at the end of each phase. */
export function scoreKills(ctx: Ctx): void {
  const s = ctx.state;
  const chosen = s.mission.secondaries;
  if (!chosen) return;
  const marks = new Set(s.marks ?? []);
  for (const p of [0, 1] as const) {
    for (const card of chosen[p]) {
      const byModel = MODEL_CARDS[card];
      if (byModel) {
        let vp = 0;
        const counted: string[] = [];
        for (const u of unitsOf(s, other(p))) {
          for (const m of u.models) {
            const key = `${card}:${m.id}`;
            if (!m.destroyed || marks.has(key)) continue;
            const v = byModel.vp(s, u, m);
            if (v === null) continue;
            vp += v;
            counted.push(key);
          }
        }
        if (counted.length) score(ctx, p, vp, byModel.name, 'secondary', counted, card);
      } else if (card === 'no-prisoners') scoreNoPrisoners(ctx, p);
      else if (card === 'cull-the-horde') {
        const dead = freshlyDestroyed(s, 'cull-the-horde:', other(p));
        const big = dead.filter((u) => hasKeyword(s, u, 'INFANTRY') && u.startingStrength >= 13);
        if (big.length)
          score(ctx, p, 5 * big.length, 'Cull the Horde', 'secondary', marksOf('cull-the-horde:', big), card);
      }
    }
  }
}

const marksOf = (prefix: string, units: UnitState[]) => units.map((u) => `${prefix}${u.id}`);

/** No Prisoners (Fixed): 2VP per enemy Bodyguard or non-CHARACTER unit destroyed, up to 5VP in a turn. */
function scoreNoPrisoners(ctx: Ctx, p: PlayerIndex): void {
  const s = ctx.state;
  const dead = freshlyDestroyed(s, 'no-prisoners:', other(p));
  const counted = dead.filter((u) => !hasKeyword(s, u, 'CHARACTER'));
  if (!counted.length) return;
  const turnKey = `no-prisoners-turn:${s.flow.round}:${s.flow.turn}:`;
  const already = (s.marks ?? []).filter((m) => m.startsWith(turnKey)).length;
  const room = Math.max(0, 5 - 2 * already);
  const vp = Math.min(room, 2 * counted.length);
  const marks = [...marksOf('no-prisoners:', counted), ...counted.map((u) => `${turnKey}${u.id}`)];
  score(ctx, p, vp, 'No Prisoners', 'secondary', marks, 'no-prisoners');
}

function assassination(s: GameState, u: UnitState, m: ModelState): number | null {
  if (!modelHasKeyword(s, u, m, 'CHARACTER')) return null;
  return woundsOf(s, u, m) >= 4 ? 4 : 3;
}

function bringItDown(s: GameState, u: UnitState, m: ModelState): number | null {
  if (!modelHasKeyword(s, u, m, 'MONSTER') && !modelHasKeyword(s, u, m, 'VEHICLE')) return null;
  const w = woundsOf(s, u, m);
  return 2 + (w >= 15 ? 2 : 0) + (w >= 20 ? 2 : 0);
}

/** Behind Enemy Lines, at the end of the player's turn. */
export function scoreEndOfTurn(ctx: Ctx): void {
  const s = ctx.state;
  const p = s.flow.active;
  if (!s.mission.secondaries?.[p].includes('behind-enemy-lines')) return;
  const zones = s.mission.zones[other(p)];
  let n = 0;
  for (const u of unitsOf(s, p)) {
    if (u.attachedTo || !modelsOnTable(u).length || unitKeywords(s, u).includes('AIRCRAFT')) continue;
    if (isBattleShocked(s, u.id)) continue;
    if (unitBodies(s, u).every((b) => zones.some((z) => capsuleWhollyWithin(b.c, z)))) n++;
  }
  if (n > 0) score(ctx, p, n >= 2 ? 4 : 3, 'Behind Enemy Lines', 'secondary', undefined, 'behind-enemy-lines');
}
