import { type Agreement, type DiffCounts, diffDirectories, loadCatalogue, type SourceDiff } from '@cogitator/data';
import { InputError } from '@cogitator/engine';
import type { Command } from 'commander';
import type { Io } from '../io.js';
import { renderTable } from '../table.js';
import { type CatalogueOpts, cataloguePath, withCatalogueOption } from './catalogue-option.js';

interface DiffFlags extends CatalogueOpts {
  faction?: string;
  json?: boolean;
  summary?: boolean;
}

const LABEL: Record<string, string> = { wahapedia: 'Wahapedia', bsdata: 'BSData', seed: 'seed page' };

/** `data diff`: how far Wahapedia and BSData agree, per faction, and every difference. */
export function registerDiff(data: Command, io: Io): void {
  withCatalogueOption(
    data
      .command('diff')
      .description('Compare the model statlines and weapon profiles of two sources (Wahapedia and BSData), per faction')
      .argument('[dir...]', "the two source directories (default: the catalogue's sources)")
      .option('--faction <faction>', 'only this faction')
      .option('--summary', 'only the agreement figures, not every difference')
      .option('--json', 'print JSON'),
  ).action(async (dirs: string[], opts: DiffFlags) => {
    const from = dirs.length ? dirs : await catalogueSources(cataloguePath(opts));
    const started = Date.now();
    const diff = await diffDirectories(from, {
      onProgress: (m) => io.err(`${m}\n`),
      ...(opts.faction !== undefined ? { faction: opts.faction } : {}),
    });
    io.err(`done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    if (opts.json) {
      const { differences: _d, unpaired: _u, loosePairs: _l, ...counts } = diff;
      io.out(`${JSON.stringify(opts.summary ? counts : diff, null, 2)}\n`);
      return;
    }
    io.out(renderDiff(diff, io.isTty, Boolean(opts.summary)));
  });
}

/** The Wahapedia and BSData directories a catalogue was compiled from. */
async function catalogueSources(path: string): Promise<string[]> {
  const catalogue = await loadCatalogue(path);
  const dirs = catalogue.sources.filter((s) => s.kind === 'wahapedia' || s.kind === 'bsdata').map((s) => s.path);
  if (dirs.length !== 2) {
    throw new InputError(
      `the catalogue was compiled from ${catalogue.sources.map((s) => s.kind).join(' and ') || 'no source'}; ` +
        'data diff needs a Wahapedia export and a BSData folder: give both, `cogitator data diff <wahapedia-dir> <bsdata-dir>`',
      { source: path },
    );
  }
  return dirs;
}

function pct(n: number, of: number): string {
  return of === 0 ? '-' : `${((100 * n) / of).toFixed(2)}%`;
}

function agreementCells(a: Agreement): string[] {
  return [String(a.pairs), pct(a.agreeRaw, a.pairs), pct(a.agreeNormalised, a.pairs), `${a.firstOnly}/${a.secondOnly}`];
}

function row(name: string, c: DiffCounts): string[] {
  return [
    name,
    `${c.datasheets.pairs} (${c.datasheets.firstOnly}/${c.datasheets.secondOnly})`,
    ...agreementCells(c.models),
    ...agreementCells(c.weapons),
    pct(c.weaponAbilities.agreeNormalised, c.weaponAbilities.pairs),
  ];
}

/** The agreement table, then every real difference, the noise, loose pairings and unpaired profiles. */
export function renderDiff(diff: SourceDiff, tty: boolean, summary: boolean): string {
  const [a, b] = diff.sources.map((k) => LABEL[k] ?? k) as [string, string];
  const only = `only ${a[0]}/${b[0]}`;
  let out = `${a} vs ${b}: raw = printed identically; normalised = once noise (7 for 7+, 5*, +6, spaces, N/A) is read away\n`;
  out += renderTable(
    [
      'faction',
      `datasheets (${only})`,
      'statlines',
      'raw',
      'normalised',
      only,
      'weapon profiles',
      'raw',
      'normalised',
      only,
      'weapon abilities',
    ],
    [...diff.factions.map((f) => row(f.faction, f.counts)), row('ALL', diff.total)],
    tty,
  );
  const t = diff.total;
  const real = diff.differences.filter((d) => d.class === 'real');
  const noise = diff.differences.filter((d) => d.class === 'noise');
  out +=
    `statlines: ${t.models.agreeRaw} of ${t.models.pairs} agree raw (${pct(t.models.agreeRaw, t.models.pairs)}), ` +
    `${t.models.agreeNormalised} normalised (${pct(t.models.agreeNormalised, t.models.pairs)}); ` +
    `weapon profiles: ${t.weapons.agreeRaw} of ${t.weapons.pairs} raw (${pct(t.weapons.agreeRaw, t.weapons.pairs)}), ` +
    `${t.weapons.agreeNormalised} normalised (${pct(t.weapons.agreeNormalised, t.weapons.pairs)}); ` +
    `${real.length} real differences, ${noise.length} noise\n`;
  if (summary) return out;
  const line = (d: SourceDiff['differences'][number]) =>
    `  ${d.faction} / ${d.datasheet} / ${d.kind === 'model' ? 'model' : `${d.kind} weapon`} ${d.profile}: ` +
    `${d.field} ${JSON.stringify(d.values[0])} (${a}) vs ${JSON.stringify(d.values[1])} (${b})${d.note ? `  [${d.note}]` : ''}\n`;
  out += `\nREAL DIFFERENCES (${real.length})\n${real.map(line).join('')}`;
  out += `\nNOISE (${noise.length})\n${noise.map(line).join('')}`;
  out += `\nPAIRED BY A LOOSER NAME MATCH (${diff.loosePairs.length})\n`;
  for (const l of diff.loosePairs) {
    out += `  ${l.faction} / ${l.datasheet} / ${l.kind}: ${JSON.stringify(l.names[0])} (${a}) = ${JSON.stringify(l.names[1])} (${b}) [${l.how}]\n`;
  }
  out += `\nIN ONE SOURCE ONLY (${diff.unpaired.length})\n`;
  for (const u of diff.unpaired) {
    const what =
      u.kind === 'datasheet' ? 'datasheet' : `${u.kind === 'model' ? 'model' : `${u.kind} weapon`} ${u.name}`;
    out += `  ${u.faction} / ${u.datasheet} / ${what}: only in ${LABEL[u.source] ?? u.source}\n`;
  }
  return out;
}
