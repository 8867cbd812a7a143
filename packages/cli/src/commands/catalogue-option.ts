import { defaultCataloguePath, loadCatalogue } from '@cogitator/data';
import { type CatalogueQuery, createCatalogueQuery } from '@cogitator/engine';
import type { Command } from 'commander';

export interface CatalogueOpts {
  catalogue?: string;
}

/** Add `--catalogue <path>` (default `$COGITATOR_HOME/catalogue.json` or `~/.cogitator/catalogue.json`). */
export function withCatalogueOption(cmd: Command): Command {
  return cmd.option('--catalogue <path>', `the compiled catalogue to use (default ${defaultCataloguePath()})`);
}

export function cataloguePath(opts: CatalogueOpts): string {
  return opts.catalogue ?? defaultCataloguePath();
}

/** Load the catalogue named by the options (or the default one) for reading. */
export async function openCatalogue(opts: CatalogueOpts): Promise<CatalogueQuery> {
  return createCatalogueQuery(await loadCatalogue(cataloguePath(opts)));
}
