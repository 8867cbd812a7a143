import type { Warning } from '../errors.js';

/**
 * What a list importer reads from one exported list, before anything is looked up in a catalogue.
 * Every unit, model, wargear and enhancement carries the (1-based) line it was read from, so a
 * finding can point back into the user's file.
 */
export type ListFormat =
  | 'gw-app'
  | 'nr-text'
  | 'nr-gw'
  | 'nr-wtc'
  | 'nr-short'
  | 'listforge'
  | 'battlescribe'
  | 'roster-json'
  | 'rosterizer'
  | 'cogitator-json';

export const LIST_FORMAT_NAMES: Record<ListFormat, string> = {
  'gw-app': 'Warhammer 40,000 app text',
  'nr-text': 'New Recruit text (default or simple style)',
  'nr-gw': 'New Recruit / GW-style text with a "+++" header',
  'nr-wtc': 'New Recruit WTC-style text',
  'nr-short': 'New Recruit short text',
  listforge: 'ListForge text',
  battlescribe: 'BattleScribe roster (.ros / .rosz)',
  'roster-json': 'New Recruit / ListForge JSON (BattleScribe roster schema)',
  rosterizer: 'Rosterizer registry JSON',
  'cogitator-json': 'Cogitator list JSON',
};

/** A wargear choice (or any other selection) with how many models take it. */
export interface ParsedItem {
  name: string;
  count: number;
  line: number;
  /** A parenthesised detail as exported: "Missile pod" in "Missile Drone (Missile pod)". */
  note?: string;
  /** BattleScribe entry id. */
  id?: string;
}

/** Models of one profile in a unit, with the wargear they carry. */
export interface ParsedModelGroup {
  name: string;
  count: number;
  line: number;
  /**
   * The line may name a wargear choice rather than models (ListForge's "• Ectoplasma cannon and
   * claws" over its weapons looks like "• Gore Hound" over its): with a catalogue, a group that names
   * no model of the datasheet becomes the unit's wargear.
   */
  maybeOption?: boolean;
  id?: string;
  wargear: ParsedItem[];
}

export interface ParsedEnhancement {
  name: string;
  /** Points as the list states them, where it does. */
  points: number | null;
  line: number;
  id?: string;
}

export interface ParsedUnit {
  name: string;
  line: number;
  /** BattleScribe entry id of the unit. */
  id?: string;
  /** A WTC-style label such as "Char1". */
  label?: string;
  /** The section the unit was listed under ("CHARACTERS", "ALLIED UNITS", "Epic Hero"). */
  section?: string;
  /** Models in the unit where the list says (a count in the header or the sum of its model lines). */
  modelCount: number | null;
  models: ParsedModelGroup[];
  /** Selections not tied to one model line. */
  wargear: ParsedItem[];
  /** Normally one; a second is kept so the importer can report it. */
  enhancements: ParsedEnhancement[];
  warlord: boolean;
  warlordLine?: number;
  /** The unit's points as stated (enhancement included, as every exporter does). */
  points: number | null;
}

export interface ParsedLine<T> {
  value: T;
  line: number;
  id?: string;
}

export interface ParsedList {
  format: ListFormat;
  name: string | null;
  /** Faction as exported, split on " - " ("Xenos - T'au Empire" -> ["Xenos", "T'au Empire"]). */
  faction: ParsedLine<string[]> | null;
  detachment: ParsedLine<string> | null;
  /** Battle size name ("Strike Force") and/or points limit. */
  battleSize: ParsedLine<{ name: string | null; points: number | null }> | null;
  /** The army's total as the list states it. */
  statedPoints: number | null;
  units: ParsedUnit[];
  /** Repairs and oddities met while reading (never silent). */
  notes: Warning[];
}

export function emptyParsedUnit(name: string, line: number): ParsedUnit {
  return {
    name,
    line,
    modelCount: null,
    models: [],
    wargear: [],
    enhancements: [],
    warlord: false,
    points: null,
  };
}
