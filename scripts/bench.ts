// Runs every `packages/*/bench/*.bench.ts` (or those whose path contains the first argument).
//
// The engine's benches run as one esbuild bundle under plain node: the code as tsc would emit it. Run
// through tsx, every function gets a `__name(...)` wrapper (tsx keeps names), and one made inside a
// hot loop pays a property definition each time it is made, which skews a microsecond figure by 40%
// and more. The other packages' benches (workers, SQLite, a browser) run through tsx as they are.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { buildSync } from 'esbuild';

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

const outDir = join(tmpdir(), `cogitator-bench-${process.pid}`);

/** The bench as node would run the built code: one bundle, names not kept. */
function bundled(file: string): string[] {
  mkdirSync(outDir, { recursive: true });
  const out = join(outDir, `${basename(file, '.ts')}.mjs`);
  buildSync({
    entryPoints: [file],
    bundle: true,
    platform: 'node',
    format: 'esm',
    conditions: ['source'],
    outfile: out,
    logLevel: 'warning',
    // Bundled CommonJS dependencies call require(): give the module one.
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  return [process.execPath, out];
}

let failed = 0;
for (const f of files.filter((f) => f.includes(filter))) {
  const [cmd, ...args] = f.startsWith(join('packages', 'engine'))
    ? bundled(f)
    : [join('node_modules', '.bin', 'tsx'), '--conditions=source', f];
  const r = spawnSync(cmd as string, args, { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
