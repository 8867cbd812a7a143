import type { Phrase } from './phrase.js';
import { keywordSets } from './slots.js';
import type { Who } from './types.js';

/**
 * The grammar of TARGET lines, as data: who ("One ADEPTUS ASTARTES INFANTRY unit from your army",
 * "That unit") then what must hold of it ("that has not been selected to shoot this phase").
 */

const KW = String.raw`(?<kw>[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ0-9'\-]*(?:(?: |, | or |, or )[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ0-9'\-]*)*)`;
/** "(excluding TITANIC units)", "(excluding EPIC HERO and VEHICLE units)". */
const EXCLUDED = String.raw`[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ0-9'\- ]*[A-ZÀ-ÖØ-Þ0-9](?:(?:, | and |, and | or )[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ0-9'\- ]*[A-ZÀ-ÖØ-Þ0-9])*`;
const EXCL = String.raw`(?: \(excluding (?<ex>${EXCLUDED})(?: units| models)?\))?`;

function base(unit: Who['unit'], m: Record<string, string>, ctx: { keywords: ReadonlySet<string> }): Who {
  const who: Who = { unit };
  if (m.what === 'model') who.model = true;
  if (m.kw) who.keywords = keywordSets(m.kw, ctx.keywords);
  if (m.ex) who.excluding = keywordSets(m.ex, ctx.keywords).flat();
  if (m.att) who.state = ['attached'];
  return who;
}

export const WHO_PHRASES: Phrase<Who>[] = [
  {
    id: 'target/one-own',
    pattern: String.raw`one (?:${KW} )?(?<att>attached )?(?<what>unit|model)s?${EXCL} from your army`,
    read: (m, ctx) => base('own', m, ctx),
  },
  {
    id: 'target/one-own-no-unit',
    pattern: String.raw`one ${KW}${EXCL} from your army`,
    read: (m, ctx) => base('own', m, ctx),
  },
  {
    id: 'target/one-unit',
    pattern: String.raw`one (?:${KW} )?(?<what>unit|model)${EXCL}(?= that was selected as)`,
    read: (m, ctx) => base('own', m, ctx),
  },
  {
    id: 'target/up-to-own',
    pattern: String.raw`up to (?<n>two|three) (?:${KW} )?(?<what>units|models)${EXCL} from your army`,
    read: (m, ctx) => ({
      ...base('own', { ...m, what: m.what === 'models' ? 'model' : 'unit' }, ctx),
      upTo: m.n === 'two' ? 2 : 3,
    }),
  },
  {
    id: 'target/that',
    pattern: String.raw`that (?:${KW} )?(?<what>unit|model)`,
    read: (m, ctx) => base('window', m, ctx),
  },
  {
    id: 'target/your',
    pattern: String.raw`your (?:${KW} )?(?<what>unit|model)`,
    read: (m, ctx) => base('window', m, ctx),
  },
];

/** A condition on the target, after its "who": changes the reading. */
const AND = String.raw`(?:,? that|,? and(?: that)?)`;
const addState = (w: Who, s: NonNullable<Who['state']>[number]): Who => ({ ...w, state: [...(w.state ?? []), s] });

export const TARGET_TAIL_PHRASES: Phrase<(w: Who) => Who | null>[] = [
  {
    id: 'target/excluding',
    pattern: String.raw` \(excluding (?<ex>${EXCLUDED}) (?:units|models)\)`,
    read: (m, ctx) => (w) =>
      w.excluding ? null : { ...w, excluding: keywordSets(m.ex as string, ctx.keywords).flat() },
  },
  {
    id: 'target/attack-target',
    pattern: String.raw`${AND} was selected as (?:the|one of the|a) targets? (?:of|as) one or more of the attacking unit's attacks`,
    read: () => (w) => (w.unit === 'own' ? { ...w, unit: 'attack-target' } : null),
  },
  {
    id: 'target/not-selected',
    pattern: String.raw`${AND} ha(?:s|ve) not (?:already )?been selected to (?<a>shoot|fight|move|charge)(?: or (?<b>shoot|fight|charge))? (?:this|that) phase`,
    read: (m) => (w) => ({
      ...w,
      notSelectedTo: [m.a, ...(m.b ? [m.b] : [])] as NonNullable<Who['notSelectedTo']>,
    }),
  },
  {
    id: 'target/engaged',
    pattern: String.raw`${AND} (?:is )?(?<not>not )?within engagement range of one or more enemy units`,
    read: (m) => (w) => (w.engaged === undefined ? { ...w, engaged: !m.not } : null),
  },
  {
    id: 'target/not-declared-charge',
    pattern: String.raw`${AND} has not declared a charge this phase`,
    read: () => (w) => addState(w, 'not-declared-charge'),
  },
  {
    id: 'target/not-fired-overwatch',
    pattern: String.raw`${AND} has not fired overwatch this phase`,
    read: () => (w) => addState(w, 'not-fired-overwatch'),
  },
  {
    id: 'target/engaged-with-that-enemy',
    pattern: String.raw`(?:${AND} is)? within engagement range of that enemy unit`,
    read: () => (w) => addState(w, 'engaged-with-window-unit'),
  },
  {
    id: 'target/just-destroyed',
    pattern: String.raw`${AND} was just destroyed`,
    read: () => (w) => ({ ...w, evenIfDestroyed: true }),
  },
  {
    id: 'target/within-objective-range',
    pattern: String.raw`(?:${AND} (?:is )?| )within range of (?:an|one or more) objective markers? you control`,
    read: () => (w) => addState(w, 'within-objective-range'),
  },
  {
    id: 'target/within-of-window-unit',
    pattern: String.raw`(?:${AND} (?:is |are )?| )within (?<n>\d+)" of (?:that enemy unit|the enemy unit that just ended that move)`,
    read: (m) => (w) => (w.withinOfWindowUnit ? null : { ...w, withinOfWindowUnit: Number(m.n) }),
  },
  {
    id: 'target/within-of-enemy',
    pattern: String.raw`(?:${AND} (?:is |are )?| )within (?<n>\d+)" of one or more enemy units`,
    read: (m) => (w) => (w.withinOfEnemy ? null : { ...w, withinOfEnemy: Number(m.n) }),
  },
  {
    id: 'target/could-charge',
    pattern: String.raw`${AND} would be (?:eligible|able) to declare a charge(?: against (?:that enemy unit|one or more of those enemy units))?(?: if it were your charge phase)?`,
    read: () => (w) => addState(w, 'could-charge'),
  },
  {
    id: 'target/charge-target',
    pattern: String.raw`${AND} was selected as (?:a|one of the|the) targets? of that charge`,
    read: () => (w) => addState(w, 'charge-target'),
  },
  {
    id: 'target/can-keyword',
    pattern: String.raw`${AND} can (?<k>FLY)`,
    read: (m) => (w) => ({
      ...w,
      keywords: (w.keywords?.length ? w.keywords : [[]]).map((set) => [...set, m.k as string]),
    }),
  },
  {
    id: 'target/lost-models-to-attack',
    pattern: String.raw`${AND} had one or more of its models destroyed as a result of the attacking unit's attacks`,
    read: () => (w) => addState(w, 'lost-models-to-attack'),
  },
  {
    id: 'target/within-any-objective-range',
    pattern: String.raw`(?:${AND} (?:is )?| )within range of (?:an|one or more) objective markers?(?! you control)`,
    read: () => (w) => addState(w, 'within-any-objective-range'),
  },
  {
    id: 'target/on-battlefield',
    pattern: String.raw`${AND} is on the battlefield`,
    read: () => (w) => w,
  },
  {
    id: 'target/eligible-to-fight',
    pattern: String.raw`${AND} was eligible to fight this phase`,
    read: () => (w) => addState(w, 'eligible-to-fight'),
  },
  {
    id: 'target/remained-stationary',
    pattern: String.raw`${AND} remained stationary this turn`,
    read: () => (w) => addState(w, 'remained-stationary'),
  },
  {
    id: 'target/destroyed-enemy-unit',
    pattern: String.raw`${AND} destroyed one or more enemy units this phase`,
    read: () => (w) => addState(w, 'destroyed-enemy-unit'),
  },
  {
    id: 'target/disembarked',
    pattern: String.raw`${AND} disembarked from a TRANSPORT (?<moved>that made a normal move )?this (?:turn|phase)`,
    read: (m) => (w) => addState(w, m.moved ? 'disembarked-from-moved-transport' : 'disembarked'),
  },
  {
    id: 'target/within-of-friendly',
    pattern: String.raw`(?:${AND} (?:is )?| )within (?<n>\d+)" of one or more friendly (?<kw>[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ0-9'\- ]*[A-ZÀ-ÖØ-Þ0-9]) (?:models|units)`,
    read: (m, ctx) => (w) =>
      w.withinOfFriendly
        ? null
        : {
            ...w,
            withinOfFriendly: { inches: Number(m.n), keywords: keywordSets(m.kw as string, ctx.keywords).flat() },
          },
  },
  {
    id: 'target/within-of-edge',
    pattern: String.raw`${AND} (?:is )?wholly within (?<n>\d+)" of one or more battlefield edges`,
    read: (m) => (w) => (w.withinOfEdge ? null : { ...w, withinOfEdge: Number(m.n) }),
  },
  {
    id: 'target/not-attached',
    pattern: String.raw`${AND} (?:is )?not an attached unit`,
    read: () => (w) => addState(w, 'not-attached'),
  },
  {
    id: 'target/arrived-deep-strike',
    pattern: String.raw`${AND} (?:arrived|was set up) using the deep strike ability this turn`,
    read: () => (w) => addState(w, 'arrived-deep-strike'),
  },
  {
    id: 'target/has-deep-strike',
    pattern: String.raw`${AND} has the deep strike ability`,
    read: () => (w) => addState(w, 'has-deep-strike'),
  },
  {
    id: 'target/in-reserves',
    pattern: String.raw`${AND} is in (?:strategic )?reserves`,
    read: () => (w) => addState(w, 'in-reserves'),
  },
  {
    id: 'target/just-shot',
    pattern: String.raw`${AND} has just shot`,
    read: () => (w) => addState(w, 'just-shot'),
  },
  {
    id: 'target/charged',
    pattern: String.raw`${AND} (?:made a charge move|charged) this turn`,
    read: () => (w) => addState(w, 'charged'),
  },
  {
    id: 'target/below-starting-strength',
    pattern: String.raw`${AND} is below (?:its )?starting strength`,
    read: () => (w) => addState(w, 'below-starting-strength'),
  },
  {
    id: 'target/arriving-deep-strike',
    pattern: String.raw`${AND} is arriving using the deep strike ability this phase`,
    read: () => (w) => addState(w, 'arriving-deep-strike'),
  },
];
