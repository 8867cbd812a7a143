import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeShared, WAHAPEDIA_DIR } from '../../../testing/shared.js';
import { LAND_RAIDER_VS_EARTHSHAKERS } from '../../engine/test/combat-fixtures.js';
import { runCli } from './run-cli.js';

// Pinned to the Wahapedia 2025-11-14 export (Land Raider 220 pts, its statline M10" T12 Sv2+ W16).
let dir: string;
let catalogue: string;
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const LAND_RAIDER = ['--attacker', 'Land Raider', '--attacker-faction', 'Grey Knights'];

describeShared('cogitator calc with units and weapons by name', [WAHAPEDIA_DIR], () => {
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cogitator-calc-'));
    catalogue = join(dir, 'catalogue.json');
    const r = await runCli(['data', 'import', WAHAPEDIA_DIR, '--catalogue', catalogue]);
    if (r.code !== 0) throw new Error(r.err);
  }, 120_000);

  it('Land Raider (Grey Knights), all ranged weapons, into Cthonian Earthshakers = the hand-written scenario', async () => {
    const named = await runCli([
      'calc',
      ...LAND_RAIDER,
      '--defender',
      'Cthonian Earthshakers',
      '--json',
      '--catalogue',
      catalogue,
    ]);
    expect(named.code).toBe(0);
    const byHand = await runCli(['calc', '--scenario', '-', '--json'], JSON.stringify(LAND_RAIDER_VS_EARTHSHAKERS));
    expect(byHand.code).toBe(0);
    const a = JSON.parse(named.out);
    const b = JSON.parse(byHand.out);
    expect(a.damage).toEqual(b.damage);
    expect(a.modelsDestroyed).toEqual(b.modelsDestroyed);
    expect(a.modelsDestroyed.mean).toBeCloseTo(1.27002, 5);
    expect(a.attacker).toEqual({ id: 'wahapedia:000000391', name: 'Land Raider', faction: 'Grey Knights' });
    expect(a.defender).toMatchObject({ name: 'Cthonian Earthshakers', faction: 'Leagues of Votann' });
    expect(a.weapons.map((w: { profile: string }) => w.profile)).toEqual([
      '2x Godhammer lascannon: A2 BS3+ S12 AP-3 DD6+1',
      '1x Twin heavy bolter: A3 BS3+ S5 AP-1 D2 [SUSTAINED HITS 1, TWIN-LINKED]',
    ]);
    expect(a.notes).toContain(
      'not in the default equipment (name them to use them): Hunter-killer missile, Multi-melta, Storm bolter',
    );
  });

  it('prints the units, the result and every assumption as text', async () => {
    const r = await runCli(['calc', ...LAND_RAIDER, '--defender', 'Cthonian Earthshakers', '--catalogue', catalogue]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Land Raider \(Grey Knights\) -> Cthonian Earthshakers \(Leagues of Votann\)\n/);
    expect(r.out).toContain('Target: Cthonian Earthshakers (2x models W6; Toughness 6, 2 models, 12 wounds)');
    expect(r.out).toMatch(/│ all, in order +│ 7 +│ 5\.17 │ 3\.61 +│ 3\.15 +│ 9\.01 +│ 1\.27 +│ 39\.2% +│/);
    expect(r.out).toContain('note: Land Raider is assumed above its Damaged bracket (1-5 wounds left:');
  });

  it('a defender with two model profiles is two groups; its CHARACTER is allocated last', async () => {
    const r = await runCli([
      'calc',
      '--attacker',
      'Hearthkyn Warriors',
      '--weapon',
      'Ion blaster=3',
      '--defender',
      'Grimnyr',
      '--json',
      '--catalogue',
      catalogue,
    ]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(out.target.groups).toEqual([
      { name: 'models', models: 2, wounds: 1, character: false },
      { name: 'GRIMNYR', models: 1, wounds: 4, character: true },
    ]);
    expect(out.weapons.map((w: { profile: string }) => w.profile)).toEqual(['3x Ion blaster: A1 BS4+ S5 AP-2 D1']);
  });

  it('an ambiguous name lists the candidates by faction; an unknown one suggests', async () => {
    const both = await runCli(['calc', '--attacker', 'Land Raider', '--vs', '5x T4 3+ W2', '--catalogue', catalogue]);
    expect(both.code).toBe(1);
    expect(both.err).toContain('error: "Land Raider" names 2 datasheets:\n');
    expect(both.err).toMatch(/ {2}Land Raider \(Grey Knights\).*id wahapedia:000000391\n/);
    expect(both.err).toMatch(/ {2}Land Raider \(Space Marines\).*id wahapedia:000000065\n/);
    expect(both.err).toContain('pick one with --attacker-faction <faction or faction keyword>, or give its id');
    const typo = await runCli(['calc', ...LAND_RAIDER, '--defender', 'Cthonian Erthshakers', '--catalogue', catalogue]);
    expect(typo.code).toBe(1);
    expect(typo.err).toBe(
      'error: no datasheet named "Cthonian Erthshakers"; did you mean:\n  Cthonian Earthshakers (Leagues of Votann)\n',
    );
    const weapon = await runCli([
      'calc',
      ...LAND_RAIDER,
      '--weapon',
      'lascanon',
      '--vs',
      'T4 3+ W2',
      '--catalogue',
      catalogue,
    ]);
    expect(weapon.code).toBe(1);
    expect(weapon.err).toContain('has no weapon "lascanon"; did you mean "Godhammer lascannon"?');
  });

  it('mixes a named unit with a quick profile, and refuses what does not go together', async () => {
    const r = await runCli([
      'calc',
      '-a',
      '10',
      '--bs',
      '3',
      '-s',
      '4',
      '--ap',
      '-1',
      '-d',
      '1',
      '--defender',
      'Land Raider',
      '--defender-faction',
      'grey knights',
      '--json',
      '--catalogue',
      catalogue,
    ]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).target.groups).toEqual([{ name: 'models', models: 1, wounds: 16, character: false }]);
    const both = await runCli(['calc', ...LAND_RAIDER, '-a', '3', '--vs', 'T4 3+ W2', '--catalogue', catalogue]);
    expect(both.code).toBe(2);
    expect(both.err).toBe('error: --attacker cannot be combined with --attacks\n');
    const size = await runCli([
      ...['calc', ...LAND_RAIDER],
      '--defender',
      'Grimnyr',
      '--defender-models',
      '4',
      '--catalogue',
      catalogue,
    ]);
    expect(size.code).toBe(1);
    expect(size.err).toBe('error: defender models: Grimnyr (Leagues of Votann) has 3 models, not 4\n');
  });
});
