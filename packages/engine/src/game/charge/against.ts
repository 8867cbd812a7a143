import { ruleById } from '../../rules/known.js';
import { attackAnswers } from '../rule-answers.js';
import type { GameState, UnitState } from '../types.js';
import { settledYes } from '../unit-rules.js';

/**
 * What the charge's targets' active effects add to the Charge roll of an enemy unit charging them (Repelling Sphere:
 * "each time an enemy unit declares a charge and your unit is one of the targets of that charge, subtract 1 from the
 * Charge roll, or subtract 2 instead if your unit is wholly within your army's Hallowed Ground"): the rows of kind
 * enemy-roll (charge, `against`) of each target's effects, their questions answered for that target when the roll is
 * made. Each target's rows count.
 */
export function chargeRollAgainst(state: GameState, charger: UnitState, targets: readonly UnitState[]): number {
  let n = 0;
  for (const t of targets)
    for (const e of state.effects) {
      if (e.unit !== t.id || !e.rule) continue;
      const answers = { ...attackAnswers(state, t, charger, [{ rule: e.rule }]), ...e.answers };
      for (const r of ruleById(e.rule)?.effects ?? [])
        if (
          r.kind === 'enemy-roll' &&
          r.roll === 'charge' &&
          r.against &&
          r.scope !== 'bonded' &&
          settledYes(r, answers)
        )
          n += r.n;
    }
  return n;
}
