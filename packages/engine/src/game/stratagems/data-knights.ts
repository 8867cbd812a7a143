import {
  afterEnemyTargets,
  attackTarget,
  BT,
  ED,
  enemyMoveEnded,
  fightPhase,
  group,
  IK,
  own,
  SP,
  windowUnit,
  yourPhase,
} from './data-kit.js';
import type { StratagemDef, TargetSpec, UnitTest, WhenClause } from './types.js';

/**
 * "One ARMIGER model from your army, or one IMPERIAL KNIGHTS TITANIC model from your army, and one or more friendly
 * ARMIGER models affected by that model’s Bondsman ability": an ARMIGER unit is one model; the handler offers both.
 */
const armiger: TargetSpec = { kind: 'own-unit', keyword: 'ARMIGER' };
const bonded = { handler: 'armiger-or-bonded' } as const;
const startOf = (turn: WhenClause['turn'], phase: 'shooting' | 'fight'): WhenClause[] => [
  { window: 'phase-start', turn, phases: [phase] },
];
const KNIGHTS = 'IMPERIAL KNIGHTS';
/** "One IMPERIAL KNIGHTS unit from your army that ...". */
const knights = (...only: UnitTest[]): TargetSpec => ({ kind: 'own-unit', keyword: KNIGHTS, only });

/** Imperial Knights Stratagems (seed 003's five detachments): the hand-written rows; the compiled readings apply to the rest. */
export const IMPERIAL_KNIGHTS: readonly StratagemDef[] = [
  ...group('Questor Forgepact', IK, [
    ['Aggression Begets Aggression', 1, SP, yourPhase('shooting'), knights('not-shot')],
    [
      'Omnissiah’s Grace',
      1,
      SP,
      [{ window: 'during-phase', turn: 'either' }],
      { kind: 'own-unit', keywords: [[KNIGHTS], ['ADEPTUS MECHANICUS']] },
    ],
    [
      'Thronegheist Fury',
      1,
      SP,
      [{ window: 'unit-set-up', turn: 'opponents', phases: ['movement'], unit: 'enemy' }, ...enemyMoveEnded],
      // "One IMPERIAL KNIGHTS TITANIC unit from your army that is within 24" of and visible to that enemy unit".
      own,
      { handler: 'thronegheist-fury' },
    ],
    // "Until the start of your next turn": its first phase, your next Command phase.
    ['Machine Focus', 1, SP, yourPhase('command'), knights(), { until: { kind: 'next-command-phase', player: 0 } }],
    // "just before an IMPERIAL KNIGHTS CHARACTER unit from your army uses a Bondsman ability": the start of your
    // Command phase, before the Bondsman choice (game/bondsman.ts).
    [
      'Bonded Imperative',
      1,
      SP,
      [{ window: 'phase-start', turn: 'yours', phases: ['command'] }],
      own,
      { handler: 'bonded-imperative' },
    ],
    // "Any phase ... One IMPERIAL KNIGHTS unit from your army that was just destroyed": just after an attack destroys
    // it (game/attacks/sequence.ts).
    [
      'Vengeance of the Machine Cult',
      1,
      SP,
      [{ window: 'unit-destroyed', turn: 'either', unit: 'own', keyword: KNIGHTS }],
      windowUnit,
      { handler: 'mark-destroyer' },
    ],
  ]),
  ...group('Gate Warden Lance', IK, [
    ['Steadfast Superiority', 1, BT, fightPhase, knights('engaged', 'on-defensive-line', 'not-fought')],
    ['Marshal the Defence', 1, BT, yourPhase('movement'), knights('not-moved-or-charged')],
    ['Drive Them Out!', 1, BT, [...yourPhase('shooting'), ...fightPhase], knights('not-shot-or-fought')],
    [
      'Titanic Bombardment',
      1,
      BT,
      yourPhase('shooting'),
      {
        kind: 'own-unit',
        keywords: [[KNIGHTS, 'TITANIC']],
        only: ['remained-stationary', 'on-defensive-line', 'not-shot'],
      },
    ],
    [
      'Fortress of Intimidation',
      1,
      ED,
      [{ window: 'phase-start', turn: 'opponents', phases: ['charge'] }],
      { kind: 'own-unit', keywords: [[KNIGHTS, 'TITANIC']], only: ['on-defensive-line'] },
    ],
    [
      'Lancebreaker',
      1,
      SP,
      afterEnemyTargets(['fight']),
      { kind: 'attack-target', keyword: KNIGHTS, only: ['on-defensive-line'] },
    ],
  ]),
  ...group('Questoris Companions', IK, [
    [
      'Titanic Duel',
      1,
      ED,
      [...yourPhase('shooting'), ...fightPhase],
      { kind: 'own-unit', keywords: [['IMPERIAL KNIGHTS', 'TITANIC']], only: ['not-shot-or-fought'] },
    ],
    // "just before an IMPERIAL KNIGHTS TITANIC unit from your army Consolidates": offered in the Fight phase.
    ['Moment of Glory', 1, ED, fightPhase, { kind: 'own-unit', keywords: [['IMPERIAL KNIGHTS', 'TITANIC']] }],
    [
      'Hero’s Tread',
      1,
      ED,
      [{ window: 'phase-end', turn: 'yours', phases: ['command'] }],
      // "within range of an objective marker you control": the handler's.
      own,
      { handler: 'control-floor' },
    ],
  ]),
  ...group('Spearhead-At-Arms', IK, [
    ['Thin Their Ranks', 1, BT, startOf('yours', 'shooting'), armiger, bonded],
    ['Virtue of Courage', 1, BT, startOf('either', 'fight'), armiger, { ...bonded, enemy: {} }],
    ['Mantle of the Mentor', 1, SP, startOf('yours', 'shooting'), armiger, bonded],
    [
      'Exemplar’s Wisdom',
      1,
      BT,
      [
        {
          window: 'has-shot',
          turn: 'yours',
          phases: ['shooting'],
          unit: 'own',
          keywords: [['IMPERIAL KNIGHTS', 'TITANIC']],
        },
      ],
      windowUnit,
      { handler: 'bonded-armigers', enemy: { hitThisPhase: true } },
    ],
    ['Let Duty Be Your Shield', 1, ED, afterEnemyTargets(['shooting']), attackTarget('ARMIGER')],
    [
      'Squires ofthe Hunt',
      1,
      SP,
      [{ window: 'phase-end', turn: 'opponents', phases: ['fight'] }],
      // "For each of your ARMIGER models that is within 9" of one or more battlefield edges and not within Engagement
      // Range of one or more enemy units": the handler's.
      armiger,
      { handler: 'armiger-to-reserves' },
    ],
  ]),
  ...group('Valourstrike Lance', IK, [
    ['Full Tilt', 2, BT, yourPhase('movement'), knights('not-moved-or-charged')],
    ['Thunderstomp', 1, BT, fightPhase, knights('not-fought')],
    ['Vow of Retribution', 1, SP, yourPhase('shooting'), knights('not-shot')],
    ['Run Them Through!', 1, SP, fightPhase, knights('not-fought')],
    [
      'Tactical Foil',
      1,
      SP,
      enemyMoveEnded,
      // "One IMPERIAL KNIGHTS model from your army that is within 9" of that unit": the handler's.
      own,
      { handler: 'normal-move-d6' },
    ],
  ]),
];
