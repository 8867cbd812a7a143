import { InputError } from '../errors.js';
import type { CatalogueQuery } from '../model/catalogue.js';
import type { Datasheet } from '../model/datasheet.js';
import type { NotApplied } from '../rules/instances.js';
import type { ScenarioInput } from './scenario.js';
import { scenarioRules, sideRules } from './unit-rules.js';

/**
 * A scenario whose units are named by catalogue id (`attacker.datasheet`, `defender.datasheet`,
 * `defender.leaders`): the rules that bind to them, added to a side that names no rules of its own,
 * and the rules that apply but are not automated, named for the user. `POST /api/calc` and
 * `cogitator calc --scenario` read it when they have a catalogue; the evaluation itself ignores the ids.
 */
export interface ScenarioUnitRules {
  scenario: ScenarioInput;
  notApplied: NotApplied[];
  /** The sources of the rules the calculator applies because of the ids ("Fortify (Psychic) (Grimnyr)"). */
  applied: string[];
}

function sheet(q: CatalogueQuery, id: string, field: string): Datasheet {
  const ds = q.datasheetById(id);
  if (!ds) throw new InputError(`no datasheet "${id}" in the catalogue`, { field });
  return ds;
}

export function scenarioUnitRules(s: ScenarioInput, q: CatalogueQuery): ScenarioUnitRules {
  const notApplied: NotApplied[] = [];
  const applied: string[] = [];
  let attacker = s.attacker;
  let defender = s.defender;
  if (s.attacker.datasheet) {
    const ds = sheet(q, s.attacker.datasheet, 'attacker.datasheet');
    const side = sideRules({ unit: ds, weapons: s.attacker.weapons.map((w) => w.name) });
    notApplied.push(...side.notApplied);
    if (!s.attacker.rules?.length) {
      const rules = scenarioRules(side.instances, () => undefined).map(({ profiles: _p, ...r }) => r);
      if (rules.length) attacker = { ...attacker, rules };
      applied.push(...rules.map((r) => r.source ?? r.rule));
    }
  }
  if (s.defender.datasheet) {
    const ds = sheet(q, s.defender.datasheet, 'defender.datasheet');
    const leaders = (s.defender.leaders ?? []).map((id, i) => sheet(q, id, `defender.leaders[${i}]`));
    const side = sideRules({ unit: ds, leaders, weapons: [] });
    notApplied.push(...side.notApplied);
    if (!s.defender.rules?.length) {
      const names = (s.defender.profiles ?? []).map((p) => p.name);
      const profilesOf = (holder: string) => {
        if (holder === ds.id) return ['models', ...names.filter((n) => ds.profiles.some((p) => p.name === n))];
        const l = leaders.find((x) => x.id === holder);
        return l ? names.filter((n) => l.profiles.some((p) => p.name === n)) : undefined;
      };
      const rules = scenarioRules(side.instances, profilesOf);
      if (rules.length) defender = { ...defender, rules };
      applied.push(...rules.map((r) => r.source ?? r.rule));
    }
  }
  return { scenario: { ...s, attacker, defender }, notApplied, applied };
}
