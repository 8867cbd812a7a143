import { type ImportedSource, InputError } from '@cogitator/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importWahapediaTexts } from '../src/wahapedia/index.js';
import { errorOf } from './fixtures/errors.js';
import { MINI, miniTexts, reorder, serialise } from './fixtures/mini-export.js';

const run = (texts: Record<string, string>): ImportedSource =>
  importWahapediaTexts(texts, { path: '/mini', hash: 'h' });

describe('Wahapedia import of a small export', () => {
  const src = run(miniTexts());
  const byName = (n: string) => src.datasheets.find((d) => d.name === n)!;

  it('reads the snapshot date, factions with their army rules, and every datasheet', () => {
    expect(src.info).toEqual({ kind: 'wahapedia', path: '/mini', snapshot: '2025-01-31', edition: '10e', hash: 'h' });
    expect(src.factions).toEqual([
      {
        id: 'wahapedia:TF',
        name: 'Test Faction',
        rules: [{ name: 'Test Oath', text: 'Army rule of the Test Faction.' }],
      },
    ]);
    expect(src.datasheets.map((d) => d.id)).toEqual([
      'wahapedia:000000001',
      'wahapedia:000000002',
      'wahapedia:000000003',
    ]);
    expect(src.skipped).toEqual([]);
    expect(src.warnings).toEqual([
      {
        code: 'note',
        message: 'Test Tank (Test Tank): inv_sv "5*" has a footnote mark; read as 5',
        where: { source: 'Datasheets_models.csv', line: 5, field: 'inv_sv' },
      },
    ]);
  });

  it('maps profiles, weapons with parsed abilities, abilities, composition, points, keywords', () => {
    const squad = byName('Test Squad');
    expect(squad.profiles.map((p) => [p.name, p.movement, p.save, p.leadership, p.baseSize])).toEqual([
      ['Sergeant', 6, 3, 6, { kind: 'round', mm: 32 }],
      ['Trooper', 6, 3, 7, { kind: 'round', mm: 32 }],
    ]);
    expect(squad.weapons).toHaveLength(1);
    expect(squad.weapons[0]!.name).toBe('Test rifle');
    expect(squad.weapons[0]!.profiles.map((p) => [p.name, p.strength, p.ap, p.abilities.map((a) => a.kind)])).toEqual([
      ['Test rifle – standard', 4, 0, ['rapid-fire']],
      ['Test rifle – overcharge', 5, -1, ['hazardous', 'rapid-fire']],
    ]);
    expect(squad.composition).toEqual([
      { model: 'Sergeant', min: 1, max: 1 },
      { model: 'Trooper', min: 4, max: 9 },
    ]);
    expect(squad.points).toEqual([
      { models: 5, points: 90 },
      { models: 10, points: 180 },
    ]);
    expect(squad.keywords).toEqual(['INFANTRY']);
    expect(squad.modelKeywords).toEqual([{ model: 'Sergeant', keywords: ['SERGEANT'] }]);
    expect(squad.factionKeywords).toEqual(['TEST FACTION']);
    expect(squad.wargearOptions).toEqual(['The Sergeant’s test rifle can be replaced with 1 test pistol.']);
    expect(squad.equipment).toEqual([{ who: 'Every model', items: ['test rifle'] }]);
  });

  it('links leaders both ways and reads core abilities with parameters', () => {
    const captain = byName('Test Captain');
    expect(captain.leads).toEqual(['Test Squad']);
    expect(byName('Test Squad').ledBy).toEqual(['Test Captain']);
    expect(captain.abilities.core).toEqual([{ kind: 'leader' }]);
    expect(captain.abilities.faction).toEqual(['Test Oath']);
    expect(captain.abilities.datasheet).toEqual([
      { name: 'Inspiring', text: 'While leading a unit, add 1 to its Hit rolls.' },
    ]);
    expect(captain.composition).toEqual([{ model: 'Test Captain', min: 1, max: 1, epicHero: true }]);
    const tank = byName('Test Tank');
    expect(tank.abilities.core).toEqual([{ kind: 'deadly-demise', x: { count: 1, sides: 3, bonus: 0 } }]);
    expect(tank.profiles[0]).toMatchObject({
      invulnerableSave: 5,
      invulnerableNote: 'Against ranged attacks only',
      baseSize: { kind: 'hull' },
    });
    expect(tank.damaged).toEqual({
      minWounds: 1,
      maxWounds: 4,
      text: 'While this model has 1-4 wounds remaining, subtract 1 from the Hit roll.',
      effects: [{ kind: 'roll', roll: 'hit', n: -1 }],
    });
    expect(tank.transport).toMatchObject({ capacity: 6, allowed: ['TEST INFANTRY'] });
  });

  it('splits Stratagems and links them, Enhancements and detachment rules to datasheets', () => {
    const gambit = src.stratagems.find((s) => s.name === 'TEST GAMBIT')!;
    expect(gambit).toMatchObject({
      id: 'wahapedia:000000500002',
      cp: 1,
      category: 'Battle Tactic',
      source: 'Test Host',
      detachment: 'Test Host',
      detachmentId: 'wahapedia:000000050',
      faction: 'Test Faction',
      parts: {
        when: 'Your Shooting phase.',
        target: 'One TEST unit from your army.',
        effect: 'Until the end of the phase, add 1 to Wound rolls.',
        restrictions: 'Once per battle.',
      },
    });
    const core = src.stratagems.find((s) => s.name === 'TEST RE-ROLL')!;
    expect([core.source, core.category, core.detachment, core.faction]).toEqual([
      'Core',
      'Battle Tactic',
      undefined,
      undefined,
    ]);
    expect(src.datasheetStratagems).toEqual([
      { datasheet: 'wahapedia:000000001', stratagem: 'wahapedia:000000500002' },
      { datasheet: 'wahapedia:000000002', stratagem: 'wahapedia:000000500002' },
      { datasheet: 'wahapedia:000000001', stratagem: 'wahapedia:000000900001' },
    ]);
    expect(src.detachments).toEqual([
      expect.objectContaining({
        id: 'wahapedia:000000050',
        name: 'Test Host',
        rules: [{ name: 'Test Doctrine', text: 'Units from your army re-roll Hit rolls of 1.' }],
      }),
    ]);
    expect(src.enhancements).toEqual([
      expect.objectContaining({
        name: 'Test Relic',
        points: 20,
        detachment: 'Test Host',
        text: 'The bearer has Feel No Pain 5+.',
      }),
    ]);
    expect(src.datasheetEnhancements).toEqual([
      { datasheet: 'wahapedia:000000001', enhancement: 'wahapedia:000000500001' },
    ]);
    expect(src.datasheetDetachmentRules).toEqual([
      { datasheet: 'wahapedia:000000001', detachment: 'wahapedia:000000050', rule: 'Test Doctrine' },
    ]);
  });

  it('imports an export with reordered columns the same', () => {
    const models = MINI['Datasheets_models.csv']!;
    const strats = MINI['Stratagems.csv']!;
    const other = run(
      miniTexts({
        'Datasheets_models.csv': reorder(models, [12, 3, 0, 2, 4, 5, 6, 7, 8, 9, 10, 11, 1]),
        'Stratagems.csv': reorder(strats, [10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]),
      }),
    );
    expect(other.datasheets).toEqual(src.datasheets);
    expect(other.stratagems).toEqual(src.stratagems);
  });

  it('lists a datasheet without models in skipped, with the reason', () => {
    const ds = MINI['Datasheets.csv']!;
    const extra = [...ds[1]!];
    extra[0] = '000000009';
    extra[1] = 'Ghost Sheet';
    extra[8] = 'true';
    const other = run(miniTexts({ 'Datasheets.csv': [...ds, extra] }));
    expect(other.skipped).toEqual([
      {
        what: 'datasheet',
        id: 'wahapedia:000000009',
        name: 'Ghost Sheet',
        reason: 'virtual datasheet (not for army lists) with no model profiles',
      },
    ]);
  });
});

describe('Wahapedia import: bad input', () => {
  it('names a missing file', () => {
    const e = errorOf(() => run(miniTexts({ 'Datasheets_leader.csv': undefined })));
    expect(e.where.source).toBe('/mini');
    expect(e.message).toMatch(/^missing file Datasheets_leader\.csv: a Wahapedia export has 20 files/);
  });

  it('names file and column for a missing required column', () => {
    const models = MINI['Datasheets_models.csv']!.map((r) => r.filter((_, i) => i !== 8));
    const e = errorOf(() => run(miniTexts({ 'Datasheets_models.csv': models })));
    expect(e.format()).toMatch(/^Datasheets_models\.csv:1: W: missing column "W"/);
  });

  it('names file and line for a row with the wrong number of fields', () => {
    const text = serialise(MINI['Datasheets_wargear.csv']!).replace('|Test blade|', '|Test|blade|');
    const e = errorOf(() => run(miniTexts({ 'Datasheets_wargear.csv': text })));
    expect(e.format()).toBe(
      'Datasheets_wargear.csv:3: expected 13 fields and a closing "|" as in the header, but found 14 (14 "|" separators)',
    );
  });

  it('says a truncated file looks truncated', () => {
    const text = serialise(MINI['Stratagems.csv']!);
    const e = errorOf(() => run(miniTexts({ 'Stratagems.csv': text.slice(0, text.length - 40) })));
    expect(e.where).toEqual({ source: 'Stratagems.csv', line: 3 });
    expect(e.message).toContain('the file looks truncated');
  });

  it('rejects a snapshot date it cannot read', () => {
    const e = errorOf(() => run(miniTexts({ 'Last_update.csv': [['last_update'], ['yesterday']] })));
    expect(e.format()).toBe(
      'Last_update.csv:2: last_update: expected a date "yyyy-mm-dd hh:mm:ss" but found "yesterday"',
    );
  });
});

describe('Wahapedia import: edition guard', () => {
  const factions = MINI['Factions.csv']!;
  const datasheets = MINI['Datasheets.csv']!;
  const relink = (t: string[][], from: string, to: string) => t.map((r) => r.map((c) => c.replaceAll(from, to)));

  it('refuses an 11th edition export, naming the link', () => {
    const e = errorOf(() => run(miniTexts({ 'Factions.csv': relink(factions, 'wh40k10ed', 'wh40k11ed') })));
    expect(e.format()).toBe(
      'Factions.csv:2: link: this export is Warhammer 40,000 11th edition (its link https://wahapedia.ru/wh40k11ed/factions/test-faction says "wh40k11ed"); Cogitator reads 10th edition data only',
    );
  });

  it('refuses an export whose links carry no edition', () => {
    const e = errorOf(() =>
      run(
        miniTexts({
          'Factions.csv': relink(factions, 'wh40k10ed/', ''),
          'Datasheets.csv': relink(datasheets, 'wh40k10ed/', ''),
        }),
      ),
    );
    expect(e.message).toMatch(/^cannot tell which edition this export is/);
    expect(e.where).toEqual({ source: 'Factions.csv', field: 'link' });
  });

  it('refuses a publication of another edition', () => {
    const source = MINI['Source.csv']!.map((r, i) => (i === 1 ? r.map((c, j) => (j === 3 ? '11' : c)) : r));
    const e = errorOf(() => run(miniTexts({ 'Source.csv': source })));
    expect(e.format()).toBe(
      'Source.csv:2: edition: publication "Test Codex" is 11th edition; Cogitator reads 10th edition data only',
    );
  });
});

describe('Wahapedia import: fuzz', () => {
  const texts = miniTexts();
  const files = Object.keys(texts);

  it('never throws anything but an InputError when a file is mangled', () => {
    const mutation = fc.record({
      file: fc.constantFrom(...files),
      at: fc.nat(),
      kind: fc.constantFrom('truncate', 'delete', 'insert', 'replace'),
      text: fc.string({
        unit: fc.constantFrom('|', '\r\n', '\n', 'x', '9', '-', '+', '"', '<b>', '&', 'D6', '', 'wh40k11ed'),
      }),
    });
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), (mutations) => {
        const t = { ...texts };
        for (const m of mutations) {
          const s = t[m.file]!;
          const at = m.at % (s.length + 1);
          t[m.file] =
            m.kind === 'truncate'
              ? s.slice(0, at)
              : m.kind === 'delete'
                ? s.slice(0, at) + s.slice(at + 1)
                : m.kind === 'insert'
                  ? s.slice(0, at) + m.text + s.slice(at)
                  : s.slice(0, at) + m.text + s.slice(at + m.text.length);
        }
        try {
          run(t);
        } catch (e) {
          if (!(e instanceof InputError)) throw e;
        }
      }),
      { numRuns: 1500 },
    );
  });
});
