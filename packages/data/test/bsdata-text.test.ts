import { describe, expect, it } from 'vitest';
import { parseInvulnerable, parseLeaderText, snapshotFromDirName } from '../src/bsdata/index.js';
import { cleanText } from '../src/bsdata/text.js';
import { readAp, readCharacteristic, readDice, readInches, readInt, readPlus } from '../src/bsdata/values.js';
import { parseTransportText } from '../src/text/transport.js';

describe('BSData characteristic values', () => {
  it('reads canonical values without notes', () => {
    expect(readPlus('3+', 'SV')).toEqual({ value: 3, raw: '3+' });
    expect(readInches('10"', 'M')).toEqual({ value: 10, raw: '10"' });
    expect(readInt('12', 'T')).toEqual({ value: 12, raw: '12' });
    expect(readAp('-2')).toEqual({ value: -2, raw: '-2' });
    expect(readDice('D6+1', 'D').value).toEqual({ count: 1, sides: 6, bonus: 1 });
  });

  it('keeps the raw text and says how it differed (the noise a diff must explain)', () => {
    expect(readPlus('7', 'LD')).toEqual({ value: 7, raw: '7', note: '"7" read as 7+' });
    expect(readPlus('+6', 'LD')).toEqual({ value: 6, raw: '+6', note: 'leading plus "+6" read as 6+' });
    expect(readPlus('5+*', 'SV')).toEqual({ value: 5, raw: '5+*', note: 'asterisk (a rule modifies it)' });
    expect(readInches('20"+', 'M')).toMatchObject({ value: 20, minimum: true, note: '"20"+" read as 20+"' });
    expect(readInches('20+"', 'M')).toEqual({ value: 20, raw: '20+"', minimum: true });
    expect(readInches('18', 'Range')).toMatchObject({ value: 18, note: '"18" has no inch mark' });
    expect(readAp('2')).toMatchObject({ value: -2, note: '"2" read as -2' });
    expect(readPlus('4+ ', 'BS')).toMatchObject({ value: 4, note: 'surrounding or doubled spaces' });
  });

  it('reads "no value" spellings, noting the unusual ones', () => {
    expect(readPlus('N/A', 'BS')).toEqual({ value: null, raw: 'N/A' });
    expect(readPlus('-', 'BS')).toEqual({ value: null, raw: '-' });
    expect(readInches('Melee', 'Range')).toEqual({ value: null, raw: 'Melee' });
    expect(readPlus('none', 'SV')).toMatchObject({ value: null, note: '"none" read as no value' });
  });

  it('marks unreadable text', () => {
    expect(readInt('User', 'S')).toMatchObject({
      value: null,
      unreadable: true,
      note: '"User" is not a whole number (S)',
    });
    expect(readDice('2D4', 'A')).toMatchObject({ value: null, unreadable: true });
  });
});

describe('invulnerable saves written as ability text', () => {
  // Every spelling found in the 2025-11-15 snapshot, with its name where the name matters.
  const cases: [string, string, { value: number; note?: string; model?: string; excluding?: string }][] = [
    ['Invulnerable Save', 'This model has a 4+ invulnerable save.', { value: 4 }],
    ['Invulnerable Save', 'Models in this unit have a 5+ invulnerable save.', { value: 5 }],
    ['Invulnerable Save', 'This unit has a 6+ Invulnerable save', { value: 6 }],
    ['Invulnerable Save (4+)', '4+', { value: 4 }],
    ['Invulnerable Save', 'This model has an invulnerable save of 4+', { value: 4 }],
    ['Invulnerable Save', 'Models in this units have an Invulnerable save of 5+.', { value: 5 }],
    ['Invulnerable save', 'Model in this unit have a 6+ invulnerable save.', { value: 6 }],
    [
      'Invulnerable Save (5+*)',
      'This model has a 5+ invulnerable save against ranged attacks.',
      { value: 5, note: 'against ranged attacks' },
    ],
    [
      'Invulnerable Save',
      'Models in this unit have a 4+ invulnerable save against ranged attacks only.',
      { value: 4, note: 'against ranged attacks only' },
    ],
    ['Invulnerable Save (Autarch)', 'An Autarch has a 4+ Invulnerable save', { value: 4, model: 'Autarch' }],
    ['Invulnerable Save', 'Garran Branatar has a 4+ invulnerable save.', { value: 4, model: 'Garran Branatar' }],
    [
      'Invulnerable Save',
      "This unit's Inquisitor Ostromandeus model has a 5+ invulnerable save.",
      { value: 5, model: 'Inquisitor Ostromandeus' },
    ],
    [
      'Invulnerable Save',
      'Models in this unit (excluding the Cyber-mastiff) have a 6+ invulnerable save.',
      { value: 6, excluding: 'Cyber-mastiff' },
    ],
    [
      'Invulnerable Save',
      'This unit has a 5+ Invulnerable Save. This invulnerable save is improved to 4+ against melee attacks.',
      { value: 5, note: 'This invulnerable save is improved to 4+ against melee attacks' },
    ],
    ['Invulnerable Save 5+', 'This unit has a 5+ Invulnerable Save.', { value: 5 }],
    ['Invulnerable Save: Skulltaker', 'This model has a 4+ invulnerable save.', { value: 4, model: 'Skulltaker' }],
  ];
  for (const [name, text, expected] of cases) {
    it(`${name}: ${text}`, () => {
      expect(parseInvulnerable(name, text)).toEqual(expected);
    });
  }

  it('strips BattleScribe keyword marks and gives up on text without a save', () => {
    expect(parseInvulnerable('Invulnerable Save', '**^^This model^^** has a 4+ invulnerable save.')).toEqual({
      value: 4,
    });
    expect(parseInvulnerable('Invulnerable Save', 'See the Shadowfield ability.')).toBeUndefined();
  });
});

describe('Leader abilities', () => {
  it('reads bulleted lists and stops at the paragraph after them', () => {
    const text =
      'This model can be attached to the following units:\n\n■ Assault Intercessor Squad\n■ Intercessor Squad\n\n' +
      'You can attach this model to one of the above units even if one Captain model has already been attached to it.';
    expect(parseLeaderText(text)).toEqual(['Assault Intercessor Squad', 'Intercessor Squad']);
  });

  it('reads dashes, keyword marks, blank lines between items, and same-line lists', () => {
    expect(
      parseLeaderText(
        'This model can be attached to the following units:\n- ^^**Blightlord Terminators^^**\n\n- DEATHSHROUD TERMINATORS',
      ),
    ).toEqual(['Blightlord Terminators', 'DEATHSHROUD TERMINATORS']);
    expect(
      parseLeaderText('This model can be attached to the following units: IMPERIAL NAVY BREACHERS, VOIDSMEN-AT-ARMS'),
    ).toEqual(['IMPERIAL NAVY BREACHERS', 'VOIDSMEN-AT-ARMS']);
    expect(parseLeaderText('This unit can be attached to the following units: **^^Raveners^^**')).toEqual(['Raveners']);
  });

  it('is undefined for a Leader-like ability without the list', () => {
    expect(
      parseLeaderText('At the start of the Declare Battle Formations step, this unit can join one unit.'),
    ).toBeUndefined();
  });
});

describe('transport capacity text (the shared reader, on BSData text)', () => {
  it('reads capacity, allowed keywords, space costs and exclusions, keeping keywords as printed', () => {
    const t = parseTransportText(
      cleanText(
        'This model has a transport capacity of 12 **^^Astra Militarum Infantry^^** models. Each **^^Ogryn^^** model takes up the space of 3 models. It cannot transport **^^Artillery^^** models.',
      ),
    );
    expect(t).toEqual({
      text: 'This model has a transport capacity of 12 Astra Militarum Infantry models. Each Ogryn model takes up the space of 3 models. It cannot transport Artillery models.',
      capacity: 12,
      allowed: ['Astra Militarum Infantry'],
      spaceCost: [{ keyword: 'Ogryn', spaces: 3 }],
      excluded: ['Artillery'],
    });
  });

  it('reads "(excluding ...)", several space costs, spelled-out numbers and "models that can"', () => {
    const t = parseTransportText(
      'This model has a transport capacity of 12 HERETIC ASTARTES INFANTRY (excluding OBLITERATOR and JUMP PACK models). Each POSSESSED and TERMINATOR model takes up the space of 2 models.',
    );
    expect(t.capacity).toBe(12);
    expect(t.allowed).toEqual(['HERETIC ASTARTES INFANTRY']);
    expect(t.excluded).toEqual(['OBLITERATOR', 'JUMP PACK']);
    expect(t.spaceCost).toEqual([
      { keyword: 'POSSESSED', spaces: 2 },
      { keyword: 'TERMINATOR', spaces: 2 },
    ]);
    const u = parseTransportText(
      'This model has a transport capacity of 6 Aeldari Infantry models. Each Wraith Construct model takes the space of two models. This model cannot transport models that can Fly.',
    );
    expect(u.spaceCost).toEqual([{ keyword: 'Wraith Construct', spaces: 2 }]);
    expect(u.excluded).toEqual(['models that can Fly']);
  });

  it('keeps text without a capacity', () => {
    const t = parseTransportText(
      'For the purposes of embarking within TRANSPORTS, each Mutilator model counts as one OBLITERATOR model.',
    );
    expect(t.capacity).toBeNull();
    expect(t.allowed).toEqual([]);
  });
});

describe('snapshot date from the directory name', () => {
  it('takes a trailing yyyy-mm-dd, else null', () => {
    expect(snapshotFromDirName('/data/bsdata-wh40k-10e-2025-11-15')).toBe('2025-11-15');
    expect(snapshotFromDirName('/data/bsdata-wh40k-10e-2025-11-15/')).toBe('2025-11-15');
    expect(snapshotFromDirName('/data/wh40k-10e')).toBeNull();
    expect(snapshotFromDirName('/data/x-2025-13-01')).toBeNull();
  });
});

describe('readCharacteristic (for comparing sources)', () => {
  it('dispatches by column name and keeps the raw text', () => {
    expect(readCharacteristic('LD', '7')).toEqual({ value: 7, raw: '7', note: '"7" read as 7+' });
    expect(readCharacteristic('M', '20+"')).toEqual({ value: 20, raw: '20+"', minimum: true });
    expect(readCharacteristic('A', '2D6')).toEqual({ value: { count: 2, sides: 6, bonus: 0 }, raw: '2D6' });
    expect(readCharacteristic('AP', '-3')).toEqual({ value: -3, raw: '-3' });
    expect(readCharacteristic('OC', '-')).toEqual({ value: null, raw: '-' });
    expect(readCharacteristic('BS', 'N/A')).toEqual({ value: null, raw: 'N/A' });
  });
});
