import type { WeaponParams } from '../../combat/params.js';
import {
  type Conditions,
  DEFAULT_CONDITIONS,
  DEFAULT_RULESET,
  type DefenderInput,
  type ModelGroupInput,
  type RuleUse,
} from '../../combat/types.js';
import type { WeaponAbility } from '../../rules/weapon-abilities.js';
import { bondedEnhancementUses } from '../bonded-enhancements.js';
import { profileNamed, weaponNamed } from '../loadout.js';
import { nearBearerUses } from '../near-bearer-rules.js';
import { answersKey, attackAnswers } from '../rule-answers.js';
import type { GameState, Grant, ModelId, UnitId, UnitState } from '../types.js';
import { appliedRuleIds, attackerRuleUses, defenderRuleUses } from '../unit-rules.js';
import { datasheetOf, modelKeywords, modelsOnTable, profileOf, unit, unitDatasheets, unitKeywords } from '../units.js';
import { resolvedWeapon } from './resolved.js';
import type { AttackSequence } from './types.js';

/**
 * The bridge from the game to the combat engine: the defending unit as combat's DefenderInput, and each
 * group's resolved WeaponParams (every modifier attributed). The game rolls dice through combat's
 * rolls.ts on these parameters; it never decides a hit, wound, save or damage itself.
 */

export function grantsOf(state: GameState, unit: UnitId): Grant[] {
  const out: Grant[] = [];
  for (const e of state.effects) if (e.unit === unit && e.grants) out.push(...e.grants);
  return out;
}

/** Stealth: every model of the unit has the ability, or an effect gives it. */
export function hasStealth(state: GameState, u: UnitState): boolean {
  if (grantsOf(state, u.id).some((g) => g.kind === 'stealth')) return true;
  return unitDatasheets(state, u).every((ds) => ds.abilities.core.some((a) => a.kind === 'stealth'));
}

export function hasCover(state: GameState, u: UnitState): boolean {
  return grantsOf(state, u.id).some((g) => g.kind === 'cover');
}

/** A profile's invulnerable save; one restricted to an attack type is its rule's (game/unit-rules.ts). */
function invulnerableOf(p: {
  invulnerableSave: number | null;
  invulnerableAgainst?: 'ranged' | 'melee';
}): number | null {
  return p.invulnerableAgainst ? null : p.invulnerableSave;
}

/**
 * The defender as the attacks see it: one group per datasheet profile. In an Attached unit only the
 * Leaders' CHARACTER models are CHARACTER groups (so the Bodyguard's Toughness is used); otherwise the
 * whole unit carries its keywords.
 */
export function defenderOf(
  state: GameState,
  u: UnitState,
  type: 'ranged' | 'melee',
): { defender: DefenderInput; groupOf: Record<ModelId, number> } {
  const groups: ModelGroupInput[] = [];
  const keys: string[] = [];
  const groupOf: Record<ModelId, number> = {};
  const attached = !!u.leaders?.length;
  const grantInv = grantsOf(state, u.id)
    .filter((g): g is Grant & { kind: 'invulnerable' } => g.kind === 'invulnerable')
    .map((g) => g.value);
  const unitKw = new Set<string>();
  for (const m of modelsOnTable(u)) {
    const ds = datasheetOf(state, u, m);
    const key = `${ds.id}|${m.profile}`;
    let i = keys.indexOf(key);
    if (i < 0) {
      const p = profileOf(state, u, m);
      const kw = modelKeywords(state, u, m);
      if (!attached) for (const k of kw) unitKw.add(k);
      const fnp = ds.abilities.core.flatMap((a) => (a.kind === 'feel-no-pain' ? [a.threshold] : []));
      const inv = [invulnerableOf(p), ...grantInv].filter((x): x is number => x !== null);
      i = keys.length;
      keys.push(key);
      groups.push({
        name: p.name,
        models: 0,
        toughness: p.toughness ?? 1,
        save: p.save ?? 7,
        invulnerable: inv.length ? Math.min(...inv) : null,
        wounds: p.wounds ?? 1,
        feelNoPain: fnp.length ? Math.min(...fnp) : null,
        keywords: attached ? kw : kw.filter((k) => k !== 'CHARACTER'),
      });
    }
    (groups[i] as ModelGroupInput & { models: number }).models++;
    groupOf[m.id] = i;
  }
  return { defender: { name: u.name, groups, keywords: attached ? [] : [...unitKw] }, groupOf };
}

/**
 * The registered rules active effects give a unit (Stratagems used on it), as the combat's rule uses,
 * with the questions each use settled. An effect `against` one enemy unit counts only for attacks that
 * target it (`target`: the attack's target; absent for the unit's defence).
 */
export function effectRules(state: GameState, unit: UnitId, target?: UnitId): EffectRuleUse[] {
  const out: EffectRuleUse[] = [];
  for (const e of state.effects) {
    if (e.unit !== unit || !e.rule) continue;
    if (e.against !== undefined && e.against !== target) continue;
    out.push({ rule: e.rule, ...(e.answers ? { answers: e.answers } : {}), ...(e.bonded ? { bonded: true } : {}) });
  }
  return out;
}

/** A rule use from an active effect: the answers its use gave (rule-answers.ts reads them first). */
export type EffectRuleUse = RuleUse & { answers?: Record<string, boolean> };

const cache = new WeakMap<object, Map<string, WeaponParams>>();

/** What groupParams reads of a sequence (a bot's hypothetical sequence gives just this). */
export type SequenceView = Pick<
  AttackSequence,
  'unit' | 'type' | 'groups' | 'defenders' | 'groupOf' | 'flags' | 'stationary' | 'charged' | 'overwatch'
>;

/** The resolved parameters of the sequence's group `g` (cached per sequence; pure in the sequence's data). */
export function groupParams(state: GameState, seq: SequenceView, g: number, terrainCover = false): WeaponParams {
  let byGroup = cache.get(seq.defenders);
  if (!byGroup) {
    byGroup = new Map();
    cache.set(seq.defenders, byGroup);
  }
  const group = seq.groups[g];
  if (!group) throw new Error(`no attack group ${g}`);
  const attackerUnit = unit(state, seq.unit);
  const target = unit(state, group.target);
  const attackerRules = [
    ...effectRules(state, seq.unit, group.target),
    ...bondedEnhancementUses(state, seq.unit),
    ...(seq.type === 'ranged' ? nearBearerUses(state, seq.unit, group.target) : []),
    ...attackerRuleUses(state, attackerUnit, group.datasheet),
  ];
  const defenderRules = effectRules(state, group.target);
  const answers = attackAnswers(
    state,
    attackerUnit,
    target,
    attackerRules,
    [...defenderRules, ...appliedRuleIds(state, target)],
    seq.overwatch ? { overwatch: true } : {},
  );
  // Keyed on everything read beyond the sequence: the cover, the rules in force (active effects', the
  // attacker's own: its instances depend on its datasheets, army and Enhancements) and their answers.
  const ruleKey = (rs: readonly { rule: string; effects?: readonly unknown[]; bonded?: boolean }[]) =>
    rs.map((r) => (r.effects ? `${r.rule}~${r.effects.length}` : r.rule) + (r.bonded ? '~bonded' : '')).join(',');
  const key = `${g}|${terrainCover}|${ruleKey(attackerRules)}|${ruleKey(defenderRules)}|${answersKey(answers)}`;
  const hit = byGroup.get(key);
  if (hit) return hit;
  const ds = state.datasheets[group.datasheet];
  const weapon = ds ? weaponNamed(ds, group.weapon) : undefined;
  const profile = weapon ? profileNamed(weapon, group.profile) : undefined;
  if (!profile) throw new Error(`no weapon profile ${group.profile}`);
  const abilities: WeaponAbility[] = [...profile.abilities];
  if (group.precision && !abilities.some((a) => a.kind === 'precision')) abilities.push({ kind: 'precision' });
  const flags = seq.flags[group.target] ?? { cover: false, stealth: false };
  const conditions: Conditions = {
    ...DEFAULT_CONDITIONS,
    remainedStationary: seq.stationary,
    charged: seq.charged,
    withinHalfRange: group.halfRange,
    cover: flags.cover || terrainCover,
    stealth: flags.stealth,
    overwatch: seq.overwatch,
    hitModifiers: group.hitMods,
    ...(Object.keys(answers).length ? { asks: answers } : {}),
  };
  const defender = seq.defenders[group.target];
  if (!defender) throw new Error(`no defender ${group.target}`);
  // A bot's hypothetical sequence has no allocation map yet: the defender's own grouping then.
  const defenderAll = [
    ...defenderRules,
    ...defenderRuleUses(state, target, seq.groupOf ?? defenderOf(state, target, seq.type).groupOf),
  ];
  const params = resolvedWeapon({
    weapons: [
      {
        name: profile.name,
        models: group.models.length,
        type: profile.type,
        attacks: profile.attacks,
        skill: profile.skill,
        strength: profile.strength,
        // Plunging Fire: "improve the Armour Penetration characteristic of that attack by 1".
        ap: group.plunging ? profile.ap - 1 : profile.ap,
        damage: profile.damage,
        abilities,
      },
    ],
    defender: { ...defender, groups: defender.groups.map((x) => ({ ...x, models: Math.max(1, x.models) })) },
    conditions: { ...conditions, targetVisible: !group.unseen },
    ruleset: DEFAULT_RULESET,
    ...(attackerRules.length || defenderAll.length
      ? {
          rules: {
            ...(attackerRules.length ? { attacker: attackerRules } : {}),
            ...(defenderAll.length ? { defender: defenderAll } : {}),
          },
          attackerKeywords: unitKeywords(state, attackerUnit),
        }
      : {}),
  });
  // Blast counts the models in the target when it was selected.
  byGroup.set(key, params);
  return params;
}
