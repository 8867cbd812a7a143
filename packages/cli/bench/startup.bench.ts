import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * CLI start-up in CPU time (user + system, as /usr/bin/time reports it), against a bare `node -e 0`
 * (issue 19: `--help` and a quick `calc` within 2x). Runs interleaved, medians reported; the plain
 * build (dist/main.js) beside the bundle (dist/bundle/main.js, what bin/cogitator.js runs after
 * `npm run build`). `RUNS=n` (default 15).
 */

const RUNS = Number(process.env.RUNS ?? 15);
const cli = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url));
const CALC = ['calc', '-a', '10', '--bs', '3', '-s', '4', '-d', '1', '--vs', '5x T4 3+ W2'];

if (!existsSync('/usr/bin/time')) {
  console.log('startup bench: /usr/bin/time is needed to read a child process CPU time; skipped');
  process.exit(0);
}
if (!existsSync(cli('dist/bundle/main.js'))) console.log('startup bench: no bundle (run npm run build); plain only');

const all: [string, string[]][] = [
  ['node -e 0', ['-e', '0']],
  ['--help (plain)', [cli('dist/main.js'), '--help']],
  ['--help (bundle)', [cli('dist/bundle/main.js'), '--help']],
  ['quick calc (plain)', [cli('dist/main.js'), ...CALC]],
  ['quick calc (bundle)', [cli('dist/bundle/main.js'), ...CALC]],
  ['quick calc (bin)', [cli('bin/cogitator.js'), ...CALC]],
];
const cases = all.filter(([, args]) => args[0] === '-e' || existsSync(args[0]!));

const dir = mkdtempSync(join(tmpdir(), 'cogitator-startup-'));
const out = join(dir, 'time');
const cpu: number[][] = cases.map(() => []);
for (let r = 0; r < RUNS; r++) {
  cases.forEach(([, args], i) => {
    const res = spawnSync('/usr/bin/time', ['-f', '%U %S', '-o', out, process.execPath, ...args], { stdio: 'ignore' });
    if (res.status !== 0) throw new Error(`${args.join(' ')} exited with ${res.status}`);
    const [u, s] = readFileSync(out, 'utf8').trim().split(/\s+/).slice(-2).map(Number);
    cpu[i]!.push((u ?? 0) + (s ?? 0));
  });
}
rmSync(dir, { recursive: true, force: true });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const base = median(cpu[0]!);
console.log(`CLI start-up, CPU s (median of ${RUNS}, load ${loadavg()[0]!.toFixed(1)}):`);
cases.forEach(([label], i) => {
  const m = median(cpu[i]!);
  console.log(`  ${label.padEnd(22)} ${m.toFixed(3)} s  ${(m / base).toFixed(2)}x node -e 0`);
});
