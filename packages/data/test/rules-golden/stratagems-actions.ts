import type { Effect, RuleReading, WhenClause, Who } from '@cogitator/engine';
import { D, S, W, who } from './helpers.js';

/**
 * Stratagems of the Wahapedia 2025-11-14 export whose effects are game actions (moves, Reserves,
 * fighting on death, Battle-shock tests...), with the reading expected of each, written from the text.
 * The calculator has no use for these rows; the game does not apply compiled rules yet.
 */
const AS = (k: string) => [k.split(' + ')];
const kw = (...sets: string[]) => sets.map((s) => s.split(' + '));
const ENEMY_F: WhenClause = { window: 'targets-selected', turn: 'either', phases: ['fight'], unit: 'enemy' };
const ENEMY_MOVED: WhenClause = {
  window: 'move-ended',
  turn: 'opponents',
  phases: ['movement'],
  unit: 'enemy',
  moves: ['normal', 'advance', 'fall-back'],
};
/** An instant effect: no duration. */
function I(when: WhenClause | WhenClause[], w: Who, effects: Effect[], more: Partial<RuleReading> = {}): RuleReading {
  const { duration: _none, ...r } = S(when, w, effects, D.phase, more);
  return r;
}
const e = (row: Record<string, unknown>) => row as unknown as Effect;
const OVERWATCH = {
  kind: 'ask',
  ask: { kind: 'declared', id: 'firing-overwatch', text: 'the unit is firing Overwatch' },
};

export const GOLDEN_ACTION_STRATAGEMS: [id: string, name: string, reading: RuleReading][] = [
  // "each time a model in your unit makes a move, it can move through terrain features."
  [
    '000009816003',
    'GORE‑HUNGRY ONSLAUGHT',
    S([W.yours('movement'), W.yours('charge')], who.own(AS('LEGIONES DAEMONICA + KHORNE')), [
      e({ kind: 'move-through', through: ['terrain'] }),
    ]),
  ],
  // "each time your unit makes a Normal or Advance move, it can move horizontally through terrain features."
  [
    '000010448003',
    'BASTION RUNNING',
    S(W.yours('movement'), who.own(AS('HEKATON LAND FORTRESS'), { notSelectedTo: ['move'] }), [
      e({ kind: 'move-through', through: ['terrain'], moves: ['normal', 'advance'], horizontally: true }),
    ]),
  ],
  // "... it can move up to 6" instead of up to 3". In addition, it does not need to end that move closer ..."
  [
    '000009076005',
    'HYPER-METABOLIC VIGOUR',
    S(
      W.either('fight'),
      who.own(kw('ABERRANTS', 'BIOPHAGUS', 'PURESTRAIN GENESTEALERS'), { notSelectedTo: ['fight'] }),
      [e({ kind: 'move-distance', moves: ['pile-in', 'consolidation'], inches: 6 }), e({ kind: 'move-not-closer' })],
    ),
  ],
  // "Until the start of your next Command phase, add 3" to the Move characteristic ... and add 1 to Advance and Charge rolls"
  [
    '000008573002',
    'MOTIVE IMPERATIVE',
    S(
      W.yours('command'),
      who.own(AS('ADEPTUS MECHANICUS + VEHICLE')),
      [
        e({ kind: 'stat', stat: 'M', change: 'add', by: 3 }),
        e({ kind: 'roll', roll: 'advance', n: 1 }),
        e({ kind: 'roll', roll: 'charge', n: 1 }),
      ],
      { kind: 'your-next-command-phase' },
    ),
  ],
  // "if that model has not fought this phase, do not remove it from play. The destroyed model can fight ..."
  [
    '000008469006',
    'SPIRIT OF THE MARTYR',
    S(ENEMY_F, who.hit(AS('ADEPTA SORORITAS')), [e({ kind: 'fight-on-death' })]),
  ],
  // "roll one D6: on a 3+, do not remove it from play."
  [
    '000009282002',
    'AUTO-VENGEANCE',
    S(ENEMY_F, who.hit(AS('ADEPTUS MECHANICUS')), [e({ kind: 'fight-on-death', on: 3 })]),
  ],
  // "roll one D6, adding 2 to the result if it is a REGIMENT model. On a 4+, do not remove the destroyed model"
  [
    '000009858002',
    'TRENCH FIGHTERS',
    S(ENEMY_F, who.hit(AS('ASTRA MILITARUM + INFANTRY')), [
      e({ kind: 'fight-on-death', on: 4, bonus: { add: 2, keyword: 'REGIMENT' } }),
    ]),
  ],
  // "your unit can only be selected as the target of a ranged attack if the attacking model is within 18"."
  [
    '000008561006',
    'SHROUD PROTOCOLS',
    S(
      { window: 'targets-selected', turn: 'opponents', phases: ['shooting'], unit: 'enemy' },
      who.hit(AS('SKITARII + INFANTRY')),
      [e({ kind: 'targetable-within', inches: 18 })],
    ),
  ],
  // "while firing Overwatch, an unmodified Hit roll of 5+ is required to score a hit, instead of an unmodified 6."
  [
    '000009530005',
    'CORRIDOR COVERED',
    S(W.theirs('movement', 'charge'), who.own(AS('LEAGUES OF VOTANN'), { state: ['not-fired-overwatch'] }), [
      e({ kind: 'hit-only-on', on: 5, when: [OVERWATCH] }),
    ]),
  ],
  // "Each enemy unit within Engagement Range of your unit must take a Battle-shock test, subtracting 1 from that test."
  [
    '000010083007',
    'HORRIFYING VIOLENCE',
    I(W.theirs('command'), who.own(AS('WORLD EATERS + POSSESSED')), [
      e({ kind: 'battle-shock-test', on: 'engaged', modifier: -1 }),
    ]),
  ],
  // "that is within 9" of that enemy unit." / "Your unit can make a Normal move of up to 6"."
  [
    '000009080005',
    'RAPID FEINT',
    I(ENEMY_MOVED, who.own(kw('ACHILLES RIDGERUNNERS', 'ATALAN JACKALS'), { withinOfWindowUnit: 9 }), [
      e({ kind: 'extra-move', upTo: { count: 0, sides: 6, bonus: 6 } }),
    ]),
  ],
  [
    '000009916005',
    'TRICKSTERS’ RETORT',
    I(ENEMY_MOVED, who.own(AS('TROUPE'), { withinOfWindowUnit: 9 }), [
      e({ kind: 'extra-move', upTo: { count: 0, sides: 6, bonus: 6 } }),
    ]),
  ],
  // "Add a new unit to your army identical to your destroyed unit, in Strategic Reserves, at its Starting Strength"
  [
    '000008381003',
    'REINFORCEMENTS!',
    I(
      { window: 'during-phase', turn: 'either' },
      who.own(AS('INFANTRY + REGIMENT'), { evenIfDestroyed: true }),
      [e({ kind: 'new-unit-in-reserves' })],
      { restrictions: { noAttachedCharacters: true, oncePer: 'battle' } },
    ),
  ],
  // "roll one D6 for each model in your unit ...: for each 2+, that enemy unit suffers 1 mortal wound (to a maximum of 6"
  [
    '000010144007',
    'SICKENING IMPACT',
    I(
      { window: 'charge-move-ended', turn: 'yours', phases: ['charge'], unit: 'own', keyword: 'TERMINATOR' },
      who.that(AS('TERMINATOR')),
      [
        e({
          kind: 'mortal-wounds-roll',
          perEngagedModel: true,
          on: 2,
          amount: { count: 0, sides: 6, bonus: 1 },
          enemy: 'engaged',
          max: 6,
        }),
      ],
    ),
  ],
  // "models in that unit can move through Walls and closed Hatchways ..., no model can move more than 6"."
  [
    '000009548004',
    'INSUBSTANTIAL ENTITIES',
    S(
      W.yours('movement'),
      who.own(AS('LEGIONES DAEMONICA'), { notSelectedTo: ['move'] }),
      [e({ kind: 'move-through', through: ['walls-and-hatchways'], max: 6 })],
      D.phase,
      { restrictions: { oncePer: 'battle' } },
    ),
  ],
  // "can be set up anywhere on the battlefield that is more than 6" horizontally away from all enemy models."
  [
    '000008437005',
    'DENIZENS OF THE WARP',
    I(W.yours('movement'), who.own(AS('LEGIONES DAEMONICA'), { state: ['arriving-deep-strike'] }), [
      e({ kind: 'set-up-anywhere', away: 6 }),
    ]),
  ],
  // "Your unit can make a Normal move of up to D6"." / "Until the end of the turn, your unit is not eligible to declare a charge."
  [
    '000009581004',
    'ILLUSORY PRESENCE',
    I(
      // "a TZEENTCH LEGIONES DAEMONICA unit from your army": the window's unit has both keywords.
      {
        window: 'has-shot',
        turn: 'yours',
        phases: ['shooting'],
        unit: 'own',
        keywords: [['TZEENTCH', 'LEGIONES DAEMONICA']],
      },
      who.that(AS('TZEENTCH')),
      [e({ kind: 'extra-move', upTo: { count: 1, sides: 6, bonus: 0 } })],
      { restrictions: { noChargeThisTurn: true } },
    ),
  ],
  // "models in it must take Desperate Escape tests as if their unit was Battle-shocked ... subtract 1"
  [
    '000009299005',
    'TETHER-TENDRILS',
    S(
      { window: 'move-started', turn: 'opponents', phases: ['movement'], unit: 'enemy', moves: ['fall-back'] },
      who.own(kw('TECH-PRIEST', 'ELECTRO-PRIESTS'), { state: ['engaged-with-window-unit'] }),
      [e({ kind: 'desperate-escape', asIfBattleShocked: true, modifier: -1 })],
    ),
  ],
  // "models in your unit can ignore other models in their unit for the purposes of determining visibility."
  [
    '000009299003',
    'OMNISSIAH’S GUIDANCE',
    S(W.yours('shooting'), who.own(AS('ADEPTUS MECHANICUS'), { notSelectedTo: ['shoot'] }), [
      e({ kind: 'see-through-own-models' }),
    ]),
  ],
  // "each time an enemy model within Engagement Range of your unit selects its targets, it must select your unit"
  [
    '000008469003',
    'SUFFERING AND SACRIFICE',
    S(
      { window: 'phase-start', turn: 'either', phases: ['fight'] },
      who.own(kw('ADEPTA SORORITAS + INFANTRY', 'ADEPTA SORORITAS + WALKER')),
      [e({ kind: 'must-target-holder' })],
    ),
  ],
];
