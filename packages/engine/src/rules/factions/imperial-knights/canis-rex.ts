import { ruleKit } from '../kit.js';

/** Canis Rex (seed 003): the datasheet's own abilities (Sir Hekhtur's are in sir-hekhtur.ts). */
const k = ruleKit('Imperial Knights');

// "Once per turn, when you target this model with a Stratagem, you may reduce the CP cost of that use of that
// Stratagem by 1CP." The game charges 1CP less for the first use in a turn of any Stratagem of its player's on Canis
// Rex's unit (game/stratagem-costs.ts; the rule use is logged when the use is paid).
export const LEGENDARY_FREEBLADE = k.ability('Canis Rex', 'Legendary Freeblade', {
  support: {
    calculator: 'n/a',
    game: 'partial',
    lists: 'n/a',
    note: 'the reduction is always taken on the first use in a turn (never saved for a later Stratagem that turn); no choice is asked',
  },
  effects: [{ kind: 'stratagem-cost', stratagems: ['*'], minus: 1, oncePer: 'turn' }],
});

// "Once per battle, at the start of any phase, you can select one friendly IMPERIUM unit that is Battle-shocked and
// within 12" of this model. That unit is no longer Battle-shocked." The game asks at the start of every phase where
// such a unit is (game/knight-datasheet-uses.ts), the same shape as Grimnyr's Regard (2025).
export const CHAINBREAKER = k.ability('Canis Rex', 'Chainbreaker', {
  support: { calculator: 'n/a', game: 'automated', lists: 'n/a' },
  uses: { per: 'battle', times: 1 },
  windows: [
    {
      when: [{ window: 'phase-start', turn: 'either', unit: 'own' }],
      handler: 'imperium-no-longer-battle-shocked-within-12',
      optional: true,
    },
  ],
});

export const CANIS_REX = [LEGENDARY_FREEBLADE, CHAINBREAKER];
