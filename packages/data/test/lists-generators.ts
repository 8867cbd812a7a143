import type { ArmyList } from '@cogitator/engine';
import fc from 'fast-check';
import { fixtureCatalogue } from '../../../testing/army-fixture.js';

/**
 * Random lists of catalogue units (the in-code fixture catalogue: its datasheets, weapons,
 * Detachments and Enhancements), and one writer per export format that writes them the way that
 * tool does, in its variants. `expected` is what reading any of them back must give.
 */
export interface GItem {
  name: string;
  /** Per model for model groups; the total for unit-level wargear. */
  n: number;
}
export interface GGroup {
  name: string;
  count: number;
  per: GItem[];
}
export interface GUnit {
  name: string;
  points: number;
  groups: GGroup[];
  wargear: GItem[];
  enhancement: { name: string; points: number } | null;
  warlord: boolean;
  character: boolean;
}
export interface GList {
  name: string;
  faction: string;
  detachment: string;
  size: { name: string; points: number };
  units: GUnit[];
  total: number;
}

const SHEETS = fixtureCatalogue.datasheets.map((d) => d.name);
const WEAPONS = [...new Set(fixtureCatalogue.datasheets.flatMap((d) => d.weapons.map((w) => w.name)))];
const ENHANCEMENTS = fixtureCatalogue.enhancements.map((e) => ({ name: e.name, points: e.points }));
const DETACHMENTS = fixtureCatalogue.detachments.map((d) => ({ name: d.name, faction: d.faction }));
const SIZES = [
  { name: 'Incursion', points: 1000 },
  { name: 'Strike Force', points: 2000 },
  { name: 'Onslaught', points: 3000 },
];

const lower = (a: { name: string }, b: { name: string }) => a.name.toLowerCase() === b.name.toLowerCase();
const weapons = (max: number, min = 0) =>
  fc.uniqueArray(fc.record({ name: fc.constantFrom(...WEAPONS), n: fc.integer({ min: 1, max: 3 }) }), {
    minLength: min,
    maxLength: max,
    comparator: lower,
  });
const group: fc.Arbitrary<GGroup> = fc.record({
  name: fc.constantFrom(...SHEETS),
  count: fc.integer({ min: 1, max: 10 }),
  per: weapons(3, 1),
});
const unit: fc.Arbitrary<GUnit> = fc.record({
  name: fc.constantFrom(...SHEETS),
  points: fc.integer({ min: 5, max: 995 }),
  groups: fc.uniqueArray(group, { maxLength: 3, comparator: lower }),
  wargear: weapons(4),
  enhancement: fc.option(fc.constantFrom(...ENHANCEMENTS), { nil: null }),
  warlord: fc.boolean(),
  character: fc.boolean(),
});

export const gList: fc.Arbitrary<GList> = fc
  .record({
    name: fc.constantFrom('Dog Kill God', 'Boop', 'Jump Tanx', 'all gas no breaks'),
    detachment: fc.constantFrom(...DETACHMENTS),
    size: fc.constantFrom(...SIZES),
    units: fc.array(unit, { minLength: 1, maxLength: 10 }),
    extra: fc.integer({ min: 0, max: 20 }),
  })
  .map((r) => ({
    name: r.name,
    faction: r.detachment.faction,
    detachment: r.detachment.name,
    size: r.size,
    units: r.units,
    total: r.units.reduce((s, u) => s + u.points, 0) + r.extra,
  }));

/** "2x Name" or "Name" for one. */
export const counted = (n: number, name: string, one = false) => (n === 1 && !one ? name : `${n}x ${name}`);
/** A figure with or without a thousands separator ("1,995", "1995"). */
export const thousands = (n: number, sep: string) =>
  sep ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep) : String(n);

/** What any writer's output reads back to: per unit, everything the list states. */
export function expected(l: GList): unknown {
  return {
    statedPoints: l.total,
    units: l.units.map((u) => ({
      name: u.name,
      models: u.groups.length ? u.groups.reduce((s, g) => s + g.count, 0) : 1,
      statedPoints: u.points,
      wargear: u.wargear.map((w) => ({ name: w.name, count: w.n })),
      modelGroups: u.groups.map((g) => ({
        name: g.name,
        count: g.count,
        wargear: g.per.map((w) => ({ name: w.name, count: w.n * g.count })),
      })),
      enhancement: u.enhancement?.name ?? null,
      warlord: u.warlord,
    })),
  };
}

/** The same projection of a list read back. */
export function project(l: ArmyList): unknown {
  return {
    statedPoints: l.statedPoints,
    units: l.units.map((u) => ({
      name: u.name,
      models: u.models,
      statedPoints: u.statedPoints,
      wargear: u.wargear.map((w) => ({ name: w.name, count: w.count })),
      modelGroups: u.modelGroups.map((g) => ({
        name: g.name,
        count: g.count,
        wargear: g.wargear.map((w) => ({ name: w.name, count: w.count })),
      })),
      enhancement: u.enhancement,
      warlord: u.warlord,
    })),
  };
}
