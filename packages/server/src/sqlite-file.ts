import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { HttpError } from './http.js';

/**
 * One SQLite file a store keeps its table in (saved setups, saved lists): opened on first use, not
 * when the server starts; `:memory:` keeps it in memory (tests). Any fault (a locked, damaged,
 * read-only or foreign file, a folder that cannot be made) is an HttpError that names the file and
 * says what to do, never a 500; the file is closed and opened again on the next call, so the store
 * works again once the fault is gone, without a restart.
 */
export interface SqliteFile {
  /** Run against the database; a fault becomes the explained HttpError. */
  use<T>(f: (d: Database.Database) => T): T;
  close(): void;
}

/** What a SQLite or file error means for the user, and what to do about it. */
export function storeError(what: string, path: string, e: unknown): HttpError {
  if (e instanceof HttpError) return e;
  const code = String((e as { code?: unknown }).code ?? '');
  const why = (e as Error).message;
  const at = `the ${what} database ${path}`;
  if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') {
    return new HttpError(503, `${at} is locked by another program; try again in a moment (${why})`, 'database');
  }
  if (code === 'SQLITE_READONLY' || code === 'EACCES' || code === 'EPERM' || code === 'SQLITE_PERM') {
    return new HttpError(
      503,
      `${at} cannot be written (${why}); make the file and its folder writable, or start with --db <another file>`,
      'database',
    );
  }
  if (code === 'SQLITE_CORRUPT' || code === 'SQLITE_NOTADB') {
    return new HttpError(
      503,
      `${at} is damaged or not a database (${why}); move it aside (rename it) and a new one is started, or start with --db <another file>`,
      'database',
    );
  }
  if (code === 'SQLITE_FULL') return new HttpError(507, `${at}: the disk is full (${why})`, 'database');
  return new HttpError(
    503,
    `${at} cannot be used (${code || 'error'}: ${why}); check the path, or start with --db <another file>`,
    'database',
  );
}

/** A table this version cannot read: the columns it lacks, and the way out. */
export function checkColumns(d: Database.Database, what: string, path: string, table: string, columns: string[]) {
  const cols = (d.prepare(`SELECT name FROM pragma_table_info('${table}')`).all() as { name: string }[]).map(
    (c) => c.name,
  );
  const missing = columns.filter((c) => !cols.includes(c));
  if (missing.length) {
    throw new HttpError(
      503,
      `the ${what} database ${path} has a ${table} table this version cannot read (no ${missing.join(', ')}); move the file aside (rename it) and a new one is started, or start with --db <another file>`,
      'database',
    );
  }
  return cols;
}

/**
 * `what` names the store in messages ("saved-setups"); `prepare` makes or checks its table (it may
 * throw an HttpError that explains a foreign table).
 */
export function sqliteFile(path: string, what: string, prepare: (d: Database.Database) => void): SqliteFile {
  let db: Database.Database | undefined;
  const open = (): Database.Database => {
    if (db) return db;
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    const d = new Database(path, { timeout: 1000 });
    try {
      d.pragma('journal_mode = WAL');
      prepare(d);
    } catch (e) {
      d.close();
      throw e;
    }
    db = d;
    return d;
  };
  const drop = () => {
    try {
      db?.close();
    } catch {
      // Already unusable: dropped either way.
    }
    db = undefined;
  };
  return {
    use(f) {
      try {
        return f(open());
      } catch (e) {
        // A user's mistake (a quota, a name) leaves the file open; anything else is a fault.
        if (e instanceof HttpError && e.status < 500) throw e;
        drop();
        throw storeError(what, path, e);
      }
    },
    close: drop,
  };
}
