import { constant, type DiceExpr, formatDice } from '../dice/expr.js';
import { InputError } from '../errors.js';
import { type AttackBuilder, type AttackContext, applyWeaponAbility } from '../rules/attack-effects.js';
import {
  type AppliedModifier,
  type GroupAttackParams,
  modifier,
  type ResolvedCombat,
  type SaveParams,
  signed,
  type TargetParams,
  type WeaponParams,
  woundThreshold,
} from './params.js';
import { resolveTarget } from './target.js';
import type {
  CombatInput,
  Conditions,
  DamageRerollPolicy,
  ModelGroupInput,
  RerollPolicy,
  WeaponInput,
} from './types.js';

/**
 * Resolution: from the attacker's weapons, the target and the conditions to the parameters of each
 * weapon's attacks, every modifier attributed to its source.
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

function cap(n: number): number {
  return Math.max(-1, Math.min(1, n));
}

class WeaponBuilder implements AttackBuilder {
  readonly modifiers: AppliedModifier[] = [];
  readonly notes: string[] = [];
  readonly attacks: DiceExpr[];
  readonly damageExtra: DiceExpr[] = [];
  hitMods: { n: number; source: string }[] = [];
  woundMods: { n: number; source: string }[] = [];
  critWoundOn: number;
  woundRerolls: { policy: RerollPolicy; source: string }[] = [];
  auto = false;
  sustained: DiceExpr | null = null;
  lethal = false;
  devastating = false;
  noCover = false;
  unseen = false;
  isPrecision = false;
  isPsychic = false;
  isHazardous = false;

  constructor(
    w: WeaponInput,
    readonly c: Conditions,
  ) {
    this.attacks = [w.attacks];
    this.critWoundOn = c.critWoundOn;
  }

  addAttacks(x: DiceExpr, source: string): void {
    this.attacks.push(x);
    this.modifiers.push(modifier('attacks', `+${formatDice(x)}`, source));
  }
  hitModifier(n: number, source: string): void {
    this.hitMods.push({ n, source });
  }
  woundModifier(n: number, source: string): void {
    this.woundMods.push({ n, source });
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
  rerollWounds(policy: RerollPolicy, source: string): void {
    this.woundRerolls.push({ policy, source });
  }
  autoHit(source: string): void {
    this.auto = true;
    this.modifiers.push(modifier('ability', 'hits automatically', source));
  }
  sustainedHits(x: DiceExpr, source: string): void {
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
    this.hitMods.push({ n: -1, source });
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
}

/** Net a list of roll modifiers, capped at -1..+1, recording each and the cap. */
function netRoll(mods: { n: number; source: string }[], stat: 'hit' | 'wound', out: AppliedModifier[]): number {
  let sum = 0;
  for (const m of mods) {
    if (m.n === 0) continue;
    sum += m.n;
    out.push(modifier(stat, signed(m.n), m.source));
  }
  const net = cap(sum);
  if (net !== sum)
    out.push(modifier(stat, `net ${signed(net)}`, `capped from ${signed(sum)} (a roll moves at most 1)`));
  return net;
}

function resolveSave(
  w: WeaponParams,
  g: ModelGroupInput,
  covered: boolean,
  c: Conditions,
  mods: AppliedModifier[],
): SaveParams {
  let net = w.ap + c.saveModifier;
  if (c.saveModifier !== 0) mods.push(modifier('save', signed(c.saveModifier), 'save modifier (conditions)'));
  if (covered) {
    if (g.save <= 3 && w.ap === 0) {
      mods.push(modifier('cover', 'no', `${g.name}: Save 3+ or better against AP 0`));
    } else {
      net += 1;
      mods.push(modifier('save', '+1', `Benefit of Cover (${g.name})`));
    }
  }
  if (net > 1) {
    mods.push(modifier('save', 'net +1', `capped from ${signed(net)} (a save improves at most 1)`));
    net = 1;
  }
  const armour = g.save - net;
  const reroll = c.rerollSaves;
  if (g.invulnerable !== null && g.invulnerable < armour) {
    return { kind: 'invulnerable', threshold: g.invulnerable, reroll };
  }
  if (armour > 6) return { kind: 'none', threshold: 7, reroll };
  return { kind: 'armour', threshold: Math.max(2, armour), reroll };
}

function best(...xs: (number | null | undefined)[]): number | null {
  const v = xs.filter((x): x is number => typeof x === 'number');
  return v.length ? Math.min(...v) : null;
}

function resolveVsGroup(w: WeaponParams, g: ModelGroupInput, covered: boolean, c: Conditions): GroupAttackParams {
  const mods: AppliedModifier[] = [];
  const save = resolveSave(w, g, covered, c, mods);
  const fnp = best(g.feelNoPain, w.psychic ? g.feelNoPainPsychic : null);
  const fnpMortal = best(fnp, g.feelNoPainMortal);
  if (fnp !== null) mods.push(modifier('feel-no-pain', `${fnp}+`, g.name));
  if (fnpMortal !== null && fnpMortal !== fnp)
    mods.push(modifier('feel-no-pain', `${fnpMortal}+`, `${g.name}, mortal wounds`));
  const damageReduction = g.damageReduction ?? 0;
  const halveDamage = g.halveDamage ?? false;
  if (halveDamage) mods.push(modifier('damage', 'halved', g.name));
  if (damageReduction > 0) mods.push(modifier('damage', `-${damageReduction} (min 1)`, g.name));
  return { save, damageReduction, halveDamage, fnp, fnpMortal, modifiers: mods };
}

export function resolveWeapon(
  w: WeaponInput,
  index: number,
  target: TargetParams,
  groups: readonly ModelGroupInput[],
  c: Conditions,
): WeaponParams {
  const field = `attacker.weapons[${index}]`;
  const ranged = w.type === 'ranged';
  const b = new WeaponBuilder(w, c);
  const ctx: AttackContext = {
    ranged,
    conditions: c,
    targetModels: target.models,
    targetKeywords: new Set(target.keywords),
  };
  for (const a of w.abilities) applyWeaponAbility(a, ctx, b);
  if (c.attacksModifier !== 0) {
    b.attacks.push(constant(c.attacksModifier));
    b.modifiers.push(modifier('attacks', signed(c.attacksModifier), 'attacks modifier (conditions)'));
  }
  if (b.auto && b.unseen) b.note('a Torrent weapon cannot be fired using Indirect Fire');
  if (!b.auto && w.skill === null) {
    throw new InputError('skill is N/A but the weapon has no [TORRENT]', { field: `${field}.skill` });
  }
  let skill = w.skill ?? 2;
  if (c.skillModifier !== 0 && !b.auto) {
    skill = Math.max(2, Math.min(7, skill + c.skillModifier));
    b.modifiers.push(modifier('skill', signed(c.skillModifier), 'BS/WS modifier (conditions)'));
  }
  if (c.hitModifier !== 0) b.hitModifier(c.hitModifier, 'hit modifier (conditions)');
  for (const m of c.hitModifiers ?? []) b.hitModifier(m.n, m.source);
  if (c.stealth && ranged) b.hitModifier(-1, 'Stealth');
  const hitModifier = b.auto ? 0 : netRoll(b.hitMods, 'hit', b.modifiers);
  const hitReroll = b.auto ? 'none' : strongestReroll([c.rerollHits, w.rerollHits ?? 'none']);
  if (hitReroll !== 'none') b.modifiers.push(modifier('re-roll', `${REROLL_TEXT[hitReroll]} hits`, 'conditions'));
  if (c.critHitOn !== 6 && !b.auto) b.modifiers.push(modifier('critical-hit', `${c.critHitOn}+`, 'conditions'));

  let strength = w.strength;
  if (c.strengthModifier !== 0) {
    strength = Math.max(1, strength + c.strengthModifier);
    b.modifiers.push(modifier('strength', signed(c.strengthModifier), 'strength modifier (conditions)'));
  }
  if (c.woundModifier !== 0) b.woundModifier(c.woundModifier, 'wound modifier (conditions)');
  const woundModifier = netRoll(b.woundMods, 'wound', b.modifiers);
  if (c.critWoundOn !== 6) b.modifiers.push(modifier('critical-wound', `${c.critWoundOn}+`, 'conditions'));
  const woundSources = [
    { policy: c.rerollWounds, source: 'conditions' },
    { policy: w.rerollWounds ?? 'none', source: 'weapon' },
    ...b.woundRerolls,
  ];
  const woundReroll = strongestReroll(woundSources.map((s) => s.policy));
  if (woundReroll !== 'none') {
    const src = woundSources.find((s) => s.policy === woundReroll)?.source ?? 'conditions';
    b.modifiers.push(modifier('re-roll', `${REROLL_TEXT[woundReroll]} wounds`, src));
  }

  let ap = w.ap;
  if (c.apModifier !== 0) {
    ap = Math.min(0, ap + c.apModifier);
    b.modifiers.push(modifier('ap', signed(c.apModifier), 'AP modifier (conditions)'));
  }
  if (c.damageModifier !== 0) {
    b.damageExtra.push(constant(c.damageModifier));
    b.modifiers.push(modifier('damage', signed(c.damageModifier), 'damage modifier (conditions)'));
  }
  const damageReroll = [c.rerollDamage, w.rerollDamage ?? 'none'].reduce<DamageRerollPolicy>(
    (a, x) => (DAMAGE_RANK[x] > DAMAGE_RANK[a] ? x : a),
    'none',
  );
  if (damageReroll !== 'none') b.modifiers.push(modifier('re-roll', `re-roll damage (${damageReroll})`, 'conditions'));
  let covered = ranged && (c.cover || b.unseen);
  if (covered && b.noCover) covered = false;
  else if (covered)
    b.modifiers.push(modifier('cover', 'target has', b.unseen && !c.cover ? 'Indirect Fire' : 'conditions'));

  if (c.overwatch && !b.auto) {
    b.modifiers.push(modifier('hit', 'unmodified 6 only', 'Fire Overwatch'));
  }
  const params: WeaponParams = {
    index,
    name: w.name,
    type: w.type,
    models: w.models,
    attacks: b.attacks,
    hit: {
      auto: b.auto,
      // Fire Overwatch: no skill or modifier can score a hit; only a Critical Hit (unmodified 6) does.
      skill: c.overwatch && !b.auto ? 7 : skill,
      modifier: c.overwatch && !b.auto ? 0 : hitModifier,
      critOn: c.overwatch && !b.auto ? 6 : c.critHitOn,
      failUpTo: b.unseen ? 3 : 1,
      reroll: hitReroll,
    },
    wound: {
      strength,
      toughness: target.toughness,
      threshold: woundThreshold(strength, target.toughness),
      modifier: woundModifier,
      critOn: b.critWoundOn,
      reroll: woundReroll,
    },
    sustainedHits: b.auto ? null : b.sustained,
    lethalHits: !b.auto && b.lethal,
    devastatingWounds: b.devastating,
    ap,
    damage: { dice: w.damage, extra: b.damageExtra, reroll: damageReroll },
    precision: b.isPrecision,
    psychic: b.isPsychic,
    hazardousTests: b.isHazardous ? w.models : 0,
    vs: [],
    modifiers: b.modifiers,
    notes: b.notes,
  };
  params.vs = groups.map((g) => resolveVsGroup(params, g, covered, c));
  return params;
}

/** Resolve a whole combat: the target once, then each weapon against it. */
export function resolveCombat(input: CombatInput): ResolvedCombat {
  const target = resolveTarget(input.defender, input.conditions);
  const weapons = input.weapons.map((w, i) => resolveWeapon(w, i, target, input.defender.groups, input.conditions));
  return {
    weapons,
    target,
    ruleset: input.ruleset,
    conditions: input.conditions,
  };
}
