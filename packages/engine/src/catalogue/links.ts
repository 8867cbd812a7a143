import type { Catalogue } from '../model/catalogue.js';

/**
 * The link tables of a stored catalogue (datasheet -> Stratagems, Enhancements, detachment rules) as
 * per-datasheet lists of indexes. The codec (packages/data) writes them and attaches them to the
 * catalogue it decodes; `createCatalogueQuery` reads them so a load and a look-up never build the
 * 96,000 link pairs.
 */
export interface StoredLinkTables {
  /** Per datasheet (by index): indexes into `stratagems`. */
  stratagems: number[][];
  /** Per datasheet: indexes into `enhancements`. */
  enhancements: number[][];
  /** Per datasheet: pairs (detachment index, rule index within it), flattened. */
  detachmentRules: number[][];
}

/** Per-datasheet link indexes of a decoded catalogue, for `createCatalogueQuery` (not enumerable). */
export const STORED_LINKS: unique symbol = Symbol('cogitator.storedLinks');

export interface StoredLinks {
  datasheetIds: string[];
  stratagemIds: string[];
  enhancementIds: string[];
  links: StoredLinkTables;
}

/** The stored link index of a decoded catalogue whose link arrays have not been read or replaced. */
export function storedLinks(c: Catalogue): StoredLinks | undefined {
  const untouched = (key: string) => Object.getOwnPropertyDescriptor(c, key)?.get !== undefined;
  const links = (c as unknown as Record<symbol, StoredLinks | undefined>)[STORED_LINKS];
  return links && untouched('datasheetStratagems') && untouched('datasheetEnhancements') ? links : undefined;
}
