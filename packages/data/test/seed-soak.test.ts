import { playRandom } from '@cogitator/engine';
import { beforeAll, expect, it } from 'vitest';
import { SEED_DETACHMENTS, SEEDS_DIR, seedArmies, seedCatalogue } from '../../../testing/seed-armies.js';
import { BSDATA_DIR, describeShared, WAHAPEDIA_DIR } from '../../../testing/shared.js';
import { seedSoakStart } from '../../engine/test/game/soak-setups.js';

/**
 * The random-bot soak with the seed factions' armies (issue 13): each of the 18 seed detachments in an
 * army of its faction, from the catalogue, with its Army Rules and an Enhancement. `npm test` plays one
 * battle per detachment; `npx tsx --conditions=source packages/engine/bench/game-soak.ts 1000 --seeds`
 * plays the full thousand.
 */
describeShared('soak: the seed factions with their 18 detachments', [WAHAPEDIA_DIR, BSDATA_DIR, SEEDS_DIR], () => {
  let armies: ReturnType<typeof seedArmies>;
  beforeAll(async () => {
    armies = seedArmies(await seedCatalogue());
  }, 120_000);

  it('each army carries its faction, detachment and the Army Rules its data carries', () => {
    expect(armies.map((a) => `${a.faction}: ${a.detachment}`)).toEqual(SEED_DETACHMENTS.map(([f, d]) => `${f}: ${d}`));
    const rules = (d: string) => armies.find((a) => a.detachment === d)?.armyRules;
    expect(rules('Oathband')).toEqual(['Eye of the Ancestors']);
    expect(rules('Hearthband')).toEqual(['Prioritised Efficiency']);
    expect(rules('Brotherhood Strike')).toEqual(['Gate of Infinity']);
    expect(rules('Gate Warden Lance')).toContain('Code Chivalric');
    expect(armies.find((a) => a.detachment === 'Hearthband')?.units.find((u) => u.enhancement)).toMatchObject({
      enhancement: 'Bastion Shield',
    });
  });

  it(`${SEED_DETACHMENTS.length} battles, each detachment once as player 1: invariants after every event, 0 failures`, () => {
    const failures: string[] = [];
    const used = new Set<string>();
    for (let i = 0; i < SEED_DETACHMENTS.length; i++) {
      const start = seedSoakStart(i, armies);
      expect(start.state.players[0].detachment).toBe(SEED_DETACHMENTS[i]?.[1]);
      const out = playRandom(start, 10_000 + i);
      for (const f of out.failures) failures.push(`battle ${i}: ${f}`);
      expect(out.state.result?.reason, `battle ${i}`).toBe('rounds-complete');
      for (const e of out.record.events) if (e.type === 'stratagem-used') used.add(e.stratagem.split('/')[0] as string);
    }
    expect(failures.slice(0, 10)).toEqual([]);
    // Random bots use detachment Stratagems of the seed factions, not only the Core ones.
    expect([...used].filter((s) => s !== 'core').length).toBeGreaterThanOrEqual(5);
  }, 600_000);
});
