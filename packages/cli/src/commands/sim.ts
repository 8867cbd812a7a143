import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  BOT_IDS,
  checkSpec,
  compiledRulesFor,
  DEPLOYMENTS,
  InputError,
  LAYOUTS,
  type MatchupSpec,
  MISSIONS,
  missionById,
  PRIMARY_MISSIONS,
  parseWeights,
  playMatchupBattle,
} from '@cogitator/engine';
import { defaultThreads, type RunOutput, runDistributed, runPool, runSerial, startSimWorker } from '@cogitator/sim';
import type { Command } from 'commander';
import { type Io, UsageError } from '../io.js';
import { setExitCode } from '../program.js';
import { type CatalogueOpts, openCatalogue } from './catalogue-option.js';
import { listArmy } from './game/catalogue-armies.js';
import { writeBattle } from './game/files.js';
import { progressBar } from './sim/progress.js';
import { renderMatchup } from './sim/render.js';

interface SimOpts extends CatalogueOpts {
  battles: string;
  seed: string;
  mission: string;
  deployment?: string;
  layout?: string;
  bots: string;
  weights?: string;
  threads?: string;
  serial?: boolean;
  redis?: string;
  queue: string;
  json?: boolean;
  records?: string;
  sample?: string;
  replay?: string;
  out?: string;
}

function whole(v: string | undefined, name: string, min: number, max: number): number | undefined {
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(v) || Number(v) < min || Number(v) > max)
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, got "${v}"`);
  return Number(v);
}

/** Battles whose records to keep: every one, or `sample` of them spread evenly. */
export function sampled(battles: number, sample: number | undefined): number[] {
  const n = Math.min(battles, sample ?? battles);
  return Array.from({ length: n }, (_, k) => Math.floor((k * battles) / n));
}

async function buildSpec(io: Io, a: string, b: string, opts: SimOpts): Promise<MatchupSpec> {
  if (opts.deployment === undefined && !missionById(opts.mission))
    throw new UsageError(`unknown mission "${opts.mission}" (known: ${MISSIONS.map((m) => m.id).join(', ')})`);
  if (opts.deployment !== undefined && !PRIMARY_MISSIONS.some((m) => m.id === opts.mission))
    throw new UsageError(
      `unknown primary mission "${opts.mission}" (known: ${PRIMARY_MISSIONS.map((m) => m.id).join(', ')})`,
    );
  if (opts.deployment !== undefined && !DEPLOYMENTS.some((d) => d.id === opts.deployment))
    throw new UsageError(`unknown deployment "${opts.deployment}" (known: ${DEPLOYMENTS.map((d) => d.id).join(', ')})`);
  if (opts.layout !== undefined && !LAYOUTS.some((l) => l.id === opts.layout))
    throw new UsageError(`unknown layout "${opts.layout}" (known: ${LAYOUTS.map((l) => l.id).join(', ')})`);
  const bots = opts.bots.split(',').map((s) => s.trim());
  if (bots.length < 1 || bots.length > 2 || bots.some((x) => !(BOT_IDS as readonly string[]).includes(x)))
    throw new UsageError(`--bots must be one or two of ${BOT_IDS.join(', ')} ("heuristic,random"), got "${opts.bots}"`);
  let weights: MatchupSpec['weights'];
  if (opts.weights) {
    let value: unknown;
    try {
      value = JSON.parse(await io.readText(opts.weights));
    } catch (e) {
      throw new InputError(`cannot read the weights as JSON: ${(e as Error).message}`, { source: opts.weights });
    }
    const parsed = parseWeights(value, opts.weights);
    weights = parsed;
  }
  const q = await openCatalogue(opts);
  const lists = { A: await listArmy(q, a), B: await listArmy(q, b) };
  // The compiled rules the two armies' rules bind to travel with the spec (pool threads, sim-workers).
  const factions = [lists.A, lists.B].flatMap((l) => [
    ...(l.faction ? [l.faction] : []),
    ...l.units.map((u) => u.datasheet.faction),
  ]);
  const compiledRules = compiledRulesFor(factions);
  const spec: MatchupSpec = {
    lists,
    bots: { A: bots[0] as string, B: (bots[1] ?? bots[0]) as string },
    ...(weights ? { weights } : {}),
    battles: whole(opts.battles, 'battles', 1, 1_000_000) as number,
    seed: whole(opts.seed, 'seed', 0, 2 ** 31) as number,
    mission: opts.mission,
    ...(opts.deployment !== undefined ? { deployment: opts.deployment } : {}),
    ...(opts.layout !== undefined ? { layout: opts.layout } : {}),
    dataHash: q.catalogue.hash,
    ...(compiledRules.length ? { compiledRules } : {}),
  };
  checkSpec(spec);
  return spec;
}

export function registerSim(program: Command, io: Io): void {
  program
    .command('sim <listA> <listB>')
    .description('Play seeded battles between two army lists and report win rates, VP and each unit’s share')
    .option('--battles <n>', 'how many battles', '100')
    .option('--seed <n>', 'battle i uses seed + i', '1')
    .option('--mission <id>', `mission (${MISSIONS.map((m) => m.id).join(', ')})`, 'take-and-hold')
    .option(
      '--deployment <id>',
      `a deployment map of the mission deck (${DEPLOYMENTS.map((d) => d.id).join(', ')}); --mission is then a primary mission`,
    )
    .option('--layout <id>', `terrain layout (${LAYOUTS.map((l) => l.id).join(', ')}); none: an open battlefield`)
    .option('--bots <a,b>', `who plays list A and list B (${BOT_IDS.join(', ')})`, 'heuristic,heuristic')
    .option('--weights <file>', 'the heuristic bot’s weights, as JSON (docs/bots.md)')
    .option('--threads <n>', `worker threads (default ${defaultThreads()}, every core)`)
    .option('--serial', 'play in this thread, one battle after another')
    .option('--redis <url>', 'distribute battles over Redis to `cogitator sim-worker` processes')
    .option('--queue <name>', 'with --redis: the queue to use', 'cogitator-sim')
    .option('--json', 'print the result as JSON (docs/sim.md)')
    .option('--records <dir>', 'write battle records there (every battle, or --sample N of them)')
    .option('--sample <n>', 'with --records: keep N battles spread evenly')
    .option('--replay <index>', 'play battle INDEX of the matchup again and write its record to --out')
    .option('--out <file>', 'with --replay: the battle record file')
    .option('--catalogue <path>', 'the compiled catalogue (default: the one `data import` wrote)')
    .action(async (a: string, b: string, opts: SimOpts) => {
      const spec = await buildSpec(io, a, b, opts);
      if (opts.replay !== undefined) {
        const index = whole(opts.replay, 'replay', 0, spec.battles - 1) as number;
        if (!opts.out) throw new UsageError('--replay needs --out FILE for the battle record');
        const played = playMatchupBattle(spec, index);
        await writeBattle(opts.out, played.record);
        const s = played.summary;
        io.out(
          `battle ${index} (seed ${s.seed}, list A is player ${s.aPlayer + 1}): ${s.winner ? `list ${s.winner} wins` : 'a draw'} ${s.vp.A}-${s.vp.B}; state hash ${s.hash}; wrote ${opts.out}\n`,
        );
        return;
      }
      const threads = whole(opts.threads, 'threads', 1, 256);
      const sample = whole(opts.sample, 'sample', 1, 1_000_000);
      if (sample !== undefined && !opts.records) throw new UsageError('--sample needs --records DIR');
      const keep = opts.records ? sampled(spec.battles, sample) : [];
      const bar = progressBar(io, spec.battles);
      const started = Date.now();
      let out: RunOutput;
      try {
        const run = { onBattle: bar.tick, keep };
        if (opts.redis) out = await runDistributed(spec, { ...run, redis: opts.redis, queue: opts.queue });
        else if (opts.serial || threads === 1) out = runSerial(spec, run);
        else out = await runPool(spec, { ...run, ...(threads ? { threads } : {}) });
      } finally {
        bar.stop();
      }
      const seconds = (Date.now() - started) / 1000;
      if (opts.records) {
        await mkdir(opts.records, { recursive: true });
        for (const [i, record] of out.records) await writeBattle(join(opts.records, `battle-${i}.json`), record);
      }
      io.out(opts.json ? `${JSON.stringify(out.result, null, 2)}\n` : renderMatchup(out.result, io.isTty));
      io.err(`${spec.battles} battles in ${seconds.toFixed(1)} s (${(spec.battles / seconds).toFixed(2)} battles/s)\n`);
      if (out.result.failures.length) setExitCode(program, 1);
    });
}

export function registerSimWorker(program: Command, io: Io): void {
  program
    .command('sim-worker')
    .description('Play battles that `cogitator sim --redis URL` puts on the queue, until stopped')
    .requiredOption('--redis <url>', 'the Redis server, e.g. redis://127.0.0.1:6379')
    .option('--threads <n>', `battles at once (default ${defaultThreads()}, every core)`)
    .option('--queue <name>', 'the queue to take battles from', 'cogitator-sim')
    .option('--lock-ms <n>', 'how long a battle stays claimed without word from this worker', '30000')
    .action(async (opts: { redis: string; queue: string; threads?: string; lockMs: string }) => {
      const threads = whole(opts.threads, 'threads', 1, 256);
      const lockMs = whole(opts.lockMs, 'lock-ms', 500, 3_600_000) as number;
      let played = 0;
      const w = await startSimWorker({
        redis: opts.redis,
        queue: opts.queue,
        lockMs,
        ...(threads ? { threads } : {}),
        onBattle: () => {
          played++;
        },
      });
      io.err(`sim-worker: ${w.threads} thread(s) on ${opts.redis}; Ctrl-C to stop\n`);
      await new Promise<void>((resolve) => {
        const stop = () => resolve();
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
      await w.close();
      io.err(`sim-worker: played ${played} battle(s)\n`);
    });
}
