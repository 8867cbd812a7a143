import { abilityUseInterrupt } from './ability-windows.js';
import { allWeaponsAt, rangedChoices, validateShooting } from './attacks/eligibility.js';
import { startAttacks } from './attacks/sequence.js';
import { canShootAt } from './attacks/targeting.js';
import { chargeAuto, chargeHandle, chargeRequest, type SaveCharge } from './charge/machine.js';
import type { Command } from './commands.js';
import type { Ctx } from './ctx.js';
import { reject } from './ctx.js';
import type { DecisionRequest } from './decisions.js';
import { arrivalOptions, arrive } from './phases/reinforcements.js';
import { ruleChoiceInterrupt } from './rule-choices.js';
import { ruleDisembarkInterrupt } from './rule-disembark.js';
import { ruleMoveInterrupt } from './rule-moves.js';
import { ruleOptionInterrupt } from './rule-options.js';
import { ruleTargetInterrupt } from './rule-targets.js';
import { targetedSetUpInterrupt } from './targeted-set-up.js';
import type { GameState, Interrupt, UnitState } from './types.js';

/**
 * Actions Stratagems start out of sequence, run before the step continues: a unit firing Overwatch,
 * a Heroic Intervention charge, a unit arriving by Rapid Ingress.
 */
interface InterruptHandler<I extends Interrupt> {
  auto(ctx: Ctx, i: I): boolean;
  request(state: GameState, i: I): DecisionRequest | null;
  handle(ctx: Ctx, cmd: Command, i: I): void;
}

const pop = (ctx: Ctx) => ctx.emit({ type: 'interrupt-popped' });

const saveCharge: SaveCharge = (ctx, c) => {
  if (c) ctx.emit({ type: 'interrupt-updated', interrupt: { kind: 'charge', ...c } });
  else pop(ctx);
};

type Of<K extends Interrupt['kind']> = Extract<Interrupt, { kind: K }>;

/** Thronegheist Fury: "Select one ranged weapon equipped by a model in your unit": one option for each. */
function oneWeaponRequest(
  state: GameState,
  i: Of<'overwatch'>,
  u: UnitState,
  choices: ReturnType<typeof rangedChoices>,
): DecisionRequest {
  return {
    player: i.player,
    kind: 'overwatch',
    prompt: `${i.as}: one model of ${u.name} shoots ${state.units[i.target]?.name} with one weapon (only unmodified 6s hit)`,
    seq: state.seq,
    options: [
      ...allWeaponsAt(state, u, choices, i.target).map((w) => ({
        kind: 'choice' as const,
        label: `shoot ${i.target} with ${w.weapon} (${w.model})`,
        action: { type: 'shoot' as const, unit: u.id, attacks: [w] },
      })),
      { kind: 'choice', label: 'do not shoot', action: { type: 'pass' } },
    ],
  };
}

const HANDLERS: { [K in Interrupt['kind']]: InterruptHandler<Of<K>> } = {
  overwatch: {
    auto(ctx, i) {
      if (i.stage === 'attacking') {
        if (ctx.state.attack) return false;
        pop(ctx);
        return true;
      }
      const u = ctx.state.units[i.unit] as UnitState;
      if (!canShootAt(ctx.state, u, i.target)) {
        pop(ctx);
        return true;
      }
      return false;
    },
    request(state, i) {
      if (i.stage !== 'declare') return null;
      const u = state.units[i.unit] as UnitState;
      const choices = rangedChoices(state, u, i.target);
      if (i.oneWeapon) return oneWeaponRequest(state, i, u, choices);
      return {
        player: i.player,
        kind: 'overwatch',
        prompt: i.as
          ? `${i.as}: ${u.name} shoots ${state.units[i.target]?.name} as if it were your Shooting phase`
          : `Fire Overwatch: ${u.name} shoots ${state.units[i.target]?.name} (only unmodified 6s hit)`,
        seq: state.seq,
        options: [
          {
            kind: 'choice',
            label: `shoot ${i.target} with every weapon that can`,
            action: { type: 'shoot', unit: u.id, attacks: allWeaponsAt(state, u, choices, i.target) },
          },
          {
            kind: 'parametric',
            label: 'choose the weapons',
            action: 'shoot',
            unit: u.id,
            schema: { kind: 'attacks', unit: u.id, type: 'ranged', weapons: choices },
          },
          { kind: 'choice', label: 'do not shoot', action: { type: 'pass' } },
        ],
      };
    },
    handle(ctx, cmd, i) {
      const a = cmd.action;
      if (a.type === 'pass') return pop(ctx);
      if (a.type !== 'shoot' || a.unit !== i.unit)
        return reject(`${i.as ?? 'Fire Overwatch'}: expected ${i.unit} to shoot, or pass`);
      const u = ctx.state.units[i.unit] as UnitState;
      if (i.oneWeapon && new Set(a.attacks.map((x) => `${x.model}|${x.weapon}`)).size > 1)
        return reject(`${i.as}: one model shoots with one weapon`);
      const { groups, spent } = validateShooting(ctx.state, u, a.attacks, i.target);
      ctx.emit({ type: 'interrupt-updated', interrupt: { ...i, stage: 'attacking' } });
      startAttacks(ctx, {
        type: 'ranged',
        player: i.player,
        unit: u.id,
        attacks: a.attacks,
        groups,
        spent,
        overwatch: !i.as || i.oneWeapon === true,
      });
    },
  },
  charge: {
    auto: (ctx, i) => chargeAuto(ctx, i, saveCharge),
    request: (state, i) => chargeRequest(state, i),
    handle: (ctx, cmd, i) => chargeHandle(ctx, cmd, i, saveCharge),
  },
  arrive: {
    auto(ctx, i) {
      const u = ctx.state.units[i.unit] as UnitState;
      if (u.reserve) return false;
      pop(ctx);
      return true;
    },
    request(state, i) {
      const u = state.units[i.unit] as UnitState;
      return {
        player: i.player,
        kind: 'arrive',
        prompt: `Rapid Ingress: set ${u.name} up as in the Reinforcements step`,
        seq: state.seq,
        options: [...arrivalOptions(state, u), { kind: 'choice', label: 'do not set it up', action: { type: 'pass' } }],
      };
    },
    handle(ctx, cmd, i) {
      const a = cmd.action;
      if (a.type === 'pass') return pop(ctx);
      if (a.type !== 'arrive' || a.unit !== i.unit)
        return reject(`Rapid Ingress: expected ${i.unit} to arrive, or pass`);
      const u = ctx.state.units[i.unit] as UnitState;
      pop(ctx);
      arrive(ctx, u, a);
    },
  },
  'rule-choice': ruleChoiceInterrupt,
  'rule-option': ruleOptionInterrupt,
  'rule-move': ruleMoveInterrupt,
  'rule-disembark': ruleDisembarkInterrupt,
  'ability-use': abilityUseInterrupt,
  'rule-target': ruleTargetInterrupt,
  'targeted-set-up': targetedSetUpInterrupt,
};

function handler(i: Interrupt): InterruptHandler<Interrupt> {
  return HANDLERS[i.kind] as InterruptHandler<Interrupt>;
}

export function topInterrupt(state: GameState): Interrupt | undefined {
  return state.interrupts[state.interrupts.length - 1];
}

export const interruptAuto = (ctx: Ctx, i: Interrupt) => handler(i).auto(ctx, i);
export const interruptRequest = (state: GameState, i: Interrupt) => handler(i).request(state, i);
export const interruptHandle = (ctx: Ctx, cmd: Command, i: Interrupt) => handler(i).handle(ctx, cmd, i);
