import { type DiceExpr, formatDice, tryParseDice } from '../dice/expr.js';
import type { SupportBy } from './support.js';

/**
 * CORE unit abilities (the ones printed after "CORE:" on a datasheet), with their parameters.
 * Unrecognised ones are kept as `{kind: 'other', name}` and reported by importers.
 */
export type CoreAbility =
  | { kind: 'leader' }
  | { kind: 'deep-strike' }
  | { kind: 'deadly-demise'; x: DiceExpr }
  | { kind: 'lone-operative' }
  | { kind: 'stealth' }
  | { kind: 'feel-no-pain'; threshold: number }
  | { kind: 'firing-deck'; x: number }
  | { kind: 'scouts'; distance: number }
  | { kind: 'infiltrators' }
  | { kind: 'fights-first' }
  | { kind: 'hover' }
  | { kind: 'other'; name: string };

export type CoreAbilityKind = CoreAbility['kind'];

export interface CoreAbilityDef {
  kind: Exclude<CoreAbilityKind, 'other'>;
  name: string;
  summary: string;
  support: SupportBy;
  parse(text: string): CoreAbility | undefined;
  format(a: CoreAbility): string;
}

const manual: SupportBy = { calculator: 'manual', game: 'manual' };
/** Automated in the game (the calculator does not use it). */
const game: SupportBy = { calculator: 'manual', game: 'automated' };

function plain(kind: CoreAbilityDef['kind'], name: string, summary: string): CoreAbilityDef {
  const key = name.toLowerCase();
  return {
    kind,
    name,
    summary,
    support: { ...manual },
    parse: (t) => (t === key ? ({ kind } as CoreAbility) : undefined),
    format: () => name,
  };
}

function param<K extends CoreAbilityDef['kind']>(
  kind: K,
  name: string,
  summary: string,
  re: RegExp,
  build: (m: RegExpExecArray) => CoreAbility | undefined,
  show: (a: CoreAbility) => string,
): CoreAbilityDef {
  return {
    kind,
    name,
    summary,
    support: { ...manual },
    parse: (t) => {
      const m = re.exec(t);
      return m ? build(m) : undefined;
    },
    format: (a) => `${name} ${show(a)}`,
  };
}

function withSupport(def: CoreAbilityDef, support: SupportBy): CoreAbilityDef {
  return { ...def, support };
}

/** What each one does to an attack against the unit: CORE_ABILITY_DEFENCE in attack-effects.ts. */
export const CORE_ABILITIES: readonly CoreAbilityDef[] = [
  withSupport(plain('leader', 'Leader', 'Can be attached to one of the listed Bodyguard units.'), game),
  withSupport(
    plain('deep-strike', 'Deep Strike', 'Can start in Reserves and arrive more than 9" from all enemy models.'),
    game,
  ),
  withSupport(
    param(
      'deadly-demise',
      'Deadly Demise',
      'When destroyed, on a 6 each unit within 6" suffers X mortal wounds.',
      /^deadly demise (\S+)$/,
      (m) => {
        const x = tryParseDice(m[1] as string);
        return x ? { kind: 'deadly-demise', x } : undefined;
      },
      (a) => formatDice((a as { x: DiceExpr }).x),
    ),
    { ...game, note: 'mortal wounds allocated by the default order' },
  ),
  withSupport(
    plain('lone-operative', 'Lone Operative', 'Cannot be targeted by ranged attacks from more than 12" away.'),
    { calculator: 'manual', game: 'automated', note: 'targeting only: the calculator assumes a legal target' },
  ),
  withSupport(plain('stealth', 'Stealth', 'Ranged attacks that target this unit take -1 to hit.'), {
    calculator: 'automated',
    game: 'automated',
  }),
  withSupport(
    param(
      'feel-no-pain',
      'Feel No Pain',
      'Each time a model would lose a wound, on X+ it is not lost.',
      /^feel no pain (\d)\+$/,
      (m) => ({ kind: 'feel-no-pain', threshold: Number(m[1]) }),
      (a) => `${(a as { threshold: number }).threshold}+`,
    ),
    { calculator: 'automated', game: 'automated', note: 'per wound lost, mortal wounds included' },
  ),
  withSupport(
    param(
      'firing-deck',
      'Firing Deck',
      'Up to X embarked models can shoot through this transport.',
      /^firing deck (\d+)$/,
      (m) => ({ kind: 'firing-deck', x: Number(m[1]) }),
      (a) => String((a as { x: number }).x),
    ),
    game,
  ),
  param(
    'scouts',
    'Scouts',
    'Can make a Normal move of up to X" before the first turn.',
    /^scouts (\d+)(?:"|”|''| inches|in)?$/,
    (m) => ({ kind: 'scouts', distance: Number(m[1]) }),
    (a) => `${(a as { distance: number }).distance}"`,
  ),
  plain('infiltrators', 'Infiltrators', 'Can be set up anywhere more than 9" from the enemy zone and models.'),
  withSupport(plain('fights-first', 'Fights First', 'Fights in the Fights First step.'), game),
  plain('hover', 'Hover', 'Can hover: Movement 20" and counts as not an AIRCRAFT.'),
];

export function normaliseCoreText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u201c\u201d\u2033]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

export function parseCoreAbility(text: string): CoreAbility {
  const t = normaliseCoreText(text);
  for (const def of CORE_ABILITIES) {
    const a = def.parse(t);
    if (a) return a;
  }
  return { kind: 'other', name: text.trim() };
}

export function formatCoreAbility(a: CoreAbility): string {
  if (a.kind === 'other') return a.name;
  const def = CORE_ABILITIES.find((d) => d.kind === a.kind);
  return def ? def.format(a) : a.kind;
}
