import { constant, type DiceExpr, diceMean, formatDice } from '../dice/expr.js';
import { InputError } from '../errors.js';
import type { AttackBuilder } from '../rules/builders.js';
import { clampStat, statDelta } from '../rules/characteristics.js';
import type { IgnorableModifier, Stat, StatChange } from '../rules/effects.js';
import type { DamageRerollPolicy, RerollPolicy } from '../rules/rerolls.js';
import { type AppliedModifier, type HitParams, modifier, signed, type WoundParams, woundThreshold } from './params.js';
import type { WeaponInput } from './types.js';

/**
 * The attack builder behind the calculator, the sampler and the game: rules call it in any order
 * (weapon abilities, the calculator's conditions, datasheet, faction and Stratagem rules), and
 * `finish` combines what they asked for in the rules' order: characteristics set, then added to, then
 * limited; roll modifiers netted to +/-1; the strongest re-roll; the lowest critical threshold.
 */

const REROLL_RANK: Record<RerollPolicy, number> = { none: 0, single: 1, ones: 2, failed: 3, 'non-critical': 4 };
const REROLL_TEXT: Record<RerollPolicy, string> = {
  none: '',
  single: 'one re-roll of a failed',
  ones: 're-roll 1s on',
  failed: 're-roll failed',
  'non-critical': 're-roll non-critical',
};
const DAMAGE_RANK: Record<DamageRerollPolicy, number> = { none: 0, ones: 1, 'below-average': 2 };

/** The strongest of several re-roll policies (a single re-roll is not combined with another). */
export function strongestReroll(policies: readonly RerollPolicy[]): RerollPolicy {
  return policies.reduce<RerollPolicy>((a, b) => (REROLL_RANK[b] > REROLL_RANK[a] ? b : a), 'none');
}

type Sourced<T> = { value: T; source: string };

/**
 * Net a list of roll modifiers, capped at -1..+1, recording each and the cap. With `ignoring` (a rule's "can ignore
 * any or all modifiers to the roll"), the negative ones are ignored: the best choice of "any or all".
 */
function netRoll(
  mods: readonly Sourced<number>[],
  stat: 'hit' | 'wound',
  out: AppliedModifier[],
  ignoring?: string,
): number {
  let sum = 0;
  for (const m of mods) {
    if (m.value === 0) continue;
    if (ignoring !== undefined && m.value < 0) {
      out.push(modifier(stat, `${signed(m.value)} ignored`, `${m.source} (ignored: ${ignoring})`));
      continue;
    }
    sum += m.value;
    out.push(modifier(stat, signed(m.value), m.source));
  }
  const net = Math.max(-1, Math.min(1, sum));
  if (net !== sum)
    out.push(modifier(stat, `net ${signed(net)}`, `capped from ${signed(sum)} (a roll moves at most 1)`));
  return net;
}

/** The first source of the strongest policy (ties go to the rule applied first). */
function strongest<P extends string>(list: readonly Sourced<P>[], rank: Record<P, number>, none: P): Sourced<P> {
  let best: Sourced<P> = { value: none, source: '' };
  for (const r of list) if (rank[r.value] > rank[best.value]) best = r;
  return best;
}

export class WeaponBuilder implements AttackBuilder {
  readonly modifiers: AppliedModifier[] = [];
  readonly notes: string[] = [];
  readonly attacks: DiceExpr[];
  readonly damageExtra: DiceExpr[] = [];
  readonly hitMods: Sourced<number>[] = [];
  readonly woundMods: Sourced<number>[] = [];
  readonly hitRerolls: Sourced<RerollPolicy>[] = [];
  readonly woundRerolls: Sourced<RerollPolicy>[] = [];
  readonly damageRerolls: Sourced<DamageRerollPolicy>[] = [];
  readonly stats = new Map<Stat, Sourced<StatChange>[]>();
  /** Rules that ignore modifiers, by what they ignore (the first source named). */
  readonly ignoring = new Map<IgnorableModifier, string>();
  critHitOn = 6;
  critHitSources: Sourced<number>[] = [];
  critWoundOn = 6;
  hitOnly: number | null = null;
  hitOnlySource = '';
  auto = false;
  sustained: DiceExpr | null = null;
  lethal = false;
  devastating = false;
  noCover = false;
  unseen = false;
  isPrecision = false;
  isPsychic = false;
  isHazardous = false;

  constructor(readonly w: WeaponInput) {
    this.attacks = [w.attacks];
  }

  addAttacks(x: DiceExpr, source: string): void {
    this.attacks.push(x);
    this.modifiers.push(modifier('attacks', `+${formatDice(x)}`, source));
  }
  hitModifier(n: number, source: string): void {
    this.hitMods.push({ value: n, source });
  }
  woundModifier(n: number, source: string): void {
    this.woundMods.push({ value: n, source });
  }
  addDamage(x: DiceExpr, source: string): void {
    this.damageExtra.push(x);
    this.modifiers.push(modifier('damage', `+${formatDice(x)}`, source));
  }
  criticalWoundOn(n: number, source: string): void {
    if (n < this.critWoundOn) {
      this.critWoundOn = n;
      this.modifiers.push(modifier('critical-wound', `${n}+`, source));
    }
  }
  criticalHitOn(n: number, source: string): void {
    if (n < this.critHitOn) this.critHitOn = n;
    this.critHitSources.push({ value: n, source });
  }
  rerollHits(policy: RerollPolicy, source: string): void {
    this.hitRerolls.push({ value: policy, source });
  }
  rerollWounds(policy: RerollPolicy, source: string): void {
    this.woundRerolls.push({ value: policy, source });
  }
  rerollDamage(policy: DamageRerollPolicy, source: string): void {
    this.damageRerolls.push({ value: policy, source });
  }
  hitOnlyOn(n: number, source: string): void {
    if (this.hitOnly === null || n < this.hitOnly) {
      this.hitOnly = n;
      this.hitOnlySource = source;
    }
  }
  stat(stat: Stat, change: StatChange, source: string): void {
    const list = this.stats.get(stat) ?? [];
    list.push({ value: change, source });
    this.stats.set(stat, list);
  }
  ignoreModifiers(to: readonly IgnorableModifier[], source: string): void {
    for (const t of to) if (!this.ignoring.has(t)) this.ignoring.set(t, source);
  }
  autoHit(source: string): void {
    this.auto = true;
    this.modifiers.push(modifier('ability', 'hits automatically', source));
  }
  sustainedHits(x: DiceExpr, source: string): void {
    // Two instances (Dauntless Defenders' [sustained hits 1], Titanic Bombardment's 2): the weapon has the better one.
    if (this.sustained && diceMean(this.sustained) > diceMean(x)) return;
    this.sustained = x;
    this.modifiers.push(modifier('ability', `a Critical Hit scores ${formatDice(x)} extra hit(s)`, source));
  }
  lethalHits(source: string): void {
    this.lethal = true;
    this.modifiers.push(modifier('ability', 'a Critical Hit wounds automatically', source));
  }
  devastatingWounds(source: string): void {
    this.devastating = true;
    this.modifiers.push(modifier('ability', 'a Critical Wound inflicts mortal wounds, no save', source));
  }
  ignoresCover(source: string): void {
    this.noCover = true;
    this.modifiers.push(modifier('cover', 'no', source));
  }
  indirectUnseen(source: string): void {
    this.unseen = true;
    this.hitMods.push({ value: -1, source });
    this.modifiers.push(modifier('ability', 'unmodified Hit rolls of 1-3 fail; the target has cover', source));
  }
  precision(source: string): void {
    this.isPrecision = true;
    this.modifiers.push(modifier('ability', 'can be allocated to a CHARACTER', source));
  }
  psychic(source: string): void {
    this.isPsychic = true;
    this.modifiers.push(modifier('ability', 'a Psychic Attack', source));
  }
  hazardous(source: string): void {
    this.isHazardous = true;
    this.modifiers.push(modifier('ability', 'a Hazardous test per model after attacking', source));
  }
  note(text: string): void {
    this.notes.push(text);
  }

  /**
   * A numeric characteristic after its changes (set, add, limits), each change listed. With `ignoring`, the changes
   * that make it worse (a higher X of "X+": `worse` > 0) are ignored.
   */
  private statValue(
    stat: Stat,
    base: number,
    label: Parameters<typeof modifier>[0],
    limit: (v: number) => number,
    ignoring?: string,
  ) {
    let v = base;
    for (const c of this.stats.get(stat) ?? []) {
      if (c.value.change === 'set') {
        v = c.value.to;
        this.modifiers.push(modifier(label, `set ${v}`, c.source));
      }
    }
    for (const c of this.stats.get(stat) ?? []) {
      const d = statDelta(stat, c.value);
      if (d === 0) continue;
      if (ignoring !== undefined && d > 0) {
        this.modifiers.push(modifier(label, `${signed(d)} ignored`, `${c.source} (ignored: ${ignoring})`));
        continue;
      }
      v = limit(v + d);
      this.modifiers.push(modifier(label, signed(d), c.source));
    }
    return v;
  }

  /** The Attacks terms after changes to A (added as constants). */
  private finishAttacks(): void {
    // "the Attacks characteristic of ... is 8" (Thunderstomp): a set replaces the printed Attacks, before the changes.
    for (const c of this.stats.get('A') ?? [])
      if (c.value.change === 'set') {
        this.attacks.splice(0, this.attacks.length, constant(c.value.to));
        this.modifiers.push(modifier('attacks', `set ${c.value.to}`, c.source));
      }
    for (const c of this.stats.get('A') ?? []) {
      const d = statDelta('A', c.value);
      if (d === 0) continue;
      this.attacks.push(constant(d));
      this.modifiers.push(modifier('attacks', signed(d), c.source));
    }
  }

  hit(field: string): HitParams {
    this.finishAttacks();
    if (this.auto && this.unseen) this.note('a Torrent weapon cannot be fired using Indirect Fire');
    if (!this.auto && this.w.skill === null) {
      throw new InputError('skill is N/A but the weapon has no [TORRENT]', { field: `${field}.skill` });
    }
    const skillStat: Stat = this.w.type === 'ranged' ? 'BS' : 'WS';
    let skill = this.w.skill ?? 2;
    if (!this.auto)
      skill = this.statValue(skillStat, skill, 'skill', (v) => clampStat(skillStat, v), this.ignoring.get('skill'));
    const modifierNet = this.auto ? 0 : netRoll(this.hitMods, 'hit', this.modifiers, this.ignoring.get('hit'));
    const reroll = this.auto
      ? { value: 'none' as RerollPolicy, source: '' }
      : strongest(this.hitRerolls, REROLL_RANK, 'none');
    if (reroll.value !== 'none')
      this.modifiers.push(modifier('re-roll', `${REROLL_TEXT[reroll.value]} hits`, reroll.source));
    if (!this.auto)
      for (const c of this.critHitSources)
        if (c.value !== 6) this.modifiers.push(modifier('critical-hit', `${c.value}+`, c.source));
    const only = this.auto ? null : this.hitOnly;
    return {
      auto: this.auto,
      // "Only an unmodified N+ scores a hit": no skill or modifier can do better than the roll itself.
      skill: only === null ? skill : only >= this.critHitOn ? 7 : only,
      modifier: only === null ? modifierNet : 0,
      critOn: only === null ? this.critHitOn : Math.max(this.critHitOn, only),
      failUpTo: this.unseen ? 3 : 1,
      reroll: reroll.value,
    };
  }

  wound(toughness: number): WoundParams {
    const strength = this.statValue('S', this.w.strength, 'strength', (v) => clampStat('S', v));
    const modifierNet = netRoll(this.woundMods, 'wound', this.modifiers, this.ignoring.get('wound'));
    const reroll = strongest(this.woundRerolls, REROLL_RANK, 'none');
    if (reroll.value !== 'none')
      this.modifiers.push(modifier('re-roll', `${REROLL_TEXT[reroll.value]} wounds`, reroll.source));
    return {
      strength,
      toughness,
      threshold: woundThreshold(strength, toughness),
      modifier: modifierNet,
      critOn: this.critWoundOn,
      reroll: reroll.value,
    };
  }

  ap(): number {
    return this.statValue('AP', this.w.ap, 'ap', (v) => clampStat('AP', v));
  }

  damage(): { extra: DiceExpr[]; reroll: DamageRerollPolicy } {
    for (const c of this.stats.get('D') ?? []) {
      const d = statDelta('D', c.value);
      if (d === 0) continue;
      this.damageExtra.push(constant(d));
      this.modifiers.push(modifier('damage', signed(d), c.source));
    }
    const reroll = strongest(this.damageRerolls, DAMAGE_RANK, 'none');
    if (reroll.value !== 'none')
      this.modifiers.push(modifier('re-roll', `re-roll damage (${reroll.value})`, reroll.source));
    return { extra: this.damageExtra, reroll: reroll.value };
  }

  /** The end of the list: hits only on an unmodified N+ (Fire Overwatch). */
  finishNotes(): void {
    if (this.hitOnly !== null && !this.auto)
      this.modifiers.push(
        modifier(
          'hit',
          this.hitOnly === 6 ? 'unmodified 6 only' : `unmodified ${this.hitOnly}+ only`,
          this.hitOnlySource,
        ),
      );
  }
}
