import {
  abilityOptions,
  offerAbilities,
  selectedToShootAbilities,
  unitAboutToShoot,
  useSelectedToShoot,
} from '../ability-windows.js';
import { allWeaponsAt, rangedChoices, validateShooting } from '../attacks/eligibility.js';
import { startAttacks } from '../attacks/sequence.js';
import { reject } from '../ctx.js';
import type { DecisionOption, DecisionRequest } from '../decisions.js';
import { afterRuleTargets, askRuleTarget } from '../rule-targets.js';
import { afterStratagemTargets } from '../stratagems/deferred.js';
import { askTargetedSetUp } from '../targeted-set-up.js';
import type { GameState, UnitState } from '../types.js';
import { onBattlefield, unitsOf } from '../units.js';
import { openWindow } from '../windows.js';
import type { StepHandler } from './step.js';

/**
 * Shooting phase: the player whose turn it is selects eligible units one at a time; each declares its
 * weapons' targets and its attacks are resolved (attacks/sequence.ts). "Shoot everything that can at X"
 * is offered per target; any split of weapons is a parametric answer.
 */
function shooters(state: GameState): UnitState[] {
  return unitsOf(state, state.flow.active).filter((u) => onBattlefield(u) && !state.flow.done.includes(u.id));
}

/** Options per unit, remembered while its weapon choices are unchanged (rangedChoices returns the same list). */
const optionCache = new WeakMap<object, DecisionOption[]>();

export function shootingOptions(state: GameState, u: UnitState): DecisionOption[] {
  const choices = rangedChoices(state, u);
  if (!choices.length) return [];
  const hit = optionCache.get(choices);
  if (hit && hit[0]?.kind === 'choice' && hit[0].action.type === 'shoot' && hit[0].action.unit === u.id) return hit;
  const out = buildOptions(state, u, choices);
  optionCache.set(choices, out);
  return out;
}

function buildOptions(state: GameState, u: UnitState, choices: ReturnType<typeof rangedChoices>): DecisionOption[] {
  const targets = [...new Set(choices.flatMap((c) => c.targets))];
  const out: DecisionOption[] = targets.map((t) => {
    const attacks = allWeaponsAt(state, u, choices, t);
    return {
      kind: 'choice',
      label: `${u.name} (${u.id}) shoots ${state.units[t]?.name} (${t}) with ${attacks.length} weapon(s)`,
      action: { type: 'shoot', unit: u.id, attacks },
    };
  });
  out.push({
    kind: 'parametric',
    label: `${u.name} (${u.id}) shoots: choose each weapon's target`,
    action: 'shoot',
    unit: u.id,
    schema: { kind: 'attacks', unit: u.id, type: 'ranged', weapons: choices },
  });
  return out;
}

export const shootingStep: StepHandler = {
  auto(ctx) {
    const c = ctx.state.flow.cursor;
    if (c?.step === 'shooting' && !ctx.state.attack) {
      ctx.emit({ type: 'cursor-set', cursor: null });
      afterRuleTargets(ctx, c.unit);
      afterStratagemTargets(ctx, c.unit);
      const u = ctx.state.units[c.unit];
      if (u) offerAbilities(ctx, 'has-shot', u);
      openWindow(ctx, { kind: 'has-shot', unit: c.unit });
      openWindow(ctx, { kind: 'attacks-resolved', unit: c.unit });
      return true;
    }
    return false;
  },

  request(state): DecisionRequest | null {
    if (state.flow.cursor) return null;
    const p = state.flow.active;
    // A unit that used an ability "when this unit is selected to shoot" is the one selected now.
    const about = unitAboutToShoot(state);
    const units = shooters(state).filter((u) => !about || u.id === about);
    const options = units.flatMap((u) => shootingOptions(state, u));
    if (!options.length) return null;
    if (about) return { player: p, kind: 'shoot', prompt: `Player ${p + 1}: ${about} shoots`, seq: state.seq, options };
    for (const u of units)
      if (shootingOptions(state, u).length)
        for (const a of selectedToShootAbilities(state, u)) options.push(...abilityOptions(state, u, a));
    options.push({
      kind: 'choice',
      label: 'end the Shooting phase (no more units shoot)',
      action: { type: 'end-shooting' },
    });
    return { player: p, kind: 'shoot', prompt: `Player ${p + 1}: select a unit to shoot`, seq: state.seq, options };
  },

  handle(ctx, cmd) {
    const s = ctx.state;
    const a = cmd.action;
    if (a.type === 'end-shooting') {
      for (const u of shooters(s)) ctx.emit({ type: 'unit-done', unit: u.id });
      return;
    }
    if (a.type === 'use-ability') {
      const u = s.units[a.unit];
      if (!u || u.player !== cmd.player || !shooters(s).includes(u) || unitAboutToShoot(s))
        return reject(`${a.unit} cannot use an ability now`);
      return useSelectedToShoot(ctx, u, a.rule, a.choice);
    }
    if (a.type !== 'shoot') return reject(`"${a.type}" is not a Shooting phase command`);
    const about = unitAboutToShoot(s);
    if (about && a.unit !== about) return reject(`${about} used an ability when selected to shoot: it shoots now`);
    const u = s.units[a.unit];
    if (!u || u.player !== cmd.player || u.attachedTo)
      return reject(`player ${cmd.player + 1} has no unit "${a.unit}"`);
    if (!shooters(s).includes(u)) return reject(`${u.name} (${u.id}) was already selected to shoot this phase`);
    const { groups, spent, deckUnits } = validateShooting(s, u, a.attacks);
    ctx.emit({ type: 'unit-done', unit: u.id });
    for (const d of deckUnits) ctx.emit({ type: 'history-set', unit: d, history: { firingDeck: true } });
    ctx.emit({ type: 'cursor-set', cursor: { step: 'shooting', stage: 'attacking', unit: u.id } });
    // "Just after this unit is selected to shoot" (Guerrilla Adepts): the attacks wait for the player's answer.
    // "When the bearer's unit is selected as the target of a ranged attack" (Sigil of Exigence): asked first.
    if (askTargetedSetUp(ctx, u, { attacks: a.attacks, groups, spent })) return;
    if (askRuleTarget(ctx, u, { attacks: a.attacks, groups, spent })) return;
    startAttacks(ctx, {
      type: 'ranged',
      player: u.player,
      unit: u.id,
      attacks: a.attacks,
      groups,
      spent,
      overwatch: false,
    });
  },
};
