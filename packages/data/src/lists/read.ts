import {
  type ArmyList,
  type CatalogueQuery,
  type Finding,
  type ListFormat,
  type ParsedList,
  parseArmyListJson,
  toArmyList,
} from '@cogitator/engine';
import { detectListFormat, parseList } from './detect.js';
import { decodeText } from './text.js';

export interface ReadList {
  format: ListFormat;
  list: ArmyList;
  /** What the exporter wrote, before resolution (null for Cogitator JSON). */
  parsed: ParsedList | null;
  /** Findings of the import itself (a second Enhancement on one unit, faction inferred, ...). */
  findings: Finding[];
}

/**
 * Reads a list in any supported format (exported text, BattleScribe roster or Cogitator JSON) into an
 * army list, resolved against the catalogue when one is given.
 */
export function readArmyList(input: string | Uint8Array, source?: string, q?: CatalogueQuery): ReadList {
  const format = detectListFormat(input, source);
  if (format === 'cogitator-json') {
    const text = typeof input === 'string' ? input : decodeText(input);
    return { format, list: parseArmyListJson(text, source), parsed: null, findings: [] };
  }
  const parsed = parseList(input, source);
  const { list, findings } = toArmyList(parsed, q);
  return { format, list, parsed, findings };
}
