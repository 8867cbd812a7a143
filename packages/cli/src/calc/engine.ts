/**
 * The engine modules a quick `cogitator calc` needs, imported one by one rather than through the
 * engine's index, so the command starts without loading the game, the data model or zod (the
 * scenario file and catalogue paths import what they need when they are taken).
 */
export { type BoundedResult, computeCombat } from '@cogitator/engine/combat/bounded';
export type { CombatResult, Dist, ModelsDist } from '@cogitator/engine/combat/evaluate';
export type { WeaponParams } from '@cogitator/engine/combat/params';
export { parseQuickUnit } from '@cogitator/engine/combat/quick';
export { resolveCombat } from '@cogitator/engine/combat/resolve';
export { weaponModifiers, weaponNeeds } from '@cogitator/engine/combat/summary';
export {
  type CombatInput,
  type Conditions,
  DAMAGE_REROLL_POLICIES,
  DEFAULT_CONDITIONS,
  REROLL_POLICIES,
  SAVE_REROLL_POLICIES,
  type WeaponInput,
} from '@cogitator/engine/combat/types';
export { formatDice, parseDice } from '@cogitator/engine/dice/expr';
export { InputError } from '@cogitator/engine/errors';
export { formatWeaponAbilities, parseWeaponAbilities } from '@cogitator/engine/rules/weapon-abilities';
