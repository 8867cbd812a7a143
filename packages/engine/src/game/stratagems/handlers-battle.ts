import { ruleById } from '../../rules/known.js';
import { canShootAt } from '../attacks/targeting.js';
import { battleShockTest } from '../battle-shock.js';
import { chargeReason } from '../charge/eligibility.js';
import { reject } from '../ctx.js';
import { mortalWounds } from '../damage.js';
import { rollLogged } from '../dice-log.js';
import { addEffect } from '../effects.js';
import { overwatchDenied } from '../enhancement-points.js';
import { engaged } from '../geometry/rules.js';
import { FIRST_ARRIVAL_ROUND } from '../reserves.js';
import { bodyOf, enemyUnits, unitBodies, unitsEngaged, unitsWithin } from '../spatial.js';
import type { GameState, PlayerIndex, UnitId, UnitState, WindowState } from '../types.js';
import { hasKeyword, modelHasKeyword, modelsOnTable, onBattlefield, profileOf, unitsOf } from '../units.js';
import { canSpend } from './spend.js';
import type { StratagemHandler } from './types.js';

/**
 * The Shooting, Charge and Fight phase Stratagems the engine automates: Fire Overwatch, Go to Ground,
 * Smokescreen, Heroic Intervention, Counter-offensive, Epic Challenge, Tank Shock, Rapid Ingress.
 */

const windowUnit = (state: GameState, w: WindowState): UnitState | undefined =>
  w.unit ? state.units[w.unit] : undefined;

/** The unit the window is about is on the battlefield. */
function enemyOnTable(state: GameState, w: WindowState): boolean {
  const e = windowUnit(state, w);
  return !!e && onBattlefield(e);
}

/**
 * Your units on the battlefield within `within` inches of the window's (enemy) unit that pass `ok`, one at
 * a time (asking whether there is any stops at the first).
 */
function* ownUnitsNear(
  state: GameState,
  player: PlayerIndex,
  w: WindowState,
  within: number,
  ok: (u: UnitState, enemy: UnitState) => boolean,
): Generator<UnitId> {
  const e = windowUnit(state, w);
  if (!e) return;
  for (const u of unitsOf(state, player))
    if (onBattlefield(u) && unitsWithin(state, u, e, within) && ok(u, e)) yield u.id;
}

function onePhaseEffect(
  ctx: Parameters<StratagemHandler['apply']>[0],
  player: PlayerIndex,
  unit: UnitId,
  source: string,
  grants: NonNullable<Parameters<typeof addEffect>[1]['grants']>,
) {
  addEffect(ctx, { kind: 'stratagem', player, unit, source, until: { kind: 'end-of-phase' }, grants });
}

/** The window's enemy unit shoots back: `unit` of yours shoots it "as if it were your Shooting phase". */
function shootBack(
  ctx: Parameters<StratagemHandler['apply']>[0],
  player: PlayerIndex,
  { target, window, def }: Parameters<StratagemHandler['apply']>[2],
) {
  if (!target || !window.unit) return reject(`${def?.name ?? 'the Stratagem'} needs your unit and the enemy unit`);
  ctx.emit({
    type: 'interrupt-pushed',
    interrupt: { kind: 'overwatch', player, unit: target, target: window.unit, stage: 'declare', as: def?.name ?? '' },
  });
}

/** The Stratagem's row forcing Battle-shock tests on enemy units within some distance of its unit. */
function forcedTestRow(def: { rule?: string } | undefined): { inches: number; modifier: number } | undefined {
  for (const r of (def?.rule ? ruleById(def.rule)?.effects : undefined) ?? [])
    if (r.kind === 'battle-shock-test' && r.on === 'within' && r.inches !== undefined && !r.ifBelowHalf)
      return { inches: r.inches, modifier: r.modifier ?? 0 };
  return undefined;
}

export const BATTLE_HANDLERS = {
  // Argent Wrath: "Each enemy unit within 3" of your unit must take a Battle-shock test, subtracting 1 from that test."
  // The distance and the modifier are its definition's battle-shock-test row.
  'battle-shock-nearby': {
    usable: (state, _player, w, def) => {
      const u = windowUnit(state, w);
      const row = forcedTestRow(def);
      return (
        !!u &&
        !!row &&
        enemyUnits(state, u.player).some((e) => onBattlefield(e) && unitsWithin(state, u, e, row.inches))
      );
    },
    apply: (ctx, _player, { target, def }) => {
      const u = target ? ctx.state.units[target] : undefined;
      const row = forcedTestRow(def);
      if (!u || !row) return reject(`${def?.name ?? 'the Stratagem'} needs your unit`);
      for (const e of enemyUnits(ctx.state, u.player))
        if (onBattlefield(e) && unitsWithin(ctx.state, u, e, row.inches)) battleShockTest(ctx, e, row.modifier);
    },
  },
  // Reactive Reprisal: "One unit from your army that was selected as the target of one or more of the attacking unit's
  // attacks" shoots it, "and can only do so if that enemy unit is an eligible target".
  'shoot-back': {
    usable: (state, _player, w) => enemyOnTable(state, w),
    *targets(state, player, w) {
      const e = windowUnit(state, w);
      for (const id of e?.history.targeted ?? []) {
        const u = state.units[id];
        if (u && u.player === player && onBattlefield(u) && canShootAt(state, u, e?.id as UnitId)) yield id;
      }
    },
    apply: shootBack,
  },
  // Vengeance Flare: "Select one friendly KAPRICUS or SAGITAUR unit within 6" of your INFANTRY unit. If you spent YP
  // during this use of this Stratagem, you can select one friendly HEKATON LAND FORTRESS unit ... instead." Its
  // target spec (near-hit-unit) gives the units; a unit of the `ifSpent` keywords only spending, the others not.
  'shoot-back-near': {
    usable: (state, _player, w) => enemyOnTable(state, w),
    options: (state, player, w, target, def) => {
      const u = target ? state.units[target] : undefined;
      const spec = def.target;
      if (!u || !w.unit || spec.kind !== 'near-hit-unit' || !canShootAt(state, u, w.unit)) return [];
      if (spec.any.some((k) => hasKeyword(state, u, k))) return [{ spend: false }];
      return canSpend(state, player, def) ? [{ spend: true }] : [];
    },
    apply: shootBack,
  },
  'fire-overwatch': {
    // "enemy units cannot use the Fire Overwatch Stratagem to shoot at the bearer's unit" (Blinding Aura).
    usable: (state, _player, w) => enemyOnTable(state, w) && !overwatchDenied(state, w.unit),
    targets: (state, player, w) =>
      ownUnitsNear(state, player, w, 24, (u, e) => !hasKeyword(state, u, 'TITANIC') && canShootAt(state, u, e.id)),
    apply: (ctx, player, { target, window }) => {
      if (!target || !window.unit) return reject('Fire Overwatch needs your unit and the enemy unit');
      ctx.emit({
        type: 'interrupt-pushed',
        interrupt: { kind: 'overwatch', player, unit: target, target: window.unit, stage: 'declare' },
      });
    },
  },
  'go-to-ground': {
    usable: (state, _p, w) => state.attack?.unit === w.unit,
    apply: (ctx, player, { target }) => {
      if (!target) return reject('Go to Ground needs a unit');
      onePhaseEffect(ctx, player, target, 'core/go-to-ground', [{ kind: 'invulnerable', value: 6 }, { kind: 'cover' }]);
    },
  },
  smokescreen: {
    usable: (state, _p, w) => state.attack?.unit === w.unit,
    apply: (ctx, player, { target }) => {
      if (!target) return reject('Smokescreen needs a unit');
      onePhaseEffect(ctx, player, target, 'core/smokescreen', [{ kind: 'cover' }, { kind: 'stealth' }]);
    },
  },
  'heroic-intervention': {
    usable: (state, _p, w) => enemyOnTable(state, w),
    targets: (state, player, w) =>
      ownUnitsNear(
        state,
        player,
        w,
        6,
        (u) => !chargeReason(state, u) && (!hasKeyword(state, u, 'VEHICLE') || hasKeyword(state, u, 'WALKER')),
      ),
    apply: (ctx, player, { target, window }) => {
      if (!target || !window.unit) return reject('Heroic Intervention needs your unit and the charging unit');
      ctx.emit({ type: 'charge-declared', unit: target, targets: [window.unit] });
      ctx.emit({
        type: 'interrupt-pushed',
        interrupt: { kind: 'charge', player, unit: target, targets: [window.unit], stage: 'declared', bonus: false },
      });
    },
  },
  'counter-offensive': {
    usable: (state) => state.flow.cursor?.step === 'fight' && state.flow.cursor.stage === 'fought',
    targets: (state, player) =>
      unitsOf(state, player)
        .filter(
          (u) =>
            onBattlefield(u) && !u.history.fought && enemyUnits(state, player).some((e) => unitsEngaged(state, u, e)),
        )
        .map((u) => u.id),
    apply: (ctx, _player, { target }) => {
      const c = ctx.state.flow.cursor;
      if (!target || c?.step !== 'fight')
        return reject('Counter-offensive is used just after an enemy unit has fought');
      ctx.emit({ type: 'cursor-set', cursor: { ...c, fightsNext: target } });
    },
  },
  'epic-challenge': {
    usable: (state, player, w) => {
      const u = windowUnit(state, w);
      return !!u && enemyUnits(state, player).some((e) => !!e.leaders?.length && unitsEngaged(state, u, e));
    },
    options: (state, _p, _w, target) => {
      const u = target ? state.units[target] : undefined;
      return u
        ? modelsOnTable(u)
            .filter((m) => modelHasKeyword(state, u, m, 'CHARACTER'))
            .map((m) => ({ model: m.id }))
        : [];
    },
    apply: (ctx, player, { target, model }) => {
      if (!target || !model) return reject('Epic Challenge needs a CHARACTER model of the unit');
      onePhaseEffect(ctx, player, target, 'core/epic-challenge', [
        { kind: 'weapon-ability', ability: 'precision', type: 'melee', model },
      ]);
    },
  },
  'tank-shock': {
    usable: (state, _p, w) => !!windowUnit(state, w),
    options: (state, player, _w, target) => {
      const u = target ? state.units[target] : undefined;
      if (!u) return [];
      const out: { enemy: UnitId; model: string }[] = [];
      for (const e of enemyUnits(state, player)) {
        const enemies = unitBodies(state, e);
        for (const m of modelsOnTable(u)) {
          if (!modelHasKeyword(state, u, m, 'VEHICLE')) continue;
          if (enemies.some((b) => engaged(bodyOf(state, u, m), b))) out.push({ enemy: e.id, model: m.id });
        }
      }
      return out;
    },
    apply: (ctx, player, { target, model, enemy }) => {
      const u = target ? ctx.state.units[target] : undefined;
      const m = u?.models.find((x) => x.id === model);
      if (!u || !m || !enemy)
        return reject('Tank Shock needs a VEHICLE model and an enemy unit within its Engagement Range');
      const t = profileOf(ctx.state, u, m).toughness ?? 0;
      const faces = rollLogged(ctx, 'tank-shock', player, u.id, t, { models: [m.id] });
      mortalWounds(ctx, enemy, Math.min(6, faces.filter((f) => f >= 5).length), 'Tank Shock');
    },
  },
  'rapid-ingress': {
    usable: (state) => state.flow.round >= FIRST_ARRIVAL_ROUND,
    apply: (ctx, player, { target }) => {
      if (!target) return reject('Rapid Ingress needs a unit in Reserves');
      ctx.emit({ type: 'interrupt-pushed', interrupt: { kind: 'arrive', player, unit: target } });
    },
  },
} satisfies Record<string, StratagemHandler>;
