import type { Effect } from '../effects.js';
import { defineRule } from '../registry.js';

/**
 * Rules printed in a model profile rather than as abilities: an invulnerable save restricted to one
 * attack type ("5+ invulnerable save, against ranged attacks only", the Knight datasheets). The
 * restriction is typed when the data is imported (`ModelProfile.invulnerableAgainst`); this one
 * definition applies it in the calculator and the game.
 */
export const RESTRICTED_INVULNERABLE = defineRule({
  id: 'profile/invulnerable-restricted',
  name: 'Invulnerable save against one attack type only',
  group: 'Core rule',
  support: { calculator: 'automated', game: 'automated', lists: 'n/a' },
  source: { kind: 'core', section: 'Invulnerable Saves' },
});

/** The rows of a profile's restricted invulnerable save: its holders, attacks of that type only. */
export function restrictedInvulnerableRows(value: number, against: 'ranged' | 'melee'): Effect[] {
  return [{ kind: 'invulnerable', value, type: against, scope: 'holder' }];
}
