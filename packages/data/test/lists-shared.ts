import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LISTS_DIR } from '../../../testing/shared.js';

/** Every shared list, by path under the lists folder. */
export const SHARED_LISTS = [
  'battlescribe/01.LoV.Leviathan.v0102.rosz',
  'gw-app/chaos-knights.txt',
  'gw-app/example1.txt',
  'listforge/daemonic-incursion.txt',
  'newrecruit/houndpack-simple.txt',
  'newrecruit/houndpack-wtc-full.txt',
  'newrecruit/nr1.txt',
  'newrecruit/nr1_gw.txt',
  'newrecruit/nr1_short.txt',
  'newrecruit/nr1_wtc.txt',
] as const;

export const listPath = (name: string) => join(LISTS_DIR, name);

/** A shared list as the CLI would read it: bytes for .rosz, text otherwise. */
export function readShared(name: string): string | Uint8Array {
  const p = listPath(name);
  return name.endsWith('.rosz') ? new Uint8Array(readFileSync(p)) : readFileSync(p, 'utf8');
}
