import { type BattleRecord, type BattleSummary, type MatchupSpec, playMatchupBattle } from '@cogitator/engine';

/**
 * A worker thread of the pool: plays one battle of a matchup. The spec comes as JSON with a key and is
 * parsed once per key (a thread keeps the last few).
 */
export interface BattleTask {
  key: string;
  spec: string;
  index: number;
  keep: boolean;
}

export interface BattleDone {
  summary: BattleSummary;
  record?: BattleRecord;
}

const specs = new Map<string, MatchupSpec>();

export default function playTask(task: BattleTask): BattleDone {
  let spec = specs.get(task.key);
  if (!spec) {
    spec = JSON.parse(task.spec) as MatchupSpec;
    specs.set(task.key, spec);
    while (specs.size > 4) specs.delete(specs.keys().next().value as string);
  }
  const played = playMatchupBattle(spec, task.index);
  return task.keep ? { summary: played.summary, record: played.record } : { summary: played.summary };
}
