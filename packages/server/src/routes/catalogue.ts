import type { CatalogueQuery, Datasheet } from '@cogitator/engine';
import { Hono } from 'hono';
import { z } from 'zod';
import type { CatalogueSource } from '../catalogue-source.js';
import { HttpError, validate } from '../http.js';

/** Catalogue ids: `wahapedia:000000391`, `bsdata:abcd-1234`. Only ever a map key, never a path. */
export const ID_RE = /^[a-z]+:[A-Za-z0-9._-]{1,100}$/;

const ListQuery = z.strictObject({
  q: z.string().trim().max(200).optional(),
  faction: z.string().trim().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(30),
});

const title = (k: string) => k.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (c) => c.toUpperCase());

/**
 * What tells a datasheet from others of its name in its faction: the faction keywords they do not
 * all share ("Black Templars" for the Black Templars Land Raider Crusader beside the Space Marines
 * one), else null.
 */
export function variantOf(q: CatalogueQuery | undefined, ds: Datasheet): string | null {
  if (!q) return null;
  const same = q
    .findDatasheets(ds.name)
    .filter((d) => d.faction === ds.faction && Boolean(d.legends) === Boolean(ds.legends));
  if (same.length < 2) return null;
  const everywhere = (k: string) => same.every((d) => d.factionKeywords.includes(k));
  const own = ds.factionKeywords.filter((k) => !everywhere(k));
  return own.length ? own.map(title).join(', ') : null;
}

/** One line of a datasheet list: enough to show and pick it (and tell it from a namesake). */
export function datasheetRow(ds: Datasheet, score?: number, q?: CatalogueQuery) {
  const priced = ds.points.filter((p) => !p.additional).map((p) => p.points);
  return {
    id: ds.id,
    name: ds.name,
    faction: ds.faction,
    variant: variantOf(q, ds),
    role: ds.role ?? null,
    points: priced.length ? Math.min(...priced) : null,
    legends: ds.legends ?? false,
    ...(score === undefined ? {} : { score: Math.round(score * 1000) / 1000 }),
  };
}

function list(q: CatalogueQuery, params: z.infer<typeof ListQuery>) {
  const { q: words, faction, limit } = params;
  const inFaction = faction ? q.faction(faction) : undefined;
  if (faction && !inFaction) throw new HttpError(404, `faction: no faction "${faction}"`, 'faction');
  if (words) {
    const hits = q.search(words, inFaction ? 2000 : limit);
    return hits
      .filter((h) => !inFaction || h.datasheet.faction === inFaction.name)
      .slice(0, limit)
      .map((h) => datasheetRow(h.datasheet, h.score, q));
  }
  if (!inFaction) throw new HttpError(400, 'q: give search words (q) or a faction', 'q');
  return q.catalogue.datasheets
    .filter((d) => d.faction === inFaction.name)
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, limit)
    .map((d) => datasheetRow(d, undefined, q));
}

export function catalogueRoutes(source: CatalogueSource): Hono {
  const app = new Hono();
  app.get('/factions', async (c) => {
    const q = await source.query();
    const counts = new Map<string, number>();
    for (const d of q.catalogue.datasheets) counts.set(d.faction, (counts.get(d.faction) ?? 0) + 1);
    const factions = q
      .factions()
      .map((f) => ({ id: f.id, name: f.name, group: f.group ?? null, datasheets: counts.get(f.name) ?? 0 }))
      .sort((a, b) => a.name.localeCompare(b.name));
    return c.json({ factions });
  });

  app.get('/datasheets', async (c) => {
    const params = validate(ListQuery, c.req.query(), 'query');
    return c.json({ datasheets: list(await source.query(), params) });
  });

  app.get('/datasheets/:id', async (c) => {
    const id = c.req.param('id');
    if (!ID_RE.test(id)) throw new HttpError(400, `id: "${id.slice(0, 40)}" is not a datasheet id`, 'id');
    const q = await source.query();
    const datasheet = q.datasheetById(id);
    if (!datasheet) throw new HttpError(404, `no datasheet ${id}`, 'id');
    const faction = q.faction(datasheet.faction);
    return c.json({
      datasheet,
      faction: faction ? { id: faction.id, name: faction.name, rules: faction.rules } : null,
      detachments: q.detachments(datasheet.faction),
      stratagems: q.stratagemsFor(datasheet.id),
      enhancements: q.enhancements(datasheet.faction),
      /** The Enhancements this datasheet may take. */
      eligibleEnhancements: q.enhancementsFor(datasheet.id).map((e) => e.id),
    });
  });
  return app;
}
