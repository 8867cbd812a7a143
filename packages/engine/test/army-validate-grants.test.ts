import { describe, expect, it } from 'vitest';
import { fixtureCatalogue, fixtureQuery } from '../../../testing/army-fixture.js';
import { testProfile } from '../../../testing/profile.js';
import { emptyDatasheet, type NewUnit, validateArmy } from '../src/index.js';
import { build } from './army-fixtures.js';

// Fury From The Dêlve (Dêlve Assault Shift, seed 004 and the 2025-11 export): "CTHONIAN BESERKS units from your army
// have the Deep Strike ability. KEYWORDS CTHONIAN BESERKS units from your army gain the BATTLELINE keyword." The list
// validator reads the grant from the rule's definition (rules/army-grants.ts), not from its text: the export runs the
// sentences together ("KEYWORDSCTHONIAN BESERKS units"), as this fixture's text does.
const LOV = 'Leagues of Votann';
const beserks = emptyDatasheet('fx:beserks', 'Cthonian Beserks', LOV);
beserks.profiles = [testProfile('Cthonian Beserks', { baseSize: { kind: 'round', mm: 40 } })];
beserks.keywords = ['Infantry', 'Cthonian', 'Beserks'];
beserks.factionKeywords = [LOV];
beserks.points = [{ models: 5, points: 100 }];
const FURY_TEXT =
  'CTHONIAN BESERKS units from your army have the Deep Strike ability.KEYWORDSCTHONIAN BESERKS units from your army gain the BATTLELINE keyword.';
const q = fixtureQuery({
  ...fixtureCatalogue,
  datasheets: [...fixtureCatalogue.datasheets, beserks],
  detachments: [
    ...fixtureCatalogue.detachments,
    {
      id: 'fx:delve',
      name: 'Dêlve Assault Shift',
      faction: LOV,
      rules: [{ name: 'Fury From The Dêlve', text: FURY_TEXT }],
    },
  ],
});

const champion: NewUnit = { name: 'Einhyr Champion', warlord: true };
const unit: NewUnit = { name: 'Cthonian Beserks', models: 5 };
const problems = (detachment: string, n: number) =>
  validateArmy(
    build({ faction: LOV, detachment, battleSize: 'Strike Force', pointsLimit: 2000 }, [
      champion,
      ...Array(n).fill(unit),
    ]),
    q,
  ).findings.filter((f) => f.severity !== 'note');

describe('Fury From The Dêlve in the list validator', () => {
  it('BATTLELINE: four, and six, Cthonian Beserks are allowed', () => {
    expect(problems('Dêlve Assault Shift', 4)).toEqual([]);
    expect(problems('Dêlve Assault Shift', 6)).toEqual([]);
  });

  it('a seventh is an error: at most 6 (BATTLELINE)', () => {
    expect(problems('Dêlve Assault Shift', 7)).toEqual([
      expect.objectContaining({
        rule: 'rule-of-three',
        message: 'Cthonian Beserks: 7 units of this datasheet; at most 6 (BATTLELINE or DEDICATED TRANSPORT)',
      }),
    ]);
  });

  it('another detachment: at most 3', () => {
    expect(problems('Oathband', 4)).toEqual([
      expect.objectContaining({
        rule: 'rule-of-three',
        message: 'Cthonian Beserks: 4 units of this datasheet; at most 3',
      }),
    ]);
  });
});
