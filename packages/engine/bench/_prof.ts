import { runScenario, evaluate, parseScenario, summariseCombat, formatWeaponAbilities, type CombatResult } from '../src/index.js';
import { evaluate as fe, parseScenario as fp, resolveCombat as fr } from '../test/frozen/index.js';
const plain10 = { attacker: { weapons: [{ name: 'gun', attacks: 10, skill: 3, strength: 4, ap: 0, damage: 1 }] }, defender: { models: 5, toughness: 4, save: 3, wounds: 2 } };
const unit3 = { attacker: { weapons: [
 { name: 'Bolt rifle', models: 8, attacks: 2, skill: 3, strength: 4, ap: -1, damage: 1, abilities: ['assault', 'heavy'] },
 { name: 'Heavy bolter', attacks: 3, skill: 4, strength: 5, ap: -1, damage: 2, abilities: ['heavy', 'sustained hits 1'] },
 { name: 'Psychic bolt', attacks: 'D6', skill: 3, strength: 6, ap: -2, damage: 'D3', abilities: ['psychic', 'devastating wounds'] } ] },
 defender: { models: 5, toughness: 4, save: 3, wounds: 3, keywords: ['INFANTRY'] } };
function t(f: () => unknown, n = 20000) { for (let i = 0; i < 3000; i++) f(); const xs=[]; for (let r=0;r<9;r++){const t0 = performance.now(); for (let i = 0; i < n/9; i++) f(); xs.push((performance.now() - t0) * 1000 / (n/9));} return xs.sort((a,b)=>a-b)[4]; }
for (const [name, s] of [['plain10', plain10], ['unit3', unit3]] as const) {
  const fi = fp(s as any); const i = parseScenario(s as any);
  const frozenScenario = () => { const x = fp(s as any); return summariseCombat(fe(fr(x)) as unknown as CombatResult, x.weapons.map((w: any) => formatWeaponAbilities(w.abilities))); };
  const be = t(() => fe(fi)), ae = t(() => evaluate(i)), bs = t(frozenScenario), as = t(() => runScenario(s));
  console.log(name, 'exact', be.toFixed(1), ae.toFixed(1), (be/ae).toFixed(2), '| scenario', bs.toFixed(1), as.toFixed(1), (bs/as).toFixed(2));
}
// alternating, as the bench does, after the long warm-up above
for (const [name, s] of [['plain10', plain10], ['unit3', unit3]] as const) {
  const fi = fp(s as any); const i = parseScenario(s as any);
  const batch = (f: () => unknown, n: number) => { const t0 = performance.now(); for (let k = 0; k < n; k++) f(); return (performance.now() - t0) * 1000 / n; };
  const b: number[] = [], a: number[] = [];
  for (let r = 0; r < 31; r++) { b.push(batch(() => fe(fi), 150)); a.push(batch(() => evaluate(i), 150)); }
  const mid = (xs: number[]) => [...xs].sort((x, y) => x - y)[15] as number;
  console.log('alternating', name, mid(b).toFixed(1), mid(a).toFixed(1), (mid(b) / mid(a)).toFixed(2));
}
