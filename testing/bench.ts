import { Bench } from 'tinybench';

/**
 * A benchmark suite with budgets. Prints median, mean and p99 per task with the budget it is held
 * to, and a verdict. Budgets are reported, not enforced: this machine is shared (2 cores), so a timed
 * assertion would be flaky. `npm run bench` runs every suite.
 */
export interface BenchTask {
  name: string;
  fn: () => unknown;
  /** Median budget in milliseconds. */
  budgetMs?: number;
}

export async function runSuite(title: string, tasks: BenchTask[], opts: { time?: number; iterations?: number } = {}) {
  const bench = new Bench({ time: opts.time ?? 1000, iterations: opts.iterations ?? 10 });
  for (const t of tasks) bench.add(t.name, t.fn);
  await bench.run();
  console.log(`\n${title}`);
  const rows = bench.tasks.map((t) => {
    const task = tasks.find((x) => x.name === t.name)!;
    const r = t.result as unknown as {
      latency?: { p50?: number; mean?: number; p99?: number; samplesCount?: number };
    };
    const lat = r?.latency ?? {};
    const median = lat.p50 ?? Number.NaN;
    const verdict = task.budgetMs === undefined ? '' : median <= task.budgetMs ? 'within budget' : 'OVER BUDGET';
    return {
      task: t.name,
      'median ms': round(median),
      'mean ms': round(lat.mean ?? Number.NaN),
      'p99 ms': round(lat.p99 ?? Number.NaN),
      samples: lat.samplesCount ?? 0,
      budget: task.budgetMs === undefined ? '' : `<= ${task.budgetMs} ms`,
      verdict,
    };
  });
  console.table(rows);
  return rows;
}

function round(x: number): number {
  return Number.isFinite(x) ? Number(x.toPrecision(3)) : x;
}

/** The machine's one-minute load average, for a bench's report line (benches in engine/ import no Node API). */
export { loadavg as loadAverage } from 'node:os';
