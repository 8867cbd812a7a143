import type { Hono } from 'hono';
import { miniCatalogue } from '../../data/test/fixtures/mini-catalogue.js';
import { catalogueFromValue } from '../src/index.js';

/** The mini export's catalogue as the API's source. */
export const miniSource = () => catalogueFromValue(miniCatalogue());

export async function getJson(app: Hono, path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await app.request(path);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export async function send(
  app: Hono,
  method: 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const init: RequestInit = { method };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    init.headers = { 'content-type': 'application/json' };
  }
  const res = await app.request(path, init);
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

export const JSON_HEADERS = { 'content-type': 'application/json' };

/**
 * How many fast-check bodies a route's fuzz test sends: a fixed count in the suite, more on
 * request (`FUZZ_RUNS=10000 npx vitest run packages/server` was run once for issue 19).
 */
export function fuzzRuns(fixed: number): number {
  const n = Number(process.env.FUZZ_RUNS);
  return Number.isInteger(n) && n > 0 ? n : fixed;
}
