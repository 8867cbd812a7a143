import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultCataloguePath, loadCatalogue, readArmyList } from '@cogitator/data';
import {
  compiledRulesFor,
  createCatalogueQuery,
  type MatchupSpec,
  playMatchupBattle,
  toGameArmy,
  useCompiledRules,
} from '@cogitator/engine';

const lists = '/work/shared/data/lists/gw-app';
const cat = await loadCatalogue(defaultCataloguePath());
useCompiledRules(cat);
const q = createCatalogueQuery(cat);
const army = (f: string) => toGameArmy(readArmyList(new Uint8Array(readFileSync(join(lists, f))), f, q).list, q).army;
const A = army('example1.txt');
const B = army('chaos-knights.txt');
const compiledRules = compiledRulesFor(
  [A, B].flatMap((l) => [...(l.faction ? [l.faction] : []), ...l.units.map((u) => u.datasheet.faction)]),
);
const n = Number(process.argv[2] ?? 10);
const spec: MatchupSpec = {
  lists: { A, B },
  bots: { A: 'heuristic', B: 'heuristic' },
  battles: n,
  seed: 11,
  mission: 'take-and-hold',
  layout: process.argv[3] || undefined,
  compiledRules,
};
const cpu: number[] = [];
for (let i = 0; i < n; i++) {
  const t = process.cpuUsage();
  playMatchupBattle(spec, i);
  const d = process.cpuUsage(t);
  cpu.push((d.user + d.system) / 1e6);
}
const s = [...cpu].sort((a, b) => a - b);
console.log(
  `median ${s[Math.floor(n / 2)]?.toFixed(3)} s, total ${cpu.reduce((a, b) => a + b, 0).toFixed(2)} s: ${cpu.map((c) => c.toFixed(2)).join(' ')}`,
);
