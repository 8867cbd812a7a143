import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['packages/*/test/**/*.test.ts', 'packages/*/test/**/*.test.tsx'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The tests never read the user's catalogue or database (`npm run setup` writes them under
    // ~/.cogitator or $COGITATOR_HOME): each run gets an empty home of its own, as CI has.
    env: { COGITATOR_HOME: mkdtempSync(join(tmpdir(), 'cogitator-test-home-')) },
  },
});
