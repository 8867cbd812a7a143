import { describe, expect, it } from 'vitest';
import {
  formatWeaponAbilities,
  parseCoreAbility,
  parseWeaponAbilities,
  parseWeaponAbility,
  WEAPON_ABILITIES,
} from '../src/index.js';

const d = (count: number, sides: 3 | 6, bonus: number) => ({ count, sides, bonus });

describe('weapon abilities', () => {
  it.each([
    ['assault', { kind: 'assault' }],
    ['rapid fire 2', { kind: 'rapid-fire', x: d(0, 6, 2) }],
    ['RAPID FIRE D3', { kind: 'rapid-fire', x: d(1, 3, 0) }],
    ['ignores cover', { kind: 'ignores-cover' }],
    ['twin-linked', { kind: 'twin-linked' }],
    ['pistol', { kind: 'pistol' }],
    ['torrent', { kind: 'torrent' }],
    ['lethal hits', { kind: 'lethal-hits' }],
    ['lance', { kind: 'lance' }],
    ['indirect fire', { kind: 'indirect-fire' }],
    ['precision', { kind: 'precision' }],
    ['blast', { kind: 'blast' }],
    ['melta 2', { kind: 'melta', x: d(0, 6, 2) }],
    ['heavy', { kind: 'heavy' }],
    ['hazardous', { kind: 'hazardous' }],
    ['devastating wounds', { kind: 'devastating-wounds' }],
    ['sustained hits 1', { kind: 'sustained-hits', x: d(0, 6, 1) }],
    ['Sustained Hits D3', { kind: 'sustained-hits', x: d(1, 3, 0) }],
    ['extra attacks', { kind: 'extra-attacks' }],
    ['anti-infantry 4+', { kind: 'anti', keyword: 'INFANTRY', threshold: 4 }],
    ['ANTI-FLY 2+', { kind: 'anti', keyword: 'FLY', threshold: 2 }],
    ['anti–vehicle 3+', { kind: 'anti', keyword: 'VEHICLE', threshold: 3 }],
    ['one shot', { kind: 'one-shot' }],
    ['psychic', { kind: 'psychic' }],
  ])('parses %s', (text, expected) => {
    expect(parseWeaponAbility(text)).toEqual(expected);
  });

  it('covers every core ability with a definition', () => {
    expect(WEAPON_ABILITIES.map((x) => x.kind).sort()).toEqual(
      [
        'anti',
        'assault',
        'blast',
        'devastating-wounds',
        'extra-attacks',
        'hazardous',
        'heavy',
        'ignores-cover',
        'indirect-fire',
        'lance',
        'lethal-hits',
        'melta',
        'one-shot',
        'pistol',
        'precision',
        'psychic',
        'rapid-fire',
        'sustained-hits',
        'torrent',
        'twin-linked',
      ].sort(),
    );
  });

  it('keeps an unknown ability with its text rather than dropping it', () => {
    expect(parseWeaponAbilities('[heavy, conversion, sustained hits]')).toEqual([
      { kind: 'heavy' },
      { kind: 'unknown', text: 'conversion' },
      { kind: 'unknown', text: 'sustained hits' },
    ]);
  });

  it('parses and prints a bracketed list', () => {
    const list = parseWeaponAbilities('[sustained hits 1, twin-linked]');
    expect(list).toEqual([{ kind: 'sustained-hits', x: d(0, 6, 1) }, { kind: 'twin-linked' }]);
    expect(formatWeaponAbilities(list)).toBe('[SUSTAINED HITS 1, TWIN-LINKED]');
    expect(parseWeaponAbilities('')).toEqual([]);
    expect(parseWeaponAbilities('[]')).toEqual([]);
  });
});

describe('core abilities', () => {
  it.each([
    ['Leader', { kind: 'leader' }],
    ['Deep Strike', { kind: 'deep-strike' }],
    ['Deadly Demise D6', { kind: 'deadly-demise', x: d(1, 6, 0) }],
    ['Deadly Demise D3', { kind: 'deadly-demise', x: d(1, 3, 0) }],
    ['Lone Operative', { kind: 'lone-operative' }],
    ['Stealth', { kind: 'stealth' }],
    ['Feel No Pain 5+', { kind: 'feel-no-pain', threshold: 5 }],
    ['Firing Deck 6', { kind: 'firing-deck', x: 6 }],
    ['Scouts 6"', { kind: 'scouts', distance: 6 }],
    ['Infiltrators', { kind: 'infiltrators' }],
    ['Fights First', { kind: 'fights-first' }],
    ['Hover', { kind: 'hover' }],
    ['Something New', { kind: 'other', name: 'Something New' }],
  ])('parses %s', (text, expected) => {
    expect(parseCoreAbility(text)).toEqual(expected);
  });
});
