import { type Finding, validateArmy } from '@cogitator/engine';
import { describe, expect, it } from 'vitest';
import { fixtureQuery } from '../../../testing/army-fixture.js';
import { describeShared } from '../../../testing/shared.js';
import { readArmyList } from '../src/index.js';
import { listPath, readShared } from './lists-shared.js';

const q = fixtureQuery();

function check(name: string): { findings: Finding[]; units: string[]; total: number } {
  const r = readArmyList(readShared(name), name, q);
  const v = validateArmy(r.list, q);
  return {
    findings: [...r.findings, ...v.findings],
    units: r.list.units.map(
      (u) =>
        `${u.name}=${u.datasheet}${u.grantedKeywords.map((k) => ` +${k}`).join('')}${u.enhancement ? ` E:${u.enhancement}` : ''}${u.warlord ? ' W' : ''}`,
    ),
    total: v.points.total,
  };
}

const CK_LISTS = [
  'gw-app/chaos-knights.txt',
  'newrecruit/houndpack-simple.txt',
  'newrecruit/houndpack-wtc-full.txt',
  'battlescribe/01.LoV.Leviathan.v0102.rosz',
];

describeShared('shared lists resolved against the in-code fixture catalogue', CK_LISTS.map(listPath), () => {
  it('chaos-knights: detachment CHARACTER picks and BATTLELINE for War Dogs; Daemonic Pact out of balance', () => {
    const r = check('gw-app/chaos-knights.txt');
    expect(r.units.filter((u) => u.includes('+'))).toEqual([
      'War Dog Executioner=fx:ck2 +CHARACTER W',
      "War Dog Karnivore=fx:ck1 +CHARACTER E:Preyslayer's Mantle",
      'War Dog Stalker=fx:ck3 +CHARACTER',
    ]);
    expect(r.total).toBe(2000);
    expect(r.findings).toEqual([
      {
        severity: 'note',
        rule: 'battle-size',
        message: 'the list states no battle size; checked against Strike Force (2000 pts)',
      },
      {
        severity: 'error',
        rule: 'allies',
        message:
          'Daemonic Pact: 3 non-BATTLELINE NURGLE units but 0 BATTLELINE NURGLE units; the first may not outnumber the second',
        line: 95,
        unit: 'u16',
      },
    ]);
  });

  it('houndpack (simple and WTC): the exports drop the CHARACTER pick, so Warlord and Enhancement fail', () => {
    for (const [name, lines] of [
      ['newrecruit/houndpack-simple.txt', [9, 11, 12]],
      ['newrecruit/houndpack-wtc-full.txt', [17, 23, 25]],
    ] as const) {
      const r = check(name);
      expect(r.total).toBe(485);
      expect(r.findings).toEqual([
        {
          severity: 'error',
          rule: 'enhancements',
          message: "Preyslayer's Mantle is on War Dog Karnivore, which is not a CHARACTER",
          line: lines[0],
          unit: 'u1',
        },
        {
          severity: 'error',
          rule: 'warlord',
          message: 'War Dog Executioner is the Warlord but is not a CHARACTER',
          line: lines[1],
          unit: 'u3',
        },
        {
          severity: 'error',
          rule: 'allies',
          message:
            'Daemonic Pact: 1 non-BATTLELINE NURGLE unit but 0 BATTLELINE NURGLE units; the first may not outnumber the second',
          line: lines[2],
          unit: 'u4',
        },
      ]);
    }
  });

  it('BattleScribe roster: a unit resolved by its BSData entry id, points differences as notes', () => {
    const r = check('battlescribe/01.LoV.Leviathan.v0102.rosz');
    expect(r.units[0]).toBe('Hearthkyn Warriors=bsdata:ba4f-c3f9-6925-af0c');
    expect(r.units[7]).toBe('Einhyr Champion=fx:lov6 E:Appraising Glare W');
    expect(r.findings.map((f) => [f.severity, f.rule, f.line ?? null, f.message.split(':')[0]])).toEqual([
      ['note', 'points', 42, 'Hearthkyn Warriors'],
      ['note', 'points', 1059, 'Hekaton Land Fortress'],
      ['note', 'points', 1541, 'Hearthkyn Warriors'],
      ['note', 'points', 1952, 'Einhyr Champion'],
      ['note', 'points', null, 'the list states 965 pts in total; the catalogue gives 960 pts'],
    ]);
  });
});

describe('importing against a catalogue', () => {
  it('recognises an enhancement listed among wargear, by name', () => {
    const text =
      'Space Marines - Test - [170 pts]\n# ++ Army Roster ++ [170 pts]\n## Configuration\nBattle Size: Incursion (1000 Point limit)\nDetachment: Gladius Task Force\n## Character [90 pts]\nCaptain [90 pts]: Warlord, Artificer Armour, Bolt pistol\n## Battleline [80 pts]\nIntercessor Squad [80 pts]:\n• 5x Intercessor: Bolt rifle\n';
    const r = readArmyList(text, 'l.txt', q);
    expect(r.list.units[0]).toMatchObject({
      enhancement: 'Artificer Armour',
      enhancementLine: 7,
      wargear: [{ name: 'Bolt pistol', count: 1 }],
    });
    expect(r.list.units[1]).toMatchObject({ models: 5, datasheet: 'fx:sm4' });
    expect(validateArmy(r.list, q).findings).toEqual([]);
  });

  it('reports a second enhancement on one unit at its line, and keeps the first', () => {
    const text =
      'Boop (200 Points)\n\nSpace Marines\nGladius Task Force\nIncursion (1000 Points)\n\nCHARACTERS\n\nCaptain (110 Points)\n  • Warlord\n  • Enhancements: Artificer Armour\n  • Enhancements: Adept of the Codex\n';
    const r = readArmyList(text, 'l.txt', q);
    expect(r.list.units[0]!.enhancement).toBe('Artificer Armour');
    expect(r.findings).toEqual([
      {
        severity: 'error',
        rule: 'enhancements',
        message: 'Adept of the Codex: a second Enhancement on Captain; a model can have only one',
        line: 12,
        unit: 'u1',
      },
    ]);
  });

  it('infers the faction of a short list from its units, and splits faction paths', () => {
    const r = readArmyList('Captain (80pts): Warlord\n10x Intercessor Squad (160pts)\n', 's.txt', q);
    expect([r.list.faction, r.list.subfaction]).toEqual(['Space Marines', null]);
    expect(r.findings).toEqual([
      { severity: 'note', rule: 'army-faction', message: 'the list names no faction; its units are Space Marines' },
    ]);
    const gw = readArmyList(
      'B (80 Points)\n\nImperium\nSpace Marines\nUltramarines\nGladius Task Force\nStrike Force (2000 Points)\n\nCaptain (80 Points)\n  • Warlord\n',
      'g.txt',
      q,
    );
    expect([gw.list.faction, gw.list.subfaction, gw.list.detachment]).toEqual([
      'Space Marines',
      'Ultramarines',
      'Gladius Task Force',
    ]);
  });

  it('a unit the catalogue does not have is reported with its line and the nearest names', () => {
    const r = readArmyList('Captian (80pts): Warlord\n10x Intercessor Squad (160pts)\n', 's.txt', q);
    expect(validateArmy(r.list, q).findings[0]).toEqual({
      severity: 'error',
      rule: 'resolve',
      message: 'no datasheet "Captian" in Space Marines; nearest: Captain',
      line: 1,
      unit: 'u1',
    });
  });
});
