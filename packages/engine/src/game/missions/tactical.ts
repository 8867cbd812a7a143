import type { Ctx } from '../ctx.js';
import { capsuleTouches, capsuleWhollyWithin, pointInRect, type Rect } from '../geometry/battlefield.js';
import { type Point, pointSegDist } from '../geometry/vec.js';
import { unitBodies } from '../spatial.js';
import type { GameState, PlayerIndex, UnitState } from '../types.js';
import { other } from '../types.js';
import {
  hasKeyword,
  isBattleShocked,
  isDestroyed,
  modelHasKeyword,
  modelsOnTable,
  unitKeywords,
  unitsOf,
} from '../units.js';
import { cardById } from './cards.js';
import { scoreSecondary } from './score.js';
import { tacticalOf } from './tactical-state.js';

/**
 * Tactical Missions (Chapter Approved Tournament Companion, "Select Secondary Missions"): "At the start of
 * your first Command phase, draw two cards from your Secondary Mission deck ... At the start of each of
 * your subsequent Command phases, if you have fewer than two active Secondary Mission cards, draw ...
 * until you have two"; at the end of each player's turn, a card that scored is discarded (achieved).
 * Draws are uniform from the cards left (a shuffled deck), with the game's dice. The cards' When Drawn
 * sections are applied as the engine can (shuffling back in the first battle round, discarding a kill
 * card with no such enemy unit, which the engine always does where the card allows it); the cards the
 * engine does not score stay active as reminders. Not offered yet: discarding a card at the end of a turn
 * for 1CP, and the New Orders Stratagem.
 */

const uses = (s: GameState, p: PlayerIndex) => s.mission.tactical?.[p] === true;
export const anyTactical = (s: GameState) => uses(s, 0) || uses(s, 1);

/** Start of the player's Command phase: draw up to two active cards. */
export function drawTactical(ctx: Ctx): void {
  const p = ctx.state.flow.active;
  if (!uses(ctx.state, p)) return;
  const returned = new Set<string>();
  for (let guard = 0; guard < 40; guard++) {
    const t = tacticalOf(ctx.state, p);
    const candidates = t.deck.filter((c) => !returned.has(c));
    if (t.active.length >= 2 || !candidates.length) return;
    const card = candidates[ctx.die(candidates.length) - 1] as string;
    ctx.emit({ type: 'secondary-drawn', player: p, card });
    const when = whenDrawn(ctx.state, p, card);
    if (when) {
      ctx.emit({ type: 'secondary-discarded', player: p, card, reason: when });
      if (when === 'shuffled-back') returned.add(card);
    }
  }
}

const FIRST_ROUND_BACK = new Set([
  'behind-enemy-lines',
  'storm-hostile-objective',
  'defend-stronghold',
  'display-of-might',
]);

/** A card's When Drawn section, as the engine applies it (null: the card stays active). */
function whenDrawn(s: GameState, p: PlayerIndex, card: string): 'when-drawn' | 'shuffled-back' | null {
  if (s.flow.round === 1 && FIRST_ROUND_BACK.has(card)) return 'shuffled-back';
  const enemies = unitsOf(s, other(p)).filter((u) => !isDestroyed(u));
  if (card === 'bring-it-down' && !enemies.some((u) => hasKeyword(s, u, 'MONSTER') || hasKeyword(s, u, 'VEHICLE')))
    return 'when-drawn';
  if (card === 'cull-the-horde' && !enemies.some((u) => hasKeyword(s, u, 'INFANTRY') && u.startingStrength >= 13))
    return 'when-drawn';
  if (card === 'recover-assets' && unitsOf(s, p).filter((u) => !isDestroyed(u) && !u.attachedTo).length < 3)
    return 'when-drawn';
  return null;
}

/** Start of each turn: note objective control (Storm Hostile Objective compares with it). */
export function noteTurnControl(ctx: Ctx): void {
  if (anyTactical(ctx.state)) ctx.emit({ type: 'turn-control-noted', control: [...ctx.state.control] });
}

type When = 'yours' | 'either' | 'opponents';
interface TacticalCard {
  when: When;
  /** VP scored by player p at the end of this turn (0: not achieved). */
  vp(s: GameState, p: PlayerIndex): number;
}

/** The Tactical Missions the engine scores (cards.ts marks them `tactical: 'automated'`). */
export const TACTICAL_SCORING: Record<string, TacticalCard> = {
  'behind-enemy-lines': {
    when: 'yours',
    vp: (s, p) => {
      const n = eligible(s, p).filter((u) => wholly(s, u, s.mission.zones[other(p)])).length;
      return n >= 2 ? 4 : n === 1 ? 3 : 0;
    },
  },
  'storm-hostile-objective': {
    when: 'yours',
    vp: (s, p) => {
      const start = s.turnStartControl ?? [];
      if (s.control.some((c, i) => c === p && start[i] === other(p))) return 4;
      const theyHadNone = !start.some((c) => c === other(p));
      return s.flow.round >= 2 && theyHadNone && s.control.some((c, i) => c === p && start[i] !== p) ? 4 : 0;
    },
  },
  'engage-on-all-fronts': {
    when: 'yours',
    vp: (s, p) => {
      const q = quartersHeld(s, p);
      return q >= 4 ? 4 : q === 3 ? 2 : q === 2 ? 1 : 0;
    },
  },
  assassination: {
    when: 'either',
    vp: (s, p) => {
      const chars = unitsOf(s, other(p)).filter((u) => !u.attachedTo && hasKeyword(s, u, 'CHARACTER'));
      const killed = killedModels(s, other(p)).some(([u, m]) => modelHasKeyword(s, u, m, 'CHARACTER'));
      return killed || (chars.length > 0 && chars.every(isDestroyed)) ? 5 : 0;
    },
  },
  'no-prisoners': { when: 'either', vp: (s, p) => Math.min(5, 2 * killedUnits(s, other(p)).length) },
  'cull-the-horde': {
    when: 'either',
    vp: (s, p) =>
      killedUnits(s, other(p)).some((u) => hasKeyword(s, u, 'INFANTRY') && u.startingStrength >= 13) ? 5 : 0,
  },
  'bring-it-down': {
    when: 'either',
    vp: (s, p) =>
      killedModels(s, other(p)).some(
        ([u, m]) => modelHasKeyword(s, u, m, 'MONSTER') || modelHasKeyword(s, u, m, 'VEHICLE'),
      )
        ? 4
        : 0,
  },
  'defend-stronghold': {
    when: 'opponents',
    vp: (s, p) => (s.flow.round >= 2 && objectivesIn(s, p, 'own').some((i) => s.control[i] === p) ? 3 : 0),
  },
  'secure-no-mans-land': {
    when: 'yours',
    vp: (s, p) => {
      const n = objectivesIn(s, p, 'nml').filter((i) => s.control[i] === p).length;
      return n >= 2 ? 5 : n === 1 ? 2 : 0;
    },
  },
  'area-denial': {
    when: 'yours',
    vp: (s, p) => {
      const c = centre(s);
      if (!eligible(s, p).some((u) => nearest(s, u, c) <= 3)) return 0;
      const enemy = unitsOf(s, other(p)).filter((u) => !u.attachedTo && modelsOnTable(u).length);
      const closest = Math.min(Number.POSITIVE_INFINITY, ...enemy.map((u) => nearest(s, u, c)));
      return closest > 6 ? 5 : closest > 3 ? 2 : 0;
    },
  },
  'extend-battle-lines': {
    when: 'yours',
    vp: (s, p) => {
      const nml = objectivesIn(s, p, 'nml').some((i) => s.control[i] === p);
      const own = objectivesIn(s, p, 'own').some((i) => s.control[i] === p);
      return nml && own ? 4 : nml ? 2 : 0;
    },
  },
  'display-of-might': {
    when: 'yours',
    vp: (s, p) => {
      const inNml = (q: PlayerIndex) =>
        unitsOf(s, q).filter((u) => !u.attachedTo && modelsOnTable(u).length && inNoMansLand(s, u)).length;
      return inNml(p) > inNml(other(p)) ? 4 : 0;
    },
  },
};

/** End of each turn: each player using Tactical Missions scores and discards what was achieved, the player whose turn it is first. */
export function scoreTactical(ctx: Ctx): void {
  const s0 = ctx.state;
  if (!anyTactical(s0)) return;
  const active = s0.flow.active;
  for (const p of [active, other(active)] as const) {
    if (!uses(ctx.state, p)) continue;
    for (const card of [...tacticalOf(ctx.state, p).active]) {
      const rule = TACTICAL_SCORING[card];
      if (!rule) continue;
      const lastTurn = ctx.state.flow.round === ctx.state.ruleset.battleRounds && ctx.state.flow.turn === 2;
      const fits =
        rule.when === 'either' ||
        (rule.when === 'yours' && p === active) ||
        (rule.when === 'opponents' && (p !== active || lastTurn));
      if (!fits) continue;
      const vp = rule.vp(ctx.state, p);
      if (vp <= 0) continue;
      scoreSecondary(ctx, p, vp, `${cardById(card)?.name ?? card} (Tactical)`, card, false);
      ctx.emit({ type: 'secondary-discarded', player: p, card, reason: 'achieved' });
    }
  }
  // What was destroyed this turn has now been seen by the cards of later turns.
  const seen = new Set(ctx.state.marks ?? []);
  const fresh: string[] = [];
  for (const u of Object.values(ctx.state.units)) {
    if (!u.attachedTo && isDestroyed(u) && !seen.has(`tseen:${u.id}`)) fresh.push(`tseen:${u.id}`);
    for (const m of u.models) if (m.destroyed && !seen.has(`tseen:${m.id}`)) fresh.push(`tseen:${m.id}`);
  }
  if (fresh.length) ctx.emit({ type: 'marks-added', marks: fresh });
}

function killedUnits(s: GameState, q: PlayerIndex): UnitState[] {
  const seen = new Set(s.marks ?? []);
  return unitsOf(s, q).filter((u) => !u.attachedTo && isDestroyed(u) && !seen.has(`tseen:${u.id}`));
}

function killedModels(s: GameState, q: PlayerIndex): [UnitState, UnitState['models'][number]][] {
  const seen = new Set(s.marks ?? []);
  return unitsOf(s, q).flatMap((u) =>
    u.models.filter((m) => m.destroyed && !seen.has(`tseen:${m.id}`)).map((m) => [u, m] as [UnitState, typeof m]),
  );
}

/** The player's units that count for positional cards: on the battlefield, not AIRCRAFT, not Battle-shocked. */
function eligible(s: GameState, p: PlayerIndex): UnitState[] {
  return unitsOf(s, p).filter(
    (u) =>
      !u.attachedTo &&
      modelsOnTable(u).length > 0 &&
      !unitKeywords(s, u).includes('AIRCRAFT') &&
      !isBattleShocked(s, u.id),
  );
}

const wholly = (s: GameState, u: UnitState, zones: readonly Rect[]) =>
  unitBodies(s, u).every((b) => zones.some((z) => capsuleWhollyWithin(b.c, z)));

const centre = (s: GameState): Point => ({ x: s.mission.battlefield.width / 2, y: s.mission.battlefield.depth / 2 });

/** Distance from a point to the unit's closest model (edge of base). */
function nearest(s: GameState, u: UnitState, p: Point): number {
  return Math.min(...unitBodies(s, u).map((b) => pointSegDist(p, b.c.a, b.c.b) - b.c.r));
}

/** Objective markers (indices) in the player's deployment zone ('own') or in No Man's Land ('nml'). */
function objectivesIn(s: GameState, p: PlayerIndex, where: 'own' | 'nml'): number[] {
  const inZone = (at: Point, q: PlayerIndex) => s.mission.zones[q].some((z) => pointInRect(at, z));
  return s.mission.objectives.flatMap((o, i) =>
    where === 'own' ? (inZone(o.at, p) ? [i] : []) : !inZone(o.at, 0) && !inZone(o.at, 1) ? [i] : [],
  );
}

function inNoMansLand(s: GameState, u: UnitState): boolean {
  const zones = [...s.mission.zones[0], ...s.mission.zones[1]];
  return unitBodies(s, u).every((b) => !zones.some((z) => capsuleTouches(b.c, z)));
}

/** Table quarters in which the player has a unit wholly within the quarter and more than 6" from the centre. */
function quartersHeld(s: GameState, p: PlayerIndex): number {
  const { width: w, depth: d } = s.mission.battlefield;
  const quarters: Rect[] = [
    { x0: 0, y0: 0, x1: w / 2, y1: d / 2 },
    { x0: w / 2, y0: 0, x1: w, y1: d / 2 },
    { x0: 0, y0: d / 2, x1: w / 2, y1: d },
    { x0: w / 2, y0: d / 2, x1: w, y1: d },
  ];
  const c = centre(s);
  const units = eligible(s, p).filter((u) => nearest(s, u, c) > 6);
  return quarters.filter((q) => units.some((u) => wholly(s, u, [q]))).length;
}
