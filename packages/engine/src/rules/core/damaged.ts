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
  name: 'Damaged bracket (-1 to hit)',
  group: 'Core rule',
  support: {
    calculator: 'automated',
    game: 'automated',
    lists: 'n/a',
    note: 'the Hit roll modifier only: other Damaged effects (OC, Move) are reminders',
  },
  source: { kind: 'core', section: 'Damaged' },
  asks: [DAMAGED_ASK],
  effects: [{ kind: 'roll', roll: 'hit', n: -1, when: [{ kind: 'ask', ask: DAMAGED_ASK }] }],
});

/**
 * What a Damaged bracket's printed text does to the model's attacks, for the importers: "subtract 1 from the
 * Hit roll" is `{kind: 'roll', roll: 'hit', n: -1}`; any other effect is left to the players (none typed).
 */
export function damagedEffects(text: string): Effect[] {
  return /\bsubtract 1 from the hit roll\b/i.test(text) ? [{ kind: 'roll', roll: 'hit', n: -1 }] : [];
}

/** Whether a bracket's typed rows are the ones DAMAGED_BRACKET applies (then the calculator can toggle it). */
export function damagedIsHitMinusOne(effects: readonly Effect[] | undefined): boolean {
  return effects?.length === 1 && effects[0]?.kind === 'roll' && effects[0].roll === 'hit' && effects[0].n === -1;
}
