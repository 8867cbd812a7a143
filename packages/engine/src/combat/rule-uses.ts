import { InputError } from '../errors.js';
import type { Effect } from '../rules/effects.js';
import { ruleById } from '../rules/known.js';
import type { AnyRuleDef } from '../rules/registry.js';
import type { DefenderInput, RuleUse } from './types.js';

/**
 * The rules in force in a combat, looked up once: each with its definition, its rows, its source for
 * the modifier list, and whether its holder is a Leader leading the unit.
 */
export interface ResolvedUse {
  def: AnyRuleDef;
  params: unknown;
  rows: readonly Effect[];
  source: string;
  weapons?: readonly number[];
  groups?: readonly number[];
  /** The holder groups are CHARACTER models attached to a Bodyguard (the unit has others). */
  leading: boolean;
}

function isCharacterGroup(d: DefenderInput, g: number): boolean {
  const group = d.groups[g];
  return [...(group?.keywords ?? []), ...d.keywords].some((k) => k.toUpperCase() === 'CHARACTER');
}

export function resolveUses(
  uses: readonly RuleUse[] | undefined,
  field: string,
  defender?: DefenderInput,
): ResolvedUse[] {
  return (uses ?? []).map((u, i) => {
    const def = ruleById(u.rule);
    if (!def) throw new InputError(`"${u.rule}" is not a rule the engine knows`, { field: `${field}[${i}].rule` });
    let leading = u.leading ?? false;
    if (u.leading === undefined && defender && u.groups?.length) {
      const all = defender.groups.map((_, g) => g);
      leading = u.groups.every((g) => isCharacterGroup(defender, g)) && all.some((g) => !isCharacterGroup(defender, g));
    }
    return {
      def,
      params: u.params,
      rows: (u.effects ?? def.effects ?? []).filter((r) => (r.scope === 'bonded') === (u.bonded === true)),
      source: u.source ?? def.name,
      ...(u.weapons ? { weapons: u.weapons } : {}),
      ...(u.groups ? { groups: u.groups } : {}),
      leading,
    };
  });
}

/** The attacker's rules for weapon `index`. */
export function usesFor(uses: readonly ResolvedUse[], index: number): ResolvedUse[] {
  return uses.filter((u) => !u.weapons || u.weapons.includes(index));
}

/** Whether a defender's row applies to model group `g`: every group, or only its holders'. */
export function rowReaches(use: ResolvedUse, row: Effect, g: number): boolean {
  if (row.scope !== 'holder' || !use.groups) return true;
  return use.groups.includes(g);
}
