import type { Ask } from '../asks.js';
import type { Condition, Effect, IgnorableModifier, RollName, Stat } from '../effects.js';
import type { RuleSupport } from '../registry.js';
import type { RerollPolicy } from '../rerolls.js';

/**
 * Short words for writing army rules as effect rows (rules/effects.ts): conditions, rows and support
 * marks. `hit(1, tokens(1))` is "add 1 to the Hit roll [of an attack that targets a unit with one or
 * more Judgement tokens]".
 */

type When = Condition[];
const when = (cs: When) => (cs.length ? { when: cs } : {});

// --- conditions -------------------------------------------------------------------------------------

/** A question the engine does not measure (a zone, a declared choice): a toggle in the calculator. */
export const declared = (id: string, text: string): Ask => ({ kind: 'declared', id, text });
export const ask = (a: Ask): Condition => ({ kind: 'ask', ask: a });
export const asked = (id: string, text: string): Condition => ask(declared(id, text));
export const targetIs = (...any: string[]): Condition => ({ kind: 'target-keyword', any });
export const ownIs = (...any: string[]): Condition => ({ kind: 'own-keyword', any });
export const not = (condition: Condition): Condition => ({ kind: 'not', condition });
export const any = (...conditions: Condition[]): Condition => ({ kind: 'any', conditions });
export const strongerThanTough: Condition = { kind: 'strength-above-toughness' };
export const withinOf = (inches: number): Condition => ask({ kind: 'target-within', inches });
export const charged: Condition = ask({ kind: 'charged' });
export const stationary: Condition = ask({ kind: 'remained-stationary' });
export const belowHalf = (who: 'own' | 'target'): Condition => ask({ kind: 'below-half-strength', who });

/** The Leagues of Votann's Judgement tokens. */
export const JUDGEMENT = 'judgement-token';
/** The target has `n` or more Judgement tokens. */
export const tokens = (n: number): Condition => ({ kind: 'counter', counter: JUDGEMENT, on: 'target', atLeast: n });

// --- rows -------------------------------------------------------------------------------------------

export const roll = (r: RollName, n: number, ...cs: When): Effect => ({ kind: 'roll', roll: r, n, ...when(cs) });
export const hit = (n: number, ...cs: When): Effect => roll('hit', n, ...cs);
export const wound = (n: number, ...cs: When): Effect => roll('wound', n, ...cs);
export const reroll = (r: RollName, policy: Exclude<RerollPolicy, 'none'>, ...cs: When): Effect => ({
  kind: 'reroll',
  roll: r,
  policy,
  ...when(cs),
});
export const critical = (r: 'hit' | 'wound', on: number, ...cs: When): Effect => ({
  kind: 'critical',
  roll: r,
  on,
  ...when(cs),
});
/** "can ignore any or all modifiers to" the attack's WS/BS (`skill`), its Hit roll, its Wound roll. */
export const ignoreModifiers = (...to: IgnorableModifier[]): Effect => ({ kind: 'ignore-modifiers', to });
/** A weapon ability as printed inside the brackets ("sustained hits 1", "lethal hits"). */
export const ability = (text: string, ...cs: When): Effect => ({ kind: 'weapon-ability', ability: text, ...when(cs) });
export const improve = (stat: Stat, by: number, ...cs: When): Effect => ({
  kind: 'stat',
  stat,
  change: 'improve',
  by,
  ...when(cs),
});
export const worsen = (stat: Stat, by: number, ...cs: When): Effect => ({
  kind: 'stat',
  stat,
  change: 'worsen',
  by,
  ...when(cs),
});
export const add = (stat: Stat, by: number, ...cs: When): Effect => ({
  kind: 'stat',
  stat,
  change: 'add',
  by,
  ...when(cs),
});
export const invulnerable = (value: number, ...cs: When): Effect => ({ kind: 'invulnerable', value, ...when(cs) });
export const feelNoPain = (value: number, ...cs: When): Effect => ({ kind: 'feel-no-pain', value, ...when(cs) });
export const damageReduction = (by: number, ...cs: When): Effect => ({ kind: 'damage-reduction', by, ...when(cs) });
export const cover = (...cs: When): Effect => ({ kind: 'cover', ...when(cs) });
export const stealth = (...cs: When): Effect => ({ kind: 'stealth', ...when(cs) });
/** "is eligible to shoot and declare a charge in a turn in which it Fell Back" (the game reads it). */
export const eligible = (
  actions: ('shoot' | 'charge')[],
  after: ('advanced' | 'fell-back')[] = ['fell-back'],
): Effect => ({
  kind: 'eligible',
  actions,
  after,
});
/** "each model can move up to 6\" instead of up to 3\"" in its Pile-in and Consolidation moves (the game reads it). */
export const closeIn = (inches: number): Effect => ({
  kind: 'move-distance',
  moves: ['pile-in', 'consolidation'],
  inches,
});
/** "can be set up anywhere on the battlefield that is more than 6\" horizontally away from all enemy units" (Deep Strike). */
export const deepStrikeAt = (inches: number): Effect => ({ kind: 'deep-strike-distance', inches });
/** "it is not eligible to declare a charge" (the game reads it). */
export const notEligible = (...actions: ('shoot' | 'charge')[]): Effect => ({ kind: 'not-eligible', actions });
/** An attack row turned around: it applies to attacks that target the holder's unit. */
export const attackedBy = (e: Effect): Effect => ({ ...e, scope: 'attacked-by' });
export const ranged = (e: Effect): Effect => ({ ...e, type: 'ranged' });
export const melee = (e: Effect): Effect => ({ ...e, type: 'melee' });
/** A row for the holding models only (an Enhancement's bearer). */
export const bearer = (e: Effect): Effect => ({ ...e, scope: 'holder' });

// --- support marks ----------------------------------------------------------------------------------

/**
 * How far a rule is automated. `calc` and `game` are the calculator's and the game's marks; a note is
 * required wherever one is not `automated` (what is left to the player).
 */
export function support(
  calculator: RuleSupport['calculator'],
  game: RuleSupport['game'],
  note?: string,
  lists: RuleSupport['lists'] = 'n/a',
): RuleSupport {
  const needsNote = [calculator, game, lists].some((s) => s === 'partial' || s === 'manual');
  if (needsNote && !note) throw new Error('a rule that is not automated needs a note of what is left');
  return { calculator, game, lists, ...(note ? { note } : {}) };
}

/** A rule with no effect on an attack that the game does not play yet: named to the players where it applies. */
export const gameOnly = (note: string): RuleSupport => support('n/a', 'manual', note);
/** A rule with no effect on an attack that the game applies in part: the note names what is left. */
export const gameOnlyPartly = (note: string): RuleSupport => support('n/a', 'partial', note);
/** A Stratagem whose attack rows the calculator applies; the game spends its CP and names it. */
export const calcOnly = (
  note = 'the game spends the CP and names the Stratagem; its effect is the players’',
): RuleSupport => support('automated', 'manual', note);

/** Applied alike by the calculator and the game (the game adds the rows as an effect on the Stratagem's target). */
export const automated: RuleSupport = support('automated', 'automated');
/** Applied by both, but the game does not measure part of it. */
export const gamePartly = (note: string): RuleSupport => support('automated', 'partial', note);
