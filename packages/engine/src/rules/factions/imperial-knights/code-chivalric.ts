import { ruleKit } from '../kit.js';

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

export const IMPERIAL_KNIGHTS = k.out;
