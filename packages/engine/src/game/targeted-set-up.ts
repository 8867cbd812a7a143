import { ruleById } from '../rules/known.js';
import { heldAbilities, usesLeft } from './ability-windows.js';
import { rangedChoices, validateShooting } from './attacks/eligibility.js';
import { startAttacks } from './attacks/sequence.js';
import type { WeaponChoice } from './attacks/targeting.js';
import type { WeaponAssignment } from './attacks/types.js';
import type { Command } from './commands.js';
import type { Ctx } from './ctx.js';
import { reject } from './ctx.js';
import type { DecisionOption, DecisionRequest } from './decisions.js';
import { askRuleTarget } from './rule-targets.js';
import type { SetUpRule } from './setup-rules.js';
import { validateSetUp } from './setup-rules.js';
import type { GameState, Interrupt, PendingShooting, UnitId, UnitState } from './types.js';
import { aliveModels, footprint, onBattlefield } from './units.js';

/**
 * Rules a unit uses when it is selected as the target of a ranged attack, removing it from the battlefield and
 * setting it back up elsewhere (Sigil of Exigence: "when the bearer's unit is selected as the target of a ranged
 * attack, you can remove the bearer's unit from the battlefield and then set it back up again anywhere on the
 * battlefield that is more than 9" horizontally away from all enemy units. If the bearer's unit is no longer an
 * eligible target, your opponent can then select new targets for any attacks that had targeted the bearer's unit.").
 *
 * A definition's `windows` row on 'targets-selected' (the opponent's turn, its phases) with the handler named here,
 * and its `set-up-anywhere` row (the distance). A unit is selected to shoot and declares its targets in one command:
 * once they are declared (before they are resolved), the target's player is asked (a `targeted-set-up` interrupt
 * holding the declared attacks): a set-up, or pass. The use is logged (`rule-used` with the holder's unit, its
 * limit read by usesLeft) and the unit is placed there (`unit-deployed`, the same unit set up again). If one or more
 * attacks that targeted it can no longer target it, the attacking player selects new targets for the attacks that
 * had targeted it: one eligible unit for all of them (each that can target it), or none (those that can still target
 * the unit keep it, the rest are not made). Then the attacks are resolved.
 */

export const TARGETED_SET_UP_HANDLER = 'set-up-away-when-targeted';

type TargetedSetUp = Extract<Interrupt, { kind: 'targeted-set-up' }>;

/** The set-up the rule allows: anywhere more than its row's inches horizontally from all enemy units. */
function setUpRule(ruleId: string): SetUpRule {
  const row = ruleById(ruleId)?.effects?.find((e) => e.kind === 'set-up-anywhere');
  if (row?.kind !== 'set-up-anywhere') throw new Error(`${ruleId}: its handler needs a set-up-anywhere row`);
  return { kind: 'deep-strike', minEnemy: row.away };
}

/** The declared attacks start (after any army rule asked just after the unit was selected to shoot). */
export function resolveShooting(ctx: Ctx, u: UnitState, shooting: PendingShooting): void {
  if (askRuleTarget(ctx, u, shooting)) return;
  if (!shooting.attacks.length) return;
  startAttacks(ctx, {
    type: 'ranged',
    player: u.player,
    unit: u.id,
    attacks: shooting.attacks,
    groups: shooting.groups,
    spent: shooting.spent,
    overwatch: false,
  });
}

/**
 * The unit has been selected to shoot and declared these attacks: ask the player of a unit they target about the
 * first rule that lets it be set up again (returns true: the attacks wait for the answer), or return false.
 */
export function askTargetedSetUp(ctx: Ctx, shooter: UnitState, shooting: PendingShooting): boolean {
  const s = ctx.state;
  for (const id of new Set(shooting.groups.map((g) => g.target))) {
    const t = s.units[id];
    if (!t || t.player === shooter.player || !onBattlefield(t)) continue;
    for (const a of heldAbilities(s, t, 'targets-selected')) {
      if (a.window.handler !== TARGETED_SET_UP_HANDLER || !usesLeft(s, t.player, a.def, a.holder)) continue;
      ctx.emit({
        type: 'interrupt-pushed',
        interrupt: {
          kind: 'targeted-set-up',
          player: t.player,
          unit: t.id,
          holder: a.holder,
          rule: a.def.id,
          name: a.def.name,
          shooter: shooter.id,
          shooting,
          stage: 'set-up',
        },
      });
      return true;
    }
  }
  return false;
}

function fitsChoice(choices: readonly WeaponChoice[], a: WeaponAssignment, target: UnitId): string | null {
  const c = choices.find((x) => x.model === a.model && x.weapon === a.weapon && x.targets.includes(target));
  if (!c) return null;
  const profiles = c.profilesAt?.[target] ?? c.profiles;
  const wanted = a.profile ?? c.profiles[0];
  return wanted && profiles.includes(wanted) ? wanted : (profiles[0] ?? null);
}

/** The attacks as the attacking player may now declare them: one list for each new target, and one for none. */
function retargetings(state: GameState, i: TargetedSetUp): { label: string; attacks: WeaponAssignment[] }[] {
  const shooter = state.units[i.shooter] as UnitState;
  const choices = rangedChoices(state, shooter);
  const kept = i.shooting.attacks.filter((a) => a.target !== i.unit);
  const moved = i.shooting.attacks.filter((a) => a.target === i.unit);
  const stay = moved.filter((a) => fitsChoice(choices, a, i.unit) !== null);
  const out = [
    { label: `${i.name}: the attacks that targeted ${i.unit} select no new target`, attacks: [...kept, ...stay] },
  ];
  const targets = new Set(choices.flatMap((c) => c.targets));
  targets.delete(i.unit);
  for (const t of targets) {
    const to = moved.flatMap((a) => {
      const profile = fitsChoice(choices, a, t);
      if (profile) return [{ ...a, target: t, ...(a.profile ? { profile } : {}) }];
      return stay.includes(a) ? [a] : [];
    });
    if (to.some((a) => a.target === t))
      out.push({
        label: `${i.name}: those attacks now target ${state.units[t]?.name ?? t} (${t})`,
        attacks: [...kept, ...to],
      });
  }
  // Only lists the game accepts (a new target may break a rule of the unit's attacks: Pistols, Big Guns).
  return out.filter((o) => {
    if (!o.attacks.length) return true;
    try {
      validateShooting(state, shooter, o.attacks);
      return true;
    } catch {
      return false;
    }
  });
}

/** Whether every attack that targeted the unit can still target it. */
function stillTargetable(state: GameState, i: TargetedSetUp): boolean {
  const shooter = state.units[i.shooter] as UnitState;
  const choices = rangedChoices(state, shooter);
  return i.shooting.attacks.every((a) => a.target !== i.unit || fitsChoice(choices, a, i.unit) !== null);
}

function resume(ctx: Ctx, i: TargetedSetUp, shooting: PendingShooting): void {
  ctx.emit({ type: 'interrupt-popped' });
  resolveShooting(ctx, ctx.state.units[i.shooter] as UnitState, shooting);
}

export const targetedSetUpInterrupt = {
  auto: (_ctx: Ctx, _i: TargetedSetUp): boolean => false,
  request(state: GameState, i: TargetedSetUp): DecisionRequest {
    const u = state.units[i.unit] as UnitState;
    if (i.stage === 'retarget') {
      return {
        player: i.player,
        kind: 'rule-choice',
        prompt: `${i.name}: ${u.name} (${u.id}) is no longer an eligible target: select new targets for the attacks that targeted it`,
        seq: state.seq,
        options: retargetings(state, i).map((o) => ({
          kind: 'choice' as const,
          label: o.label,
          action: { type: 'shoot' as const, unit: i.shooter, attacks: o.attacks },
        })),
      };
    }
    const options: DecisionOption[] = [
      {
        kind: 'parametric',
        label: `${i.name}: remove ${u.name} (${u.id}) and set it back up`,
        action: 'arrive',
        unit: u.id,
        schema: {
          kind: 'setup',
          unit: u.id,
          models: aliveModels(u).map((m) => ({ id: m.id, footprint: footprint(state, u, m) })),
          rule: setUpRule(i.rule),
        },
      },
      { kind: 'choice', label: `do not use ${i.name}`, action: { type: 'pass' } },
    ];
    return {
      player: i.player,
      kind: 'rule-choice',
      prompt: `${i.name} (${state.units[i.holder]?.name ?? i.holder}): ${u.name} was selected as a target: use it or pass`,
      seq: state.seq,
      options,
    };
  },
  handle(ctx: Ctx, cmd: Command, i: TargetedSetUp) {
    const a = cmd.action;
    if (i.stage === 'retarget') {
      if (a.type !== 'shoot' || a.unit !== i.shooter) return reject(`${i.name}: select new targets for those attacks`);
      const offered = retargetings(ctx.state, i).find((o) => JSON.stringify(o.attacks) === JSON.stringify(a.attacks));
      if (!offered) return reject(`${i.name}: choose one of the new targets it offers`);
      const shooter = ctx.state.units[i.shooter] as UnitState;
      if (!offered.attacks.length) return resume(ctx, i, { attacks: [], groups: [], spent: [] });
      const { groups, spent } = validateShooting(ctx.state, shooter, offered.attacks);
      return resume(ctx, i, { attacks: offered.attacks, groups, spent });
    }
    if (a.type === 'pass') return resume(ctx, i, i.shooting);
    if (a.type !== 'arrive' || a.unit !== i.unit) return reject(`${i.name}: set ${i.unit} back up, or pass`);
    const u = ctx.state.units[i.unit] as UnitState;
    validateSetUp(ctx.state, u, a.positions, setUpRule(i.rule));
    ctx.emit({ type: 'rule-used', player: i.player, rule: i.rule, unit: i.holder });
    ctx.emit({ type: 'unit-deployed', unit: u.id, positions: a.positions });
    if (stillTargetable(ctx.state, i)) return resume(ctx, i, i.shooting);
    const shooter = ctx.state.units[i.shooter] as UnitState;
    ctx.emit({ type: 'interrupt-updated', interrupt: { ...i, player: shooter.player, stage: 'retarget' } });
  },
};
