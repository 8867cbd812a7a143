import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runPool, runSerial, workerFile } from '../src/index.js';
import { smallSpec } from './armies.js';

describe('the worker pool', () => {
  it('runs the compiled worker (npm run build)', () => {
    expect(existsSync(workerFile())).toBe(true);
  });

  it('gives the serial result for the same seeds, battle records included', async () => {
    const spec = smallSpec(12);
    const serial = runSerial(spec, { keep: [0, 7] });
    let seen = 0;
    const pooled = await runPool(spec, {
      threads: 2,
      keep: [0, 7],
      onBattle: (_s, done, total) => {
        seen = done;
        expect(total).toBe(12);
      },
    });
    expect(seen).toBe(12);
    expect(pooled.result).toEqual(serial.result);
    expect(JSON.stringify(pooled.result)).toBe(JSON.stringify(serial.result));
    expect([...pooled.records.keys()].sort()).toEqual([0, 7]);
    expect(pooled.records.get(7)).toEqual(serial.records.get(7));
    expect(serial.result.failures).toEqual([]);
    expect(serial.result.finished).toBe(12);
  });
});
