import type { Datasheet, PointsOption } from '@cogitator/engine';
import type { ParseContext } from './context.js';
import { bulletText, type Line, splitList } from './lines.js';
import type { Block } from './sections.js';

export type CompositionLine = Datasheet['composition'][number];

export interface Composition {
  composition: CompositionLine[];
  /** The line each composition entry came from (same order). */
  lines: Line[];
  equipment: Datasheet['equipment'];
  points: PointsOption[];
}

const COUNT_RE = /^(\d{1,3})(?:\s*[-–]\s*(\d{1,3}))?\s+(.+)$/;
const EPIC_HERO_RE = /\s+[–—-]\s+EPIC HERO$/;
const EQUIPPED_RE = /^(.+?)\s+(?:is|are)\s+equipped\s+with:?\s*(.*)$/i;
/** `| 3 models | 65 |` */
export const POINTS_RE = /^\|\s*(\d{1,4})\s+models?\s*\|\s*(\d{1,5})\s*(?:pts)?\s*\|?\s*$/i;

/** "CORVs" -> "CORV", "Munitorum Servitors" -> "Munitorum Servitor" for more than one model. */
export function singular(name: string, count: number): string {
  if (count <= 1 || !/[^s]s$/i.test(name)) return name;
  return name.slice(0, -1);
}

/**
 * UNIT COMPOSITION: `- 1 Grimnyr`, `- 2 CORVs*`, `- 1 Sir Hekhtur – EPIC HERO`, then
 * `The Grimnyr is equipped with: a; b.` lines and `| 3 models | 65 |` points rows.
 */
export function parseComposition(block: Block, ctx: ParseContext): Composition {
  const out: Composition = { composition: [], lines: [], equipment: [], points: [] };
  for (const line of block.lines) {
    const bullet = bulletText(line.text);
    const count = bullet !== undefined ? COUNT_RE.exec(bullet) : null;
    const equipped = EQUIPPED_RE.exec(line.text);
    const points = POINTS_RE.exec(line.text);
    if (count) {
      const min = Number(count[1]);
      const max = count[2] !== undefined ? Number(count[2]) : min;
      let name = (count[3] as string).replace(/\*+$/, '').trim();
      const epicHero = EPIC_HERO_RE.test(name);
      name = name.replace(EPIC_HERO_RE, '').replace(/\*+$/, '').trim();
      if (!name || max < min) {
        ctx.warn('unknown', `UNIT COMPOSITION: cannot read "${line.text}"`, line);
        continue;
      }
      out.composition.push({ model: singular(name, max), min, max, ...(epicHero ? { epicHero } : {}) });
      out.lines.push(line);
    } else if (equipped) {
      const items = splitList((equipped[2] as string).replace(/\.$/, ''), /;/);
      out.equipment.push({ who: (equipped[1] as string).trim(), items });
    } else if (points) {
      const models = Number(points[1]);
      if (models < 1) ctx.warn('unknown', `points row for ${models} models ignored`, line);
      else out.points.push({ models, points: Number(points[2]) });
    } else {
      ctx.warn('unknown', `UNIT COMPOSITION: line not understood: "${line.text}"`, line);
    }
  }
  return out;
}
