import type { Condition, Effect, Stat } from '../effects.js';
import type { Phrase } from './phrase.js';
import { abilities, dice, holderIsModel, keywordSets, num, rollName, stats, threshold, weaponsType } from './slots.js';
import type { Piece } from './types.js';

/**
 * The grammar of effects, as data: each phrase reads one piece of an EFFECT line or an ability
 * (a duration, an attack context, a condition, effect rows). Tried in order; the first that reads
 * wins. Texts are normalised first (compile.ts): straight quotes, plain hyphens, a sentence's first
 * letter in lower case.
 */

const rows = (r: Effect[], needs?: 'attack' | 'allocated'): Piece => ({
  t: 'rows',
  rows: r,
  ...(needs ? { needs } : {}),
});
const holderScope = (subject: string | undefined): Pick<Effect, 'scope'> =>
  subject && holderIsModel(subject) ? { scope: 'holder' } : {};
const typeOf = (s: string | undefined): { type?: 'ranged' | 'melee' } => {
  const t = s ? weaponsType(s) : undefined;
  return t ? { type: t } : {};
};
const targetKw = (kw: string, ctx: { keywords: ReadonlySet<string> }): Condition[] => {
  const sets = keywordSets(kw, ctx.keywords);
  // "a MONSTER or VEHICLE unit": any one keyword; a set of two words must all hold (not said by `any`).
  if (sets.some((s) => s.length !== 1)) return [];
  return [{ kind: 'target-keyword', any: sets.map((s) => s[0] as string) }];
};
/** Weapons "equipped by the bearer": only the holder's own. */
const bearerWeapons = (w: string | undefined): Pick<Effect, 'scope'> =>
  w && /by (?:the bearer|this model|your model|that model)$/.test(w) ? { scope: 'holder' } : {};
const statRows = (names: string, change: 'add' | 'improve' | 'worsen', by: number, extra: Partial<Effect> = {}) => {
  const list = stats(names);
  if (!list) return null;
  return list.map((stat: Stat) => ({ kind: 'stat', stat, change, by, ...extra }) as Effect);
};

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
    id: 'duration/end-of-battle',
    pattern: String.raw`until the end of the battle`,
    read: () => ({ t: 'duration', duration: { kind: 'battle' } }),
  },
];

/** "each time a model in your unit makes a ranged attack that targets a unit within 12"" */
const OWN_ATTACKER = String.raw`(?:a model in (?:your|that|this|the bearer's) unit|(?<one>this model|the bearer|your model|that model)|a model in one of those units|a model in one of your units)`;
/** "each time the bearer makes an attack": only the holder's own attacks. */
const one = (m: Record<string, string>): { holder?: true } => (m.one ? { holder: true } : {});

export const CONTEXT_PHRASES: Phrase<Piece>[] = [
  {
    id: 'attack/own-targets-keyword',
    pattern: String.raw`each time ${OWN_ATTACKER} makes an? (?<type>ranged |melee )?attack that targets an? (?:enemy )?{kw} unit`,
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
    id: 'attack/own',
    pattern: String.raw`each time ${OWN_ATTACKER} makes an? (?<type>ranged |melee )?attack`,
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
    read: (m) => ({
      t: 'attack',
      scope: 'own',
      ...one(m),
      ...typeOf(m.type),
      when: [{ kind: 'ask', ask: { kind: 'battle-shocked', who: 'target' } }],
    }),
  },
  {
    id: 'attack/own-targets-below-half',
    pattern: String.raw`each time ${OWN_ATTACKER} makes an? (?<type>ranged |melee )?attack that targets an? (?:enemy )?unit that is below half-strength`,
    read: (m) => ({
      t: 'attack',
      scope: 'own',
      ...one(m),
      ...typeOf(m.type),
      when: [{ kind: 'ask', ask: { kind: 'below-half-strength', who: 'target' } }],
    }),
  },
  {
    id: 'attack/own-targets-below-starting',
    pattern: String.raw`each time ${OWN_ATTACKER} makes an? (?<type>ranged |melee )?attack that targets an? (?:enemy )?unit that is below its starting strength`,
    read: (m) => ({
      t: 'attack',
      scope: 'own',
      ...one(m),
      ...typeOf(m.type),
      when: [{ kind: 'ask', ask: BELOW_STARTING_TARGET }],
    }),
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
    pattern: String.raw`each time an? (?<type>ranged |melee )?attack is allocated to a model in (?:your|that|this|the bearer's) unit`,
    read: (m) => ({ t: 'attack', scope: 'allocated', ...typeOf(m.type) }),
  },
  {
    id: 'attack/allocated-model',
    pattern: String.raw`each time an? (?<type>ranged |melee )?attack is allocated to (?:this model|the bearer|your model|that model)`,
    read: (m) => ({ t: 'attack', scope: 'allocated', holder: true, ...typeOf(m.type) }),
  },
];

/** Below Starting Strength is not Below Half-strength: a question the engine does not measure yet. */
const BELOW_STARTING_TARGET = {
  kind: 'declared',
  id: 'target-below-starting-strength',
  text: 'the target is below its Starting Strength',
} as const;
const BELOW_STARTING_OWN = {
  kind: 'declared',
  id: 'own-below-starting-strength',
  text: 'the unit is below its Starting Strength',
} as const;
const ownKw = (kw: string, ctx: { keywords: ReadonlySet<string> }): Condition[] => {
  const sets = keywordSets(kw, ctx.keywords);
  if (sets.some((s) => s.length !== 1)) return [];
  return [{ kind: 'own-keyword', any: sets.map((s) => s[0] as string) }];
};

const declared = (id: string, text: string): Condition => ({ kind: 'ask', ask: { kind: 'declared', id, text } });

export const CONDITION_PHRASES: Phrase<Piece>[] = [
  {
    id: 'condition/strength-above-toughness',
    pattern: String.raw`if the strength characteristic of that attack is greater than the toughness characteristic of (?:your|that|this) unit`,
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
    pattern: String.raw`if (?:your|that|this|the bearer's) unit is below its starting strength`,
    read: () => ({ t: 'condition', when: [{ kind: 'ask', ask: BELOW_STARTING_OWN }] }),
  },
  {
    id: 'condition/leading',
    pattern: String.raw`while this model is leading a unit`,
    read: () => ({ t: 'condition', when: [{ kind: 'leading' }] }),
  },
  {
    id: 'condition/half-range',
    pattern: String.raw`if (?:the target|that target|the target of that attack|that attack's target) is within half range(?: of (?:that|the attacking) weapon)?`,
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
    id: 'condition/charged',
    pattern: String.raw`if (?:your|that|this|the bearer's) unit made a charge move this turn`,
    read: () => ({ t: 'condition', when: [{ kind: 'ask', ask: { kind: 'charged' } }] }),
  },
  {
    id: 'condition/remained-stationary',
    pattern: String.raw`if (?:your|that|this|the bearer's) unit remained stationary this turn`,
    read: () => ({ t: 'condition', when: [{ kind: 'ask', ask: { kind: 'remained-stationary' } }] }),
  },
];

export const ROW_PHRASES: Phrase<Piece>[] = [
  // Rolls of an attack.
  {
    id: 'roll/add',
    pattern: String.raw`(?<op>add|subtract) {n} (?:to|from) the {roll} roll`,
    read: (m) => {
      const roll = rollName(m.roll as string);
      if (roll !== 'hit' && roll !== 'wound') return null;
      const n = num(m.n as string) * (m.op === 'add' ? 1 : -1);
      return rows([{ kind: 'roll', roll, n }], 'attack');
    },
  },
  {
    id: 'roll/add-both',
    pattern: String.raw`(?<op>add|subtract) {n} (?:to|from) the hit roll and (?:to|from )?the wound roll`,
    read: (m) => {
      const n = num(m.n as string) * (m.op === 'add' ? 1 : -1);
      return rows(
        [
          { kind: 'roll', roll: 'hit', n },
          { kind: 'roll', roll: 'wound', n },
        ],
        'attack',
      );
    },
  },
  {
    id: 'reroll/failed',
    pattern: String.raw`you can re-roll the {roll} roll`,
    read: (m) => {
      const roll = rollName(m.roll as string);
      if (roll !== 'hit' && roll !== 'wound' && roll !== 'damage') return null;
      return rows([{ kind: 'reroll', roll, policy: 'failed' }], 'attack');
    },
  },
  {
    id: 'reroll/ones',
    pattern: String.raw`(?:you can )?re-roll an? {roll} roll of 1`,
    read: (m) => {
      const roll = rollName(m.roll as string);
      if (roll !== 'hit' && roll !== 'wound' && roll !== 'damage') return null;
      return rows([{ kind: 'reroll', roll, policy: 'ones' }], 'attack');
    },
  },
  {
    id: 'critical/scores',
    pattern: String.raw`(?:a successful )?(?:an )?unmodified (?<r>hit|wound) roll of {x} scores a critical (?<r2>hit|wound)`,
    read: (m) =>
      m.r === m.r2
        ? rows([{ kind: 'critical', roll: m.r as 'hit' | 'wound', on: threshold(m.x as string) }], 'attack')
        : null,
  },
  {
    id: 'critical/is-scored',
    pattern: String.raw`a critical (?<r>hit|wound) is scored on an unmodified (?<r2>hit|wound) roll of {x}(?:,? instead of only (?:a|on a) 6)?`,
    read: (m) =>
      m.r === m.r2
        ? rows([{ kind: 'critical', roll: m.r as 'hit' | 'wound', on: threshold(m.x as string) }], 'attack')
        : null,
  },
  {
    id: 'stat/attack-improve',
    pattern: String.raw`(?<op>improve|worsen) the {stats} characteristics? of (?:that|the) attack by {n}`,
    read: (m) => {
      const r = statRows(m.stats as string, m.op as 'improve' | 'worsen', num(m.n as string));
      return r ? rows(r, 'attack') : null;
    },
  },
  {
    id: 'stat/attack-add',
    pattern: String.raw`add {n} to the {stats} characteristics? of (?:that|the) attack`,
    read: (m) => {
      const r = statRows(m.stats as string, 'add', num(m.n as string));
      return r ? rows(r, 'attack') : null;
    },
  },
  {
    id: 'damage/reduce-attack',
    pattern: String.raw`subtract {n} from the damage characteristic of that attack`,
    read: (m) => rows([{ kind: 'damage-reduction', by: num(m.n as string) }], 'allocated'),
  },
  {
    id: 'damage/halve-attack',
    pattern: String.raw`halve the damage characteristic of that attack`,
    read: () => rows([{ kind: 'halve-damage' }], 'allocated'),
  },
  {
    id: 'ability/attack-has',
    pattern: String.raw`(?:that|the) attack has the {abilities} abilit(?:y|ies)`,
    read: (m) =>
      rows(
        abilities(m.abilities as string).map((ability) => ({ kind: 'weapon-ability', ability })),
        'attack',
      ),
  },
  // Weapons of the holder.
  {
    id: 'ability/weapons-have',
    pattern: String.raw`{weapons} have the {abilities} abilit(?:y|ies)`,
    read: (m) =>
      rows(
        abilities(m.abilities as string).map((ability) => ({
          kind: 'weapon-ability',
          ability,
          ...typeOf(m.weapons),
          ...bearerWeapons(m.weapons),
        })),
      ),
  },
  {
    id: 'ability/kind-weapons-have',
    pattern: String.raw`(?<wa>torrent|pistol|blast|melta|heavy|assault|psychic|lance|precision) weapons equipped by models in (?:your|that|this|the bearer's) unit have the {abilities} abilit(?:y|ies)`,
    read: (m) =>
      rows(
        abilities(m.abilities as string).map((ability) => ({
          kind: 'weapon-ability',
          ability,
          when: [{ kind: 'weapon-ability', ability: m.wa as string }],
        })),
      ),
  },
  {
    id: 'stat/weapons-add',
    pattern: String.raw`add {n} to the {stats} characteristics? of {weapons}`,
    read: (m) => {
      const r = statRows(m.stats as string, 'add', num(m.n as string), {
        ...typeOf(m.weapons),
        ...bearerWeapons(m.weapons),
      });
      return r ? rows(r) : null;
    },
  },
  {
    id: 'stat/weapons-improve',
    pattern: String.raw`(?<op>improve|worsen) the {stats} characteristics? of {weapons} by {n}`,
    read: (m) => {
      const r = statRows(m.stats as string, m.op as 'improve' | 'worsen', num(m.n as string), {
        ...typeOf(m.weapons),
        ...bearerWeapons(m.weapons),
      });
      return r ? rows(r) : null;
    },
  },
  // Models of the holder.
  {
    id: 'fnp/has',
    pattern: String.raw`{subject} (?:has|have) the feel no pain {x} ability(?<against> against mortal wounds| against psychic attacks| against psychic attacks and mortal wounds)?`,
    read: (m) => {
      const value = threshold(m.x as string);
      const s = holderScope(m.subject);
      if (!m.against) return rows([{ kind: 'feel-no-pain', value, ...s }]);
      if (m.against === ' against mortal wounds')
        return rows([{ kind: 'feel-no-pain', value, against: 'mortal', ...s }]);
      if (m.against === ' against psychic attacks')
        return rows([{ kind: 'feel-no-pain', value, against: 'psychic', ...s }]);
      return rows([
        { kind: 'feel-no-pain', value, against: 'psychic', ...s },
        { kind: 'feel-no-pain', value, against: 'mortal', ...s },
      ]);
    },
  },
  {
    id: 'stealth/has',
    pattern: String.raw`{subject} (?:has|have) the stealth ability`,
    read: (m) => rows([{ kind: 'stealth', ...holderScope(m.subject) }]),
  },
  {
    id: 'cover/has',
    pattern: String.raw`{subject} (?:has|have) the benefit of cover`,
    read: (m) => rows([{ kind: 'cover', ...holderScope(m.subject) }]),
  },
  {
    id: 'cover/has-against-attack',
    pattern: String.raw`(?:it|that model|your unit|models in your unit) (?:has|have) the benefit of cover against that attack`,
    read: () => rows([{ kind: 'cover' }], 'allocated'),
  },
  {
    id: 'invulnerable/has',
    pattern: String.raw`{subject} (?:has|have) an? {x} invulnerable save(?<type> against ranged attacks| against melee attacks)?`,
    read: (m) =>
      rows([
        {
          kind: 'invulnerable',
          value: threshold(m.x as string),
          ...holderScope(m.subject),
          ...(m.type ? { type: m.type.includes('ranged') ? 'ranged' : 'melee' } : {}),
        },
      ]),
  },
  {
    id: 'core/has',
    pattern: String.raw`{subject} (?:has|have) the (?<ability>deep strike|fights first|lone operative|infiltrators|scouts \d+"|deadly demise D?\d+) abilit(?:y|ies)`,
    read: (m) => {
      const a = m.ability as string;
      const name = a.replace(/\b[a-z]/g, (c) => c.toUpperCase());
      return rows([{ kind: 'core-ability', ability: name, ...holderScope(m.subject) }]);
    },
  },
  {
    id: 'stat/models-add',
    pattern: String.raw`add {n} to the {stats} characteristics? of (?:models in (?:your|that|this|the bearer's) unit|the bearer|this model|your model|that model)`,
    read: (m) => {
      const list = stats(m.stats as string);
      if (!list || list.some((s) => !['M', 'T', 'W', 'OC', 'Ld', 'Sv'].includes(s) || s === 'Sv')) return null;
      return rows(list.map((stat) => ({ kind: 'stat', stat, change: 'add', by: num(m.n as string) }) as Effect));
    },
  },
  {
    id: 'stat/models-improve',
    pattern: String.raw`(?<op>improve|worsen) the {stats} characteristics? of (?:models in (?:your|that|this|the bearer's) unit|the bearer|this model|your model|that model) by {n}`,
    read: (m) => {
      const list = stats(m.stats as string);
      if (!list || list.some((s) => !['M', 'T', 'W', 'OC', 'Ld', 'Sv'].includes(s))) return null;
      return rows(list.map((stat) => ({ kind: 'stat', stat, change: m.op, by: num(m.n as string) }) as Effect));
    },
  },
  {
    id: 'save/add',
    pattern: String.raw`add {n} to (?:the )?armour saving throws? made for models in (?:your|that|this) unit`,
    read: (m) => rows([{ kind: 'roll', roll: 'save', n: num(m.n as string) }]),
  },
  {
    id: 'mortal/suffers',
    pattern: String.raw`(?<who>that enemy unit|the target unit|your unit) suffers {dice} mortal wounds?`,
    read: (m) => {
      const amount = dice(m.dice as string);
      if (!amount) return null;
      return rows([{ kind: 'mortal-wounds', amount, on: m.who === 'your unit' ? 'own' : 'target' }]);
    },
  },
  {
    id: 'eligible/after-moving',
    pattern: String.raw`(?:your|that|this|the bearer's) unit is eligible to (?<act>shoot and declare a charge|shoot or declare a charge|shoot|declare a charge) in a turn in which it (?<mv>advanced or fell back|fell back or advanced|advanced|fell back)`,
    read: (m) => {
      const act = m.act as string;
      const actions: ('shoot' | 'charge')[] =
        act === 'shoot' ? ['shoot'] : act === 'declare a charge' ? ['charge'] : ['shoot', 'charge'];
      const mv = m.mv as string;
      const after: ('advanced' | 'fell-back')[] =
        mv === 'advanced' ? ['advanced'] : mv === 'fell back' ? ['fell-back'] : ['advanced', 'fell-back'];
      return rows([{ kind: 'eligible', actions, after }]);
    },
  },
  {
    id: 'cp/gain',
    pattern: String.raw`you gain {n}cp`,
    read: (m) => rows([{ kind: 'cp', gain: num(m.n as string) }]),
  },
];

export const FILLER_PHRASES: Phrase<Piece>[] = [
  { id: 'filler/in-addition', pattern: String.raw`in addition,? `, read: () => ({ t: 'filler' }) },
];

/** Every piece phrase, in the order tried. */
export const EFFECT_GRAMMAR: Phrase<Piece>[] = [
  ...FILLER_PHRASES,
  ...DURATION_PHRASES,
  ...CONTEXT_PHRASES,
  ...CONDITION_PHRASES,
  ...ROW_PHRASES,
];
