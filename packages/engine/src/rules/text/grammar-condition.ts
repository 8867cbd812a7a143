import { BELOW_STARTING_OWN, declared, ownKw, TARGET_ON_OBJECTIVE, targetKw } from './grammar-helpers.js';
import type { Phrase } from './phrase.js';
import { num } from './slots.js';
import type { Piece } from './types.js';

/** The grammar of conditions, as data: "if the target is within half range,", "while this model is leading a unit,". */

export const CONDITION_PHRASES: Phrase<Piece>[] = [
  {
    id: 'condition/strength-above-toughness',
    pattern: String.raw`if the strength characteristic of that attack is greater than (?:the toughness characteristic of (?:your|that|this) unit|(?:your|that|this) unit's toughness characteristic)`,
    read: () => ({ t: 'condition', when: [{ kind: 'strength-above-toughness' }] }),
  },
  {
    id: 'condition/doctrine',
    pattern: String.raw`if (?:your|that|this) unit is under the effects of the (?<d>[a-z]+) doctrine`,
    read: (m) => ({
      t: 'condition',
      when: [declared(`doctrine-${m.d}`, `the unit is under the effects of the ${m.d} Doctrine`)],
    }),
  },
  {
    id: 'condition/contains-models',
    pattern: String.raw`if (?:your|that|this) unit contains {n} or more models`,
    read: (m) => ({
      t: 'condition',
      when: [
        declared(`own-${num(m.n as string)}-or-more-models`, `the unit contains ${num(m.n as string)} or more models`),
      ],
    }),
  },
  {
    id: 'condition/own-keyword',
    pattern: String.raw`if (?:your unit|it|this unit|the bearer's unit) is an? {kw} unit`,
    read: (m, ctx) => {
      const when = ownKw(m.kw as string, ctx);
      return when.length ? { t: 'condition', when } : null;
    },
  },
  {
    id: 'condition/own-has-keyword',
    pattern: String.raw`if (?:your unit|it|this unit|the bearer's unit) has the {kw} keyword`,
    read: (m, ctx) => {
      const when = ownKw(m.kw as string, ctx);
      return when.length ? { t: 'condition', when } : null;
    },
  },
  {
    id: 'condition/own-below-half',
    pattern: String.raw`if (?:your|that|this|the bearer's) unit is below half-strength`,
    read: () => ({ t: 'condition', when: [{ kind: 'ask', ask: { kind: 'below-half-strength', who: 'own' } }] }),
  },
  {
    id: 'condition/own-below-starting',
    pattern: String.raw`if (?:your|that|this|the bearer's) unit is below (?:its )?starting strength`,
    read: () => ({ t: 'condition', when: [{ kind: 'ask', ask: BELOW_STARTING_OWN }] }),
  },
  {
    id: 'condition/target-judgement-tokens',
    pattern: String.raw`if (?:the target|that target|the target of that attack|the target unit) has {n} or more judgement tokens`,
    read: (m) => ({
      t: 'condition',
      when: [{ kind: 'counter', counter: 'judgement-token', on: 'target', atLeast: num(m.n as string) }],
    }),
  },
  {
    id: 'condition/waaagh-active',
    pattern: String.raw`if a waaagh! is active for (?:your|that|this) unit`,
    read: () => ({ t: 'condition', when: [declared('waaagh-active', 'a Waaagh! is active for the unit')] }),
  },
  {
    id: 'condition/attacker-not-within',
    pattern: String.raw`if the attacking model is not within {inches}(?: of (?:your|that|this) unit)?`,
    read: (m) => ({
      t: 'condition',
      when: [
        {
          kind: 'not',
          condition: declared(
            `attacker-within-${m.inches}`.replace('"', ''),
            `the attacking model is within ${m.inches}`,
          ),
        },
      ],
    }),
  },
  {
    id: 'condition/friendly-near-target',
    pattern: String.raw`if one or more friendly (?<kw>[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ0-9'\- ]*[A-ZÀ-ÖØ-Þ0-9]) units are within (?<n>\d+)" of that enemy unit`,
    read: (m) => ({
      t: 'condition',
      when: [
        declared(
          `friendly-${(m.kw as string).toLowerCase().replace(/ /g, '-')}-within-${m.n}-of-target`,
          `one or more friendly ${m.kw} units are within ${m.n}" of the target`,
        ),
      ],
    }),
  },
  {
    id: 'condition/own-in-synapse-range',
    pattern: String.raw`if (?:your|that|this) unit is within synapse range of your army`,
    read: () => ({
      t: 'condition',
      when: [declared('own-within-synapse-range', 'the unit is within Synapse Range of your army')],
    }),
  },
  {
    id: 'condition/own-led-by',
    pattern: String.raw`if an? (?<kw>[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ0-9'\- ]*[A-ZÀ-ÖØ-Þ0-9]) (?:model )?is leading (?:your|that|this) unit`,
    read: (m) => ({
      t: 'condition',
      when: [
        declared(
          `own-led-by-${(m.kw as string).toLowerCase().replace(/ /g, '-')}`,
          `a ${m.kw} model is leading the unit`,
        ),
      ],
    }),
  },
  {
    id: 'condition/leading',
    pattern: String.raw`while (?:this model|the bearer) is leading a unit`,
    read: () => ({ t: 'condition', when: [{ kind: 'leading' }] }),
  },
  {
    id: 'condition/half-range',
    pattern: String.raw`if (?:the target|that target|the target of that attack|that attack's target) is within half range(?: of (?:that|the attacking) weapon)?|if that attack targets a unit within half range`,
    read: () => ({ t: 'condition', when: [{ kind: 'ask', ask: { kind: 'within-half-range' } }] }),
  },
  {
    id: 'condition/target-keyword',
    pattern: String.raw`if (?:the target|that target|the target of that attack) is an? {kw} unit`,
    read: (m, ctx) => {
      const when = targetKw(m.kw as string, ctx);
      return when.length ? { t: 'condition', when } : null;
    },
  },
  {
    id: 'condition/target-within',
    pattern: String.raw`if (?:the target|that target|the target of that attack) is within {inches}(?: of (?:your unit|this model|the bearer|the attacking model|the attacking unit))?`,
    read: (m) => ({
      t: 'condition',
      when: [{ kind: 'ask', ask: { kind: 'target-within', inches: Number.parseInt(m.inches as string, 10) } }],
    }),
  },
  {
    id: 'condition/target-below-half',
    pattern: String.raw`if (?:the target|that target|the target of that attack|the target unit) is below half-strength`,
    read: () => ({ t: 'condition', when: [{ kind: 'ask', ask: { kind: 'below-half-strength', who: 'target' } }] }),
  },
  {
    id: 'condition/target-battle-shocked',
    pattern: String.raw`if (?:the target|that target|the target of that attack|the target unit) is battle-shocked`,
    read: () => ({ t: 'condition', when: [{ kind: 'ask', ask: { kind: 'battle-shocked', who: 'target' } }] }),
  },
  {
    id: 'condition/target-on-objective',
    pattern: String.raw`if (?:the target|that target|the target of that attack|the target unit|that enemy unit) is within range of (?:an|one or more) objective markers?`,
    read: () => ({ t: 'condition', when: [TARGET_ON_OBJECTIVE] }),
  },
  {
    id: 'condition/own-on-objective',
    pattern: String.raw`(?:if|while) (?:your|that|this|the bearer's) unit is within range of (?:an|one or more) objective markers?(?! you)`,
    read: () => ({
      t: 'condition',
      when: [declared('own-within-objective-range', 'the unit is within range of an objective marker')],
    }),
  },
  {
    id: 'condition/attacker-within',
    pattern: String.raw`if the attacking model is within {inches}(?: of (?:your|that|this) unit)?`,
    read: (m) => ({
      t: 'condition',
      when: [declared(`attacker-within-${m.inches}`.replace('"', ''), `the attacking model is within ${m.inches}`)],
    }),
  },
  {
    id: 'condition/own-not-engaged',
    pattern: String.raw`if (?:your|that|this) unit is not within engagement range of one or more enemy units`,
    read: () => ({
      t: 'condition',
      when: [declared('own-not-engaged', 'the unit is not within Engagement Range of one or more enemy units')],
    }),
  },
  {
    id: 'condition/charged',
    pattern: String.raw`if (?:your|that|this|the bearer's) unit made a charge move this turn|if it made a charge move this turn`,
    read: () => ({ t: 'condition', when: [{ kind: 'ask', ask: { kind: 'charged' } }] }),
  },
  {
    id: 'condition/remained-stationary',
    pattern: String.raw`if (?:your|that|this|the bearer's) unit remained stationary this turn`,
    read: () => ({ t: 'condition', when: [{ kind: 'ask', ask: { kind: 'remained-stationary' } }] }),
  },
];
