import { join } from 'node:path';
import { cogitatorHome } from '@cogitator/data';
import type Database from 'better-sqlite3';
import { HttpError } from './http.js';
import { checkColumns, sqliteFile } from './sqlite-file.js';

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
  /** Save under a name; saving an existing name (in any case) replaces its query. */
  save(name: string, query: string): { setup: Setup; created: boolean };
  delete(id: number): boolean;
  close(): void;
}

/** Saved setups at most: a quota, so no page or script can fill the disk. */
export const MAX_SETUPS = 500;

/** `$COGITATOR_HOME/cogitator.db`, else `~/.cogitator/cogitator.db`. */
export function defaultDatabasePath(env: NodeJS.ProcessEnv = process.env): string {
  return join(cogitatorHome(env), 'cogitator.db');
}

/** The key names are unique by: Unicode-normalised, case folded. */
export function nameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase();
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS setups (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE,
  query TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
)`;
const COLUMNS = ['id', 'name', 'query', 'created_at', 'updated_at'];
const SELECT = 'id, name, query, created_at AS createdAt, updated_at AS updatedAt';

/** Make the table, or check the one there is; add the case-folded name key if it lacks it. */
function prepareSchema(d: Database.Database, path: string): void {
  d.exec(SCHEMA);
  const cols = checkColumns(d, 'saved-setups', path, 'setups', COLUMNS);
  if (cols.includes('name_key')) return;
  // An older file: key every name, renaming the second of two names that differ only in case.
  d.transaction(() => {
    d.exec('ALTER TABLE setups ADD COLUMN name_key TEXT');
    const seen = new Set<string>();
    const rows = d.prepare('SELECT id, name FROM setups ORDER BY id').all() as { id: number; name: string }[];
    for (const r of rows) {
      let name = r.name;
      for (let n = 2; seen.has(nameKey(name)); n++) name = `${r.name} (${n})`;
      seen.add(nameKey(name));
      d.prepare('UPDATE setups SET name = ?, name_key = ? WHERE id = ?').run(name, nameKey(name), r.id);
    }
    d.exec('CREATE UNIQUE INDEX IF NOT EXISTS setups_name_key ON setups (name_key)');
  })();
}

/**
 * Setups in SQLite (sqlite-file.ts: created on first use; a fault explained, the file reopened on
 * the next call).
 */
export function sqliteSetupStore(path: string, now: () => Date = () => new Date()): SetupStore {
  const file = sqliteFile(path, 'saved-setups', (d) => prepareSchema(d, path));
  const use = file.use;
  return {
    list: () => use((d) => d.prepare(`SELECT ${SELECT} FROM setups ORDER BY name_key, id`).all() as Setup[]),
    get: (id) => use((d) => d.prepare(`SELECT ${SELECT} FROM setups WHERE id = ?`).get(id) as Setup | undefined),
    save: (name, query) =>
      use((d) =>
        d.transaction(() => {
          const at = now().toISOString();
          const key = nameKey(name);
          const before = d.prepare('SELECT id FROM setups WHERE name_key = ?').get(key) as { id: number } | undefined;
          if (before) {
            d.prepare('UPDATE setups SET name = ?, query = ?, updated_at = ? WHERE id = ?').run(
              name,
              query,
              at,
              before.id,
            );
            const setup = d.prepare(`SELECT ${SELECT} FROM setups WHERE id = ?`).get(before.id) as Setup;
            return { setup, created: false };
          }
          const count = (d.prepare('SELECT COUNT(*) AS n FROM setups').get() as { n: number }).n;
          if (count >= MAX_SETUPS) {
            throw new HttpError(409, `name: at most ${MAX_SETUPS} saved setups; delete some to save more`, 'name');
          }
          const setup = d
            .prepare(
              `INSERT INTO setups (name, name_key, query, created_at, updated_at) VALUES (?, ?, ?, ?, ?) RETURNING ${SELECT}`,
            )
            .get(name, key, query, at, at) as Setup;
          return { setup, created: true };
        })(),
      ),
    delete: (id) => use((d) => d.prepare('DELETE FROM setups WHERE id = ?').run(id).changes > 0),
    close: file.close,
  };
}
