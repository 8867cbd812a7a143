import { type CoreAbility, type Datasheet, type NamedText, parseCoreAbility } from '@cogitator/engine';
import type { Row } from '../csv/pipe-table.js';
import { htmlToText } from '../text/html.js';
import type { ImportContext } from './context.js';
import { byLine } from './tables.js';

const FILE = 'Datasheets_abilities.csv';

export interface AbilityDef {
  name: string;
  text: string;
}

/** Where a Datasheets_abilities row goes, by its `type` (some types carry Russian layout notes). */
type Slot = 'core' | 'faction' | 'datasheet' | 'wargear' | 'weapon' | 'section';

function slotOf(type: string): Slot | undefined {
  const t = type
    .replace(/\(.*\)/, '')
    .trim()
    .toLowerCase();
  switch (t) {
    case 'core':
      return 'core';
    case 'faction':
      return 'faction';
    case 'datasheet':
    case 'fortification':
    case 'primarch':
      return 'datasheet';
    case 'wargear':
      return 'wargear';
    case 'wargear profile':
      return 'weapon';
    case 'special':
    case 'без заголовка':
      return 'section';
    default:
      return undefined;
  }
}

/**
 * A datasheet's abilities: CORE ones parsed with their parameters ("Deadly Demise D6"), Faction
 * ones by name, datasheet and wargear ones with their text; right-column boxes ("SERVITOR RETINUE")
 * become sections. Unknown types and unrecognised CORE abilities are kept and reported.
 */
export function abilitiesOf(
  ctx: ImportContext,
  rows: readonly Row[],
  defs: ReadonlyMap<string, AbilityDef>,
  datasheet: string,
): { abilities: Datasheet['abilities']; sections: NamedText[] } {
  const core: CoreAbility[] = [];
  const faction: string[] = [];
  const lists: Record<'datasheet' | 'wargear' | 'weapon' | 'section', NamedText[]> = {
    datasheet: [],
    wargear: [],
    weapon: [],
    section: [],
  };
  for (const row of byLine(rows)) {
    const id = row.get('ability_id').trim();
    const def = id ? defs.get(id) : undefined;
    if (id && !def) {
      ctx.warn('unknown', `${datasheet}: ability id ${id} is not in Abilities.csv`, FILE, row, 'ability_id');
    }
    const model = row.get('model').trim();
    const ownName = htmlToText(row.get('name'));
    const baseName = ownName || def?.name || '';
    const name = model ? `${baseName} (${model})` : baseName;
    const text = htmlToText(row.get('description')) || def?.text || '';
    if (!name && !text) {
      ctx.warn('missing', `${datasheet}: an ability row has neither a name nor a text`, FILE, row);
      continue;
    }
    let slot = slotOf(row.get('type'));
    if (!slot) {
      ctx.warn(
        'unknown',
        `${datasheet}: ability type "${row.get('type')}" not recognised; "${name}" kept as a section`,
        FILE,
        row,
        'type',
      );
      slot = 'section';
    }
    if (slot === 'core') {
      const param = row.get('parameter').trim();
      const a = parseCoreAbility(param ? `${def?.name ?? baseName} ${param}` : (def?.name ?? baseName));
      if (a.kind === 'other') {
        ctx.warn(
          'unknown',
          `${datasheet}: CORE ability "${a.name}" not recognised; kept by name`,
          FILE,
          row,
          'parameter',
        );
      }
      core.push(a);
    } else if (slot === 'faction') {
      faction.push(name);
    } else {
      lists[slot].push({ name, text });
    }
  }
  return {
    abilities: {
      core,
      faction,
      datasheet: lists.datasheet,
      wargear: lists.wargear,
      ...(lists.weapon.length ? { weapon: lists.weapon } : {}),
    },
    sections: lists.section,
  };
}
