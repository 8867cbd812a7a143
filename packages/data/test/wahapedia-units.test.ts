import { describe, expect, it } from 'vitest';
import { parsePipeTable } from '../src/csv/pipe-table.js';
import { compositionOf, pointsOf } from '../src/wahapedia/composition.js';
import { ImportContext } from '../src/wahapedia/context.js';
import { parseBaseSize } from '../src/wahapedia/profiles.js';
import { splitStratagemText } from '../src/wahapedia/stratagems.js';
import { equipmentOf, transportOf } from '../src/wahapedia/units.js';

const rows = (header: string, lines: string[]) => parsePipeTable([header, ...lines].join('\n'), 'test.csv').rows;

describe('Wahapedia unit parts', () => {
  it('reads transport capacity, space costs and exclusions', () => {
    expect(
      transportOf(
        'This model has a transport capacity of 12 <span class="kwb">ASTRA</span> <span class="kwb">MILITARUM</span> INFANTRY models. ' +
          'Each HEAVY WEAPONS TEAM model and VETERAN HEAVY WEAPONS TEAM model takes up the space of 2 models. ' +
          'The Ghazghkull Thraka model takes up the space of 18 models. It cannot transport OGRYN or ARTILLERY models.',
      ),
    ).toMatchObject({
      capacity: 12,
      allowed: ['ASTRA MILITARUM INFANTRY'],
      spaceCost: [
        { keyword: 'HEAVY WEAPONS TEAM', spaces: 2 },
        { keyword: 'VETERAN HEAVY WEAPONS TEAM', spaces: 2 },
        { keyword: 'Ghazghkull Thraka', spaces: 18 },
      ],
      excluded: ['OGRYN', 'ARTILLERY'],
    });
    expect(
      transportOf('This model has a transport capacity of 11 models from the following units: A, B.'),
    ).toMatchObject({
      capacity: 11,
      allowed: ['A', 'B'],
    });
    expect(transportOf('')).toBeNull();
  });

  it('folds OR alternatives of a composition into ranges and keeps the printed lines', () => {
    const ctx = new ImportContext();
    const r = compositionOf(
      ctx,
      rows('datasheet_id|line|description|', [
        '1|1|1 Runtherd and 10 Gretchin|',
        '1|2|OR|',
        '1|3|2 Runtherds and 20 Gretchin|',
      ]),
      ['Runtherd', 'Gretchin'],
      'Gretchin',
    );
    expect(r.composition).toEqual([
      { model: 'Runtherd', min: 1, max: 2 },
      { model: 'Gretchin', min: 10, max: 20 },
    ]);
    expect(r.section).toEqual({
      name: 'UNIT COMPOSITION',
      text: '1 Runtherd and 10 Gretchin\nOR\n2 Runtherds and 20 Gretchin',
    });
    expect(ctx.warnings).toEqual([]);
  });

  it('reads points by model count, notes and add-on costs', () => {
    const ctx = new ImportContext();
    const r = pointsOf(
      ctx,
      rows('datasheet_id|line|description|cost|', [
        '1|1|3 models|80|',
        '1|2|1 Spanner and 4 Burna Boyz|60|',
        '1|3|1 model (<ky>AGENTS OF THE IMPERIUM</ky> Detachment)|110|',
        '1|4|Attack Bike|+55|',
        '1|5|6 models|lots|',
      ]),
      'Bike Squad',
    );
    expect(r).toEqual([
      { models: 3, points: 80 },
      { models: 5, points: 60, note: '1 Spanner and 4 Burna Boyz' },
      { models: 1, points: 110, note: 'AGENTS OF THE IMPERIUM Detachment' },
      { models: 1, points: 55, note: 'Attack Bike', additional: true },
    ]);
    expect(ctx.warnings.map((w) => w.message)).toEqual([
      'Bike Squad: cost "lots" is not a number of points; row left out',
    ]);
  });

  it('reads loadouts, base sizes and Stratagem parts', () => {
    expect(
      equipmentOf(
        '<i>* A footnote.</i><br><br><b>The Grimnyr is equipped with:</b> Ancestral Wrath; ancestral ward stave.',
      ),
    ).toEqual({
      equipment: [{ who: 'The Grimnyr', items: ['Ancestral Wrath', 'ancestral ward stave'] }],
      notes: [{ name: 'LOADOUT', text: '* A footnote.' }],
    });
    expect(parseBaseSize('120 x 92mm flying base')).toEqual({
      size: { kind: 'oval', mm: [120, 92] },
      note: 'flying base',
    });
    expect(parseBaseSize('28.5mm')).toEqual({ size: { kind: 'round', mm: 28.5 } });
    expect(parseBaseSize('No official base size')).toEqual({ size: null, note: 'No official base size' });
    expect(
      splitStratagemText(
        'TRIGGER: When an enemy unit ends a Fall Back move.\n\nEFFECT: One unit can make a Normal move.',
      ),
    ).toEqual({
      when: 'When an enemy unit ends a Fall Back move.',
      target: '',
      effect: 'One unit can make a Normal move.',
    });
    expect(splitStratagemText('No labels here.')).toBeNull();
  });
});
