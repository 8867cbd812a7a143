import { z } from 'zod';
import { normaliseName } from '../names/normalise.js';

/** Matched-play battle sizes and their points limits (rules-10e.md "Army building"). */
export const BATTLE_SIZES = [
  { name: 'Incursion', points: 1000 },
  { name: 'Strike Force', points: 2000 },
  { name: 'Onslaught', points: 3000 },
] as const;

export const BattleSizeNameSchema = z.enum(['Incursion', 'Strike Force', 'Onslaught']);
export type BattleSizeName = z.infer<typeof BattleSizeNameSchema>;

export function battleSizeByName(name: string): (typeof BATTLE_SIZES)[number] | undefined {
  const n = normaliseName(name).replace(/^\d+ /, '');
  return BATTLE_SIZES.find((b) => n === normaliseName(b.name) || n.startsWith(`${normaliseName(b.name)} `));
}

export function battleSizeByPoints(points: number): (typeof BATTLE_SIZES)[number] | undefined {
  return BATTLE_SIZES.find((b) => b.points === points);
}

/** The smallest standard size whose limit holds `points` (for lists that state no size). */
export function smallestSizeFor(points: number): (typeof BATTLE_SIZES)[number] {
  return BATTLE_SIZES.find((b) => points <= b.points) ?? BATTLE_SIZES[BATTLE_SIZES.length - 1]!;
}
