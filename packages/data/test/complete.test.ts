import { readFileSync } from 'node:fs';
import { type CatalogueQuery, createCatalogueQuery, type DatasheetPage } from '@cogitator/engine';
import { beforeAll, expect, it } from 'vitest';
import { describeShared, seedPath, WAHAPEDIA_DIR } from '../../../testing/shared.js';
import { compileSources, completePage, parseSeedPage } from '../src/index.js';
import { errorOf } from './fixtures/errors.js';

// Pinned to the Wahapedia 2025-11-14 export: the Land Raider seed says 240 pts, the export 220.
let query: CatalogueQuery;

function page(name: 'landRaider' | 'earthshakers' | 'grimnyr'): DatasheetPage {
  const path = seedPath(name);
  return parseSeedPage(readFileSync(path, 'utf8'), path).page;
}

/** Paths of the leaves that differ between two values (`profiles[0].movement`, `equipment`). */
function changed(a: unknown, b: unknown, path = ''): string[] {
  if (JSON.stringify(a) === JSON.stringify(b)) return [];
  const isObj = (x: unknown) => typeof x === 'object' && x !== null;
  if (!isObj(a) || !isObj(b) || Array.isArray(a) !== Array.isArray(b)) return [path];
  if (Array.isArray(a) && Array.isArray(b) && a.length !== b.length) return [path];
  const keys = new Set([...Object.keys(a as object), ...Object.keys(b as object)]);
  return [...keys].flatMap((k) => {
    const p = Array.isArray(a) ? `${path}[${k}]` : path ? `${path}.${k}` : k;
    return changed((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], p);
  });
}

describeShared(
  'completePage: a seed page completed from the catalogue',
  [WAHAPEDIA_DIR, seedPath('landRaider')],
  () => {
    beforeAll(async () => {
      query = createCatalogueQuery(await compileSources([WAHAPEDIA_DIR]));
    }, 120_000);

    it('the completed Land Raider has M10" T12 Sv2+ W16 Ld6+ OC5', () => {
      const { page: done } = completePage(page('landRaider'), query);
      const p = done.datasheet.profiles[0]!;
      expect([p.movement, p.toughness, p.save, p.wounds, p.leadership, p.objectiveControl]).toEqual([
        10, 12, 2, 16, 6, 5,
      ]);
      expect(p.baseSize).toEqual({ kind: 'hull' });
    });

    it('reports the 240 vs 220 points conflict, keeping the page’s value', () => {
      const { page: done, conflicts } = completePage(page('landRaider'), query);
      expect(conflicts).toContainEqual({
        faction: 'Grey Knights',
        datasheet: 'Land Raider',
        field: 'points[0].points',
        values: [
          { source: 'seed', value: 240 },
          { source: 'wahapedia', value: 220 },
        ],
        used: 'seed',
      });
      expect(done.datasheet.points).toEqual([{ models: 1, points: 240 }]);
      expect(conflicts.map((c) => c.field)).toEqual(['points[0].points', 'stratagems[unmatched]']);
    });

    it('reports every filled field, and fills nothing else', () => {
      for (const name of ['landRaider', 'earthshakers', 'grimnyr'] as const) {
        const before = page(name);
        const copy = structuredClone(before);
        const { page: done, filled } = completePage(before, query);
        expect(before, `${name}: the input page is not changed`).toEqual(copy);
        const fields = filled.map((f) => f.field);
        const changes = [
          ...changed(before.datasheet, done.datasheet),
          ...changed(before.enhancements, done.enhancements, 'enhancements'),
          ...changed(before.stratagems, done.stratagems, 'stratagems'),
        ];
        for (const path of changes) {
          expect(
            fields.some((f) => path === f || path.startsWith(`${f}.`) || path.startsWith(`${f}[`)),
            `${name}: ${path} changed`,
          ).toBe(true);
        }
        expect(changes.length, name).toBeGreaterThanOrEqual(fields.length);
      }
      const { filled } = completePage(page('landRaider'), query);
      expect(filled.map((f) => f.field)).toEqual([
        'profiles[0].movement',
        'profiles[0].toughness',
        'profiles[0].save',
        'profiles[0].wounds',
        'profiles[0].leadership',
        'profiles[0].objectiveControl',
        'profiles[0].baseSize',
        'equipment',
        'role',
        'publication',
      ]);
      expect(filled.every((f) => f.source === 'wahapedia')).toBe(true);
    });

    it('finds the older Grimnyr profile’s differences', () => {
      const { conflicts } = completePage(page('grimnyr'), query);
      expect(conflicts.find((c) => c.field === 'weapons[2].profiles[0].attacks')?.values).toEqual([
        { source: 'seed', value: { count: 0, sides: 6, bonus: 1 } },
        { source: 'wahapedia', value: { count: 0, sides: 6, bonus: 2 } },
      ]);
    });

    it('a page whose datasheet the catalogue lacks is refused with suggestions', () => {
      const p = page('landRaider');
      const odd = { ...p, datasheet: { ...p.datasheet, name: 'Land Raidr' } };
      expect(errorOf(() => completePage(odd, query)).format()).toBe(
        'datasheet: the catalogue has no "Land Raidr" in Grey Knights; did you mean Land Raider (Grey Knights)?',
      );
    });
  },
);
