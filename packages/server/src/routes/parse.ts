import { completePage, parseSeedPage } from '@cogitator/data';
import { Hono } from 'hono';
import { z } from 'zod';
import type { CatalogueSource } from '../catalogue-source.js';
import { HttpError, jsonBody, validate } from '../http.js';

const ParseBody = z.strictObject({
  /** The page as copied: plain text, "Faction – Datasheet" on its first line. */
  text: z.string().min(1, 'the page text is empty').max(500_000),
  /** A name for the page (used in the datasheet id and in messages). */
  source: z
    .string()
    .max(200)
    .regex(/^[\w .-]*$/, 'letters, digits, spaces, dots and dashes only')
    .optional(),
});

/**
 * `POST /api/parse`: a datasheet page in; the parsed datasheet, its warnings (what the page lacks)
 * and, when a catalogue is available, the page completed from it with what was filled.
 */
export function parseRoutes(source: CatalogueSource): Hono {
  const app = new Hono();
  app.post('/parse', async (c) => {
    const body = validate(ParseBody, await jsonBody(c), 'body');
    const { page, warnings } = parseSeedPage(body.text, body.source || undefined);
    let completion: ReturnType<typeof completePage> | null = null;
    let catalogue: string | null = null;
    try {
      completion = completePage(page, await source.query());
    } catch (e) {
      if (!(e instanceof HttpError)) throw e;
      catalogue = e.message;
    }
    return c.json({ page, warnings, completion, catalogue });
  });
  return app;
}
