import { runSuite } from '../../../testing/bench.js';
import {
  type CombatInput,
  type CombatResult,
  evaluate,
  formatWeaponAbilities,
  parseScenario,
  resolveCombat,
  runScenario,
  type ScenarioInput,
  sample,
  summariseCombat,
} from '../src/index.js';
import {
  evaluate as frozenEvaluate,
  parseScenario as frozenParse,
  resolveCombat as frozenResolve,
} from '../test/frozen/index.js';

/** The evaluator from before (issue 12's frozen copy) on today's resolved parameters: only evaluation differs. */
const frozen = (i: CombatInput): CombatResult => frozenEvaluate(resolveCombat(i) as never) as unknown as CombatResult;
/** The whole exact path as it was: the frozen copy's resolution and evaluator on its own parse of the scenario. */
const frozenExact = (s: ScenarioInput): (() => unknown) => {
  const i = frozenParse(s);
  return () => frozenEvaluate(i);
};

/**
 * The exact evaluator against its frozen copy from before issue 19 (test/frozen), side by side in
 * one run: medians and the ratio before / after. Cases the frozen copy cannot finish in seconds
 * are timed once (`once`), or not at all.
 */

/** `n` weapons of `attacks` attacks with sustained hits 1 + devastating wounds, D3, into 10x T4 3+ W3 FNP 5+. */
function dw(n: number, attacks: number, rule: 'current' | 'original' = 'current'): ScenarioInput {
  return {
    attacker: {
      weapons: Array.from({ length: n }, (_, i) => ({
        name: `gun ${i + 1}`,
        attacks,
        skill: 3,
        strength: 4,
        ap: -1,
        damage: 'D3',
        abilities: ['sustained hits 1', 'devastating wounds'],
      })),
    },
    defender: { models: 10, toughness: 4, save: 3, wounds: 3, feelNoPain: 5, keywords: ['INFANTRY'] },
    ruleset: { devastatingWounds: rule },
  };
}

const plain10: ScenarioInput = {
  attacker: { weapons: [{ name: 'gun', attacks: 10, skill: 3, strength: 4, ap: 0, damage: 1 }] },
  defender: { models: 5, toughness: 4, save: 3, wounds: 2 },
};
const unit3: ScenarioInput = {
  attacker: {
    weapons: [
      {
        name: 'Bolt rifle',
        models: 8,
        attacks: 2,
        skill: 3,
        strength: 4,
        ap: -1,
        damage: 1,
        abilities: ['assault', 'heavy'],
      },
      {
        name: 'Heavy bolter',
        attacks: 3,
        skill: 4,
        strength: 5,
        ap: -1,
        damage: 2,
        abilities: ['heavy', 'sustained hits 1'],
      },
      {
        name: 'Psychic bolt',
        attacks: 'D6',
        skill: 3,
        strength: 6,
        ap: -2,
        damage: 'D3',
        abilities: ['psychic', 'devastating wounds'],
      },
    ],
  },
  defender: { models: 5, toughness: 4, save: 3, wounds: 3, keywords: ['INFANTRY'] },
};

const input = (s: ScenarioInput): CombatInput => parseScenario(s);
/**
 * The scenario-file path as it was: the frozen copy's zod parse, resolution and evaluator, then
 * today's summary (the frozen copy has none; the limits it did not check are left out, so "before"
 * is if anything cheaper than it was).
 */
function frozenScenario(s: ScenarioInput) {
  const i = frozenParse(s);
  return summariseCombat(
    frozenEvaluate(frozenResolve(i)) as unknown as CombatResult,
    i.weapons.map((w) => formatWeaponAbilities(w.abilities as never)),
  );
}

type Pair = { name: string; before: () => unknown; after: () => unknown };

/**
 * The two small cases of issue 19, timed in alternating batches (before, after, before, ...): a
 * call of a few microseconds is too short for one timer reading per call, and alternating puts the
 * machine's load on both sides alike. Before is the frozen copy end to end (parse, resolution,
 * evaluation; the summary is today's); after is today's.
 */
const small: Pair[] = [];
const smallPair = (name: string, s: ScenarioInput) => {
  const i = input(s);
  small.push({ name: `exact: ${name}`, before: frozenExact(s), after: () => evaluate(i) });
  small.push({ name: `scenario file: ${name}`, before: () => frozenScenario(s), after: () => runScenario(s) });
};
smallPair('10 plain attacks into 5x T4 3+ W2', plain10);
smallPair('3-weapon unit (8 bolt rifles, heavy bolter, D3 DW) into 5x T4 3+ W3', unit3);
/**
 * Microseconds per call over a batch, by the wall clock: the process's CPU time is counted in
 * scheduler ticks, too coarse for batches of a few milliseconds.
 */
function batchUs(fn: () => unknown, calls: number): number {
  const t0 = performance.now();
  for (let k = 0; k < calls; k++) fn();
  return ((performance.now() - t0) * 1000) / calls;
}
const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
/**
 * Both sides warmed up alike for at least WARM_MS of calls each before timing: a case of a few
 * microseconds is still in V8's lower tiers after a few hundred calls (measured: 200 calls left
 * today's side 2-3x slower than its steady state), and a server or worker calls it thousands of times.
 */
const WARM_MS = 400;
function warm(p: Pair): void {
  const t0 = performance.now();
  let k = 0;
  while (performance.now() - t0 < 2 * WARM_MS || k < 400) {
    for (let j = 0; j < 20; j++) {
      p.before();
      p.after();
    }
    k += 20;
  }
}
console.log(
  `\ncombat, the small cases: warmed ${WARM_MS} ms a side, then alternating batches of ~5 ms, medians of 31 batches each`,
);
console.table(
  small.map((p) => {
    warm(p);
    const calls = Math.max(20, Math.round(5000 / batchUs(p.before, 200)));
    const b: number[] = [];
    const a: number[] = [];
    for (let r = 0; r < 31; r++) {
      b.push(batchUs(p.before, calls));
      a.push(batchUs(p.after, calls));
    }
    const [mb, ma] = [mid(b), mid(a)];
    return {
      task: p.name,
      'before µs': Number(mb.toFixed(1)),
      'after µs': Number(ma.toFixed(1)),
      'before / after': Number((mb / ma).toFixed(2)),
    };
  }),
);

const pairs: Pair[] = [];
const pair = (name: string, s: ScenarioInput, opts: { scenario?: boolean } = {}) => {
  const i = input(s);
  pairs.push({ name: `exact: ${name}`, before: () => frozen(i), after: () => evaluate(i) });
  if (opts.scenario) {
    pairs.push({ name: `scenario file: ${name}`, before: () => frozenScenario(s), after: () => runScenario(s) });
  }
};
pair('120 attacks SH1+DW D3 into 10x T4 3+ W3 FNP5+', dw(1, 120), { scenario: true });
pair('the same, original Devastating Wounds', dw(1, 120, 'original'));
pair("40kdice's hard case, 20 attacks", dw(1, 20));
pair('2 DW weapons of 10 attacks', dw(2, 10));
pair('2 DW weapons of 10 attacks, original rule', dw(2, 10, 'original'));

const rows = await runSuite(
  'combat: before (frozen evaluator) and after',
  pairs.flatMap((p) => [
    { name: `${p.name} [before]`, fn: p.before },
    { name: `${p.name} [after]`, fn: p.after },
  ]),
);
const median = (name: string) => rows.find((r) => r.task === name)?.['median ms'] ?? Number.NaN;
console.table(
  pairs.map((p) => {
    const b = median(`${p.name} [before]`);
    const a = median(`${p.name} [after]`);
    return { task: p.name, 'before ms': b, 'after ms': a, 'before / after': Number((b / a).toFixed(2)) };
  }),
);

// The cliffs: timed once, CPU time and the heap they leave behind.
function cpuMs(fn: () => unknown): number {
  const c0 = process.cpuUsage();
  fn();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
}
const once = (name: string, s: ScenarioInput, before: boolean) => {
  const i = input(s);
  const after = Array.from({ length: 5 }, () => cpuMs(() => evaluate(i))).sort((x, y) => x - y)[2];
  const b = before ? cpuMs(() => frozen(i)) : Number.NaN;
  console.log(
    `${name}: before ${before ? `${b.toFixed(0)} ms` : 'not run (see the README)'}, after ${after?.toFixed(2)} ms CPU (median of 5)`,
  );
};
once('3 DW weapons of 40 attacks', dw(3, 40), process.env.BENCH_SLOW === '1');
once('4 DW weapons of 20 attacks', dw(4, 20), process.env.BENCH_SLOW === '1');
once('4 DW weapons of 40 attacks', dw(4, 40), false);

const resolved = resolveCombat(input(dw(1, 120)));
const TRIALS = 2000;
const sampled = await runSuite('sampler', [
  { name: `sampler: ${TRIALS} x 120 attacks (same scenario)`, fn: () => sample(resolved, { trials: TRIALS, seed: 1 }) },
]);
const sampler = sampled[0];
if (sampler) {
  const perSecond = (TRIALS * 120) / (sampler['median ms'] / 1000);
  console.log(`sampler, wall clock: ${(perSecond / 1e6).toFixed(1)} million attacks per second (budget >= 10 million)`);
}
let attacks = 0;
const cpu = cpuMs(() => {
  attacks = sample(resolved, { trials: 50_000, seed: 2 }).totalAttacks;
});
console.log(
  `sampler, CPU time: ${(attacks / cpu / 1000).toFixed(1)} million attacks per CPU second (budget >= 10 million)`,
);

// Issue 19: the sampler at full speed from the first trials. Attacks per CPU second by trials per
// call (each the median of calls adding up to at least 20,000 trials), after the runs above.
const byTrials = [10, 100, 1000, 10_000].map((trials) => {
  const calls = Math.max(5, Math.round(20_000 / trials));
  const ms = Array.from({ length: calls }, (_, k) => cpuMs(() => sample(resolved, { trials, seed: 10 + k }))).sort(
    (x, y) => x - y,
  )[Math.floor(calls / 2)] as number;
  return `${trials} trials ${((trials * 120) / Math.max(ms, 1e-3) / 1000).toFixed(1)}`;
});
console.log(`sampler, million attacks per CPU second by trials per call: ${byTrials.join(', ')}`);
