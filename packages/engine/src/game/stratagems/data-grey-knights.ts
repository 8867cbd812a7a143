import {
  afterEnemyTargets,
  attackTarget,
  BT,
  deepStriker,
  ED,
  endOfTurn,
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
import type { StratagemDef } from './types.js';

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
  ]),
];
