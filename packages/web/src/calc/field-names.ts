import type { BuiltScenario } from './scenario.js';
import type { Setup } from './state.js';

/**
 * An engine error as the page shows it: the field named as the form names it ("Rifle (ranged),
 * Strength"), never the scenario path (`attacker.weapons[0].strength`) the engine reports.
 */

const WEAPON_FIELDS: Record<string, string> = {
  models: 'how many fire',
  name: 'name',
  type: 'type',
  attacks: 'Attacks',
  skill: 'BS/WS',
  strength: 'Strength',
  ap: 'AP',
  damage: 'Damage',
  abilities: 'abilities',
  range: 'range',
};

const GROUP_FIELDS: Record<string, string> = {
  models: 'models',
  toughness: 'Toughness',
  save: 'Save',
  invulnerable: 'invulnerable save',
  wounds: 'Wounds',
  feelNoPain: 'Feel No Pain',
  keywords: 'keywords',
  abilities: 'abilities',
  name: 'name',
};

const CONDITIONS: Record<string, string> = {
  remainedStationary: 'Remained Stationary',
  withinHalfRange: 'within half range',
  charged: 'charged',
  targetVisible: 'target visible',
  cover: 'cover',
  stealth: 'Stealth',
  precisionOnCharacter: 'Precision on the CHARACTER',
  hitModifier: 'Hit modifier',
  woundModifier: 'Wound modifier',
  critHitOn: 'critical hits on',
  critWoundOn: 'critical wounds on',
  skillModifier: 'BS/WS modifier',
  strengthModifier: 'Strength modifier',
  toughnessModifier: 'Toughness modifier',
  apModifier: 'AP modifier',
  damageModifier: 'Damage modifier',
  attacksModifier: 'Attacks modifier',
  saveModifier: 'Save modifier',
  rerollHits: 're-roll hits',
  rerollWounds: 're-roll wounds',
  rerollSaves: 're-roll saves',
  rerollDamage: 're-roll damage',
};

/** "feelNoPain" -> "feel no pain" (a field with no name of its own). */
const words = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** Where in the form an engine field is, in words; null when the field is not one of ours. */
export function fieldName(field: string, built: BuiltScenario, setup: Setup): string {
  const w = /^attacker\.weapons\[(\d+)\](?:\.(\w+))?(?:\[(\d+)\])?/.exec(field);
  if (w) {
    const row = setup.attacker.weapons[built.rows[Number(w[1])] ?? -1];
    const unit = row
      ? `${row.name.trim() || `weapon ${Number(w[1]) + 1}`} (${row.type})`
      : `weapon ${Number(w[1]) + 1}`;
    if (!w[2]) return unit;
    const what = WEAPON_FIELDS[w[2]] ?? words(w[2]);
    return `${unit}, ${what}${w[3] !== undefined ? ` (item ${Number(w[3]) + 1})` : ''}`;
  }
  const p = /^defender\.profiles\[(\d+)\](?:\.(\w+))?/.exec(field);
  if (p) {
    const g = setup.defender.groups[Number(p[1]) + 1];
    const unit = `defender's ${g?.name.trim() || `profile ${Number(p[1]) + 2}`}`;
    return p[2] ? `${unit}, ${GROUP_FIELDS[p[2]] ?? words(p[2])}` : unit;
  }
  const d = /^defender\.(\w+)/.exec(field);
  if (d) {
    const key = d[1] as string;
    if (key === 'keywords' || key === 'abilities') return `defender, unit ${GROUP_FIELDS[key]}`;
    if (key === 'name') return 'defender, name';
    const g = setup.defender.groups[0];
    return `defender's ${g?.name.trim() || 'models'}, ${GROUP_FIELDS[key] ?? words(key)}`;
  }
  const c = /^conditions\.(\w+)/.exec(field);
  if (c) return `conditions, ${CONDITIONS[c[1] as string] ?? words(c[1] as string)}`;
  if (/^ruleset\.devastatingWounds/.test(field)) return 'Devastating Wounds version';
  if (/^attacker\.name/.test(field)) return 'attacker, name';
  if (/^attacker\.weapons$/.test(field)) return 'attacker, weapons';
  return words(field.replace(/\[(\d+)\]/g, ' $1').replace(/\./g, ' '));
}

/** The engine's message with its leading `field: ` replaced by the field's name in words. */
export function humanError(error: { message: string; field?: string }, built: BuiltScenario, setup: Setup): string {
  const { message, field } = error;
  if (!field) return message;
  const rest = message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
  const name = fieldName(field, built, setup);
  // A path the message itself mentions ("... see attacker.weapons[1].damage") in words too.
  const body = rest.replace(/\b(?:attacker|defender|conditions|ruleset)(?:\.\w+|\[\d+\])+/g, (f) =>
    fieldName(f, built, setup),
  );
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}: ${body}`;
}
