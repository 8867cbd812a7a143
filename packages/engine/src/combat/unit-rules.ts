import type { Datasheet } from '../model/datasheet.js';
import type { UnitRulesInput } from '../rules/instances.js';
import { type NotApplied, notApplied, type RuleInstance, unitRuleInstances } from '../rules/instances.js';
import { ruleById } from '../rules/known.js';

/**
 * The calculator's side of rule instances (rules/instances.ts): which instances of a unit the attack
 * resolution applies through the registry (as scenario rules, by id), and which it names as not
 * applied. Weapon abilities and CORE abilities are applied through the weapon's and the profile's own
 * fields (the scenario contract), so they are not repeated here.
 */

/** A rule in force as the scenario file writes it (attacker.rules / defender.rules). */
export interface ScenarioRule {
  rule: string;
  source?: string;
  /** Defender: the profiles that hold it, by name. */
  profiles?: string[];
  leading?: boolean;
}

/** Whether the calculator applies an instance through its definition. */
export function appliedInCombat(i: RuleInstance): boolean {
  if (!i.rule || i.origin === 'weapon' || i.origin === 'core') return false;
  const def = ruleById(i.rule);
  if (!def) return false;
  const s = def.support.calculator;
  if (s !== 'automated' && s !== 'partial') return false;
  return !!(def.effects?.length || def.attack || def.defence);
}

/** The scenario rules of a unit's instances; `profilesOf` names the model profiles a holder's models use. */
export function scenarioRules(
  instances: readonly RuleInstance[],
  profilesOf: (holder: string) => string[] | undefined,
): ScenarioRule[] {
  return instances.filter(appliedInCombat).map((i) => {
    const profiles = i.holder ? profilesOf(i.holder) : undefined;
    return {
      rule: i.rule as string,
      source: i.holderName ? `${i.name} (${i.holderName})` : i.name,
      ...(profiles?.length ? { profiles } : {}),
      ...(i.leading ? { leading: true } : {}),
    };
  });
}

/** What the calculator knows of one side's rules: those it applies, those it names for the user. */
export interface SideRules {
  instances: RuleInstance[];
  notApplied: NotApplied[];
}

export function sideRules(input: UnitRulesInput): SideRules {
  const instances = unitRuleInstances(input);
  return { instances, notApplied: notApplied(instances, 'calculator') };
}

/**
 * The long-standing note of a datasheet's printed abilities that are not applied ("X: not applied
 * (check them): A, B"), now read from the instances: faction, datasheet and wargear abilities.
 */
export function notAppliedNote(ds: Datasheet, list: readonly NotApplied[]): string | undefined {
  const faction = list.filter((n) => n.origin === 'faction' && ds.abilities.faction.includes(n.name));
  const own = (o: string) => list.filter((n) => n.origin === o && n.holder === ds.name);
  const names = [...faction, ...own('datasheet'), ...own('wargear')].map((n) => n.name);
  return names.length ? `${ds.name}: not applied (check them): ${[...new Set(names)].join(', ')}` : undefined;
}
