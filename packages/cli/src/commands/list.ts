import { exportList } from '@cogitator/data';
import type { Command } from 'commander';
import { writeFileAtomic } from '../files.js';
import type { Io } from '../io.js';
import { UsageError } from '../io.js';
import { setExitCode } from '../program.js';
import { type CatalogueOpts, withCatalogueOption } from './catalogue-option.js';
import { addToList, newList, removeFromList, SET_USAGE, setInList } from './list-edit.js';
import { listCatalogue } from './list-files.js';
import { checkListFile, renderChecked, renderFindings } from './list-show.js';

const FORMATS = ['gw', 'nr', 'json'] as const;

export function registerList(program: Command, io: Io): void {
  const list = program
    .command('list')
    .description('Army lists: import any export format, validate, build and export')
    .addHelpText(
      'after',
      '\nReads Warhammer 40,000 app text, New Recruit text (default, simple, GW, WTC, short), ListForge text,\nBattleScribe .ros/.rosz and Cogitator list JSON.',
    );

  list
    .command('import <file>')
    .description('Read a list: its units, points and findings with line numbers')
    .option('--json', 'print JSON')
    .action(async (file: string, opts: { json?: boolean } & CatalogueOpts, cmd: Command) => {
      const q = await listCatalogue(opts);
      const c = await checkListFile(file, io, q);
      if (opts.json) io.out(`${JSON.stringify(c, null, 2)}\n`);
      else renderChecked(c, io, q);
      if (c.findings.some((f) => f.severity === 'error')) setExitCode(cmd, 1);
    });

  list
    .command('validate <file>')
    .description('Check a list against the army-building rules; exit status 1 when it breaks one')
    .option('--json', 'print JSON')
    .action(async (file: string, opts: { json?: boolean } & CatalogueOpts, cmd: Command) => {
      const q = await listCatalogue(opts);
      if (!q) {
        throw new UsageError(
          'validation needs the compiled catalogue: run `cogitator data import <dir>...` first, or pass --catalogue <path>',
        );
      }
      const c = await checkListFile(file, io, q);
      if (opts.json)
        io.out(
          `${JSON.stringify({ valid: !c.findings.some((f) => f.severity === 'error'), findings: c.findings, points: c.points }, null, 2)}\n`,
        );
      else renderFindings(c.findings, io);
      if (c.findings.some((f) => f.severity === 'error')) setExitCode(cmd, 1);
    });

  list
    .command('export <file>')
    .description('Write a list as app text (gw), New Recruit text (nr) or Cogitator JSON (json)')
    .requiredOption('--format <format>', `one of ${FORMATS.join(', ')}`)
    .option('-o, --out <file>', 'write to a file instead of stdout')
    .action(async (file: string, opts: { format: string; out?: string } & CatalogueOpts) => {
      if (!(FORMATS as readonly string[]).includes(opts.format)) {
        throw new UsageError(`--format: "${opts.format}" is not one of ${FORMATS.join(', ')}`);
      }
      const q = await listCatalogue(opts);
      const c = await checkListFile(file, io, q);
      const text = exportList(c.list, opts.format as (typeof FORMATS)[number], q ?? undefined);
      if (opts.out) {
        await writeFileAtomic(opts.out, text);
        io.out(`wrote ${opts.out}\n`);
      } else io.out(text);
    });

  list
    .command('new')
    .description('Start a list file (Cogitator JSON)')
    .requiredOption('--file <list.json>', 'the list file to create')
    .option('--name <name>', 'list name')
    .option('--faction <faction>', 'Army Faction')
    .option('--detachment <detachment>', 'Detachment')
    .option('--size <size>', 'Incursion, Strike Force or Onslaught')
    .option('--force', 'replace an existing file')
    .action((opts) => newList(opts, io));

  list
    .command('add <datasheet>')
    .description('Add a unit; prints its id')
    .requiredOption('--file <list.json>', 'the list file')
    .option('--models <n>', 'model count (default: the smallest size)')
    .option('--warlord', 'make it the Warlord')
    .option('--enhancement <name>', 'give it an Enhancement')
    .option('--wargear <items>', 'selections, e.g. "2x Plasma gun, Power fist"')
    .action((name: string, opts) => addToList(name, opts, io));

  list
    .command('remove <unit>')
    .description('Remove a unit (by id such as u3, or by name)')
    .requiredOption('--file <list.json>', 'the list file')
    .action((unit: string, opts) => removeFromList(unit, opts, io));

  list
    .command('set <what> [args...]')
    .description('Change the list or a unit')
    .requiredOption('--file <list.json>', 'the list file')
    .addHelpText('after', `\n${SET_USAGE}`)
    .action((what: string, args: string[], opts) => setInList(what, args, opts, io));

  for (const sub of list.commands) withCatalogueOption(sub);
}
