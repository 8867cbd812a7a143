import type { Ask } from '../../asks.js';
import { ruleKit } from '../kit.js';

/**
 * Datasheet abilities of the seed pages' Leagues of Votann datasheets (issue 13): the Grimnyr's
 * Grimnyr's Regard (seed 000; Fortify is in fortify.ts) and the Cthonian Earthshakers' Destabilising
 * Quakes and Geomantic Hunters (seed 004), and the Weavefield Crest of the Hearthkyn Warriors it leads. What the game does for each is a handler named in its
 * window (game/ability-windows.ts).
 */
const k = ruleKit('Leagues of Votann');

/** Geomantic Hunters: the calculator's toggle, answered in the game by the use (an active effect). */
export const GEOMANTIC_HUNTERS_ASK: Ask = {
  kind: 'declared',
  id: 'geomantic-hunters',
  text: 'Geomantic Hunters is used this phase (up to twice per battle)',
};

/**
 * Seed 000: "Once per battle, after this model's unit fails a Battle-shock test, this model can use
 * this ability. If it does, that unit is no longer Battle-shocked."
 */
export const GRIMNYRS_REGARD_SEED = k.ability('Grimnyr', 'Grimnyr’s Regard', {
  version: 'seed',
  textKey: '4c2dc3a0388a7297',
  support: { calculator: 'n/a', game: 'automated', lists: 'n/a' },
  uses: { per: 'battle', times: 1 },
  windows: [
    {
      when: [{ window: 'after-battle-shock-test-failed', turn: 'yours', phases: ['command'], unit: 'own' }],
      handler: 'no-longer-battle-shocked',
      optional: true,
    },
  ],
});

/**
 * Wahapedia export of 2025-11-14: "Once per battle, at the start of any phase, you can select one
 * friendly LEAGUES OF VOTANN unit that is Battle-shocked and within 12" of this unit's GRIMNYR model.
 * That unit is no longer Battle-shocked." The game asks at the start of every phase where such a unit is
 * (game/votann-enhancements.ts 'no-longer-battle-shocked-within-12'), measuring the 12" from the GRIMNYR model
 * (its CHARACTER model where no model says GRIMNYR).
 */
export const GRIMNYRS_REGARD_2025 = k.ability('Grimnyr', 'Grimnyr’s Regard', {
  version: '2025',
  textKey: 'e1a0c24eedd33856',
  support: { calculator: 'n/a', game: 'automated', lists: 'n/a' },
  uses: { per: 'battle', times: 1 },
  windows: [
    {
      when: [{ window: 'phase-start', turn: 'either', unit: 'own' }],
      handler: 'no-longer-battle-shocked-within-12',
      optional: true,
    },
  ],
});

/**
 * Seed 004: "In your Shooting phase, after this unit has shot, select one enemy unit hit by one or more
 * of those attacks made with its tremor shells. That unit must take a Battle-shock test, subtracting 1
 * from the result."
 */
export const DESTABILISING_QUAKES = k.ability('Cthonian Earthshakers', 'Destabilising Quakes', {
  support: { calculator: 'n/a', game: 'automated', lists: 'n/a' },
  effects: [
    { kind: 'battle-shock-test', on: 'target', modifier: -1, when: [{ kind: 'weapon-name', any: ['tremor shells'] }] },
  ],
  windows: [
    {
      when: [{ window: 'has-shot', turn: 'yours', phases: ['shooting'], unit: 'own' }],
      handler: 'battle-shock-hit-unit',
    },
  ],
});

/**
 * Seed 004: "Up to twice per battle, in your Shooting phase, when this unit is selected to shoot, it can
 * use this ability. If it does, until the end of the phase, each time a model in this unit makes an
 * attack with its breacher ordnance, you can re-roll the Wound roll."
 */
export const GEOMANTIC_HUNTERS = k.ability('Cthonian Earthshakers', 'Geomantic Hunters', {
  support: { calculator: 'automated', game: 'automated', lists: 'n/a' },
  asks: [GEOMANTIC_HUNTERS_ASK],
  uses: { per: 'battle', times: 2 },
  effects: [
    {
      kind: 'reroll',
      roll: 'wound',
      policy: 'failed',
      when: [
        { kind: 'weapon-name', any: ['breacher ordnance'] },
        { kind: 'ask', ask: GEOMANTIC_HUNTERS_ASK },
      ],
    },
  ],
  windows: [
    {
      when: [{ window: 'selected-to-shoot', turn: 'yours', phases: ['shooting'], unit: 'own' }],
      duration: { kind: 'end-of-phase' },
      optional: true,
    },
  ],
});

/**
 * Hearthkyn Warriors (the unit the Grimnyr leads; the Wahapedia export of 2025-11-14, where the Theyn is always
 * equipped with it): "Weavefield Crest: Models in the bearer's unit have a 5+ invulnerable save." The whole unit,
 * Leaders attached to it included.
 */
export const WEAVEFIELD_CREST = k.ability('Hearthkyn Warriors', 'Weavefield Crest', {
  support: {
    calculator: 'partial',
    game: 'partial',
    lists: 'n/a',
    note: 'the save is kept after the bearer (the Theyn) is destroyed; whether the bearer is equipped with it is not checked',
  },
  effects: [{ kind: 'invulnerable', value: 5 }],
});

/** Forgewrought Expertise: "... or up to 3 lost wounds instead if this unit contains an Ironkin Assistant model". */
const ASSISTANT: Ask = {
  kind: 'declared',
  id: 'contains-ironkin-assistant',
  text: 'this unit contains an Ironkin Assistant model',
};

/**
 * Brôkhyr Iron-master (the Wahapedia export of 2025-11-14): "At the end of your Movement phase, this unit can repair
 * one friendly LEAGUES OF VOTANN VEHICLE, EXOFRAME or IRONKIN STEELJACKS unit within 3" of it. One model in that unit
 * regains up to D3 lost wounds, or up to 3 lost wounds instead if this unit contains an Ironkin Assistant model. Each
 * unit can only be repaired once per turn." The game asks at the end of your Movement phase where such a unit has a
 * model that lost wounds (game/votann-repair.ts); the first of its models that lost wounds is repaired.
 */
export const FORGEWROUGHT_EXPERTISE = k.ability('Brôkhyr Iron-master', 'Forgewrought Expertise', {
  support: { calculator: 'n/a', game: 'automated', lists: 'n/a' },
  windows: [
    {
      when: [{ window: 'phase-end', turn: 'yours', phases: ['movement'], unit: 'own' }],
      handler: 'repair-friendly',
      optional: true,
    },
  ],
  effects: [
    {
      kind: 'select-friendly',
      within: 3,
      anyOf: [['LEAGUES OF VOTANN', 'VEHICLE'], ['EXOFRAME'], ['IRONKIN STEELJACKS']],
      oncePerTurn: true,
    },
    { kind: 'regain-wounds', models: 1, wounds: 3, when: [{ kind: 'ask', ask: ASSISTANT }] },
    {
      kind: 'regain-wounds',
      models: 1,
      wounds: 3,
      upTo: { count: 1, sides: 3, bonus: 0 },
      when: [{ kind: 'not', condition: { kind: 'ask', ask: ASSISTANT } }],
    },
  ],
});

export const LOV_DATASHEET_ABILITIES = k.out;
