import { COVERAGE_PARTS, coverageReport, coverageSummary } from '@cogitator/engine';
import type { Command } from 'commander';
import type { Io } from '../io.js';
import { renderTable } from '../table.js';

export function registerCoverage(program: Command, io: Io): void {
  program
    .command('coverage')
    .description('List every rule with how far it is automated (automated, partial, manual)')
    .option('--json', 'print JSON')
    .option('--group <name>', 'only rules of this group (e.g. "Stratagem")')
    .action((opts: { json?: boolean; group?: string }) => {
      const rows = coverageReport().filter((r) => !opts.group || r.group.toLowerCase() === opts.group.toLowerCase());
      if (opts.json) {
        io.out(`${JSON.stringify({ rows, summary: coverageSummary(rows) }, null, 2)}\n`);
        return;
      }
      io.out(
        renderTable(
          ['group', 'rule', ...COVERAGE_PARTS, 'note'],
          rows.map((r) => [r.group, r.name, ...COVERAGE_PARTS.map((p) => r[p]), r.note ?? '']),
          io.isTty,
        ),
      );
      const s = coverageSummary(rows);
      for (const [where, c] of Object.entries(s)) {
        io.out(`${where}: ${c.automated} automated, ${c.partial} partial, ${c.manual} manual\n`);
      }
    });
}
