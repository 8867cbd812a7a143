import { ruleKit } from '../kit.js';

/** Oathband (seed 000; not in the 2025-11 export). */
const k = ruleKit('Leagues of Votann', 'Oathband');

// "you gain a number of CP depending on how early in the battle you destroyed it ... (you can only gain CP in this
// way once per battle, and CP gained in this way are an exemption to the Core Rules that limit the maximum number of
// CP you can gain per battle round to 1)."
export const RUTHLESS_EFFICIENCY = k.rule('Ruthless Efficiency', {
  support: {
    calculator: 'n/a',
    game: 'partial',
    lists: 'n/a',
    note: 'the units selected at the start of the battle and the CP by battle round are the player’s: entered as a gain-cp command naming the rule, which the engine lets past the CP cap once per battle',
  },
  effects: [{ kind: 'cp', gain: 1, exempt: true }],
  uses: { per: 'battle' },
});

export const OATHBAND = k.out;
