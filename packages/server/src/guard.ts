import type { Context, MiddlewareHandler } from 'hono';
import { HttpError } from './http.js';
import type { JobOptions } from './worker-pool.js';

/**
 * What every `/api/*` route gets before its handler runs (createApp installs it, so a new route
 * has it without asking):
 *
 * - the Host header must name this server (localhost, a loopback address, or a name it was told
 *   to serve), so a page on another name that resolves to 127.0.0.1 (DNS rebinding) is refused;
 * - a state-changing request (POST, PUT, PATCH, DELETE) must come from this server's own pages or
 *   from a program: an Origin naming another site, or this machine on another port (another local
 *   program's page), or a cross-site Sec-Fetch-Site, is refused, and a body must be
 *   `application/json`, which a form or a `text/plain` fetch from another site cannot send without
 *   a CORS preflight this server never grants;
 * - the time the request arrived, from which its time limit counts (`jobOptions`).
 */

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export interface GuardOptions {
  /** More host names this server answers to (the --host it binds, a name in /etc/hosts). */
  hosts?: readonly string[];
}

const arrivals = new WeakMap<Request, number>();

/** Deadline and cancellation for work done for this request: its arrival and its client's signal. */
export function jobOptions(c: Context): JobOptions {
  return { arrivedAt: arrivals.get(c.req.raw) ?? Date.now(), signal: c.req.raw.signal };
}

function hostName(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  const colon = h.lastIndexOf(':');
  return colon >= 0 && h.indexOf(':') === colon ? h.slice(0, colon) : h;
}

/** A Host header's name and port, lower-cased, without the scheme's default port. */
function hostAndPort(host: string, protocol: string): string {
  const h = host.trim().toLowerCase();
  const fallback = protocol === 'https:' ? ':443' : ':80';
  return h.endsWith(fallback) ? h.slice(0, -fallback.length) : h;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function guard(opts: GuardOptions = {}): MiddlewareHandler {
  const hosts = new Set([...LOOPBACK, ...(opts.hosts ?? []).map((h) => hostName(h))]);
  // A server bound to every interface answers to any name; only loopback is the default.
  const anyHost = hosts.has('0.0.0.0') || hosts.has('[::]');
  return async (c, next) => {
    arrivals.set(c.req.raw, Date.now());
    const url = new URL(c.req.url);
    const host = hostName(c.req.header('host') ?? url.host);
    if (!anyHost && !hosts.has(host)) {
      throw new HttpError(403, `host: this server does not answer to "${host.slice(0, 80)}"`, 'host');
    }
    if (STATE_CHANGING.has(c.req.method)) {
      const origin = c.req.header('origin');
      if (origin !== undefined && origin !== 'null') {
        let from: URL;
        try {
          from = new URL(origin);
        } catch {
          throw new HttpError(403, `origin: "${origin.slice(0, 80)}" is not an origin`, 'origin');
        }
        // Same name AND port: another local program's page (http://127.0.0.1:3000) is another site.
        const own = hostAndPort(c.req.header('host') ?? url.host, url.protocol);
        if (hostAndPort(from.host, from.protocol) !== own) {
          throw new HttpError(403, `origin: requests from ${origin.slice(0, 80)} may not change this server`, 'origin');
        }
      } else if (origin === 'null') {
        throw new HttpError(403, 'origin: a sandboxed or file page may not change this server', 'origin');
      }
      if (c.req.header('sec-fetch-site') === 'cross-site') {
        throw new HttpError(403, 'origin: requests from another site may not change this server', 'origin');
      }
      const length = c.req.header('content-length');
      const hasBody = c.req.raw.body !== null && length !== '0';
      const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
      if (hasBody && type !== 'application/json') {
        throw new HttpError(
          415,
          `content-type: send the body as application/json (got ${type ? `"${type.slice(0, 60)}"` : 'none'})`,
          'content-type',
        );
      }
    }
    await next();
  };
}
