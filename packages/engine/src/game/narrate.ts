import type { Paths } from './commands.js';
import type { GameEvent } from './events.js';
import type { Placement } from './geometry/vec.js';
import { phaseName, stepName } from './phases/config.js';
import type { GameState, PlayerIndex, UnitId } from './types.js';

/**
 * The log in words: one line per event a player cares about (dice with their faces, moves, hits,
 * saves, casualties, CP and VP), or null for bookkeeping events (cursor, windows opening, rng).
 * `state` is the state the event applies to (names of units are read from it). The CLI, the server
 * and the web app print the same sentences.
 */
export function describeEvent(state: GameState, e: GameEvent): string | null {
  const unit = (id: UnitId | undefined) => (id ? `${state.units[id]?.name ?? id} (${id})` : 'a unit');
  const p = (i: PlayerIndex) => `player ${i + 1}`;
  const faces = (xs: readonly number[]) => `[${xs.join(' ')}]`;
  switch (e.type) {
    case 'command-accepted':
      return null;
    case 'battle-started':
      return 'the battle begins';
    case 'round-started':
      return `battle round ${e.round} begins`;
    case 'turn-started':
      return `round ${e.round}: ${p(e.player)}'s turn`;
    case 'phase-started':
      return `${p(e.player)}: ${phaseName(e.phase)}`;
    case 'step-started':
      return e.phase === null ? `pre-battle: ${stepName(e.step)}` : null;
    case 'roll-off':
      return `roll-off ${e.rolls.map(([a, b]) => `${a}-${b}`).join(', ')}: ${p(e.winner)} wins`;
    case 'first-player':
      return `${p(e.player)} takes the first turn`;
    case 'unit-deployed':
      return `${unit(e.unit)} is deployed`;
    case 'leader-attached':
      return `${unit(e.leader)} leads ${unit(e.bodyguard)}`;
    case 'retinue-joined':
      return `${unit(e.unit)} joins ${unit(e.bodyguard)}`;
    case 'reserves-declared':
      return `${unit(e.unit)} is held in ${e.reserve === 'deep-strike' ? 'Reserves (Deep Strike)' : 'Strategic Reserves'}`;
    case 'embarked':
      return `${unit(e.unit)} embarks within ${unit(e.transport)}`;
    case 'formations-declared':
      return `${p(e.player)} has declared battle formations`;
    case 'unit-arrived':
      return `${unit(e.unit)} arrives from Reserves`;
    case 'unit-to-reserves':
      return `${unit(e.unit)} is removed from the battlefield and placed into Strategic Reserves`;
    case 'unit-disembarked':
      return `${unit(e.unit)} disembarks from ${unit(e.transport)}`;
    case 'cp-gained':
      return `${p(e.player)} gains ${e.amount} CP (${e.source})${e.capped ? `, capped from ${e.requested}` : ''}`;
    case 'stratagem-used':
      return `${p(e.player)} uses ${e.name} (${e.cp} CP)${e.target ? ` on ${unit(e.target)}` : ''}${e.manual ? ': apply its effect by hand' : ''}`;
    case 'window-passed':
      return null;
    case 'dice-rolled':
      return `${p(e.player)} rolls ${e.kind}${e.unit ? ` for ${unit(e.unit)}` : ''}: ${faces(e.faces)}`;
    case 'die-rerolled':
      return `re-roll: ${e.from} becomes ${e.to}`;
    case 'battle-shock-test':
      return `${unit(e.unit)} takes a Battle-shock test: ${faces(e.faces)} = ${e.total} against Ld ${e.leadership}+, ${e.passed ? 'passed' : 'failed: battle-shocked'}`;
    case 'leadership-test':
      return `${unit(e.unit)} takes a Leadership test: ${faces(e.faces)} = ${e.total} against Ld ${e.leadership}+, ${e.passed ? 'passed' : 'failed'}`;
    case 'battle-shock-auto-passed':
      return `${unit(e.unit)} passes its Battle-shock test (${e.source})`;
    case 'unit-moved':
      if (e.kind === 'remain-stationary') return `${unit(e.unit)} remains stationary`;
      return `${unit(e.unit)} ${e.kind === 'fall-back' ? 'falls back' : e.kind === 'advance' ? 'advances' : 'makes a Normal move'}${e.advanceRoll !== undefined ? ` (advance roll ${e.advanceRoll})` : ''}${moved(state, e.unit, e.paths)}`;
    case 'fall-back-declared':
      return `${unit(e.unit)} falls back`;
    case 'models-destroyed':
      return `${unit(e.unit)} loses ${e.models.length} model${e.models.length === 1 ? '' : 's'} (${e.cause})`;
    case 'vp-scored':
      return `${p(e.player)} scores ${e.amount} VP (${e.source})`;
    case 'battle-ended':
      return e.result.winner === null
        ? `the battle ends in a draw, ${e.result.vp[0]}-${e.result.vp[1]}`
        : `${p(e.result.winner)} wins, ${e.result.vp[0]}-${e.result.vp[1]} (${e.result.reason})`;
    case 'unit-split':
      return `${unit(e.leader)} is no longer attached (${e.reason})`;
    case 'attacks-declared':
      return `${unit(e.unit)} ${e.overwatch ? 'fires Overwatch' : e.kind === 'ranged' ? 'shoots' : 'fights'} at ${[
        ...new Set(e.attacks.map((a) => a.target)),
      ]
        .map(unit)
        .join(', ')}`;
    case 'hits-scored':
      return `${e.weapon}: ${e.hits} of ${e.attacks} attacks hit${e.critical ? ` (${e.critical} critical)` : ''}${e.lethal ? `, ${e.lethal} lethal` : ''}`;
    case 'wounds-scored':
      return `${e.weapon}: ${e.wounds} wound${e.wounds === 1 ? '' : 's'} on ${unit(e.target)}${e.devastating ? ` (${e.devastating} devastating)` : ''}`;
    case 'save-result':
      return e.kind === 'none'
        ? `${e.model}: no save`
        : `${e.model}: ${e.kind} save ${e.threshold}+ rolled ${e.face}, ${e.passed ? 'saved' : 'failed'}`;
    case 'model-wounded':
      return `${e.model} loses ${e.lost} wound${e.lost === 1 ? '' : 's'} (${e.remaining} left)`;
    case 'model-set-back-up':
      return `${e.model} is set back up on the battlefield with ${e.wounds} wound${e.wounds === 1 ? '' : 's'} (${e.source})`;
    case 'model-kept-to-fight':
      return `${e.model} is destroyed but not removed: it fights after ${unit(e.after)} has made its attacks (${e.rule.split('/').pop()})`;
    case 'model-fights-on-death':
      return e.stage === 'stands' ? `${e.model} (destroyed) fights before it is removed` : null;
    case 'kept-model-removed':
      return `${e.model} is removed from play`;
    case 'wounds-regained':
      return `${e.model} regains ${e.regained} lost wound${e.regained === 1 ? '' : 's'} (${e.remaining} left, ${e.source})`;
    case 'mortal-wounds':
      return `${unit(e.unit)} suffers ${e.amount} mortal wound${e.amount === 1 ? '' : 's'} (${e.source})`;
    case 'charge-declared':
      return `${unit(e.unit)} declares a charge at ${e.targets.map(unit).join(', ')}`;
    case 'charge-moved':
      return `${unit(e.unit)} makes its Charge move`;
    case 'charge-failed':
      return `${unit(e.unit)}'s charge fails (rolled ${e.roll}: ${e.reason})`;
    case 'fight-selected':
      return `${unit(e.unit)} is selected to fight`;
    case 'models-moved':
      return `${unit(e.unit)} ${e.move === 'pile-in' ? 'piles in' : e.move === 'normal' ? 'makes a Normal move' : 'consolidates'}`;
    default:
      return null;
  }
}

/** How far the unit went: the longest path of any model (from where it stood), to a tenth of an inch. */
function moved(state: GameState, unit: UnitId, paths: Paths): string {
  let most = 0;
  const models = state.units[unit]?.models ?? [];
  for (const [id, path] of Object.entries(paths)) {
    const from = models.find((m) => m.id === id)?.pos;
    if (!from) continue;
    let len = 0;
    for (let i = 0; i < path.length; i++) {
      const a = (i === 0 ? from : path[i - 1]) as Placement;
      const b = path[i] as Placement;
      len += Math.hypot(b.x - a.x, b.y - a.y);
    }
    most = Math.max(most, len);
  }
  return most > 0 ? ` (${Math.round(most * 10) / 10}")` : '';
}

/** The words for a run of events, each evolved state reading unit names (`before` is the state before the first). */
export function describeEvents(before: GameState, events: readonly GameEvent[]): string[] {
  const out: string[] = [];
  for (const e of events) {
    const line = describeEvent(before, e);
    if (line) out.push(line);
  }
  return out;
}
