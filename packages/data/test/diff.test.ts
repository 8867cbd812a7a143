import { emptyDatasheet, type PrintedProfile, type SourceKind, singularName } from '@cogitator/engine';
import { describe, expect, it } from 'vitest';
import { testSource } from '../../../testing/source.js';
import { importBsdataFiles } from '../src/bsdata/index.js';
import { compareCharacteristic, compareKeywords, diffSources, pairInTiers } from '../src/diff/index.js';
import { importWahapediaTexts } from '../src/wahapedia/index.js';
import { miniFiles } from './fixtures/bsdata-mini.js';
import { errorOf } from './fixtures/errors.js';
import { miniTexts } from './fixtures/mini-export.js';

const LABELS = ['Wahapedia', 'BSData'] as const;

describe('compareCharacteristic', () => {
  it('the same text is the same', () => {
    expect(compareCharacteristic('SV', '3+', '3+', LABELS)).toEqual({ kind: 'same' });
  });

  it.each([
    ['LD', '7+', '7', 'BSData: "7" read as 7+'],
    ['LD', '+6', '6+', 'Wahapedia: leading plus "+6" read as 6+'],
    ['T', '5*', '5', 'Wahapedia: asterisk (a rule modifies it)'],
    ['A', 'D6 ', 'D6', 'Wahapedia: surrounding or doubled spaces'],
    ['BS', 'N/A', '-', 'the same value written differently'],
    ['M', '20+"', '20"+', 'BSData: "20"+" read as 20+"'],
  ])('%s %j vs %j is noise: %s', (field, a, b, note) => {
    expect(compareCharacteristic(field, a, b, LABELS)).toEqual({ kind: 'noise', note });
  });

  it('a different value is real, and so is an unreadable one', () => {
    expect(compareCharacteristic('T', '10', '9', LABELS)).toEqual({ kind: 'real' });
    expect(compareCharacteristic('D', 'D6', 'D3', LABELS)).toEqual({ kind: 'real' });
    expect(compareCharacteristic('M', '20+"', '20"', LABELS)).toEqual({
      kind: 'real',
      note: 'a minimum move against a fixed one',
    });
    expect(compareCharacteristic('S', '9', '-9', LABELS)).toEqual({
      kind: 'real',
      note: 'BSData: "-9" is not a whole number (S)',
    });
  });
});

describe('compareKeywords', () => {
  it('ignores case and "-" for none; other orders and spellings are noise', () => {
    expect(compareKeywords('rapid fire 1, twin-linked', 'Rapid Fire 1, Twin-linked')).toEqual({ kind: 'same' });
    expect(compareKeywords('', '-')).toEqual({ kind: 'same' });
    expect(compareKeywords('rapid fire 4, twin-linked', 'Twin-Linked, Rapid Fire 4')).toEqual({
      kind: 'noise',
      note: 'the same abilities written differently',
    });
    expect(compareKeywords('sustained hits 1, twin-linked', 'Sustained Hits, Twin-linked')).toEqual({ kind: 'real' });
    expect(compareKeywords('heavy', 'Blast')).toEqual({ kind: 'real' });
  });
});

describe('pairing', () => {
  it('singularName gives singular and plural names one key', () => {
    expect(singularName('Allarus Custodians')).toBe('allarus custodian');
    expect(singularName('Penitent Engines')).toBe('penitent engine');
    expect(singularName('Weapons Batteries')).toBe('weapon battery');
    expect(singularName('Wyches')).toBe('wych');
    expect(singularName('Chaos Lords')).toBe(singularName('Chaos Lord'));
    expect(singularName('Boss')).toBe('boss');
  });

  it('pairInTiers pairs by each key in turn and says which key paired each', () => {
    const p = pairInTiers(
      ['Boltgun', 'Lashing tongues', 'Claws'],
      ['lashing tongue', 'boltgun', 'Teeth'],
      [(s) => s.toLowerCase(), (s) => singularName(s)],
    );
    expect(p.pairs).toEqual([
      ['Boltgun', 'boltgun'],
      ['Lashing tongues', 'lashing tongue'],
    ]);
    expect(p.tier.get('Boltgun')).toBe(0);
    expect(p.tier.get('Lashing tongues')).toBe(1);
    expect(p.firstOnly).toEqual(['Claws']);
    expect(p.secondOnly).toEqual(['Teeth']);
  });
});

/** A source with datasheets and their printed profiles, for the comparison only. */
function source(
  kind: SourceKind,
  sheets: { faction: string; name: string; printed: Omit<PrintedProfile, 'datasheet'>[] }[],
) {
  const datasheets = sheets.map((s, i) => emptyDatasheet(`${kind}:${i}`, s.name, s.faction));
  const printed = sheets.flatMap((s, i) => s.printed.map((p) => ({ ...p, datasheet: `${kind}:${i}` })));
  return testSource({ kind, path: kind, snapshot: null, edition: '10e', hash: '0' }, { datasheets, printed });
}

const model = (name: string, m: string, t: string, sv: string, w: string, ld: string, oc: string) => ({
  kind: 'model' as const,
  name,
  values: { M: m, T: t, SV: sv, W: w, LD: ld, OC: oc },
});
const gun = (name: string, range: string, a: string, bs: string, s: string, ap: string, d: string, kw: string) => ({
  kind: 'ranged' as const,
  name,
  values: { Range: range, A: a, BS: bs, S: s, AP: ap, D: d, Keywords: kw },
});

describe('importers keep profiles as printed', () => {
  it('Wahapedia: cells as they are, bare skills and ranges given their + and inch mark', () => {
    const src = importWahapediaTexts(miniTexts(), { path: '/mini', hash: 'h' });
    expect(src.printed?.filter((p) => p.datasheet === 'wahapedia:000000001')).toEqual([
      {
        datasheet: 'wahapedia:000000001',
        kind: 'model',
        name: 'Test Captain',
        values: { M: '6"', T: '4', SV: '3+', W: '5', LD: '6+', OC: '1' },
      },
      {
        datasheet: 'wahapedia:000000001',
        kind: 'ranged',
        name: 'Test pistol',
        values: { Range: '12"', A: '1', BS: '2+', S: '4', AP: '-1', D: '1', Keywords: 'pistol' },
      },
      {
        datasheet: 'wahapedia:000000001',
        kind: 'melee',
        name: 'Test blade',
        values: { Range: 'Melee', A: '5', WS: '2+', S: '5', AP: '-2', D: '2', Keywords: '' },
      },
    ]);
    expect(src.printed).toHaveLength(4 + 5);
  });

  it('BSData: characteristic texts untouched, shared weapons once per unit', () => {
    const src = importBsdataFiles('/data/mini', miniFiles());
    const wardens = src.datasheets.find((d) => d.name === 'Wardens')!;
    expect(src.printed?.filter((p) => p.datasheet === wardens.id)).toEqual([
      {
        datasheet: wardens.id,
        kind: 'model',
        name: 'Warden Sergeant',
        values: { M: '6"', T: '4', SV: '3+', W: '2', LD: '6+', OC: '2' },
      },
      {
        datasheet: wardens.id,
        kind: 'model',
        name: 'Warden',
        values: { M: '6"', T: '4', SV: '3+', W: '2', LD: '7', OC: '2' },
      },
      {
        datasheet: wardens.id,
        kind: 'ranged',
        name: 'Storm rifle',
        values: { Range: '24"', A: '2', BS: '3+', S: '4', AP: '0', D: '1', Keywords: 'Rapid Fire 1' },
      },
    ]);
    const hero = src.datasheets.find((d) => d.name === 'Brokhyr Hero')!;
    expect(src.printed?.filter((p) => p.datasheet === hero.id).map((p) => p.name)).toEqual([
      'Brokhyr Hero',
      'Graviton hammer - strike',
      'Graviton hammer - sweep',
    ]);
  });
});

describe('diffSources', () => {
  const wahapedia = source('wahapedia', [
    {
      faction: 'Leagues of Votann',
      name: 'Hearthkyn Warriors',
      printed: [
        model('Hearthkyn Warriors', '5"', '5', '4+', '1', '7+', '2'),
        gun('Autoch-pattern combi-bolter', '24"', '2', '4+', '4', '0', '1', 'rapid fire 1'),
        gun('Ion blaster', '24"', '1', '4+', '5', '-2', '1', ''),
        gun('HYLas beam cannon', '24"', '1', '4+', '12', '-3', 'D6+1', ''),
      ],
    },
    { faction: 'Leagues of Votann', name: 'Grimnyr', printed: [model('', '5"', '5', '4+', '4', '6+', '1')] },
    { faction: 'Leagues of Votann', name: 'Arkanyst Evaluator', printed: [] },
    { faction: 'Orks', name: 'Warboss', printed: [model('Warboss', '6"', '5', '4+', '6', '6+', '1')] },
  ]);
  const bsdata = source('bsdata', [
    {
      faction: 'Leagues of Votann',
      name: 'Hearthkyn Warriors',
      printed: [
        model('Hearthkyn Warrior', '5"', '5', '4+', '1', '7', '2'),
        model('Hesyr', '5"', '5', '4+', '1', '7+', '2'),
        gun('Autoch-pattern combi-bolter', '24"', '2', '4+', '4', '0', '1', 'Rapid Fire 1'),
        gun('Ion blaster', '24"', '1', '4+', '5', '-2', '2', '-'),
      ],
    },
    { faction: 'Leagues of Votann', name: 'Grimnyr', printed: [model('Grimnyr', '5"', '5', '4+', '4', '6+', '1')] },
    { faction: 'Orks', name: 'Warboss', printed: [model('Warboss', '6"', '5', '4+', '6', '6+', '1')] },
  ]);

  it('counts pairs, raw and normalised agreement, and what only one source has', () => {
    const d = diffSources(wahapedia, bsdata, { faction: 'leagues of votann' });
    expect(d.sources).toEqual(['wahapedia', 'bsdata']);
    expect(d.total).toEqual({
      datasheets: { pairs: 2, firstOnly: 1, secondOnly: 0 },
      models: { pairs: 2, agreeRaw: 1, agreeNormalised: 2, firstOnly: 0, secondOnly: 1 },
      weapons: { pairs: 2, agreeRaw: 1, agreeNormalised: 1, firstOnly: 1, secondOnly: 0 },
      weaponAbilities: { pairs: 2, agreeRaw: 2, agreeNormalised: 2 },
    });
    expect(d.factions.map((f) => f.faction)).toEqual(['Leagues of Votann']);
    expect(d.differences).toEqual([
      {
        faction: 'Leagues of Votann',
        datasheet: 'Hearthkyn Warriors',
        kind: 'model',
        profile: 'Hearthkyn Warriors',
        field: 'LD',
        values: ['7+', '7'],
        class: 'noise',
        note: 'BSData: "7" read as 7+',
      },
      {
        faction: 'Leagues of Votann',
        datasheet: 'Hearthkyn Warriors',
        kind: 'ranged',
        profile: 'Ion blaster',
        field: 'D',
        values: ['1', '2'],
        class: 'real',
      },
    ]);
    expect(d.loosePairs).toEqual([
      {
        faction: 'Leagues of Votann',
        datasheet: 'Grimnyr',
        kind: 'model',
        names: ['', 'Grimnyr'],
        how: 'empty name',
      },
      {
        faction: 'Leagues of Votann',
        datasheet: 'Hearthkyn Warriors',
        kind: 'model',
        names: ['Hearthkyn Warriors', 'Hearthkyn Warrior'],
        how: 'singular and plural',
      },
    ]);
    expect(d.unpaired.map((u) => `${u.source} ${u.kind} ${u.datasheet}/${u.name}`)).toEqual([
      'wahapedia datasheet Arkanyst Evaluator/Arkanyst Evaluator',
      'bsdata model Hearthkyn Warriors/Hesyr',
      'wahapedia ranged Hearthkyn Warriors/HYLas beam cannon',
    ]);
  });

  it('counts every faction, and the total is their sum', () => {
    const d = diffSources(wahapedia, bsdata);
    expect(d.factions.map((f) => [f.faction, f.counts.models.pairs])).toEqual([
      ['Leagues of Votann', 2],
      ['Orks', 1],
    ]);
    expect(d.total.models).toEqual({ pairs: 3, agreeRaw: 2, agreeNormalised: 3, firstOnly: 0, secondOnly: 1 });
  });

  it('a repeated name pairs with the profile most like it', () => {
    const a = source('wahapedia', [
      {
        faction: 'F',
        name: 'Squad',
        printed: [
          gun('Bolt pistol', '12"', '1', '3+', '4', '0', '1', 'pistol'),
          gun('Bolt pistol', '12"', '1', '4+', '4', '0', '1', 'pistol'),
        ],
      },
    ]);
    const b = source('bsdata', [
      {
        faction: 'F',
        name: 'Squad',
        printed: [
          gun('Bolt pistol', '12"', '1', '4+', '4', '0', '1', 'Pistol'),
          gun('Bolt pistol', '12"', '1', '3+', '4', '0', '1', 'Pistol'),
        ],
      },
    ]);
    expect(diffSources(a, b).total.weapons).toMatchObject({ pairs: 2, agreeRaw: 2 });
  });

  it('an unknown faction is refused with the factions it could be', () => {
    expect(errorOf(() => diffSources(wahapedia, bsdata, { faction: 'Necrons' })).format()).toBe(
      '--faction: no faction "Necrons" in either source (factions: Leagues of Votann, Orks)',
    );
  });
});
