import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCatalogue } from '@cogitator/data';
import { combatInputFromDatasheets, createCatalogueQuery, evaluate } from '@cogitator/engine';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeShared, sharedPath, WAHAPEDIA_DIR } from '../../../testing/shared.js';
import { runCli } from './run-cli.js';

/**
 * Issue 12 on the real data: the rules of the units involved, applied or named, in `calc` and
 * `coverage`. Pinned to the Wahapedia export of 2025-11-14 and the five seed pages.
 */
let dir: string;
let catalogue: string;
let seeds: string;
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const SEEDS = sharedPath('seeds');

describeShared('rules from the catalogue in the calculator and the coverage report', [WAHAPEDIA_DIR, SEEDS], () => {
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cogitator-rules-'));
    catalogue = join(dir, 'catalogue.json');
    seeds = join(dir, 'seeds.json');
    for (const [args, out] of [
      [[WAHAPEDIA_DIR, SEEDS], catalogue],
      [[SEEDS], seeds],
    ] as const) {
      const r = await runCli(['data', 'import', ...args, '--catalogue', out]);
      if (r.code !== 0) throw new Error(r.err);
    }
  }, 300_000);

  it('Land Raider against Cthonian Earthshakers: --json lists the rules not applied by name', async () => {
    const r = await runCli([
      'calc',
      '--attacker',
      'Land Raider',
      '--attacker-faction',
      'Grey Knights',
      '--defender',
      'Cthonian Earthshakers',
      '--json',
      '--catalogue',
      catalogue,
    ]);
    expect(r.code).toBe(0);
    const names = (JSON.parse(r.out).notApplied as { name: string; holder?: string }[]).map(
      (n) => `${n.holder ?? '-'}: ${n.name}`,
    );
    // Issue 13: Assault Ramp, Destabilising Quakes (neither changes an attack) and Geomantic Hunters (a toggle,
    // off by default) are in the registry now: none is left to apply by hand.
    expect(names).toEqual([]);
    const text = await runCli([
      'calc',
      '--attacker',
      'Land Raider',
      '--attacker-faction',
      'Grey Knights',
      '--defender',
      'Cthonian Earthshakers',
      '--catalogue',
      catalogue,
    ]);
    expect(text.out).not.toMatch(/^rules not applied/m);
  });

  it('Knight Paladin against Knight Paladin in the Fight phase: no invulnerable save (ranged attacks only)', async () => {
    const r = await runCli([
      'calc',
      '--attacker',
      'Knight Paladin',
      '--melee',
      '--defender',
      'Knight Paladin',
      '--json',
      '--catalogue',
      catalogue,
    ]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    for (const w of out.weapons) for (const g of w.params.vs) expect(g.save.kind).not.toBe('invulnerable');
    expect(out.notes).toContain('Knight Paladin: invulnerable save 5+ against ranged attacks only');
  });

  it('Grimnyr leading Hearthkyn Warriors: FNP 5+ with the catalogue datasheet, T6 with the seed 000 one', async () => {
    const q = createCatalogueQuery(await loadCatalogue(catalogue));
    const seed = createCatalogueQuery(await loadCatalogue(seeds));
    const warriors = q.findDatasheets('Hearthkyn Warriors', 'Leagues of Votann')[0]!;
    const attacker = q.findDatasheets('Knight Paladin', 'Imperial Knights')[0]!;
    const catalogueGrimnyr = q.findDatasheets('Grimnyr', 'Leagues of Votann')[0]!;
    const seedGrimnyr = seed.findDatasheets('Grimnyr', 'Leagues of Votann')[0]!;
    const led = (g: typeof seedGrimnyr) =>
      evaluate(combatInputFromDatasheets(attacker, warriors, { defenderLeaders: [g] }).input).resolved;
    const a = led(catalogueGrimnyr);
    expect(a.target.toughness).toBe(5);
    // Hearthkyn Warriors have their own Feel No Pain 6+; Fortify gives every model of the unit 5+.
    expect(a.weapons[0]?.vs.map((g) => g.fnp)).toEqual(a.weapons[0]?.vs.map(() => 5));
    const b = led(seedGrimnyr);
    expect(b.target.toughness).toBe(6);
    // The CLI takes the Leader by name: the catalogue's Grimnyr, Feel No Pain 5+.
    const r = await runCli([
      'calc',
      '--attacker',
      'Knight Paladin',
      '--defender',
      'Hearthkyn Warriors',
      '--defender-leader',
      'Grimnyr',
      '--json',
      '--catalogue',
      catalogue,
    ]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).notes).toContain('Fortify (Psychic) (Grimnyr): applied');
    const wrong = await runCli([
      'calc',
      '--attacker',
      'Knight Paladin',
      '--defender',
      'Cthonian Earthshakers',
      '--defender-leader',
      'Grimnyr',
      '--catalogue',
      catalogue,
    ]);
    expect(wrong.code).toBe(2);
    expect(wrong.err).toContain('--defender-leader: Grimnyr cannot lead Cthonian Earthshakers (it leads');
  });

  it('coverage --json has a row with a status for every army rule of the five seed factions', async () => {
    const r = await runCli(['coverage', '--json', '--catalogue', catalogue]);
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.out).rows as {
      group: string;
      name: string;
      faction?: string;
      datasheet?: string;
      calculator: string;
    }[];
    const q = createCatalogueQuery(await loadCatalogue(catalogue));
    const key = (g: string, f: string, n: string, d = '') => `${g}|${f}|${d}|${n}`;
    const have = new Set(rows.map((x) => key(x.group, x.faction ?? '', x.name, x.datasheet ?? '')));
    const missing: string[] = [];
    for (const f of ['Leagues of Votann', 'Astra Militarum', 'Grey Knights', 'Imperial Knights']) {
      for (const ds of q.catalogue.datasheets.filter((d) => d.faction === f))
        for (const a of [...ds.abilities.datasheet, ...ds.abilities.wargear])
          if (!have.has(key('Datasheet ability', f, a.name, ds.name))) missing.push(`${ds.name}: ${a.name}`);
      for (const fr of q.faction(f)?.rules ?? []) if (!have.has(key('Faction rule', f, fr.name))) missing.push(fr.name);
      for (const d of q.detachments(f))
        for (const dr of d.rules) if (!rows.some((x) => x.name === dr.name)) missing.push(dr.name);
      for (const s of q.catalogue.stratagems.filter((s) => s.faction === f))
        if (!rows.some((x) => x.group === 'Stratagem' && x.name === s.name)) missing.push(s.name);
      for (const e of q.enhancements(f))
        if (!rows.some((x) => x.group === 'Enhancement' && x.name === e.name)) missing.push(e.name);
    }
    expect(missing).toEqual([]);
    for (const x of rows) expect(['automated', 'partial', 'manual', 'n/a']).toContain(x.calculator);
    expect(rows.find((x) => x.datasheet === 'Grimnyr' && x.name.startsWith('Fortify'))).toMatchObject({
      rule: 'leagues-of-votann/grimnyr/fortify@2025',
      calculator: 'automated',
    });
  });

  it("coverage --faction F --detachment D prints one army's rules", async () => {
    const r = await runCli(['coverage', '--faction', 'Leagues of Votann', '--catalogue', catalogue]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Eye of the Ancestors');
    expect(r.out).toContain('Fortify (Psychic)');
    const q = createCatalogueQuery(await loadCatalogue(catalogue));
    const d = q.detachments('Leagues of Votann')[0]!;
    const one = await runCli([
      'coverage',
      '--faction',
      'Leagues of Votann',
      '--detachment',
      d.name,
      '--json',
      '--catalogue',
      catalogue,
    ]);
    const rows = JSON.parse(one.out).rows as { group: string; detachment?: string }[];
    expect(rows.filter((x) => x.group === 'Detachment rule').every((x) => x.detachment === d.name)).toBe(true);
    const bad = await runCli([
      'coverage',
      '--faction',
      'Leagues of Votann',
      '--detachment',
      'Nope',
      '--catalogue',
      catalogue,
    ]);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('Leagues of Votann has no detachment "Nope"');
  });
});
