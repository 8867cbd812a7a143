import { describe, expect, it } from 'vitest';
import { playRandom } from '../../src/index.js';
import { soakStart } from './soak-setups.js';

/**
 * Random legal play with invariants checked after every event. `npm test` plays SOAK_BATTLES (default
 * 100); `npx tsx --conditions=source packages/engine/bench/game-soak.ts 1000` plays the full thousand.
 */
const N = Number(process.env.SOAK_BATTLES ?? 100);

describe('soak: random legal bots play seeded battles through all 5 rounds', () => {
  it(`${N} battles, invariants after every event, 0 failures`, () => {
    const failures: string[] = [];
    let finished = 0;
    const kinds = new Set<string>();
    for (let i = 0; i < N; i++) {
      const out = playRandom(soakStart(i), 10_000 + i);
      for (const f of out.failures) failures.push(`battle ${i}: ${f}`);
      if (out.state.result?.reason === 'rounds-complete' && out.state.flow.round === 5) finished++;
      for (const e of out.record.events) kinds.add(e.type === 'dice-rolled' ? `roll:${e.kind}` : e.type);
    }
    expect(failures.slice(0, 10)).toEqual([]);
    expect(finished).toBe(N);
    // The soak reaches the rules it is meant to exercise.
    for (const k of [
      'roll:advance',
      'roll:desperate-escape',
      'roll:battle-shock',
      'stratagem-used',
      'die-rerolled',
      'models-destroyed',
      'vp-scored',
    ]) {
      expect(kinds.has(k), k).toBe(true);
    }
  });
});
