import { describe, expect, it } from 'vitest';
import { LAYOUTS, playRandom } from '../../src/index.js';
import { soakOnLayout } from './soak-setups.js';

/**
 * Random legal play on the terrain layouts, with missions from the deck and fixed secondaries, checking
 * after every event the soak's invariants and the battlefield's (terrain/invariants.ts): no model ends
 * inside a wall or moves through one unless allowed, no ranged target that is not visible unless with
 * Indirect Fire, no move through enemy models. `npm test` plays TERRAIN_SOAK_BATTLES per layout (default
 * 6); `npx tsx --conditions=source packages/engine/bench/game-soak.ts 1000 --terrain` plays the thousand.
 */
const N = Number(process.env.TERRAIN_SOAK_BATTLES ?? 6);

describe('soak on terrain layouts', () => {
  for (const layout of LAYOUTS) {
    it(`${N} battles on ${layout.id}, invariants after every event, 0 failures`, () => {
      const failures: string[] = [];
      const kinds = new Set<string>();
      for (let i = 0; i < N; i++) {
        const out = playRandom(soakOnLayout(i, layout.id), 20_000 + i);
        for (const f of out.failures) failures.push(`battle ${i}: ${f}`);
        expect(out.state.result?.byRound?.[0]).toHaveLength(5);
        for (const e of out.record.events) if (e.type === 'vp-scored') kinds.add(e.source);
      }
      expect(failures.slice(0, 10)).toEqual([]);
      expect(kinds.size).toBeGreaterThan(0);
    }, 600_000);
  }
});
