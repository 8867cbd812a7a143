import { CLOSEST_TARGET_NOTE } from '../../asks.js';
import { enhancementSupport, only, spentYp } from '../enhancement-words.js';
import { KEPT_NOTE } from '../kept-note.js';
import { ruleKit } from '../kit.js';
import {
  ability,
  add,
  asked,
  attackedBy,
  automated,
  closeIn,
  deepStrikeAt,
  eligible,
  gameOnly,
  hit,
  improve,
  invulnerable,
  not,
  notEligible,
  ownIs,
  ranged,
  reroll,
  support,
  targetIs,
  withinOf,
  worsen,
} from '../words.js';
import { SPENT_YP } from './army-rules.js';

/** Hearthband (seed 004 and the 2025-11 export). */
const k = ruleKit('Leagues of Votann', 'Hearthband');
const spent = asked(SPENT_YP, 'Yield points were spent on this Stratagem');
const closest = asked(
  'closest-or-engaged-target',
  'the target is the closest eligible target or within Engagement Range of the attacking unit',
);

// "Each time a LEAGUES OF VOTANN model from your army makes an attack with a weapon that targets the closest eligible
// target or a target that is within Engagement Range of that model's unit: Re-roll a Wound roll of 1. If your unit is
// a KÂHL, EINHYR HEARTHGUARD or ÛTHAR THE DESTINED unit, improve the Armour Penetration characteristic of that attack
// by 1."
k.rule('Methodical Annihilation', {
  support: support('automated', 'partial', CLOSEST_TARGET_NOTE),
  effects: [
    reroll('wound', 'ones', closest),
    improve('AP', 1, closest, ownIs('KÂHL', 'EINHYR HEARTHGUARD', 'ÛTHAR THE DESTINED')),
  ],
});

// "EFFECT: Until the end of the phase, when your unit is set up on the battlefield using the Deep Strike ability, it
// can be set up anywhere on the battlefield that is more than 6" horizontally away from all enemy units.
// RESTRICTIONS: Until the end of the turn, your unit is not eligible to declare a charge." (Offered at the start of
// the Movement phase, before its Reinforcements step, for a unit in Reserves that has the Deep Strike ability. Its
// effect lasts the turn, for the restriction: the unit sets up in this phase's Reinforcements step or not at all.)
k.stratagem('Materialisation Matrices', {
  support: support('n/a', 'automated'),
  effects: [deepStrikeAt(6), notEligible('charge')],
});
// "Until the end of the turn, your unit is eligible to shoot and declare a charge in a turn in which it Fell Back."
k.stratagem('Unyielding Aggression', { support: automated, effects: [eligible(['shoot', 'charge'])] });

// "each time a model in your unit makes an attack that targets a MONSTER or VEHICLE unit, add 1 to the Damage
// characteristic of that attack."
k.stratagem('Superior Craftsmanship', { support: automated, effects: [add('D', 1, targetIs('MONSTER', 'VEHICLE'))] });

// "WHEN: Your opponent's Shooting phase or the Fight phase, just after an enemy unit has selected its targets.
// TARGET: One KÂHL, ÛTHAR THE DESTINED or EINHYR HEARTHGUARD unit from your army that was selected as the target of
// one or more of the attacking unit's attacks. EFFECT: Until the end of the phase, models in your unit have a 4+
// invulnerable save." (The 2025-11 export.)
k.stratagem('Brëkkeknots', { support: automated, effects: [invulnerable(4)] });

// "WHEN: Your Shooting phase. TARGET: One EINHYR HEARTHGUARD unit from your army that has not been selected to shoot
// this phase. EFFECT: Until the end of the phase, improve the Strength characteristic of ranged weapons equipped by
// models in your unit by 1. If you spend 1YP, until the end of the phase, ranged weapons equipped by models in that
// unit have the [SUSTAINED HITS 1] ability as well." (The use offers spending 1YP where the player has it: the row's
// `spend`, game/stratagems.)
k.stratagem('Fury of the Hearth', {
  support: automated,
  effects: [ranged(improve('S', 1)), ranged(ability('sustained hits 1', spent))],
});

// "each time a model in your unit makes a Pile-in or Consolidation move, it can move up to 6" instead of up to 3"."
k.stratagem('Sure of Purpose', { support: support('n/a', 'automated'), effects: [closeIn(6)] });

// --- Enhancements (the 2025-11 export; seed 004 names them) ---

// "LEAGUES OF VOTANN model only. Each time a ranged attack targets the bearer's unit, if the attacking model is within
// 12" of the bearer's unit, worsen the Armour Penetration characteristic of that attack by 1. If you spend 1YP, until
// the end of the phase, if the attacking model is within 18" of the bearer's unit, worsen the Armour Penetration
// characteristic of that attack by 1 instead."
const shield = spentYp('bastion-shield', 1, 'Bastion Shield this phase');
k.enhancement('Bastion Shield', {
  support: enhancementSupport(
    'automated',
    'partial',
    'the game does not offer spending 1YP (the 18" range); it measures the 12" between the closest models of the two units, not from each attacking model',
  ),
  bearer: only('LEAGUES OF VOTANN'),
  effects: [
    attackedBy(ranged(worsen('AP', 1, withinOf(12), not(shield)))),
    attackedBy(ranged(worsen('AP', 1, withinOf(18), shield))),
  ],
});

// "KÂHL model only. In your Shooting phase, after the bearer has shot, select one enemy unit (excluding TITANIC units)
// hit by one or more of those attacks. Until the start of your next turn, that enemy unit is suppressed. While a unit is
// suppressed, each time a model in that unit makes an attack, subtract 1 from the Hit roll."
// The game asks which unit after the bearer has shot and gives it the Enhancement as a `bonded` effect until the
// start of your next Command phase: its `bonded` row (the -1) reaches that unit's attacks, whatever they target
// (game/votann-enhancements.ts 'suppress-hit-unit'). The calculator's toggle is the bearer's unit's defence; the
// game leaves that question unanswered (the suppressed unit's own effect applies the -1).
k.enhancement('Quake Multigenerator', {
  support: enhancementSupport(
    'partial',
    'partial',
    'the calculator subtracts 1 from the Hit roll of a suppressed unit’s attacks only where they target the bearer’s unit (its toggle); in the game, where the bearer leads a unit, an enemy unit hit by that unit’s weapons named as the bearer’s counts as hit by the bearer',
  ),
  bearer: only('KÂHL'),
  effects: [
    attackedBy(hit(-1, asked('attacker-suppressed', 'the attacking unit is suppressed (Quake Multigenerator)'))),
    { ...hit(-1), scope: 'bonded' },
  ],
  windows: [
    {
      when: [{ window: 'has-shot', turn: 'yours', phases: ['shooting'], unit: 'own' }],
      handler: 'suppress-hit-unit',
    },
  ],
});

// "LEAGUES OF VOTANN model only. Add 2 to the bearer's Wounds characteristic." Ironskein is compiled from its text (a
// stat row for the bearer alone: rules/text/grammar-effect.ts stat/models-add).

// The game rolls the D6 for a model destroyed by a melee attack of a unit fighting, keeps it and, once that unit has
// finished its attacks, has it fight (its player selects its targets or lets it go) and removes it:
// game/fight/kept-on-death.ts and game/fight/fights-on-death.ts.
// "KÂHL model only. Each time a model in the bearer's unit is destroyed by a melee attack, if it has not fought this
// phase, roll one D6: on a 4+, do not remove it from play. The destroyed model can fight after the attacking unit has
// finished making its attacks, and is then removed from play."
k.enhancement('High Kâhl', {
  support: enhancementSupport('n/a', 'partial', KEPT_NOTE),
  bearer: only('KÂHL'),
  effects: [{ kind: 'fight-on-death', on: 4, byMelee: true }],
});

export const HEARTHBAND = k.out;
