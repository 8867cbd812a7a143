import { offerAbilities } from '../ability-windows.js';
import { meleeChoices, validateMelee } from '../attacks/eligibility.js';
import { startAttacks } from '../attacks/sequence.js';
import type { WeaponAssignment } from '../attacks/types.js';
import type { Paths } from '../commands.js';
import type { Ctx } from '../ctx.js';
import { reject } from '../ctx.js';
import type { DecisionOption, DecisionRequest } from '../decisions.js';
import { bearerCloseIn, enhancementsAt } from '../enhancement-points.js';
import { fightsOnDeathAuto, fightsOnDeathHandle, fightsOnDeathRequest } from '../fight/fights-on-death.js';
import { CLOSE_IN_DISTANCE, canCloseIn, closeInSearch, nearEnough, validateCloseIn } from '../fight/moves.js';
import { approachPaths, shiftToward } from '../movement/approach.js';
import { askRuleOption } from '../rule-options.js';
import { enemyUnitBodies, enemyUnits, unitInEngagementRange } from '../spatial.js';
import type { Cursor, GameState, PlayerIndex, UnitState } from '../types.js';
import { other } from '../types.js';
import { closeInDistance } from '../unit-rules.js';
import { footprint, modelsOnTable, onBattlefield, unitDatasheets, unitsOf } from '../units.js';
import { openWindow } from '../windows.js';
import type { StepHandler } from './step.js';

/**
 * The Fight phase as a live loop: in each step (Fights First, then Remaining Combats) players alternate
 * selecting one eligible unit, starting with the player whose turn it is not; a player with none passes.
 * A selected unit Piles In, makes its melee attacks, then Consolidates. Stratagems change the loop as it
 * runs (Counter-offensive sets the unit that fights next).
 */
type FightCursor = Extract<Cursor, { step: 'fight' }>;

export function hasFightsFirst(state: GameState, u: UnitState): boolean {
  if (u.history.chargeBonus) return true;
  return unitDatasheets(state, u).every((ds) => ds.abilities.core.some((a) => a.kind === 'fights-first'));
}

/** Eligible to fight: within Engagement Range of an enemy unit, or made a Charge move this turn; once per phase. */
export function eligibleToFight(state: GameState, u: UnitState): boolean {
  return onBattlefield(u) && !u.history.fought && (!!u.history.charged || unitInEngagementRange(state, u.id));
}

function eligibleIn(state: GameState, p: PlayerIndex): UnitState[] {
  const first = state.flow.step === 'fights-first';
  return unitsOf(state, p).filter((u) => eligibleToFight(state, u) && (!first || hasFightsFirst(state, u)));
}

function cursorOf(state: GameState): FightCursor | null {
  const c = state.flow.cursor;
  return c?.step === 'fight' ? c : null;
}

function set(ctx: Ctx, c: FightCursor): void {
  ctx.emit({ type: 'cursor-set', cursor: c });
}

function select(ctx: Ctx, c: FightCursor, u: UnitState): void {
  ctx.emit({ type: 'fight-selected', unit: u.id, player: u.player });
  const { fightsNext: _f, ...rest } = c;
  set(ctx, { ...rest, stage: 'pile-in', unit: u.id });
  openWindow(ctx, { kind: 'selected-to-fight', unit: u.id });
  // "Each time a unit from your army is selected to fight" (Channelled Force).
  askRuleOption(ctx, u, 'selected-to-fight');
  // "Each time the bearer's unit is selected to fight, the bearer can use this Enhancement" (Piledriver; Pennant of
  // Silvered Fury): every ability of the unit whose window opens now, its Enhancements included.
  offerAbilities(ctx, 'selected-to-fight', u);
}

function fighter(state: GameState, c: FightCursor): UnitState {
  return state.units[c.unit as string] as UnitState;
}

/** The attacks a simple choice declares: every model that can fights `target`, the rest whatever they reach. */
export function meleeAt(state: GameState, u: UnitState, target: string): WeaponAssignment[] {
  const choices = meleeChoices(state, u);
  const out: WeaponAssignment[] = [];
  const models = [...new Set(choices.map((c) => c.model))];
  for (const m of models) {
    const mine = choices.filter((c) => c.model === m);
    const main = mine.find((c) => !c.extra);
    for (const c of [...(main ? [main] : []), ...mine.filter((x) => x.extra)]) {
      out.push({ model: m, weapon: c.weapon, target: c.targets.includes(target) ? target : (c.targets[0] as string) });
    }
  }
  return out;
}

/** A Pile-in or Consolidation move the engine finds for the unit (for players and bots), or null. */
export function suggestCloseIn(state: GameState, u: UnitState, kind: 'pile-in' | 'consolidate'): Paths | null {
  const enemies = enemyUnitBodies(state, u.player);
  const reach = maxCloseIn(state, u, kind);
  const validate = (p: Paths) => validateCloseIn(state, u, p, kind, reach);
  const found = approachPaths(state, u, enemies, reach, { keepInContact: true, validate });
  if (found && Object.keys(found).length) return found;
  if (kind === 'pile-in' || nearEnough(state, u, enemies, reach)) {
    const searched = closeInSearch(state, u, reach, enemies, kind, validate);
    if (searched && Object.keys(searched).length) return searched;
  }
  if (kind === 'consolidate' && state.mission.objectives.length) {
    const m = modelsOnTable(u)[0];
    if (!m?.pos) return null;
    const at = m.pos;
    const o = state.mission.objectives.reduce((a, x) =>
      Math.hypot(x.at.x - at.x, x.at.y - at.y) < Math.hypot(a.at.x - at.x, a.at.y - at.y) ? x : a,
    );
    return shiftToward(u, o.at, reach, validate);
  }
  return null;
}

/** Each model's longest Pile-in or Consolidation move: 3", or what an active rule gives (Sure of Purpose: 6"). */
export function maxCloseIn(state: GameState, u: UnitState, kind: 'pile-in' | 'consolidate'): number {
  return Math.max(closeInDistance(state, u, CLOSE_IN_DISTANCE, kind), bearerCloseIn(state, u, kind));
}

function moveOptions(state: GameState, u: UnitState, kind: 'pile-in' | 'consolidate'): DecisionOption[] {
  const name = kind === 'pile-in' ? 'Pile In' : 'Consolidate';
  const reach = maxCloseIn(state, u, kind);
  return [
    {
      kind: 'parametric',
      label: `${name} ${u.name} (${u.id}): each model up to ${reach}"`,
      action: kind,
      unit: u.id,
      schema: {
        kind: 'paths',
        unit: u.id,
        move: kind,
        maxDistance: reach,
        models: modelsOnTable(u).map((m) => ({
          id: m.id,
          from: m.pos as NonNullable<typeof m.pos>,
          footprint: footprint(state, u, m),
        })),
      },
    },
    { kind: 'choice', label: `${name}: no model moves`, action: { type: kind, unit: u.id, paths: {} } },
  ];
}

export const fightStep: StepHandler = {
  auto(ctx) {
    const s = ctx.state;
    const c = cursorOf(s);
    if (!c) {
      set(ctx, { step: 'fight', next: other(s.flow.active), stage: 'select' });
      return true;
    }
    switch (c.stage) {
      case 'select': {
        if (c.fightsNext) {
          const u = s.units[c.fightsNext] as UnitState;
          if (u && eligibleToFight(s, u)) select(ctx, c, u);
          else {
            const { fightsNext: _f, ...rest } = c;
            set(ctx, rest);
          }
          return true;
        }
        if (eligibleIn(s, c.next).length) return false;
        if (eligibleIn(s, other(c.next)).length) {
          set(ctx, { ...c, next: other(c.next) });
          return true;
        }
        return false;
      }
      case 'pile-in': {
        const u = fighter(s, c);
        if (!modelsOnTable(u).length || !enemyUnits(s, u.player).length || !canCloseIn(s, u)) {
          set(ctx, { ...c, stage: 'attacks' });
          return true;
        }
        return false;
      }
      case 'attacks': {
        if (!meleeChoices(s, fighter(s, c)).length) {
          set(ctx, { ...c, stage: 'consolidate' });
          return true;
        }
        return false;
      }
      case 'attacking': {
        if (s.attack) return false;
        // Destroyed models kept to fight after the attacking unit's attacks (High Kâhl, Necessary End).
        const kept = fightsOnDeathAuto(ctx);
        if (kept !== 'none') return kept === 'acted';
        set(ctx, { ...c, stage: 'consolidate' });
        openWindow(ctx, { kind: 'attacks-resolved', unit: fighter(s, c).id });
        // "When the bearer is selected to fight, after resolving its attacks" (Crushing Condemnation).
        enhancementsAt(ctx, 'attacks-resolved', fighter(s, c).id);
        return true;
      }
      case 'consolidate': {
        const u = fighter(s, c);
        if (!modelsOnTable(u).length || !enemyUnits(s, u.player).length || !canCloseIn(s, u)) {
          set(ctx, { ...c, stage: 'fought' });
          openWindow(ctx, { kind: 'has-fought', unit: u.id });
          return true;
        }
        return false;
      }
      case 'fought': {
        const u = fighter(s, c);
        set(ctx, {
          step: 'fight',
          next: other(u.player),
          stage: 'select',
          ...(c.fightsNext ? { fightsNext: c.fightsNext } : {}),
        });
        return true;
      }
    }
  },

  request(state): DecisionRequest | null {
    const c = cursorOf(state);
    if (!c) return null;
    if (c.stage === 'select') {
      if (c.fightsNext) return null;
      const units = eligibleIn(state, c.next);
      if (!units.length) return null;
      return {
        player: c.next,
        kind: 'fight',
        prompt: `Player ${c.next + 1}: select a unit to fight`,
        seq: state.seq,
        options: units.map((u) => ({
          kind: 'choice',
          label: `${u.name} (${u.id}) fights`,
          action: { type: 'fight', unit: u.id },
        })),
      };
    }
    if (c.stage === 'attacking') return fightsOnDeathRequest(state);
    const u = fighter(state, c);
    if (c.stage === 'pile-in' || c.stage === 'consolidate') {
      return {
        player: u.player,
        kind: c.stage,
        prompt: `${u.name}: ${c.stage === 'pile-in' ? 'Pile In' : 'Consolidate'} (up to ${maxCloseIn(state, u, c.stage)}")`,
        seq: state.seq,
        options: moveOptions(state, u, c.stage),
      };
    }
    if (c.stage === 'attacks') {
      const choices = meleeChoices(state, u);
      const targets = [...new Set(choices.flatMap((x) => x.targets))];
      return {
        player: u.player,
        kind: 'melee-attacks',
        prompt: `${u.name}: select melee weapons and targets`,
        seq: state.seq,
        options: [
          ...targets.map((t) => ({
            kind: 'choice' as const,
            label: `${u.name} fights ${state.units[t]?.name} (${t})`,
            action: { type: 'melee' as const, unit: u.id, attacks: meleeAt(state, u, t) },
          })),
          {
            kind: 'parametric',
            label: `${u.name}: choose each model's melee weapon and target`,
            action: 'melee',
            unit: u.id,
            schema: { kind: 'attacks', unit: u.id, type: 'melee', weapons: choices },
          },
        ],
      };
    }
    return null;
  },

  handle(ctx, cmd) {
    const s = ctx.state;
    const c = cursorOf(s);
    const a = cmd.action;
    if (!c) return reject('the Fight phase is not waiting for a command');
    if (c.stage === 'select') {
      if (a.type !== 'fight') return reject(`expected a unit to fight, got "${a.type}"`);
      const u = s.units[a.unit];
      if (!u || !eligibleIn(s, c.next).includes(u)) return reject(`${a.unit} cannot be selected to fight now`);
      select(ctx, c, u);
      return;
    }
    if (c.stage === 'attacking' && fightsOnDeathHandle(ctx, cmd)) return;
    const u = fighter(s, c);
    if ('unit' in a && a.unit !== u.id) return reject(`${u.id} is fighting, not ${a.unit}`);
    if (c.stage === 'pile-in' || c.stage === 'consolidate') {
      if (a.type !== c.stage) return reject(`expected ${c.stage}, got "${a.type}"`);
      validateCloseIn(s, u, a.paths, c.stage, maxCloseIn(s, u, c.stage));
      if (Object.values(a.paths).some((p) => p.length))
        ctx.emit({ type: 'models-moved', unit: u.id, paths: a.paths, move: c.stage });
      if (c.stage === 'pile-in') set(ctx, { ...c, stage: 'attacks' });
      else {
        set(ctx, { ...c, stage: 'fought' });
        openWindow(ctx, { kind: 'has-fought', unit: u.id });
      }
      return;
    }
    if (c.stage === 'attacks') {
      if (a.type !== 'melee') return reject(`expected melee attacks, got "${a.type}"`);
      const groups = validateMelee(s, u, a.attacks);
      set(ctx, { ...c, stage: 'attacking' });
      startAttacks(ctx, {
        type: 'melee',
        player: u.player,
        unit: u.id,
        attacks: a.attacks,
        groups,
        spent: [],
        overwatch: false,
      });
      return;
    }
    reject('the Fight phase is not waiting for a command');
  },
};
