import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createApp, MAX_SETUPS, sqliteSetupStore } from '../src/index.js';
import { readOnly, tempDirs } from './fault-helpers.js';
import { getJson, send } from './helpers.js';

/**
 * Issue 19: the setups store answers every fault with what and what to do (never a 500), and
 * works again once the fault is gone, without a restart.
 */

const dir = tempDirs('cogitator-setups-');

const save = (app: ReturnType<typeof createApp>, name = 'mine') =>
  send(app, 'POST', '/api/setups', { name, query: '?a=1' });

describe('the setups store under faults', () => {
  it('a damaged file: a clear 503 naming it and what to do; after it is moved aside, a new one works', async () => {
    const path = join(dir(), 'cogitator.db');
    writeFileSync(path, 'this is not a database, it is a text file that happens to be here '.repeat(100));
    const app = createApp({ setups: sqliteSetupStore(path) });
    const r = await getJson(app, '/api/setups');
    expect(r.status).toBe(503);
    expect(r.body.error).toContain(`the saved-setups database ${path} is damaged or not a database`);
    expect(r.body.error).toContain('move it aside (rename it)');
    renameSync(path, `${path}.broken`);
    expect((await save(app)).status).toBe(201);
    expect((await getJson(app, '/api/setups')).body.setups).toHaveLength(1);
  });

  it('a table of another shape: 503 that says so; fixed, it recovers', async () => {
    const path = join(dir(), 'cogitator.db');
    const other = new Database(path);
    other.exec('CREATE TABLE setups (id INTEGER PRIMARY KEY, title TEXT)');
    other.close();
    const app = createApp({ setups: sqliteSetupStore(path) });
    const r = await save(app);
    expect(r.status).toBe(503);
    expect(r.body.error).toMatch(
      /has a setups table this version cannot read \(no name, query, created_at, updated_at\)/,
    );
    rmSync(path);
    expect((await save(app)).status).toBe(201);
  });

  it('a read-only file: saving is a 503 that says to make it writable; made writable, it saves', async () => {
    const d = dir();
    const path = join(d, 'cogitator.db');
    const app = createApp({ setups: sqliteSetupStore(path) });
    expect((await save(app, 'first')).status).toBe(201);
    const locked = readOnly(d, path, true);
    try {
      const store = sqliteSetupStore(path);
      const ro = createApp({ setups: store });
      const r = await save(ro, 'second');
      expect(r.status).toBe(503);
      expect(r.body.error).toMatch(/cannot be (written|used)/);
      readOnly(d, path, false);
      expect((await save(ro, 'second')).status).toBe(201);
      store.close();
    } finally {
      if (locked) readOnly(d, path, false);
    }
  });

  it('a lock held by another program: 503 "locked", then it works once the lock is let go', async () => {
    const path = join(dir(), 'cogitator.db');
    const holder = new Database(path);
    holder.exec('BEGIN EXCLUSIVE');
    const app = createApp({ setups: sqliteSetupStore(path) });
    const r = await save(app);
    expect(r.status).toBe(503);
    expect(r.body.error).toContain('is locked by another program; try again in a moment');
    holder.exec('ROLLBACK');
    holder.close();
    expect((await save(app)).status).toBe(201);
  });

  it('a folder that cannot be made: 503 naming the path', async () => {
    const d = dir();
    writeFileSync(join(d, 'file'), 'x');
    const path = join(d, 'file', 'cogitator.db');
    const r = await getJson(createApp({ setups: sqliteSetupStore(path) }), '/api/setups');
    expect(r.status).toBe(503);
    expect(r.body.error).toContain(path);
  });

  it('names: printable only, unique without regard to case; a quota on how many', async () => {
    const app = createApp({ setups: sqliteSetupStore(':memory:') });
    for (const bad of ['a\u0000b', 'zero\u200bwidth', 'line\u2028break', '\u0007bell']) {
      const r = await save(app, bad);
      expect(r.status).toBe(400);
      expect(r.body.field).toBe('body.name');
    }
    expect((await save(app, 'Bolters')).status).toBe(201);
    const again = await save(app, 'BOLTERS');
    expect(again.status).toBe(200);
    expect((await getJson(app, '/api/setups')).body.setups).toMatchObject([{ name: 'BOLTERS' }]);
    const store = sqliteSetupStore(':memory:');
    const full = createApp({ setups: store });
    for (let i = 0; i < MAX_SETUPS; i++) store.save(`s${i}`, '?a=1');
    const over = await save(full, 'one more');
    expect(over).toEqual({
      status: 409,
      body: { error: `name: at most ${MAX_SETUPS} saved setups; delete some to save more`, field: 'name' },
    });
    // Replacing one that exists is still allowed.
    expect((await save(full, 'S1')).status).toBe(200);
  });

  it('an older file whose names differ only in case is keyed on first use, the second renamed', async () => {
    const path = join(dir(), 'cogitator.db');
    const old = new Database(path);
    old.exec(
      'CREATE TABLE setups (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL UNIQUE, query TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL)',
    );
    old.exec(
      "INSERT INTO setups (name, query, created_at, updated_at) VALUES ('Mine', '?a', 't', 't'), ('MINE', '?b', 't', 't')",
    );
    old.close();
    const store = sqliteSetupStore(path);
    expect(store.list().map((s) => s.name)).toEqual(['Mine', 'MINE (2)']);
    store.close();
  });
});
