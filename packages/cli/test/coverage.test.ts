import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

describe('cogitator coverage', () => {
  it('lists every weapon ability with its support status', async () => {
    const r = await runCli(['coverage', '--json']);
    expect(r.code).toBe(0);
    const { rows } = JSON.parse(r.out) as { rows: { group: string; name: string; calculator: string }[] };
    const weapon = rows.filter((x) => x.group === 'Weapon ability');
    expect(weapon).toHaveLength(20);
    expect(weapon.map((x) => x.name)).toContain('SUSTAINED HITS');
    for (const x of rows) expect(['automated', 'partial', 'manual', 'n/a']).toContain(x.calculator);
  });

  it('gives army rules their own column and a summary line per part', async () => {
    const r = await runCli(['coverage', '--group', 'Army building']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/calculator\s*│?\s*game\s*│?\s*lists/);
    expect(r.out).toMatch(/^lists: \d+ automated, [1-9]\d* partial, \d+ manual$/m);
    expect(r.out).not.toMatch(/^game:/m);
  });

  it('prints a plain table without ANSI codes when not a terminal', async () => {
    const r = await runCli(['coverage', '--group', 'Core ability']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Deadly Demise');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: checking for ANSI escapes
    expect(r.out).not.toMatch(/\u001b\[/);
  });

  it('rejects an unknown option with exit code 2 and no stack trace', async () => {
    const r = await runCli(['coverage', '--bogus']);
    expect(r.code).toBe(2);
    expect(r.err).toContain("unknown option '--bogus'");
    expect(r.err).not.toContain('at ');
  });
});
