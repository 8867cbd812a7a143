import { YIELD } from '../rules/factions/leagues-of-votann/army-rules.js';
import {
  ASSAILED,
  ASSAILED_FROM_EVERY_ANGLE,
  PINNED,
} from '../rules/factions/leagues-of-votann/persecution-prospect.js';
import { ruleById } from '../rules/known.js';
import type { AnyRuleDef, CounterDef } from '../rules/registry.js';
import type { AbilityHandler } from './ability-windows.js';
import { gainCp } from './cp.js';
import type { Ctx } from './ctx.js';
import { reject } from './ctx.js';
import { addEffect } from './effects.js';
import { pointInRect } from './geometry/battlefield.js';
import { inObjectiveRange } from './geometry/rules.js';
import { counterValue } from './rule-state.js';
import { setCounter } from './rule-triggers.js';
import { enemyUnits, modelGapToUnit, unitBodies } from './spatial.js';
import type { GameState, Interrupt, ModelState, UnitId, UnitState } from './types.js';
import { aliveModels, datasheetOf, hasKeyword, modelKeywords, onBattlefield, unitsOf } from './units.js';

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

/**
 * Tactical Alchemy: "the bearer's unit is within range of one or more objective markers you control that are not
 * within your deployment zone".
 */
function onFarObjective(state: GameState, u: UnitState): boolean {
  const zones = state.mission.zones[u.player];
  return state.mission.objectives.some(
    (o, n) =>
      state.control[n] === u.player &&
      !zones.some((z) => pointInRect(o.at, z)) &&
      unitBodies(state, u).some((b) => inObjectiveRange(b, o.at)),
  );
}

/**
 * Grimnyr's Regard (2025): the GRIMNYR model of the holder's datasheet in the window's unit (an attached Leader's
 * models are its Bodyguard unit's), its CHARACTER model where no model says GRIMNYR.
 */
function grimnyrModels(state: GameState, i: AbilityUse): { unit: UnitState; models: ModelState[] } | undefined {
  const unit = state.units[i.unit];
  const ds = state.units[i.holder]?.datasheet;
  if (!unit || !ds) return undefined;
  const own = aliveModels(unit).filter((m) => datasheetOf(state, unit, m).id === ds);
  const named = own.filter((m) => modelKeywords(state, unit, m).includes('GRIMNYR'));
  return {
    unit,
    models: named.length ? named : own.filter((m) => modelKeywords(state, unit, m).includes('CHARACTER')),
  };
}

const battleShocked = (state: GameState, id: UnitId) =>
  state.effects.some((e) => e.kind === 'battle-shocked' && e.unit === id);

export const VOTANN_PHASE_HANDLERS: Record<string, AbilityHandler> = {
  // Tactical Alchemy (Brandfast Oathband): "In your Command phase, if the bearer's unit is within range of one or
  // more objective markers you control that are not within your deployment zone, you can spend 1YP. If you do, roll
  // one D6: on a 4+, you gain 1CP." (Asked at the start of the Command phase; the CP is capped as any other gain.)
  'spend-yp-for-cp': {
    options: (state, i) => {
      const u = state.units[i.unit];
      if (!u || counterValue(state, i.player, YIELD) < 1 || !onFarObjective(state, u)) return [];
      return [{ label: `${i.name}: spend 1YP and roll one D6 (4+: gain 1CP)` }];
    },
    apply: (ctx, i) => {
      const def = ruleById(i.rule);
      if (!def) return;
      changeYield(ctx, def, i.player, -1);
      const faces = ctx.dice(1);
      ctx.emit({ type: 'dice-rolled', id: ctx.newId(), kind: 'rule', player: i.player, unit: i.unit, faces });
      if ((faces[0] ?? 0) >= 4) gainCp(ctx, i.player, 1, def.name);
    },
  },
  // Grimnyr's Regard (2025): "Once per battle, at the start of any phase, you can select one friendly LEAGUES OF
  // VOTANN unit that is Battle-shocked and within 12" of this unit's GRIMNYR model. That unit is no longer
  // Battle-shocked."
  'no-longer-battle-shocked-within-12': {
    options: (state, i) => {
      const g = grimnyrModels(state, i);
      if (!g) return [];
      return unitsOf(state, i.player)
        .filter(
          (f) =>
            onBattlefield(f) &&
            !f.attachedTo &&
            battleShocked(state, f.id) &&
            hasKeyword(state, f, 'LEAGUES OF VOTANN') &&
            g.models.some((m) => modelGapToUnit(state, g.unit, m, f) <= 12),
        )
        .map((f) => ({ label: `${i.name}: ${name(state, f.id)} is no longer Battle-shocked`, enemy: f.id }));
    },
    apply: (ctx, i, unit) => {
      for (const e of ctx.state.effects)
        if (e.kind === 'battle-shocked' && e.unit === unit)
          ctx.emit({ type: 'effect-ended', id: e.id, reason: i.name });
    },
  },
};

function writYield(state: GameState, i: AbilityUse): number {
  const u = state.units[i.unit];
  if (!u) return 0;
  return Math.min(3, hitBy(state, u).filter((e) => counterValue(state, e.id, ASSAILED) >= 1).length);
}
