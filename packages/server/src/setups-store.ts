import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cogitatorHome } from '@cogitator/data';
import Database from 'better-sqlite3';

/** A saved calculator setup: a name and the calculator's URL query (`?a=...&b=...`). */
export interface Setup {
  id: number;
  name: string;
  query: string;
  createdAt: string;
  updatedAt: string;
}

export interface SetupStore {
  list(): Setup[];
  get(id: number): Setup | undefined;
  /** Save under a name; saving an existing name replaces its query. */
  save(name: string, query: string): { setup: Setup; created: boolean };
  delete(id: number): boolean;
  close(): void;
}

/** `$COGITATOR_HOME/cogitator.db`, else `~/.cogitator/cogitator.db`. */
export function defaultDatabasePath(env: NodeJS.ProcessEnv = process.env): string {
  return join(cogitatorHome(env), 'cogitator.db');
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS setups (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE,
  query TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
)`;

const COLUMNS = 'id, name, query, created_at AS createdAt, updated_at AS updatedAt';

/**
 * Setups in SQLite. The file (and its folder) is created on first use, not when the server starts;
 * `:memory:` keeps them in memory (tests).
 */
export function sqliteSetupStore(path: string, now: () => Date = () => new Date()): SetupStore {
  let db: Database.Database | undefined;
  const open = (): Database.Database => {
    if (db) return db;
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    db = new Database(path);
    db.pragma('journal_mode = WAL');
    db.exec(SCHEMA);
    return db;
  };
  return {
    list: () => open().prepare(`SELECT ${COLUMNS} FROM setups ORDER BY name COLLATE NOCASE`).all() as Setup[],
    get: (id) => open().prepare(`SELECT ${COLUMNS} FROM setups WHERE id = ?`).get(id) as Setup | undefined,
    save(name, query) {
      const d = open();
      const at = now().toISOString();
      const before = d.prepare('SELECT id FROM setups WHERE name = ?').get(name);
      const setup = d
        .prepare(
          `INSERT INTO setups (name, query, created_at, updated_at) VALUES (?, ?, ?, ?)
           ON CONFLICT(name) DO UPDATE SET query = excluded.query, updated_at = excluded.updated_at
           RETURNING ${COLUMNS}`,
        )
        .get(name, query, at, at) as Setup;
      return { setup, created: before === undefined };
    },
    delete: (id) => open().prepare('DELETE FROM setups WHERE id = ?').run(id).changes > 0,
    close() {
      db?.close();
      db = undefined;
    },
  };
}
