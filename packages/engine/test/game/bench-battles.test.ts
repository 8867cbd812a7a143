import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { playRandom } from '../../src/index.js';
import { benchStart } from './soak-setups.js';

/**
 * The bench battles (seeds 0-49, as `npm run bench game` plays them) keep byte-identical logs: the
 * SHA-256 of each battle's event log, recorded at commit 8ccecc6 before the rule registry (issue 12).
 * A change that alters a log on purpose updates the hash here and says why in its commit.
 */
const here = dirname(fileURLToPath(import.meta.url));
const golden = JSON.parse(readFileSync(join(here, '..', 'golden', 'bench-battles.json'), 'utf8')) as Record<
  string,
  string
>;

describe('bench battles', () => {
  it('seeds 0-49 give the recorded logs', () => {
    const changed: number[] = [];
    for (let s = 0; s < 50; s++) {
      const r = playRandom(benchStart(s), s + 1, { check: false });
      const hash = createHash('sha256').update(JSON.stringify(r.record.events)).digest('hex');
      if (hash !== golden[s]) changed.push(s);
    }
    expect(changed).toEqual([]);
    // Fifty whole battles: on the shared machine this takes more than the default minute.
  }, 600_000);
});
