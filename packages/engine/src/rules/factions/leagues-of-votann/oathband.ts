import { byHand, enhancementSupport } from '../enhancement-words.js';
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
const seedOnly = (note: string) => byHand(`${note}; ${SEED_BEARER}`, 'partial');
/** One that changes attacks, which the calculator does not apply either. */
const seedByHand = (note: string) => enhancementSupport('manual', 'manual', `${note}; ${SEED_BEARER}`, 'partial');

// "Each time the bearer's unit destroys an enemy unit, if that enemy unit has one or more Judgement tokens, you can
// select one other enemy unit that is visible to the bearer. That other unit gains one Judgement token."
k.enhancement('A Long List', {
  support: seedOnly(
    'the game does not offer the Judgement token for another visible enemy unit when the bearer’s unit destroys one that has tokens',
  ),
});

// "In your Command phase, you can select one objective marker your opponent controls. Until the start of your next
// Command phase, while an enemy unit is within range of that objective marker, it counts as having one more Judgement
// token than it actually has (to a maximum of 2)."
k.enhancement('Appraising Glare', {
  support: seedByHand(
    'the game does not offer selecting the objective marker; in the calculator, enter one more Judgement token for a target within its range',
  ),
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
k.enhancement('Wayfarer’s Grace', {
  support: seedOnly('the game does not roll to set the bearer back up at the end of the phase it was destroyed in'),
});

export const OATHBAND = k.out;
