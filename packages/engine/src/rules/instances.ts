import type { Datasheet } from '../model/datasheet.js';
import type { Detachment, Enhancement, Faction, Stratagem } from '../model/stratagem.js';
import { armyRulesOf } from '../model/stratagem.js';
import { bindPrinted, textKeyOf } from './binding.js';
import { formatCoreAbility } from './core-abilities.js';
import { ruleById } from './known.js';
import type { AnyRuleDef, RuleSupport } from './registry.js';
import { formatWeaponAbility } from './weapon-abilities.js';

/**
 * Rule instances: every rule that applies to one unit, from every source, each bound to its registry
 * definition (rules/registry.ts) or, where no definition exists, a `manual` instance that names it.
 * The calculator (combat/instances.ts), the game and the list validator all start here; what an
 * instance does is its definition's business, and what is not automated is named to the user
 * (`notApplied`).
 */

/** Where an instance comes from. */
export type RuleOrigin =
  | 'weapon'
  | 'core'
  | 'datasheet'
  | 'wargear'
  | 'faction'
  | 'detachment'
  | 'stratagem'
  | 'enhancement'
  | 'effect';

export interface RuleInstance {
  /** The registry definition's id; absent when the printed rule has none (the instance is manual). */
  rule?: string;
  /** As printed ("Fortify (Psychic)", "Sustained Hits 1", "Oath of Moment"). */
  name: string;
  origin: RuleOrigin;
  /** The datasheet (id) whose models hold it; absent for army-wide rules (faction, detachment). */
  holder?: string;
  /** That datasheet's name, for messages ("Grimnyr"). */
  holderName?: string;
  /** The holder is a Leader attached to the unit: "while this model is leading a unit" holds. */
  leading: boolean;
  /** The weapon profile, for weapon abilities. */
  weapon?: string;
  /** How far it is automated: the definition's, or manual everywhere for an unbound rule. */
  support: RuleSupport;
  /** The key of the printed wording (rules/text-key.ts), where the data has the text. */
  textKey?: string;
  /** The definition's parameters (a weapon ability as parsed, a CORE ability's threshold). */
  params?: unknown;
}

/** A unit as the rules see it: its datasheet, Leaders attached, its army, what is in play on it. */
export interface UnitRulesInput {
  unit: Datasheet;
  /** Leaders attached to the unit (their abilities reach it while they lead it). */
  leaders?: readonly Datasheet[];
  /** The army's faction and detachment: their Army Rules and detachment rules apply to every unit. */
  army?: { faction?: Faction | undefined; detachment?: Detachment | undefined };
  /** Stratagems used on the unit and still in effect. */
  stratagems?: readonly Stratagem[];
  /** Enhancements its models have, with the datasheet (id) of the model that has each. */
  enhancements?: readonly { enhancement: Enhancement; holder: string }[];
  /** Weapon profiles in use (by name); every weapon of the unit when absent, none when empty. */
  weapons?: readonly string[];
}

export const UNBOUND_SUPPORT: RuleSupport = {
  calculator: 'manual',
  game: 'manual',
  lists: 'manual',
  note: 'not in the rule registry: apply it by hand',
};

function fromDef(def: AnyRuleDef | undefined): Pick<RuleInstance, 'support'> & { rule?: string } {
  return def ? { rule: def.id, support: def.support } : { support: UNBOUND_SUPPORT };
}

function unitInstances(ds: Datasheet, leading: boolean, weapons: readonly string[] | undefined): RuleInstance[] {
  const holder = { holder: ds.id, holderName: ds.name, leading };
  const out: RuleInstance[] = [];
  for (const w of ds.weapons)
    for (const p of w.profiles) {
      if (weapons && !weapons.includes(p.name) && !weapons.includes(w.name)) continue;
      for (const a of p.abilities) {
        const def = a.kind === 'unknown' ? undefined : ruleById(`weapon/${a.kind}`);
        out.push({
          ...holder,
          ...fromDef(def),
          name: formatWeaponAbility(a),
          origin: 'weapon',
          weapon: p.name,
          params: a,
        });
      }
    }
  for (const a of ds.abilities.core) {
    const def = a.kind === 'other' ? undefined : ruleById(`core/${a.kind}`);
    out.push({ ...holder, ...fromDef(def), name: formatCoreAbility(a), origin: 'core', params: a });
  }
  for (const [origin, list] of [
    ['datasheet', ds.abilities.datasheet],
    ['wargear', ds.abilities.wargear],
  ] as const)
    for (const a of list) {
      const def = bindPrinted({ kind: 'datasheet', faction: ds.faction, within: ds.name, name: a.name, text: a.text });
      out.push({ ...holder, ...fromDef(def), name: a.name, origin, textKey: textKeyOf(a.text) });
    }
  return out;
}

/** The Army Rules: the army's (its detachment's variant), else those the datasheets name. */
function factionInstances(input: UnitRulesInput): RuleInstance[] {
  const f = input.army?.faction;
  if (f) {
    return armyRulesOf(f, input.army?.detachment?.name).map((r) => ({
      ...fromDef(bindPrinted({ kind: 'faction', faction: f.name, name: r.name, text: r.text })),
      name: r.name,
      origin: 'faction' as const,
      leading: false,
      textKey: textKeyOf(r.text),
    }));
  }
  const names = new Set([input.unit, ...(input.leaders ?? [])].flatMap((ds) => ds.abilities.faction));
  return [...names].map((name) => ({
    ...fromDef(bindPrinted({ kind: 'faction', faction: input.unit.faction, name })),
    name,
    origin: 'faction' as const,
    leading: false,
  }));
}

function armyInstances(input: UnitRulesInput): RuleInstance[] {
  const out = factionInstances(input);
  const d = input.army?.detachment;
  if (d)
    for (const r of d.rules)
      out.push({
        ...fromDef(bindPrinted({ kind: 'detachment', faction: d.faction, within: d.name, name: r.name, text: r.text })),
        name: r.name,
        origin: 'detachment',
        leading: false,
        textKey: textKeyOf(r.text),
      });
  for (const s of input.stratagems ?? []) {
    const def = bindPrinted({
      kind: 'stratagem',
      ...(s.faction ? { faction: s.faction } : {}),
      within: s.detachment ?? s.source,
      name: s.name,
      ...(s.text ? { text: s.text } : {}),
    });
    out.push({
      ...fromDef(def),
      name: s.name,
      origin: 'stratagem',
      leading: false,
      ...(s.text ? { textKey: textKeyOf(s.text) } : {}),
    });
  }
  const sheets = [input.unit, ...(input.leaders ?? [])];
  for (const { enhancement: e, holder } of input.enhancements ?? []) {
    const ds = sheets.find((x) => x.id === holder);
    const def = bindPrinted({
      kind: 'enhancement',
      faction: e.faction ?? ds?.faction ?? input.unit.faction,
      within: e.detachment ?? '',
      name: e.name,
      ...(e.text ? { text: e.text } : {}),
    });
    out.push({
      ...fromDef(def),
      name: e.name,
      origin: 'enhancement',
      holder,
      ...(ds ? { holderName: ds.name } : {}),
      leading: !!ds && ds !== input.unit,
      ...(e.text ? { textKey: textKeyOf(e.text) } : {}),
    });
  }
  return out;
}

/**
 * Every rule instance that applies to the unit: weapon abilities of the weapons in use, CORE
 * abilities, datasheet and wargear abilities (of the unit and of each attached Leader, `leading`),
 * the army's faction rule and detachment rule, Stratagems and Enhancements in play. Pure: the same
 * input gives the same list, in that order.
 */
export function unitRuleInstances(input: UnitRulesInput): RuleInstance[] {
  return [
    ...unitInstances(input.unit, false, input.weapons),
    ...(input.leaders ?? []).flatMap((l) => unitInstances(l, true, input.weapons)),
    ...armyInstances(input),
  ];
}

/** A rule the user must apply by hand, as it is named to them. */
export interface NotApplied {
  name: string;
  origin: RuleOrigin;
  holder?: string;
  support: 'partial' | 'manual';
  note?: string;
}

/**
 * The instances that apply but are not automated in `where`, each named once (by holder and name):
 * the reminders the calculator, the game and the list validator show. Rules marked 'n/a' there (a
 * movement rule in the calculator) are not reminders.
 */
export function notApplied(instances: readonly RuleInstance[], where: 'calculator' | 'game' | 'lists'): NotApplied[] {
  const seen = new Set<string>();
  const out: NotApplied[] = [];
  for (const i of instances) {
    const s = i.support[where] ?? 'n/a';
    if (s !== 'manual' && s !== 'partial') continue;
    const k = `${i.holderName ?? ''}|${i.name}`;
    if (seen.has(k)) continue;
    seen.add(k);
    out.push({
      name: i.name,
      origin: i.origin,
      ...(i.holderName ? { holder: i.holderName } : {}),
      support: s,
      ...(i.support.note ? { note: i.support.note } : {}),
    });
  }
  return out;
}

/** "Grimnyr: Fortify (Psychic)", or the name alone for an army-wide rule. */
export function formatNotApplied(n: NotApplied): string {
  return n.holder ? `${n.holder}: ${n.name}` : n.name;
}
