import { describe, expect, it } from 'vitest';
import { playRandom } from '../../src/index.js';
import { soakStart } from './soak-setups.js';

/**
 * Random legal play with invariants checked after every event, through every phase. `npm test` plays
 * SOAK_BATTLES (default 40); `npx tsx --conditions=source packages/engine/bench/game-soak.ts 1000` plays
 * the full thousand.
 */
const N = Number(process.env.SOAK_BATTLES ?? 40);

describe('soak: random legal bots play seeded battles through all 5 rounds', () => {
  it(`${N} battles, invariants after every event, 0 failures`, () => {
    const failures: string[] = [];
    let finished = 0;
    const kinds = new Set<string>();
    for (let i = 0; i < N; i++) {
      const out = playRandom(soakStart(i), 10_000 + i);
      for (const f of out.failures) failures.push(`battle ${i}: ${f}`);
      if (out.state.result?.reason === 'rounds-complete' && out.state.flow.round === 5) finished++;
      for (const e of out.record.events) {
        kinds.add(e.type === 'dice-rolled' ? `roll:${e.kind}` : e.type);
        if (e.type === 'stratagem-used') kinds.add(`stratagem:${e.stratagem}`);
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
    expect(finished).toBe(N);
    // The soak reaches the rules it is meant to exercise, in every phase.
    const reached = [
      'roll:advance',
      'roll:desperate-escape',
      'roll:battle-shock',
      'roll:hit',
      'roll:wound',
      'roll:save',
      'roll:damage',
      'roll:feel-no-pain',
      'roll:hazardous',
      'roll:charge',
      'roll:deadly-demise',
      'charge-moved',
      'fight-selected',
      'models-moved',
      'attack-allocated',
      'leader-attached',
      'unit-split',
      'reserves-declared',
      'unit-arrived',
      'embarked',
      'unit-disembarked',
      'die-rerolled',
      'models-destroyed',
      'vp-scored',
      'stratagem:core/command-re-roll',
      'stratagem:core/fire-overwatch',
      'stratagem:core/go-to-ground',
      'stratagem:core/smokescreen',
      'stratagem:boarding-actions/command-re-roll',
    ];
    expect(reached.filter((k) => !kinds.has(k))).toEqual([]);
    // A long test: the machine is shared, so it gets more than the default minute.
  }, 600_000);
});
