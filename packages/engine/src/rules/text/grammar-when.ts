import type { WhenClause } from '../stratagems.js';
import type { MoveKind, PhaseId, WindowKind } from '../timing.js';
import type { Phrase } from './phrase.js';
import { splitKeywords } from './slots.js';

/**
 * The grammar of WHEN lines, as data: the phases part ("your opponent's Shooting phase or the Fight
 * phase", "start of your Movement phase") and the moment part (", just after an enemy unit has
 * selected its targets"), each a list of phrases.
 */

/** One phase reference: whose turn and which phase. */
export interface PhaseRef {
  turn: WhenClause['turn'];
  phases: PhaseId[];
}

const WHO = String.raw`(?<who>your opponent's |your opponents |your |the |any )?`;
const PHASE = 'command|movement|shooting|charge|fight';

function turnOf(who: string | undefined, _phase: PhaseId): WhenClause['turn'] {
  if (who === 'your ') return 'yours';
  if (who === "your opponent's " || who === 'your opponents ') return 'opponents';
  // "the Fight phase", "Command phase": either player's (only the Fight phase is both players').
  return 'either';
}

/** "your Movement or Charge phase", "the Fight phase", "any phase". */
export const PHASE_PHRASES: Phrase<PhaseRef>[] = [
  {
    id: 'when/any-phase',
    pattern: String.raw`any phase`,
    read: () => ({ turn: 'either', phases: [] }),
  },
  {
    id: 'when/phase',
    pattern: `${WHO}(?<ph>${PHASE}) phase`,
    read: (m) => ({ turn: turnOf(m.who, m.ph as PhaseId), phases: [m.ph as PhaseId] }),
  },
  {
    id: 'when/two-phases',
    pattern: `${WHO}(?<ph>${PHASE}) or (?<ph2>${PHASE}) phases?`,
    read: (m) => ({ turn: turnOf(m.who, m.ph as PhaseId), phases: [m.ph as PhaseId, m.ph2 as PhaseId] }),
  },
];

/** WHEN lines read whole, before they are split into phases and a moment ("the Reinforcements step of your Movement phase"). */
export const STEP_PHRASES: Phrase<WhenClause[]>[] = [
  {
    id: 'when/reinforcements-step',
    pattern: String.raw`(?:(?:the )?start of )?(?:the )?reinforcements step of (?<who>your |your opponent's )movement phase|(?<who2>your |your opponent's )movement phase, (?:at )?(?:the start of )?the reinforcements step|(?:the )?start of (?<who3>your |your opponent's )reinforcements step`,
    read: (m) => {
      const who = m.who ?? m.who2 ?? m.who3;
      return [{ window: 'reinforcements-step', turn: who === 'your ' ? 'yours' : 'opponents', phases: ['movement'] }];
    },
  },
];

/** What happens at the moment ("just after an enemy unit has shot"), for the phases named. */
export interface Moment {
  window: WindowKind;
  /** Per phase, where the window differs ("has shot or fought"). */
  byPhase?: Partial<Record<PhaseId, WindowKind>>;
  unit?: 'own' | 'enemy';
  keyword?: string;
  /** Several keywords: sets any one of which the unit must have all of. */
  keywords?: string[][];
  moves?: WhenClause['moves'];
  by?: WhenClause['by'];
}

const ENEMY = String.raw`an enemy unit`;
const OWN = String.raw`(?:an? (?<kw>[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ0-9'\- ]*[A-ZÀ-ÖØ-Þ0-9](?:(?:, | or |, or )[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ0-9'\- ]*[A-ZÀ-ÖØ-Þ0-9])*) (?:unit|model)|a unit) from your army`;
// The phases part: "your opponent's Movement or Charge phase".
const own = (
  m: Record<string, string>,
  ctx: { keywords: ReadonlySet<string> },
): { unit: 'own'; keyword?: string; keywords?: string[][] } => {
  if (!m.kw) return { unit: 'own' as const };
  // "an ADEPTUS ASTARTES INFANTRY unit": one set, all of it; "a DRUKHARI or HARLEQUINS unit": any one set.
  const sets = m.kw.split(/,? or |, /).map((k) => splitKeywords(k, ctx.keywords));
  const [first] = sets;
  return sets.length === 1 && first?.length === 1
    ? { unit: 'own' as const, keyword: first[0] as string }
    : { unit: 'own' as const, keywords: sets };
};

/** "an enemy unit is destroyed by your unit" / "your unit destroys an enemy unit": the destroying unit as `by`. */
function destroyedByOwn(m: Parameters<typeof own>[0], ctx: Parameters<typeof own>[1]): Moment {
  const o = own(m, ctx);
  return {
    window: 'unit-destroyed',
    unit: 'enemy',
    by: o.keyword ? { unit: 'own', keyword: o.keyword } : { unit: 'own' },
  };
}

export const MOMENT_PHRASES: Phrase<Moment>[] = [
  {
    id: 'moment/enemy-failed-battle-shock',
    pattern: `just after ${ENEMY} fails a battle-shock test`,
    read: () => ({ window: 'after-battle-shock-test-failed', unit: 'enemy' }),
  },
  {
    id: 'moment/enemy-destroyed-by-own',
    pattern: `just after an enemy unit is destroyed by ${OWN}`,
    read: destroyedByOwn,
  },
  {
    id: 'moment/own-advances-or-falls-back',
    pattern: `just after ${OWN} (?:advances or falls back|has advanced or fallen back)`,
    read: (m, ctx) => ({ window: 'move-ended', moves: ['advance', 'fall-back'], ...own(m, ctx) }),
  },
  {
    id: 'moment/own-has-advanced',
    pattern: `just after ${OWN} has advanced`,
    read: (m, ctx) => ({ window: 'move-ended', moves: ['advance'], ...own(m, ctx) }),
  },
  {
    id: 'moment/own-destroys-enemy',
    pattern: `just after ${OWN} destroys an enemy unit`,
    read: destroyedByOwn,
  },
  {
    id: 'moment/own-before-pile-in-or-consolidate',
    pattern: `just before ${OWN} (?<mv>piles in|consolidates|advances)`,
    read: (m, ctx) => ({
      window: 'move-started',
      moves: [m.mv === 'piles in' ? 'pile-in' : m.mv === 'advances' ? 'advance' : 'consolidation'],
      ...own(m, ctx),
    }),
  },
  {
    id: 'moment/enemy-selected-targets',
    pattern: `just after ${ENEMY} has selected its targets`,
    read: () => ({ window: 'targets-selected', unit: 'enemy' }),
  },
  {
    id: 'moment/enemy-shot-or-fought',
    pattern: `just after ${ENEMY} has shot or fought`,
    read: () => ({ window: 'has-shot', byPhase: { fight: 'has-fought' }, unit: 'enemy' }),
  },
  {
    id: 'moment/enemy-shot',
    pattern: `just after ${ENEMY} has shot`,
    read: () => ({ window: 'has-shot', unit: 'enemy' }),
  },
  {
    id: 'moment/enemy-fought',
    pattern: `just after ${ENEMY} has fought`,
    read: () => ({ window: 'has-fought', unit: 'enemy' }),
  },
  {
    id: 'moment/enemy-resolved-attacks',
    pattern: `just after ${ENEMY} has resolved its attacks`,
    read: () => ({ window: 'attacks-resolved', unit: 'enemy' }),
  },
  {
    id: 'moment/enemy-ends-move',
    pattern: `just after ${ENEMY} ends a normal, advance or fall back move`,
    read: () => ({ window: 'move-ended', unit: 'enemy', moves: ['normal', 'advance', 'fall-back'] }),
  },
  {
    id: 'moment/enemy-falls-back',
    pattern: `just after ${ENEMY} (?:ends a fall back move|falls back)`,
    read: () => ({ window: 'move-ended', unit: 'enemy', moves: ['fall-back'] }),
  },
  {
    id: 'moment/enemy-selected-to-fall-back',
    pattern: `just after ${ENEMY} is selected to fall back`,
    read: () => ({ window: 'move-started', unit: 'enemy', moves: ['fall-back'] }),
  },
  {
    id: 'moment/enemy-declared-charge',
    pattern: `just after ${ENEMY} (?:has declared|declares) a charge`,
    read: () => ({ window: 'charge-declared', unit: 'enemy' }),
  },
  {
    id: 'moment/enemy-ends-charge',
    pattern: `just after ${ENEMY} ends a charge move`,
    read: () => ({ window: 'charge-move-ended', unit: 'enemy' }),
  },
  {
    id: 'moment/own-shot',
    pattern: `just after ${OWN} has shot`,
    read: (m, ctx) => {
      const o = own(m, ctx);
      return o ? { window: 'has-shot', ...o } : null;
    },
  },
  {
    id: 'moment/own-fought',
    pattern: `just after ${OWN} has fought`,
    read: (m, ctx) => {
      const o = own(m, ctx);
      return o ? { window: 'has-fought', ...o } : null;
    },
  },
  {
    id: 'moment/own-ends-charge',
    pattern: `just after ${OWN} ends a charge move`,
    read: (m, ctx) => {
      const o = own(m, ctx);
      return o ? { window: 'charge-move-ended', ...o } : null;
    },
  },
  {
    id: 'moment/own-falls-back',
    pattern: `just after ${OWN} (?:falls back|ends a fall back move)`,
    read: (m, ctx) => {
      const o = own(m, ctx);
      return o ? { window: 'move-ended', moves: ['fall-back'], ...o } : null;
    },
  },
  {
    id: 'moment/own-selected-targets',
    pattern: `just after ${OWN} has selected its targets`,
    read: (m, ctx) => {
      const o = own(m, ctx);
      return o ? { window: 'targets-selected', ...o } : null;
    },
  },
  {
    id: 'moment/own-advances',
    pattern: `just after ${OWN} advances`,
    read: (m, ctx) => {
      const o = own(m, ctx);
      return o ? { window: 'move-ended', moves: ['advance'], ...o } : null;
    },
  },
  {
    id: 'moment/own-selected-to-shoot',
    pattern: `just after ${OWN} (?:has been|is) selected to shoot`,
    read: (m, ctx) => {
      const o = own(m, ctx);
      return o ? { window: 'selected-to-shoot', ...o } : null;
    },
  },
  {
    id: 'moment/own-selected-to-fight',
    pattern: `just after ${OWN} (?:has been|is) selected to fight`,
    read: (m, ctx) => {
      const o = own(m, ctx);
      return o ? { window: 'selected-to-fight', ...o } : null;
    },
  },
];
