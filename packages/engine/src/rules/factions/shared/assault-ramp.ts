import type { AnyRuleDef } from '../../registry.js';
import { type RuleSpec, ruleKit } from '../kit.js';

/**
 * Assault Ramp, printed on the Land Raiders of eight factions (the Wahapedia export of 2025-11-14; the
 * seed 002 Land Raider): "Each time a unit disembarks from this model after it has made a Normal move,
 * that unit is still eligible to declare a charge this turn." One rule: the spec below, bound to each
 * datasheet that prints it (a definition binds to one faction's datasheet by name, rules/binding.ts).
 * The game reads its row when a unit disembarks (game/phases/movement.ts).
 */
const ASSAULT_RAMP: RuleSpec = {
  support: { calculator: 'n/a', game: 'automated', lists: 'n/a' },
  effects: [{ kind: 'disembark-charge' }],
};

const CHAOS = ['Chaos Land Raider', 'Land Raider Achilles', 'Land Raider Proteus', 'Spartan'];

/** The datasheets that print it, by faction. */
const HOLDERS: Readonly<Record<string, readonly string[]>> = {
  'Adeptus Custodes': ['Venerable Land Raider'],
  'Chaos Space Marines': CHAOS,
  'Death Guard': CHAOS,
  'Emperor’s Children': ['Chaos Land Raider'],
  'Grey Knights': ['Land Raider', 'Land Raider Crusader', 'Land Raider Redeemer'],
  'Space Marines': [
    'Land Raider',
    'Land Raider Crusader',
    'Land Raider Excelsior',
    'Terminus Ultra',
    'Land Raider Prometheus',
    'Land Raider Achilles',
    'Land Raider Proteus',
    'Land Raider Redeemer',
    'Spartan',
    'Land Raider Helios',
  ],
  'Thousand Sons': CHAOS,
  'World Eaters': CHAOS,
};

export const ASSAULT_RAMPS: readonly AnyRuleDef[] = Object.entries(HOLDERS).flatMap(([faction, sheets]) => {
  const k = ruleKit(faction);
  for (const ds of sheets) k.ability(ds, 'Assault Ramp', ASSAULT_RAMP);
  return k.out;
});
