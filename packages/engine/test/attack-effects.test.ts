import { describe, expect, it } from 'vitest';
import {
  type AttackBuilder,
  applyWeaponAbility,
  CORE_ABILITIES,
  CORE_ABILITY_DEFENCE,
  coverageReport,
  DEFAULT_CONDITIONS,
  parseWeaponAbility,
  WEAPON_ABILITIES,
  WEAPON_ABILITY_ATTACK,
} from '../src/index.js';

/** Example text for each ability kind. */
const EXAMPLE: Record<string, string> = {
  'rapid-fire': 'rapid fire 1',
  melta: 'melta 2',
  'sustained-hits': 'sustained hits 1',
  anti: 'anti-infantry 4+',
};

/** Apply an ability in a context where everything that can trigger does; list the builder calls. */
function calls(kind: string): string[] {
  const seen: string[] = [];
  const b = new Proxy({} as AttackBuilder, {
    get: (_t, name) => () => seen.push(String(name)),
  });
  const a = parseWeaponAbility(EXAMPLE[kind] ?? kind.replace(/-/g, ' '));
  expect(a.kind).toBe(kind);
  applyWeaponAbility(
    a,
    {
      ranged: true,
      conditions: {
        ...DEFAULT_CONDITIONS,
        remainedStationary: true,
        withinHalfRange: true,
        charged: true,
        // Indirect Fire acts on an unseen target; Precision only on a visible CHARACTER.
        targetVisible: kind === 'precision',
      },
      targetModels: 10,
      targetKeywords: new Set(['INFANTRY']),
    },
    b,
  );
  return seen;
}

describe('weapon ability effects on an attack', () => {
  it('has exactly one effect entry per weapon ability kind', () => {
    expect(Object.keys(WEAPON_ABILITY_ATTACK).sort()).toEqual(WEAPON_ABILITIES.map((d) => d.kind).sort());
  });

  it.each(WEAPON_ABILITIES.map((d) => [d.kind, d.support.calculator] as const))(
    '%s (%s in the calculator) does what its support mark says',
    (kind, support) => {
      const effects = calls(kind).filter((c) => c !== 'note');
      if (support === 'manual') expect(effects).toEqual([]);
      else expect(effects.length).toBeGreaterThan(0);
    },
  );

  it('every manual or partial mark says why', () => {
    for (const d of WEAPON_ABILITIES)
      if (d.support.calculator !== 'automated' || d.kind === 'devastating-wounds') expect(d.support.note).toBeTruthy();
  });

  it('CORE abilities: Stealth and Feel No Pain are automated through their effects', () => {
    expect(Object.keys(CORE_ABILITY_DEFENCE).sort()).toEqual(['feel-no-pain', 'stealth']);
    for (const d of CORE_ABILITIES) {
      const automated = d.support.calculator === 'automated';
      expect([d.kind, automated]).toEqual([d.kind, d.kind in CORE_ABILITY_DEFENCE]);
    }
    const rows = coverageReport().filter((r) => r.group === 'Weapon ability' && r.calculator === 'automated');
    expect(rows.length).toBeGreaterThanOrEqual(15);
  });
});
