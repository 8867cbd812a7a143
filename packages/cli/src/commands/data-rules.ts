import { loadCatalogue } from '@cogitator/data';
import { type CompiledText, compiledTexts, corpusReport, renderReading, type Share } from '@cogitator/engine';
import type { Command } from 'commander';
import type { Io } from '../io.js';
import { UsageError } from '../io.js';
import { renderTable } from '../table.js';
import { type CatalogueOpts, cataloguePath, withCatalogueOption } from './catalogue-option.js';

interface RulesFlags extends CatalogueOpts {
  report?: boolean;
  json?: boolean;
  kind?: string;
  faction?: string;
  manual?: boolean;
}

const KINDS = ['stratagem', 'detachment-rule', 'enhancement', 'datasheet-ability'] as const;
const pct = (s: Share) => `${s.compiled}/${s.total} (${s.total ? ((100 * s.compiled) / s.total).toFixed(1) : '0.0'}%)`;

/**
 * `data rules`: the catalogue's rule texts as the compiler read them (compiled at `data import`);
 * `--report` sums them up: the share compiled per kind and faction, the Battle Tactic share, and the
 * ten clauses most often not understood.
 */
export function registerRules(data: Command, io: Io): void {
  withCatalogueOption(
    data
      .command('rules')
      .description('The rule texts compiled into rule data (Stratagems, detachment rules, Enhancements, abilities)')
      .option('--report', 'the share compiled per kind and faction and the clauses most often not understood')
      .option('--kind <kind>', `only this kind (${KINDS.join(', ')})`)
      .option('--faction <faction>', 'only this faction')
      .option('--manual', 'only the texts left manual, with their first clause not understood')
      .option('--json', 'print JSON'),
  ).action(async (opts: RulesFlags) => {
    if (opts.kind && !(KINDS as readonly string[]).includes(opts.kind))
      throw new UsageError(`--kind: "${opts.kind}" is not one of ${KINDS.join(', ')}`);
    const catalogue = await loadCatalogue(cataloguePath(opts));
    let texts: readonly CompiledText[] = compiledTexts(catalogue);
    if (opts.kind) texts = texts.filter((t) => t.kind === opts.kind);
    if (opts.faction) {
      const f = opts.faction.toLowerCase();
      texts = texts.filter((t) => t.faction.toLowerCase() === f);
      if (!texts.length) throw new UsageError(`--faction: no rule texts for "${opts.faction}"`);
    }
    if (opts.report) {
      const r = corpusReport(texts);
      if (opts.json) {
        io.out(`${JSON.stringify(r, null, 2)}\n`);
        return;
      }
      io.out(
        renderTable(
          ['kind', 'compiled'],
          [...KINDS.map((k) => [k, pct(r.kinds[k])]), ['Battle Tactic Stratagems', pct(r.battleTactics)]],
          io.isTty,
        ),
      );
      io.out('\n');
      io.out(
        renderTable(
          ['faction', 'compiled'],
          Object.entries(r.factions).map(([f, s]) => [f, pct(s)]),
          io.isTty,
        ),
      );
      io.out('\nclauses most often not understood (each text counts its first):\n');
      io.out(
        renderTable(
          ['texts', 'clause'],
          r.unknown.map((u) => [String(u.count), u.clause]),
          io.isTty,
        ),
      );
      return;
    }
    if (opts.manual) texts = texts.filter((t) => t.compiled.status === 'manual');
    if (opts.json) {
      io.out(`${JSON.stringify(texts, null, 2)}\n`);
      return;
    }
    io.out(
      renderTable(
        ['kind', 'faction', 'name', 'reading'],
        texts.map((t) => [
          t.kind,
          t.faction,
          t.datasheet ? `${t.datasheet}: ${t.name}` : t.name,
          t.compiled.status === 'compiled'
            ? renderReading(t.compiled.reading)
            : `manual: not understood "${t.compiled.unknown}"`,
        ]),
        io.isTty,
      ),
    );
  });
}
