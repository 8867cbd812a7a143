import { existsSync } from 'node:fs';
import {
  type CatalogueCoverageRow,
  COVERAGE_PARTS,
  type CoverageRow,
  catalogueCoverage,
  coverageReport,
  coverageSummary,
  normaliseName,
  type RuleSupport,
  STRATAGEMS,
  type Stratagem,
} from '@cogitator/engine';
import type { Command } from 'commander';
import { type Io, UsageError } from '../io.js';
import { renderTable } from '../table.js';
import { type CatalogueOpts, cataloguePath, openCatalogue, withCatalogueOption } from './catalogue-option.js';

interface CoverageOpts extends CatalogueOpts {
  json?: boolean;
  group?: string;
  faction?: string;
  detachment?: string;
}

/** A catalogue Stratagem's support from the game's Stratagem table, where it has that Stratagem. */
function stratagemSupport(s: Stratagem): RuleSupport | undefined {
  const key = `${normaliseName(s.detachment ?? s.source)}|${normaliseName(s.name)}`;
  const def = STRATAGEMS.find((d) => `${normaliseName(d.source)}|${normaliseName(d.name)}` === key);
  return def
    ? { calculator: 'n/a', game: def.support, lists: 'n/a', ...(def.note ? { note: def.note } : {}) }
    : undefined;
}

/**
 * The catalogue's rows: one army's (`--faction`), or every faction's when a catalogue is there;
 * `undefined` when no catalogue is (the registry's rows are still printed).
 */
async function catalogueRows(opts: CoverageOpts): Promise<CatalogueCoverageRow[] | undefined> {
  if (!opts.faction && !existsSync(cataloguePath(opts))) return undefined;
  const q = await openCatalogue(opts);
  if (opts.faction) {
    const f = q.faction(opts.faction);
    if (!f) throw new UsageError(`no faction "${opts.faction}" in the catalogue`, 2);
    if (
      opts.detachment &&
      !q.detachments(f.name).some((d) => normaliseName(d.name) === normaliseName(opts.detachment!))
    )
      throw new UsageError(
        `${f.name} has no detachment "${opts.detachment}" (its detachments: ${q
          .detachments(f.name)
          .map((d) => d.name)
          .join(', ')})`,
        2,
      );
  }
  return catalogueCoverage(q, {
    ...(opts.faction ? { faction: opts.faction } : {}),
    ...(opts.detachment ? { detachment: opts.detachment } : {}),
    stratagemSupport,
  });
}

const where = (r: CoverageRow & Partial<CatalogueCoverageRow>) => r.datasheet ?? r.detachment ?? r.faction ?? '';

export function registerCoverage(program: Command, io: Io): void {
  withCatalogueOption(
    program
      .command('coverage')
      .description('List every rule with how far it is automated (automated, partial, manual)')
      .option('--json', 'print JSON')
      .option('--group <name>', 'only rules of this group (e.g. "Stratagem")')
      .option(
        '--faction <faction>',
        "one army's rules from the catalogue: faction, detachments, Stratagems, Enhancements, datasheets",
      )
      .option('--detachment <name>', 'with --faction: only this detachment'),
  ).action(async (opts: CoverageOpts) => {
    if (opts.detachment && !opts.faction) throw new UsageError('--detachment goes with --faction', 2);
    const fromCatalogue = await catalogueRows(opts);
    const all: (CoverageRow & Partial<CatalogueCoverageRow>)[] = [
      ...(opts.faction ? [] : coverageReport()),
      ...(fromCatalogue ?? []),
    ];
    const byGroup = (r: CoverageRow) => !opts.group || r.group.toLowerCase() === opts.group.toLowerCase();
    const rows = all.filter(byGroup);
    if (opts.json) {
      const catalogue = fromCatalogue ? cataloguePath(opts) : null;
      io.out(`${JSON.stringify({ catalogue, rows, summary: coverageSummary(rows) }, null, 2)}\n`);
      return;
    }
    // As text, the catalogue's thousands of rows only for one army (--faction); counted otherwise.
    const shown = opts.faction ? rows : rows.filter((r) => !r.faction);
    const withWhere = shown.some((r) => where(r));
    io.out(
      renderTable(
        ['group', 'rule', ...(withWhere ? ['of'] : []), ...COVERAGE_PARTS, 'note'],
        shown.map((r) => [
          r.group,
          r.name,
          ...(withWhere ? [where(r)] : []),
          ...COVERAGE_PARTS.map((p) => r[p]),
          r.note ?? '',
        ]),
        io.isTty,
      ),
    );
    const s = coverageSummary(shown);
    for (const [part, c] of Object.entries(s)) {
      io.out(`${part}: ${c.automated} automated, ${c.partial} partial, ${c.manual} manual\n`);
    }
    const hidden = rows.length - shown.length;
    if (hidden > 0)
      io.out(
        `and ${hidden} army rules from the catalogue: see one army with --faction F [--detachment D], or all with --json\n`,
      );
  });
}
