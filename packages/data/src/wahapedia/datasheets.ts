import { type Datasheet, type NamedText, withOfficer } from '@cogitator/engine';
import type { Row } from '../csv/pipe-table.js';
import { htmlToText } from '../text/html.js';
import { type AbilityDef, abilitiesOf } from './abilities.js';
import { compositionOf, pointsOf } from './composition.js';
import type { ImportContext } from './context.js';
import { printedProfiles } from './printed.js';
import { modelProfile } from './profiles.js';
import { byLine } from './tables.js';
import { damagedOf, equipmentOf, keywordsOf, transportOf } from './units.js';
import { weaponsOf } from './weapons.js';

/** The rows of the per-datasheet files, grouped by datasheet id. */
export interface Children {
  models: Map<string, Row[]>;
  wargear: Map<string, Row[]>;
  abilities: Map<string, Row[]>;
  keywords: Map<string, Row[]>;
  costs: Map<string, Row[]>;
  options: Map<string, Row[]>;
  composition: Map<string, Row[]>;
}

export interface DatasheetInput {
  row: Row;
  faction: string;
  publication: string | undefined;
  children: Children;
  abilityDefs: ReadonlyMap<string, AbilityDef>;
}

/** One Datasheets.csv row and its rows in the other files, as a model Datasheet (links added later). */
export function datasheetOf(ctx: ImportContext, input: DatasheetInput): Datasheet {
  const { row, children } = input;
  const rawId = row.get('id').trim();
  const name = htmlToText(row.get('name'));
  const kids = (m: Map<string, Row[]>) => m.get(rawId) ?? [];
  const profiles = byLine(kids(children.models)).map((r) => modelProfile(ctx, r, name));
  const profileNames = profiles.map((p) => p.name);
  const { abilities, sections } = abilitiesOf(ctx, kids(children.abilities), input.abilityDefs, name);
  const composition = compositionOf(ctx, kids(children.composition), profileNames, name);
  const loadout = equipmentOf(row.get('loadout'));
  const points = pointsOf(ctx, kids(children.costs), name);
  if (points.length === 0) ctx.warn('missing', `${name}: no points`, 'Datasheets_models_cost.csv', undefined, rawId);
  const extra: NamedText[] = [...loadout.notes];
  if (composition.section) extra.push(composition.section);
  const leaderText = [row.get('leader_head'), row.get('leader_footer')].map(htmlToText).filter(Boolean).join('\n');
  if (leaderText) extra.push({ name: 'LEADER', text: leaderText });
  const role = htmlToText(row.get('role'));
  ctx.printed.push(...printedProfiles(`wahapedia:${rawId}`, kids(children.models), kids(children.wargear)));
  return withOfficer({
    id: `wahapedia:${rawId}`,
    name,
    faction: input.faction,
    source: {
      kind: 'wahapedia',
      ref: `Datasheets.csv:${row.line}`,
      ...(ctx.snapshot ? { snapshot: ctx.snapshot } : {}),
    },
    profiles,
    weapons: weaponsOf(ctx, kids(children.wargear), name),
    abilities,
    wargearOptions: byLine(kids(children.options))
      .map((r) => htmlToText(r.get('description')))
      .filter((s) => s.length > 0),
    composition: composition.composition,
    equipment: loadout.equipment,
    points,
    ...keywordsOf(kids(children.keywords), profileNames),
    leads: [],
    ledBy: [],
    transport: transportOf(row.get('transport')),
    damaged: damagedOf(ctx, row, name),
    sections: [...sections, ...extra],
    ...(role ? { role } : {}),
    ...(input.publication ? { publication: input.publication } : {}),
    ...(input.publication && /legends/i.test(input.publication) ? { legends: true } : {}),
  });
}
