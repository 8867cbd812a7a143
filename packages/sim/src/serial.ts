import { type MatchupSpec, playMatchupBattle } from '@cogitator/engine';
import { Collector, type RunOptions, type RunOutput } from './run.js';

/** Play every battle of the matchup in this thread, in index order. */
export function runSerial(spec: MatchupSpec, opts: RunOptions = {}): RunOutput {
  const c = new Collector(spec, opts.onBattle);
  const keep = new Set(opts.keep ?? []);
  for (let i = 0; i < spec.battles; i++) {
    const played = playMatchupBattle(spec, i);
    c.add(played.summary, keep.has(i) ? played.record : undefined);
  }
  return c.output();
}
