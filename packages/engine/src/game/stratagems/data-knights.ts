import { BT, ED, fightPhase, group, IK, SP, yourPhase } from './data-kit.js';
import type { StratagemDef, TargetSpec, UnitTest } from './types.js';

/** "One IMPERIAL KNIGHTS unit from your army that has not been selected to ... this phase." */
const knights = (...only: UnitTest[]): TargetSpec => ({ kind: 'own-unit', keyword: 'IMPERIAL KNIGHTS', only });

/** Imperial Knights Stratagems (seed 003's five detachments): the hand-written rows; the compiled readings apply to the rest. */
export const IMPERIAL_KNIGHTS: readonly StratagemDef[] = [
  ...group('Questoris Companions', IK, [
    [
      'Titanic Duel',
      1,
      ED,
      [...yourPhase('shooting'), ...fightPhase],
      { kind: 'own-unit', keywords: [['IMPERIAL KNIGHTS', 'TITANIC']], only: ['not-shot-or-fought'] },
    ],
  ]),
  ...group('Valourstrike Lance', IK, [
    ['Full Tilt', 2, BT, yourPhase('movement'), knights('not-moved-or-charged')],
    ['Thunderstomp', 1, BT, fightPhase, knights('not-fought')],
    ['Vow of Retribution', 1, SP, yourPhase('shooting'), knights('not-shot')],
    ['Run Them Through!', 1, SP, fightPhase, knights('not-fought')],
  ]),
];
