import { ruleKit } from '../kit.js';
import { support } from '../words.js';

/** Sir Hekhtur (seed 003): the pilot of Canis Rex, a datasheet of his own. */
const k = ruleKit('Imperial Knights');

// "If your Canis Rex model is destroyed, this model is treated as a model disembarking from a destroyed TRANSPORT
// and must perform an Emergency Disembarkation. Sir Hekhtur cannot be selected as the target of any of your
// Stratagems other than Core Stratagems. Your Canis Rex unit is not considered to be destroyed until Sir Hekhtur is
// also destroyed." The game offers him to no Stratagem of his player's but Core ones (game/stratagems/offers.ts).
export const USING_SIR_HEKHTUR = k.ability('Sir Hekhtur', 'USING SIR HEKHTUR', {
  support: support(
    'n/a',
    'partial',
    'the game applies the Stratagem limit only: Sir Hekhtur is deployed as his own unit, not carried in Canis Rex, so he makes no Emergency Disembarkation when Canis Rex is destroyed, and Canis Rex’s unit counts as destroyed (for missions) without him',
  ),
  effects: [{ kind: 'core-stratagems-only' }],
});

export const SIR_HEKHTUR = [USING_SIR_HEKHTUR];
