import { normaliseName } from '../names/normalise.js';
import { allRules, registryGeneration } from './known.js';
import type { AnyRuleDef } from './registry.js';

/**
 * The registered rules an army has from its faction and detachment: its Army Rule, its detachment's
 * rule, Stratagems and Enhancements. A faction with two published Army Rules (the Leagues of Votann's
 * Eye of the Ancestors and Prioritised Efficiency) applies the one its data carries (`armyRules`,
 * from the catalogue's `armyRulesOf`); without it, every registered one of the faction.
 */
export interface ArmyIdentity {
  faction: string;
  detachment?: string | undefined;
  /** The names of the Army Rules the army's data carries. */
  armyRules?: readonly string[] | undefined;
}

const same = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && normaliseName(a) === normaliseName(b);

/** Whether a definition is one of the army's faction or detachment rules. */
export function isArmyRule(d: AnyRuleDef, army: ArmyIdentity): boolean {
  const s = d.source;
  switch (s.kind) {
    case 'faction':
      return same(s.faction, army.faction) && (!army.armyRules || army.armyRules.some((n) => same(n, s.rule)));
    case 'detachment':
    case 'enhancement':
      return same(s.faction, army.faction) && same(s.detachment, army.detachment);
    case 'stratagem':
      return same(s.faction, army.faction) && same(s.source, army.detachment);
    default:
      return false;
  }
}

/** rulesOfArmy's answers for the registry's current generation, by the army's identity (all it reads). */
let known: { generation: number; byArmy: Map<string, readonly AnyRuleDef[]> } = { generation: -1, byArmy: new Map() };

export function rulesOfArmy(army: ArmyIdentity): AnyRuleDef[] {
  const generation = registryGeneration();
  if (known.generation !== generation || known.byArmy.size > 256) known = { generation, byArmy: new Map() };
  const key = JSON.stringify([army.faction, army.detachment ?? null, army.armyRules ?? null]);
  let rules = known.byArmy.get(key);
  if (!rules) {
    rules = allRules().filter((d) => isArmyRule(d, army));
    known.byArmy.set(key, rules);
  }
  return [...rules];
}

/** One of the army's rules, by id or name (a name the player typed). */
export function armyRuleNamed(army: ArmyIdentity, nameOrId: string): AnyRuleDef | undefined {
  const rules = rulesOfArmy(army);
  return rules.find((d) => d.id === nameOrId) ?? rules.find((d) => same(d.name, nameOrId));
}

/** The rule says its CP gains are an exemption to the cap of 1CP per battle round. */
export function cpCapExempt(d: AnyRuleDef): boolean {
  return d.effects?.some((e) => e.kind === 'cp' && e.exempt === true) ?? false;
}
