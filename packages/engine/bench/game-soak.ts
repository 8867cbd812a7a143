// The full soak: `npx tsx --conditions=source packages/engine/bench/game-soak.ts [battles] [--terrain]`
// (default 1000; --progress prints a line every 25 battles). With --terrain the battles cycle through the terrain layouts, with missions from the deck.
// With --seeds the armies are the seed factions' (issue 13), one for each of the 18 seed detachments, built from the
// catalogue of the shared data (2025-11 exports and seed pages): faction, detachment, Army Rules and an Enhancement.
// With --seeds --compiled the catalogue's rules compiled from their text are in force too (its compiled Stratagems offered).
import { seedArmies, seedCatalogue } from '../../../testing/seed-armies.js';
import { LAYOUTS, playRandom, useCompiledRules } from '../src/index.js';
import { seedSoakStart, soakOnLayout, soakStart } from '../test/game/soak-setups.js';

const n = Number(process.argv[2] ?? 1000);
const terrain = process.argv.includes('--terrain');
const catalogue = process.argv.includes('--seeds') ? await seedCatalogue() : null;
if (catalogue && process.argv.includes('--compiled'))
  console.log(`${useCompiledRules(catalogue.catalogue)} compiled rule definitions in force`);
const seeds = catalogue ? seedArmies(catalogue) : null;
const start = (i: number) =>
  seeds
    ? seedSoakStart(i, seeds)
    : terrain
      ? soakOnLayout(i, (LAYOUTS[i % LAYOUTS.length] as { id: string }).id)
      : soakStart(i);
const stratagems = new Map<string, number>();
const t0 = performance.now();
let failures = 0;
let events = 0;
for (let i = 0; i < n; i++) {
  const out = playRandom(start(i), 10_000 + i);
  events += out.record.events.length;
  for (const e of out.record.events)
    if (e.type === 'stratagem-used') stratagems.set(e.stratagem, (stratagems.get(e.stratagem) ?? 0) + 1);
  for (const f of out.failures) {
    failures++;
    if (failures <= 20) console.log(`battle ${i}: ${f}`);
  }
  if (process.argv.includes('--progress') && (i + 1) % 25 === 0)
    console.log(`${i + 1} battles, ${failures} failures, ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}
const ms = performance.now() - t0;
console.log(
  `${n} battles, ${events} events, ${failures} invariant failures, ${(ms / 1000).toFixed(1)} s (${(ms / n).toFixed(1)} ms per battle with checks)`,
);
if (process.argv.includes('--stratagems')) for (const [id, k] of [...stratagems].sort()) console.log(`${id}: ${k}`);
process.exit(failures ? 1 : 0);
