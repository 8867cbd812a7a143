import { ruleKit } from '../kit.js';
import { ability, asked, melee, support } from '../words.js';

/** Banishers (2025-11 export; named on seed 002). */
const k = ruleKit('Grey Knights', 'Banishers');
const psychic = { kind: 'weapon-ability', ability: 'psychic' } as const;

// "Each time a GREY KNIGHTS unit from your army is selected to fight, that unit can take a Leadership test. If that
// test is passed, select one of the following rules ... Melee weapons ... with the [psychic] ability also have the
// [sustained hits 1] ability. Melee weapons ... with the [psychic] ability also have the [LETHAL HITS] ability."
k.rule('Channelled Force', {
  support: support('automated', 'manual', 'the game does not yet offer the Leadership test and the choice'),
  effects: [
    melee(
      ability('sustained hits 1', psychic, asked('channelled-sustained', 'Channelled Force: Sustained Hits 1 chosen')),
    ),
    melee(ability('lethal hits', psychic, asked('channelled-lethal', 'Channelled Force: Lethal Hits chosen'))),
  ],
});

export const BANISHERS = k.out;
