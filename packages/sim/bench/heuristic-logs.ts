// The heuristic bot's speed, and proof that a speed-up changed no decision (issue 16): plays seeded
// battles of the heuristic bot on pairs of legal shared lists (against itself and against the random
// bot, on an open battlefield and on a terrain layout), prints each battle's CPU time and the SHA-256 of
// its full record (every command and event), and with a file of earlier hashes checks they are equal.
//   npx tsx packages/sim/bench/heuristic-logs.ts [battles per matchup, default 5] [--write FILE | --check FILE]
// Without --conditions=source it runs the compiled engine (dist: `npx tsc -b` first).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { defaultCataloguePath, loadCatalogue } from '@cogitator/data';
import {
  compiledRulesFor,
  createCatalogueQuery,
  type MatchupSpec,
  playMatchupBattle,
  useCompiledRules,
} from '@cogitator/engine';
import { LISTS_DIR } from '../../../testing/shared.js';
import { legalSharedLists } from '../../../testing/shared-lists.js';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const perMatchup = Number(args.find((a) => /^\d+$/.test(a)) ?? 5);
const catalogue = await loadCatalogue(defaultCataloguePath());
useCompiledRules(catalogue);
const q = createCatalogueQuery(catalogue);
const lists = legalSharedLists(q);
const name = (i: number) => relative(LISTS_DIR, (lists[i] as (typeof lists)[number]).path);
// Three pairs of different lists and one mirror, each in three settings.
const pairs: [number, number][] = [
  [0, 1],
  [2, 1],
  [1, 1],
  [2, lists.length - 1],
].filter(([i, j]) => Math.max(i as number, j as number) < lists.length) as [number, number][];
const settings: { bots: MatchupSpec['bots']; layout?: string }[] = [
  { bots: { A: 'heuristic', B: 'heuristic' } },
  { bots: { A: 'heuristic', B: 'heuristic' }, layout: 'ruins-heavy' },
  { bots: { A: 'heuristic', B: 'random' }, layout: 'mixed' },
];
const lines: string[] = [];
const cpu: number[] = [];
for (const [i, j] of pairs)
  for (const s of settings) {
    const A = (lists[i] as (typeof lists)[number]).army;
    const B = (lists[j] as (typeof lists)[number]).army;
    const factions = [A, B].flatMap((l) => [
      ...(l.faction ? [l.faction] : []),
      ...l.units.map((u) => u.datasheet.faction),
    ]);
    const compiledRules = compiledRulesFor(factions);
    const spec: MatchupSpec = {
      lists: { A, B },
      bots: s.bots,
      battles: perMatchup,
      seed: 7,
      mission: 'take-and-hold',
      ...(s.layout ? { layout: s.layout } : {}),
      ...(compiledRules.length ? { compiledRules } : {}),
    };
    for (let k = 0; k < perMatchup; k++) {
      const t = process.cpuUsage();
      const played = playMatchupBattle(spec, k);
      const d = process.cpuUsage(t);
      const secs = (d.user + d.system) / 1e6;
      if (s.bots.B === 'heuristic') cpu.push(secs);
      const hash = createHash('sha256').update(JSON.stringify(played.record)).digest('hex').slice(0, 16);
      const key = `${name(i)} v ${name(j)} ${s.bots.A}/${s.bots.B} ${s.layout ?? 'open'} #${k}`;
      lines.push(`${key} ${hash} ${played.record.events.length}`);
      console.log(`${key} ${hash} ${played.record.events.length} events ${secs.toFixed(2)} s`);
    }
  }
const sorted = [...cpu].sort((a, b) => a - b);
console.log(
  `heuristic v heuristic: ${cpu.length} battles, CPU s per battle median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(2)}, total ${cpu.reduce((a, b) => a + b, 0).toFixed(1)}`,
);
const out = flag('--write');
if (out) writeFileSync(out, `${lines.join('\n')}\n`);
const check = flag('--check');
if (check) {
  const want = readFileSync(check, 'utf8').trim().split('\n');
  const diff = want.filter((l, k) => lines[k] !== l);
  console.log(
    diff.length ? `DIFFERENT: ${diff.length} of ${want.length} records` : `identical: ${want.length} records`,
  );
  process.exit(diff.length || want.length !== lines.length ? 1 : 0);
}
