import cliProgress from 'cli-progress';
import type { Io } from '../../io.js';

/** A progress bar on stderr when it is a terminal (stdout stays the table or the JSON); silent otherwise. */
export function progressBar(_io: Io, total: number): { tick: (s: unknown, done: number) => void; stop: () => void } {
  if (!process.stderr.isTTY) return { tick: () => undefined, stop: () => undefined };
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      format: 'battles {bar} {value}/{total} {percentage}% eta {eta_formatted}',
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0);
  return { tick: (_s, done) => bar.update(done), stop: () => bar.stop() };
}
