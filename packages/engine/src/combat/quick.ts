import { InputError } from '../errors.js';
import type { DefenderInput, ModelGroupInput } from './types.js';

/**
 * A defending unit written in one line, as players say it: `5x T4 3+ W2 4++ FNP5 INFANTRY`.
 * Several profiles are joined with ` + ` (`4x T4 3+ W2 + 1x T4 3+ 4++ W5 CHARACTER`); the first is
 * the unit's main models.
 *
 * Tokens: `5x` models, `T4`, `3+` or `Sv3+`, `4++` invulnerable, `W2`, `FNP5` (`FNP5+`),
 * `FNP5-mortal`, `FNP5-psychic`, `-1D` damage reduction, `halfD` halved damage, `stealth`,
 * `ignore-first-failed-save`, and upper-case words as keywords.
 */
export interface QuickUnit {
  defender: DefenderInput;
  stealth: boolean;
}

const TOKENS: [RegExp, (m: RegExpExecArray, g: Partial<ModelGroupInput> & { keywords: string[] }) => void][] = [
  [/^(\d+)x$|^x(\d+)$/i, (m, g) => (g.models = Number(m[1] ?? m[2]))],
  [/^T(\d+)$/i, (m, g) => (g.toughness = Number(m[1]))],
  [/^(?:sv)?([2-7])\+$/i, (m, g) => (g.save = Number(m[1]))],
  [/^([2-6])\+\+$|^inv([2-6])\+?$/i, (m, g) => (g.invulnerable = Number(m[1] ?? m[2]))],
  [/^W(\d+)$/i, (m, g) => (g.wounds = Number(m[1]))],
  [/^FNP([2-6])\+?$/i, (m, g) => (g.feelNoPain = Number(m[1]))],
  [/^FNP([2-6])\+?-(?:mortal|mw)$/i, (m, g) => (g.feelNoPainMortal = Number(m[1]))],
  [/^FNP([2-6])\+?-psychic$/i, (m, g) => (g.feelNoPainPsychic = Number(m[1]))],
  [/^-([1-3])D$/i, (m, g) => (g.damageReduction = Number(m[1]))],
  [/^(?:halfD|1\/2D)$/i, (_m, g) => (g.halveDamage = true)],
  [/^[A-Z][A-Z0-9-]*$/, (m, g) => g.keywords.push(m[0])],
];

export function parseQuickUnit(text: string, field = 'vs'): QuickUnit {
  let stealth = false;
  let ignoreFirstFailedSave = false;
  const parts = text.split(/\s\+\s/);
  const groups = parts.map((part, i) => {
    const g: Partial<ModelGroupInput> & { keywords: string[] } = {
      keywords: [],
      models: 1,
      invulnerable: null,
      feelNoPain: null,
    };
    for (const tok of part
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)) {
      if (/^stealth$/i.test(tok)) {
        stealth = true;
        continue;
      }
      if (/^ignore-first-failed-save$/i.test(tok)) {
        ignoreFirstFailedSave = true;
        continue;
      }
      const hit = TOKENS.find(([re]) => re.test(tok));
      if (!hit) throw new InputError(`"${tok}" is not understood (try e.g. "5x T4 3+ W2 4++ FNP5")`, { field });
      hit[1](hit[0].exec(tok) as RegExpExecArray, g);
    }
    for (const [key, label] of [
      ['toughness', 'Toughness (e.g. T4)'],
      ['save', 'save (e.g. 3+)'],
      ['wounds', 'Wounds (e.g. W2)'],
    ] as const) {
      if (g[key] === undefined) throw new InputError(`profile ${i + 1} "${part.trim()}" has no ${label}`, { field });
    }
    return { name: i === 0 ? 'models' : `profile ${i + 1}`, ...g } as ModelGroupInput;
  });
  return { defender: { name: text.trim(), groups, keywords: [], ignoreFirstFailedSave }, stealth };
}
