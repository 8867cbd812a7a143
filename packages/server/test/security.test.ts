import { describe, expect, it } from 'vitest';
import { createApp, sqliteSetupStore } from '../src/index.js';

/**
 * Issue 19: a local server another web page cannot use. Host names it does not serve are refused
 * (DNS rebinding); a state-changing request from another origin, or one a form or a plain
 * `text/plain` fetch could send (no JSON content type), is refused before its handler runs.
 */

const app = () => createApp({ setups: sqliteSetupStore(':memory:') });
const body = JSON.stringify({ name: 'mine', query: '?a=1' });

async function status(
  a: ReturnType<typeof createApp>,
  path: string,
  init: RequestInit & { headers?: Record<string, string> },
) {
  const res = await a.request(`http://127.0.0.1:4040${path}`, init);
  return { status: res.status, body: (await res.json()) as { error?: string; field?: string } };
}

describe('security of the local server', () => {
  it('answers its own names and refuses a foreign Host header', async () => {
    const a = app();
    for (const host of ['127.0.0.1:4040', 'localhost:4040', '[::1]:4040', 'LOCALHOST']) {
      expect((await status(a, '/api/health', { headers: { host } })).status).toBe(200);
    }
    const foreign = await status(a, '/api/setups', { headers: { host: 'evil.example:4040' } });
    expect(foreign).toEqual({
      status: 403,
      body: { error: 'host: this server does not answer to "evil.example"', field: 'host' },
    });
    // A name it was told to serve is answered.
    const named = createApp({ hosts: ['cogitator.lan'] });
    expect((await status(named, '/api/health', { headers: { host: 'cogitator.lan:4040' } })).status).toBe(200);
  });

  it('refuses a cross-origin form or text/plain POST, and a cross-origin JSON one', async () => {
    const a = app();
    const form = await status(a, '/api/setups', {
      method: 'POST',
      body: 'name=x&query=%3Fa',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });
    expect(form).toEqual({
      status: 403,
      body: { error: 'origin: requests from https://evil.example may not change this server', field: 'origin' },
    });
    // Without an Origin (a program, not a page) a text/plain body is still refused: no form can send JSON.
    const plain = await status(a, '/api/setups', { method: 'POST', body, headers: { 'content-type': 'text/plain' } });
    expect(plain).toEqual({
      status: 415,
      body: { error: 'content-type: send the body as application/json (got "text/plain")', field: 'content-type' },
    });
    const crossJson = await status(a, '/api/setups', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', origin: 'http://localhost.evil.example:4040' },
    });
    expect(crossJson.status).toBe(403);
    // Another program on this machine serves another origin: same name, another port.
    const otherPort = await status(a, '/api/setups', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:3000' },
    });
    expect(otherPort).toEqual({
      status: 403,
      body: { error: 'origin: requests from http://127.0.0.1:3000 may not change this server', field: 'origin' },
    });
    const fetchSite = await status(a, '/api/setups', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchSite.status).toBe(403);
    const sandboxed = await status(a, '/api/setups/1', { method: 'DELETE', headers: { origin: 'null' } });
    expect(sandboxed.status).toBe(403);
    // Nothing was saved by any of them.
    expect((await status(a, '/api/setups', {})).body).toEqual({ setups: [] });
  });

  it('accepts the page itself: same-origin JSON, and reads from anywhere', async () => {
    const a = app();
    const own = await status(a, '/api/setups', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json; charset=utf-8', origin: 'http://127.0.0.1:4040' },
    });
    expect(own.status).toBe(201);
    const del = await status(a, '/api/setups/1', { method: 'DELETE', headers: { origin: 'http://127.0.0.1:4040' } });
    expect(del.status).toBe(200);
    // On the scheme's default port the browser leaves the port out of both headers, or of one.
    const res = await a.request('http://localhost/api/setups', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', origin: 'http://localhost', host: 'localhost:80' },
    });
    expect(res.status).toBe(201);
  });

  it('guards routes added later the same way (the middleware is on /api/*)', async () => {
    const a = app();
    a.post('/api/new-route', (c) => c.json({ ok: true }));
    const r = await status(a, '/api/new-route', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
    });
    expect(r.status).toBe(403);
  });
});
