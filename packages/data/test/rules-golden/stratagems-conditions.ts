import type { Condition, Effect, RuleReading } from '@cogitator/engine';
import { A, AB, C, D, E, MELEE, RANGED, S, W, who } from './helpers.js';

/**
 * More golden readings, each written from its text (issue 14: conditions after rows, the player's
 * choice of an ability, re-rolls of Charge rolls and saving throws, and abilities' timing windows).
 */
const declared = (id: string, text: string): Extract<Condition, { kind: 'ask' }> => ({
  kind: 'ask',
  ask: { kind: 'declared', id, text },
});
const not = (condition: Condition): Condition => ({ kind: 'not', condition });
const kw = (...sets: string[]) => sets.map((s) => s.split(' + '));
const WAAAGH = declared('waaagh-active', 'a Waaagh! is active for the unit');
const SYNAPSE = declared('own-within-synapse-range', 'the unit is within Synapse Range of your army');
const ON_OBJECTIVE = declared('target-within-objective-range', 'the target is within range of an objective marker');
const CHOSE_LETHAL = declared('selected-lethal-hits', 'you selected [LETHAL HITS]');
const OWN_BELOW_HALF: Condition = { kind: 'ask', ask: { kind: 'below-half-strength', who: 'own' } };
const TARGET_BELOW_HALF: Condition = { kind: 'ask', ask: { kind: 'below-half-strength', who: 'target' } };
const MV = C.kw('MONSTER', 'VEHICLE');
const NEAR_3 = declared('attacker-within-3', 'the attacking model is within 3"');
const SHOOTING = W.yours('shooting');

export const GOLDEN_CONDITION_STRATAGEMS: [id: string, name: string, reading: RuleReading][] = [
  // "... re-roll a Hit roll of 1. If a Waaagh! is active for your unit, you can re-roll the Hit roll instead."
  [
    '000008886002',
    'ARMED TO DATEEF',
    S(
      W.shootOrFight(),
      who.own(kw('NOBZ', 'MEGANOBZ'), { notSelectedTo: ['shoot', 'fight'] }),
      [E.reroll('hit', 'ones', { when: [not(WAAAGH)] }), E.reroll('hit', 'failed', { when: [WAAAGH] })],
      D.phase,
      { asks: [WAAAGH.ask] },
    ),
  ],
  // "... you can re-roll the Hit roll and, if your unit is Below Half-strength, you can re-roll the Wound roll as well."
  [
    '000008469004',
    'RIGHTEOUS VENGEANCE',
    S(W.either('fight'), who.own(kw('ADEPTA SORORITAS'), { notSelectedTo: ['fight'] }), [
      E.reroll('hit', 'failed', MELEE),
      E.reroll('wound', 'failed', { ...MELEE, when: [OWN_BELOW_HALF] }),
    ]),
  ],
  [
    '000010349004',
    'PURGATION PATTERN',
    S(SHOOTING, who.own(kw('GREY KNIGHTS'), { notSelectedTo: ['shoot'], state: ['arrived-deep-strike'] }), [
      E.ability('sustained hits 1'),
    ]),
  ],
  // "Until the end of the turn, you can re-roll Charge rolls made for your unit and melee weapons ... have the [LANCE] ability."
  [
    '000008487005',
    'SHOCK ASSAULT',
    S(
      W.yours('charge'),
      who.own(kw('ADEPTUS ASTARTES + MOUNTED'), { state: ['not-declared-charge'] }),
      [{ kind: 'reroll', roll: 'charge', policy: 'failed' } as Effect, E.ability('lance', MELEE)],
      D.turn,
    ),
  ],
  [
    '000008349002',
    'RAPID REGENERATION',
    S(
      W.enemyTargets('shooting', 'fight'),
      who.hit(kw('TYRANIDS')),
      [E.fnp(6, { when: [not(SYNAPSE)] }), E.fnp(5, { when: [SYNAPSE] })],
      D.phase,
      { asks: [SYNAPSE.ask] },
    ),
  ],
  [
    '000008775007',
    'UNMATCHED FORTITUDE',
    S(W.enemyTargets('shooting'), who.hit(kw('DEATHWING + INFANTRY')), [
      E.wound(-1, { ...AB, when: [{ kind: 'strength-above-toughness' }] }),
    ]),
  ],
  // "Until the end of the phase, all models in your unit have a 6+ invulnerable save and have the Benefit of Cover."
  ['000008335010', 'GO TO GROUND', S(W.enemyTargets('shooting'), who.hit(kw('INFANTRY')), [E.invuln(6), E.cover()])],
  [
    '000010393005',
    'PIOUS ENMITY',
    S(W.either('fight'), who.own(kw('CHAPLAIN', 'JUDICIAR'), { notSelectedTo: ['fight'] }), [
      E.reroll('hit', 'ones', MELEE),
      E.reroll('wound', 'ones', { ...MELEE, when: [MV] }),
    ]),
  ],
  [
    '000009992002',
    'ORKS IS STILL ORKS',
    S(
      W.either('fight'),
      who.own(kw('ORKS'), { notSelectedTo: ['fight'] }),
      [E.reroll('wound', 'ones', { when: [not(ON_OBJECTIVE)] }), E.reroll('wound', 'failed', { when: [ON_OBJECTIVE] })],
      D.phase,
      { asks: [ON_OBJECTIVE.ask] },
    ),
  ],
  // "Select [LETHAL HITS] or [SUSTAINED HITS 1]. Until the end of the phase, weapons ... have the selected ability."
  [
    '000009782002',
    'MALICIOUS FRENZY',
    S(
      W.shootOrFight(),
      who.own(kw('DRUKHARI', 'HARLEQUINS'), { notSelectedTo: ['shoot', 'fight'] }),
      [
        E.ability('lethal hits', { when: [CHOSE_LETHAL] }),
        E.ability('sustained hits 1', { when: [not(CHOSE_LETHAL)] }),
      ],
      D.phase,
      { asks: [CHOSE_LETHAL.ask] },
    ),
  ],
  [
    '000009581002',
    'FATE SYPHONING',
    S(
      W.enemyTargets('shooting', 'fight'),
      who.hit(kw('TZEENTCH + LEGIONES DAEMONICA'), { state: ['within-any-objective-range'] }),
      [{ kind: 'reroll', roll: 'save', policy: 'ones' } as Effect],
    ),
  ],
  // "each time an attack targets your unit, if the attacking model is not within 3", subtract 1 from the Hit roll."
  [
    '000009461005',
    'LURKING MENACE',
    S(
      W.enemyTargets('shooting'),
      who.hit(kw('GENESTEALER CULTS')),
      [E.hit(-1, { ...AB, when: [not(NEAR_3)] })],
      D.phase,
      { asks: [NEAR_3.ask] },
    ),
  ],
];

/** Datasheet abilities with a timing window ("In your Shooting phase, ..."). */
export const GOLDEN_WINDOW_ABILITIES: [id: string, name: string, reading: RuleReading][] = [
  ['000001374', 'Tank Hunters', A([E.hit(1, { when: [MV] }), E.wound(1, { when: [MV] })], { when: [SHOOTING] })],
  [
    '000000596',
    'Assured Destruction',
    A(
      [
        E.reroll('hit', 'failed', { ...RANGED, when: [MV] }),
        E.reroll('wound', 'failed', { ...RANGED, when: [MV] }),
        E.reroll('damage', 'failed', { ...RANGED, when: [MV] }),
      ],
      { when: [SHOOTING] },
    ),
  ],
  [
    '000001562',
    'Merciless Hunter',
    A([E.wound(1, { scope: 'holder', when: [TARGET_BELOW_HALF] })], { when: [SHOOTING] }),
  ],
];

export const GOLDEN_WINDOW_ENHANCEMENTS: [id: string, name: string, reading: RuleReading][] = [
  [
    '000010356002',
    'Sigil of the Hunt',
    A([E.reroll('hit', 'ones')], { when: [SHOOTING], restrictions: { bearer: [['GREY KNIGHTS']] } }),
  ],
];

/** Enhancements under "While the bearer is leading a unit, ...". */
const bearer = (...sets: string[]) => ({ restrictions: { bearer: kw(...sets) } });
const LEADING = { when: [C.leading()] };
export const GOLDEN_LEADING_ENHANCEMENTS: [id: string, name: string, reading: RuleReading][] = [
  [
    '000008385004',
    'Peerless Eradicator',
    A([E.ability('sustained hits 1', { ...RANGED, ...LEADING })], bearer('ADEPTUS MECHANICUS')),
  ],
  // "While the bearer is leading a unit, add 2" to the Move characteristic of models in that unit."
  ['000008367002', 'Follow Me Ladz', A([E.stat('M', 'add', 2, LEADING)], bearer('ORKS'))],
  ['000010201003', 'Diamond of Distortion', A([E.hit(-1, { ...AB, ...LEADING })], bearer('TZAANGOR SHAMAN'))],
  [
    '000009130005',
    'Witch Hunter',
    A([E.reroll('hit', 'failed', { when: [C.leading(), C.kw('PSYKER')] })], bearer('INQUISITOR', 'MINISTORUM PRIEST')),
  ],
];
