/**
 * How a roll is re-rolled. `ones`: an unmodified 1. `failed`: a roll that fails. `non-critical`:
 * every roll that is not a Critical Hit/Wound (fishing for criticals, successes included).
 * `single`: one failed roll among all of this weapon's rolls of that kind (a Command Re-roll).
 */
export type RerollPolicy = 'none' | 'ones' | 'failed' | 'non-critical' | 'single';
export const REROLL_POLICIES: readonly RerollPolicy[] = ['none', 'ones', 'failed', 'non-critical', 'single'];

/** Saving throws are re-rolled by the defender: a 1, or any failed save. */
export type SaveRerollPolicy = 'none' | 'ones' | 'failed';
export const SAVE_REROLL_POLICIES: readonly SaveRerollPolicy[] = ['none', 'ones', 'failed'];

/**
 * A Damage roll is re-rolled (all its dice) when it is the lowest possible (`ones`) or below the
 * dice's average (`below-average`, e.g. 1-3 on a D6, 1 on a D3).
 */
export type DamageRerollPolicy = 'none' | 'ones' | 'below-average';
export const DAMAGE_REROLL_POLICIES: readonly DamageRerollPolicy[] = ['none', 'ones', 'below-average'];
