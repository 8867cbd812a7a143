import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { UsageError } from './io.js';

/**
 * Files in and out, bounded and whole: every input is read with a size cap (a list import of
 * /dev/zero stops at the cap with a message, instead of filling memory), and every output is
 * written beside its target and renamed over it, the temporary file removed when anything fails.
 */

/** The largest input file or stdin the CLI reads (the largest real input, a BSData catalogue, is ~4 MB). */
export const MAX_INPUT_BYTES = 64 * 1024 * 1024;

const reason = (e: unknown) => (e as NodeJS.ErrnoException).code ?? (e as Error).message;

/** All of a stream, refused once it passes `max` bytes. */
export async function readCapped(stream: Readable, what: string, max = MAX_INPUT_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const c of stream) {
      const b = c as Buffer;
      size += b.length;
      if (size > max) {
        throw new UsageError(
          `${what} is larger than ${Math.round(max / 1024 / 1024)} MiB; that is not an input Cogitator reads`,
        );
      }
      chunks.push(b);
    }
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError(`cannot read ${what}: ${reason(e)}`);
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks);
}

/** A file (or `-`, stdin) as bytes, with the cap. */
export async function readInput(path: string, max = MAX_INPUT_BYTES): Promise<Buffer> {
  if (path === '-') return readCapped(process.stdin, 'stdin', max);
  try {
    if ((await stat(path)).isDirectory()) throw new UsageError(`cannot read ${path}: it is a directory`);
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError(`cannot read ${path}: ${reason(e)}`);
  }
  return readCapped(createReadStream(path), path, max);
}

/** Write a file whole or not at all; a failure removes the temporary file and says why. */
export async function writeFileAtomic(path: string, data: string): Promise<void> {
  const tmp = join(dirname(path), `.${randomBytes(6).toString('hex')}.tmp`);
  try {
    if ((await stat(path).catch(() => null))?.isDirectory()) {
      throw new UsageError(`cannot write ${path}: it is a directory; give a file name`);
    }
    await writeFile(tmp, data, 'utf8');
    await rename(tmp, path);
  } catch (e) {
    await unlink(tmp).catch(() => {});
    if (e instanceof UsageError) throw e;
    throw new UsageError(`cannot write ${path}: ${reason(e)}`);
  }
}
