import type { WhenClause } from '../stratagems.js';
import type { PhaseId } from '../timing.js';
import type { Phrase } from './phrase.js';
import type { Piece } from './types.js';

/**
 * The grammar of an ability's timing windows and usage limits, as data: "In your Shooting phase,",
 * "At the start of the Fight phase,", "Once per battle,". A window becomes the reading's `when`
 * (the same clauses a Stratagem's WHEN line gives); a limit its `restrictions.oncePer`.
 */

const PHASE = 'command|movement|shooting|charge|fight';

/** "your ": your turn's; "your opponent's ": theirs; "the " or none: either player's. */
function turnOf(who: string | undefined): WhenClause['turn'] {
  if (who === 'your ') return 'yours';
  if (who === "your opponent's " || who === 'your opponents ') return 'opponents';
  return 'either';
}

const windowOf = (edge: string | undefined): WhenClause['window'] =>
  edge === 'start' ? 'phase-start' : edge === 'end' ? 'phase-end' : 'during-phase';

export const WINDOW_PHRASES: Phrase<Piece>[] = [
  {
    id: 'window/phase',
    pattern: String.raw`(?:in|during|at the (?<edge>start|end) of) (?<who>your opponent's |your opponents |your |the |each )?(?<ph>${PHASE}) phase`,
    read: (m) => ({
      t: 'window',
      when: [{ window: windowOf(m.edge), turn: turnOf(m.who), phases: [m.ph as PhaseId] }],
    }),
  },
  {
    id: 'window/two-phases',
    pattern: String.raw`(?:in|during|at the (?<edge>start|end) of) (?<who>your opponent's |your opponents |your |the |each )?(?<ph>${PHASE}) or (?<ph2>${PHASE}) phases?`,
    read: (m) => ({
      t: 'window',
      when: [{ window: windowOf(m.edge), turn: turnOf(m.who), phases: [m.ph as PhaseId, m.ph2 as PhaseId] }],
    }),
  },
  {
    id: 'window/any-phase',
    pattern: String.raw`(?:in|during|at the (?<edge>start|end) of) any phase`,
    read: (m) => ({ t: 'window', when: [{ window: windowOf(m.edge), turn: 'either' }] }),
  },
];

export const LIMIT_PHRASES: Phrase<Piece>[] = [
  {
    id: 'limit/once-per',
    pattern: String.raw`once per (?<per>battle round|battle|turn|phase)`,
    read: (m) => ({
      t: 'limit',
      oncePer: m.per === 'battle round' ? 'battle-round' : (m.per as 'battle' | 'turn' | 'phase'),
    }),
  },
];
