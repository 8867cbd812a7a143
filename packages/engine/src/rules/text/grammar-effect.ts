import type { Condition, Effect, Stat } from '../effects.js';
import { ACTION_PHRASES } from './grammar-action.js';
import { CONDITION_PHRASES } from './grammar-condition.js';
import { CONTEXT_PHRASES, DURATION_PHRASES } from './grammar-context.js';
import { bearerWeapons, holderScope, rows, statRows, typeOf, weaponRows } from './grammar-helpers.js';
import { LIMIT_PHRASES, WINDOW_PHRASES } from './grammar-window.js';
import type { Phrase } from './phrase.js';
import { abilities, dice, num, rollName, stats, threshold } from './slots.js';
import type { Piece } from './types.js';

/**
 * The grammar of effects, as data: each phrase reads one piece of an EFFECT line or an ability
 * (a duration, an attack context, a condition, effect rows). Tried in order; the first that reads
 * wins. Texts are normalised first (compile.ts): straight quotes, plain hyphens, a sentence's first
 * letter in lower case.
 */

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
    pattern: String.raw`(?:you can )?re-roll the {roll} roll(?: for that attack)?`,
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
    pattern: String.raw`{weapons} have the {abilities} abilit(?:y|ies)(?: while targeting (?:an enemy unit|units|a unit|enemy units) within (?<within>\d+)")?`,
    read: (m) =>
      weaponRows(
        abilities(m.abilities as string).map((ability) => ({
          kind: 'weapon-ability',
          ability,
          ...typeOf(m.weapons),
          ...bearerWeapons(m.weapons),
          ...(m.within
            ? { when: [{ kind: 'ask', ask: { kind: 'target-within', inches: Number(m.within) } }] as Condition[] }
            : {}),
        })),
        m.weapons,
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
      return r ? weaponRows(r, m.weapons) : null;
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
      return r ? weaponRows(r, m.weapons) : null;
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
    // "all models in your unit have a 6+ invulnerable save and have the Benefit of Cover": the same subject.
    id: 'cover/and-have',
    pattern: String.raw`(?<=(?:has|have) an? [2-6]\+ invulnerable save,? and )have the benefit of cover`,
    read: () => rows([{ kind: 'cover' }]),
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
    // "add 2 to the Wounds characteristic of the bearer" and "add 2 to the bearer's Wounds characteristic":
    // the bearer's alone (a model's own characteristic), models in a unit all.
    pattern: String.raw`add {n}(?<inch>")? to (?:the {stats} characteristics? of (?:models in (?:your|that|this|the bearer's) unit|(?<one>the bearer|this model|your model|that model))|(?<own>the bearer's|this model's) {stats2} characteristics?)`,
    read: (m) => {
      const list = stats((m.stats ?? m.stats2) as string);
      if (m.inch && (list?.length !== 1 || list[0] !== 'M')) return null;
      if (!list || list.some((s) => !['M', 'T', 'W', 'OC', 'Ld', 'Sv'].includes(s) || s === 'Sv')) return null;
      const scope: Pick<Effect, 'scope'> = m.one || m.own ? { scope: 'holder' } : {};
      return rows(
        list.map((stat) => ({ kind: 'stat', stat, change: 'add', by: num(m.n as string), ...scope }) as Effect),
      );
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
    id: 'stat/models-set',
    pattern: String.raw`{subject} (?:has|have) an? (?<st>save|toughness|move|objective control|leadership) characteristic of (?<v>[2-9]\+?|1\d)"?`,
    read: (m) => {
      const list = stats(m.st as string);
      if (!list || list.length !== 1) return null;
      const plus = (m.v as string).endsWith('+');
      if ((list[0] === 'Sv' || list[0] === 'Ld') !== plus) return null;
      const stat = list[0] as Stat;
      return rows([
        { kind: 'stat', stat, change: 'set', to: Number.parseInt(m.v as string, 10), ...holderScope(m.subject) },
      ]);
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
    pattern: String.raw`(?:(?:your|that|this|the bearer's) unit|it) is (?:also )?eligible to (?<act>shoot and declare a charge|shoot or declare a charge|shoot|declare a charge) in a turn in which it (?<mv>advanced or fell back|fell back or advanced|advanced|fell back)`,
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
    id: 'reroll/save-ones',
    pattern: String.raw`you can re-roll saving throws of 1 made for models in (?:your|that|this) unit`,
    read: () => rows([{ kind: 'reroll', roll: 'save', policy: 'ones' }]),
  },
  {
    id: 'reroll/move-roll',
    pattern: String.raw`you can re-roll (?<r>charge|advance) rolls made for (?:your|that|this|the bearer's) unit`,
    read: (m) => rows([{ kind: 'reroll', roll: m.r as 'charge' | 'advance', policy: 'failed' }]),
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
  ...LIMIT_PHRASES,
  ...WINDOW_PHRASES,
  ...DURATION_PHRASES,
  ...CONTEXT_PHRASES,
  ...CONDITION_PHRASES,
  ...ROW_PHRASES,
  ...ACTION_PHRASES,
];
