import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createList } from '@cogitator/engine';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createApp, MAX_LISTS, sqliteListStore } from '../src/index.js';
import { readOnly, tempDirs } from './fault-helpers.js';
import { getJson, send } from './helpers.js';

/**
 * Issue 19: the saved-lists store (the server's SQLite file, its own table) answers every fault
 * with the file's path and what to do, never a 500, and works again once the fault is gone.
 */

const dir = tempDirs('cogitator-lists-faults-');
const list = createList({ name: 'Army' });
const save = (app: ReturnType<typeof createApp>, name = 'mine') => send(app, 'POST', '/api/lists', { name, list });
const appOn = (path: string) => createApp({ lists: sqliteListStore(path) });

describe('the saved-lists store under faults', () => {
  it('a damaged file: 503 naming it and what to do; moved aside, a new one works', async () => {
    const path = join(dir(), 'cogitator.db');
    writeFileSync(path, 'not a database at all, only text '.repeat(200));
    const app = appOn(path);
    const r = await getJson(app, '/api/lists');
    expect(r.status).toBe(503);
    expect(r.body.error).toContain(`the saved-lists database ${path} is damaged or not a database`);
    expect(r.body.error).toContain('move it aside (rename it)');
    renameSync(path, `${path}.broken`);
    expect((await save(app)).status).toBe(201);
    expect((await getJson(app, '/api/lists')).body.lists).toHaveLength(1);
  });

  it('a lists table of another shape: 503 naming the missing columns; removed, it recovers', async () => {
    const path = join(dir(), 'cogitator.db');
    const other = new Database(path);
    other.exec('CREATE TABLE lists (id INTEGER PRIMARY KEY, title TEXT)');
    other.close();
    const app = appOn(path);
    const r = await save(app);
    expect(r.status).toBe(503);
    expect(r.body.error).toContain(
      `the saved-lists database ${path} has a lists table this version cannot read (no name, name_key, body, created_at, updated_at)`,
    );
    rmSync(path);
    expect((await save(app)).status).toBe(201);
  });

  it('a read-only file: 503 that says to make it writable; made writable, it saves', async () => {
    const d = dir();
    const path = join(d, 'cogitator.db');
    expect((await save(appOn(path), 'first')).status).toBe(201);
    const attr = readOnly(d, path, true);
    try {
      const store = sqliteListStore(path);
      const ro = createApp({ lists: store });
      const r = await save(ro, 'second');
      expect(r.status).toBe(503);
      expect(r.body.error).toMatch(new RegExp(`saved-lists database ${path} cannot be (written|used)`));
      readOnly(d, path, false);
      expect((await save(ro, 'second')).status).toBe(201);
      store.close();
    } finally {
      if (attr) readOnly(d, path, false);
    }
  });

  it('a lock held by another program: 503 "locked", then it works once the lock is let go', async () => {
    const path = join(dir(), 'cogitator.db');
    const holder = new Database(path);
    holder.exec('BEGIN EXCLUSIVE');
    const app = appOn(path);
    const r = await save(app);
    expect(r.status).toBe(503);
    expect(r.body.error).toContain(`the saved-lists database ${path} is locked by another program; try again`);
    holder.exec('ROLLBACK');
    holder.close();
    expect((await save(app)).status).toBe(201);
  });

  it('one damaged saved list: 503 naming it and what to do; the others still open', async () => {
    const path = join(dir(), 'cogitator.db');
    const app = appOn(path);
    expect((await save(app, 'good')).status).toBe(201);
    expect((await save(app, 'bad')).status).toBe(201);
    const other = new Database(path);
    other.prepare("UPDATE lists SET body = '{not json' WHERE name = 'bad'").run();
    other.close();
    const r = await getJson(app, '/api/lists/2');
    expect(r).toEqual({
      status: 503,
      body: {
        error: `the saved list 2 ("bad") in ${path} is damaged (not JSON); save it again under its name, or delete it`,
        field: 'database',
      },
    });
    expect((await getJson(app, '/api/lists/1')).status).toBe(200);
    expect((await save(app, 'BAD')).status).toBe(200);
    expect((await getJson(app, '/api/lists/2')).status).toBe(200);
  });

  it('names: printable only, unique without regard to case; a quota on how many', async () => {
    const store = sqliteListStore(':memory:');
    const app = createApp({ lists: store });
    for (const bad of ['a\u0000b', 'zero\u200bwidth', 'line\u2028break', '\u0007bell', '   ']) {
      const r = await save(app, bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.body.field).toBe('body.name');
    }
    expect((await save(app, 'Bolters')).status).toBe(201);
    expect((await save(app, 'BOLTERS')).status).toBe(200);
    for (let i = 1; i < MAX_LISTS; i++) store.save(`l${i}`, list);
    expect(await save(app, 'one more')).toEqual({
      status: 409,
      body: { error: `name: at most ${MAX_LISTS} saved lists; delete some to save more`, field: 'name' },
    });
    expect((await save(app, 'L1')).status).toBe(200);
  });
});
