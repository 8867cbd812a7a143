import {
  afterEnemyTargets,
  attackTarget,
  BT,
  deepStriker,
  ED,
  endOfTurn,
  enemyMoveEnded,
  fellBack,
  fightPhase,
  GK,
  group,
  own,
  ownChargeEnded,
  SP,
  windowUnit,
  yourPhase,
} from './data-kit.js';
import type { StratagemDef, TargetSpec } from './types.js';

/** "One GREY KNIGHTS PSYKER unit from your army". */
const psyker: TargetSpec = { kind: 'own-unit', keywords: [['GREY KNIGHTS', 'PSYKER']] };

/** Grey Knights Stratagems (seed 002's five detachments). */
export const GREY_KNIGHTS: readonly StratagemDef[] = [
  ...group('Brotherhood Strike', GK, [
    ['Combat Manifestation', 1, ED, yourPhase('movement'), deepStriker, { until: endOfTurn }],
    [
      'Duty Unending',
      1,
      SP,
      [{ window: 'move-ended', turn: 'opponents', phases: ['movement'], moves: ['fall-back'], unit: 'enemy' }],
      // "One of those units that is not within Engagement Range of one or more enemy units": the handler's.
      own,
      { handler: 'to-strategic-reserves' },
    ],
    [
      'Purgation Pattern',
      1,
      BT,
      yourPhase('shooting'),
      { kind: 'own-unit', only: ['deep-struck-this-turn', 'not-shot'] },
    ],
    ['Shining Veil', 1, BT, afterEnemyTargets(['shooting']), attackTarget()],
    [
      'Expeditious Exit',
      2,
      SP,
      [{ window: 'phase-end', turn: 'opponents', phases: ['fight'] }],
      { kind: 'own-unit', keywords: [['GREY KNIGHTS', 'PSYKER', 'INFANTRY']], only: ['can-deep-strike'] },
      { handler: 'gk-to-reserves' },
    ],
  ]),
  ...group('Banishers', GK, [
    [
      'Circle of Sanctuary',
      1,
      ED,
      [{ window: 'phase-start', turn: 'opponents', phases: ['movement'] }],
      { kind: 'own-unit', keywords: [['GREY KNIGHTS', 'CHARACTER']] },
      { handler: 'circle-of-sanctuary' },
    ],
    [
      'Warding Chant',
      1,
      ED,
      afterEnemyTargets(['shooting', 'fight']),
      { kind: 'attack-target', keywords: [['GREY KNIGHTS', 'PSYKER']] },
    ],
    ['Shadow of Anarch', 1, ED, enemyMoveEnded, psyker, { handler: 'gk-to-reserves-within-9' }],
    // The unit and the enemy units that inflicted its mortal wounds this phase: the handler's.
    [
      'Hexwrought Reprisal',
      1,
      ED,
      [{ window: 'phase-end', turn: 'either' }],
      { kind: 'own-unit', keywords: [['GREY KNIGHTS', 'PSYKER']] },
      { handler: 'hexwrought-reprisal' },
    ],
  ]),
  ...group('Augurium Task Force', GK, [
    [
      'Aggressive Anticipation',
      1,
      BT,
      [...yourPhase('shooting'), ...fightPhase],
      { ...psyker, only: ['not-shot-or-fought'] },
    ],
    [
      'Redirected Strike',
      1,
      ED,
      [{ window: 'phase-end', turn: 'yours', phases: ['command'] }],
      { ...psyker, only: ['not-engaged', 'can-deep-strike'] },
      { handler: 'gk-to-reserves' },
    ],
    [
      'Mirage of Echoes',
      1,
      SP,
      [{ window: 'unit-set-up', turn: 'opponents', phases: ['movement'], unit: 'enemy' }],
      psyker,
      { handler: 'gk-to-reserves-within-12' },
    ],
    // Its row keeps the unit's destroyed models to fight (game/fight/kept-on-death.ts).
    [
      'Necessary End',
      1,
      ED,
      afterEnemyTargets(['fight']),
      { kind: 'attack-target', keywords: [['GREY KNIGHTS', 'INFANTRY']] },
    ],
  ]),
  ...group('Sanctic Spearhead', GK, [
    [
      'Force Wave',
      1,
      SP,
      yourPhase('movement', 'charge'),
      { kind: 'own-unit', keyword: 'VEHICLE', only: ['not-moved-or-charged'] },
    ],
    ['Redoubled Assault', 1, SP, fellBack('VEHICLE'), windowUnit, { until: endOfTurn }],
    ['Abominus-class Targets', 1, BT, [...yourPhase('shooting'), ...fightPhase], own],
    ['Argent Wrath', 1, SP, ownChargeEnded('VEHICLE'), windowUnit, { handler: 'battle-shock-nearby' }],
    [
      'Truesilver Will',
      1,
      ED,
      [{ window: 'mortal-wounds-suffered', turn: 'either', unit: 'own' }],
      { kind: 'window-unit', keywords: [['GREY KNIGHTS', 'PSYKER', 'VEHICLE']] },
    ],
    [
      'Armoured Aegis',
      1,
      SP,
      yourPhase('command'),
      { kind: 'own-unit', keywords: [['GREY KNIGHTS', 'PSYKER', 'VEHICLE']] },
      { handler: 'regain-wounds' },
    ],
  ]),
  ...group('Warpbane Task Force', GK, [
    [
      'Sanctified Kill Zone',
      1,
      BT,
      [...yourPhase('shooting'), ...fightPhase],
      { kind: 'own-unit', only: ['not-shot-or-fought', 'wholly-within-hallowed-ground'] },
    ],
    [
      'Aegis Eternal',
      1,
      BT,
      afterEnemyTargets(['shooting']),
      { kind: 'attack-target', keywords: [['GREY KNIGHTS', 'INFANTRY']] },
    ],
    [
      'Repelling Sphere',
      1,
      BT,
      [{ window: 'phase-start', turn: 'opponents', phases: ['charge'] }],
      { kind: 'own-unit', keywords: [['GREY KNIGHTS', 'INFANTRY']] },
    ],
    [
      'Flames of Sanctity',
      1,
      SP,
      [{ window: 'phase-end', turn: 'either', phases: ['fight'] }],
      { kind: 'own-unit', keyword: 'PURIFIER SQUAD', only: ['fought'] },
      { handler: 'mortal-wounds-near' },
    ],
    [
      'Hallowed Beacon',
      1,
      BT,
      [{ window: 'reinforcements-step', turn: 'yours', phases: ['movement'] }],
      {
        kind: 'reserve-unit',
        keywords: [['GREY KNIGHTS', 'INFANTRY']],
        excluding: ['TERMINATOR'],
        only: ['can-deep-strike'],
      },
    ],
    // Its rows roll each time an enemy unit is set up or ends a move near the unit (game/enemy-moves-near.ts).
    [
      'Fires of Covenant',
      1,
      BT,
      [{ window: 'phase-start', turn: 'opponents', phases: ['movement'] }],
      { kind: 'own-unit', keywords: [['GREY KNIGHTS', 'INFANTRY']] },
    ],
  ]),
];
