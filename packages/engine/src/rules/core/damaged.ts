import type { Ask } from '../asks.js';
import type { Effect } from '../effects.js';
import { defineRule } from '../registry.js';

/**
 * A datasheet's Damaged bracket ("DAMAGED: 1-5 WOUNDS REMAINING. While this model has 1-5 wounds remaining,
 * each time this model makes an attack, subtract 1 from the Hit roll."). What it does to the model's attacks is
 * typed when the data is imported (`Datasheet.damaged.effects`, read by `damagedEffects`); this one definition
 * applies it: in the game to each model within its bracket (game/attacks/eligibility.ts), in the calculator
 * when its toggle says the attacking models are.
 */

/** The calculator's toggle; the game measures each model's wounds instead. */
export const DAMAGED_ASK: Ask = {
  kind: 'declared',
  id: 'attacker-damaged',
  text: 'the attacking models are within their Damaged bracket',
};

export const DAMAGED_BRACKET = defineRule({
  id: 'profile/damaged',
  name: 'Damaged bracket',
  group: 'Core rule',
  support: {
    calculator: 'automated',
    game: 'partial',
    lists: 'n/a',
    note: 'the game and the calculator apply the Hit roll modifier, and the game the Objective Control one ("subtract N from this model’s Objective Control characteristic"); any other Damaged effect (Attacks halved or added, a limit on an ability) is a reminder for the players',
  },
  source: { kind: 'core', section: 'Damaged' },
  asks: [DAMAGED_ASK],
  effects: [{ kind: 'roll', roll: 'hit', n: -1, when: [{ kind: 'ask', ask: DAMAGED_ASK }] }],
});

/**
 * What a Damaged bracket's printed text does, typed for the importers: "subtract 1 from the Hit roll" is
 * `{kind: 'roll', roll: 'hit', n: -1}`; "subtract 5 from this model's Objective Control characteristic" is
 * `{kind: 'stat', stat: 'OC', change: 'add', by: -5}`; any other effect is left to the players (none typed).
 */
export function damagedEffects(text: string): Effect[] {
  const out: Effect[] = [];
  const oc = /\bsubtract (\d{1,2}) from (?:its|this model['’]s) objective control characteristic\b/i.exec(text);
  if (oc) out.push({ kind: 'stat', stat: 'OC', change: 'add', by: -Number(oc[1]) });
  if (/\bsubtract 1 from the hit roll\b/i.test(text)) out.push({ kind: 'roll', roll: 'hit', n: -1 });
  return out;
}

/** Whether a bracket's typed rows include the one DAMAGED_BRACKET applies (then the calculator can toggle it). */
export function damagedIsHitMinusOne(effects: readonly Effect[] | undefined): boolean {
  return effects?.some((e) => e.kind === 'roll' && e.roll === 'hit' && e.n === -1) ?? false;
}

/** The source named for a bracket's effects, in the log and the calculator. */
export function damagedSource(d: { minWounds: number; maxWounds: number }): string {
  return `Damaged (${d.minWounds}-${d.maxWounds} wounds remaining)`;
}
