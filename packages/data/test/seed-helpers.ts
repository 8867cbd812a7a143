import { readFileSync } from 'node:fs';
import {
  type Datasheet,
  type DatasheetPage,
  formatDice,
  formatWeaponAbilities,
  type GlossaryEntry,
  type Warning,
} from '@cogitator/engine';
import { type SEEDS, seedPath } from '../../../testing/shared.js';
import { parseSeedPage } from '../src/index.js';

export function loadSeed(name: keyof typeof SEEDS): { page: DatasheetPage; warnings: Warning[]; ds: Datasheet } {
  const path = seedPath(name);
  const r = parseSeedPage(readFileSync(path, 'utf8'), path);
  return { ...r, ds: r.page.datasheet };
}

/** Each weapon profile as the page prints it: name, range, A, BS/WS, S, AP, D, abilities. */
export function weaponRows(ds: Datasheet): (string | number | null)[][] {
  return ds.weapons.flatMap((w) =>
    w.profiles.map((p) => [
      p.name,
      p.range === null ? 'Melee' : p.range,
      formatDice(p.attacks),
      p.skill,
      p.strength,
      p.ap,
      formatDice(p.damage),
      formatWeaponAbilities(p.abilities),
    ]),
  );
}

/** Warnings as `code line field`, for exact comparison. */
export function warningKeys(warnings: readonly Warning[]): string[] {
  return warnings.map((w) => `${w.code} ${w.where?.line} ${w.where?.field ?? ''}`.trim());
}

export function glossaryEntry(page: DatasheetPage, name: string, source?: string): GlossaryEntry {
  const found = page.glossary.filter(
    (g) => g.name === name && (source === undefined || g.stratagem?.source === source),
  );
  if (found.length !== 1)
    throw new Error(`expected one glossary entry "${name}" (${source ?? 'any source'}), found ${found.length}`);
  return found[0] as GlossaryEntry;
}

export const STATLINE_FIELDS = ['movement', 'toughness', 'save', 'wounds', 'leadership', 'objectiveControl'];

/** The six `missing` warnings for a profile the page has no statline for. */
export function missingStatline(line: number, index = 0): string[] {
  return STATLINE_FIELDS.map((f) => `missing ${line} profiles[${index}].${f}`);
}
