import type { Catalogue, Datasheet } from '@cogitator/engine';
import { miniCatalogue } from '../../data/test/fixtures/mini-catalogue.js';

/** The mini export's datasheets by name (Test Captain, Test Squad, Test Tank). */
export function miniDatasheet(name: string, catalogue: Catalogue = miniCatalogue()): Datasheet {
  const ds = catalogue.datasheets.find((d) => d.name === name);
  if (!ds) throw new Error(`no ${name} in the mini catalogue`);
  return ds;
}

/** A fetch that answers the API from a table of paths (everything else: 404). */
export function fakeFetch(routes: Record<string, unknown>): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const body = routes[path];
    return new Response(JSON.stringify(body ?? { error: `no route ${path}` }), {
      status: body === undefined ? 404 : 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
}
