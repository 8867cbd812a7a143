import { group, SP, yourPhase } from './data-kit.js';
import type { StratagemDef } from './types.js';

/** Astra Militarum Stratagems (Combined Regiment, seed 001). */
export const ASTRA_MILITARUM: readonly StratagemDef[] = [
  ...group('Combined Regiment', 'Astra Militarum', [
    [
      'Suppression Fire',
      1,
      SP,
      yourPhase('shooting'),
      { kind: 'own-unit', keyword: 'INFANTRY', only: ['not-shot'] },
      {
        enemy: { ifHits: true, effectOn: 'enemy', excluding: ['MONSTER', 'VEHICLE'] },
        until: { kind: 'end-of-opponents-next-turn', player: 0 },
      },
    ],
  ]),
];
