import { Hono } from 'hono';
import { z } from 'zod';
import { HttpError, jsonBody, validate } from '../http.js';
import type { SetupStore } from '../setups-store.js';

/** Control, format (zero-width), private-use and unassigned characters, and line breaks. */
const UNPRINTABLE = /[\p{C}\p{Zl}\p{Zp}]/u;

const SaveBody = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'give the setup a name')
    .max(100)
    .refine(
      (n) => !UNPRINTABLE.test(n),
      'letters, digits, punctuation and spaces only (no control or invisible characters)',
    )
    .transform((n) => n.normalize('NFC')),
  /** The calculator's URL query, as in a share link. */
  query: z
    .string()
    .max(16_000)
    .regex(/^\?[\x21-\x7e]*$/, 'a URL query starting with ? (printable characters, no spaces)'),
});

function setupId(raw: string): number {
  if (!/^[1-9]\d{0,11}$/.test(raw)) throw new HttpError(400, `id: "${raw.slice(0, 40)}" is not a setup id`, 'id');
  return Number(raw);
}

/** Saved calculator setups: named, listed, opened, deleted. */
export function setupRoutes(store: SetupStore): Hono {
  const app = new Hono();
  app.get('/setups', (c) => c.json({ setups: store.list() }));
  app.post('/setups', async (c) => {
    const body = validate(SaveBody, await jsonBody(c), 'body');
    const { setup, created } = store.save(body.name, body.query);
    return c.json({ setup }, created ? 201 : 200);
  });
  app.get('/setups/:id', (c) => {
    const setup = store.get(setupId(c.req.param('id')));
    if (!setup) throw new HttpError(404, `no setup ${c.req.param('id')}`, 'id');
    return c.json({ setup });
  });
  app.delete('/setups/:id', (c) => {
    const id = setupId(c.req.param('id'));
    if (!store.delete(id)) throw new HttpError(404, `no setup ${id}`, 'id');
    return c.json({ deleted: id });
  });
  return app;
}
