import { YIELD } from '../rules/factions/leagues-of-votann/army-rules.js';
import {
  ASSAILED,
  ASSAILED_FROM_EVERY_ANGLE,
  PINNED,
} from '../rules/factions/leagues-of-votann/persecution-prospect.js';
import { ruleById } from '../rules/known.js';
import type { AnyRuleDef, CounterDef } from '../rules/registry.js';
import type { AbilityHandler } from './ability-windows.js';
import type { Ctx } from './ctx.js';
import { reject } from './ctx.js';
import { addEffect } from './effects.js';
import { counterValue } from './rule-state.js';
import { setCounter } from './rule-triggers.js';
import { enemyUnits } from './spatial.js';
import type { GameState, Interrupt, UnitId, UnitState } from './types.js';
import { hasKeyword, onBattlefield } from './units.js';

/**
 * Leagues of Votann Enhancements that act at a point of the battle (their definitions' `windows` name these
 * handlers; game/ability-windows.ts asks the player through the `ability-use` interrupt and logs the use). Yield
 * points are the player's counter (rules/factions/leagues-of-votann/army-rules.ts YIELD), changed by `counter-set`.
 */

type AbilityUse = Extract<Interrupt, { kind: 'ability-use' }>;

/** The player's Yield points as a counter an Enhancement changes (logged under the Enhancement's id). */
const YIELD_COUNTER: CounterDef = { id: YIELD, name: 'Yield point', on: 'player' };

/** Add `n` (negative: spend) to the player's Yield points. */
export function changeYield(ctx: Ctx, def: AnyRuleDef, player: 0 | 1, n: number): void {
  setCounter(ctx, def, YIELD_COUNTER, player, counterValue(ctx.state, player, YIELD) + n);
}

/** Enemy units on the battlefield that one or more attacks of `u` hit this turn (it shoots once in a phase). */
function hitBy(state: GameState, u: UnitState): UnitState[] {
  return enemyUnits(state, u.player).filter((e) => onBattlefield(e) && !!e.history.hitBy?.includes(u.id));
}

/**
 * Enemy units hit by the bearer's attacks: where the bearer leads a unit, by that unit's attacks made with a weapon
 * the bearer's datasheet has (the game keeps which weapons hit, not which model fired them).
 */
function hitByBearer(state: GameState, u: UnitState, holder: UnitId): UnitState[] {
  const ds = state.datasheets[state.units[holder]?.datasheet ?? ''];
  const own = (ds?.weapons ?? []).map((w) => w.name.toLowerCase());
  const bearers = (w: string) => own.some((n) => w.toLowerCase() === n || w.toLowerCase().startsWith(`${n} `));
  return hitBy(state, u).filter((e) => (e.history.hitWith?.[u.id] ?? []).some(bearers));
}

const counterOf = (id: string): CounterDef => {
  const c = ASSAILED_FROM_EVERY_ANGLE.counters?.find((x) => x.id === id);
  if (!c) throw new Error(`Assailed From Every Angle has no counter ${id}`);
  return c;
};

const name = (state: GameState, id: UnitId) => `${state.units[id]?.name ?? id} (${id})`;

export const VOTANN_ENHANCEMENT_HANDLERS: Record<string, AbilityHandler> = {
  // Surgical Saboteur (Persecution Prospect): "In your Shooting phase, after the bearer's unit has shot, select one
  // MONSTER or VEHICLE unit hit by one or more of those attacks; until the start of your next Shooting phase, that
  // unit is pinned." The label is Assailed From Every Angle's counter (its 'labels-expire' row ends it).
  'pin-hit-unit': {
    options: (state, i) => {
      const u = state.units[i.unit];
      if (!u) return [];
      return hitBy(state, u)
        .filter((e) => hasKeyword(state, e, 'MONSTER') || hasKeyword(state, e, 'VEHICLE'))
        .map((e) => ({ label: `${i.name}: ${name(state, e.id)} is pinned`, enemy: e.id }));
    },
    apply: (ctx, i, enemy) => {
      if (!enemy) return reject(`${i.name}: select one of the units it offers`);
      setCounter(ctx, ASSAILED_FROM_EVERY_ANGLE, counterOf(PINNED), enemy, 1);
    },
  },
  // Writ of Acquisition (Persecution Prospect): "In your Shooting phase, after the bearer's unit has shot, you gain
  // 1YP for each assailed enemy unit hit by one or more of those attacks (to a maximum of 3YP)." (Guerrilla Adepts
  // labels the unit it selected before this is asked: game/phases/shooting.ts.)
  'yield-per-assailed-hit': {
    options: (state, i) => {
      const n = writYield(state, i);
      return n > 0 ? [{ label: `${i.name}: gain ${n}YP` }] : [];
    },
    apply: (ctx, i) => {
      const def = ruleById(i.rule);
      if (def) changeYield(ctx, def, i.player, writYield(ctx.state, i));
    },
  },
  // Quake Multigenerator (Hearthband): "In your Shooting phase, after the bearer has shot, select one enemy unit
  // (excluding TITANIC units) hit by one or more of those attacks. Until the start of your next turn, that enemy unit
  // is suppressed. While a unit is suppressed, each time a model in that unit makes an attack, subtract 1 from the
  // Hit roll." The suppressed unit carries the Enhancement as a `bonded` effect (its `bonded` row, the -1, reaches
  // that unit's attacks only) until the start of the bearer's player's next Command phase.
  'suppress-hit-unit': {
    options: (state, i) => {
      const u = state.units[i.unit];
      if (!u) return [];
      return hitByBearer(state, u, i.holder)
        .filter((e) => !hasKeyword(state, e, 'TITANIC'))
        .map((e) => ({ label: `${i.name}: ${name(state, e.id)} is suppressed`, enemy: e.id }));
    },
    apply: (ctx, i, enemy) => {
      if (!enemy) return reject(`${i.name}: select one of the units it offers`);
      addEffect(ctx, {
        kind: 'rule',
        player: i.player,
        unit: enemy,
        source: i.rule,
        rule: i.rule,
        bonded: true,
        until: { kind: 'next-command-phase', player: i.player },
      });
    },
  },
};

function writYield(state: GameState, i: AbilityUse): number {
  const u = state.units[i.unit];
  if (!u) return 0;
  return Math.min(3, hitBy(state, u).filter((e) => counterValue(state, e.id, ASSAILED) >= 1).length);
}
