import { defineRule } from '../../registry.js';

/**
 * Grimnyr's Fortify, in its two published wordings: each definition binds to its own text (textKey),
 * so the one applied is the one the datasheet in use carries.
 * - seed 000 page: improve the Toughness characteristic of the models in the unit it leads by 1;
 * - Wahapedia export of 2025-11-14: the models in the unit it leads have Feel No Pain 5+.
 */
const FACTION = 'Leagues of Votann';
const AUTOMATED = { calculator: 'automated', game: 'automated', lists: 'n/a' } as const;

export const FORTIFY_SEED = defineRule({
  id: 'leagues-of-votann/grimnyr/fortify@seed',
  name: 'Fortify',
  group: 'Datasheet ability',
  support: AUTOMATED,
  source: {
    kind: 'datasheet',
    faction: FACTION,
    datasheet: 'Grimnyr',
    ability: 'Fortify',
    textKey: '42bf9adf2723a927',
  },
  effects: [{ kind: 'stat', stat: 'T', change: 'improve', by: 1, when: [{ kind: 'leading' }] }],
});

export const FORTIFY_2025 = defineRule({
  id: 'leagues-of-votann/grimnyr/fortify@2025',
  name: 'Fortify',
  group: 'Datasheet ability',
  support: AUTOMATED,
  source: {
    kind: 'datasheet',
    faction: FACTION,
    datasheet: 'Grimnyr',
    ability: 'Fortify',
    textKey: '14c89df3ded0157c',
  },
  effects: [{ kind: 'feel-no-pain', value: 5, when: [{ kind: 'leading' }] }],
});

export const GRIMNYR_RULES = [FORTIFY_SEED, FORTIFY_2025];
