import { type DiceExpr, formatDice, tryParseDice } from '../dice/expr.js';
import type { SupportBy } from './support.js';

/**
 * Weapon abilities: one definition each (how it is written, how it is parsed, its support status,
 * a one-line summary in our own words). The combat evaluators and the game read these definitions;
 * what each one does to an attack is `WEAPON_ABILITY_ATTACK[kind]` in attack-effects.ts.
 */
export type WeaponAbility =
  | { kind: 'assault' }
  | { kind: 'rapid-fire'; x: DiceExpr }
  | { kind: 'ignores-cover' }
  | { kind: 'twin-linked' }
  | { kind: 'pistol' }
  | { kind: 'torrent' }
  | { kind: 'lethal-hits' }
  | { kind: 'lance' }
  | { kind: 'indirect-fire' }
  | { kind: 'precision' }
  | { kind: 'blast' }
  | { kind: 'melta'; x: DiceExpr }
  | { kind: 'heavy' }
  | { kind: 'hazardous' }
  | { kind: 'devastating-wounds' }
  | { kind: 'sustained-hits'; x: DiceExpr }
  | { kind: 'extra-attacks' }
  | { kind: 'anti'; keyword: string; threshold: number }
  | { kind: 'one-shot' }
  | { kind: 'psychic' }
  | { kind: 'unknown'; text: string };

export type WeaponAbilityKind = WeaponAbility['kind'];
export type KnownWeaponAbility = Exclude<WeaponAbility, { kind: 'unknown' }>;

export interface WeaponAbilityDef {
  kind: Exclude<WeaponAbilityKind, 'unknown'>;
  /** Canonical name as printed in a weapon's brackets, upper case, without the parameter. */
  name: string;
  /** One sentence in our words; the full rule text is read from data at run time. */
  summary: string;
  support: SupportBy;
  /** Parse one normalised (lower-case, single-spaced) ability; undefined when it is not this one. */
  parse(text: string): WeaponAbility | undefined;
  format(a: WeaponAbility): string;
}

/** Support in the calculator and in the game, with a note on what is left to the user where it is not automated. */
function calc(calculator: SupportBy['calculator'], note?: string, game: SupportBy['game'] = 'automated'): SupportBy {
  return note ? { calculator, game, note } : { calculator, game };
}

const AUTO = calc('automated');

function flag(
  kind: WeaponAbilityDef['kind'],
  name: string,
  summary: string,
  support: SupportBy,
  aliases: string[] = [],
): WeaponAbilityDef {
  const spellings = new Set([name.toLowerCase(), ...aliases]);
  return {
    kind,
    name,
    summary,
    support,
    parse: (t) => (spellings.has(t) ? ({ kind } as WeaponAbility) : undefined),
    format: () => name,
  };
}

function withDice(
  kind: 'rapid-fire' | 'melta' | 'sustained-hits',
  name: string,
  summary: string,
  support: SupportBy,
): WeaponAbilityDef {
  const prefix = `${name.toLowerCase()} `;
  return {
    kind,
    name,
    summary,
    support,
    parse: (t) => {
      if (!t.startsWith(prefix)) return undefined;
      const x = tryParseDice(t.slice(prefix.length));
      return x ? ({ kind, x } as WeaponAbility) : undefined;
    },
    format: (a) => `${name} ${formatDice((a as { x: DiceExpr }).x)}`,
  };
}

const ANTI_RE = /^anti-(.+?) (\d)\+$/;

export const WEAPON_ABILITIES: readonly WeaponAbilityDef[] = [
  flag(
    'assault',
    'ASSAULT',
    'Can shoot in a turn its unit Advanced.',
    calc(
      'manual',
      'calculator: eligibility only, it assumes the weapon may shoot; game: Advanced units fire only these',
    ),
  ),
  withDice(
    'rapid-fire',
    'RAPID FIRE',
    'Attacks +X against a target within half range.',
    calc('automated', 'calculator: half range is a condition (withinHalfRange); game: measured per model'),
  ),
  flag('ignores-cover', 'IGNORES COVER', 'The target gets no Benefit of Cover.', AUTO),
  flag('twin-linked', 'TWIN-LINKED', 'Re-roll the Wound roll.', AUTO, ['twin linked']),
  flag(
    'pistol',
    'PISTOL',
    'Can shoot while in Engagement Range, at a unit it is engaged with.',
    calc(
      'manual',
      "calculator: which weapons fire together is the user's choice; game: Pistols within Engagement Range, not with other weapons",
    ),
  ),
  flag('torrent', 'TORRENT', 'Hits automatically.', AUTO),
  flag('lethal-hits', 'LETHAL HITS', 'A Critical Hit wounds automatically.', AUTO),
  flag('lance', 'LANCE', '+1 to the Wound roll if the bearer charged this turn.', AUTO),
  flag(
    'indirect-fire',
    'INDIRECT FIRE',
    'Can target units that are not visible (-1 to hit, target has cover).',
    calc(
      'automated',
      'applies when the target is not visible; the game measures visibility over its terrain, model to model',
    ),
  ),
  flag(
    'precision',
    'PRECISION',
    'Attacks can be allocated to a visible CHARACTER.',
    calc(
      'automated',
      "allocates to the CHARACTER while one lives and the target is visible (the attacker's choice, always taken in the game)",
    ),
  ),
  flag(
    'blast',
    'BLAST',
    '+1 attack per 5 models in the target; not into units engaged with your army.',
    calc('automated', 'calculator: the Engagement Range restriction is not checked; game: checked'),
  ),
  withDice(
    'melta',
    'MELTA',
    'Damage +X against a target within half range.',
    calc('automated', 'calculator: half range is a condition (withinHalfRange); game: measured per model'),
  ),
  flag('heavy', 'HEAVY', '+1 to hit if the unit Remained Stationary.', AUTO),
  flag(
    'hazardous',
    'HAZARDOUS',
    'After attacking, a Hazardous test per weapon: on a 1, 3 mortal wounds.',
    calc('partial', "calculator: reports the attacker's mortal wounds; game: tests, model selection and mortal wounds"),
  ),
  flag(
    'devastating-wounds',
    'DEVASTATING WOUNDS',
    'A Critical Wound inflicts mortal wounds equal to Damage, no save.',
    calc('automated', 'calculator: both versions (ruleset.devastatingWounds); game: the current version'),
  ),
  withDice('sustained-hits', 'SUSTAINED HITS', 'A Critical Hit scores X additional hits.', AUTO),
  flag(
    'extra-attacks',
    'EXTRA ATTACKS',
    'Used in addition to the melee weapon the model fights with.',
    calc(
      'manual',
      'calculator: list the Extra Attacks weapon beside the chosen one; game: one melee weapon per model plus these',
    ),
  ),
  {
    kind: 'anti',
    name: 'ANTI',
    summary: 'Against a target with KEYWORD, an unmodified Wound roll of X+ is a Critical Wound.',
    support: AUTO,
    parse: (t) => {
      const m = ANTI_RE.exec(t);
      return m ? { kind: 'anti', keyword: (m[1] as string).toUpperCase(), threshold: Number(m[2]) } : undefined;
    },
    format: (a) => {
      const { keyword, threshold } = a as { keyword: string; threshold: number };
      return `ANTI-${keyword} ${threshold}+`;
    },
  },
  flag(
    'one-shot',
    'ONE SHOT',
    'Can be shot once per battle.',
    calc('manual', 'calculator: not tracked; game: once per battle per model'),
  ),
  flag(
    'psychic',
    'PSYCHIC',
    'A Psychic weapon; rules that affect Psychic attacks apply.',
    calc('automated', 'Feel No Pain against Psychic Attacks applies'),
  ),
];

const BY_KIND = new Map(WEAPON_ABILITIES.map((d) => [d.kind, d]));

export function weaponAbilityDef(kind: WeaponAbilityDef['kind']): WeaponAbilityDef {
  const def = BY_KIND.get(kind);
  if (!def) throw new Error(`no weapon ability definition for ${kind}`);
  return def;
}

/** Lower-case, straight dashes, single spaces. */
export function normaliseAbilityText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/\s*-\s*/g, '-')
    .trim();
}

/** Parse one ability such as `sustained hits D3` or `ANTI-INFANTRY 4+`; unknown ones are kept. */
export function parseWeaponAbility(text: string): WeaponAbility {
  const t = normaliseAbilityText(text);
  for (const def of WEAPON_ABILITIES) {
    const a = def.parse(t);
    if (a) return a;
  }
  return { kind: 'unknown', text: text.trim() };
}

/**
 * Parse a bracketed list as printed after a weapon name, `[blast, heavy, indirect fire]`, or the
 * same without brackets. Empty input gives an empty list.
 */
export function parseWeaponAbilities(text: string): WeaponAbility[] {
  const inner = text.trim().replace(/^\[/, '').replace(/\]$/, '');
  if (!inner.trim()) return [];
  return inner
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .map(parseWeaponAbility);
}

export function formatWeaponAbility(a: WeaponAbility): string {
  if (a.kind === 'unknown') return a.text;
  return weaponAbilityDef(a.kind).format(a);
}

export function formatWeaponAbilities(list: readonly WeaponAbility[]): string {
  return list.length ? `[${list.map(formatWeaponAbility).join(', ')}]` : '';
}

export function hasAbility<K extends WeaponAbilityKind>(
  list: readonly WeaponAbility[],
  kind: K,
): Extract<WeaponAbility, { kind: K }> | undefined {
  return list.find((a) => a.kind === kind) as Extract<WeaponAbility, { kind: K }> | undefined;
}
