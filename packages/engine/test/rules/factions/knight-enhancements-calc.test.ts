import { describe, expect, it } from 'vitest';
import { evaluate, parseScenario, type ScenarioInput } from '../../../src/index.js';

/**
 * The Imperial Knights Enhancements with attack rows, in the calculator (their conditions are toggles). Base: 6
 * attacks, BS/WS 4+, S4 AP0 D1, against T4.
 */
function run(rule: string, o: { melee?: boolean; save?: number; cover?: boolean; asks?: Record<string, boolean> }) {
  const s: ScenarioInput = {
    attacker: {
      weapons: [
        { name: 'gun', attacks: 6, skill: 4, strength: 4, ap: -1, damage: 1, ...(o.melee ? { type: 'melee' } : {}) },
      ],
      rules: [{ rule: `imperial-knights/${rule}` }],
    },
    defender: { models: 10, toughness: 4, save: o.save ?? 7, wounds: 1 },
    conditions: { asks: o.asks ?? {}, ...(o.cover ? { cover: true } : {}) },
  };
  return evaluate(parseScenario(s));
}
const line = { 'on-defensive-line': true };

describe('Imperial Knights Enhancements (calculator)', () => {
  it('Augury Halo: "while the bearer is on your defensive line, weapons ... have the [ignores cover] ability"', () => {
    // AP-1 against Sv 4+ in cover: 4+ (3/2 x 1/2 = 3/4 unsaved); ignoring cover, 5+ (3/2 x 2/3 = 1).
    const r = 'gate-warden-lance/augury-halo';
    expect(run(r, { save: 4, cover: true }).unsaved.mean).toBeCloseTo(3 / 4, 12);
    expect(run(r, { save: 4, cover: true, asks: line }).unsaved.mean).toBeCloseTo(1, 12);
  });

  it('Purgation’s Hand: "re-roll a Hit roll of 1 and re-roll a Wound roll of 1" in melee on the defensive line', () => {
    // Hit 1/2 + 1/6 x 1/2 = 7/12, wound likewise: 6 x 7/12 x 7/12 = 49/24.
    const r = 'gate-warden-lance/purgations-hand';
    expect(run(r, { melee: true, asks: line }).wounds.mean).toBeCloseTo(49 / 24, 12);
    expect(run(r, { melee: true }).wounds.mean).toBeCloseTo(3 / 2, 12);
    expect(run(r, { asks: line }).wounds.mean).toBeCloseTo(3 / 2, 12);
  });

  it('Knight of the Opus Machina: "re-roll a Hit roll of 1" of ranged attacks within 6" of ADEPTUS MECHANICUS', () => {
    // Hit 7/12: 6 x 7/12 x 1/2 = 7/4.
    const r = 'questor-forgepact/knight-of-the-opus-machina';
    expect(run(r, { asks: { 'within-6-of-mechanicus': true } }).wounds.mean).toBeCloseTo(7 / 4, 12);
    expect(run(r, {}).wounds.mean).toBeCloseTo(3 / 2, 12);
  });
});
