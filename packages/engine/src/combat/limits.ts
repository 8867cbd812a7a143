import { type DiceExpr, formatDice, maxValue } from '../dice/expr.js';
import { InputError } from '../errors.js';
import type { ResolvedCombat, WeaponParams } from './params.js';

/**
 * The calculator's contract: bounds on what it is asked (far beyond any game: a whole army's
 * worth), checked on the resolved parameters, after every modifier and ability (Rapid Fire, Blast,
 * an attacks modifier, Melta), before any work, so that a typo such as 10000 models fails at once
 * with the field and the limit named. The CLI, the HTTP API and the browser's worker all call
 * `checkLimits` (through `computeCombat`).
 */
export const LIMITS = {
  weapons: 20,
  /** Attacks one weapon line can make at most (models x the Attacks after modifiers, at most). */
  attacks: 2000,
  /** Damage of one attack at most, added dice and modifiers included. */
  damage: 100,
  /** Extra hits a Critical Hit can score (Sustained Hits X). */
  sustainedHits: 20,
  models: 200,
  woundsPerModel: 200,
  totalWounds: 2000,
  /**
   * Work the exact evaluator may do, in multiply-adds (about 0.1 s on one core); past it the
   * calculation is sampled instead, and says so.
   */
  exactWork: 1.5e8,
} as const;

function fail(message: string, field: string): never {
  throw new InputError(message, { field });
}

const sumMax = (terms: readonly DiceExpr[]) => terms.reduce((s, t) => s + maxValue(t), 0);
const shown = (terms: readonly DiceExpr[]) => terms.map(formatDice).join('+');

/** Attacks a weapon line can make at most, after every modifier. */
export function mostAttacks(w: WeaponParams): number {
  return w.models * sumMax(w.attacks);
}

/** Damage one of its attacks can do at most, after every modifier. */
export function mostDamage(w: WeaponParams): number {
  return maxValue(w.damage.dice) + sumMax(w.damage.extra);
}

/** Check the bounds; a located InputError (field and limit named) for the first one broken. */
export function checkLimits(r: ResolvedCombat): void {
  if (r.weapons.length > LIMITS.weapons) {
    fail(`at most ${LIMITS.weapons} weapons (got ${r.weapons.length})`, 'attacker.weapons');
  }
  r.weapons.forEach((w, i) => {
    const field = `attacker.weapons[${i}]`;
    const most = mostAttacks(w);
    if (!(most <= LIMITS.attacks)) {
      const after = w.attacks.length > 1 ? ` (${shown(w.attacks)} after modifiers)` : '';
      fail(
        `${w.models} x up to ${sumMax(w.attacks)} attacks${after} is over the limit of ${LIMITS.attacks}`,
        // The Attacks alone within the limit: it is the number of models that is too many.
        sumMax(w.attacks) <= LIMITS.attacks ? `${field}.models` : `${field}.attacks`,
      );
    }
    if (!(mostDamage(w) <= LIMITS.damage)) {
      const d = shown([w.damage.dice, ...w.damage.extra]);
      fail(`Damage ${d} can reach ${mostDamage(w)}; the limit is ${LIMITS.damage}`, `${field}.damage`);
    }
    if (w.sustainedHits && !(maxValue(w.sustainedHits) <= LIMITS.sustainedHits)) {
      fail(
        `Sustained Hits ${formatDice(w.sustainedHits)} is over the limit of ${LIMITS.sustainedHits} extra hits`,
        `${field}.abilities`,
      );
    }
  });
  const t = r.target;
  const groupField = (i: number, key: string) => (i === 0 ? `defender.${key}` : `defender.profiles[${i - 1}].${key}`);
  if (!(t.models <= LIMITS.models)) {
    fail(`at most ${LIMITS.models} models in the defending unit (got ${t.models})`, groupField(0, 'models'));
  }
  t.groups.forEach((g, i) => {
    if (!(g.wounds <= LIMITS.woundsPerModel)) {
      fail(`Wounds can be at most ${LIMITS.woundsPerModel} (got ${g.wounds})`, groupField(i, 'wounds'));
    }
  });
  if (!(t.totalWounds <= LIMITS.totalWounds)) {
    fail(
      `the defending unit has ${t.totalWounds} wounds in all; the limit is ${LIMITS.totalWounds}`,
      groupField(0, 'wounds'),
    );
  }
}
