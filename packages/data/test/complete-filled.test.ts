import { readFileSync } from 'node:fs';
import { type CatalogueQuery, createCatalogueQuery, type DatasheetPage } from '@cogitator/engine';
import { beforeAll, expect, it } from 'vitest';
import { describeShared, SEEDS, seedPath, WAHAPEDIA_DIR } from '../../../testing/shared.js';
import { compileSources, completePage, parseSeedPage } from '../src/index.js';

// Every seed page completed from the Wahapedia 2025-11-14 catalogue: whatever changed is reported.
let query: CatalogueQuery;

function page(name: keyof typeof SEEDS): DatasheetPage {
  const path = seedPath(name);
  return parseSeedPage(readFileSync(path, 'utf8'), path).page;
}

/** Paths of the leaves that differ between two values (`profiles[0].movement`, `equipment`). */
function changed(a: unknown, b: unknown, path: string): string[] {
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
  'completePage reports every value it fills',
  [WAHAPEDIA_DIR, ...Object.keys(SEEDS).map((n) => seedPath(n as keyof typeof SEEDS))],
  () => {
    beforeAll(async () => {
      query = createCatalogueQuery(await compileSources([WAHAPEDIA_DIR]));
    }, 120_000);

    it.each(Object.keys(SEEDS))(
      '%s: each change to the page is a filled field, and the filled values are the catalogue’s',
      (name) => {
        const before = page(name as keyof typeof SEEDS);
        const c = completePage(before, query);
        expect(c.match, name).not.toBeNull();
        const fields = c.filled.map((f) => f.field);
        const changes = [
          ...changed(before.datasheet, c.page.datasheet, ''),
          ...changed(before.enhancements, c.page.enhancements, 'enhancements'),
        ].map((p) => p.replace(/\.movementIsMinimum$/, '.movement'));
        for (const path of changes) {
          expect(
            fields.some((f) => path === f || path.startsWith(`${f}.`) || path.startsWith(`${f}[`)),
            `${path} changed without being reported`,
          ).toBe(true);
        }
        for (const f of c.filled)
          expect(
            changes.some((p) => p === f.field || p.startsWith(f.field)),
            f.field,
          ).toBe(true);
      },
    );

    it('the completed Land Raider has M10" T12 Sv2+ W16 Ld6+ OC5, and the 240 vs 220 conflict', () => {
      const c = completePage(page('landRaider'), query);
      const p = c.page.datasheet.profiles[0]!;
      expect([p.movement, p.toughness, p.save, p.wounds, p.leadership, p.objectiveControl]).toEqual([
        10, 12, 2, 16, 6, 5,
      ]);
      expect(c.filled.map((f) => `${f.field}=${f.text}`)).toEqual([
        'profiles[0].movement=10"',
        'profiles[0].toughness=12',
        'profiles[0].save=2+',
        'profiles[0].wounds=16',
        'profiles[0].leadership=6+',
        'profiles[0].objectiveControl=5',
        'profiles[0].baseSize=hull',
        'equipment=This model: 2 godhammer lascannons; twin heavy bolter; armoured tracks',
      ]);
      expect(c.conflicts).toEqual([{ field: 'points', page: '1 model: 240 pts', catalogue: '1 model: 220 pts' }]);
    });
  },
);
