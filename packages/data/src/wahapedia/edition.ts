import { InputError } from '@cogitator/engine';
import type { Tables } from './tables.js';

/** The edition Cogitator's rules are written for. */
export const SUPPORTED_EDITION = 10;

const LINK_EDITION = /wh40k(\d+)ed/i;

function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
}

/**
 * Refuse an export that is not 10th edition. Wahapedia's links carry the edition in their path
 * (`wahapedia.ru/wh40k10ed/factions/...`); every faction and datasheet has one. Source.csv states an
 * `edition` per publication (10, or 0 for some Legends packs). Any link or publication of another
 * edition is refused, and so is an export whose links carry no edition at all (unknown edition).
 */
export function checkEdition(t: Tables): void {
  let marked = 0;
  for (const [table, column] of [
    [t.factions, 'link'],
    [t.datasheets, 'link'],
  ] as const) {
    for (const row of table.rows) {
      const link = row.get(column);
      const m = LINK_EDITION.exec(link);
      if (!m) continue;
      const edition = Number(m[1]);
      if (edition !== SUPPORTED_EDITION) {
        throw new InputError(
          `this export is Warhammer 40,000 ${ordinal(edition)} edition (its link ${link} says "${m[0]}"); Cogitator reads ${ordinal(SUPPORTED_EDITION)} edition data only`,
          { source: table.file, line: row.line, field: column },
        );
      }
      marked++;
    }
  }
  for (const row of t.source.rows) {
    const text = row.get('edition').trim();
    const edition = Number(text);
    if (text !== '' && edition !== 0 && edition !== SUPPORTED_EDITION) {
      throw new InputError(
        `publication "${row.get('name')}" is ${Number.isInteger(edition) ? `${ordinal(edition)} edition` : `of edition "${text}"`}; Cogitator reads ${ordinal(SUPPORTED_EDITION)} edition data only`,
        { source: t.source.file, line: row.line, field: 'edition' },
      );
    }
  }
  if (marked === 0) {
    throw new InputError(
      `cannot tell which edition this export is: no faction or datasheet link contains "wh40k${SUPPORTED_EDITION}ed"; Cogitator reads ${ordinal(SUPPORTED_EDITION)} edition data only and refuses data of unknown edition`,
      { source: t.factions.file, field: 'link' },
    );
  }
}
