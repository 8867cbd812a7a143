import { InputError } from '../errors.js';
import type { Situation } from '../rules/apply.js';
import { askKey } from '../rules/asks.js';
import { groupDefence } from './defence.js';
import { type AppliedModifier, modifier, signed, type TargetParams } from './params.js';
import type { ResolvedUse } from './rule-uses.js';
import type { Conditions, DefenderInput, ModelGroupInput } from './types.js';

/**
 * The defending unit as the attack sequence sees it: its model groups in allocation order
 * (Bodyguard models first, CHARACTER models once they are gone), the Toughness every attack uses,
 * and its keywords.
 */

export function isCharacter(g: ModelGroupInput, unitKeywords: readonly string[]): boolean {
  return [...g.keywords, ...unitKeywords].some((k) => k.toUpperCase() === 'CHARACTER');
}

/** The defender's model groups after the rules that change T and W (Fortify: +1 Toughness). */
function withRules(
  d: DefenderInput,
  uses: readonly ResolvedUse[],
  c: Conditions,
  out: AppliedModifier[],
): DefenderInput {
  if (uses.length === 0) return d;
  const situation = (use: ResolvedUse): Situation => ({
    ownKeywords: new Set(d.keywords.map((k) => k.toUpperCase())),
    leading: use.leading,
    answer: (a) => c.asks?.[askKey(a)] ?? false,
  });
  const seen = new Set<string>();
  const groups = d.groups.map((g, gi) => {
    const r = groupDefence(g, gi, uses, {}, situation, ['T', 'W']);
    for (const m of r.modifiers) {
      if ((m.stat === 'toughness' || m.value.startsWith('Wounds')) && !seen.has(m.text)) {
        seen.add(m.text);
        out.push(m);
      }
    }
    return { ...g, toughness: r.group.toughness, wounds: r.group.wounds };
  });
  return { ...d, groups };
}

export function resolveTarget(input: DefenderInput, c: Conditions, uses: readonly ResolvedUse[] = []): TargetParams {
  if (input.groups.length === 0) throw new InputError('the defender has no models', { field: 'defender' });
  const modifiers: AppliedModifier[] = [];
  const d = withRules(input, uses, c, modifiers);
  const groups = d.groups.map((g) => ({
    name: g.name,
    models: g.models,
    wounds: g.wounds,
    character: isCharacter(g, d.keywords),
  }));
  const body: number[] = [];
  const characters: number[] = [];
  groups.forEach((g, i) => {
    for (let m = 0; m < g.models; m++) (g.character ? characters : body).push(i);
  });
  const attached = body.length > 0 && characters.length > 0;
  // Leader: every attack uses the Bodyguard models' Toughness. Otherwise the unit's highest.
  const pool = attached ? d.groups.filter((_, i) => !groups[i]?.character) : d.groups;
  let toughness = Math.max(...pool.map((g) => g.toughness));
  const distinct = new Set(d.groups.map((g) => g.toughness));
  if (attached && distinct.size > 1) {
    modifiers.push(modifier('toughness', `T${toughness}`, 'Bodyguard models (Leader attached)'));
  } else if (distinct.size > 1) {
    modifiers.push(modifier('toughness', `T${toughness}`, 'highest Toughness in the unit'));
  }
  if (c.toughnessModifier !== 0) {
    toughness = Math.max(1, toughness + c.toughnessModifier);
    modifiers.push(modifier('toughness', signed(c.toughnessModifier), 'toughness modifier (conditions)'));
  }
  const keywords = new Set<string>();
  for (const k of d.keywords) keywords.add(k.toUpperCase());
  for (const g of d.groups) for (const k of g.keywords) keywords.add(k.toUpperCase());
  const models = body.length + characters.length;
  return {
    name: d.name ?? d.groups[0]?.name ?? 'target',
    groups,
    body,
    characters,
    models,
    totalWounds: d.groups.reduce((s, g) => s + g.models * g.wounds, 0),
    toughness,
    keywords: [...keywords],
    ignoreFirstFailedSave: d.ignoreFirstFailedSave ?? false,
    modifiers,
  };
}
