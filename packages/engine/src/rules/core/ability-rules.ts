import { CORE_ABILITY_DEFENCE, WEAPON_ABILITY_ATTACK } from '../attack-effects.js';
import type { DefenceBuilder } from '../builders.js';
import { CORE_ABILITIES, type CoreAbility } from '../core-abilities.js';
import { type AnyRuleDef, defineRule, type RuleSupport } from '../registry.js';
import type { SupportBy } from '../support.js';
import { WEAPON_ABILITIES, type WeaponAbility } from '../weapon-abilities.js';

/**
 * Weapon abilities and CORE abilities as rule definitions: `weapon/<kind>` and `core/<kind>`. Their
 * parsers, summaries and support marks stay in weapon-abilities.ts and core-abilities.ts; what they do
 * to an attack is the effect table of attack-effects.ts, which these definitions carry as handlers.
 */

function support(s: SupportBy, calculator: RuleSupport['calculator'] = s.calculator): RuleSupport {
  return { calculator, game: s.game, lists: 'n/a', ...(s.note ? { note: s.note } : {}) };
}

/** CORE abilities that never change an attack: the calculator has nothing to apply (not a reminder). */
const NOT_IN_AN_ATTACK: ReadonlySet<string> = new Set([
  'leader',
  'deep-strike',
  'deadly-demise',
  'scouts',
  'infiltrators',
  'fights-first',
  'hover',
]);

export const WEAPON_ABILITY_RULES: readonly AnyRuleDef[] = WEAPON_ABILITIES.map((d) =>
  defineRule<WeaponAbility>({
    id: `weapon/${d.kind}`,
    name: d.name,
    group: 'Weapon ability',
    support: support(d.support),
    source: { kind: 'core', section: d.name },
    attack: WEAPON_ABILITY_ATTACK[d.kind] as (a: WeaponAbility, ...rest: never[]) => void,
  }),
);

export const CORE_ABILITY_RULES: readonly AnyRuleDef[] = CORE_ABILITIES.map((d) => {
  const defence = CORE_ABILITY_DEFENCE[d.kind] as ((a: CoreAbility, b: DefenceBuilder) => void) | undefined;
  return defineRule<CoreAbility>({
    id: `core/${d.kind}`,
    name: d.name,
    group: 'Core ability',
    support: support(d.support, NOT_IN_AN_ATTACK.has(d.kind) ? 'n/a' : d.support.calculator),
    source: { kind: 'core', section: d.name },
    ...(defence ? { defence: (a: CoreAbility, _view: unknown, b: DefenceBuilder) => defence(a, b) } : {}),
  });
});
