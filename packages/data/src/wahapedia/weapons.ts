import {
  type DiceExpr,
  formatWeaponAbility,
  parseWeaponAbilities,
  tryParseDice,
  type Weapon,
  type WeaponProfile,
} from '@cogitator/engine';
import type { Row } from '../csv/pipe-table.js';
import { htmlToText } from '../text/html.js';
import type { ImportContext } from './context.js';
import { byLine } from './tables.js';

const FILE = 'Datasheets_wargear.csv';
const NA = /^(?:-|–|n\/a)$/i;

/**
 * Wargear rows grouped into weapons: rows sharing a `line` are the profiles of one weapon
 * ("Plasma gun – standard" / "– supercharge"), ordered by `line_in_wargear`. Empty placeholder rows
 * are dropped; a profile that does not fit the model (a random Strength such as 2D6) is dropped
 * with a warning, keeping the weapon's other profiles.
 */
export function weaponsOf(ctx: ImportContext, rows: readonly Row[], datasheet: string): Weapon[] {
  const groups = new Map<string, Row[]>();
  for (const row of byLine(rows)) {
    if (!row.get('name').trim() && !row.get('range').trim() && !row.get('type').trim()) continue;
    const key = row.get('line').trim() || `row${row.line}`;
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  // Profiles of one weapon sometimes sit on separate lines ("Ancestral Wrath – witchfire" and
  // "Ancestral Wrath – focused witchfire"): groups whose names share the part before " – " join.
  const weapons: Weapon[] = [];
  const byBase = new Map<string, Weapon>();
  for (const group of groups.values()) {
    const sorted = byLine(group, 'line_in_wargear');
    const profiles = sorted.map((r) => weaponProfile(ctx, r, datasheet)).filter((p) => p !== null);
    if (profiles.length === 0) continue;
    const first = profiles[0]!.name;
    const parts = first.split(PROFILE_SEPARATOR);
    const base = parts.length > 1 ? parts[0]!.trim() : undefined;
    const name = base || first;
    const same = base ? byBase.get(base.toLowerCase()) : undefined;
    if (same) {
      same.profiles.push(...profiles);
      continue;
    }
    const weapon = { name, profiles };
    if (base) byBase.set(base.toLowerCase(), weapon);
    weapons.push(weapon);
  }
  return weapons;
}

/** Between a weapon's name and its profile's: "Plasma gun – supercharge". */
const PROFILE_SEPARATOR = /\s+[–—-]\s+/;

function weaponProfile(ctx: ImportContext, row: Row, datasheet: string): WeaponProfile | null {
  const name = htmlToText(row.get('name'));
  const label = `${datasheet}: ${name || 'unnamed weapon'}`;
  const drop = (field: string, why: string) => {
    ctx.warn('skipped', `${label}: profile left out: ${why}`, FILE, row, field);
    return null;
  };
  if (!name) return drop('name', 'no name');
  const rangeText = row.get('range').trim();
  const typeText = row.get('type').trim().toLowerCase();
  const melee = typeText === 'melee' || (typeText === '' && /^melee$/i.test(rangeText));
  if (!melee && typeText !== 'ranged') return drop('type', `type "${row.get('type')}" is neither Ranged nor Melee`);
  let range: number | null = null;
  if (!melee) {
    const m = /^(\d+)\s*("|”)?$/.exec(rangeText);
    if (m) range = Number(m[1]);
    else if (NA.test(rangeText))
      ctx.warn('note', `${label}: range "${rangeText}" (no range limit); kept as no range`, FILE, row, 'range');
    else return drop('range', `range "${rangeText}" is not a distance in inches`);
  }
  const attacks = dice(row.get('A'));
  if (!attacks) return drop('A', `attacks "${row.get('A')}" is not a dice expression`);
  const skillText = row.get('BS_WS').trim();
  let skill: number | null = null;
  if (!NA.test(skillText)) {
    const m = /^([2-6])\s*\+?$/.exec(skillText);
    if (!m) return drop('BS_WS', `skill "${skillText}" is not 2+ to 6+ or N/A`);
    skill = Number(m[1]);
  }
  const sText = row.get('S').trim();
  if (!/^\d+$/.test(sText)) return drop('S', `strength "${sText}" is not a fixed number`);
  const apText = row.get('AP').trim().replace(/^[–−]/, '-');
  if (!/^-?\d+$/.test(apText) || Number(apText) > 0) return drop('AP', `AP "${apText}" is not 0 or negative`);
  const damage = dice(row.get('D'));
  if (!damage) return drop('D', `damage "${row.get('D')}" is not a dice expression`);
  // A few rows separate abilities with ". " instead of ", ".
  const abilityText = htmlToText(row.get('description'))
    .replace(/\n/g, ' ')
    .replace(/\.\s+(?=\S)/g, ', ')
    .replace(/\.$/, '');
  const abilities = parseWeaponAbilities(abilityText);
  for (const a of abilities) {
    if (a.kind === 'unknown') {
      ctx.warn(
        'unknown',
        `${label}: weapon ability "${formatWeaponAbility(a)}" is not a core weapon ability; kept as text`,
        FILE,
        row,
        'description',
      );
    }
  }
  if (row.get('dice').trim()) {
    ctx.warn('note', `${label}: profile used on a roll of ${row.get('dice').trim()}`, FILE, row, 'dice');
  }
  return {
    name,
    type: melee ? 'melee' : 'ranged',
    range,
    attacks,
    skill,
    strength: Number(sText),
    ap: Number(apText) === 0 ? 0 : Number(apText),
    damage,
    abilities,
  };
}

function dice(text: string): DiceExpr | undefined {
  return tryParseDice(text.trim());
}
