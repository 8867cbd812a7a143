import { afterEnemyTargets, BT, fightPhase, group, IK, SP, yourPhase } from './data-kit.js';
import type { StratagemDef, TargetSpec } from './types.js';

const KNIGHTS = 'IMPERIAL KNIGHTS';
const knight = (...only: NonNullable<Extract<TargetSpec, { kind: 'own-unit' }>['only']>): TargetSpec => ({
  kind: 'own-unit',
  keyword: KNIGHTS,
  only,
});

/** Imperial Knights Stratagems (seed 003's five detachments): hand-written rows win over the compiled readings. */
export const IMPERIAL_KNIGHTS: readonly StratagemDef[] = [
  ...group('Questor Forgepact', IK, [
    ['Aggression Begets Aggression', 1, SP, yourPhase('shooting'), knight('not-shot')],
    [
      'Omnissiah’s Grace',
      1,
      SP,
      [{ window: 'during-phase', turn: 'either' }],
      { kind: 'own-unit', keywords: [[KNIGHTS], ['ADEPTUS MECHANICUS']] },
    ],
  ]),
  ...group('Gate Warden Lance', IK, [
    ['Steadfast Superiority', 1, BT, fightPhase, knight('engaged', 'on-defensive-line', 'not-fought')],
    ['Marshal the Defence', 1, BT, yourPhase('movement'), knight('not-moved-or-charged')],
    ['Drive Them Out!', 1, BT, [...yourPhase('shooting'), ...fightPhase], knight('not-shot-or-fought')],
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
      'Lancebreaker',
      1,
      SP,
      afterEnemyTargets(['fight']),
      { kind: 'attack-target', keyword: KNIGHTS, only: ['on-defensive-line'] },
    ],
  ]),
];
