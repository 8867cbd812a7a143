import type { Datasheet, NamedText, PointsOption } from '@cogitator/engine';
import { normaliseName } from '@cogitator/engine';
import type { Row } from '../csv/pipe-table.js';
import { htmlToText } from '../text/html.js';
import type { ImportContext } from './context.js';
import { byLine } from './tables.js';

type CompositionLine = Datasheet['composition'][number];

const ALTERNATIVE = /^(?:or:?|one of the following:?)$/i;
const PART = /^(\d+)(?:\s*[-‑–]\s*(\d+))?\s+(.+)$/;

/** The profile name a composition line means: "Runtherds" is the "Runtherd" profile. */
export function matchProfile(printed: string, profiles: readonly string[]): string {
  const forms = [printed, printed.replace(/ies$/, 'y'), printed.replace(/es$/, ''), printed.replace(/s$/, '')];
  for (const f of forms) {
    const hit = profiles.find((p) => normaliseName(p) === normaliseName(f));
    if (hit) return hit;
  }
  return printed;
}

/**
 * Unit composition lines ("1 Grimnyr – EPIC HERO", "4-9 Boyz", "1 Runtherd and 10 Gretchin").
 * Alternatives ("OR") are folded into one range per model; the printed lines are kept as a
 * UNIT COMPOSITION section whenever something was folded or could not be read.
 */
export function compositionOf(
  ctx: ImportContext,
  rows: readonly Row[],
  profiles: readonly string[],
  datasheet: string,
): { composition: CompositionLine[]; section?: NamedText } {
  const alternatives: CompositionLine[][] = [[]];
  const printed: string[] = [];
  let keepText = false;
  for (const row of byLine(rows)) {
    const text = htmlToText(row.get('description'));
    if (!text) continue;
    printed.push(text);
    if (ALTERNATIVE.test(text)) {
      if (alternatives[alternatives.length - 1]!.length > 0) alternatives.push([]);
      keepText = true;
      continue;
    }
    const parsed = parseLine(text, profiles);
    if (!parsed) {
      keepText = true;
      if (!/^this unit can contain/i.test(text)) {
        ctx.warn(
          'unknown',
          `${datasheet}: composition line "${text}" not understood; kept as text`,
          'Datasheets_unit_composition.csv',
          row,
          'description',
        );
      }
      continue;
    }
    alternatives[alternatives.length - 1]!.push(...parsed);
  }
  const composition = fold(alternatives.filter((a) => a.length > 0));
  return { composition, ...(keepText ? { section: { name: 'UNIT COMPOSITION', text: printed.join('\n') } } : {}) };
}

function parseLine(text: string, profiles: readonly string[]): CompositionLine[] | undefined {
  const epic = /\s*[–—-]\s*EPIC HERO\s*$/i.test(text);
  // "8 Kill Team Veterans:" followed by a list of their names: the count line is what matters.
  const body = text
    .replace(/:\s*\n[\s\S]*$/, '')
    .replace(/\s*[–—-]\s*EPIC HERO\s*$/i, '')
    .replace(/\([^)]*\)/g, '')
    .replace(/[.*]+\s*$/, '')
    .trim();
  // "5 Custodian Guard with Adrasite and Pyrithite Spears" is one part, not two.
  const split = body.split(/\s*,\s*|\s+and\s+/);
  const parts = split.every((p) => PART.test(p.trim())) ? split : [body];
  const out: CompositionLine[] = [];
  for (const p of parts) {
    const m = PART.exec(p.trim());
    if (!m) return undefined;
    const min = Number(m[1]);
    const max = m[2] ? Number(m[2]) : min;
    if (max < min) return undefined;
    out.push({ model: matchProfile(m[3]!.trim(), profiles), min, max, ...(epic ? { epicHero: true } : {}) });
  }
  return out.length ? out : undefined;
}

/** One range per model over the alternatives: absent from an alternative means a minimum of 0. */
function fold(alts: CompositionLine[][]): CompositionLine[] {
  if (alts.length <= 1) return alts[0] ?? [];
  const order: string[] = [];
  const acc = new Map<string, CompositionLine>();
  for (const alt of alts) {
    for (const line of alt) {
      const key = normaliseName(line.model);
      const have = acc.get(key);
      if (!have) {
        order.push(key);
        acc.set(key, { ...line, min: alts.every((a) => a.some((l) => normaliseName(l.model) === key)) ? line.min : 0 });
      } else {
        acc.set(key, { ...have, min: Math.min(have.min, line.min), max: Math.max(have.max, line.max) });
      }
    }
  }
  return order.map((k) => acc.get(k)!);
}

/**
 * Points by model count: "5 models" 90; "1 Spanner and 4 Burna Boyz" (5 models) 60; agents'
 * "1 model (Assigned Agent)" with the remark as a note; "Attack Bike" "+55" as an additional cost.
 */
export function pointsOf(ctx: ImportContext, rows: readonly Row[], datasheet: string): PointsOption[] {
  const out: PointsOption[] = [];
  for (const row of byLine(rows)) {
    const text = htmlToText(row.get('description'));
    const cost = /^(\+)?\s*(\d+)\s*(?:pts)?$/i.exec(row.get('cost').trim());
    if (!cost) {
      ctx.warn(
        'unknown',
        `${datasheet}: cost "${row.get('cost')}" is not a number of points; row left out`,
        'Datasheets_models_cost.csv',
        row,
        'cost',
      );
      continue;
    }
    const points = Number(cost[2]);
    const simple = /^(\d+)\s+models?\b\s*(.*)$/i.exec(text);
    let models: number;
    let note: string | undefined;
    if (simple) {
      models = Number(simple[1]);
      note = simple[2]!.replace(/^\((.*)\)$/, '$1').trim() || undefined;
    } else {
      const counts = [...text.matchAll(/(\d+)\s+\D/g)].map((m) => Number(m[1]));
      models = counts.reduce((a, b) => a + b, 0) || 1;
      note = text || undefined;
    }
    if (models < 1) {
      ctx.warn(
        'unknown',
        `${datasheet}: "${text}" gives no model count; row left out`,
        'Datasheets_models_cost.csv',
        row,
        'description',
      );
      continue;
    }
    out.push({ models, points, ...(note ? { note } : {}), ...(cost[1] ? { additional: true } : {}) });
  }
  return out;
}
