import { ruleKit } from '../kit.js';
import { support } from '../words.js';

/**
 * Hearthkyn Warriors' datasheet ability (the Wahapedia export of 2025-11-14; the unit the Grimnyr of seed 000 can
 * lead). Its Weavefield Crest is in datasheet-abilities.ts; Panspectral Scanning is compiled from its text.
 */
const k = ruleKit('Leagues of Votann');

/**
 * "At the end of your Command phase, if this unit is within range of an objective marker you control, that objective
 * marker remains under your control until your opponent's Level of Control over that objective markers greater than
 * yours at the end of a phase." Asked at the end of your Command phase (game/sticky-objectives.ts); the marker stays
 * yours, with no models of yours within range of it too, until the end of the first phase at which your opponent's
 * Level of Control over it is greater (game/objectives.ts).
 */
export const LUCK_HAS_NEED_KEEPS_TOIL_EARNS = k.ability('Hearthkyn Warriors', 'Luck Has. Need Keeps. Toil Earns', {
  support: support('n/a', 'automated'),
  windows: [
    {
      when: [{ window: 'phase-end', turn: 'yours', phases: ['command'], unit: 'own' }],
      handler: 'objectives-stay-controlled',
    },
  ],
  effects: [{ kind: 'sticky-objective' }],
});

export const HEARTHKYN_WARRIORS = k.out;
