import { catalogueStatus, importCatalogue, loadCatalogue } from '@cogitator/data';
import { type Catalogue, formatWarning, type Warning } from '@cogitator/engine';
import type { Command } from 'commander';
import type { Io } from '../io.js';
import { renderTable } from '../table.js';
import { type CatalogueOpts, cataloguePath, withCatalogueOption } from './catalogue-option.js';
import { registerDiff } from './data-diff.js';
import { registerRules } from './data-rules.js';

/** `data` subcommands; each registers itself on the `data` command. */
export const DATA_SUBCOMMANDS: ((data: Command, io: Io) => void)[] = [
  registerImport,
  registerStatus,
  registerDiff,
  registerRules,
];

export function registerData(program: Command, io: Io): void {
  const data = program.command('data').description('Import data sources into the catalogue and inspect it');
  for (const register of DATA_SUBCOMMANDS) register(data, io);
}

function registerImport(data: Command, io: Io): void {
  withCatalogueOption(
    data
      .command('import')
      .description('Compile one or more data directories (Wahapedia CSV export, ...) into the catalogue')
      .argument('<dir...>', 'data directories; the kind of each is recognised from its files'),
  ).action(async (dirs: string[], opts: CatalogueOpts) => {
    const path = cataloguePath(opts);
    const started = Date.now();
    const catalogue = await importCatalogue(dirs, path, { onProgress: (m) => io.err(`${m}\n`) });
    io.err(`done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    io.out(`catalogue written to ${path}\n`);
    printStatus(io, catalogue, false);
  });
}

function registerStatus(data: Command, io: Io): void {
  withCatalogueOption(
    data
      .command('status')
      .description('Say which catalogue is loaded: sources, snapshot dates, hash, counts, what was skipped')
      .option('--json', 'print JSON')
      .option('--warnings', "list the importers' warnings"),
  ).action(async (opts: CatalogueOpts & { json?: boolean; warnings?: boolean }) => {
    const path = cataloguePath(opts);
    const catalogue = await loadCatalogue(path);
    if (opts.json) {
      io.out(`${JSON.stringify({ path, ...catalogueStatus(catalogue) }, null, 2)}\n`);
      return;
    }
    io.out(`catalogue: ${path}\n`);
    printStatus(io, catalogue, Boolean(opts.warnings));
  });
}

function printStatus(io: Io, catalogue: Catalogue, withWarnings: boolean): void {
  const s = catalogueStatus(catalogue);
  io.out(`hash: ${s.hash}\n`);
  io.out(
    renderTable(
      [
        'source',
        'snapshot',
        'edition',
        'datasheets',
        'stratagems',
        'detachments',
        'enhancements',
        'skipped',
        'warnings',
        'path',
      ],
      s.sources.map((x) => [
        x.kind,
        x.snapshot ?? '?',
        x.edition,
        x.counts.datasheets,
        x.counts.stratagems,
        x.counts.detachments,
        x.counts.enhancements,
        x.counts.skipped,
        x.counts.warnings,
        x.path,
      ]),
      io.isTty,
    ),
  );
  const c = s.counts;
  io.out(
    `factions ${c.factions}, datasheets ${c.datasheets}, stratagems ${c.stratagems}, detachments ${c.detachments}, ` +
      `enhancements ${c.enhancements}, skipped ${c.skipped}, conflicts ${c.conflicts}, warnings ${c.warnings}\n`,
  );
  if (s.skipped.length) {
    io.out('skipped:\n');
    for (const k of s.skipped) io.out(`  ${k.what} ${k.name} (${k.id}): ${k.reason}\n`);
  }
  if (withWarnings) {
    for (const w of catalogue.warnings ?? [])
      io.out(`  ${w.source}: ${formatWarning({ ...w, code: w.code as Warning['code'] })}\n`);
  } else if (c.warnings) {
    io.out(
      `${c.warnings} warnings (${s.warnings.map((w) => `${w.source} ${w.code} ${w.count}`).join(', ')}); see \`cogitator data status --warnings\`\n`,
    );
  }
}
