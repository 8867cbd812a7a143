import { type CatalogueQuery, type Datasheet, InputError } from '@cogitator/engine';
import type { Command } from 'commander';
import type { Io } from '../io.js';
import { datasheetCard, renderDatasheetCard } from '../render/datasheet-card.js';
import { type CatalogueOpts, openCatalogue, withCatalogueOption } from './catalogue-option.js';

function label(ds: Datasheet): string {
  const sub = ds.factionKeywords.filter((k) => k.toLowerCase() !== ds.faction.toLowerCase()).join(', ');
  const extra = [sub && `keywords ${sub}`, ds.publication, ds.legends ? 'Legends' : ''].filter(Boolean).join('; ');
  return `${ds.name} (${ds.faction})${extra ? ` [${extra}]` : ''}  id ${ds.id}`;
}

/**
 * The one datasheet a name (or id) means, or an InputError listing candidates or suggestions.
 * `flag` is the option that picks a faction, for the messages.
 */
export function resolveDatasheet(q: CatalogueQuery, name: string, faction?: string, flag = '--faction'): Datasheet {
  const byId = q.datasheetById(name.trim());
  if (byId) return byId;
  if (
    faction &&
    !q.faction(faction) &&
    !q.catalogue.datasheets.some((d) => d.factionKeywords.some((k) => k.toLowerCase() === faction.toLowerCase()))
  ) {
    const known = q.factions().map((f) => f.name);
    throw new InputError(`unknown faction "${faction}" (factions: ${known.join(', ')})`, { field: flag });
  }
  const found = q.findDatasheets(name, faction);
  if (found.length === 1) return found[0]!;
  if (found.length > 1) {
    const byFaction = [...found].sort((a, b) => a.faction.localeCompare(b.faction));
    throw new InputError(
      `"${name}" names ${found.length} datasheets:\n${byFaction.map((d) => `  ${label(d)}`).join('\n')}\n` +
        `pick one with ${flag} <faction or faction keyword>, or give its id`,
    );
  }
  const elsewhere = faction ? q.findDatasheets(name) : [];
  if (elsewhere.length) {
    throw new InputError(
      `no "${name}" in ${faction}; it is in: ${[...new Set(elsewhere.map((d) => d.faction))].join(', ')}`,
    );
  }
  const hits = q.search(name, 8).filter((h) => !faction || h.datasheet.faction === q.faction(faction)?.name);
  const suggestions = hits.map((h) => `${h.datasheet.name} (${h.datasheet.faction})`);
  throw new InputError(
    `no datasheet named "${name}"${faction ? ` in ${faction}` : ''}${suggestions.length ? `; did you mean:\n${suggestions.map((s) => `  ${s}`).join('\n')}` : ''}`,
  );
}

export function registerShow(program: Command, io: Io): void {
  withCatalogueOption(
    program
      .command('show')
      .description('Show a datasheet card from the catalogue, with the Stratagems and Enhancements it may use')
      .argument('<name>', 'datasheet name (case, punctuation and accents do not matter) or id')
      .option('--faction <faction>', 'the faction (or faction keyword, e.g. "Black Templars") to look in')
      .option('--json', 'print JSON'),
  ).action(async (name: string, opts: CatalogueOpts & { faction?: string; json?: boolean }) => {
    const q = await openCatalogue(opts);
    const card = datasheetCard(q, resolveDatasheet(q, name, opts.faction));
    io.out(opts.json ? `${JSON.stringify(card, null, 2)}\n` : renderDatasheetCard(card, io.isTty));
  });
}
