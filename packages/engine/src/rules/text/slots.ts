import type { DiceExpr } from '../../dice/expr.js';
import type { RollName, Stat } from '../effects.js';

/**
 * The slots a phrase pattern can hold (`{n}`, `{roll}`, `{kw}`...): each a regular expression for
 * the words it matches and a reader from those words to typed data. A pattern names a slot once, or
 * again with a digit (`{roll2}`); the match hands each slot's text to the phrase's reading.
 */

const KEYWORD_WORD = String.raw`[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ0-9'’\-]*(?:\s[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ0-9'’\-]*)*`;
const STAT_NAME =
  'move|toughness|save|wounds|leadership|objective control|OC|attacks|ballistic skill|weapon skill|strength|armour penetration|damage|range';

export const SLOTS: Record<string, string> = {
  /** A small number, in figures or words. */
  n: String.raw`\d+|one|two|three|four|five|six`,
  /** A dice threshold: "5+". */
  x: String.raw`[2-6]\+`,
  /** A roll the modifier phrases name. */
  roll: 'hit|wound|damage|advance|charge|battle-shock|leadership|hazardous',
  /** One characteristic or several ("Strength and Armour Penetration", "Attacks, Strength and Damage"). */
  stats: `(?:${STAT_NAME})(?:(?:, | and )(?:${STAT_NAME}))*`,
  /** Keywords as printed in capitals, several joined by "or" / "and" / commas. */
  kw: `${KEYWORD_WORD}(?:(?:, | or | and |, or )${KEYWORD_WORD})*`,
  /** One or more bracketed weapon abilities: "[LETHAL HITS]", "[LANCE] and [SUSTAINED HITS 1]". */
  abilities: String.raw`\[[A-ZÀ-ÖØ-Þ0-9+\- ]+\](?:(?:, | and |, and )\[[A-ZÀ-ÖØ-Þ0-9+\- ]+\])*`,
  /** Inches: `6"`. */
  inches: String.raw`\d+(?:"|”|″| inches)`,
  /** A dice expression: "D3", "D6+1", "2D6", "3". */
  dice: String.raw`\d*D[36](?:\s?\+\s?\d+)?|\d+`,
  /** The unit or model that holds the rule. */
  subject: String.raw`(?:the )?(?:models in |each model in |all models in )?(?:your|that|this|the bearer’s|the bearer's|this model’s|this model's) unit|the bearer|this model|your model|that model|it`,
  /** Weapons of the holder: "ranged weapons equipped by models in your unit". */
  weapons: String.raw`(?:the )?(?:ranged |melee )?weapons equipped by (?:models in (?:your|that|this|the bearer’s|the bearer's) unit|the bearer|this model|your model|that model)|(?:such|those) (?:ranged |melee )?weapons`,
  /** A CORE ability a unit can be given. */
};

const WORD_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

export function num(s: string): number {
  return WORD_NUMBERS[s.toLowerCase()] ?? Number(s);
}

export function threshold(s: string): number {
  return Number(s.replace('+', ''));
}

export function inches(s: string): number {
  return Number.parseInt(s, 10);
}

const ROLLS: Record<string, RollName> = {
  hit: 'hit',
  wound: 'wound',
  damage: 'damage',
  advance: 'advance',
  charge: 'charge',
  'battle-shock': 'battle-shock',
};

/** A roll's name, or undefined for rolls the effect vocabulary has no row for. */
export function rollName(s: string): RollName | undefined {
  return ROLLS[s.toLowerCase()];
}

const STAT_OF: Record<string, Stat> = {
  move: 'M',
  toughness: 'T',
  save: 'Sv',
  wounds: 'W',
  leadership: 'Ld',
  'objective control': 'OC',
  oc: 'OC',
  attacks: 'A',
  'ballistic skill': 'BS',
  'weapon skill': 'WS',
  strength: 'S',
  'armour penetration': 'AP',
  damage: 'D',
};

/** Characteristics by name; undefined when one has no row (Range). */
export function stats(s: string): Stat[] | undefined {
  const out: Stat[] = [];
  for (const name of s.split(/, | and /)) {
    const st = STAT_OF[name.toLowerCase()];
    if (!st) return undefined;
    out.push(st);
  }
  return out;
}

/** Bracketed weapon abilities, as the effect rows name them ("lethal hits"). */
export function abilities(s: string): string[] {
  return [...s.matchAll(/\[([^\]]+)\]/g)].map((m) => (m[1] as string).toLowerCase());
}

export function dice(s: string): DiceExpr | undefined {
  const m = /^(\d*)D([36])(?:\s?\+\s?(\d+))?$/.exec(s);
  if (m) return { count: m[1] ? Number(m[1]) : 1, sides: Number(m[2]) as 3 | 6, bonus: m[3] ? Number(m[3]) : 0 };
  return /^\d+$/.test(s) ? { count: 0, sides: 6, bonus: Number(s) } : undefined;
}

/** Whether a holder phrase means one model (the bearer) rather than its unit. */
export function holderIsModel(s: string): boolean {
  return /^(?:the bearer|this model|your model|that model)$/.test(s);
}

/** A weapons phrase's attack type. */
export function weaponsType(s: string): 'ranged' | 'melee' | undefined {
  return /\branged\b/.test(s) ? 'ranged' : /\bmelee\b/.test(s) ? 'melee' : undefined;
}

/**
 * Keyword alternatives: "ADEPTUS ASTARTES INFANTRY or MOUNTED" is two sets. Each set's words are
 * split into keywords by the known multi-word keywords (longest first), else word by word.
 */
export function keywordSets(s: string, vocabulary: ReadonlySet<string>): string[][] {
  return s.split(/, or | or |, /).map((alt) => splitKeywords(alt.replace(/\s+and\s+/g, ' '), vocabulary));
}

export function splitKeywords(s: string, vocabulary: ReadonlySet<string>): string[] {
  const words = s.replace(/’/g, "'").trim().split(/\s+/);
  const out: string[] = [];
  let i = 0;
  while (i < words.length) {
    let j = words.length;
    for (; j > i + 1; j--) if (vocabulary.has(words.slice(i, j).join(' '))) break;
    out.push(words.slice(i, j).join(' '));
    i = j;
  }
  return out;
}
