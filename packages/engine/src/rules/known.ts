import { CORE_ABILITY_RULES, WEAPON_ABILITY_RULES } from './core/ability-rules.js';
import { CALCULATOR_CONDITIONS } from './core/calculator.js';
import { DAMAGED_BRACKET } from './core/damaged.js';
import { RESTRICTED_INVULNERABLE } from './core/profile-rules.js';
import { FACTION_RULES } from './factions/index.js';
import { allRules, registerRules, registryGeneration, ruleById, setCompiledRules } from './registry.js';

/**
 * Every rule the engine defines, registered once. Import lookups from here (not from registry.ts) so
 * the definitions are in before the first look-up.
 */
registerRules([
  ...WEAPON_ABILITY_RULES,
  ...CORE_ABILITY_RULES,
  CALCULATOR_CONDITIONS,
  RESTRICTED_INVULNERABLE,
  DAMAGED_BRACKET,
  ...FACTION_RULES,
]);

export { allRules, registryGeneration, ruleById, setCompiledRules };
