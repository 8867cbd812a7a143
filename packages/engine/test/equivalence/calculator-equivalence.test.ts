import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CombatInput, evaluate, parseScenario, type ScenarioInput, sample } from '../../src/index.js';
import * as frozen from '../frozen/index.js';
import { firstDifference } from './compare.js';
import { recordedInputs, scenarioFileArb } from './scenarios.js';

/**
 * Issue 12 moved rule application onto the rule registry "without changing any result": the
 * calculator today against a frozen copy of it from before (test/frozen), on every input the test suite
 * built then and on 1,000 random scenario files. Distributions agree to 1e-12; modifier lists (as sets:
 * the order rules apply in is not a result), notes and the sampler's dice agree exactly.
 */

type Result = ReturnType<typeof evaluate>;

/** A modifier list as a multiset: the order rules are applied in is not a result. */
const texts = (mods: readonly { text: string }[]) => mods.map((m) => m.text).sort();

/** What a user sees of a result: every stage, per weapon and for the unit, with modifiers and notes. */
function view(r: Result | ReturnType<typeof frozen.evaluate>) {
  const stages = (s: Result | Result['weapons'][number]) => ({
    attacks: s.attacks,
    hits: s.hits,
    wounds: s.wounds,
    unsaved: s.unsaved,
    damage: s.damage,
    modelsDestroyed: s.modelsDestroyed,
    unitDestroyed: s.unitDestroyed,
  });
  return {
    ...stages(r as Result),
    hazardous: r.hazardous,
    notes: r.notes,
    target: r.resolved.target,
    weapons: (r as Result).weapons.map((w) => ({
      ...stages(w),
      hazardous: w.hazardous,
      notes: w.notes,
      modifiers: texts(w.params.modifiers),
      vs: w.params.vs.map((g) => ({ ...g, modifiers: texts(g.modifiers) })),
    })),
  };
}

function attempt<T>(f: () => T): { value?: T; error?: string } {
  try {
    return { value: f() };
  } catch (e) {
    return { error: (e as Error).message };
  }
}

/** The first difference between the two calculators on these inputs (an input error counts as a result). */
function compare(oldInput: CombatInput, newInput: CombatInput): string | null {
  const a = attempt(() => view(frozen.evaluate(oldInput as never)));
  const b = attempt(() => view(evaluate(newInput)));
  if (a.error !== undefined || b.error !== undefined) return a.error === b.error ? null : `${a.error} != ${b.error}`;
  return firstDifference(a.value, b.value);
}

/**
 * The fixes issue 12 lists that change a calculator result, and the scenario files they concern;
 * each has its own test quoting the rule. Those scenarios are counted, not compared.
 */
export function fixesInvolved(file: ScenarioInput): string[] {
  const c = file.conditions ?? {};
  const weapons = file.attacker.weapons;
  const has = (w: (typeof weapons)[number], a: string) => (w.abilities ?? []).includes(a);
  const out: string[] = [];
  if (c.overwatch && weapons.some((w) => w.type === 'melee')) out.push('Fire Overwatch is for ranged attacks');
  const groups = [file.defender, ...(file.defender.profiles ?? [])];
  const stealthy = groups.filter((g) => (g.abilities ?? []).includes('Stealth')).length;
  if (!c.stealth && stealthy > 0 && stealthy < groups.length) out.push('Stealth needs every model');
  const single = c.rerollHits === 'single' || c.rerollWounds === 'single';
  if (single && weapons.length > 1) out.push('one Command Re-roll for the unit');
  if (c.targetVisible === false && weapons.some((w) => (w.type ?? 'ranged') === 'ranged' && !has(w, 'indirect fire')))
    out.push('an unseen target needs Indirect Fire');
  if (c.targetVisible === false && weapons.some((w) => has(w, 'precision')))
    out.push('Precision needs a visible CHARACTER');
  return out;
}

/** The same for a recorded calculator input (its abilities parsed). */
export function inputFixesInvolved(input: CombatInput): string[] {
  const c = input.conditions;
  const has = (w: CombatInput['weapons'][number], kind: string) => w.abilities.some((a) => a.kind === kind);
  const out: string[] = [];
  if ((c.rerollHits === 'single' || c.rerollWounds === 'single') && input.weapons.length > 1)
    out.push('one Command Re-roll for the unit');
  if (c.targetVisible === false && input.weapons.some((w) => w.type === 'ranged' && !has(w, 'indirect-fire')))
    out.push('an unseen target needs Indirect Fire');
  if (c.targetVisible === false && input.weapons.some((w) => has(w, 'precision')))
    out.push('Precision needs a visible CHARACTER');
  return out;
}

describe('the calculator before and after the rule registry', () => {
  const recorded = recordedInputs();

  it(`agrees on the ${recorded.length} inputs the test suite built before the change`, () => {
    expect(recorded.length).toBeGreaterThan(1000);
    const diffs: string[] = [];
    recorded.forEach((input, i) => {
      if (inputFixesInvolved(input).length) return;
      const d = compare(structuredClone(input), structuredClone(input));
      if (d) diffs.push(`input ${i}: ${d}`);
    });
    expect(diffs.slice(0, 5)).toEqual([]);
    expect(diffs.length).toBe(0);
  });

  it('rolls the same dice in the sampler on those inputs', () => {
    const diffs: string[] = [];
    recorded.forEach((input, i) => {
      if (i % 3 !== 0 || inputFixesInvolved(input).length) return;
      const a = attempt(() => frozen.sample(structuredClone(input) as never, { trials: 40, seed: i + 1 }));
      const b = attempt(() => sample(structuredClone(input), { trials: 40, seed: i + 1 }));
      const d = firstDifference(a, b, 0);
      if (d) diffs.push(`input ${i}: ${d}`);
    });
    expect(diffs.slice(0, 5)).toEqual([]);
  });

  it('agrees on 1,000 random scenario files (fixed seed), errors included', () => {
    let runs = 0;
    let errors = 0;
    const fixed = new Map<string, number>();
    fc.assert(
      fc.property(scenarioFileArb, (file) => {
        const fixes = fixesInvolved(file);
        for (const f of fixes) fixed.set(f, (fixed.get(f) ?? 0) + 1);
        if (fixes.length) return;
        runs++;
        const before = attempt(() => frozen.parseScenario(structuredClone(file)) as unknown as CombatInput);
        const after = attempt(() => parseScenario(structuredClone(file)));
        if (before.error !== undefined || after.error !== undefined) {
          errors++;
          expect(after.error).toBe(before.error);
          return;
        }
        expect(compare(before.value as CombatInput, after.value as CombatInput)).toBeNull();
      }),
      { numRuns: 2400, seed: 12 },
    );
    expect(runs).toBeGreaterThanOrEqual(1000);
    expect(errors).toBeLessThan(100);
  });
});
