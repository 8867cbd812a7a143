import { readFileSync } from 'node:fs';
import { runSuite } from '../../../testing/bench.js';
import { SEEDS, seedPath } from '../../../testing/shared.js';
import { parseSeedPage } from '../src/index.js';

const names = Object.keys(SEEDS) as (keyof typeof SEEDS)[];
await runSuite(
  'seed pages: parseSeedPage (text already read)',
  names.map((name) => {
    const path = seedPath(name);
    const text = readFileSync(path, 'utf8');
    return { name: `${name} (${SEEDS[name]})`, fn: () => parseSeedPage(text, path), budgetMs: 5 };
  }),
);
