import type { GameEvent } from '../events.js';
import type { GameState, PlayerIndex, TacticalCards } from '../types.js';
import { SECONDARY_MISSIONS } from './cards.js';

/** A player's Tactical Missions before their first draw: the whole deck, in card order. */
export function freshDeck(): TacticalCards {
  return { deck: SECONDARY_MISSIONS.map((c) => c.id), active: [], discarded: [] };
}

export function tacticalOf(s: GameState, p: PlayerIndex): TacticalCards {
  return s.tacticalCards?.[p] ?? freshDeck();
}

/** The reducer's part for the Tactical Missions' events. */
export function evolveTactical(
  state: GameState,
  e: Extract<GameEvent, { type: 'secondary-drawn' | 'secondary-discarded' }>,
): GameState {
  const t = tacticalOf(state, e.player);
  let next: TacticalCards;
  if (e.type === 'secondary-drawn')
    next = { ...t, deck: t.deck.filter((c) => c !== e.card), active: [...t.active, e.card] };
  else if (e.reason === 'shuffled-back')
    next = { ...t, active: t.active.filter((c) => c !== e.card), deck: [...t.deck, e.card] };
  else next = { ...t, active: t.active.filter((c) => c !== e.card), discarded: [...t.discarded, e.card] };
  const all: [TacticalCards | null, TacticalCards | null] = state.tacticalCards ?? [null, null];
  return { ...state, tacticalCards: e.player === 0 ? [next, all[1]] : [all[0], next] };
}
