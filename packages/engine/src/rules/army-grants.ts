import type { Datasheet } from '../model/datasheet.js';
import { normaliseName } from '../names/normalise.js';
import { type ArmyIdentity, rulesOfArmy } from './army-rules.js';

/**
 * What an army's faction and detachment rules give its units outright, as their definitions' rows say:
 * a keyword ("CTHONIAN BESERKS units from your army gain the BATTLELINE keyword") or a core ability
 * ("CTHONIAN BESERKS units from your army have the Deep Strike ability"), to units with a keyword (an
 * `own-keyword` condition; none: every unit). The list validator reads the keywords, the game the abilities.
 */
export interface ArmyGrant {
  rule: string;
  name: string;
  /** Units with one of these keywords (normalised; a datasheet's name counts as its keyword); empty: all. */
  to: string[];
  grant: { kind: 'keyword'; keyword: string } | { kind: 'core-ability'; ability: string };
}

export function armyGrants(army: ArmyIdentity): ArmyGrant[] {
  if (!army.faction) return [];
  const out: ArmyGrant[] = [];
  for (const d of rulesOfArmy(army)) {
    if (d.source.kind !== 'faction' && d.source.kind !== 'detachment') continue;
    for (const e of d.effects ?? []) {
      if (e.kind !== 'keyword' && e.kind !== 'core-ability') continue;
      const when = e.when ?? [];
      // Only a plain keyword test: a grant under another condition is not given outright.
      if (!when.every((c) => c.kind === 'own-keyword')) continue;
      const to = when.flatMap((c) => (c.kind === 'own-keyword' ? c.any.map(normaliseName) : []));
      const grant =
        e.kind === 'keyword'
          ? { kind: 'keyword' as const, keyword: e.keyword }
          : { kind: 'core-ability' as const, ability: e.ability };
      out.push({ rule: d.id, name: d.name, to, grant });
    }
  }
  return out;
}

/** Whether a grant reaches a datasheet: it has one of the keywords (its faction keywords and name count). */
export function grantReaches(g: ArmyGrant, ds: Datasheet): boolean {
  if (!g.to.length) return true;
  const own = new Set([...ds.keywords, ...ds.factionKeywords, ds.name].map(normaliseName));
  return g.to.some((k) => own.has(k));
}

/** The datasheet has the core ability from one of the army's rules (`ability` as printed: "Deep Strike"). */
export function grantedCoreAbility(army: ArmyIdentity, ds: Datasheet, ability: string): boolean {
  const name = normaliseName(ability);
  return armyGrants(army).some(
    (g) => g.grant.kind === 'core-ability' && normaliseName(g.grant.ability) === name && grantReaches(g, ds),
  );
}
