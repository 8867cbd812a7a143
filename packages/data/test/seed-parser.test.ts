import { DatasheetPageSchema, InputError } from '@cogitator/engine';
import { describe, expect, it } from 'vitest';
import { parseSeedPage } from '../src/index.js';

/** A small page in the seed format (our own unit), to test one rule at a time. */
const PAGE = [
  'Test Faction – Test Squad',
  'M',
  '6"',
  'T',
  '4',
  'Sv',
  '3+',
  'W',
  '2',
  'Ld',
  '6+',
  'OC',
  '2',
  'SERGEANT(⌀32mm)',
  '6"',
  '4',
  '3+',
  '2',
  '7+',
  '1',
  'TROOPER(⌀32mm)',
  'RANGED WEAPONS | RANGE | A | BS | S | AP | D | |',
  '| Bolt rifle [assault, heavy] | |||||||',
  '| Bolt rifle [assault, heavy] | 24" | 2 | 3+ | 4 | -1 | 1 | |',
  'MELEE WEAPONS | RANGE | A | WS | S | AP | D | |',
  '| Close combat weapon | Melee | 3 | 3+ | 4 | 0 | 1 | |',
  'ABILITIES',
  'CORE: Deep Strike, Scouts 6"',
  'Steady Aim: Re-roll a Hit roll of 1.Designer’s Note: Keep count with a token.',
  'UNIT COMPOSITION',
  '- 1 Sergeant',
  '- 4-9 Troopers',
  'Every model is equipped with: bolt rifle; close combat weapon.',
  '| 5 models | 80 |',
  '| 10 models | 160 |',
  'KEYWORDS – ALL MODELS: INFANTRY, BATTLELINE',
  'SERGEANT MODEL: CHARACTER',
  'FACTION KEYWORDS:',
  'TEST FACTION',
];

function parse(lines: readonly string[], source = 'test.txt') {
  return parseSeedPage(lines.join('\n'), source);
}

function withLine(index: number, text: string): string[] {
  const out = [...PAGE];
  out[index] = text;
  return out;
}

function located(fn: () => unknown): InputError {
  try {
    fn();
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('expected an InputError');
}

describe('parseSeedPage on a small page', () => {
  it('reads every part and validates', () => {
    const { page, warnings } = parse(PAGE);
    const ds = page.datasheet;
    expect(DatasheetPageSchema.safeParse(page).success).toBe(true);
    expect(warnings).toEqual([]);
    expect(ds.profiles.map((p) => [p.name, p.movement, p.leadership, p.objectiveControl, p.baseSize])).toEqual([
      ['SERGEANT', 6, 6, 2, { kind: 'round', mm: 32 }],
      ['TROOPER', 6, 7, 1, { kind: 'round', mm: 32 }],
    ]);
    expect(ds.abilities.core).toEqual([{ kind: 'deep-strike' }, { kind: 'scouts', distance: 6 }]);
    expect(ds.abilities.datasheet).toEqual([
      { name: 'Steady Aim', text: 'Re-roll a Hit roll of 1.\nDesigner’s Note: Keep count with a token.' },
    ]);
    expect(ds.composition).toEqual([
      { model: 'Sergeant', min: 1, max: 1 },
      { model: 'Trooper', min: 4, max: 9 },
    ]);
    expect(ds.points).toEqual([
      { models: 5, points: 80 },
      { models: 10, points: 160 },
    ]);
    expect(ds.keywords).toEqual(['INFANTRY', 'BATTLELINE']);
    expect(ds.modelKeywords).toEqual([{ model: 'SERGEANT', keywords: ['CHARACTER'] }]);
    expect(ds.factionKeywords).toEqual(['TEST FACTION']);
    expect(ds.weapons[0]?.profiles[0]?.abilities).toEqual([{ kind: 'assault' }, { kind: 'heavy' }]);
  });

  it('makes the id from the file name, or from faction and name without one', () => {
    expect(parse(PAGE, 'some/dir/007_abc.txt').page.datasheet.id).toBe('seed:007_abc');
    expect(parseSeedPage(PAGE.join('\n')).page.datasheet.id).toBe('seed:test-faction-test-squad');
  });

  it('accepts CRLF line ends and a byte-order mark', () => {
    const { page, warnings } = parseSeedPage(`\uFEFF${PAGE.join('\r\n')}\r\n`, 'x.txt');
    expect(page.datasheet.name).toBe('Test Squad');
    expect(page.datasheet.profiles).toHaveLength(2);
    expect(warnings).toEqual([]);
  });

  it('keeps an unknown weapon ability and reports it at its line', () => {
    const lines = withLine(23, '| Bolt rifle [assault, frobnicate] | 24" | 2 | 3+ | 4 | -1 | 1 | |');
    lines[22] = '| Bolt rifle [assault, frobnicate] | |||||||';
    const { page, warnings } = parse(lines);
    expect(page.datasheet.weapons[0]?.profiles[0]?.abilities).toEqual([
      { kind: 'assault' },
      { kind: 'unknown', text: 'frobnicate' },
    ]);
    expect(warnings.map((w) => [w.code, w.where?.line, w.message])).toEqual([
      ['unknown', 24, 'weapon "Bolt rifle": ability [frobnicate] is not recognised; kept as written'],
    ]);
  });

  it('keeps an unknown CORE ability as "other" and reports it', () => {
    const { page, warnings } = parse(withLine(27, 'CORE: Deep Strike, Teleport Homer'));
    expect(page.datasheet.abilities.core).toEqual([{ kind: 'deep-strike' }, { kind: 'other', name: 'Teleport Homer' }]);
    expect(warnings.map((w) => [w.code, w.where?.line])).toEqual([['unknown', 28]]);
  });

  it('reports a weapon whose values row is missing', () => {
    const lines = [...PAGE];
    lines.splice(23, 1);
    const { page, warnings } = parse(lines);
    expect(page.datasheet.weapons.map((w) => w.name)).toEqual(['Close combat weapon']);
    expect(warnings.map((w) => [w.code, w.where?.line, w.message])).toEqual([
      ['missing', 23, 'weapon "Bolt rifle": its values row is missing'],
    ]);
  });

  it('reports a missing statline field by field, never filling it in', () => {
    const { page, warnings } = parse(PAGE.slice(0, 1).concat(PAGE.slice(21)));
    expect(page.datasheet.profiles.map((p) => [p.name, p.movement, p.wounds])).toEqual([
      ['Sergeant', null, null],
      ['Trooper', null, null],
    ]);
    expect(warnings.map((w) => w.where?.field)).toEqual([
      'profiles[0].movement',
      'profiles[0].toughness',
      'profiles[0].save',
      'profiles[0].wounds',
      'profiles[0].leadership',
      'profiles[0].objectiveControl',
      'profiles[1].movement',
      'profiles[1].toughness',
      'profiles[1].save',
      'profiles[1].wounds',
      'profiles[1].leadership',
      'profiles[1].objectiveControl',
    ]);
  });
});

describe('parseSeedPage on text that is not a datasheet page', () => {
  it('refuses empty text at line 1', () => {
    const e = located(() => parseSeedPage('\n\n', 'empty.txt'));
    expect(e.where).toEqual({ source: 'empty.txt', line: 1 });
    expect(e.format()).toBe('empty.txt:1: not a datasheet page: the text is empty');
  });

  it('refuses a first line that is not "Faction – Name"', () => {
    const e = located(() => parse(['RANGED WEAPONS | RANGE | A | BS | S | AP | D | |', ...PAGE.slice(22)]));
    expect(e.where).toEqual({ source: 'test.txt', line: 1 });
    expect(e.message).toMatch(/^not a datasheet page: the first line should be "Faction – Datasheet name"/);
  });

  it('refuses a page with a title and nothing of a datasheet, at its second line', () => {
    const e = located(() => parse(['Some Faction – A Thing', '', 'Just some prose about it.', 'And more.']));
    expect(e.where).toEqual({ source: 'test.txt', line: 3 });
  });

  it('locates a weapon value it cannot read', () => {
    const e = located(() => parse(withLine(23, '| Bolt rifle | 24" | 2 | 3+ | 4 | +1 | 1 | |')));
    expect(e.format()).toBe('test.txt:24: weapon "Bolt rifle": AP "+1" is not valid');
    const cells = located(() => parse(withLine(25, '| Close combat weapon | Melee | 3 | 3+ |')));
    expect(cells.where.line).toBe(26);
    expect(cells.message).toBe('weapon row: expected 7 cells (name, range, A, WS, S, AP, D), found 4');
    const dice = located(() => parse(withLine(23, '| Bolt rifle | 24" | D7 | 3+ | 4 | 0 | 1 | |')));
    expect(dice.message).toBe('weapon "Bolt rifle": A "D7" is not a number or dice (like 3, D6, D6+1)');
  });

  it('locates a statline value it cannot read', () => {
    const e = located(() => parse(withLine(6, '1+')));
    expect(e.format()).toBe('test.txt:7: statline: "1+" is not a valid Sv (like 4+)');
    const word = located(() => parse(withLine(16, 'tough')));
    expect(word.format()).toBe('test.txt:17: statline: expected the Sv value (like 4+), found "tough"');
  });
});
