import { InputError } from '@cogitator/engine';
import { describe, expect, it } from 'vitest';
import { BSDATA_10E_SYSTEM, readArmyList } from '../src/index.js';
import { summary } from './lists-summary.js';

/**
 * The JSON exports of New Recruit and ListForge (the BattleScribe roster schema written as JSON) and
 * Rosterizer's registry, written by hand in each tool's shape, and other editions refused by name.
 */
const cost = (value: number) => [{ name: 'pts', typeId: '51b2-306e-1021-d207', value }];

/** New Recruit's shape: arrays under plural keys, numbers as numbers. */
const newRecruit = {
  roster: {
    id: 'a1b2',
    name: 'Mechanised',
    battleScribeVersion: '2.03',
    generatedBy: 'https://newrecruit.eu',
    gameSystemId: BSDATA_10E_SYSTEM,
    gameSystemName: 'Warhammer 40,000 10th Edition',
    costs: cost(215),
    costLimits: [{ name: 'pts', typeId: '51b2-306e-1021-d207', value: 2000 }],
    forces: [
      {
        id: 'f1',
        name: 'Army Roster',
        catalogueName: 'Imperium - Adeptus Astartes - Ultramarines',
        selections: [
          {
            id: 's0',
            name: 'Detachment',
            type: 'upgrade',
            categories: [{ name: 'Configuration', primary: true }],
            selections: [{ id: 's0a', name: 'Gladius Task Force', type: 'upgrade' }],
          },
          {
            id: 's1',
            name: 'Captain',
            type: 'model',
            number: 1,
            costs: cost(80),
            categories: [{ name: 'Character', primary: true }],
            selections: [
              { id: 's1a', name: 'Warlord', type: 'upgrade', categories: [{ name: 'Warlord' }] },
              {
                id: 's1b',
                name: 'Master-crafted bolt rifle',
                type: 'upgrade',
                number: 1,
                profiles: [{ typeName: 'Ranged Weapons' }],
              },
              { id: 's1c', name: 'Artificer Armour', type: 'upgrade', number: 1, costs: cost(10) },
            ],
          },
          {
            id: 's2',
            name: 'Intercessor Squad',
            type: 'unit',
            costs: cost(0),
            categories: [{ name: 'Battleline', primary: true }],
            selections: [
              {
                id: 's2a',
                name: 'Intercessor Sergeant',
                type: 'model',
                number: 1,
                costs: cost(25),
                selections: [{ id: 's2b', name: 'Bolt rifle', type: 'upgrade', number: 1 }],
              },
              {
                id: 's2c',
                name: 'Intercessor',
                type: 'model',
                number: 4,
                costs: cost(100),
                selections: [{ id: 's2d', name: 'Bolt rifle', type: 'upgrade', number: 4 }],
              },
            ],
          },
        ],
      },
    ],
  },
};

/** The XML converters' shape, as some ListForge and older exports are: {"selections": {"selection": [...]}}, strings for numbers. */
function wrapped(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(wrapped);
  if (!v || typeof v !== 'object') return typeof v === 'number' ? String(v) : v;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
    const singular = k === 'categories' ? 'category' : k.replace(/s$/, '');
    out[k] = Array.isArray(x) ? { [singular]: wrapped(x) } : wrapped(x);
  }
  return out;
}

const EXPECTED = {
  head: 'Mechanised / Space Marines / Ultramarines / Gladius Task Force / Strike Force 2000 / 215 pts',
  units: [
    'Captain x1 = 90 | 1 Master-crafted bolt rifle | E Artificer Armour | W',
    'Intercessor Squad x5 = 125 | 1 Intercessor Sergeant: 1 Bolt rifle | 4 Intercessor: 4 Bolt rifle',
  ],
};

function refusal(text: string): string {
  try {
    readArmyList(text, 'x.json');
  } catch (e) {
    if (e instanceof InputError) return e.format();
    throw e;
  }
  throw new Error('the list was read');
}

describe('JSON exports of the list tools', () => {
  it("New Recruit's JSON: faction path, detachment, units, models, Warlord, Enhancement, points as stated", () => {
    const r = readArmyList(JSON.stringify(newRecruit, null, 2), 'nr.json');
    expect(r.format).toBe('roster-json');
    expect(summary(r.list)).toEqual(EXPECTED);
  });

  it("ListForge's JSON in the converters' shape (wrapped lists, numbers as strings) reads the same", () => {
    const r = readArmyList(JSON.stringify({ ...(wrapped(newRecruit) as object) }), 'lf.json');
    expect(summary(r.list)).toEqual(EXPECTED);
  });

  it('a Rosterizer registry: included units, Model assets with their weapons, Enhancement, Warlord, Detachment', () => {
    const weapon = (designation: string, quantity = 1) => ({
      designation,
      classification: 'Ranged Weapon',
      quantity,
      stats: {},
      assets: { included: [], traits: [] },
    });
    const registry = {
      name: 'Mechanised',
      info: { name: 'Warhammer 40,000 10th Edition', revision: '1.2' },
      assets: {
        traits: [
          { designation: 'Gladius Task Force', classification: 'Detachment', assets: { included: [], traits: [] } },
        ],
        included: [
          {
            designation: 'Captain',
            classification: 'Unit',
            quantity: 1,
            stats: { Points: { value: 80 } },
            keywords: { Faction: ['Adeptus Astartes'] },
            assets: {
              traits: [{ designation: 'Warlord', classification: 'Ability', assets: { included: [], traits: [] } }],
              included: [
                weapon('Master-crafted bolt rifle'),
                { designation: 'Artificer Armour', classification: 'Enhancement', stats: { Points: { value: 10 } } },
              ],
            },
          },
          {
            designation: 'Intercessor Squad',
            classification: 'Unit',
            quantity: 1,
            stats: { Points: { value: 80 }, Models: { value: 5 } },
            keywords: { Faction: ['Adeptus Astartes'] },
            assets: {
              traits: [],
              included: [
                {
                  designation: 'Intercessor Sergeant',
                  classification: 'Model',
                  quantity: 1,
                  assets: { included: [weapon('Bolt rifle')] },
                },
                {
                  designation: 'Intercessor',
                  classification: 'Model',
                  quantity: 4,
                  assets: { included: [weapon('Bolt rifle')] },
                },
              ],
            },
          },
        ],
      },
    };
    const r = readArmyList(JSON.stringify(registry), 'reg.json');
    expect(r.format).toBe('rosterizer');
    expect(summary(r.list)).toEqual({
      head: 'Mechanised / Space Marines / - / Gladius Task Force / - - / 170 pts',
      units: [
        'Captain x1 = 90 | 1 Master-crafted bolt rifle | E Artificer Armour | W',
        'Intercessor Squad x5 = 80 | 1 Intercessor Sergeant: 1 Bolt rifle | 4 Intercessor: 4 Bolt rifle',
      ],
    });
  });

  it('another JSON shape is refused with what is expected, not a message about formatVersion alone', () => {
    expect(refusal('{"army": []}')).toBe(
      'x.json:1: a JSON file this reader does not know: expected New Recruit or ListForge JSON ({"roster": ...}), a Rosterizer registry ({"assets": {"included": [...]}}) or Cogitator list JSON ("formatVersion": 1)',
    );
  });
});

describe('other editions are refused by name', () => {
  it('an 11th-edition New Recruit JSON names its game system', () => {
    const eleventh = {
      roster: {
        ...newRecruit.roster,
        gameSystemId: 'sys-0000-11th-ed',
        gameSystemName: 'Warhammer 40,000 11th Edition',
      },
    };
    expect(refusal(JSON.stringify(eleventh))).toBe(
      'x.json:1: the roster is for game system "Warhammer 40,000 11th Edition" (sys-0000-11th-ed), not Warhammer 40,000 10th Edition (sys-352e-adc2-7639-d6a9) (reading New Recruit / ListForge JSON (BattleScribe roster schema))',
    );
  });

  it('an 11th-edition New Recruit text export (Detachment Points, Force Dispositions) is refused, not read as 10th', () => {
    const text = [
      'Xenos - T’au Empire - Mass suits - [2000 pts]',
      '',
      '# ++ Army Roster ++ [2000 pts]',
      '## Configuration',
      'Battle Size: Strike Force (2000 Point limit)',
      'Detachments: Retaliation Cadre, Kauyon (3 Detachment Points)',
      'Force Dispositions: Purge the Foe',
    ].join('\n');
    expect(refusal(text)).toMatch(/^x\.json:6: this looks like an 11th-edition list \("Detachments: Retaliation Cadre/);
  });

  it('an 11th-edition Rosterizer registry is refused by name', () => {
    const reg = { name: 'x', info: { name: 'Warhammer 40,000 11th Edition' }, assets: { included: [], traits: [] } };
    expect(refusal(JSON.stringify(reg))).toBe(
      'x.json: this Rosterizer registry is for an 11th-edition game; Cogitator reads 10th-edition lists',
    );
  });
});
