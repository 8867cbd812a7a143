/**
 * The 20 files of a Wahapedia 10th-edition export and the columns the importer reads. Columns are
 * found by header name, so exports that order them differently import the same. A `required` column
 * that is missing is an error; an `optional` one is read as empty.
 */
export interface FileSpec {
  file: string;
  required: readonly string[];
  optional: readonly string[];
}

const spec = (file: string, required: string[], optional: string[] = []): FileSpec => ({ file, required, optional });

export const WAHAPEDIA_FILES = {
  factions: spec('Factions.csv', ['id', 'name', 'link']),
  source: spec('Source.csv', ['id', 'name'], ['type', 'edition', 'version', 'errata_date', 'errata_link']),
  lastUpdate: spec('Last_update.csv', ['last_update']),
  datasheets: spec(
    'Datasheets.csv',
    ['id', 'name', 'faction_id'],
    [
      'source_id',
      'legend',
      'role',
      'loadout',
      'transport',
      'virtual',
      'leader_head',
      'leader_footer',
      'damaged_w',
      'damaged_description',
      'link',
    ],
  ),
  abilities: spec('Abilities.csv', ['id', 'name', 'description'], ['legend', 'faction_id']),
  datasheetAbilities: spec(
    'Datasheets_abilities.csv',
    ['datasheet_id', 'ability_id', 'name', 'description', 'type'],
    ['line', 'model', 'parameter'],
  ),
  datasheetDetachmentAbilities: spec('Datasheets_detachment_abilities.csv', ['datasheet_id', 'detachment_ability_id']),
  datasheetEnhancements: spec('Datasheets_enhancements.csv', ['datasheet_id', 'enhancement_id']),
  keywords: spec('Datasheets_keywords.csv', ['datasheet_id', 'keyword', 'is_faction_keyword'], ['model']),
  leaders: spec('Datasheets_leader.csv', ['leader_id', 'attached_id']),
  models: spec(
    'Datasheets_models.csv',
    ['datasheet_id', 'name', 'M', 'T', 'Sv', 'W', 'Ld', 'OC'],
    ['line', 'inv_sv', 'inv_sv_descr', 'base_size', 'base_size_descr'],
  ),
  costs: spec('Datasheets_models_cost.csv', ['datasheet_id', 'description', 'cost'], ['line']),
  options: spec('Datasheets_options.csv', ['datasheet_id', 'description'], ['line', 'button']),
  datasheetStratagems: spec('Datasheets_stratagems.csv', ['datasheet_id', 'stratagem_id']),
  composition: spec('Datasheets_unit_composition.csv', ['datasheet_id', 'description'], ['line']),
  wargear: spec(
    'Datasheets_wargear.csv',
    ['datasheet_id', 'name', 'range', 'type', 'A', 'BS_WS', 'S', 'AP', 'D'],
    ['line', 'line_in_wargear', 'dice', 'description'],
  ),
  detachmentAbilities: spec(
    'Detachment_abilities.csv',
    ['id', 'faction_id', 'name', 'description', 'detachment_id'],
    ['legend', 'detachment'],
  ),
  detachments: spec('Detachments.csv', ['id', 'faction_id', 'name'], ['legend', 'type']),
  enhancements: spec(
    'Enhancements.csv',
    ['id', 'faction_id', 'name', 'cost', 'description'],
    ['detachment', 'detachment_id', 'legend'],
  ),
  stratagems: spec(
    'Stratagems.csv',
    ['id', 'faction_id', 'name', 'type', 'cp_cost', 'description'],
    ['legend', 'turn', 'phase', 'detachment', 'detachment_id'],
  ),
} as const satisfies Record<string, FileSpec>;

export type TableName = keyof typeof WAHAPEDIA_FILES;
export const TABLE_NAMES = Object.keys(WAHAPEDIA_FILES) as TableName[];
