import { ruleById } from '../rules/known.js';
import type { AbilityHandler, AbilityUse } from './ability-windows.js';
import { battleShockTest } from './battle-shock.js';
import type { Ctx } from './ctx.js';
import { reject } from './ctx.js';
import { mortalWounds } from './damage.js';
import { logRoll } from './dice-log.js';
import { addEffect } from './effects.js';
import { enemiesNearBearer } from './enhancement-uses.js';
import { engagedEnemies } from './spatial.js';
import type { GameState, UnitState } from './types.js';
import { isDestroyed, onBattlefield } from './units.js';

/**
 * The Questoris Companions' Enhancements (rules/factions/imperial-knights/enhancements.ts), used at a point of the
 * battle through the ability-use interrupt (game/ability-windows.ts: it asks, logs the use and, Valour's Reward,
 * expends the Enhancement). Their numbers are their definitions' rows.
 */

const def = (i: AbilityUse) => ruleById(i.rule);
const bearerOf = (state: GameState, i: AbilityUse): UnitState | undefined =>
  state.units[i.holder] ?? state.units[i.unit];
const nameOf = (u: UnitState) => `${u.name} (${u.id})`;

function rowOf<K extends 'battle-shock-test' | 'mortal-wounds-roll'>(i: AbilityUse, kind: K) {
  const r = def(i)?.effects?.find((e) => e.kind === kind);
  return r?.kind === kind ? (r as Extract<typeof r, { kind: K }>) : undefined;
}

/** "if one or more enemy units were destroyed by those attacks": a unit its attacks just targeted is destroyed. */
function destroyedByItsAttacks(state: GameState, u: UnitState): boolean {
  return (u.history.targeted ?? []).some((id) => {
    const e = state.units[id];
    return !!e && e.player !== u.player && isDestroyed(e);
  });
}

export const KNIGHT_ENHANCEMENT_HANDLERS: Record<string, AbilityHandler> = {
  // Herald of Triumph: "then each enemy unit within Engagement Range of the bearer must take a Battle-shock test,
  // subtracting 1 from the result."
  'battle-shock-engaged': {
    options: (state, i) => {
      const b = bearerOf(state, i);
      if (!b || !rowOf(i, 'battle-shock-test') || !engagedEnemies(state, b).length) return [];
      return [
        { label: `${i.name}: each enemy unit within Engagement Range of ${nameOf(b)} takes a Battle-shock test` },
      ];
    },
    apply: (ctx, i) => {
      const b = bearerOf(ctx.state, i);
      const row = rowOf(i, 'battle-shock-test');
      if (!b || !row) return reject(`${i.name}: the bearer cannot use it now`);
      for (const e of engagedEnemies(ctx.state, b)) {
        const now = ctx.state.units[e.id];
        if (now && onBattlefield(now)) battleShockTest(ctx, now, row.modifier ?? 0);
      }
    },
  },
  // Pennant of Silvered Fury: "If it does ... until the end of the phase": the use answers the definition's declared
  // questions, an active effect on the bearer's unit until the end of the phase.
  'use-for-phase': {
    options: (_state, i) => [{ label: `${i.name}: use it (until the end of the phase)` }],
    apply: (ctx, i) => useForPhase(ctx, i),
  },
  // Crushing Condemnation: "select one enemy unit ... within 12" of and visible to the bearer. Roll six D6: for each
  // 4+, that enemy unit suffers 1 mortal wound."
  'six-dice-mortal-wounds': {
    options: (state, i) => {
      const b = bearerOf(state, i);
      const row = rowOf(i, 'mortal-wounds-roll');
      const u = state.units[i.unit];
      if (!b || !u || !row || !destroyedByItsAttacks(state, u)) return [];
      return enemiesNearBearer(state, b, row.within ?? Number.POSITIVE_INFINITY).map((e) => ({
        label: `${i.name}: roll ${row.dice ?? 1} D6 for ${nameOf(e)}, 1 mortal wound for each ${row.on}+`,
        enemy: e.id,
      }));
    },
    apply: (ctx, i, enemy) => {
      const row = rowOf(i, 'mortal-wounds-roll');
      const e = enemy ? ctx.state.units[enemy] : undefined;
      if (!row || !e) return reject(`${i.name}: select one of the enemy units it offers`);
      const faces = ctx.dice(row.dice ?? 1);
      logRoll(ctx, 'mortal-wounds', i.player, e.id, faces);
      const n = faces.filter((f) => f >= row.on).length * row.amount.bonus;
      mortalWounds(ctx, e.id, n, i.name);
    },
  },
};

function useForPhase(ctx: Ctx, i: AbilityUse): void {
  const d = def(i);
  if (!d) {
    reject(`${i.name}: no definition`);
    return;
  }
  const answers: Record<string, boolean> = {};
  for (const q of d.asks ?? []) if (q.kind === 'declared') answers[q.id] = true;
  addEffect(ctx, {
    kind: 'ability',
    player: i.player,
    unit: i.unit,
    source: d.id,
    rule: d.id,
    answers,
    until: { kind: 'end-of-phase' },
  });
}
