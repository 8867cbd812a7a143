import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';

/** Temporary folders for database fault tests, removed after each test. */
export function tempDirs(prefix: string): () => string {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) {
      chmodSync(d, 0o755);
      rmSync(d, { recursive: true, force: true });
    }
  });
  return () => {
    const d = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(d);
    return d;
  };
}

/**
 * Make the file and its folder read-only, or writable again. File modes do not stop root (CI runs
 * as root): there the immutable attribute does. True when the attribute was used.
 */
export function readOnly(folder: string, path: string, on: boolean): boolean {
  if (process.getuid?.() === 0) {
    for (const p of [path, folder]) spawnSync('chattr', [on ? '+i' : '-i', p]);
    return true;
  }
  chmodSync(path, on ? 0o444 : 0o644);
  chmodSync(folder, on ? 0o555 : 0o755);
  return false;
}
