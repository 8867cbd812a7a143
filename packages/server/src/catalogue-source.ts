import { loadCatalogue } from '@cogitator/data';
import {
  type Catalogue,
  type CatalogueQuery,
  createCatalogueQuery,
  InputError,
  useCompiledRules,
} from '@cogitator/engine';
import { HttpError } from './http.js';

/** Where the API reads datasheets from: loaded once, on first use. */
export interface CatalogueSource {
  query(): Promise<CatalogueQuery>;
  /** What to tell a user when there is none (null when one is loaded or loadable). */
  describe(): string;
}

/** A catalogue's query, with the rules compiled from its texts in the registry (rules/text/defs.ts). */
function queryWithRules(catalogue: Catalogue): CatalogueQuery {
  useCompiledRules(catalogue);
  return createCatalogueQuery(catalogue);
}

export function catalogueFromValue(catalogue: Catalogue): CatalogueSource {
  const q = queryWithRules(catalogue);
  return { query: async () => q, describe: () => 'in memory' };
}

/** A catalogue file, read on first use; a missing or broken file is a 503 that says how to build one. */
export function catalogueFromFile(path: string): CatalogueSource {
  let loading: Promise<CatalogueQuery> | undefined;
  return {
    describe: () => path,
    query() {
      loading ??= loadCatalogue(path).then(queryWithRules);
      return loading.catch((e) => {
        loading = undefined;
        // loadCatalogue's InputError already says where and how to build one.
        const why = e instanceof InputError ? e.format() : `cannot read the catalogue ${path}: ${(e as Error).message}`;
        throw new HttpError(503, why);
      });
    },
  };
}
