import { InputError } from '@cogitator/engine';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/**
 * Errors the API answers with: a status and a message that says what and where (the field). Bad
 * input is always 4xx; a 500 means a bug.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A zod path as `attacker.weapons[0].attacks`. */
function path(p: readonly PropertyKey[]): string {
  return p.reduce<string>((s, k) => (typeof k === 'number' ? `${s}[${k}]` : s ? `${s}.${String(k)}` : String(k)), '');
}

/** Validate with zod; the first problem becomes a 400 naming the field. */
export function validate<S extends z.ZodType>(schema: S, value: unknown, where: string): z.infer<S> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const field = [where, issue ? path(issue.path) : ''].filter(Boolean).join('.');
  throw new HttpError(400, `${field}: ${issue?.message ?? 'invalid'}`, field);
}

/** How deep a request body may nest (a scenario needs 5). */
export const MAX_DEPTH = 32;

/** The nesting depth of a parsed JSON value, counted without recursion. */
function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, d] = stack.pop() as [unknown, number];
    if (v === null || typeof v !== 'object') continue;
    if (d > deepest) deepest = d;
    if (deepest > MAX_DEPTH) return deepest;
    for (const x of Object.values(v)) stack.push([x, d + 1]);
  }
  return deepest;
}

/** The request body as JSON; a body that is not JSON, or nests too deep, is a 400. */
export async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new HttpError(400, `body: not valid JSON (${(e as Error).message})`, 'body');
  }
  if (depthOf(value) > MAX_DEPTH) throw new HttpError(400, `body: nested deeper than ${MAX_DEPTH} levels`, 'body');
  return value;
}

export function errorResponse(err: unknown, c: Context): Response {
  if (err instanceof HttpError) {
    return c.json({ error: err.message, ...(err.field ? { field: err.field } : {}) }, err.status);
  }
  if (err instanceof InputError) {
    return c.json({ error: err.format(), ...(err.where.field ? { field: err.where.field } : {}) }, 400);
  }
  console.error(err);
  return c.json({ error: 'internal error' }, 500);
}
