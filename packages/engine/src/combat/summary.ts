import { formatDice } from '../dice/expr.js';
import type { BoundedResult, SampledInfo } from './bounded.js';
import type { Dist, StageResults, WeaponResult } from './evaluate.js';
import type { AppliedModifier, TargetParams, WeaponParams } from './params.js';

/**
 * A combat result as plain data (JSON, structured clone): what `POST /api/calc`, the browser's
 * worker and `cogitator calc --json` hand over. Every number is exact (no rounding).
 */

/** The rolls a weapon needs after every modifier: null for "no roll" (Torrent hits automatically). */
export interface WeaponNeeds {
  hit: number | null;
  critHit: number | null;
  wound: number;
  critWound: number;
  /** Per target group: the save used and the roll it needs (7: cannot be made). */
  saves: { group: string; kind: 'armour' | 'invulnerable' | 'none'; roll: number }[];
}

export interface WeaponSummary extends StageResults {
  name: string;
  type: 'ranged' | 'melee';
  models: number;
  /** The profile after modifiers, as printed: A, BS/WS, S, AP, D and abilities. */
  profile: { attacks: string; skill: string; strength: number; ap: number; damage: string; abilities: string };
  needs: WeaponNeeds;
  /** Every modifier that applies to this weapon's attacks, with its source, de-duplicated. */
  modifiers: AppliedModifier[];
  hazardous: Dist | null;
  notes: string[];
}

export interface CombatSummary extends StageResults {
  target: Pick<TargetParams, 'name' | 'models' | 'totalWounds' | 'toughness' | 'keywords' | 'groups'>;
  weapons: WeaponSummary[];
  hazardous: Dist | null;
  notes: string[];
  /** Present when the result was sampled (too costly to compute exactly): how, and its standard errors. */
  sampled?: SampledInfo;
}

export function weaponNeeds(w: WeaponParams, target: Pick<TargetParams, 'groups'>): WeaponNeeds {
  const h = w.hit;
  const wd = w.wound;
  return {
    hit: h.auto ? null : Math.min(7, Math.max(h.failUpTo + 1, h.skill - h.modifier)),
    critHit: h.auto ? null : h.critOn,
    wound: Math.min(7, Math.max(2, wd.threshold - wd.modifier)),
    critWound: wd.critOn,
    saves: w.vs.map((g, i) => ({ group: target.groups[i]?.name ?? '', kind: g.save.kind, roll: g.save.threshold })),
  };
}

/** The modifiers of a weapon's attacks: its own, the target's, and those against each group. */
export function weaponModifiers(w: WeaponParams, target: Pick<TargetParams, 'modifiers'>): AppliedModifier[] {
  const all = [...w.modifiers, ...target.modifiers, ...w.vs.flatMap((g) => g.modifiers)];
  const seen = new Set<string>();
  return all.filter((m) => !seen.has(m.text) && seen.add(m.text));
}

function weaponSummary(w: WeaponResult, target: TargetParams): WeaponSummary {
  const p = w.params;
  return {
    name: w.name,
    type: p.type,
    models: p.models,
    profile: {
      attacks: p.attacks.map(formatDice).join('+'),
      skill: p.hit.auto ? 'N/A' : `${p.hit.skill}+`,
      strength: p.wound.strength,
      ap: p.ap,
      damage: [p.damage.dice, ...p.damage.extra].map(formatDice).join('+'),
      abilities: '',
    },
    needs: weaponNeeds(p, target),
    modifiers: weaponModifiers(p, target),
    attacks: w.attacks,
    hits: w.hits,
    wounds: w.wounds,
    unsaved: w.unsaved,
    damage: w.damage,
    modelsDestroyed: w.modelsDestroyed,
    unitDestroyed: w.unitDestroyed,
    hazardous: w.hazardous,
    notes: w.notes,
  };
}

export function summariseCombat(r: BoundedResult, abilities: readonly string[] = []): CombatSummary {
  const t = r.resolved.target;
  // The stages written out: an object spread followed by more properties is slow in V8.
  const out: CombatSummary = {
    attacks: r.attacks,
    hits: r.hits,
    wounds: r.wounds,
    unsaved: r.unsaved,
    damage: r.damage,
    modelsDestroyed: r.modelsDestroyed,
    unitDestroyed: r.unitDestroyed,
    target: {
      name: t.name,
      models: t.models,
      totalWounds: t.totalWounds,
      toughness: t.toughness,
      keywords: t.keywords,
      groups: t.groups,
    },
    weapons: r.weapons.map((w, i) => {
      const s = weaponSummary(w, t);
      s.profile.abilities = abilities[i] ?? '';
      return s;
    }),
    hazardous: r.hazardous,
    notes: [...new Set(r.notes)],
  };
  return r.sampled ? { sampled: r.sampled, ...out } : out;
}
