import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeShared, WAHAPEDIA_DIR } from '../../../testing/shared.js';
import { runCli } from './run-cli.js';

/**
 * Issue 14: rules compiled from their text at `data import` become registry definitions, found by the
 * calculator and the coverage report through the rule instances. Pinned to the 2025-11-14 export.
 */
let dir: string;
let catalogue: string;
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describeShared('rules compiled from their text, in calc and coverage', [WAHAPEDIA_DIR], () => {
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cogitator-compiled-'));
    catalogue = join(dir, 'catalogue.json');
    const r = await runCli(['data', 'import', WAHAPEDIA_DIR, '--catalogue', catalogue]);
    if (r.code !== 0) throw new Error(r.err);
  }, 300_000);

  it('calc applies a compiled datasheet ability and names it: Allarus Custodians, Slayers of Tyrants', async () => {
    // "Each time a model in this unit makes an attack that targets a CHARACTER, MONSTER or VEHICLE unit,
    // you can re-roll the Wound roll."
    const r = await runCli([
      'calc',
      '--attacker',
      'Allarus Custodians',
      '--weapon',
      'Guardian spear',
      '--defender',
      'Carnifexes',
      '--json',
      '--catalogue',
      catalogue,
    ]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(out.weapons[0].modifiers).toContain('re-roll failed wounds: Slayers of Tyrants (Allarus Custodians)');
    // 2 models x A2 = 4 attacks, hit on 2+ (5/6); S4 against T9 wounds on 6+, re-rolled: 1/6 + 5/6 x 1/6 = 11/36.
    expect(out.hits.mean).toBeCloseTo(10 / 3, 9);
    expect(out.wounds.mean).toBeCloseTo((10 / 3) * (11 / 36), 9);
    // Carnifex Sv 2+ against AP-1: 3+, a third fails; Damage 2.
    expect(out.damage.mean).toBeCloseTo((10 / 3) * (11 / 36) * (1 / 3) * 2, 9);
    const names = (out.notApplied as { name: string }[]).map((n) => n.name);
    expect(names).not.toContain('Slayers of Tyrants');
  });

  it('coverage marks the compiled rows and --compiled counts them per faction and kind', async () => {
    const all = await runCli(['coverage', '--json', '--catalogue', catalogue]);
    const rows = JSON.parse(all.out).rows as {
      group: string;
      name: string;
      faction?: string;
      datasheet?: string;
      compiled?: true;
    }[];
    expect(rows.find((x) => x.datasheet === 'Allarus Custodians' && x.name === 'Slayers of Tyrants')).toMatchObject({
      calculator: 'automated',
      // An always-on ability whose rows the attack resolution reads: the game applies it too.
      game: 'automated',
      compiled: true,
    });
    // A hand-written definition wins over the compiled one (Sanctic Spearhead's Stratagem, issue 13).
    const abominus = rows.find(
      (x) => x.faction === 'Grey Knights' && x.group === 'Stratagem' && /^abominus-class targets$/i.test(x.name),
    );
    expect(abominus).toMatchObject({ rule: 'grey-knights/sanctic-spearhead/abominus-class-targets' });
    expect(abominus?.compiled).toBeUndefined();

    const text = await runCli(['coverage', '--catalogue', catalogue]);
    expect(text.out).toMatch(
      /^army rules compiled from their text: [1-9]\d* of \d+ \(per faction and kind: --compiled\)$/m,
    );

    const r = await runCli(['coverage', '--compiled', '--json', '--catalogue', catalogue]);
    expect(r.code).toBe(0);
    const c = JSON.parse(r.out) as {
      perFaction: Record<string, string>[];
      rules: { name: string; reading?: { effects: unknown[] } }[];
    };
    const custodes = c.perFaction.find((p) => p.faction === 'Adeptus Custodes');
    expect(custodes?.['Datasheet ability']).toMatch(/^[1-9]\d*\/\d+$/);
    expect(c.rules.find((x) => x.name === 'Slayers of Tyrants')?.reading?.effects).toEqual([
      {
        kind: 'reroll',
        roll: 'wound',
        policy: 'failed',
        when: [{ kind: 'target-keyword', any: ['CHARACTER', 'MONSTER', 'VEHICLE'] }],
      },
    ]);
    const one = await runCli(['coverage', '--compiled', '--faction', 'Adeptus Custodes', '--catalogue', catalogue]);
    expect(one.out).toMatch(/Slayers of Tyrants.*Allarus Custodians.*automated.*re-roll the Wound roll/);
  });

  it('show prints the plain-words reading beside a compiled ability, and none beside a manual one', async () => {
    const r = await runCli(['show', 'Allarus Custodians', '--catalogue', catalogue]);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    const at = lines.findIndex((l) => l.startsWith('Slayers of Tyrants: '));
    expect(lines[at + 1]).toBe(
      '  read as: Effect: re-roll the Wound roll if the target is CHARACTER or MONSTER or VEHICLE. (calculator: automated; game: automated)',
    );
    // "From Golden Light: Once per battle, at the end of your opponent's turn, ...": not read.
    const golden = lines.findIndex((l) => l.startsWith('From Golden Light: '));
    expect(lines[golden + 1]).not.toMatch(/read as/);
  });
});
