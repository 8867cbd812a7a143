import type { Effect } from '../effects.js';
import { bearerWeapons, declared, rows, typeOf } from './grammar-helpers.js';
import type { Phrase } from './phrase.js';
import { abilities, dice, num, splitKeywords, threshold } from './slots.js';
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
    pattern: String.raw`remove (?:(?:your|that|this) unit from the battlefield and place it|it from the battlefield and place it|(?:those|the targeted|both) units from the battlefield and place them) into strategic reserves`,
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
  {
    id: 'action/move-through',
    pattern: String.raw`each time (?:a model in (?:your|that|this) unit makes a move|(?:your|that|this) unit makes an? (?<moves>(?:normal|advance|fall back|charge)(?:(?:, | or |, or )(?:normal|advance|fall back|charge))*) move), (?:it|models in (?:your|that|this) unit) can move (?<h>horizontally )?through (?<what>terrain features|models and terrain features|other models|models)(?: as if they were not there)?`,
    read: (m) => {
      const through: ('terrain' | 'models')[] =
        m.what === 'terrain features'
          ? ['terrain']
          : m.what === 'models and terrain features'
            ? ['models', 'terrain']
            : ['models'];
      const moves = m.moves?.split(/, or |, | or /).map((x) => x.replace(' ', '-')) as
        | ('normal' | 'advance' | 'fall-back' | 'charge')[]
        | undefined;
      return rows([
        { kind: 'move-through', through, ...(moves ? { moves } : {}), ...(m.h ? { horizontally: true } : {}) },
      ]);
    },
  },
  {
    id: 'action/battle-shock-test',
    pattern: String.raw`(?:each enemy unit within (?:(?<er>engagement range)|{inches}) of (?:your|that|this) unit|(?<that>that enemy unit)) must (?:immediately )?take a battle-shock test(?:, subtracting (?<n>\d) from (?:the result|that test)(?<bh> if that unit is below half-strength)?)?`,
    read: (m) =>
      rows([
        {
          kind: 'battle-shock-test',
          on: m.that ? 'target' : m.er ? 'engaged' : 'within',
          ...(m.inches ? { inches: Number.parseInt(m.inches, 10) } : {}),
          ...(m.n ? { modifier: -Number(m.n) } : {}),
          ...(m.bh ? { ifBelowHalf: true } : {}),
        },
      ]),
  },
  {
    id: 'action/normal-move',
    pattern: String.raw`(?:(?:your|that|this) (?:[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ'-]+ )?units?|each of those units|it) can make a normal move(?: of up to (?<d>\d*D[36](?:\+\d+)?|\d+)")?`,
    read: (m) => {
      if (!m.d) return rows([{ kind: 'extra-move' }]);
      const upTo = dice(m.d);
      return upTo ? rows([{ kind: 'extra-move', upTo }]) : null;
    },
  },
  {
    id: 'action/not-engaged-for-shooting',
    pattern: String.raw`enemy units are not considered to be within engagement range of (?:your|that|this) unit for the purposes of selecting targets of ranged weapons`,
    read: () => rows([{ kind: 'not-engaged-for-shooting' }]),
  },
  {
    id: 'action/deny-reserves-within',
    pattern: String.raw`enemy units that are set up on the battlefield (?:as reinforcements|from reserves) cannot be set up within {inches}(?: horizontally)? of (?:your|that|this) unit`,
    read: (m) => rows([{ kind: 'deny-reserves-within', inches: Number.parseInt(m.inches as string, 10) }]),
  },
  {
    id: 'action/must-target-holder',
    pattern: String.raw`each time an enemy model within engagement range of (?:your|that|this) unit selects (?:its )?targets, it must select (?:your|that|this) unit as the target of (?:all of )?its attacks`,
    read: () => rows([{ kind: 'must-target-holder' }]),
  },
  {
    id: 'action/see-through-own-models',
    pattern: String.raw`models in (?:your|that|this) unit can ignore other models in their unit for the purposes of determining visibility`,
    read: () => rows([{ kind: 'see-through-own-models' }]),
  },
  {
    id: 'action/shoot-as-if',
    pattern: String.raw`(?:after (?:that enemy unit|the attacking unit) has (?:finished making its attacks|shot), )?(?:your|that|this) unit can shoot as if it were your shooting phase(?<only>, but (?:(?:it )?must target only that enemy unit when doing so, and can only do so if that enemy unit is an eligible target|when resolving those attacks,? it can only target that enemy unit \(and only if it is an eligible target\)))?`,
    read: (m) => rows([{ kind: 'out-of-phase-shoot', onlyWindowUnit: !!m.only }]),
  },
  {
    id: 'action/enemy-roll',
    pattern: String.raw`(?<op>add|subtract) {n} (?:to|from) (?<roll>charge|advance) rolls made for that enemy unit`,
    read: (m) =>
      rows([
        {
          kind: 'enemy-roll',
          roll: m.roll as 'charge' | 'advance',
          n: num(m.n as string) * (m.op === 'add' ? 1 : -1),
        },
      ]),
  },
  {
    id: 'action/enemy-charge-against',
    pattern: String.raw`each time an enemy unit selects (?:your|that|this) unit as the target of a charge, subtract {n} from the charge roll(?: \(this is not cumulative with any other negative modifiers to that charge roll\))?`,
    read: (m) => rows([{ kind: 'enemy-roll', roll: 'charge', n: -num(m.n as string), against: true }]),
  },
  {
    id: 'action/new-unit-in-reserves',
    pattern: String.raw`add a new unit to your army identical to your destroyed unit, in strategic reserves, at its starting strength(?:,? (?:and )?with (?:all of its|its full) wounds remaining)?`,
    read: () => rows([{ kind: 'new-unit-in-reserves' }]),
  },
  {
    id: 'action/own-move-rolls',
    pattern: String.raw`add {n} to (?<rolls>advance and charge|advance|charge) rolls made for (?:it|your unit|that unit|this unit)`,
    read: (m) => {
      const n = num(m.n as string);
      const list: ('advance' | 'charge')[] =
        m.rolls === 'advance' ? ['advance'] : m.rolls === 'charge' ? ['charge'] : ['advance', 'charge'];
      return rows(list.map((roll) => ({ kind: 'roll', roll, n })));
    },
  },
  {
    id: 'action/mortal-wounds-per-engaged-model',
    pattern: String.raw`select one enemy unit within engagement range of (?:your|that|this) unit, then roll one D6 for each model in (?:your|that|this) unit that is within engagement range of that enemy unit: for each {x}, that enemy unit suffers {dice} mortal wounds?(?: \(to a maximum of (?<max>\d+) mortal wounds\))?`,
    read: (m) => {
      const amount = dice(m.dice as string);
      if (!amount) return null;
      return rows([
        {
          kind: 'mortal-wounds-roll',
          perEngagedModel: true,
          on: threshold(m.x as string),
          amount,
          enemy: 'engaged',
          ...(m.max ? { max: Number(m.max) } : {}),
        },
      ]);
    },
  },
  {
    id: 'action/mortal-wounds-dice',
    pattern: String.raw`roll {n} D6: for each {x}, that enemy unit suffers {dice} mortal wounds?(?: \(to a maximum of (?<max>\d+) mortal wounds\))?`,
    read: (m) => {
      const amount = dice(m.dice as string);
      if (!amount) return null;
      return rows([
        {
          kind: 'mortal-wounds-roll',
          dice: num(m.n as string),
          on: threshold(m.x as string),
          amount,
          enemy: 'window',
          ...(m.max ? { max: Number(m.max) } : {}),
        },
      ]);
    },
  },
  {
    id: 'action/move-not-closer',
    pattern: String.raw`(?:when doing so, )?it does not need to end that move closer to the closest enemy model, provided it ends (?:it|that move) as close as possible to the closest enemy unit`,
    read: () => rows([{ kind: 'move-not-closer' }]),
  },
  {
    id: 'action/set-up-anywhere',
    pattern: String.raw`(?:your|that|this) unit can be set up anywhere on the battlefield that is more than {inches} horizontally away from all enemy (?:units|models)`,
    read: (m) => rows([{ kind: 'set-up-anywhere', away: Number.parseInt(m.inches as string, 10) }]),
  },
  {
    id: 'action/regain-wounds',
    pattern: String.raw`one model in (?:your|that|this) unit regains up to {n} lost wounds?`,
    read: (m) => rows([{ kind: 'regain-wounds', models: 1, wounds: num(m.n as string) }]),
  },
];

/** What a phrase spanning several sentences reads: rows and, when it says one, their duration. */
export interface Passage {
  duration?: ReadingDuration;
  rows: Effect[];
}

const NOT_ENGAGED = declared('own-not-engaged', 'the unit is not within Engagement Range of one or more enemy units');

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
    // The player's choice as a question the rows ask: "you selected [LETHAL HITS]" (else the other one).
    id: 'passage/select-one-ability',
    pattern: String.raw`select (?:either )?(?:the )?(?<a>\[[A-ZÀ-ÖØ-Þ0-9+\- ]+\]) or (?:the )?(?<b>\[[A-ZÀ-ÖØ-Þ0-9+\- ]+\])(?: abilit(?:y|ies))?\. until the end of the phase, {weapons} have the selected ability`,
    read: (m) => {
      const [a] = abilities(m.a as string);
      const [b] = abilities(m.b as string);
      if (!a || !b || m.weapons?.startsWith('such') || m.weapons?.startsWith('those')) return null;
      const chose = declared(`selected-${a.replace(/ /g, '-')}`, `you selected [${a.toUpperCase()}]`);
      const w = { ...typeOf(m.weapons), ...bearerWeapons(m.weapons) };
      return {
        duration: { kind: 'end-of-phase' },
        rows: [
          { kind: 'weapon-ability', ability: a, ...w, when: [chose] },
          { kind: 'weapon-ability', ability: b, ...w, when: [{ kind: 'not', condition: chose }] },
        ],
      };
    },
  },
  {
    id: 'passage/move-through-walls',
    pattern: String.raw`the next time (?:your|that|this) unit is selected to move this phase, models in that unit can move through walls and closed hatchways as if they were not there, but when doing so, no model can move more than {inches}`,
    read: (m) => ({
      duration: { kind: 'end-of-phase' },
      rows: [{ kind: 'move-through', through: ['walls-and-hatchways'], max: Number.parseInt(m.inches as string, 10) }],
    }),
  },
  {
    id: 'passage/sticky-objective',
    pattern: String.raw`(?:select one objective marker you control that (?:your|that|this) unit is within range of\. )?that objective marker remains under your control,?(?: even if you have no models within range of it,)? until your opponent(?:'s level of control over that objective marker is greater than yours at the end of a phase| controls it at the (?:start or end of any (?:turn|phase)|end of a phase))`,
    read: () => ({ rows: [{ kind: 'sticky-objective' }] }),
  },
  {
    id: 'passage/desperate-escape',
    pattern: String.raw`until the end of the phase, when that enemy unit falls back, models in it must take desperate escape tests as if their unit was battle-shocked(?:\. when doing so, if that enemy unit is also battle-shocked by other means, subtract (?<n>\d) from each of those desperate escape tests)?`,
    read: (m) => ({
      duration: { kind: 'end-of-phase' },
      rows: [{ kind: 'desperate-escape', asIfBattleShocked: true, ...(m.n ? { modifier: -Number(m.n) } : {}) }],
    }),
  },
  {
    id: 'passage/charge-now',
    pattern: String.raw`(?:your|that|this) unit now declares a charge that (?:only targets|targets only) (?:that enemy unit|(?:one or more of )?those enemy units|only one or more of those enemy units), and you resolve that charge(?: as if it were your charge phase)?(?<bonus>\. note that even if (?:this|that) charge is successful, (?:your|that) unit does not receive any charge bonus this turn)?`,
    read: (m) => ({ rows: [{ kind: 'out-of-phase-charge', ...(m.bonus ? { noChargeBonus: true } : {}) }] }),
  },
  {
    id: 'passage/normal-move-no-embark',
    pattern: String.raw`(?<ne>if (?:your|that|this) unit is not within engagement range of one or more enemy units, )?(?:(?:your|that|this) unit|it) can make a normal move of up to (?<d>\d*D[36](?:\+\d+)?|\d+)"\. it cannot embark within a TRANSPORT at the end of this move if it disembarked from a TRANSPORT this turn`,
    read: (m) => {
      const upTo = dice(m.d as string);
      if (!upTo) return null;
      return {
        rows: [
          {
            kind: 'extra-move',
            upTo,
            noEmbarkIfDisembarked: true,
            ...(m.ne ? { when: [NOT_ENGAGED] } : {}),
          },
        ],
      };
    },
  },
  {
    id: 'passage/advance-fixed',
    pattern: String.raw`until the end of the phase, (?:each time|if) (?:your|that|this) unit advances, do not make an advance roll(?: for it)?(?:\. |; )instead, until the end of the phase, add {inches} to the move characteristic of models in (?:your|that|this) unit`,
    read: (m) => ({
      duration: { kind: 'end-of-phase' },
      rows: [{ kind: 'advance-fixed', inches: Number.parseInt(m.inches as string, 10) }],
    }),
  },
  {
    id: 'passage/fight-on-death',
    pattern: String.raw`(?<dur>until the end of the phase, )?each time an? (?:{kw} )?model in (?:your|this|that) unit is destroyed(?<melee> by a melee attack)?, if that model has not (?<sf>shot or )?fought this phase, (?:roll one D6(?:, adding {n}(?: to the result)? if (?:that model has the {kw2} keyword|it is an? {kw3} (?:model|unit)|your unit has the {kw4} keyword))?(?::|\.) on a {x}, )?do not remove (?:it|the destroyed model) from play(?:; |\. )(?:(?:the|that) destroyed model|it) can (?<sf2>shoot or )?fight after the attacking (?:model's )?unit has finished making (?:its )?attacks(?: \(when doing so, it is (?:treated as having|assumed to have) 1 wound remaining\))?,? and is then removed from play`,
    read: (m, ctx) => {
      const keyword = ONE_KW(m.kw, ctx.keywords);
      const bonusKw = ONE_KW(m.kw2 ?? m.kw3 ?? m.kw4, ctx.keywords);
      if (keyword === null || bonusKw === null || !m.sf !== !m.sf2) return null;
      const row: Effect = {
        kind: 'fight-on-death',
        ...(m.x ? { on: threshold(m.x) } : {}),
        ...(bonusKw && m.n ? { bonus: { add: num(m.n), keyword: bonusKw } } : {}),
        ...(keyword ? { keyword } : {}),
        ...(m.melee ? { byMelee: true } : {}),
        ...(m.sf ? { orShoot: true } : {}),
      };
      return { ...(m.dur ? { duration: { kind: 'end-of-phase' } } : {}), rows: [row] };
    },
  },
];
