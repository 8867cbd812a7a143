import type { RuleUse } from '../combat/types.js';
import { appliedInCombat } from '../combat/unit-rules.js';
import type { Datasheet } from '../model/datasheet.js';
import { applyDefenceRows } from '../rules/apply.js';
import { RESTRICTED_INVULNERABLE, restrictedInvulnerableRows } from '../rules/core/profile-rules.js';
import { type RuleInstance, unitRuleInstances } from '../rules/instances.js';
import { ruleById } from '../rules/known.js';
import type { GameState, ModelId, UnitState } from './types.js';
import { datasheetOf, profileOf, unitDatasheets } from './units.js';

/**
 * The rule instances of a unit in the game (rules/instances.ts): its datasheet's, and those of the
 * Leaders attached to it (leading). The army's faction and detachment rules need the catalogue's
 * Faction and Detachment, which the game state does not hold yet: issue 13 adds them.
 */

/**
 * Keyed on the datasheets, not the unit's state (which is a new object after every event): the
 * instances depend only on the unit's datasheet and its Leaders' (army rules are not in the state yet).
 */
const instancesCache = new WeakMap<Datasheet, Map<string, RuleInstance[]>>();

export function gameUnitInstances(state: GameState, u: UnitState): RuleInstance[] {
  const sheets = unitDatasheets(state, u);
  const own = sheets.find((d) => d.id === u.datasheet) ?? sheets[0];
  if (!own) return [];
  const leaders = sheets.filter((d) => d !== own);
  const key = leaders.map((d) => d.id).join('|');
  let byLeaders = instancesCache.get(own);
  if (!byLeaders) {
    byLeaders = new Map();
    instancesCache.set(own, byLeaders);
  }
  let out = byLeaders.get(key);
  if (!out) {
    out = unitRuleInstances({ unit: own, leaders });
    byLeaders.set(key, out);
  }
  return out;
}

/**
 * The defending unit's rules as the attack resolution takes them: the instances it applies (held by
 * the groups of their datasheet's models) and each profile's restricted invulnerable save.
 */
export function defenderRuleUses(
  state: GameState,
  u: UnitState,
  groupOf: Readonly<Record<ModelId, number>>,
): RuleUse[] {
  const groupsOf = new Map<string, Set<number>>();
  const restricted = new Map<number, { value: number; against: 'ranged' | 'melee'; name: string }>();
  for (const m of u.models) {
    const g = groupOf[m.id];
    if (g === undefined) continue;
    const ds = datasheetOf(state, u, m).id;
    const set = groupsOf.get(ds) ?? new Set<number>();
    set.add(g);
    groupsOf.set(ds, set);
    const p = profileOf(state, u, m);
    if (p.invulnerableSave !== null && p.invulnerableAgainst)
      restricted.set(g, { value: p.invulnerableSave, against: p.invulnerableAgainst, name: p.name });
  }
  const uses: RuleUse[] = [];
  for (const i of gameUnitInstances(state, u)) {
    if (!appliedInCombat(i)) continue;
    const groups = i.holder ? [...(groupsOf.get(i.holder) ?? [])].sort((a, b) => a - b) : undefined;
    uses.push({
      rule: i.rule as string,
      source: i.holderName ? `${i.name} (${i.holderName})` : i.name,
      ...(groups?.length ? { groups } : {}),
      leading: i.leading,
    });
  }
  for (const [g, r] of [...restricted].sort((a, b) => a[0] - b[0]))
    uses.push({
      rule: RESTRICTED_INVULNERABLE.id,
      source: `${r.name}: ${r.value}+ invulnerable save against ${r.against} attacks only`,
      groups: [g],
      effects: restrictedInvulnerableRows(r.value, r.against),
      leading: false,
    });
  return uses;
}

/**
 * Feel No Pain a unit's rules give a model outside an attack (mortal wounds of Deadly Demise,
 * Hazardous...): the instances' Feel No Pain rows, under their conditions (Fortify: while leading).
 */
export function ruleFeelNoPain(state: GameState, u: UnitState, model: ModelId): number | null {
  const m = u.models.find((x) => x.id === model);
  if (!m) return null;
  const holder = datasheetOf(state, u, m).id;
  let best: number | null = null;
  const take = (t: number) => {
    best = best === null ? t : Math.min(best, t);
  };
  for (const i of gameUnitInstances(state, u)) {
    if (!appliedInCombat(i)) continue;
    const def = ruleById(i.rule as string);
    const rows = (def?.effects ?? []).filter((e) => e.scope !== 'holder' || i.holder === holder);
    applyDefenceRows(
      rows,
      {},
      {
        stealth: () => {},
        feelNoPain: (t) => take(t),
        feelNoPainAgainst: (t, against) => {
          if (against === 'mortal') take(t);
        },
      },
      i.name,
      { leading: i.leading, answer: () => false },
    );
  }
  return best;
}
