import type Database from 'better-sqlite3';
import { HttpError } from './http.js';
import { nameKey } from './setups-store.js';
import { checkColumns, sqliteFile } from './sqlite-file.js';

/** A saved army list: a name and the list as Cogitator list JSON. */
export interface SavedList {
  id: number;
  name: string;
  /** The list (ArmyList JSON, as `cogitator list export --format json` writes it). */
  list: unknown;
  createdAt: string;
  updatedAt: string;
}

export interface ListStore {
  /** Every list, without its body (names and dates). */
  list(): Omit<SavedList, 'list'>[];
  get(id: number): SavedList | undefined;
  /** Save under a name; an existing name (in any case) is replaced. */
  save(name: string, list: unknown): { saved: SavedList; created: boolean };
  delete(id: number): boolean;
  close(): void;
}

/** Saved lists at most (a quota, so nothing can fill the disk). */
export const MAX_LISTS = 500;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS lists (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  name_key TEXT NOT NULL UNIQUE,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
)`;
const COLUMNS = ['id', 'name', 'name_key', 'body', 'created_at', 'updated_at'];
const HEAD = 'id, name, created_at AS createdAt, updated_at AS updatedAt';

type Row = Omit<SavedList, 'list'> & { body: string };
const withBody = (path: string, r: Row): SavedList => {
  const { body, ...rest } = r;
  try {
    return { ...rest, list: JSON.parse(body) as unknown };
  } catch {
    throw new HttpError(
      503,
      `the saved list ${r.id} ("${r.name.slice(0, 60)}") in ${path} is damaged (not JSON); save it again under its name, or delete it`,
      'database',
    );
  }
};

/**
 * Army lists in the server's SQLite file (the saved setups' file, its own table; sqlite-file.ts:
 * created on first use, a fault explained, the file reopened on the next call).
 */
export function sqliteListStore(path: string, now: () => Date = () => new Date()): ListStore {
  const file = sqliteFile(path, 'saved-lists', (d) => {
    d.exec(SCHEMA);
    checkColumns(d, 'saved-lists', path, 'lists', COLUMNS);
  });
  const use = file.use;
  const byId = (d: Database.Database, id: number) =>
    d.prepare(`SELECT ${HEAD}, body FROM lists WHERE id = ?`).get(id) as Row | undefined;
  return {
    list: () => use((d) => d.prepare(`SELECT ${HEAD} FROM lists ORDER BY name_key, id`).all() as SavedList[]),
    get: (id) =>
      use((d) => {
        const r = byId(d, id);
        return r ? withBody(path, r) : undefined;
      }),
    save: (name, list) =>
      use((d) =>
        d.transaction(() => {
          const at = now().toISOString();
          const key = nameKey(name);
          const body = JSON.stringify(list);
          const before = d.prepare('SELECT id FROM lists WHERE name_key = ?').get(key) as { id: number } | undefined;
          if (before) {
            d.prepare('UPDATE lists SET name = ?, body = ?, updated_at = ? WHERE id = ?').run(
              name,
              body,
              at,
              before.id,
            );
            return { saved: withBody(path, byId(d, before.id)!), created: false };
          }
          const count = (d.prepare('SELECT COUNT(*) AS n FROM lists').get() as { n: number }).n;
          if (count >= MAX_LISTS) {
            throw new HttpError(409, `name: at most ${MAX_LISTS} saved lists; delete some to save more`, 'name');
          }
          const r = d
            .prepare(
              'INSERT INTO lists (name, name_key, body, created_at, updated_at) VALUES (?, ?, ?, ?, ?) RETURNING id',
            )
            .get(name, key, body, at, at) as { id: number };
          return { saved: withBody(path, byId(d, r.id)!), created: true };
        })(),
      ),
    delete: (id) => use((d) => d.prepare('DELETE FROM lists WHERE id = ?').run(id).changes > 0),
    close: file.close,
  };
}
