import { completePage } from '@cogitator/data';
import { Hono } from 'hono';
import { z } from 'zod';
import type { CatalogueSource } from '../catalogue-source.js';
import { jobOptions } from '../guard.js';
import { HttpError, jsonBody, validate } from '../http.js';
import { type ParseReply, parsePage } from '../parse-page.js';
import type { JobOptions, WorkerPool } from '../worker-pool.js';

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

/** Reads a page: in the worker pool on the server (`workerPageParser`), here in tests. */
export type PageParser = (text: string, source: string | undefined, opts: JobOptions) => Promise<ParseReply>;

/** On this thread (no time limit): for tests and a server without a pool. */
export const parseHere: PageParser = async (text, source) => parsePage(text, source);

/** In the worker pool, with the request's deadline and cancellation. */
export const workerPageParser =
  (pool: WorkerPool): PageParser =>
  (text, source, opts) =>
    pool.run('parse', { text, source }, opts) as Promise<ParseReply>;

/**
 * `POST /api/parse`: a datasheet page in; the parsed datasheet, its warnings (what the page lacks)
 * and, when a catalogue is available, the page completed from it with what was filled.
 */
export function parseRoutes(source: CatalogueSource, parse: PageParser = parseHere): Hono {
  const app = new Hono();
  app.post('/parse', async (c) => {
    const body = validate(ParseBody, await jsonBody(c), 'body');
    const parsed = await parse(body.text, body.source || undefined, jobOptions(c));
    if (!parsed.ok) throw new HttpError(400, parsed.error, parsed.field);
    const { page, warnings } = parsed;
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
