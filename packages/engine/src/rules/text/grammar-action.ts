import type { Effect } from '../effects.js';
import { rows } from './grammar-helpers.js';
import type { Phrase } from './phrase.js';
import { num, splitKeywords, threshold } from './slots.js';
import type { Piece, ReadingDuration } from './types.js';

/**
 * The grammar of game actions, as data: what a rule lets a unit do on the table (move farther, go
 * into Strategic Reserves, fight on death...). The calculator has no use for these rows and the game
 * does not apply compiled rules yet (rules/text/defs.ts names them as left to the players).
 */
export const ACTION_PHRASES: Phrase<Piece>[] = [
  {
    id: 'action/pile-in-distance',
    pattern: String.raw`each time a model in (?:your|this|that) unit makes a pile-in or consolidation move, it can move up to {inches} instead of up to 3"`,
    read: (m) =>
      rows([
        { kind: 'move-distance', moves: ['pile-in', 'consolidation'], inches: Number.parseInt(m.inches as string, 10) },
      ]),
  },
  {
    id: 'action/strategic-reserves',
    pattern: String.raw`remove (?:your|that|this) unit from the battlefield and place it into strategic reserves`,
    read: () => rows([{ kind: 'strategic-reserves' }]),
  },
  {
    id: 'action/targetable-within',
    pattern: String.raw`(?:your|that|this) unit can only be selected as the target of a ranged attack if the attacking model is within {inches}`,
    read: (m) => rows([{ kind: 'targetable-within', inches: Number.parseInt(m.inches as string, 10) }]),
  },
  {
    id: 'action/overwatch-hits-on',
    pattern: String.raw`each time a model in (?:your|that|this) unit makes an attack while firing overwatch, an unmodified hit roll of {x} is required to score a hit, instead of an unmodified [6G]`,
    read: (m) =>
      rows([
        {
          kind: 'hit-only-on',
          on: threshold(m.x as string),
          when: [
            { kind: 'ask', ask: { kind: 'declared', id: 'firing-overwatch', text: 'the unit is firing Overwatch' } },
          ],
        },
      ]),
  },
];

/** What a phrase spanning several sentences reads: rows and, when it says one, their duration. */
export interface Passage {
  duration?: ReadingDuration;
  rows: Effect[];
}

const ONE_KW = (s: string | undefined, kws: ReadonlySet<string>): string | null | undefined => {
  if (s === undefined) return undefined;
  const k = splitKeywords(s, kws);
  return k.length === 1 ? (k[0] as string) : null;
};

/**
 * Phrases read over whole sentences, one or more (compile.ts tries them at each sentence's start,
 * over it and the next ones joined by ". "): the long fixed wordings of one rule.
 */
export const PASSAGE_PHRASES: Phrase<Passage>[] = [
  {
    id: 'passage/fight-on-death',
    pattern: String.raw`(?<dur>until the end of the phase, )?each time an? (?:{kw} )?model in (?:your|this|that) unit is destroyed, if that model has not fought this phase, (?:roll one D6(?:, adding {n}(?: to the result)? if (?:that model has the {kw2} keyword|it is an? {kw3} (?:model|unit)|your unit has the {kw4} keyword))?(?::|\.) on a {x}, )?do not remove (?:it|the destroyed model) from play(?:; |\. )(?:(?:the|that) destroyed model|it) can fight after the attacking (?:model's )?unit has finished making (?:its )?attacks(?: \(when doing so, it is (?:treated as having|assumed to have) 1 wound remaining\))?,? and is then removed from play`,
    read: (m, ctx) => {
      const keyword = ONE_KW(m.kw, ctx.keywords);
      const bonusKw = ONE_KW(m.kw2 ?? m.kw3 ?? m.kw4, ctx.keywords);
      if (keyword === null || bonusKw === null) return null;
      const row: Effect = {
        kind: 'fight-on-death',
        ...(m.x ? { on: threshold(m.x) } : {}),
        ...(bonusKw && m.n ? { bonus: { add: num(m.n), keyword: bonusKw } } : {}),
        ...(keyword ? { keyword } : {}),
      };
      return { ...(m.dur ? { duration: { kind: 'end-of-phase' } } : {}), rows: [row] };
    },
  },
];
