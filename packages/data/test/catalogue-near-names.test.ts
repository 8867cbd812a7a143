import type { Detachment, Enhancement, ImportedSource, SourceKind } from '@cogitator/engine';
import { describe, expect, it } from 'vitest';
import { testSource } from '../../../testing/source.js';
import { editDistance, looseKey, nearlySameName } from '../src/catalogue/compile/near-names.js';
import { compileCatalogue } from '../src/index.js';

/**
 * The same item spelled differently by Wahapedia and BSData merges once, at compile time, with the
 * other spelling kept as an alias (pairs found in the 2025-11 exports).
 */

const info = (kind: SourceKind) => ({
  kind,
  path: `/${kind}`,
  snapshot: '2025-11-14',
  edition: '10e' as const,
  hash: kind,
});

const det = (kind: SourceKind, id: string, name: string, faction = 'Adeptus Mechanicus'): Detachment => ({
  id: `${kind}:${id}`,
  name,
  faction,
  rules: [],
});

const enh = (
  kind: SourceKind,
  id: string,
  name: string,
  detachment: string,
  points: number,
  faction = 'Adeptus Mechanicus',
): Enhancement => ({
  id: `${kind}:${id}`,
  name,
  points,
  faction,
  detachment,
  detachmentId: `${kind}:d-${detachment}`,
});

function src(kind: SourceKind, detachments: Detachment[], enhancements: Enhancement[]): ImportedSource {
  return testSource(info(kind), { detachments, enhancements });
}

describe('near names', () => {
  it('loosens "The", spaces and hyphens; allows a letter in 6, two in 12', () => {
    expect(looseKey('The Ephemeral Tome')).toBe('ephemeraltome');
    expect(looseKey('Fire-point Commander')).toBe(looseKey('Firepoint Commander'));
    expect(editDistance('arcanystevaluator', 'arkanystevaluator', 2)).toBe(1);
    expect(nearlySameName('Arcanyst Evaluator', 'Arkanyst Evaluator')).toBe(true);
    expect(nearlySameName('Haloscreed Battle Clade', 'Haloscreed Battleclade')).toBe(true);
    expect(nearlySameName('Sublime Prescience', 'Sublime Presence')).toBe(true);
    expect(nearlySameName('Test Relic', 'Best Relics')).toBe(false);
    expect(nearlySameName('Hunt', 'Hurt')).toBe(false);
  });

  it('merges "Arcanyst"/"Arkanyst Evaluator" across sources once, in the detachment spelled both ways', () => {
    const c = compileCatalogue([
      src(
        'wahapedia',
        [det('wahapedia', 'd1', 'Haloscreed Battle Clade')],
        [
          enh('wahapedia', 'e1', 'Arcanyst Evaluator', 'Haloscreed Battle Clade', 25),
          enh('wahapedia', 'e2', 'Transoracular Dyad Wafers', 'Haloscreed Battle Clade', 20),
        ],
      ),
      src(
        'bsdata',
        [det('bsdata', 'd1', 'Haloscreed Battleclade')],
        [
          enh('bsdata', 'e1', 'Arkanyst Evaluator', 'Haloscreed Battleclade', 25),
          enh('bsdata', 'e2', 'Transoracular Dyad Wafers', 'Haloscreed Battleclade', 20),
        ],
      ),
    ]);
    expect(c.detachments.map((d) => [d.id, d.name, d.aliases])).toEqual([
      ['wahapedia:d1', 'Haloscreed Battle Clade', ['Haloscreed Battleclade']],
    ]);
    expect(c.enhancements.map((e) => [e.id, e.name, e.detachment, e.aliases])).toEqual([
      ['wahapedia:e1', 'Arcanyst Evaluator', 'Haloscreed Battle Clade', ['Arkanyst Evaluator']],
      ['wahapedia:e2', 'Transoracular Dyad Wafers', 'Haloscreed Battle Clade', undefined],
    ]);
  });

  it('"The Ephemeral Tome" and "Ephemeral Tome" are one; a different points cost or a second candidate is not merged', () => {
    const c = compileCatalogue([
      src(
        'wahapedia',
        [],
        [
          enh('wahapedia', 'e1', 'The Ephemeral Tome', 'Banishers', 15, 'Grey Knights'),
          enh('wahapedia', 'e2', 'Sixty-sixth Seal', 'Banishers', 25, 'Grey Knights'),
        ],
      ),
      src(
        'bsdata',
        [],
        [
          enh('bsdata', 'e1', 'Ephemeral Tome', 'Banishers', 15, 'Grey Knights'),
          enh('bsdata', 'e2', 'The Sixty-sixth Seal', 'Banishers', 30, 'Grey Knights'),
        ],
      ),
    ]);
    expect(c.enhancements.map((e) => [e.name, e.aliases ?? []])).toEqual([
      ['The Ephemeral Tome', ['Ephemeral Tome']],
      ['Sixty-sixth Seal', []],
      ['The Sixty-sixth Seal', []],
    ]);
  });

  it('two items of one source are never merged with each other', () => {
    const c = compileCatalogue([
      src(
        'wahapedia',
        [],
        [
          enh('wahapedia', 'e1', 'Gitfinder Googlez', 'Dread Mob', 10, 'Orks'),
          enh('wahapedia', 'e2', 'Gitfinder Gogglez', 'Dread Mob', 10, 'Orks'),
        ],
      ),
    ]);
    expect(c.enhancements).toHaveLength(2);
  });
});
