import { normaliseName } from '../names/normalise.js';
import { allRules } from './known.js';
import type { AnyRuleDef, RuleSource } from './registry.js';
import { ruleTextKey } from './text-key.js';

/**
 * Binding printed rules (a datasheet's ability, a faction's Army Rule, a detachment rule, a Stratagem,
 * an Enhancement) to their registry definitions: by where the rule is printed and its name, then by
 * the wording (`textKey`) where a definition is for one published wording only (Fortify's seed page
 * text and its 2025 text are two definitions). A printed rule no definition matches is unbound: the
 * caller makes it a `manual` instance that names it.
 */

export type BindKind = 'datasheet' | 'faction' | 'detachment' | 'stratagem' | 'enhancement';

/** Where a printed rule is found: faction, then the datasheet or detachment (or Stratagem source). */
export interface PrintedRule {
  kind: BindKind;
  faction?: string;
  /** The datasheet (datasheet abilities), detachment (detachment rules, Enhancements) or source (Stratagems). */
  within?: string;
  name: string;
  /** The printed text, where the data has it (its key chooses between wordings). */
  text?: string;
}

/** A name without a trailing "(Psychic)" / "(Aura)" tag: "Fortify (Psychic)" is Fortify. */
export function bareName(name: string): string {
  return normaliseName(name.replace(/\s*\([^()]*\)\s*$/, ''));
}

function sourceKey(s: RuleSource): string | undefined {
  switch (s.kind) {
    case 'datasheet':
      return key('datasheet', s.faction, s.datasheet, s.ability);
    case 'faction':
      return key('faction', s.faction, '', s.rule);
    case 'detachment':
      return key('detachment', s.faction, s.detachment, s.rule);
    case 'stratagem':
      return key('stratagem', s.faction ?? '', s.source, s.stratagem);
    case 'enhancement':
      return key('enhancement', s.faction, s.detachment, s.enhancement);
    default:
      return undefined;
  }
}

function key(kind: BindKind, faction: string, within: string, name: string): string {
  return `${kind}|${normaliseName(faction)}|${normaliseName(within)}|${bareName(name)}`;
}

let indexed = -1;
const index = new Map<string, AnyRuleDef[]>();

/** The registry by printed place and name, rebuilt when definitions were added since. */
function byPlace(): Map<string, AnyRuleDef[]> {
  const defs = allRules();
  if (indexed === defs.length) return index;
  index.clear();
  for (const d of defs) {
    const k = sourceKey(d.source);
    if (!k) continue;
    const list = index.get(k) ?? [];
    list.push(d);
    index.set(k, list);
  }
  indexed = defs.length;
  return index;
}

const textKeys = new Map<string, string>();

/** The key of a printed text, computed once per distinct text. */
export function textKeyOf(text: string): string {
  let k = textKeys.get(text);
  if (k === undefined) {
    k = ruleTextKey(text);
    if (textKeys.size > 20_000) textKeys.clear();
    textKeys.set(text, k);
  }
  return k;
}

function textKeyOfSource(s: RuleSource): string | undefined {
  return 'textKey' in s ? s.textKey : undefined;
}

/**
 * The definition of a printed rule, or undefined. Candidates are the definitions printed at the same
 * place with the same name; one with the text's key wins, else one for any wording. A Stratagem
 * definition without a faction matches the Stratagem of any faction with that source and name.
 */
export function bindPrinted(p: PrintedRule): AnyRuleDef | undefined {
  const idx = byPlace();
  const candidates = [
    ...(idx.get(key(p.kind, p.faction ?? '', p.within ?? '', p.name)) ?? []),
    ...(p.kind === 'stratagem' && p.faction ? (idx.get(key(p.kind, '', p.within ?? '', p.name)) ?? []) : []),
  ];
  if (!candidates.length) return undefined;
  const tk = p.text !== undefined ? textKeyOf(p.text) : undefined;
  const exact = candidates.find((d) => {
    const k = textKeyOfSource(d.source);
    return k !== undefined && k === tk;
  });
  return exact ?? candidates.find((d) => textKeyOfSource(d.source) === undefined);
}
