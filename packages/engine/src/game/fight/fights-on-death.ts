import { meleeChoices, validateMelee } from '../attacks/eligibility.js';
import { startAttacks } from '../attacks/sequence.js';
import type { WeaponAssignment } from '../attacks/types.js';
import type { Command } from '../commands.js';
import type { Ctx } from '../ctx.js';
import { reject } from '../ctx.js';
import type { DecisionRequest } from '../decisions.js';
import type { GameState, KeptToFight, UnitState } from '../types.js';

/**
 * Destroyed models kept to fight (game/fight/kept-on-death.ts keeps them): once the attacking unit has finished
 * making its attacks (the Fight phase's `attacking` stage with no attacks left to resolve), each in turn stands
 * where it was destroyed, its player selects its melee weapons and targets, its attacks are resolved through the
 * attack sequence (or it does not fight), and it is removed from play. It makes no Pile-in or Consolidation move (it fights, it is not
 * selected to fight). One with no enemy unit within reach is removed at once.
 */

/** The unit that holds the model now (a Leader's model moves back to its own unit when the units split). */
function holderOf(state: GameState, k: KeptToFight): UnitState | undefined {
  const at = state.units[k.unit];
  if (at?.models.some((m) => m.id === k.model)) return at;
  return Object.values(state.units).find((u) => u.models.some((m) => m.id === k.model));
}

function keptNow(state: GameState): { k: KeptToFight; u: UnitState } | null {
  const k = state.fightsOnDeath?.[0];
  const u = k && holderOf(state, k);
  return k && u ? { k, u } : null;
}

/** The kept model's own melee weapons and the targets each can fight. */
function choicesOf(state: GameState, u: UnitState, k: KeptToFight) {
  return meleeChoices(state, u).filter((c) => c.model === k.model);
}

/**
 * What the kept models need now that no attacks are being resolved: 'none' (no model is kept), 'acted' (one stood
 * up or was removed) or 'waiting' (its player selects its targets).
 */
export function fightsOnDeathAuto(ctx: Ctx): 'none' | 'acted' | 'waiting' {
  const s = ctx.state;
  if (s.attack || !s.fightsOnDeath?.length) return 'none';
  const now = keptNow(s);
  if (!now) {
    const k = s.fightsOnDeath[0] as KeptToFight;
    ctx.emit({ type: 'kept-model-removed', unit: k.unit, model: k.model });
    return 'acted';
  }
  const { k, u } = now;
  if (k.fighting === 'attacks') {
    ctx.emit({ type: 'kept-model-removed', unit: u.id, model: k.model });
    return 'acted';
  }
  if (!k.fighting) {
    ctx.emit({ type: 'model-fights-on-death', unit: u.id, model: k.model, stage: 'stands' });
    return 'acted';
  }
  if (!choicesOf(s, u, k).length) {
    ctx.emit({ type: 'kept-model-removed', unit: u.id, model: k.model });
    return 'acted';
  }
  return 'waiting';
}

function ruleName(k: KeptToFight): string {
  return k.rule.split('/').pop()?.replace(/-/g, ' ') ?? k.rule;
}

/** Its player selects the kept model's melee weapons and targets (as a unit selected to fight does). */
export function fightsOnDeathRequest(state: GameState): DecisionRequest | null {
  if (state.attack) return null;
  const now = keptNow(state);
  if (!now || now.k.fighting !== 'stands') return null;
  const { k, u } = now;
  const choices = choicesOf(state, u, k);
  if (!choices.length) return null;
  const targets = [...new Set(choices.flatMap((x) => x.targets))];
  const at = (t: string): WeaponAssignment[] => {
    const main = choices.find((c) => !c.extra);
    return [...(main ? [main] : []), ...choices.filter((c) => c.extra)].map((c) => ({
      model: k.model,
      weapon: c.weapon,
      target: c.targets.includes(t) ? t : (c.targets[0] as string),
    }));
  };
  return {
    player: u.player,
    kind: 'melee-attacks',
    prompt: `${u.name}: ${k.model} was destroyed but fights before it is removed (${ruleName(k)}): select its melee weapons and targets`,
    seq: state.seq,
    options: [
      ...targets.map((t) => ({
        kind: 'choice' as const,
        label: `${k.model} (${u.name}) fights ${state.units[t]?.name} (${t}) before it is removed`,
        action: { type: 'melee' as const, unit: u.id, attacks: at(t) },
      })),
      {
        kind: 'parametric',
        label: `${k.model} (${u.name}): choose its melee weapon and target`,
        action: 'melee',
        unit: u.id,
        schema: { kind: 'attacks', unit: u.id, type: 'melee', weapons: choices },
      },
      // "The destroyed model can fight": its player may let it go.
      {
        kind: 'choice',
        label: `${k.model} (${u.name}) does not fight: it is removed`,
        action: { type: 'melee', unit: u.id, attacks: [] },
      },
    ],
  };
}

/** The kept model's attacks: only its own, validated as a unit's melee attacks are; then resolved. */
export function fightsOnDeathHandle(ctx: Ctx, cmd: Command): boolean {
  const s = ctx.state;
  const now = s.attack ? null : keptNow(s);
  if (!now || now.k.fighting !== 'stands') return false;
  const { k, u } = now;
  const a = cmd.action;
  if (a.type !== 'melee') return reject(`expected melee attacks for ${k.model}, got "${a.type}"`);
  if (a.unit !== u.id) return reject(`${k.model} of ${u.id} fights before it is removed, not ${a.unit}`);
  const attacks = Array.isArray(a.attacks) ? a.attacks : [];
  if (!attacks.length) {
    ctx.emit({ type: 'kept-model-removed', unit: u.id, model: k.model });
    return true;
  }
  if (attacks.some((x) => x.model !== k.model))
    return reject(`only ${k.model} fights now (it was destroyed and fights before it is removed)`);
  const groups = validateMelee(s, u, attacks);
  ctx.emit({ type: 'model-fights-on-death', unit: u.id, model: k.model, stage: 'attacks' });
  startAttacks(ctx, { type: 'melee', player: u.player, unit: u.id, attacks, groups, spent: [], overwatch: false });
  return true;
}
