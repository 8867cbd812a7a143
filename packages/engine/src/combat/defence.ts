import { applyDefenceRows, type Situation } from '../rules/apply.js';
import type { DefenceBuilder } from '../rules/builders.js';
import { computeStat, type SourcedChange } from '../rules/characteristics.js';
import type { Stat, StatChange } from '../rules/effects.js';
import { type AppliedModifier, modifier, signed } from './params.js';
import { type ResolvedUse, rowReaches } from './rule-uses.js';
import type { ModelGroupInput } from './types.js';

/**
 * A defending model group as the defender's rules leave it: invulnerable saves, Feel No Pain,
 * damage reduction and halving, Benefit of Cover, saving throw modifiers and its T, Sv and W, each
 * change listed with its source. Without rules the group is returned as it is.
 */

export interface GroupDefence {
  group: ModelGroupInput;
  modifiers: AppliedModifier[];
  /** A rule gives the group the Benefit of Cover. */
  cover: boolean;
  saveModifier: number;
}

const best = (a: number | null | undefined, b: number): number => (typeof a === 'number' ? Math.min(a, b) : b);

class GroupBuilder implements DefenceBuilder {
  readonly g: ModelGroupInput;
  readonly mods: AppliedModifier[] = [];
  readonly stats = new Map<Stat, SourcedChange[]>();
  hasCover = false;
  saveMod = 0;

  constructor(g: ModelGroupInput) {
    this.g = { ...g };
  }
  stealth(): void {
    // Stealth changes the attack (rules/core/calculator.ts, STEALTH_ROWS), not the group.
  }
  feelNoPain(threshold: number, source: string): void {
    this.g.feelNoPain = best(this.g.feelNoPain, threshold);
    this.mods.push(modifier('feel-no-pain', `${threshold}+`, source));
  }
  feelNoPainAgainst(threshold: number, against: 'mortal' | 'psychic', source: string): void {
    if (against === 'mortal') this.g.feelNoPainMortal = best(this.g.feelNoPainMortal, threshold);
    else this.g.feelNoPainPsychic = best(this.g.feelNoPainPsychic, threshold);
    this.mods.push(modifier('feel-no-pain', `${threshold}+ (${against})`, source));
  }
  invulnerable(value: number, source: string): void {
    this.g.invulnerable = best(this.g.invulnerable, value);
    this.mods.push(modifier('save', `${value}+ invulnerable`, source));
  }
  cover(source: string): void {
    this.hasCover = true;
    this.mods.push(modifier('cover', 'has', source));
  }
  damageReduction(n: number, source: string): void {
    this.g.damageReduction = Math.max(this.g.damageReduction ?? 0, n);
    this.mods.push(modifier('damage', `-${n} (min 1)`, source));
  }
  halveDamage(source: string): void {
    this.g.halveDamage = true;
    this.mods.push(modifier('damage', 'halved', source));
  }
  saveModifier(n: number, source: string): void {
    this.saveMod += n;
    this.mods.push(modifier('save', signed(n), source));
  }
  stat(stat: Stat, change: StatChange, source: string): void {
    const list = this.stats.get(stat) ?? [];
    list.push({ change, source });
    this.stats.set(stat, list);
  }
}

/** The defender's rules applied to group `gi` against an attack of this type (undefined: any attack). */
export function groupDefence(
  g: ModelGroupInput,
  gi: number,
  uses: readonly ResolvedUse[],
  attack: { ranged?: boolean; psychic?: boolean },
  situation: (use: ResolvedUse) => Situation,
  stats: readonly ('Sv' | 'T' | 'W')[],
): GroupDefence {
  if (uses.length === 0) return { group: g, modifiers: [], cover: false, saveModifier: 0 };
  const b = new GroupBuilder(g);
  for (const use of uses) {
    const rows = use.rows.filter((r) => rowReaches(use, r, gi));
    const s = situation(use);
    applyDefenceRows(rows, attack, b, use.source, s);
    if (!use.groups || use.groups.includes(gi)) use.def.defence?.(use.params as never, attack, b);
  }
  const keys = { Sv: 'save', T: 'toughness', W: 'wounds' } as const;
  for (const stat of stats) {
    const key = keys[stat];
    const changes = b.stats.get(stat);
    if (!changes) continue;
    const r = computeStat(stat, b.g[key], changes);
    b.g[key] = r.value;
    for (const a of r.applied)
      b.mods.push(
        stat === 'T'
          ? modifier('toughness', a.change, a.source)
          : modifier('ability', `${stat === 'Sv' ? 'Save' : 'Wounds'} characteristic ${a.change}`, a.source),
      );
  }
  return { group: b.g, modifiers: b.mods, cover: b.hasCover, saveModifier: b.saveMod };
}
