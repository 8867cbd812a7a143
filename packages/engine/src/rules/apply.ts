import type { DiceExpr } from '../dice/expr.js';
import { normaliseName } from '../names/normalise.js';
import { type Ask, askKey } from './asks.js';
import type { AttackBuilder, AttackContext, DefenceBuilder, DefenceContext } from './builders.js';
import type { Condition, Effect } from './effects.js';
import { effectSide } from './effects.js';
import { parseWeaponAbility, type WeaponAbility } from './weapon-abilities.js';

/**
 * The one generic handler: declarative effect rows (rules/effects.ts) applied to an attack or a
 * defence through the builders, each under its restrictions and conditions.
 */

/** What a row's conditions are checked against. */
export interface Situation {
  ranged?: boolean;
  targetKeywords?: ReadonlySet<string>;
  ownKeywords?: ReadonlySet<string>;
  weaponAbilities?: readonly { kind: string }[];
  /** The name of the weapon (or profile) making the attack. */
  weaponName?: string;
  /** The rule's holder (a Leader model) is leading a unit. */
  leading?: boolean;
  counters?: { target: Readonly<Record<string, number>>; own: Readonly<Record<string, number>> };
  /** The attack's Strength is greater than the target's Toughness. */
  strengthAboveToughness?: boolean;
  /** The Damage characteristic of the weapon making the attack, unmodified. */
  unmodifiedDamage?: DiceExpr;
  /** The answer to a question; unanswered questions are false. */
  answer(ask: Ask): boolean;
}

/** The calculator's answers: the long-standing conditions, then `conditions.asks` by key. */
export function conditionsAnswer(ctx: AttackContext): (ask: Ask) => boolean {
  const c = ctx.conditions;
  return (ask) => {
    switch (ask.kind) {
      case 'remained-stationary':
        return c.remainedStationary;
      case 'charged':
        return c.charged;
      case 'within-half-range':
        return c.withinHalfRange;
      case 'target-visible':
        return c.targetVisible;
      default:
        return c.asks?.[askKey(ask)] ?? false;
    }
  };
}

export function attackSituation(ctx: AttackContext, extra: Partial<Situation> = {}): Situation {
  return {
    ranged: ctx.ranged,
    targetKeywords: ctx.targetKeywords,
    ...(ctx.ownKeywords ? { ownKeywords: ctx.ownKeywords } : {}),
    ...(ctx.weaponAbilities ? { weaponAbilities: ctx.weaponAbilities } : {}),
    ...(ctx.weaponName !== undefined ? { weaponName: ctx.weaponName } : {}),
    ...(ctx.counters ? { counters: ctx.counters } : {}),
    ...(ctx.strength !== undefined && ctx.toughness !== undefined
      ? { strengthAboveToughness: ctx.strength > ctx.toughness }
      : {}),
    ...(ctx.weaponDamage ? { unmodifiedDamage: ctx.weaponDamage } : {}),
    answer: conditionsAnswer(ctx),
    ...extra,
  };
}

/**
 * A weapon named by a rule ("its breacher ordnance") is the weapon, or one of its profiles: the printed
 * name, case and accents aside, or the name followed by " – profile".
 */
function sameWeapon(named: string, weapon: string): boolean {
  const a = normaliseName(named);
  const b = normaliseName(weapon);
  return a === b || b.startsWith(`${a} `);
}

const ABILITY_CACHE = new Map<string, WeaponAbility>();

/** A weapon ability named in a row ("lethal hits", "sustained hits 2"), parsed once. */
export function grantedAbility(text: string): WeaponAbility {
  let a = ABILITY_CACHE.get(text);
  if (!a) {
    a = parseWeaponAbility(text);
    ABILITY_CACHE.set(text, a);
  }
  return a;
}

export function conditionHolds(c: Condition, s: Situation): boolean {
  switch (c.kind) {
    case 'target-keyword':
      return c.any.some((k) => s.targetKeywords?.has(k.toUpperCase()) ?? false);
    case 'own-keyword':
      return c.any.some((k) => s.ownKeywords?.has(k.toUpperCase()) ?? false);
    case 'weapon-ability': {
      const kind = grantedAbility(c.ability).kind;
      return s.weaponAbilities?.some((a) => a.kind === kind) ?? false;
    }
    case 'leading':
      return s.leading ?? false;
    case 'counter':
      // The game knows the counters; the calculator asks.
      return s.counters
        ? (s.counters[c.on][c.counter] ?? 0) >= c.atLeast
        : s.answer({ kind: 'counter', counter: c.counter, on: c.on, atLeast: c.atLeast });
    case 'ask':
      return s.answer(c.ask);
    case 'strength-above-toughness':
      return s.strengthAboveToughness ?? false;
    case 'weapon-name':
      return s.weaponName !== undefined && c.any.some((n) => sameWeapon(n, s.weaponName as string));
    case 'unmodified-damage': {
      const d = s.unmodifiedDamage;
      return d !== undefined && d.count === 0 && d.bonus === c.is;
    }
    case 'not':
      return !conditionHolds(c.condition, s);
    case 'any':
      return c.conditions.some((x) => conditionHolds(x, s));
  }
}

/** Whether a row applies: its attack type and every condition. */
export function rowApplies(e: Effect, s: Situation): boolean {
  if (e.type && s.ranged !== undefined && (e.type === 'ranged') !== s.ranged) return false;
  return !e.when || e.when.every((c) => conditionHolds(c, s));
}

/** Apply a weapon ability through its definition (weapon-abilities' effect table). */
export type WeaponAbilityApplier = (a: WeaponAbility, ctx: AttackContext, b: AttackBuilder) => void;

/**
 * Rows that change an attack, from a rule held by the attacking unit (`scope` own) or by the unit it
 * targets (`attacked-by`). Rows of the other side and rows that are not about attacks are skipped.
 */
export function applyAttackRows(
  rows: readonly Effect[],
  ctx: AttackContext,
  b: AttackBuilder,
  source: string,
  side: 'own' | 'attacked-by',
  s: Situation,
  ability: WeaponAbilityApplier,
): void {
  for (const e of rows) {
    // Stealth held by the target: "each time a ranged attack targets this unit, subtract 1 from the Hit roll".
    if (e.kind === 'stealth') {
      if (side === 'attacked-by' && ctx.ranged && rowApplies(e, s)) b.hitModifier(-1, source);
      continue;
    }
    if ((e.scope === 'attacked-by' ? 'attacked-by' : 'own') !== side) continue;
    if (effectSide(e) !== 'attack' || !rowApplies(e, s)) continue;
    switch (e.kind) {
      case 'roll':
        if (e.roll === 'hit') b.hitModifier(e.n, source);
        else if (e.roll === 'wound') b.woundModifier(e.n, source);
        else if (e.roll === 'attacks') b.addAttacks({ count: 0, sides: 6, bonus: e.n }, source);
        else if (e.roll === 'damage') b.addDamage({ count: 0, sides: 6, bonus: e.n }, source);
        break;
      case 'reroll':
        if (e.roll === 'hit') b.rerollHits?.(e.policy, source);
        else if (e.roll === 'wound') b.rerollWounds(e.policy, source);
        else if (e.roll === 'damage' && (e.policy === 'ones' || e.policy === 'failed'))
          b.rerollDamage?.(e.policy === 'ones' ? 'ones' : 'below-average', source);
        break;
      case 'critical':
        if (e.roll === 'hit') b.criticalHitOn?.(e.on, source);
        else b.criticalWoundOn(e.on, source);
        break;
      case 'hit-only-on':
        b.hitOnlyOn?.(e.on, source);
        break;
      case 'ignore-modifiers':
        b.ignoreModifiers?.(e.to, source);
        break;
      case 'weapon-ability':
        ability(grantedAbility(e.ability), ctx, b);
        break;
      case 'stat':
        b.stat?.(e.stat, e, source);
        break;
      default:
        break;
    }
  }
}

/** Rows that change a defending model group, from a rule its unit (or that model) holds. */
export function applyDefenceRows(
  rows: readonly Effect[],
  ctx: DefenceContext,
  b: DefenceBuilder,
  source: string,
  s: Situation,
): void {
  for (const e of rows) {
    if (effectSide(e) !== 'defence') continue;
    if (e.type && ctx.ranged !== undefined && (e.type === 'ranged') !== ctx.ranged) continue;
    if (e.when && !e.when.every((c) => conditionHolds(c, s))) continue;
    switch (e.kind) {
      case 'invulnerable':
        b.invulnerable?.(e.value, source);
        break;
      case 'feel-no-pain':
        if (e.against) b.feelNoPainAgainst?.(e.value, e.against, source);
        else b.feelNoPain(e.value, source);
        break;
      case 'damage-reduction':
        b.damageReduction?.(e.by, source);
        break;
      case 'halve-damage':
        b.halveDamage?.(source);
        break;
      case 'stealth':
        b.stealth(source);
        break;
      case 'cover':
        b.cover?.(source);
        break;
      case 'roll':
        if (e.roll === 'save') b.saveModifier?.(e.n, source);
        break;
      case 'stat':
        b.stat?.(e.stat, e, source);
        break;
      default:
        break;
    }
  }
}
