import { maxValue } from '../dice/expr.js';
import { InputError } from '../errors.js';
import type { CombatInput } from './types.js';

/**
 * Bounds on what the exact calculator is asked (far beyond any game: a whole army's worth), so that
 * a typo such as 10000 models fails fast with the field named instead of running out of memory.
 * The HTTP API and the browser check them before evaluating.
 */
export const LIMITS = {
  weapons: 20,
  /** Attacks one weapon line can make at most (models x the Attacks characteristic's maximum). */
  attacks: 2000,
  damage: 100,
  models: 200,
  woundsPerModel: 200,
  totalWounds: 2000,
} as const;

function fail(message: string, field: string): never {
  throw new InputError(message, { field });
}

export function checkLimits(input: CombatInput): void {
  if (input.weapons.length > LIMITS.weapons) {
    fail(`at most ${LIMITS.weapons} weapons (got ${input.weapons.length})`, 'attacker.weapons');
  }
  input.weapons.forEach((w, i) => {
    const field = `attacker.weapons[${i}]`;
    const most = w.models * maxValue(w.attacks);
    if (most > LIMITS.attacks) {
      fail(`${w.models} x up to ${maxValue(w.attacks)} attacks is over ${LIMITS.attacks}`, `${field}.models`);
    }
    if (maxValue(w.damage) > LIMITS.damage) fail(`Damage can be at most ${LIMITS.damage}`, `${field}.damage`);
  });
  const groups = input.defender.groups;
  const field = (i: number, key: string) => (i === 0 ? `defender.${key}` : `defender.profiles[${i - 1}].${key}`);
  const models = groups.reduce((s, g) => s + g.models, 0);
  if (models > LIMITS.models)
    fail(`at most ${LIMITS.models} models in the defending unit (got ${models})`, field(0, 'models'));
  groups.forEach((g, i) => {
    if (g.wounds > LIMITS.woundsPerModel) fail(`Wounds can be at most ${LIMITS.woundsPerModel}`, field(i, 'wounds'));
  });
  const wounds = groups.reduce((s, g) => s + g.models * g.wounds, 0);
  if (wounds > LIMITS.totalWounds) {
    fail(`the defending unit has ${wounds} wounds in all; at most ${LIMITS.totalWounds}`, field(0, 'wounds'));
  }
}
