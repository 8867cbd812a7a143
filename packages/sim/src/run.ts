import {
  aggregate,
  type BattleRecord,
  type BattleSummary,
  type MatchupResult,
  type MatchupSpec,
} from '@cogitator/engine';

/** What a runner reports as battles finish (in any order), for a progress bar. */
export type OnBattle = (summary: BattleSummary, done: number, total: number) => void;

export interface RunOptions {
  onBattle?: OnBattle;
  /** Indices of battles whose full records to keep (returned in `records`). */
  keep?: readonly number[];
}

export interface RunOutput {
  result: MatchupResult;
  summaries: BattleSummary[];
  records: Map<number, BattleRecord>;
}

/** Collects battles as they finish, once each (a battle retried after a worker died counts once). */
export class Collector {
  readonly summaries = new Map<number, BattleSummary>();
  readonly records = new Map<number, BattleRecord>();

  constructor(
    readonly spec: MatchupSpec,
    private readonly onBattle?: OnBattle,
  ) {}

  add(summary: BattleSummary, record?: BattleRecord): void {
    if (summary.index < 0 || summary.index >= this.spec.battles || this.summaries.has(summary.index)) return;
    this.summaries.set(summary.index, summary);
    if (record) this.records.set(summary.index, record);
    this.onBattle?.(summary, this.summaries.size, this.spec.battles);
  }

  get complete(): boolean {
    return this.summaries.size === this.spec.battles;
  }

  output(): RunOutput {
    const summaries = [...this.summaries.values()].sort((a, b) => a.index - b.index);
    return { result: aggregate(this.spec, summaries), summaries, records: this.records };
  }
}
