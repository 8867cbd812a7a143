import { type ExportFormat, exportList, readArmyList } from '@cogitator/data';
import {
  ARMY_RULES,
  type ArmyList,
  ArmyListSchema,
  type CatalogueQuery,
  type Finding,
  InputError,
  LIST_FORMAT_NAMES,
  validateArmy,
} from '@cogitator/engine';
import { Hono } from 'hono';
import { z } from 'zod';
import type { CatalogueSource } from '../catalogue-source.js';
import { HttpError, jsonBody, validate } from '../http.js';
import type { ListStore } from '../lists-store.js';

/**
 * Army lists over HTTP: read any format `cogitator list` reads, check a list (points by the
 * catalogue and findings), export it to every format, and keep named lists in the server's SQLite.
 */

/** The formats a list exports to (`cogitator list export --format`). */
export const EXPORT_FORMATS: readonly ExportFormat[] = ['gw', 'nr', 'json'];
export const EXPORT_NAMES: Record<ExportFormat, string> = {
  gw: 'Warhammer 40,000 app text',
  nr: 'New Recruit text',
  json: 'Cogitator list JSON',
};

const MAX_TEXT = 400_000;
const MAX_UNITS = 300;

const ReadBody = z
  .strictObject({
    /** The list as exported (any text format, or a BattleScribe .ros as text). */
    text: z.string().min(1, 'the list is empty').max(MAX_TEXT).optional(),
    /** A binary upload (a BattleScribe .rosz) as base64. */
    base64: z
      .string()
      .min(1)
      .max(Math.ceil((MAX_TEXT * 4) / 3) + 4)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'base64 only')
      .optional(),
    /** The file name (helps tell the format: .ros, .rosz, .json). */
    source: z
      .string()
      .max(200)
      .regex(/^[\w .()-]*$/, 'letters, digits, spaces, dots, brackets and dashes only')
      .optional(),
  })
  .refine((b) => (b.text === undefined) !== (b.base64 === undefined), 'give the list as text or as base64, not both');

const ListField = z.unknown().transform((v, ctx) => {
  const r = ArmyListSchema.safeParse(v);
  if (!r.success) {
    for (const issue of r.error.issues) ctx.addIssue({ ...issue, code: 'custom', message: issue.message });
    return z.NEVER;
  }
  if (r.data.units.length > MAX_UNITS) {
    ctx.addIssue({ code: 'custom', path: ['units'], message: `at most ${MAX_UNITS} units` });
    return z.NEVER;
  }
  return r.data;
});

const CheckBody = z.strictObject({ list: ListField });
const ExportBody = z.strictObject({
  list: ListField,
  format: z.enum(EXPORT_FORMATS as [ExportFormat, ...ExportFormat[]], {
    message: `one of ${EXPORT_FORMATS.join(', ')}`,
  }),
});

/** Control, format (zero-width), private-use and unassigned characters, and line breaks. */
const UNPRINTABLE = /[\p{C}\p{Zl}\p{Zp}]/u;
const SaveBody = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'give the list a name')
    .max(100)
    .refine((n) => !UNPRINTABLE.test(n), 'letters, digits, punctuation and spaces only')
    .transform((n) => n.normalize('NFC')),
  list: ListField,
});

function listId(raw: string): number {
  if (!/^[1-9]\d{0,11}$/.test(raw)) throw new HttpError(400, `id: "${raw.slice(0, 40)}" is not a list id`, 'id');
  return Number(raw);
}

/** The catalogue, or null when the server has none (lists are then read but not checked). */
async function catalogueOrNull(source: CatalogueSource): Promise<CatalogueQuery | null> {
  try {
    return await source.query();
  } catch (e) {
    if (e instanceof HttpError && e.status === 503) return null;
    throw e;
  }
}

export interface CheckedList {
  list: ArmyList;
  /** Points by the catalogue (null without one), per unit and in total. */
  points: ReturnType<typeof validateArmy>['points'] | null;
  findings: Finding[];
  valid: boolean;
  /** False when the server has no catalogue: names are not resolved, rules not checked. */
  catalogue: boolean;
}

/** A finding with its rule's name ("Rule of Three"), as the CLI prints it. */
const named = (fs: Finding[]) => fs.map((f) => ({ ...f, ruleName: ARMY_RULES[f.rule]?.name ?? f.rule }));

function check(list: ArmyList, q: CatalogueQuery | null, extra: Finding[] = []): CheckedList {
  const valid = (fs: Finding[]) => !fs.some((f) => f.severity === 'error');
  if (!q) return { list, points: null, findings: named(extra), valid: valid(extra), catalogue: false };
  const v = validateArmy(list, q);
  const findings = named([...extra, ...v.findings]);
  return { list, points: v.points, findings, valid: valid(findings), catalogue: true };
}

/** A reader's fault on odd input is the user's list it could not read: a 400 naming it, never a 500. */
function unreadable(e: unknown): never {
  if (e instanceof InputError || e instanceof HttpError) throw e;
  console.error(e);
  throw new HttpError(400, `body: this list could not be read (${(e as Error)?.message ?? 'unknown format'})`, 'body');
}

export function listRoutes(source: CatalogueSource, store: ListStore): Hono {
  const app = new Hono();

  app.post('/lists/read', async (c) => {
    const body = validate(ReadBody, await jsonBody(c), 'body');
    const q = await catalogueOrNull(source);
    const input = body.text ?? Uint8Array.from(Buffer.from(body.base64 ?? '', 'base64'));
    let r: ReturnType<typeof readArmyList>;
    try {
      r = readArmyList(input, body.source || undefined, q ?? undefined);
    } catch (e) {
      unreadable(e);
    }
    if (r.list.units.length > MAX_UNITS) throw new HttpError(400, `body: at most ${MAX_UNITS} units`, 'body');
    const notes: Finding[] = (r.parsed?.notes ?? []).map((w) => ({
      severity: 'note',
      rule: 'resolve',
      message: w.message,
      ...(w.where?.line !== undefined ? { line: w.where.line } : {}),
    }));
    const checked = check(r.list, q, [...r.findings, ...notes]);
    return c.json({ format: r.format, formatName: LIST_FORMAT_NAMES[r.format], ...checked });
  });

  app.post('/lists/check', async (c) => {
    const { list } = validate(CheckBody, await jsonBody(c), 'body');
    return c.json(check(list, await catalogueOrNull(source)));
  });

  app.get('/lists/formats', (c) => c.json({ formats: EXPORT_FORMATS.map((id) => ({ id, name: EXPORT_NAMES[id] })) }));

  app.post('/lists/export', async (c) => {
    const { list, format } = validate(ExportBody, await jsonBody(c), 'body');
    const q = await catalogueOrNull(source);
    let text: string;
    try {
      text = exportList(list, format, q ?? undefined);
    } catch (e) {
      unreadable(e);
    }
    return c.json({ format, text });
  });

  app.get('/lists', (c) => c.json({ lists: store.list() }));
  app.post('/lists', async (c) => {
    const { name, list } = validate(SaveBody, await jsonBody(c), 'body');
    const { saved, created } = store.save(name, list);
    return c.json({ saved }, created ? 201 : 200);
  });
  app.get('/lists/:id', (c) => {
    const saved = store.get(listId(c.req.param('id')));
    if (!saved) throw new HttpError(404, `no list ${c.req.param('id')}`, 'id');
    return c.json({ saved });
  });
  app.delete('/lists/:id', (c) => {
    const id = listId(c.req.param('id'));
    if (!store.delete(id)) throw new HttpError(404, `no list ${id}`, 'id');
    return c.json({ deleted: id });
  });
  return app;
}
