import { allRules } from './known.js';
import type { AnyRuleDef } from './registry.js';
import type { Support } from './support.js';

/** One line of the coverage report: a rule, where it applies, and how far it is automated. */
export interface CoverageRow {
  group: string;
  name: string;
  calculator: Support | 'n/a';
  game: Support | 'n/a';
  /** Army list building and validation. */
  lists: Support | 'n/a';
  note?: string;
}

/** The parts of Cogitator a rule can apply in, as the report's columns. */
export const COVERAGE_PARTS = ['calculator', 'game', 'lists'] as const;

type Provider = () => CoverageRow[];

/** A registered rule as a coverage row. */
export function ruleRow(d: AnyRuleDef): CoverageRow {
  return {
    group: d.group,
    name: d.name,
    calculator: d.support.calculator,
    game: d.support.game,
    lists: d.support.lists ?? 'n/a',
    ...(d.support.note ? { note: d.support.note } : {}),
  };
}

const providers: Provider[] = [
  () =>
    allRules()
      // Compiled definitions are the catalogue's rows (rules/catalogue-coverage.ts), bound to their printed rule.
      .filter((d) => d.group !== 'Calculator' && !d.compiled)
      .map(ruleRow),
];

/** Rule families defined elsewhere in the engine (stratagems, core rules) add their rows here. */
export function registerCoverage(provider: Provider): void {
  providers.push(provider);
}

export function coverageReport(): CoverageRow[] {
  return providers.flatMap((p) => p());
}

export function coverageSummary(rows: CoverageRow[]): Record<string, Record<Support, number>> {
  const out: Record<string, Record<Support, number>> = {};
  for (const r of rows) {
    for (const where of COVERAGE_PARTS) {
      const s = r[where];
      if (s === 'n/a') continue;
      out[where] ??= { automated: 0, partial: 0, manual: 0 };
      out[where][s]++;
    }
  }
  return out;
}
