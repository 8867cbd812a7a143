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

/** Load the catalogue named by the options (or the default one) for reading, its compiled rules in the registry. */
export async function openCatalogue(opts: CatalogueOpts): Promise<CatalogueQuery> {
  // The importers and the engine's index are loaded only by the commands that open a catalogue.
  const [{ loadCatalogue }, { createCatalogueQuery, useCompiledRules }] = await Promise.all([
    import('@cogitator/data'),
    import('@cogitator/engine'),
  ]);
  const catalogue = await loadCatalogue(cataloguePath(opts));
  // The rules compiled from its texts at `data import` join the registry (rules/text/defs.ts).
  useCompiledRules(catalogue);
  return createCatalogueQuery(catalogue);
}
