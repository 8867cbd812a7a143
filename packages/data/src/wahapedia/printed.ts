import type { PrintedProfile } from '@cogitator/engine';
import type { Row } from '../csv/pipe-table.js';
import { htmlToText } from '../text/html.js';
import { byLine } from './tables.js';

/**
 * The characteristics of a datasheet's model and weapon rows as Wahapedia prints them, for `data
 * diff`. Wahapedia's columns print a weapon's skill without its `+` ("3") and its range without the
 * inch mark ("24"); those bare numbers get the mark a datasheet prints. Every other text is kept
 * as it is, spaces and footnote marks included.
 */
export function printedProfiles(
  datasheetId: string,
  models: readonly Row[],
  wargear: readonly Row[],
): PrintedProfile[] {
  const out: PrintedProfile[] = [];
  for (const r of byLine(models)) {
    out.push({
      datasheet: datasheetId,
      kind: 'model',
      name: htmlToText(r.get('name')),
      values: {
        M: r.get('M'),
        T: r.get('T'),
        SV: r.get('Sv'),
        W: r.get('W'),
        LD: r.get('Ld'),
        OC: r.get('OC'),
      },
    });
  }
  for (const r of byLine(wargear)) {
    const name = htmlToText(r.get('name'));
    if (!name && !r.get('range').trim() && !r.get('type').trim()) continue;
    const type = r.get('type').trim().toLowerCase();
    const melee = type === 'melee' || (type === '' && /^melee$/i.test(r.get('range').trim()));
    out.push({
      datasheet: datasheetId,
      kind: melee ? 'melee' : 'ranged',
      name,
      values: {
        Range: withMark(r.get('range'), '"'),
        A: r.get('A'),
        [melee ? 'WS' : 'BS']: withMark(r.get('BS_WS'), '+'),
        S: r.get('S'),
        AP: r.get('AP'),
        D: r.get('D'),
        Keywords: htmlToText(r.get('description')),
      },
    });
  }
  return out;
}

/** A bare number gets the mark Wahapedia's column leaves out; anything else stays as printed. */
function withMark(text: string, mark: string): string {
  return /^\d+$/.test(text) ? `${text}${mark}` : text;
}
