import type { CatalogueQuery, SearchHit } from '@cogitator/engine';
import { Hono } from 'hono';
import { z } from 'zod';
import type { CatalogueSource } from '../catalogue-source.js';
import { HttpError, validate } from '../http.js';
import { ID_RE, variantOf } from './catalogue.js';

/**
 * `GET /api/search?q=`: one search over datasheets, factions, detachments, Stratagems and
 * Enhancements (typos, diacritics and other sources' spellings forgiven); `GET /api/rules/:kind/:id`:
 * one detachment (with its Stratagems and Enhancements), Stratagem or Enhancement.
 */

const KINDS = ['datasheet', 'faction', 'detachment', 'stratagem', 'enhancement'] as const;
type Kind = (typeof KINDS)[number];

const SearchQuery = z.strictObject({
  q: z.string().trim().min(1, 'give search words').max(200),
  kinds: z
    .string()
    .max(100)
    .optional()
    .transform((s, ctx) => {
      if (!s) return undefined;
      const list = s.split(',').map((k) => k.trim());
      const bad = list.find((k) => !(KINDS as readonly string[]).includes(k));
      if (bad !== undefined) {
        ctx.addIssue({ code: 'custom', message: `"${bad.slice(0, 30)}" is not one of ${KINDS.join(', ')}` });
        return z.NEVER;
      }
      return new Set(list as Kind[]);
    }),
  faction: z.string().trim().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(40),
});

/** A hit as the app lists it: with points (datasheets, Enhancements) or CP (Stratagems). */
function row(q: CatalogueQuery, h: SearchHit) {
  const extra: { points?: number | null; cp?: number; aliases?: string[]; legends?: boolean; variant?: string | null } =
    {};
  if (h.kind === 'datasheet') {
    const ds = q.datasheetById(h.id);
    if (ds) extra.variant = variantOf(q, ds);
    const priced = ds?.points.filter((p) => !p.additional).map((p) => p.points) ?? [];
    extra.points = priced.length ? Math.min(...priced) : null;
    if (ds?.legends) extra.legends = true;
  } else if (h.kind === 'enhancement') {
    const e = q.catalogue.enhancements.find((x) => x.id === h.id);
    if (e) extra.points = e.points;
    if (e?.aliases?.length) extra.aliases = e.aliases;
  } else if (h.kind === 'stratagem') {
    const s = q.catalogue.stratagems.find((x) => x.id === h.id);
    if (s) extra.cp = s.cp;
  } else if (h.kind === 'detachment') {
    const d = q.catalogue.detachments.find((x) => x.id === h.id);
    if (d?.aliases?.length) extra.aliases = d.aliases;
  }
  return { ...h, score: Math.round(h.score * 1000) / 1000, ...extra };
}

export function searchRoutes(source: CatalogueSource): Hono {
  const app = new Hono();
  app.get('/search', async (c) => {
    const { q: words, kinds, faction, limit } = validate(SearchQuery, c.req.query(), 'query');
    const q = await source.query();
    const inFaction = faction ? q.faction(faction) : undefined;
    if (faction && !inFaction) throw new HttpError(404, `faction: no faction "${faction}"`, 'faction');
    const hits = q
      .searchAll(words, kinds || inFaction ? 5000 : limit)
      .filter((h) => !kinds || kinds.has(h.kind))
      .filter((h) => !inFaction || h.faction === inFaction.name || (h.kind === 'stratagem' && !h.faction))
      .slice(0, limit);
    return c.json({ hits: hits.map((h) => row(q, h)) });
  });

  app.get('/rules/:kind/:id', async (c) => {
    const kind = c.req.param('kind');
    const id = c.req.param('id');
    if (kind !== 'detachment' && kind !== 'stratagem' && kind !== 'enhancement') {
      throw new HttpError(404, `kind: "${kind.slice(0, 30)}" is not detachment, stratagem or enhancement`, 'kind');
    }
    if (!ID_RE.test(id)) throw new HttpError(400, `id: "${id.slice(0, 40)}" is not a catalogue id`, 'id');
    const q = await source.query();
    const c0 = q.catalogue;
    const item =
      kind === 'detachment'
        ? c0.detachments.find((d) => d.id === id)
        : kind === 'stratagem'
          ? c0.stratagems.find((s) => s.id === id)
          : c0.enhancements.find((e) => e.id === id);
    if (!item) throw new HttpError(404, `no ${kind} ${id}`, 'id');
    const factionName = 'faction' in item ? item.faction : undefined;
    const f = factionName ? q.faction(factionName) : undefined;
    const body: Record<string, unknown> = {
      kind,
      item,
      faction: f ? { id: f.id, name: f.name } : null,
    };
    if (kind === 'detachment') {
      const d = item as (typeof c0.detachments)[number];
      body.stratagems = c0.stratagems.filter((s) => s.detachmentId === d.id);
      body.enhancements = c0.enhancements.filter(
        (e) => e.detachmentId === d.id || (!e.detachmentId && e.faction === d.faction && e.detachment === d.name),
      );
    }
    return c.json(body);
  });
  return app;
}
