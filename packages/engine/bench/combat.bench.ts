import { runSuite } from '../../../testing/bench.js';
import {
  type CombatInput,
  DEFAULT_CONDITIONS,
  evaluate,
  parseDice,
  parseWeaponAbilities,
  resolveCombat,
  sample,
} from '../src/index.js';

/** `attacks` attacks with sustained hits 1 + devastating wounds, D3, into `models`x T4 Sv3+ W3 FNP 5+. */
function scenario(attacks: number, models: number, rule: 'current' | 'original' = 'current'): CombatInput {
  return {
    weapons: [
      {
        name: 'gun',
        models: 1,
        type: 'ranged',
        attacks: parseDice(String(attacks)),
        skill: 3,
        strength: 4,
        ap: -1,
        damage: parseDice('D3'),
        abilities: parseWeaponAbilities('[sustained hits 1, devastating wounds]'),
      },
    ],
    defender: {
      groups: [
        { name: 'm', models, toughness: 4, save: 3, invulnerable: null, wounds: 3, feelNoPain: 5, keywords: [] },
      ],
      keywords: ['INFANTRY'],
    },
    conditions: { ...DEFAULT_CONDITIONS },
    ruleset: { devastatingWounds: rule },
  };
}

const big = scenario(120, 10);
const bigOriginal = scenario(120, 10, 'original');
const hard20 = scenario(20, 10);
const hard40 = scenario(40, 10);
const resolved = resolveCombat(big);
const TRIALS = 2000;

const rows = await runSuite('combat', [
  { name: 'exact: 120 attacks SH1+DW D3 into 10x T4 3+ W3 FNP5+', fn: () => evaluate(big), budgetMs: 2 },
  { name: 'exact: the same, original Devastating Wounds', fn: () => evaluate(bigOriginal) },
  { name: "exact: 40kdice's hard case, 20 attacks", fn: () => evaluate(hard20) },
  { name: "exact: 40kdice's hard case, 40 attacks", fn: () => evaluate(hard40) },
  { name: `sampler: ${TRIALS} x 120 attacks (same scenario)`, fn: () => sample(resolved, { trials: TRIALS, seed: 1 }) },
]);
const sampler = rows.find((r) => r.task.startsWith('sampler'));
if (sampler) {
  const perSecond = (TRIALS * 120) / (sampler['median ms'] / 1000);
  console.log(`sampler, wall clock: ${(perSecond / 1e6).toFixed(1)} million attacks per second (budget >= 10 million)`);
}

// The machine is shared: CPU time of this process is the fairer measure of "one core".
function cpuMs(fn: () => unknown): number {
  const c0 = process.cpuUsage();
  fn();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
}
const times = Array.from({ length: 200 }, () => cpuMs(() => evaluate(big))).sort((a, b) => a - b);
console.log(`exact, CPU time: median ${times[100]?.toFixed(3)} ms (budget <= 2 ms)`);
let attacks = 0;
const cpu = cpuMs(() => {
  attacks = sample(resolved, { trials: 50_000, seed: 2 }).totalAttacks;
});
console.log(
  `sampler, CPU time: ${(attacks / cpu / 1000).toFixed(1)} million attacks per CPU second (budget >= 10 million)`,
);
