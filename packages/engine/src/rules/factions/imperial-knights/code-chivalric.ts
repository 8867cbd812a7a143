import { ruleKit } from '../kit.js';
import { support } from '../words.js';

/** The Imperial Knights Army Rule (seed 003). */
const k = ruleKit('Imperial Knights');

// "The first time your selected Deed is completed your Oath is fulfilled and, until the end of the battle, your army
// becomes Honoured and you gain 2CP, or 3CP if you randomly selected your Deed and/or Quality (CP gained in this way
// are an exemption to the Core Rules that limit the maximum number of CP you can gain per battle round to 1)."
export const CODE_CHIVALRIC = k.faction('Code Chivalric', {
  support: {
    calculator: 'n/a',
    game: 'partial',
    lists: 'n/a',
    note: 'the Oath (Deed and Quality) and its fulfilment are the player’s: the CP are entered as a gain-cp command naming the rule, which the engine lets past the CP cap once per battle',
  },
  effects: [{ kind: 'cp', gain: 2, exempt: true }],
  uses: { per: 'battle' },
});

// Seed 003: "In your Command phase, one or more models from your army with a Bondsman ability can use that ability.
// For each one that does, select one friendly ARMIGER model within 12" of that model ... Until the start of your next
// Command phase, that ARMIGER model is affected by that Bondsman ability."
export const BONDSMAN = k.faction('Bondsman', {
  support: support(
    'manual',
    'manual',
    'which ARMIGER a Bondsman ability affects is the player’s: switch the ability on for that Armiger’s attacks',
  ),
});

export const IMPERIAL_KNIGHTS = k.out;
