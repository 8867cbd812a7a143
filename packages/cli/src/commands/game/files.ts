import { type BattleRecord, type GameState, InputError, loadBattle, saveBattle } from '@cogitator/engine';
import { writeFileAtomic } from '../../files.js';
import { type Io, UsageError } from '../../io.js';

/** Write a file whole or not at all (see files.ts). */
export const writeAtomic = writeFileAtomic;

export async function readBattle(
  io: Io,
  path: string,
): Promise<{ record: BattleRecord; state: GameState; finalHash?: string }> {
  let text: string;
  try {
    text = await io.readText(path);
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new InputError(`cannot read: ${(e as Error).message}`, { source: path });
  }
  return loadBattle(text, path);
}

export async function writeBattle(path: string, record: BattleRecord): Promise<void> {
  await writeAtomic(path, saveBattle(record));
}
