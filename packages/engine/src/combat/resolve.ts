import { InputError } from '../errors.js';
import { applyAttackRows, attackSituation, type Situation } from '../rules/apply.js';
import { applyWeaponAbility } from '../rules/attack-effects.js';
import type { AttackContext } from '../rules/builders.js';
import { CALCULATOR_CONDITIONS, type WeaponRerolls } from '../rules/core/calculator.js';
import { groupDefence } from './defence.js';
import {
  type AppliedModifier,
  type GroupAttackParams,
  modifier,
  type ResolvedCombat,
  type SaveParams,
  signed,
  type TargetParams,
  type WeaponParams,
} from './params.js';
import { type ResolvedUse, resolveUses, usesFor } from './rule-uses.js';
import { resolveTarget } from './target.js';
import type { CombatInput, Conditions, DefenderInput, ModelGroupInput, WeaponInput } from './types.js';
import { WeaponBuilder } from './weapon-builder.js';

export { strongestReroll } from './weapon-builder.js';

/**
 * Resolution: from the attacker's weapons, the target and the rules in force to the parameters of
 * each weapon's attacks, every modifier attributed to its source. The rules come from the registry:
 * the calculator's conditions (one built-in rule), the weapon's abilities, the attacking unit's rules,
 * then the defending unit's (rules/registry.ts); the builders combine them in the rules' order.
 */

function resolveSave(
  w: WeaponParams,
  g: ModelGroupInput,
  covered: boolean,
  c: Conditions,
  mods: AppliedModifier[],
  ruleSave: number,
): SaveParams {
  let net = w.ap + c.saveModifier + ruleSave;
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

interface Resolution {
  conditions: Conditions;
  defender: DefenderInput;
  attacker: ResolvedUse[];
  defence: ResolvedUse[];
  ownKeywords: ReadonlySet<string>;
}

/** The situation a rule's conditions are checked in: the attack's, and its holder's. */
function situationFor(ctx: AttackContext, use: ResolvedUse): Situation {
  return attackSituation(ctx, { leading: use.leading });
}

/** Whether the target has the Benefit of Cover against a weapon, before the group's own rules. */
interface CoverState {
  covered: boolean;
  /** Ignores Cover: no rule can give it. */
  ignored: boolean;
}

function resolveVsGroup(
  w: WeaponParams,
  g: ModelGroupInput,
  gi: number,
  cover: CoverState,
  ctx: AttackContext,
  r: Resolution,
): GroupAttackParams {
  const c = ctx.conditions;
  const d = groupDefence(g, gi, r.defence, { ranged: ctx.ranged, psychic: w.psychic }, (u) => situationFor(ctx, u), [
    'Sv',
  ]);
  const mods: AppliedModifier[] = [...d.modifiers];
  g = d.group;
  const covered = cover.covered || (ctx.ranged && d.cover && !cover.ignored);
  const save = resolveSave(w, g, covered, c, mods, d.saveModifier);
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

function rerolls(w: WeaponInput): WeaponRerolls {
  return {
    ...(w.rerollHits ? { rerollHits: w.rerollHits } : {}),
    ...(w.rerollWounds ? { rerollWounds: w.rerollWounds } : {}),
    ...(w.rerollDamage ? { rerollDamage: w.rerollDamage } : {}),
  };
}

function resolveWeaponWith(w: WeaponInput, index: number, target: TargetParams, r: Resolution): WeaponParams {
  const field = `attacker.weapons[${index}]`;
  const ranged = w.type === 'ranged';
  const b = new WeaponBuilder(w);
  const ctx: AttackContext = {
    ranged,
    conditions: r.conditions,
    targetModels: target.models,
    targetKeywords: new Set(target.keywords),
    ownKeywords: r.ownKeywords,
    weaponAbilities: w.abilities,
    weaponName: w.name,
    weaponDamage: w.damage,
    strength: w.strength + r.conditions.strengthModifier,
    toughness: target.toughness,
  };
  CALCULATOR_CONDITIONS.attack?.(rerolls(w) as never, ctx, b);
  for (const a of w.abilities) applyWeaponAbility(a, ctx, b);
  for (const use of usesFor(r.attacker, index)) {
    applyAttackRows(use.rows, ctx, b, use.source, 'own', situationFor(ctx, use), applyWeaponAbility);
    use.def.attack?.(use.params as never, ctx, b);
  }
  for (const use of r.defence)
    applyAttackRows(use.rows, ctx, b, use.source, 'attacked-by', situationFor(ctx, use), applyWeaponAbility);
  // A ranged attack needs a visible target, unless the weapon has [INDIRECT FIRE] (b.unseen).
  if (ranged && !r.conditions.targetVisible && !b.unseen) {
    throw new InputError(
      `${w.name}: a ranged weapon without [INDIRECT FIRE] cannot target a unit none of whose models are visible (conditions.targetVisible is false)`,
      { field },
    );
  }
  const hit = b.hit(field);
  const wound = b.wound(target.toughness);
  const ap = b.ap();
  const damage = b.damage();
  const c = r.conditions;
  let covered = ranged && (c.cover || b.unseen);
  if (covered && b.noCover) covered = false;
  else if (covered)
    b.modifiers.push(modifier('cover', 'target has', b.unseen && !c.cover ? 'Indirect Fire' : 'conditions'));
  b.finishNotes();
  const params: WeaponParams = {
    index,
    name: w.name,
    type: w.type,
    models: w.models,
    attacks: b.attacks,
    hit,
    wound,
    sustainedHits: b.auto ? null : b.sustained,
    lethalHits: !b.auto && b.lethal,
    devastatingWounds: b.devastating,
    ap,
    damage: { dice: w.damage, extra: damage.extra, reroll: damage.reroll },
    precision: b.isPrecision,
    psychic: b.isPsychic,
    hazardousTests: b.isHazardous ? w.models : 0,
    vs: [],
    modifiers: b.modifiers,
    notes: b.notes,
  };
  const cover = { covered, ignored: b.noCover };
  params.vs = r.defender.groups.map((g, gi) => resolveVsGroup(params, g, gi, cover, ctx, r));
  return params;
}

function resolution(input: CombatInput): Resolution {
  const keywords = new Set((input.attackerKeywords ?? []).map((k) => k.toUpperCase()));
  return {
    conditions: input.conditions,
    defender: input.defender,
    attacker: resolveUses(input.rules?.attacker, 'rules.attacker'),
    defence: resolveUses(input.rules?.defender, 'rules.defender', input.defender),
    ownKeywords: keywords,
  };
}

/** Resolve a whole combat: the target once, then each weapon against it. */
export function resolveCombat(input: CombatInput): ResolvedCombat {
  const r = resolution(input);
  const target = resolveTarget(input.defender, input.conditions, r.defence);
  const weapons = input.weapons.map((w, i) => resolveWeaponWith(w, i, target, r));
  return {
    weapons,
    target,
    ruleset: input.ruleset,
    conditions: input.conditions,
  };
}
