import { applyAttackRows, attackSituation } from '../apply.js';
import { applyWeaponAbility } from '../attack-effects.js';
import type { AttackBuilder, AttackContext } from '../builders.js';
import type { Effect } from '../effects.js';
import { defineRule } from '../registry.js';
import type { DamageRerollPolicy, RerollPolicy } from '../rerolls.js';

/**
 * The calculator's conditions as one built-in rule: the scenario file's `conditions` (modifiers typed
 * by hand, re-rolls, critical thresholds, and the toggles for Stealth, cover and Fire Overwatch) and
 * a weapon's own re-rolls. The toggles apply the rules they stand for (Stealth, Fire Overwatch) from
 * their definitions; the long-standing asks (Remained Stationary, half range...) are answered from
 * the same conditions (rules/apply.ts).
 */

/** A weapon's own re-rolls, on top of the conditions' ones (the scenario file's weapon fields). */
export interface WeaponRerolls {
  rerollHits?: RerollPolicy;
  rerollWounds?: RerollPolicy;
  rerollDamage?: DamageRerollPolicy;
}

/** Stealth, as the conditions' toggle applies it: ranged attacks that target the unit take -1 to hit. */
export const STEALTH_ROWS: readonly Effect[] = [
  { kind: 'roll', roll: 'hit', n: -1, type: 'ranged', scope: 'attacked-by' },
];
/** Fire Overwatch: its ranged attacks hit only on an unmodified 6. */
export const OVERWATCH_ROWS: readonly Effect[] = [{ kind: 'hit-only-on', on: 6, type: 'ranged' }];

function rows(
  rs: readonly Effect[],
  ctx: AttackContext,
  b: AttackBuilder,
  source: string,
  side: 'own' | 'attacked-by',
) {
  applyAttackRows(rs, ctx, b, source, side, attackSituation(ctx), applyWeaponAbility);
}

export const CALCULATOR_CONDITIONS = defineRule<WeaponRerolls>({
  id: 'calculator/conditions',
  name: 'Calculator conditions',
  group: 'Calculator',
  support: { calculator: 'automated', game: 'n/a', lists: 'n/a' },
  source: { kind: 'calculator' },
  attack(w, ctx, b) {
    const c = ctx.conditions;
    b.rerollWounds(c.rerollWounds, 'conditions');
    b.rerollWounds(w.rerollWounds ?? 'none', 'weapon');
    b.rerollHits?.(c.rerollHits, 'conditions');
    b.rerollHits?.(w.rerollHits ?? 'none', 'conditions');
    b.rerollDamage?.(c.rerollDamage, 'conditions');
    b.rerollDamage?.(w.rerollDamage ?? 'none', 'conditions');
    b.criticalHitOn?.(c.critHitOn, 'conditions');
    if (c.critWoundOn !== 6) b.criticalWoundOn(c.critWoundOn, 'conditions');
    if (c.attacksModifier !== 0)
      b.stat?.('A', { change: 'add', by: c.attacksModifier }, 'attacks modifier (conditions)');
    if (c.skillModifier !== 0)
      b.stat?.(ctx.ranged ? 'BS' : 'WS', { change: 'add', by: c.skillModifier }, 'BS/WS modifier (conditions)');
    if (c.hitModifier !== 0) b.hitModifier(c.hitModifier, 'hit modifier (conditions)');
    for (const m of c.hitModifiers ?? []) b.hitModifier(m.n, m.source);
    if (c.stealth) rows(STEALTH_ROWS, ctx, b, 'Stealth', 'attacked-by');
    if (c.strengthModifier !== 0)
      b.stat?.('S', { change: 'add', by: c.strengthModifier }, 'strength modifier (conditions)');
    if (c.woundModifier !== 0) b.woundModifier(c.woundModifier, 'wound modifier (conditions)');
    if (c.apModifier !== 0) b.stat?.('AP', { change: 'add', by: c.apModifier }, 'AP modifier (conditions)');
    if (c.damageModifier !== 0) b.stat?.('D', { change: 'add', by: c.damageModifier }, 'damage modifier (conditions)');
    if (c.overwatch) rows(OVERWATCH_ROWS, ctx, b, 'Fire Overwatch', 'own');
  },
});
