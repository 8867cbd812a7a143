import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { waitingLayout } from '../src/combat/waiting.js';
import {
  attacksPmf,
  type CombatInput,
  type CombatResult,
  evaluate,
  resolveCombat,
  UnitChain,
  waitingDevastating,
  weaponPackets,
} from '../src/index.js';
import { scenario, weapon } from './combat-fixtures.js';
import { evaluate as frozenEvaluate } from './frozen/index.js';

/**
 * Issue 19: devastating wounds of several weapons. "Devastating Wounds: a Critical Wound inflicts
 * mortal wounds ... allocated after all other attacks" (the current rule: no saving throw, damage as
 * the weapon's). Waiting packets of one kind are one count, whichever weapon made them; packets from
 * a weapon on that are all of that kind need not wait. Results equal the frozen evaluator to 1e-12.
 */

const frozen = (i: CombatInput): CombatResult => frozenEvaluate(resolveCombat(i) as never) as unknown as CombatResult;

function worst(a: CombatResult, b: CombatResult): number {
  let w = 0;
  const pmf = (x: number[], y: number[]) => {
    for (let i = 0; i < Math.max(x.length, y.length); i++) w = Math.max(w, Math.abs((x[i] ?? 0) - (y[i] ?? 0)));
  };
  for (const [x, y] of [[a, b] as const, ...a.weapons.map((r, i) => [r, b.weapons[i]] as const)]) {
    if (!y) throw new Error('weapon missing');
    pmf(x.damage.pmf, y.damage.pmf);
    pmf(x.modelsDestroyed.pmf, y.modelsDestroyed.pmf);
    w = Math.max(w, Math.abs(x.unitDestroyed - y.unitDestroyed));
  }
  return w;
}

const dw = (name: string, attacks: string, damage = 'D3', extra = '') =>
  weapon({ name, attacks, ap: -1, damage, abilities: `[devastating wounds${extra}]` });

function plans(input: CombatInput) {
  const r = resolveCombat(input);
  return r.weapons.map((w) => {
    const packets = weaponPackets(w, r.target, r.ruleset.devastatingWounds, r.conditions.precisionOnCharacter);
    const attacks = attacksPmf(w);
    return { packets, hasNormal: true, attacks, merged: attacks, devastatingBound: attacks.length };
  });
}

describe('devastating wounds of several weapons (issue 19)', () => {
  it('wait only where their kind differs from a packet after them', () => {
    // Feel No Pain 5+ against every wound: normal and devastating packets alike, nothing waits.
    const alike = scenario({
      weapons: [dw('a', '6'), dw('b', '6'), dw('c', '6'), dw('d', '6')],
      groups: [{ models: 5, wounds: 3, save: 3, feelNoPain: 5 }],
    });
    expect(waitingDevastating(plans(alike))).toEqual([false, false, false, false]);
    expect(worst(evaluate(alike), frozen(alike))).toBeLessThan(1e-12);
    // Feel No Pain 4+ against mortal wounds only: every weapon's devastating wounds wait, as one count.
    const mortal = scenario({
      weapons: [dw('a', '6'), dw('b', '4', 'D3', ', sustained hits 1'), dw('c', '5', 'D3', ', lethal hits')],
      groups: [{ models: 3, wounds: 3, save: 4, feelNoPainMortal: 4 }],
    });
    const ps = plans(mortal);
    const waits = waitingDevastating(ps);
    expect(waits).toEqual([true, true, true]);
    const r = resolveCombat(mortal);
    expect(waitingLayout(new UnitChain(r.target), ps, waits, false).kind).toBe('count');
    expect(worst(evaluate(mortal), frozen(mortal))).toBeLessThan(1e-12);
    // Damage 2 and D3 differ: the order among them matters, so they keep the (a, f, s) state or branches.
    const mixed = scenario({
      weapons: [dw('a', '3', '2'), dw('b', '3')],
      groups: [{ models: 3, wounds: 3, save: 4, feelNoPainMortal: 4 }],
    });
    const pm = plans(mixed);
    expect(waitingLayout(new UnitChain(resolveCombat(mixed).target), pm, waitingDevastating(pm), false).kind).toBe(
      'tensor',
    );
    expect(worst(evaluate(mixed), frozen(mixed))).toBeLessThan(1e-12);
  });

  it('equal the frozen evaluator on random units of devastating weapons (fast-check)', () => {
    const arb = fc.record({
      weapons: fc.array(
        fc.record({
          attacks: fc.constantFrom('1', '2', '3', 'D3'),
          damage: fc.constantFrom('1', '2', 'D3'),
          extra: fc.constantFrom('', ', sustained hits 1', ', lethal hits', ', twin-linked'),
          devastating: fc.boolean(),
        }),
        { minLength: 2, maxLength: 4 },
      ),
      models: fc.integer({ min: 1, max: 4 }),
      wounds: fc.integer({ min: 1, max: 3 }),
      save: fc.integer({ min: 2, max: 7 }),
      fnp: fc.option(fc.integer({ min: 4, max: 6 }), { nil: null }),
      fnpMortal: fc.option(fc.integer({ min: 4, max: 6 }), { nil: null }),
      ignoreFirst: fc.boolean(),
      original: fc.boolean(),
    });
    fc.assert(
      fc.property(arb, (c) => {
        const input = scenario({
          weapons: c.weapons.map((w, i) =>
            w.devastating
              ? dw(`w${i}`, w.attacks, w.damage, w.extra)
              : weapon({ name: `w${i}`, attacks: w.attacks, damage: w.damage, abilities: `[${w.extra.slice(2)}]` }),
          ),
          groups: [
            { models: c.models, wounds: c.wounds, save: c.save, feelNoPain: c.fnp, feelNoPainMortal: c.fnpMortal },
          ],
          defender: { ignoreFirstFailedSave: c.ignoreFirst },
          ruleset: { devastatingWounds: c.original ? 'original' : 'current' },
        });
        expect(worst(evaluate(input), frozen(input))).toBeLessThan(1e-12);
      }),
      { numRuns: 120, seed: 1919 },
    );
  });
});
