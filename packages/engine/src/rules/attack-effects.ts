import { formatDice } from '../dice/expr.js';
import type { AttackBuilder, AttackContext, DefenceBuilder } from './builders.js';
import type { CoreAbility, CoreAbilityKind } from './core-abilities.js';
import type { KnownWeaponAbility, WeaponAbility } from './weapon-abilities.js';
import { formatWeaponAbility } from './weapon-abilities.js';

/**
 * What each weapon ability and each attack-relevant CORE ability does to an attack: the handlers of
 * their rule definitions (rules/core/ability-rules.ts), which the exact evaluator, the sampler and
 * the game apply through combat/resolve.ts. Keyed by the ability's `kind`; the `Record` type and a
 * test make sure every kind has an entry. The parsing, summary and support status of each ability
 * stay in weapon-abilities.ts / core-abilities.ts.
 */

export type { AttackBuilder, AttackContext, DefenceBuilder } from './builders.js';

type Effect<A> = (a: A, ctx: AttackContext, b: AttackBuilder) => void;
type Of<K extends KnownWeaponAbility['kind']> = Extract<WeaponAbility, { kind: K }>;

const nothing = (): void => {};

export const WEAPON_ABILITY_ATTACK: { [K in KnownWeaponAbility['kind']]: Effect<Of<K>> } = {
  assault: nothing,
  'rapid-fire': (a, ctx, b) => {
    if (ctx.ranged && ctx.conditions.withinHalfRange) b.addAttacks(a.x, `${formatWeaponAbility(a)}, within half range`);
  },
  'ignores-cover': (_a, _ctx, b) => b.ignoresCover('Ignores Cover'),
  'twin-linked': (_a, _ctx, b) => b.rerollWounds('failed', 'Twin-linked'),
  pistol: nothing,
  torrent: (_a, _ctx, b) => b.autoHit('Torrent'),
  'lethal-hits': (_a, _ctx, b) => b.lethalHits('Lethal Hits'),
  lance: (_a, ctx, b) => {
    if (ctx.conditions.charged) b.woundModifier(1, 'Lance, charged this turn');
  },
  'indirect-fire': (_a, ctx, b) => {
    if (ctx.ranged && !ctx.conditions.targetVisible) b.indirectUnseen('Indirect Fire, target not visible');
  },
  // "if a CHARACTER model in that unit is visible to the attacking model": none is when no model is.
  precision: (_a, ctx, b) => {
    if (ctx.conditions.targetVisible) b.precision('Precision');
    else b.note('Precision: no model of the target is visible, so its attacks are allocated as usual');
  },
  blast: (_a, ctx, b) => {
    const n = Math.floor(ctx.targetModels / 5);
    if (ctx.ranged && n > 0)
      b.addAttacks({ count: 0, sides: 6, bonus: n }, `Blast, ${ctx.targetModels} models in the target`);
  },
  melta: (a, ctx, b) => {
    if (ctx.ranged && ctx.conditions.withinHalfRange) b.addDamage(a.x, `${formatWeaponAbility(a)}, within half range`);
  },
  heavy: (_a, ctx, b) => {
    if (ctx.conditions.remainedStationary) b.hitModifier(1, 'Heavy, remained stationary');
  },
  hazardous: (_a, _ctx, b) => b.hazardous('Hazardous'),
  'devastating-wounds': (_a, _ctx, b) => b.devastatingWounds('Devastating Wounds'),
  'sustained-hits': (a, _ctx, b) => b.sustainedHits(a.x, `Sustained Hits ${formatDice(a.x)}`),
  'extra-attacks': nothing,
  anti: (a, ctx, b) => {
    if (ctx.targetKeywords.has(a.keyword)) b.criticalWoundOn(a.threshold, formatWeaponAbility(a));
  },
  'one-shot': (_a, _ctx, b) => b.note('One Shot: the weapon can be fired once per battle'),
  psychic: (_a, _ctx, b) => b.psychic('Psychic'),
};

/** Apply one weapon ability; an unknown one becomes a reminder. */
export function applyWeaponAbility(a: WeaponAbility, ctx: AttackContext, b: AttackBuilder): void {
  if (a.kind === 'unknown') {
    b.note(`unrecognised ability "${a.text}" is not applied`);
    return;
  }
  const effect = WEAPON_ABILITY_ATTACK[a.kind] as Effect<WeaponAbility>;
  effect(a, ctx, b);
}

/** CORE abilities that change an attack against the unit; the others do not touch an attack. */
export const CORE_ABILITY_DEFENCE: Partial<{
  [K in CoreAbilityKind]: (a: Extract<CoreAbility, { kind: K }>, b: DefenceBuilder) => void;
}> = {
  stealth: (_a, b) => b.stealth('Stealth'),
  'feel-no-pain': (a, b) => b.feelNoPain(a.threshold, `Feel No Pain ${a.threshold}+`),
};

export function applyCoreDefence(a: CoreAbility, b: DefenceBuilder): boolean {
  if (a.kind === 'other') return false;
  const effect = CORE_ABILITY_DEFENCE[a.kind] as ((a: CoreAbility, b: DefenceBuilder) => void) | undefined;
  if (!effect) return false;
  effect(a, b);
  return true;
}
