import { parseSeedPage } from '@cogitator/data';
import { type DatasheetPage, formatWarning, InputError, type Warning } from '@cogitator/engine';
import type { Command } from 'commander';
import { renderCard } from '../card.js';
import type { Io } from '../io.js';
import type { RegisterCommand } from './index.js';

/**
 * Fills what a page lacks from another source and reports where they disagree. `cogitator parse`
 * offers `--complete` only when one is given (issue 3 passes the catalogue's).
 */
export type CompletePage = (page: DatasheetPage, file: string) => Promise<{ page: DatasheetPage; warnings: Warning[] }>;

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
    if (opts.complete) cmd.option('--complete', 'fill what the page lacks from the catalogue and report conflicts');
    cmd.action(async (file: string, flags: { json?: boolean; complete?: boolean }) => {
      const text = await readPage(io, file);
      // Text from stdin has no file name: errors then say "line N", and the id comes from the title.
      let { page, warnings } = parseSeedPage(text, file === '-' ? undefined : file);
      if (flags.complete && opts.complete) {
        const completed = await opts.complete(page, file);
        page = completed.page;
        warnings = [...warnings, ...completed.warnings];
      }
      for (const w of warnings) io.err(`warning: ${formatWarning(w)}\n`);
      io.out(flags.json ? `${JSON.stringify({ page, warnings }, null, 2)}\n` : renderCard(page, io.isTty));
    });
  };
}

export const registerParse = parseCommand();
