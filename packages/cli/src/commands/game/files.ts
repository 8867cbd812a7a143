import { rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type BattleRecord, type GameState, InputError, loadBattle, saveBattle } from '@cogitator/engine';
import type { Io } from '../../io.js';

/** Write a file whole or not at all: to a temporary name beside it, then renamed over it. */
export async function writeAtomic(path: string, text: string): Promise<void> {
  const tmp = join(dirname(path), `.${Date.now()}-${process.pid}.tmp`);
  await writeFile(tmp, text, 'utf8');
  await rename(tmp, path);
}

export async function readBattle(
  io: Io,
  path: string,
): Promise<{ record: BattleRecord; state: GameState; finalHash?: string }> {
  let text: string;
  try {
    text = await io.readText(path);
  } catch (e) {
    throw new InputError(`cannot read: ${(e as Error).message}`, { source: path });
  }
  return loadBattle(text, path);
}

export async function writeBattle(path: string, record: BattleRecord): Promise<void> {
  await writeAtomic(path, saveBattle(record));
}
