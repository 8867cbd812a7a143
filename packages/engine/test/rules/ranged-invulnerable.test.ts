import { describe, expect, it } from 'vitest';
import { combatInputFromDatasheets, evaluate, invulnerableAgainstOf, parseScenario } from '../../src/index.js';
import { knight } from './fixtures.js';

/**
 * The Knight datasheets' "5+ invulnerable save, against ranged attacks only" (issue 12): typed when the
 * data is imported (`invulnerableAgainst`), applied by one rule in the calculator and the game. Knight
 * Paladin against Knight Paladin in the Fight phase: no save against the AP-4 chainsword.
 */

describe('an invulnerable save against ranged attacks only', () => {
  it('is typed from its printed note at import', () => {
    expect(invulnerableAgainstOf('against ranged attacks only')).toBe('ranged');
    expect(invulnerableAgainstOf('Against melee attacks only')).toBe('melee');
    expect(invulnerableAgainstOf('*')).toBeUndefined();
    expect(invulnerableAgainstOf(undefined)).toBeUndefined();
  });

  it('Knight Paladin against Knight Paladin, Fight: no save against the chainsword (Sv3+ at AP-4)', () => {
    const { input, notes } = combatInputFromDatasheets(knight(), knight(), { melee: true });
    const r = evaluate(input);
    const vs = r.weapons[0]?.params.vs[0];
    expect(vs?.save).toMatchObject({ kind: 'none' });
    // 4 attacks, 3+ to hit, S12 v T11 wounds on 3+, no save: 4 x 2/3 x 2/3 unsaved.
    expect(r.unsaved.mean).toBeCloseTo(16 / 9, 12);
    expect(notes).toContain('Knight Paladin: invulnerable save 5+ against ranged attacks only');
  });

  it('shooting it, the 5+ invulnerable save is used against AP-3; in melee the armour save (6+) is all there is', () => {
    const scenario = {
      attacker: { weapons: [{ name: 'Lascannon', attacks: 1, skill: 3, strength: 12, ap: -3, damage: 'D6+1' }] },
      defender: {
        models: 1,
        toughness: 11,
        save: 3,
        invulnerable: 5,
        invulnerableAgainst: 'ranged' as const,
        wounds: 22,
      },
    };
    const r = evaluate(parseScenario(scenario));
    expect(r.weapons[0]?.params.vs[0]?.save).toMatchObject({ kind: 'invulnerable', threshold: 5 });
    const melee = evaluate(
      parseScenario({
        ...scenario,
        attacker: { weapons: [{ ...scenario.attacker.weapons[0], type: 'melee' as const }] },
      }),
    );
    expect(melee.weapons[0]?.params.vs[0]?.save).toMatchObject({ kind: 'armour', threshold: 6 });
  });
});
