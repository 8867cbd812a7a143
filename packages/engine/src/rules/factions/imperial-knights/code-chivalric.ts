import { ruleKit } from '../kit.js';
import { ability, add, asked, attackedBy, hit, improve, melee, ranged, reroll, roll, support } from '../words.js';

/** The Imperial Knights Army Rule (seed 003). */
const k = ruleKit('Imperial Knights');

// "If your Army Faction is IMPERIAL KNIGHTS, at the end of the Read Mission Objectives step, you must determine your
// army's Oath for the coming battle. An Oath consists of two parts - one Deed and one Quality." ... "The first time
// your selected Deed is completed your Oath is fulfilled and, until the end of the battle, your army becomes Honoured
// and you gain 2CP, or 3CP if you randomly selected your Deed and/or Quality (CP gained in this way are an exemption
// to the Core Rules that limit the maximum number of CP you can gain per battle round to 1)."
// The game asks for the Oath (a mandatory rule-choice) at the start of the battle's first Command phase, keeps it as
// player counters, checks the Deed at the end of each turn and gains the CP (game/oath.ts). The Deeds and Qualities
// (2025-11 export; the seed's copy lost its tables and the D6 column: 1-2, 3-4, 5-6 in the order printed):
/** The Deeds, in the table's order (a counter holds the index + 1). */
export const OATH_DEEDS = ['tyrant', 'realm', 'tally'] as const;
/** The Qualities, in the table's order. */
export const OATH_QUALITIES = ['martial', 'eager', 'legacy'] as const;
export type OathDeed = (typeof OATH_DEEDS)[number];
export type OathQuality = (typeof OATH_QUALITIES)[number];
/** The player counters the Oath is kept in (bit masks: bit i is the Deed or Quality of index i). */
export const OATH_COUNTERS = {
  deeds: 'oath-deeds',
  qualities: 'oath-qualities',
  /** The Deed of the Oath in progress (index + 1). */
  deed: 'oath-deed',
  /** 1: the first Oath's Deed and/or Quality was randomly selected (3CP). */
  random: 'oath-random',
  /** Oaths determined, and fulfilled. */
  oaths: 'oath-oaths',
  fulfilled: 'oath-fulfilled',
  /** On the enemy unit: the CHARACTER selected for "We vow to lay low the tyrant...". */
  tyrant: 'oath-tyrant',
} as const;
/** The Qualities' questions, answered by the game: the Quality is one the model's army selected. */
export const OATH_ASKS: Record<OathQuality, string> = {
  martial: 'oath-martial-valour',
  eager: 'oath-eager-for-the-challenge',
  legacy: 'oath-legacy-unsullied',
};
// "...with our martial valour risen over all. Each time this model is selected to shoot or fight, you can re-roll
// one Hit roll and you can re-roll one Wound roll."
const martial = asked(OATH_ASKS.martial, 'the Quality is ...with our martial valour risen over all');
// "...and we are eager for the challenge. Add 2" to this model's Move characteristic and add 1 to Advance and Charge
// rolls made for this model."
const eager = asked(OATH_ASKS.eager, 'the Quality is ...and we are eager for the challenge');
// "...yet shall our legacy be unsullied. Improve this model's Objective Control characteristic by 2 and its
// Leadership characteristic by 1."
const legacy = asked(OATH_ASKS.legacy, 'the Quality is ...yet shall our legacy be unsullied');
export const CODE_CHIVALRIC = k.faction('Code Chivalric', {
  support: support(
    'automated',
    'partial',
    'the Oath is determined at the start of the first Command phase (the game has no Read Mission Objectives step); a unit destroyed and then returned to the battlefield is not counted for "We pledge to reap a great tally..."; the one Hit roll and the one Wound roll re-rolled (martial valour) are the first failed ones, not the player’s pick',
  ),
  effects: [
    { kind: 'cp', gain: 2, exempt: true },
    reroll('hit', 'single', martial),
    reroll('wound', 'single', martial),
    add('M', 2, eager),
    roll('advance', 1, eager),
    roll('charge', 1, eager),
    improve('OC', 2, legacy),
    improve('Ld', 1, legacy),
  ],
  uses: { per: 'battle' },
  windows: [
    { when: [{ window: 'phase-start', turn: 'either', phases: ['command'] }], handler: 'oath', optional: true },
  ],
  counters: [
    ...Object.values(OATH_COUNTERS)
      .filter((id) => id !== OATH_COUNTERS.tyrant)
      .map((id) => ({ id, name: 'Oath', on: 'player' as const })),
    { id: OATH_COUNTERS.tyrant, name: 'The tyrant', on: 'unit' as const },
  ],
});

// Seed 003: "In your Command phase, one or more models from your army with a Bondsman ability can use that ability.
// For each one that does, select one friendly ARMIGER model within 12" of that model (you cannot select an ARMIGER
// model that is already being affected by a Bondsman ability). Until the start of your next Command phase, that
// ARMIGER model is affected by that Bondsman ability." The game asks at the start of your Command phase
// (game/bondsman.ts); each KNIGHT's ability is its own definition (bondsman.ts), its rows for the ARMIGER it affects.
export const BONDSMAN = k.faction('Bondsman', {
  support: support(
    'automated',
    'automated',
    'in the calculator, the KNIGHT’s Bondsman ability is a rule of the ARMIGER marked bonded (a toggle); what each ability does is its own definition’s support',
  ),
  windows: [
    { when: [{ window: 'phase-start', turn: 'yours', phases: ['command'] }], handler: 'bondsman', optional: true },
  ],
});

// 2025-11 export (the War Dogs' copy; the Imperial Knights' lost its first sentence): "Each time a model with this
// ability makes a Normal, Advance or Fall Back move, it can move through models (excluding TITANIC models) and
// sections of terrain features that are 4" or less in height. When doing so: It can move within Engagement Range of
// enemy models, but cannot end that move within Engagement Range of them. It can also move through sections of
// terrain features that are more than 4" in height, but if it does, after it has moved, roll one D6: on a 1, that
// model is Battle-shocked." The game reads the row for a unit whose datasheets print the ability (game/unit-rules.ts).
export const SUPER_HEAVY_WALKER = k.faction('Super-heavy Walker', {
  support: support(
    'n/a',
    'partial',
    'the game lets the model move through models (not TITANIC ones), within Engagement Range of enemy models, and over terrain features 4" or less in height; moving through a feature more than 4" in height (and the Battle-shock roll after) is not offered: such a feature stops it as any other model',
    'n/a',
  ),
  effects: [
    {
      kind: 'move-through',
      through: ['terrain', 'models'],
      moves: ['normal', 'advance', 'fall-back'],
      upToHeight: 4,
    },
  ],
});

// 2025-11 export: "If every model in your army has the IMPERIUM keyword, you can include either one TITANIC
// IMPERIAL KNIGHTS model or up to three ARMIGER models in your army, even if they do not have the Faction keyword you
// selected in the Select Army Faction step. None of these models can be your WARLORD, and they cannot be given
// Enhancements."
export const FREEBLADES = k.faction('Freeblades', {
  support: support(
    'n/a',
    'n/a',
    'the list validator does not yet allow or check Freeblades in another IMPERIUM army (one TITANIC or up to three ARMIGER models, no WARLORD, no Enhancements)',
    'manual',
  ),
});

// 2025-11 export (the Adeptus Mechanicus rule the Questor Forgepact's allies bring): "At the start of the battle
// round, you can select one of the Doctrina Imperatives below. Until the end of the battle round, that Doctrina
// Imperative is active for your army, and all units from your army that have the Doctrina Imperatives ability gain
// the relevant abilities shown below.
// Protector Imperative - Ranged weapons equipped by models in this unit have the [HEAVY] ability. - Improve the
// Ballistic Skill characteristic of ranged weapons equipped by models in this unit by 1. - Each time a melee attack
// targets this unit, if this unit has the BATTLELINE keyword and/or it is within 6" of one or more friendly ADEPTUS
// MECHANICUS BATTLELINE units, subtract 1 from the Hit roll.
// Conqueror Imperative - Ranged weapons equipped by models in this unit have the [ASSAULT] ability. - Improve the
// Weapon Skill characteristic of melee weapons equipped by models in this unit by 1. - Each time a model in this unit
// makes an attack, if this unit has the BATTLELINE keyword and/or it is within 6" of one or more friendly ADEPTUS
// MECHANICUS BATTLELINE units, improve the Armour Penetration characteristic of that attack by 1."
// The game asks each player whose army has a unit with the ability at the start of the first Command phase of each
// battle round (game/doctrina.ts) and measures the questions: each asks about the attacking unit, or the target
// (`-target`), whichever side's rows ask it.
/** The Doctrina Imperatives' questions (measured by the game: game/doctrina.ts). */
export const DOCTRINA_ASKS = {
  protector: 'doctrina-protector',
  conqueror: 'doctrina-conqueror',
  battleline: 'doctrina-battleline',
  protectorTarget: 'doctrina-protector-target',
  battlelineTarget: 'doctrina-battleline-target',
} as const;
/** The player counters: the battle round in which each Imperative was selected (active in that round). */
export const DOCTRINA_COUNTERS = { protector: 'doctrina-protector-round', conqueror: 'doctrina-conqueror-round' };
const protector = asked(
  DOCTRINA_ASKS.protector,
  'the Protector Imperative is active and the attacking unit has the Doctrina Imperatives ability',
);
const conqueror = asked(
  DOCTRINA_ASKS.conqueror,
  'the Conqueror Imperative is active and the attacking unit has the Doctrina Imperatives ability',
);
const battleline = asked(
  DOCTRINA_ASKS.battleline,
  'the attacking unit has the BATTLELINE keyword or is within 6" of a friendly ADEPTUS MECHANICUS BATTLELINE unit',
);
const protectorTarget = asked(
  DOCTRINA_ASKS.protectorTarget,
  'the Protector Imperative is active and the target has the Doctrina Imperatives ability',
);
const battlelineTarget = asked(
  DOCTRINA_ASKS.battlelineTarget,
  'the target has the BATTLELINE keyword or is within 6" of a friendly ADEPTUS MECHANICUS BATTLELINE unit',
);
export const DOCTRINA_IMPERATIVES = k.faction('Doctrina Imperatives', {
  support: support(
    'automated',
    'automated',
    'in the calculator, the active Imperative, the Doctrina Imperatives ability and the BATTLELINE condition are toggles',
  ),
  effects: [
    ranged(ability('heavy', protector)),
    ranged(improve('BS', 1, protector)),
    attackedBy(melee(hit(-1, protectorTarget, battlelineTarget))),
    ranged(ability('assault', conqueror)),
    melee(improve('WS', 1, conqueror)),
    improve('AP', 1, conqueror, battleline),
  ],
  windows: [
    { when: [{ window: 'phase-start', turn: 'either', phases: ['command'] }], handler: 'doctrina', optional: true },
  ],
  counters: [
    { id: DOCTRINA_COUNTERS.protector, name: 'Protector Imperative', on: 'player' },
    { id: DOCTRINA_COUNTERS.conqueror, name: 'Conqueror Imperative', on: 'player' },
  ],
});

export const IMPERIAL_KNIGHTS = k.out;
