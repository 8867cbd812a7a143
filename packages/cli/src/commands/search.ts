import type { SearchHit } from '@cogitator/engine';
import { InputError } from '@cogitator/engine';
import type { Command } from 'commander';
import type { Io } from '../io.js';
import { setExitCode } from '../program.js';
import { renderTable } from '../table.js';
import { type CatalogueOpts, openCatalogue, withCatalogueOption } from './catalogue-option.js';

const KINDS: SearchHit['kind'][] = ['datasheet', 'faction', 'detachment', 'stratagem', 'enhancement'];

export function registerSearch(program: Command, io: Io): void {
  withCatalogueOption(
    program
      .command('search')
      .description('Find datasheets, detachments, Stratagems and Enhancements by name, forgiving typos and accents')
      .argument('<words...>', 'what to look for')
      .option('--kind <kind>', `only this kind (${KINDS.join(', ')})`)
      .option('--limit <n>', 'at most this many results', '15')
      .option('--json', 'print JSON'),
  ).action(
    async (words: string[], opts: CatalogueOpts & { kind?: string; limit: string; json?: boolean }, cmd: Command) => {
      const limit = Number(opts.limit);
      if (!Number.isInteger(limit) || limit < 1)
        throw new InputError(`--limit must be a positive whole number, not "${opts.limit}"`);
      if (opts.kind && !KINDS.includes(opts.kind as SearchHit['kind'])) {
        throw new InputError(`--kind must be one of ${KINDS.join(', ')}, not "${opts.kind}"`);
      }
      const q = await openCatalogue(opts);
      const query = words.join(' ');
      const hits = q
        .searchAll(query, opts.kind ? 1000 : limit)
        .filter((h) => !opts.kind || h.kind === opts.kind)
        .slice(0, limit);
      if (opts.json) {
        io.out(`${JSON.stringify(hits, null, 2)}\n`);
      } else if (hits.length) {
        io.out(
          renderTable(
            ['kind', 'name', 'faction', 'detachment', 'score'],
            hits.map((h) => [h.kind, h.name, h.faction ?? '', h.detachment ?? '', h.score.toFixed(2)]),
            io.isTty,
          ),
        );
      }
      if (!hits.length) {
        io.err(`no match for "${query}"\n`);
        setExitCode(cmd, 1);
      }
    },
  );
}
