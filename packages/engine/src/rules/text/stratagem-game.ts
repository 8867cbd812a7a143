import { askText, gameAnswers } from '../asks.js';
import type { Effect } from '../effects.js';
import type { StratagemRestrictions, TargetSpec, UnitTest, WhenClause } from '../stratagems.js';
import type { Duration, WindowKind } from '../timing.js';
import { calculatorRow } from './rows.js';
import type { ReadingDuration, RuleReading, Who } from './types.js';

/**
 * A compiled Stratagem's reading as the game's Stratagem data (game/stratagems: WhenClause, TargetSpec,
 * restrictions, a duration), where every part of it maps onto what the game's hand-written Stratagems
 * already use; otherwise the first part that does not, named for the players. Pure data to data: the
 * game reads the reading, never the text.
 */
export interface GameStratagemParts {
  when: WhenClause[];
  target: TargetSpec;
  restrictions: StratagemRestrictions;
  /** How long its rows last on the target (a player-bound duration is the user's: game/windows.ts). */
  until: Duration;
}

export type GameStratagemReading = { parts: GameStratagemParts } | { gap: string };

/** The windows the game opens (game/windows.ts openWindow's callers); the others it does not yet. */
const OPENED: ReadonlySet<WindowKind> = new Set<WindowKind>([
  'phase-start',
  'phase-end',
  'during-phase',
  'before-battle-shock-test',
  'after-battle-shock-test-failed',
  'after-roll',
  'unit-set-up',
  'move-started',
  'move-ended',
  'charge-declared',
  'charge-move-ended',
  'selected-to-fight',
  'targets-selected',
  'has-shot',
  'has-fought',
  'attacks-resolved',
]);

/** The WHEN fields the game matches (game/stratagems/offers.ts clauseMatches). */
const CLAUSE_FIELDS: ReadonlySet<string> = new Set([
  'window',
  'turn',
  'phases',
  'rolls',
  'moves',
  'unit',
  'keyword',
  'keywords',
]);

function whenGap(when: readonly WhenClause[] | undefined): string | null {
  if (!when?.length) return 'its timing (no WHEN window read)';
  for (const c of when) {
    if (!OPENED.has(c.window)) return `its WHEN window ${c.window} (the game does not open it yet)`;
    const extra = Object.keys(c).filter((k) => !CLAUSE_FIELDS.has(k));
    if (extra.length) return `its WHEN condition (${extra.join(', ')}) on the ${c.window} window`;
  }
  return null;
}

/** "that has not been selected to X this phase" as the game's unit tests. */
function notSelectedTests(n: NonNullable<Who['notSelectedTo']>): UnitTest[] | string {
  const set = [...new Set(n)].sort().join('+');
  if (set === 'fight') return ['not-fought'];
  if (set === 'shoot') return ['not-shot'];
  if (set === 'charge+move') return ['not-moved-or-charged'];
  if (set === 'fight+shoot') return ['not-shot-or-fought'];
  return `its target "not selected to ${n.join(' or ')} this phase"`;
}

/** The target states the game tests (game/stratagems/offers.ts passes). */
const STATE_TESTS: Partial<Record<NonNullable<Who['state']>[number], UnitTest>> = {
  'not-fired-overwatch': 'not-fired-overwatch',
  'arrived-deep-strike': 'deep-struck-this-turn',
};

function targetOf(who: Who | undefined, when: readonly WhenClause[], notEngaged: boolean): TargetSpec | string {
  if (!who) return 'its target (no TARGET read)';
  if (who.unit === 'holder') return 'its target (the holder of an ability)';
  if (who.model) return 'its target model (a model, not a unit)';
  if (who.upTo) return `its up to ${who.upTo} targets`;
  if (who.evenIfDestroyed) return 'its target that was just destroyed';
  if (who.withinOfWindowUnit !== undefined) return `its target within ${who.withinOfWindowUnit}" of that enemy unit`;
  if (who.withinOfFriendly)
    return `its target within ${who.withinOfFriendly.inches}" of friendly ${who.withinOfFriendly.keywords.join(' ')} units`;
  if (who.withinOfEdge !== undefined) return `its target wholly within ${who.withinOfEdge}" of a battlefield edge`;
  if (who.withinOfEnemy !== undefined) return `its target within ${who.withinOfEnemy}" of enemy units`;
  const only: UnitTest[] = [];
  if (who.notSelectedTo?.length) {
    const t = notSelectedTests(who.notSelectedTo);
    if (typeof t === 'string') return t;
    only.push(...t);
  }
  for (const s of who.state ?? []) {
    const t = STATE_TESTS[s];
    if (!t) return `its target's state (${s})`;
    only.push(t);
  }
  if (who.engaged === true) only.push('engaged');
  if (who.engaged === false || notEngaged) only.push('not-engaged');
  const kw = {
    ...(who.keywords?.length ? { keywords: who.keywords } : {}),
    ...(who.excluding?.length ? { excluding: who.excluding } : {}),
    ...(only.length ? { only: [...new Set(only)] } : {}),
  };
  switch (who.unit) {
    case 'own':
      return { kind: 'own-unit', ...kw };
    case 'window':
      // The unit the WHEN line is about must be one of yours in every window.
      if (when.some((c) => c.unit !== 'own')) return 'its target (the unit of a window that is not yours)';
      return { kind: 'window-unit', ...kw };
    case 'attack-target':
      if (when.some((c) => c.window !== 'targets-selected' || c.unit !== 'enemy'))
        return 'its target (a unit selected as a target, outside the enemy’s target selection)';
      return { kind: 'attack-target', ...kw };
  }
}

function durationOf(d: ReadingDuration | undefined): Duration | string {
  if (!d) return 'how long its effect lasts (no duration read)';
  switch (d.kind) {
    case 'end-of-phase':
    case 'end-of-turn':
    case 'end-of-battle-round':
    case 'battle':
      return { kind: d.kind };
    case 'your-next-command-phase':
      return { kind: 'next-command-phase', player: 0 };
    case 'your-next-shooting-phase':
      return { kind: 'next-shooting-phase', player: 0 };
    case 'next-command-phase':
    case 'next-shooting-phase':
    case 'end-of-opponents-next-turn':
      return { ...d };
    case 'while':
      return 'its duration "while" a condition holds';
  }
}

/**
 * Rows the game reads from an active effect outside attacks (game/unit-rules.ts activeRows), without
 * conditions (those readers ask none): eligibility after Falling Back or Advancing, Pile-in and
 * Consolidation distance, Deep Strike distance, not eligible to charge or shoot, moving through terrain.
 */
function activeRow(e: Effect): boolean {
  if (e.when?.length || e.scope !== undefined) return false;
  switch (e.kind) {
    case 'eligible':
    case 'move-distance':
    case 'deep-strike-distance':
    case 'not-eligible':
      return true;
    case 'move-through':
      return e.max === undefined && e.through.length === 1 && e.through[0] === 'terrain';
    default:
      return false;
  }
}

const ENGINE_RESTRICTIONS: ReadonlySet<string> = new Set(['oncePer', 'affectsBattleShocked', 'targetNotEngaged']);

/** The reading as the game's Stratagem data, or the first part of it the game cannot apply. */
export function stratagemInGame(reading: RuleReading, cp: number | undefined): GameStratagemReading {
  if (cp === undefined) return { gap: 'its CP cost (not in the compiled text: run `data import` again)' };
  const when = whenGap(reading.when);
  if (when) return { gap: when };
  const r = reading.restrictions ?? {};
  const other = Object.keys(r).filter((k) => !ENGINE_RESTRICTIONS.has(k));
  if (other.length) return { gap: `its restriction${other.length > 1 ? 's' : ''} ${other.join(', ')}` };
  if (r.oncePer === 'battle-round') return { gap: 'its restriction once per battle round' };
  const target = targetOf(reading.who, reading.when ?? [], !!r.targetNotEngaged);
  if (typeof target === 'string') return { gap: target };
  if (!reading.effects.length) return { gap: 'its effect (no rows read)' };
  const rest = [
    ...new Set(
      reading.effects
        .filter((e) => !calculatorRow(e) && !activeRow(e))
        .map((e) => (activeRow({ ...e, when: [] } as Effect) ? `${e.kind} under a condition` : e.kind)),
    ),
  ];
  if (rest.length) return { gap: `its effect ${rest.join(', ')}` };
  const unmeasured = reading.asks.filter((a) => !gameAnswers(a));
  if (unmeasured.length)
    return { gap: `its condition${unmeasured.length > 1 ? 's' : ''}: ${unmeasured.map(askText).join('; ')}` };
  const until = durationOf(reading.duration);
  if (typeof until === 'string') return { gap: until };
  const restrictions: StratagemRestrictions = {
    ...(r.oncePer === 'turn' || r.oncePer === 'battle' ? { oncePer: r.oncePer } : {}),
    ...(r.affectsBattleShocked ? { affectsBattleShocked: true } : {}),
  };
  return { parts: { when: (reading.when ?? []).map((c) => ({ ...c })), target, restrictions, until } };
}
