import { enhancementSupport } from '../enhancement-words.js';
import { ruleKit } from '../kit.js';
import {
  ability,
  attackedBy,
  automated,
  eligible,
  ignoreModifiers,
  improve,
  melee,
  not,
  ranged,
  reroll,
  support,
  tokens,
  worsen,
} from '../words.js';

/** Oathband (seed 000; not in the 2025-11 export). */
const k = ruleKit('Leagues of Votann', 'Oathband');

// "you gain a number of CP depending on how early in the battle you destroyed it ... (you can only gain CP in this
// way once per battle, and CP gained in this way are an exemption to the Core Rules that limit the maximum number of
// CP you can gain per battle round to 1)."
export const RUTHLESS_EFFICIENCY = k.rule('Ruthless Efficiency', {
  support: support(
    'n/a',
    'partial',
    'the units selected at the start of the battle and the CP by battle round are the player’s: entered as a gain-cp command naming the rule, which the engine lets past the CP cap once per battle',
  ),
  effects: [{ kind: 'cp', gain: 1, exempt: true }],
  uses: { per: 'battle' },
});

// "Until the end of the turn, your unit is eligible to shoot and declare a charge."
// "Until the end of the turn, your unit is eligible to shoot and declare a charge [in a turn in which it Fell Back]."
k.stratagem('Ordered Retreat', { support: automated, effects: [eligible(['shoot', 'charge'])] });

// "each time a model in your unit makes a ranged attack, that attack has the [SUSTAINED HITS 1] ability, and each
// time a model in your unit makes a ranged attack that targets a unit that has one or more Judgement tokens, that
// attack has the [SUSTAINED HITS 2] ability instead."
k.stratagem('Ancestral Sentence', {
  support: automated,
  effects: [ranged(ability('sustained hits 1', not(tokens(1)))), ranged(ability('sustained hits 2', tokens(1)))],
});

// "The attacking unit gains 1 Judgement token, or up to 2 Judgement tokens instead if that unit contained your
// WARLORD when it was targeted by those attacks."
// (The game offers it for each such unit the attacking unit targeted, and gives the tokens as Eye of the Ancestors'
// counter, never above 2: game/stratagems/handlers-army.ts.)
k.stratagem('Newfound Nemesis', { support: support('n/a', 'automated') });

// "Your unit can shoot as if it were your Shooting phase, but it must target the enemy unit that just attacked it".
// "Your unit can shoot as if it were your Shooting phase, but it must target the enemy unit that just attacked it"
// (the game offers it after an enemy unit with Judgement tokens has shot, to a unit it targeted: game/stratagems).
k.stratagem('Reactive Reprisal', { support: support('n/a', 'automated') });

// "each time an attack targets your unit, worsen the Armour Penteration characteristic of that attack by 1."
k.stratagem('Void Armour', { support: automated, effects: [attackedBy(worsen('AP', 1))] });

// "One unit from your army, and one enemy unit that has one or more Judgement tokens and is within Engagement Range of
// that unit ... each time a model in your unit makes a melee attack that targets that enemy unit, improve the Armour
// Penetration characteristic of that attack by 1 for each Judgement token that enemy unit has." (The use names that
// enemy unit: game/stratagems.)
k.stratagem('Warrior Pride', {
  support: automated,
  effects: [melee(improve('AP', 1, tokens(1))), melee(improve('AP', 1, tokens(2)))],
});

// --- Enhancements (seed 000 only). The seed's copy lost the bearer's keyword ("... model only."), so the list
// validator checks the chosen detachment and the usual limits, not the bearer's keyword.
const SEED_BEARER = 'the seed page lost the bearer’s keyword (“… model only”): the list validator does not check it';
/** One the game applies in part (no attack changes: the calculator has nothing to apply). */
const seedPartly = (note: string) => enhancementSupport('n/a', 'partial', `${note}; ${SEED_BEARER}`, 'partial');
/** One that changes attacks, which the calculator does not apply either. */
const seedByHand = (note: string) => enhancementSupport('manual', 'manual', `${note}; ${SEED_BEARER}`, 'partial');

// "Each time the bearer's unit destroys an enemy unit, if that enemy unit has one or more Judgement tokens, you can
// select one other enemy unit that is visible to the bearer. That other unit gains one Judgement token."
// The game asks when the attacks of the bearer's unit (shooting or melee) have destroyed an enemy unit that had a
// token, offering the enemy units with fewer than 2 visible to the bearer (game/votann-long-list.ts).
k.enhancement('A Long List', {
  support: seedPartly(
    'the game asks when the attacks of the bearer’s unit destroy such a unit; an enemy unit destroyed otherwise (mortal wounds outside attacks) is the players’',
  ),
  windows: [
    { when: [{ window: 'unit-destroyed', turn: 'either' }], handler: 'judgement-token-visible-enemy', optional: true },
  ],
});

// "In your Command phase, you can select one objective marker your opponent controls. Until the start of your next
// Command phase, while an enemy unit is within range of that objective marker, it counts as having one more Judgement
// token than it actually has (to a maximum of 2)." The game asks at the start of your Command phase (the bearer's
// unit anywhere, Reserves too) which marker your opponent controls, kept as your counter; the tokens an enemy unit
// counts as having are game/votann-objective-marks.ts judgementTokens (its attacks' and Stratagems' questions).
k.enhancement('Appraising Glare', {
  support: enhancementSupport(
    'manual',
    'automated',
    `in the calculator, enter one more Judgement token for a target within its range; ${SEED_BEARER}`,
    'partial',
  ),
  counters: [{ id: 'appraising-glare-objective', name: 'Appraising Glare’s objective marker (number)', on: 'player' }],
  windows: [
    {
      when: [{ window: 'phase-start', turn: 'yours', phases: ['command'] }],
      handler: 'select-opponents-objective',
      optional: true,
      offBattlefield: true,
    },
  ],
});

// "You can re-roll Battle-shock tests taken for the bearer's unit, and models in that unit can ignore any or all
// modifiers to their characteristics and/or to any rolls or tests made for them (excluding modifiers to saving
// throws)."
// (The game re-rolls a failed Battle-shock test and ignores a negative modifier to it: game/battle-shock-rules.ts; the
// attacks of the unit ignore the Hit and Wound roll modifiers that worsen them: the best choice of "any or all".)
export const GRIM_DEMEANOUR = k.enhancement('Grim Demeanour', {
  support: enhancementSupport(
    'partial',
    'partial',
    `the calculator and the game ignore the modifiers that worsen the unit’s Hit and Wound rolls, and the game re-rolls a failed Battle-shock test and ignores a negative modifier to it; ignoring modifiers to the models’ characteristics (Move, Toughness, Leadership, Objective Control, Wounds) and to their other rolls and tests (Advance, Charge, Desperate Escape, Hazardous, Leadership tests) is the players’; ${SEED_BEARER}`,
    'partial',
  ),
  effects: [ignoreModifiers('hit', 'wound'), ignoreModifiers('battle-shock'), reroll('battle-shock', 'failed')],
});

// "The first time the bearer is destroyed, after placing a Judgement token next to the unit that destroyed it, roll
// one D6 at the end of the phase. On a 2+, set the bearer back up on the battlefield as close as possible to where it
// was destroyed and not within Engagement Range of any enemy units, with its full wounds remaining."
// The game rolls at the end of the phase for a bearer destroyed in its own unit and sets it back up at the nearest
// legal place (game/votann-set-back-up.ts).
k.enhancement('Wayfarer’s Grace', {
  support: seedPartly(
    'the game rolls and sets the bearer back up where it was destroyed in its own unit; a bearer destroyed while leading a unit (its model part of the Attached unit) is the players’, as is one with no legal place within 12" of where it was destroyed',
  ),
  windows: [{ when: [{ window: 'phase-end', turn: 'either' }], handler: 'set-bearer-back-up' }],
});

export const OATHBAND = k.out;
