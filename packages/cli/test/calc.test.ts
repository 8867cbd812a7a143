import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const QUICK = ['calc', '-a', '10', '--bs', '3', '-s', '4', '--ap', '-1', '-d', '1', '--vs', '5x T4 3+ W2'];
const scenario = {
  attacker: {
    weapons: [
      {
        name: 'Bolt rifle',
        models: 10,
        type: 'ranged',
        attacks: '1',
        skill: 3,
        strength: 4,
        ap: -1,
        damage: '1',
        abilities: ['sustained hits 1'],
      },
    ],
  },
  defender: {
    models: 5,
    toughness: 4,
    save: 3,
    invulnerable: null,
    wounds: 2,
    feelNoPain: null,
    keywords: ['INFANTRY'],
  },
};
const dir = mkdtempSync(join(tmpdir(), 'cogitator-calc-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('cogitator calc', () => {
  it('a quick profile: a table per stage and a histogram of models destroyed', async () => {
    const r = await runCli([...QUICK, '--abilities', '[sustained hits 1]']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('1x weapon: A10 BS3+ S4 AP-1 D1 [SUSTAINED HITS 1]');
    expect(r.out).toMatch(/│ weapon +│ 10 +│ 8\.33 +│ 4\.17 +│ 2\.08 +│ 2\.08 +│ 0\.79 /);
    expect(r.out).toContain('  k    P(=k)   P(>=k)');
    expect(r.out).toMatch(/ {2}1 +\d+\.\d% +\d+\.\d% +#+/);
    expect(r.err).toBe('');
  });

  it('prints every applied modifier with its source', async () => {
    const r = await runCli([...QUICK, '--abilities', '[heavy]', '--stationary', '--stealth', '--cover']);
    expect(r.out).toContain('+1 to hit: Heavy, remained stationary');
    expect(r.out).toContain('-1 to hit: Stealth');
    expect(r.out).toContain('+1 to save: Benefit of Cover (models)');
  });

  it('--json keeps the contract: damage and modelsDestroyed with mean and pmf', async () => {
    const r = await runCli([...QUICK, '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.damage.mean).toBeCloseTo(5 / 3, 9);
    expect(j.modelsDestroyed.mean).toBeCloseTo(0.5876687158, 9);
    expect(j.modelsDestroyed.pmf).toHaveLength(6);
    expect(j.weapons[0].name).toBe('weapon');
    expect(j.weapons[0].hits.mean).toBeCloseTo(20 / 3, 9);
  });

  it('--scenario - reads stdin; the reference figure comes out', async () => {
    const r = await runCli(['calc', '--scenario', '-', '--json'], JSON.stringify(scenario));
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.modelsDestroyed.mean.toFixed(4)).toBe('0.7939');
    expect(j.weapons[0].modifiers).toContain('a Critical Hit scores 1 extra hit(s): Sustained Hits 1');
  });

  it('a bad scenario: exit code 2 and the field named, no stack', async () => {
    const bad = { ...scenario, attacker: { weapons: [{ ...scenario.attacker.weapons[0], attacks: 'D7' }] } };
    const r = await runCli(['calc', '--scenario', '-'], JSON.stringify(bad));
    expect(r.code).toBe(2);
    expect(r.err).toContain('stdin: attacker.weapons[0].attacks: "D7" is not a dice expression');
    expect(r.err).not.toContain('    at ');
  });

  it('a missing scenario file or a half-given quick profile are usage errors', async () => {
    const missing = await runCli(['calc', '--scenario', join(dir, 'nope.json')]);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('cannot read scenario');
    const half = await runCli(['calc', '-a', '10']);
    expect(half.code).toBe(2);
    expect(half.err).toContain('missing --bs, --strength, --damage, --vs');
    const vs = await runCli([...QUICK.slice(0, -1), '5x T4 W2']);
    expect(vs.code).toBe(2);
    expect(vs.err).toContain('--vs: profile 1 "5x T4 W2" has no save');
    const mixed = await runCli(['calc', '--scenario', '-', '--cover'], JSON.stringify(scenario));
    expect(mixed.err).toContain('--scenario cannot be combined with --cover');
    const noTarget = await runCli(['calc', '--attacker', 'Intercessors']);
    expect(noTarget.code).toBe(2);
    expect(noTarget.err).toBe('error: name the target: --defender "<unit>" or --vs "5x T4 3+ W2"\n');
    const missingCatalogue = join(dir, 'no-catalogue.json');
    const cat = await runCli([
      'calc',
      '--attacker',
      'Intercessors',
      '--vs',
      '5x T4 3+ W2',
      '--catalogue',
      missingCatalogue,
    ]);
    expect(cat.code).toBe(1);
    expect(cat.err).toBe(
      `error: ${missingCatalogue}: no catalogue here yet: run \`cogitator data import <dir>...\` first\n`,
    );
  });

  it('--svg writes a bar chart, and nothing when it cannot', async () => {
    const file = join(dir, 'chart.svg');
    const r = await runCli([...QUICK, '--svg', file]);
    expect(r.code).toBe(0);
    const svg = readFileSync(file, 'utf8');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.match(/class="bar"/g)?.length).toBeGreaterThanOrEqual(4);
    expect(svg).toContain('data-k="0"');
    const bad = join(dir, 'missing-dir', 'chart.svg');
    const r2 = await runCli([...QUICK, '--svg', bad]);
    expect(r2.code).toBe(2);
    expect(existsSync(bad)).toBe(false);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('documents its flags in --help', async () => {
    const r = await runCli(['calc', '--help']);
    expect(r.code).toBe(0);
    for (const flag of [
      '--scenario',
      '--vs',
      '--abilities',
      '--reroll-hits',
      '--half-range',
      '--dev-wounds',
      '--svg',
      '--attacker',
    ]) {
      expect(r.out).toContain(flag);
    }
  });
});
