import { describe, expect, it } from 'vitest';
import { createApp } from '../src/index.js';

describe('HTTP API', () => {
  it('answers the health check', async () => {
    const res = await createApp().request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('answers unknown API routes with a JSON 404 naming the route', async () => {
    const res = await createApp().request('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'no route GET /api/nope' });
  });
});
