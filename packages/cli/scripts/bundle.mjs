#!/usr/bin/env node
// The CLI as a few files (issue 19: start-up within 2x a bare `node -e 0`): the built JavaScript of
// the CLI, engine and data packages and their pure dependencies bundled by esbuild into
// dist/bundle/, one chunk per command (they load on demand as before). Loading ~80 modules one by
// one cost about as much CPU as Node's own start. The server, the simulator and native modules stay
// outside (they are loaded only by `serve` and `sim`). `bin/cogitator.js` runs the bundle only when
// no file it was made from is newer (inputs.json), else the unbundled dist.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const outdir = fileURLToPath(new URL('../dist/bundle/', import.meta.url));
const started = Date.now();
const result = await build({
  entryPoints: [fileURLToPath(new URL('../dist/main.js', import.meta.url))],
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outdir,
  metafile: true,
  sourcemap: 'linked',
  logLevel: 'warning',
  external: ['@cogitator/server', '@cogitator/sim', 'better-sqlite3', 'ioredis', 'msgpackr', 'msgpackr-extract'],
  // Bundled CommonJS packages (commander, cli-table3) call require for Node's own modules.
  banner: {
    js: "import { createRequire as __cogitatorRequire } from 'node:module'; const require = __cogitatorRequire(import.meta.url);",
  },
});
// Relative to dist/bundle/inputs.json.
const stamps = [
  '../../tsconfig.tsbuildinfo',
  '../../../engine/tsconfig.tsbuildinfo',
  '../../../data/tsconfig.tsbuildinfo',
  '../../../../node_modules/.package-lock.json',
];
const inputs = Object.keys(result.metafile.inputs).length;
writeFileSync(`${outdir}inputs.json`, `${JSON.stringify({ built: started, stamps, inputs })}\n`);
console.log(
  `cli bundle: ${Object.keys(result.metafile.outputs).filter((o) => o.endsWith('.js')).length} files from ${inputs} modules`,
);
