import { slugName } from '../../names/normalise.js';
import type { Ask } from '../asks.js';
import type { AttackBuilder, AttackContext, DefenceBuilder, DefenceContext } from '../builders.js';
import type { Effect } from '../effects.js';
import {
  type AnyRuleDef,
  type CounterDef,
  defineRule,
  type RuleDef,
  type RuleSupport,
  type RuleWindow,
} from '../registry.js';

/**
 * Builders for an army's rules (faction rules, detachment rules, Stratagems, Enhancements, datasheet
 * abilities): one call per rule, the id, group and text source derived from the faction and detachment
 * names, so a detachment file holds only what each rule does and how far it is automated.
 */

/** What a rule's file says about it; the kit adds its id, group and source. */
export interface RuleSpec<P = unknown> {
  support: RuleSupport;
  asks?: Ask[];
  effects?: Effect[];
  attack?(params: P, view: AttackContext, b: AttackBuilder): void;
  defence?(params: P, view: DefenceContext, b: DefenceBuilder): void;
  windows?: RuleWindow[];
  counters?: CounterDef[];
  uses?: RuleDef['uses'];
  /** An Enhancement's bearer keywords (RuleDef.bearer). */
  bearer?: string[][];
  /** The published wording this definition is for (rules/text-key.ts), where a rule has two. */
  textKey?: string;
  /** An id suffix where one name has two definitions (two published versions): `@seed`. */
  version?: string;
}

export interface RuleKit {
  /** Definitions in the order they were written. */
  readonly out: AnyRuleDef[];
  /** The faction's Army Rule. */
  faction<P>(name: string, spec: RuleSpec<P>): AnyRuleDef;
  /** The detachment's rule. */
  rule<P>(name: string, spec: RuleSpec<P>): AnyRuleDef;
  stratagem<P>(name: string, spec: RuleSpec<P>): AnyRuleDef;
  enhancement<P>(name: string, spec: RuleSpec<P>): AnyRuleDef;
  /** A datasheet's ability. */
  ability<P>(datasheet: string, name: string, spec: RuleSpec<P>): AnyRuleDef;
}

/** `leagues-of-votann/oathband/ruthless-efficiency`: faction, detachment (or datasheet), rule. */
export function ruleId(...parts: string[]): string {
  return parts.map(slugName).join('/');
}

export function ruleKit(faction: string, detachment?: string): RuleKit {
  const out: AnyRuleDef[] = [];
  const add = <P>(
    idParts: string[],
    name: string,
    group: AnyRuleDef['group'],
    source: AnyRuleDef['source'],
    spec: RuleSpec<P>,
  ): AnyRuleDef => {
    const { version, textKey: _t, ...rest } = spec;
    const def = defineRule<P>({
      id: ruleId(...idParts) + (version ? `@${version}` : ''),
      name,
      group,
      source,
      ...rest,
    });
    out.push(def);
    return def;
  };
  const inDetachment = (what: string): string => {
    if (!detachment) throw new Error(`${what}: the kit for ${faction} has no detachment`);
    return detachment;
  };
  const key = (spec: RuleSpec<unknown>) => (spec.textKey ? { textKey: spec.textKey } : {});
  return {
    out,
    faction: (name, spec) =>
      add([faction, name], name, 'Faction rule', { kind: 'faction', faction, rule: name, ...key(spec) }, spec),
    rule: (name, spec) => {
      const d = inDetachment(name);
      return add(
        [faction, d, name],
        name,
        'Detachment rule',
        { kind: 'detachment', faction, detachment: d, rule: name, ...key(spec) },
        spec,
      );
    },
    stratagem: (name, spec) => {
      const d = inDetachment(name);
      return add(
        [faction, d, name],
        name,
        'Stratagem',
        { kind: 'stratagem', source: d, stratagem: name, faction },
        spec,
      );
    },
    enhancement: (name, spec) => {
      const d = inDetachment(name);
      return add(
        [faction, d, name],
        name,
        'Enhancement',
        { kind: 'enhancement', faction, detachment: d, enhancement: name, ...key(spec) },
        spec,
      );
    },
    ability: (datasheet, name, spec) =>
      add(
        [faction, datasheet, name],
        name,
        'Datasheet ability',
        { kind: 'datasheet', faction, datasheet, ability: name, ...key(spec) },
        spec,
      ),
  };
}
