import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '@cogitator/server';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const dir = mkdtempSync(join(tmpdir(), 'cogitator-serve-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('cogitator serve', () => {
  it('refuses a port that is not a number', async () => {
    const r = await runCli(['serve', '--port', '80a']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('--port: "80a" is not a port number (0-65535)');
  });

  it('says when the port is taken, and suggests --port', async () => {
    const other = await startServer({ port: 0, cataloguePath: join(dir, 'c.json'), dbPath: join(dir, 'a.db') });
    try {
      const port = new URL(other.url).port;
      const r = await runCli(['serve', '--port', port, '--catalogue', join(dir, 'c.json'), '--db', join(dir, 'b.db')]);
      expect(r.code).toBe(2);
      expect(r.err).toContain(`port ${port} on 127.0.0.1 is already in use; try --port`);
    } finally {
      await other.close();
    }
  });

  it('lists --catalogue and --db in its help', async () => {
    const r = await runCli(['serve', '--help']);
    expect(r.out).toMatch(/--catalogue <path>/);
    expect(r.out).toMatch(/--db <path> +SQLite file for saved calculator setups/);
  });
});
