#!/usr/bin/env node
// The test command: type-check, lint, then Vitest. Prints a last line `N passed, N failed` counting
// Vitest's tests plus the two static checks, and exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const bin = (name) => join('node_modules', '.bin', name);
const extra = process.argv.slice(2);
let passed = 0;
let failed = 0;

function step(label, cmd, args) {
  process.stderr.write(`\n== ${label}: ${cmd} ${args.join(' ')}\n`);
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  return r.status === 0;
}

if (extra.length === 0) {
  for (const [label, cmd, args] of [
    ['typecheck', bin('tsc'), ['-b']],
    ['typecheck tests', bin('tsc'), ['-p', 'tsconfig.test.json']],
    ['typecheck web', bin('tsc'), ['-p', 'packages/web/tsconfig.json']],
    ['lint', bin('biome'), ['check', '.']],
  ]) {
    if (step(label, cmd, args)) passed++;
    else failed++;
  }
}

mkdirSync('.test-output', { recursive: true });
const out = join('.test-output', 'vitest.json');
rmSync(out, { force: true });
const ok = step('vitest', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${out}`,
  ...extra,
]);
try {
  const r = JSON.parse(readFileSync(out, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  // A file that fails to load, or whose hooks fail, has no failed tests but is a failure.
  failed += (r.testResults ?? []).filter(
    (f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'),
  ).length;
} catch {
  failed++;
}
if (!ok && failed === 0) failed++;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
