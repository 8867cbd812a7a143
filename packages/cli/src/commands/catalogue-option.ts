import { defaultCataloguePath } from '@cogitator/data/home';
import type { CatalogueQuery } from '@cogitator/engine';
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
  // The importers and the engine's index are loaded only by the commands that open a catalogue.
  const [{ loadCatalogue }, { createCatalogueQuery }] = await Promise.all([
    import('@cogitator/data'),
    import('@cogitator/engine'),
  ]);
  return createCatalogueQuery(await loadCatalogue(cataloguePath(opts)));
}
