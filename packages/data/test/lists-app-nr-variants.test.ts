import { InputError } from '@cogitator/engine';
import { describe, expect, it } from 'vitest';
import { readArmyList } from '../src/index.js';
import { summary } from './lists-summary.js';

/**
 * Lists written by hand in the shapes the Warhammer 40,000 app and New Recruit write in the wild
 * (app 1.14 to 1.46, New Recruit's default and WTC-Compact styles): each variant that used to be
 * refused, read with its units, model counts, wargear, Enhancements and Warlord.
 */
const read = (text: string | Uint8Array) => readArmyList(text, 'hand.txt');

function refusal(text: string): InputError {
  try {
    read(text);
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('the list was read');
}

describe('Warhammer 40,000 app text, version by version', () => {
  // App 1.3x-1.4x: lower-case "points", the battle size before the detachment, continuation lines
  // indented without a "•", "Enhancement:" in the singular, thousands separators.
  const v140 = [
    'Jump Tanx (1,995 points)',
    '',
    'Space Marines',
    'Blood Angels',
    'Strike Force (2,000 points)',
    'Angelic Inheritors',
    '',
    '',
    'CHARACTERS',
    '',
    'Captain with Jump Pack (75 points)',
    '  • Warlord',
    '  • 1x Hand flamer',
    '    1x Power fist',
    '',
    'Lieutenant with Combi-weapon (95 points)',
    '  • 1x Combi-weapon',
    '    1x Paired combat blades',
    '  • Enhancement: Ordained Sacrifice',
    '',
    '',
    'OTHER DATASHEETS',
    '',
    'Assault Intercessors with Jump Packs (90 points)',
    '  • 1x Assault Intercessor Sergeant with Jump Pack',
    '    • 1x Astartes chainsword',
    '      1x Heavy bolt pistol',
    '  • 4x Assault Intercessors with Jump Packs',
    '    • 4x Astartes chainsword',
    '      4x Heavy bolt pistol',
    '',
    'Baal Predator (125 points)',
    '  • 1x Armoured tracks',
    '    1x Baal flamestorm cannon',
    '    2x Heavy flamer',
    '',
    'Sanguinary Guard (110 points)',
    '  • 3x Sanguinary Guard',
    '    • 3x Angelus boltgun',
    '      3x Encarmine spear',
    '      1x Sanguinary Banner',
    '',
    'Exported with App Version: v1.40.1 (94), Data Version: v675',
  ].join('\n');

  it('1.40: battle size before the detachment, continuation lines, "(2,000 points)"', () => {
    const r = read(v140);
    expect(r.format).toBe('gw-app');
    expect(summary(r.list)).toEqual({
      head: 'Jump Tanx / Space Marines / Blood Angels / Angelic Inheritors / Strike Force 2000 / 1995 pts',
      units: [
        'Captain with Jump Pack x1 = 75 | 1 Hand flamer, 1 Power fist | W',
        'Lieutenant with Combi-weapon x1 = 95 | 1 Combi-weapon, 1 Paired combat blades | E Ordained Sacrifice',
        'Assault Intercessors with Jump Packs x5 = 90 | 1 Assault Intercessor Sergeant with Jump Pack: 1 Astartes chainsword, 1 Heavy bolt pistol | 4 Assault Intercessors with Jump Packs: 4 Astartes chainsword, 4 Heavy bolt pistol',
        'Baal Predator x1 = 125 | 1 Armoured tracks, 1 Baal flamestorm cannon, 2 Heavy flamer',
        'Sanguinary Guard x3 = 110 | 3 Sanguinary Guard: 3 Angelus boltgun, 3 Encarmine spear, 1 Sanguinary Banner',
      ],
    });
  });

  it('1.14-1.2x: the detachment before the battle size, "Points" capitalised, "Enhancements:"', () => {
    const r = read(
      [
        'Greenskins (1.995 Points)',
        '',
        'Orks',
        'War Horde',
        'Strike Force (2 000 Points)',
        '',
        'CHARACTERS',
        '',
        'Warboss (85 Points)',
        '  • Warlord',
        '  • 1x Attack squig',
        '  • 1x Big choppa',
        '  • 1x Kustom shoota',
        '  • Enhancements: Headwoppa’s Killchoppa',
        '',
        'BATTLELINE',
        '',
        'Boyz (170 Points)',
        '  • 1x Boss Nob',
        '     ◦ 1x Big choppa',
        '     ◦ 1x Slugga',
        '  • 19x Boy',
        '     ◦ 19x Choppa',
        '     ◦ 19x Slugga',
        '',
      ].join('\n'),
    );
    expect(summary(r.list)).toEqual({
      head: 'Greenskins / Orks / - / War Horde / Strike Force 2000 / 1995 pts',
      units: [
        'Warboss x1 = 85 | 1 Attack squig, 1 Big choppa, 1 Kustom shoota | E Headwoppa’s Killchoppa | W',
        'Boyz x20 = 170 | 1 Boss Nob: 1 Big choppa, 1 Slugga | 19 Boy: 19 Choppa, 19 Slugga',
      ],
    });
  });

  it('a list copied without its title line starts at the faction', () => {
    const r = read(
      [
        'World Eaters',
        'Strike Force (2,000 points)',
        'Berzerker Warband',
        '',
        'CHARACTERS',
        '',
        'Slaughterbound (100 points)',
        '  • 1x Lacerator and daemonic claw',
        '  • Enhancement: Favoured of Khorne',
        '',
        'OTHER DATASHEETS',
        '',
        'Forgefiend (150 points)',
        '  • 3x Ectoplasma cannon',
        '    1x Forgefiend claws',
        '',
      ].join('\n'),
    );
    expect(r.format).toBe('gw-app');
    expect(summary(r.list)).toEqual({
      head: '- / World Eaters / - / Berzerker Warband / Strike Force 2000 / - pts',
      units: [
        'Slaughterbound x1 = 100 | 1 Lacerator and daemonic claw | E Favoured of Khorne',
        'Forgefiend x1 = 150 | 3 Ectoplasma cannon, 1 Forgefiend claws',
      ],
    });
  });

  it('a points figure too large to be one is a located error, not Infinity', () => {
    const e = refusal(
      `Big (${'9'.repeat(400)} Points)\n\nOrks\nWar Horde\nStrike Force (2000 Points)\n\nCHARACTERS\n\nWarboss (85 Points)\n  • Warlord\n`,
    );
    expect(e.format()).toMatch(
      /^hand\.txt:1: the points figure 999999… \(400 digits\) is too large \(at most 100000\): "Big \(9+…" \(reading Warhammer 40,000 app text\)$/,
    );
  });
});

describe('New Recruit text as it is written in the wild', () => {
  it('default style without the "# ++ Army Roster ++" line, "[65pts]", an option restated under a model', () => {
    const r = read(
      [
        'Chaos - World Eaters - Proxy Night - [1,000pts]',
        '',
        '## Epic Hero [100pts]',
        'Khârn the Betrayer [100pts]: Gorechild, Khârn’s plasma pistol, Warlord',
        '',
        '## Battleline [65pts]',
        'Jakhals [65pts]:',
        '• 1x Jakhal Pack Leader: Autopistol, Jakhal chainblades',
        '• 1x Dishonoured w/ skullsmasher: Skullsmasher, Icon of Khorne',
        '  B: 1 mauler chainblade, 7 chainblades',
        '• 7x Jakhal: Autopistol, Jakhal chainblades',
        '• 1x Jakhal w/ mauler chainblade: Autopistol, Mauler chainblade',
        '',
        '## Fortification [145 pts]',
        'Aegis Defence Line [145 pts]',
      ].join('\n'),
    );
    expect(r.format).toBe('nr-text');
    expect(summary(r.list)).toEqual({
      head: 'Proxy Night / World Eaters / - / - / - - / 1000 pts',
      units: [
        'Khârn the Betrayer x1 = 100 | 1 Gorechild, 1 Khârn’s plasma pistol | W',
        'Jakhals x10 = 65 | 1 Jakhal Pack Leader: 1 Autopistol, 1 Jakhal chainblades | 1 Dishonoured w/ skullsmasher: 1 Skullsmasher, 1 Icon of Khorne | 7 Jakhal: 7 Autopistol, 7 Jakhal chainblades | 1 Jakhal w/ mauler chainblade: 1 Autopistol, 1 Mauler chainblade',
        'Aegis Defence Line x1 = 145',
      ],
    });
    expect(r.parsed?.notes.map((n) => `${n.where?.line}: ${n.message}`)).toContain(
      '10: Jakhals: option line passed over: B: 1 mauler chainblade, 7 chainblades',
    );
  });

  it('configuration variants: "Detachment Choice:", "Battle Size: 2. Strike Force", model lines with points', () => {
    const r = read(
      [
        'Xenos - Tyranids - Bugs - [215pts]',
        '',
        '# ++ Army Roster ++ [215pts]',
        '## Configuration',
        'Battle Size: 2. Strike Force (2,000 Point limit)',
        'Detachment Choice: Unending Swarm',
        'Show/Hide Options: Legends are visible',
        '',
        '## Character [80pts]',
        'Broodlord [80pts]: Broodlord claws and talons, Warlord',
        '',
        '## Infantry [135pts]',
        'Biovores [50pts]:',
        '• 1x Biovore [50pts]: Chitin-barbed limbs, Spore mine launcher',
        'Hormagaunts [85pts]:',
        '• 10x Hormagaunts: Hormagaunt talons',
      ].join('\n'),
    );
    expect(summary(r.list)).toEqual({
      head: 'Bugs / Tyranids / - / Unending Swarm / Strike Force 2000 / 215 pts',
      units: [
        'Broodlord x1 = 80 | 1 Broodlord claws and talons | W',
        'Biovores x1 = 50 | 1 Biovore: 1 Chitin-barbed limbs, 1 Spore mine launcher',
        'Hormagaunts x10 = 85 | 10 Hormagaunts: 10 Hormagaunt talons',
      ],
    });
  });

  it('WTC-Compact: selections on the unit line, "N with" on model lines, header without a Warlord', () => {
    const r = read(
      [
        '+++++++++++++++++++++++++++++++++++++++++++++++',
        "+ FACTION KEYWORD: Xenos - T'au Empire",
        '+ DETACHMENT: Retaliation Cadre',
        '+ TOTAL ARMY POINTS: 1,070pts',
        '+',
        '+ ENHANCEMENT: Starflare Ignition System (on Char2: Commander in Enforcer Battlesuit)',
        '+ NUMBER OF UNITS: 4',
        '+++++++++++++++++++++++++++++++++++++++++++++++',
        '',
        'Char1: 1x Commander Farsight (85 pts): Warlord, Dawn Blade, High-intensity plasma rifle',
        'Char2: 1x Commander in Enforcer Battlesuit (120 pts): Missile pod, Missile pod, Battlesuit fists',
        'Enhancement: Starflare Ignition System (+20 pts)',
        '',
        '3x Stealth Battlesuits (80 pts)',
        "• 1x Stealth Shas'vre: Homing beacon, Battlesuit fists, Fusion blaster",
        "• 2x Stealth Shas'ui: 2 with Battlesuit fists, Burst cannon",
        '3x Crisis Sunforge Battlesuits (150 pts)',
        '• 2x Crisis Sunforge Shas’ui',
        '    1 with Shield Drone, Battlesuit fists, 2x Fusion blaster',
        '    1 with Marker Drone, Battlesuit fists, 2x Fusion blaster',
        '• 1x Crisis Sunforge Shas’vre: Shield Drone, 2x Fusion blaster, Battlesuit fists',
      ].join('\n'),
    );
    expect(r.format).toBe('nr-wtc');
    expect(summary(r.list)).toEqual({
      head: "- / T'au Empire / - / Retaliation Cadre / - - / 1070 pts",
      units: [
        'Commander Farsight x1 = 85 | 1 Dawn Blade, 1 High-intensity plasma rifle | W',
        'Commander in Enforcer Battlesuit x1 = 120 | 2 Missile pod, 1 Battlesuit fists | E Starflare Ignition System',
        "Stealth Battlesuits x3 = 80 | 1 Stealth Shas'vre: 1 Homing beacon, 1 Battlesuit fists, 1 Fusion blaster | 2 Stealth Shas'ui: 2 Battlesuit fists, 2 Burst cannon",
        'Crisis Sunforge Battlesuits x3 = 150 | 2 Crisis Sunforge Shas’ui: 1 Shield Drone, 2 Battlesuit fists, 4 Fusion blaster, 1 Marker Drone | 1 Crisis Sunforge Shas’vre: 1 Shield Drone, 2 Fusion blaster, 1 Battlesuit fists',
      ],
    });
  });

  it('a "+" header copied without its rules', () => {
    const r = read(
      [
        '+ FACTION KEYWORD: Imperium - Adeptus Astartes',
        '+ TOTAL ARMY POINTS: 240',
        '+++',
        '6x Inceptor Squad (240 pts)',
        '• 5x Inceptor: 5 with Close combat weapon, Plasma exterminators',
        '• 1x Inceptor Sergeant: Close combat weapon, Plasma exterminators',
      ].join('\n'),
    );
    expect(summary(r.list).units).toEqual([
      'Inceptor Squad x6 = 240 | 5 Inceptor: 5 Close combat weapon, 5 Plasma exterminators | 1 Inceptor Sergeant: 1 Close combat weapon, 1 Plasma exterminators',
    ]);
  });

  // Found by the WTC generator (lists-generated.test.ts): a WTC-Compact list whose only selections
  // are on "• Nx Model: ..." lines was read as the GW style, its loadouts as wargear named "Model: ...".
  it('WTC-Compact with selections only on model lines is read as WTC-Compact', () => {
    const r = read(
      [
        '+ FACTION KEYWORD: Chaos Knights',
        '+ TOTAL ARMY POINTS: 130pts',
        '+++',
        '',
        '1x War Dog Karnivore (130 pts)',
        '• 1x War Dog Karnivore: Reaper chaintalon, Slaughterclaw',
      ].join('\n'),
    );
    expect(r.format).toBe('nr-wtc');
    expect(summary(r.list).units).toEqual([
      'War Dog Karnivore x1 = 130 | 1 War Dog Karnivore: 1 Reaper chaintalon, 1 Slaughterclaw',
    ]);
  });

  // Found by the WTC generator: the header's second Enhancement of the same name was dropped because
  // another unit had it (two copies are the validator's to refuse, not the reader's to lose).
  it('the header gives each labelled unit its Enhancement, even one another unit has', () => {
    const r = read(
      [
        '+++',
        '+ FACTION KEYWORD: Chaos Knights',
        '+ DETACHMENT: Houndpack Lance',
        "+ ENHANCEMENT: Preyslayer's Mantle (on Char1: War Dog Karnivore)",
        "& Preyslayer's Mantle (on Char2: War Dog Karnivore)",
        '+++',
        '',
        'CHARACTER',
        '',
        'Char1: 1x War Dog Karnivore (150 pts)',
        "Enhancement: Preyslayer's Mantle (+15 pts)",
        'Char2: 1x War Dog Karnivore (150 pts)',
      ].join('\n'),
    );
    expect(summary(r.list).units).toEqual([
      "War Dog Karnivore x1 = 150 | E Preyslayer's Mantle",
      "War Dog Karnivore x1 = 150 | E Preyslayer's Mantle",
    ]);
  });
});

describe('encodings', () => {
  // Windows tools save text as UTF-16: such a file used to fail as an unrecognised format.
  it('a UTF-16 file (little or big endian, with or without its byte-order mark) reads as its UTF-8 copy', () => {
    const text = [
      'Boop (95 Points)',
      '',
      'Space Marines',
      'Gladius Task Force',
      'Incursion (1,000 Points)',
      '',
      'CHARACTERS',
      '',
      'Captain (95 Points)',
      '  • Warlord',
      '  • 1x Master-crafted power weapon',
      '  • Enhancements: Artificer Armour',
    ].join('\r\n');
    const le = new Uint8Array(Buffer.from(text, 'utf16le'));
    const be = new Uint8Array(le.length);
    for (let i = 0; i < le.length; i += 2) [be[i], be[i + 1]] = [le[i + 1]!, le[i]!];
    const want = summary(read(text).list);
    expect(want.units).toEqual(['Captain x1 = 95 | 1 Master-crafted power weapon | E Artificer Armour | W']);
    for (const bytes of [le, be]) {
      for (const bom of [true, false]) {
        const mark = bytes === le ? [0xff, 0xfe] : [0xfe, 0xff];
        const input = bom ? new Uint8Array([...mark, ...bytes]) : bytes;
        expect(summary(read(input).list)).toEqual(want);
      }
    }
  });
});

describe('other editions', () => {
  it('an 11th-edition app export is refused with a message naming the edition', () => {
    const e = refusal(
      [
        'Mass suits (2000 points)',
        '',
        'T’au Empire',
        'Strike Force (2000 points)',
        'Advanced Acquisition Cadre and Retaliation Cadre (3 Detachment Points)',
        'Force Dispositions: Purge the Foe',
        '',
        'CHARACTERS',
      ].join('\n'),
    );
    expect(e.format()).toMatch(/^hand\.txt:5: this looks like an 11th-edition list/);
  });
});
