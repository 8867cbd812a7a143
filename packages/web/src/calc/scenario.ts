import type { ScenarioDefender, ScenarioInput, ScenarioWeapon } from '@cogitator/engine/combat';
import type { GroupRow, Setup, WeaponRow } from './state.js';

/** A setup as the scenario JSON contract; typed text that is not a number stays text for the engine to name. */

function num(text: string): number | string {
  const t = text.trim().replace(/\+$/, '');
  return /^[-+]?\d+$/.test(t) ? Number(t) : text.trim();
}

/** "" / "-" / "N/A" mean none. */
function optional(text: string): number | string | null {
  const t = text.trim().replace(/\+\+?$/, '');
  return /^(|-|–|—|n\/?a|none)$/i.test(t) ? null : num(t);
}

export function list(text: string): string[] {
  return text
    .replace(/^\s*\[|\]\s*$/g, '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function keywords(text: string): string[] {
  return list(text).map((k) => k.toUpperCase());
}

function weapon(w: WeaponRow): ScenarioWeapon {
  return {
    name: w.name.trim() || 'weapon',
    models: num(w.count) as number,
    type: w.type,
    attacks: w.attacks.trim(),
    skill: optional(w.skill) as number | null,
    strength: num(w.strength) as number,
    ap: num(w.ap) as number,
    damage: w.damage.trim(),
    abilities: list(w.abilities),
  };
}

/** "4+", "5+ ranged", "5+ (ranged only)": the invulnerable save and the attacks it is restricted to. */
export function invulnerable(text: string): { invulnerable: number | null; invulnerableAgainst?: 'ranged' | 'melee' } {
  const m = /^(.*?)\s*\(?\s*\b(ranged|melee)\b(?:\s+only)?\s*\)?\s*$/i.exec(text.trim());
  if (!m) return { invulnerable: optional(text) as number | null };
  const against = (m[2] as string).toLowerCase() as 'ranged' | 'melee';
  return { invulnerable: optional(m[1] as string) as number | null, invulnerableAgainst: against };
}

function group(g: GroupRow) {
  return {
    models: num(g.models) as number,
    toughness: num(g.toughness) as number,
    save: num(g.save) as number,
    ...invulnerable(g.invulnerable),
    wounds: num(g.wounds) as number,
    feelNoPain: optional(g.feelNoPain) as number | null,
    keywords: keywords(g.keywords),
  };
}

export interface BuiltScenario {
  scenario: ScenarioInput;
  /** For each scenario weapon, the row it came from (rows that do not fire are left out). */
  rows: number[];
}

export function toScenario(s: Setup): BuiltScenario {
  const rows = s.attacker.weapons.map((w, i) => (w.count.trim() === '0' ? -1 : i)).filter((i) => i >= 0);
  const [main, ...rest] = s.defender.groups;
  const base = main ? group(main) : { models: 0, toughness: 0, save: 0, wounds: 0 };
  const defender: ScenarioDefender = {
    name: s.defender.name.trim() || 'target',
    ...(s.defender.id ? { datasheet: s.defender.id } : {}),
    ...base,
    keywords: [...new Set([...keywords(s.defender.keywords), ...((base as { keywords?: string[] }).keywords ?? [])])],
    abilities: list(s.defender.abilities),
    profiles: rest.map((g, i) => ({ name: g.name.trim() || `profile ${i + 2}`, ...group(g) })),
  };
  return {
    scenario: {
      attacker: {
        name: s.attacker.name.trim() || 'attacker',
        // Catalogue units are named by id: the server adds the rules that bind to them.
        ...(s.attacker.id ? { datasheet: s.attacker.id } : {}),
        weapons: rows.map((i) => weapon(s.attacker.weapons[i] as WeaponRow)),
      },
      defender,
      conditions: s.conditions,
      ruleset: { devastatingWounds: s.devastatingWounds },
    },
    rows,
  };
}

/** Where an engine error points in the form: `attacker.weapons[2].strength` -> row and field. */
export function fieldTarget(
  field: string | undefined,
  built: BuiltScenario,
): { part: 'weapon' | 'group' | 'other'; index: number; key: string } | null {
  if (!field) return null;
  const w = /^attacker\.weapons\[(\d+)\](?:\.(\w+))?/.exec(field);
  if (w)
    return { part: 'weapon', index: built.rows[Number(w[1])] ?? -1, key: w[2] === 'models' ? 'count' : (w[2] ?? '') };
  const p = /^defender\.profiles\[(\d+)\](?:\.(\w+))?/.exec(field);
  if (p) return { part: 'group', index: Number(p[1]) + 1, key: p[2] ?? '' };
  const d = /^defender\.(\w+)/.exec(field);
  if (d) return { part: 'group', index: 0, key: d[1] as string };
  return { part: 'other', index: -1, key: field };
}
