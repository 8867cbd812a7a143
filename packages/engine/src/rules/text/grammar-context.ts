import type { Condition } from '../effects.js';
import { BELOW_STARTING_TARGET, declared, TARGET_ON_OBJECTIVE, targetKw, typeOf } from './grammar-helpers.js';
import type { Phrase } from './phrase.js';
import type { Piece } from './types.js';

/**
 * The grammar of durations and attack contexts, as data: "Until the end of the phase,", "each time a
 * model in your unit makes a ranged attack that targets a MONSTER unit,".
 */

export const DURATION_PHRASES: Phrase<Piece>[] = [
  {
    id: 'duration/end-of-phase',
    pattern: String.raw`until the end of the phase`,
    read: () => ({ t: 'duration', duration: { kind: 'end-of-phase' } }),
  },
  {
    id: 'duration/end-of-turn',
    pattern: String.raw`until the end of the turn`,
    read: () => ({ t: 'duration', duration: { kind: 'end-of-turn' } }),
  },
  {
    id: 'duration/end-of-battle-round',
    pattern: String.raw`until the end of the battle round`,
    read: () => ({ t: 'duration', duration: { kind: 'end-of-battle-round' } }),
  },
  {
    id: 'duration/attacking-unit-finished',
    pattern: String.raw`until the attacking unit has finished making its attacks`,
    read: () => ({ t: 'duration', duration: { kind: 'while', condition: 'attacking-unit-attacking' } }),
  },
  {
    id: 'duration/your-next-command-phase',
    pattern: String.raw`until the start of your next command phase`,
    read: () => ({ t: 'duration', duration: { kind: 'your-next-command-phase' } }),
  },
  {
    id: 'duration/your-next-shooting-phase',
    pattern: String.raw`until the start of your next shooting phase`,
    read: () => ({ t: 'duration', duration: { kind: 'your-next-shooting-phase' } }),
  },
  {
    id: 'duration/end-of-battle',
    pattern: String.raw`until the end of the battle`,
    read: () => ({ t: 'duration', duration: { kind: 'battle' } }),
  },
];

/** "each time a model in your unit makes a ranged attack that targets a unit within 12"" */
const OWN_ATTACKER = String.raw`(?:a model (?:in|from) (?:your|that|this|the bearer's) unit|(?<one>this model|the bearer|your model|that model)|a model in one of those units|a model in one of your units)`;
/** "each time the bearer makes an attack": only the holder's own attacks. */
const one = (m: Record<string, string>): { holder?: true } => (m.one ? { holder: true } : {});
/** "each time <your model> makes an attack that targets <such> a unit": the attack context asking that of the target. */
const ownAttackAsking =
  (ask: Extract<Condition, { kind: 'ask' }>['ask']) =>
  (m: Record<string, string>): Piece => ({
    t: 'attack',
    scope: 'own',
    ...one(m),
    ...typeOf(m.type),
    when: [{ kind: 'ask', ask }],
  });

export const CONTEXT_PHRASES: Phrase<Piece>[] = [
  {
    id: 'attack/own-targets-keyword',
    pattern: String.raw`each time ${OWN_ATTACKER} makes an? (?<type>ranged |melee )?attack that targets an? (?:enemy )?{kw}(?: units?)?(?![A-Za-z(])`,
    read: (m, ctx) => {
      const when = targetKw(m.kw as string, ctx);
      return when.length ? { t: 'attack', scope: 'own', ...one(m), ...typeOf(m.type), when } : null;
    },
  },
  {
    id: 'attack/own-targets-within',
    pattern: String.raw`each time ${OWN_ATTACKER} makes an? (?<type>ranged |melee )?attack that targets an? (?:enemy )?unit within {inches}(?: of (?:it|your unit|this model|the bearer|that model))?`,
    read: (m) => ({
      t: 'attack',
      scope: 'own',
      ...one(m),
      ...typeOf(m.type),
      when: [{ kind: 'ask', ask: { kind: 'target-within', inches: Number.parseInt(m.inches as string, 10) } }],
    }),
  },
  {
    id: 'attack/own-targets-objective',
    pattern: String.raw`each time ${OWN_ATTACKER} makes an? (?<type>ranged |melee )?attack that targets an? (?:enemy )?unit (?:that is )?within range of (?:an|one or more) objective markers?`,
    read: (m) => ({
      t: 'attack',
      scope: 'own',
      ...one(m),
      ...typeOf(m.type),
      when: [TARGET_ON_OBJECTIVE],
    }),
  },
  {
    id: 'attack/own-targets-half-range',
    pattern: String.raw`each time ${OWN_ATTACKER} makes an? (?<type>ranged |melee )?attack that targets an? (?:enemy )?unit within half range`,
    read: ownAttackAsking({ kind: 'within-half-range' }),
  },
  {
    id: 'attack/own-targets-closest',
    pattern: String.raw`each time ${OWN_ATTACKER} makes an? (?<type>ranged |melee )?attack that targets the closest eligible target(?: within (?<n>\d+)")?`,
    read: (m) => ({
      t: 'attack',
      scope: 'own',
      ...one(m),
      ...typeOf(m.type),
      // "the closest eligible target within N\"": the closest eligible target, and within N".
      when: [
        declared('target-closest-eligible', 'the target is the closest eligible target'),
        ...(m.n
          ? [{ kind: 'ask', ask: { kind: 'target-within', inches: Number.parseInt(m.n, 10) } } as Condition]
          : []),
      ],
    }),
  },
  {
    id: 'attack/own',
    pattern: String.raw`each time ${OWN_ATTACKER} makes an? (?<type>ranged |melee )?attack(?: that targets an enemy unit(?=,))?`,
    read: (m) => ({ t: 'attack', scope: 'own', ...one(m), ...typeOf(m.type) }),
  },
  {
    id: 'attack/own-psychic',
    pattern: String.raw`each time ${OWN_ATTACKER} makes a psychic attack`,
    read: (m) => ({ t: 'attack', scope: 'own', ...one(m), when: [{ kind: 'weapon-ability', ability: 'psychic' }] }),
  },
  {
    id: 'attack/own-targets-battle-shocked',
    pattern: String.raw`each time ${OWN_ATTACKER} makes an? (?<type>ranged |melee )?attack that targets a battle-shocked (?:enemy )?unit`,
    read: ownAttackAsking({ kind: 'battle-shocked', who: 'target' }),
  },
  {
    id: 'attack/own-targets-below-half',
    pattern: String.raw`each time ${OWN_ATTACKER} makes an? (?<type>ranged |melee )?attack that targets an? (?:enemy )?unit that is below half-strength`,
    read: ownAttackAsking({ kind: 'below-half-strength', who: 'target' }),
  },
  {
    id: 'attack/own-targets-below-starting',
    pattern: String.raw`each time ${OWN_ATTACKER} makes an? (?<type>ranged |melee )?attack that targets an? (?:enemy )?unit (?:that is )?below (?:its )?starting strength`,
    read: ownAttackAsking(BELOW_STARTING_TARGET),
  },
  {
    id: 'attack/own-targets-shocked-or-below-half',
    pattern: String.raw`each time ${OWN_ATTACKER} makes an? (?<type>ranged |melee )?attack that targets an? (?:enemy )?unit that is battle-shocked and/or below half-strength`,
    read: (m) => ({
      t: 'attack',
      scope: 'own',
      ...one(m),
      ...typeOf(m.type),
      when: [
        {
          kind: 'any',
          conditions: [
            { kind: 'ask', ask: { kind: 'battle-shocked', who: 'target' } },
            { kind: 'ask', ask: { kind: 'below-half-strength', who: 'target' } },
          ],
        },
      ],
    }),
  },
  {
    id: 'attack/targets-unit',
    pattern: String.raw`each time an? (?<type>ranged |melee )?attack targets (?:a model in )?(?:your|that|this|the bearer's) unit`,
    read: (m) => ({ t: 'attack', scope: 'attacked-by', ...typeOf(m.type) }),
  },
  {
    id: 'attack/targets-model',
    pattern: String.raw`each time an? (?<type>ranged |melee )?attack targets (?:this model|the bearer|your model|that model)`,
    read: (m) => ({ t: 'attack', scope: 'attacked-by', ...typeOf(m.type) }),
  },
  {
    id: 'attack/allocated-unit',
    pattern: String.raw`each time an? (?<type>ranged |melee )?attack is allocated to (?:a model in )?(?:your|that|this|the bearer's) unit`,
    read: (m) => ({ t: 'attack', scope: 'allocated', ...typeOf(m.type) }),
  },
  {
    id: 'attack/allocated-model',
    pattern: String.raw`each time an? (?<type>ranged |melee )?attack is allocated to (?:this model|the bearer|your model|that model)`,
    read: (m) => ({ t: 'attack', scope: 'allocated', holder: true, ...typeOf(m.type) }),
  },
];
