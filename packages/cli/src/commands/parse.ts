import { parseSeedPage } from '@cogitator/data';
import { type DatasheetPage, formatWarning, InputError, type Warning } from '@cogitator/engine';
import type { Command } from 'commander';
import { renderCard } from '../card.js';
import type { Io } from '../io.js';
import { type CatalogueOpts, withCatalogueOption } from './catalogue-option.js';
import type { RegisterCommand } from './index.js';
import { completeFromCatalogue } from './parse-complete.js';

/**
 * Fills what a page lacks from another source and reports where they disagree. `cogitator parse`
 * offers `--complete` (and `--catalogue`) only when one is given; the CLI passes the catalogue's.
 * `filled` names the fields it filled (the parser's "missing" warnings on them are then dropped);
 * `completion` goes into the JSON output as it is.
 */
export type CompletePage = (
  page: DatasheetPage,
  file: string,
  opts?: CatalogueOpts,
) => Promise<{ page: DatasheetPage; warnings: Warning[]; filled?: string[]; completion?: unknown }>;

export interface ParseCommandOptions {
  complete?: CompletePage;
}

const REASONS: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'it is a directory',
  EACCES: 'permission denied',
};

async function readPage(io: Io, file: string): Promise<string> {
  try {
    return await io.readText(file);
  } catch (e) {
    const code = (e as { code?: string }).code ?? '';
    throw new InputError(`cannot read the file: ${REASONS[code] ?? (e as Error).message}`, { source: file });
  }
}

/** `cogitator parse <file> [--json]`: a seed page as a datasheet card or JSON; warnings to stderr. */
export function parseCommand(opts: ParseCommandOptions = {}): RegisterCommand {
  return (program: Command, io: Io) => {
    const cmd = program
      .command('parse')
      .description('Read a seed page (a copied datasheet page) and print its datasheet')
      .argument('<file>', 'the page as plain text (- for stdin)')
      .option('--json', 'print {page, warnings} as JSON');
    if (opts.complete) {
      cmd.option('--complete', 'fill what the page lacks from the catalogue and report every conflict');
      withCatalogueOption(cmd);
    }
    cmd.action(async (file: string, flags: CatalogueOpts & { json?: boolean; complete?: boolean }) => {
      const text = await readPage(io, file);
      // Text from stdin has no file name: errors then say "line N", and the id comes from the title.
      let { page, warnings } = parseSeedPage(text, file === '-' ? undefined : file);
      let completion: unknown;
      if (flags.complete && opts.complete) {
        const completed = await opts.complete(page, file, flags.catalogue ? { catalogue: flags.catalogue } : {});
        const filled = new Set(completed.filled ?? []);
        page = completed.page;
        warnings = [
          ...warnings.filter((w) => !(w.code === 'missing' && w.where?.field && filled.has(w.where.field))),
          ...completed.warnings,
        ];
        completion = completed.completion;
      }
      for (const w of warnings) io.err(`warning: ${formatWarning(w)}\n`);
      const json = { page, warnings, ...(completion ? { completion } : {}) };
      io.out(flags.json ? `${JSON.stringify(json, null, 2)}\n` : renderCard(page, io.isTty));
    });
  };
}

export const registerParse = parseCommand({ complete: completeFromCatalogue });
