// Runs every `packages/*/bench/*.bench.ts` (or those whose path contains the first argument).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const filter = process.argv[2] ?? '';
const files = readdirSync('packages').flatMap((pkg) => {
  const dir = join('packages', pkg, 'bench');
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.bench.ts'))
      .map((f) => join(dir, f));
  } catch {
    return [];
  }
});
let failed = 0;
for (const f of files.filter((f) => f.includes(filter))) {
  const r = spawnSync(join('node_modules', '.bin', 'tsx'), ['--conditions=source', f], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
