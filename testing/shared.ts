import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';

/**
 * The shared folder (seeds, docs, data) lives beside the repository. Tests that read it run when it is
 * there; when it is missing they are skipped locally but FAIL under CI (CI=true), so a broken checkout
 * can never pass by skipping.
 */
const here = dirname(fileURLToPath(import.meta.url));
const CANDIDATES = [join(here, '..', '..', 'shared'), '/work/shared'];
export const SHARED_DIR = resolve(
  process.env.COGITATOR_SHARED ?? CANDIDATES.find((p) => existsSync(p)) ?? (CANDIDATES[0] as string),
);

export function sharedPath(...parts: string[]): string {
  return join(SHARED_DIR, ...parts);
}

export const SEEDS = {
  grimnyr: '000_d913ad526715c239.txt',
  servitors: '001_f26a25ea71debcea.txt',
  landRaider: '002_d18baabbd47cf6a6.txt',
  hekhtur: '003_a80a1642aecbf8f6.txt',
  earthshakers: '004_ecca03f121ddfdc0.txt',
} as const;

export const WAHAPEDIA_DIR = sharedPath('data', 'wahapedia-10e-2025-11-14');
export const BSDATA_DIR = sharedPath('data', 'bsdata-wh40k-10e-2025-11-15');
export const LISTS_DIR = sharedPath('data', 'lists');

export function seedPath(name: keyof typeof SEEDS): string {
  return sharedPath('seeds', SEEDS[name]);
}

/** describe() that needs files under the shared folder. */
export function describeShared(name: string, needs: string[], fn: () => void): void {
  const missing = needs.filter((p) => !existsSync(p));
  if (missing.length === 0) {
    describe(name, fn);
  } else if (process.env.CI) {
    describe(name, () => {
      it('has the shared data it reads', () => {
        throw new Error(`shared data missing under CI: ${missing.join(', ')} (set COGITATOR_SHARED)`);
      });
    });
  } else {
    describe.skip(`${name} (shared data missing: ${missing.join(', ')})`, fn);
  }
}
