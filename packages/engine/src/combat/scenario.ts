import { z } from 'zod';
import { parseDice } from '../dice/expr.js';
import { InputError } from '../errors.js';
import { applyCoreDefence } from '../rules/attack-effects.js';
import { RESTRICTED_INVULNERABLE, restrictedInvulnerableRows } from '../rules/core/profile-rules.js';
import { parseCoreAbility } from '../rules/core-abilities.js';
import { ruleById } from '../rules/known.js';
import { parseWeaponAbility } from '../rules/weapon-abilities.js';
import type { ResolvedCombat } from './params.js';
import { resolveCombat } from './resolve.js';
import {
  type CombatInput,
  type CombatRules,
  type Conditions,
  DAMAGE_REROLL_POLICIES,
  DEFAULT_CONDITIONS,
  type DefenderInput,
  type ModelGroupInput,
  REROLL_POLICIES,
  type RuleUse,
  SAVE_REROLL_POLICIES,
  type WeaponInput,
} from './types.js';

/**
 * The scenario file: a stable contract (issue 4). Names and defaults below must not change; new
 * optional fields may be added. `parseScenario` validates and builds a CombatInput.
 */

const reroll = z.enum(REROLL_POLICIES as [string, ...string[]]);
const int = z.number().int();
const roll = int.min(2).max(6);

const WeaponSchema = z.strictObject({
  name: z.string().min(1),
  models: int.min(1).default(1),
  type: z.enum(['ranged', 'melee']).default('ranged'),
  attacks: z.union([z.string(), int.min(0)]),
  skill: roll.nullable(),
  strength: int.min(1),
  ap: int.max(0).default(0),
  damage: z.union([z.string(), int.min(0)]),
  abilities: z.array(z.string()).default([]),
  range: int.min(0).nullable().optional(),
  rerollHits: reroll.optional(),
  rerollWounds: reroll.optional(),
  rerollDamage: z.enum(DAMAGE_REROLL_POLICIES as [string, ...string[]]).optional(),
});

const groupFields = {
  toughness: int.min(1),
  save: int.min(2).max(7),
  invulnerable: roll.nullable().default(null),
  /** The invulnerable save is used only against attacks of this type ("against ranged attacks only"). */
  invulnerableAgainst: z.enum(['ranged', 'melee']).optional(),
  wounds: int.min(1),
  feelNoPain: roll.nullable().default(null),
  feelNoPainMortal: roll.nullable().optional(),
  feelNoPainPsychic: roll.nullable().optional(),
  damageReduction: int.min(0).max(3).optional(),
  halveDamage: z.boolean().optional(),
  keywords: z.array(z.string()).default([]),
  /** CORE abilities as printed ("Stealth", "Feel No Pain 5+"). */
  abilities: z.array(z.string()).default([]),
};

const ProfileSchema = z.strictObject({ name: z.string().min(1), models: int.min(1), ...groupFields });

/** A registered rule in force (rules/registry.ts), by id: `cogitator coverage` lists them. */
const ruleId = z.string().min(1);
const AttackerRuleSchema = z.strictObject({
  rule: ruleId,
  source: z.string().min(1).optional(),
  /** Only these weapons (by name); every weapon when absent. */
  weapons: z.array(z.string().min(1)).optional(),
  /** The rule's holder is a Leader leading the unit. */
  leading: z.boolean().optional(),
  /** The unit is affected by this rule of another model (a Bondsman ability used on this ARMIGER). */
  bonded: z.boolean().optional(),
});
const DefenderRuleSchema = z.strictObject({
  rule: ruleId,
  source: z.string().min(1).optional(),
  /** The profiles that hold it, by name ("models" for the unit's main profile); the whole unit when absent. */
  profiles: z.array(z.string().min(1)).optional(),
  /** The holders are a Leader leading the unit; read from their CHARACTER keyword when absent. */
  leading: z.boolean().optional(),
  /** The unit is affected by this rule of another model (a Bondsman ability used on this ARMIGER). */
  bonded: z.boolean().optional(),
});

const DefenderSchema = z.strictObject({
  name: z.string().optional(),
  models: int.min(1),
  ...groupFields,
  ignoreFirstFailedSave: z.boolean().optional(),
  /** More model profiles in the unit: a sergeant, storm shields, an attached CHARACTER (Leader). */
  profiles: z.array(ProfileSchema).default([]),
  rules: z.array(DefenderRuleSchema).optional(),
  /** The unit's catalogue datasheet id: the rules that apply to it are named (combat/scenario-units.ts). */
  datasheet: z.string().min(1).optional(),
  /** Catalogue ids of Leaders attached to the unit (their profiles are among `profiles`). */
  leaders: z.array(z.string().min(1)).optional(),
});

/** Every default is DEFAULT_CONDITIONS' (one list of defaults). */
const D = DEFAULT_CONDITIONS;
const ConditionsSchema = z.strictObject({
  hitModifier: int.default(D.hitModifier),
  woundModifier: int.default(D.woundModifier),
  rerollHits: reroll.default(D.rerollHits),
  rerollWounds: reroll.default(D.rerollWounds),
  rerollSaves: z.enum(SAVE_REROLL_POLICIES as [string, ...string[]]).default(D.rerollSaves),
  rerollDamage: z.enum(DAMAGE_REROLL_POLICIES as [string, ...string[]]).default(D.rerollDamage),
  critHitOn: roll.default(D.critHitOn),
  critWoundOn: roll.default(D.critWoundOn),
  remainedStationary: z.boolean().default(D.remainedStationary),
  withinHalfRange: z.boolean().default(D.withinHalfRange),
  charged: z.boolean().default(D.charged),
  targetVisible: z.boolean().default(D.targetVisible),
  cover: z.boolean().default(D.cover),
  stealth: z.boolean().default(D.stealth),
  skillModifier: int.default(D.skillModifier),
  strengthModifier: int.default(D.strengthModifier),
  toughnessModifier: int.default(D.toughnessModifier),
  apModifier: int.default(D.apModifier),
  damageModifier: int.default(D.damageModifier),
  attacksModifier: int.default(D.attacksModifier),
  saveModifier: int.default(D.saveModifier),
  precisionOnCharacter: z.boolean().default(D.precisionOnCharacter),
  overwatch: z.boolean().default(D.overwatch),
  /** Answers to the questions the rules in force ask (`askKey`, e.g. "target-within-6"). */
  asks: z.record(z.string(), z.boolean()).optional(),
});

export const ScenarioSchema = z.strictObject({
  attacker: z.strictObject({
    name: z.string().optional(),
    keywords: z.array(z.string()).optional(),
    weapons: z.array(WeaponSchema).min(1),
    rules: z.array(AttackerRuleSchema).optional(),
    /** The unit's catalogue datasheet id: the rules that apply to it are named (combat/scenario-units.ts). */
    datasheet: z.string().min(1).optional(),
  }),
  defender: DefenderSchema,
  // A copy of the defaults, not a parse of `{}` (which cost a third of a small scenario's parse).
  conditions: ConditionsSchema.default(() => ({ ...DEFAULT_CONDITIONS })),
  ruleset: z
    .strictObject({ devastatingWounds: z.enum(['current', 'original']).default('current') })
    .default({ devastatingWounds: 'current' }),
});
export type Scenario = z.infer<typeof ScenarioSchema>;
/** A scenario as written (defaults may be left out). */
export type ScenarioInput = z.input<typeof ScenarioSchema>;
export type ScenarioWeapon = ScenarioInput['attacker']['weapons'][number];
export type ScenarioDefender = ScenarioInput['defender'];
export type ScenarioConditions = NonNullable<ScenarioInput['conditions']>;

/** A zod path as `attacker.weapons[0].attacks`. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (s, k) => (typeof k === 'number' ? `${s}[${k}]` : s ? `${s}.${String(k)}` : String(k)),
    '',
  );
}

function dice(v: string | number, field: string) {
  try {
    return parseDice(String(v));
  } catch (e) {
    if (e instanceof InputError) throw new InputError(e.message, { field });
    throw e;
  }
}

/** What a defender's profiles bring besides their numbers: Stealth, restricted invulnerable saves. */
interface GroupExtras {
  /** How many groups have Stealth ("If every model in a unit has this ability"). */
  stealthy: number;
  /** Rules the profiles hold (a restricted invulnerable save). */
  uses: RuleUse[];
}

/** `name`: the group's name (the defender's main profile is "models"). */
function group(
  g: Omit<z.infer<typeof ProfileSchema>, 'name'>,
  name: string,
  field: string,
  gi: number,
  extras: GroupExtras,
): ModelGroupInput {
  const out: ModelGroupInput = {
    name,
    models: g.models,
    toughness: g.toughness,
    save: g.save,
    invulnerable: g.invulnerable,
    wounds: g.wounds,
    feelNoPain: g.feelNoPain,
    feelNoPainMortal: g.feelNoPainMortal ?? null,
    feelNoPainPsychic: g.feelNoPainPsychic ?? null,
    damageReduction: g.damageReduction ?? 0,
    halveDamage: g.halveDamage ?? false,
    keywords: g.keywords,
  };
  if (g.invulnerable !== null && g.invulnerableAgainst) {
    // Applied by its rule, against attacks of that type only.
    extras.uses.push({
      rule: RESTRICTED_INVULNERABLE.id,
      source: `${name}: ${g.invulnerable}+ invulnerable save against ${g.invulnerableAgainst} attacks only`,
      groups: [gi],
      effects: restrictedInvulnerableRows(g.invulnerable, g.invulnerableAgainst),
    });
    out.invulnerable = null;
  }
  let stealth = false;
  g.abilities.forEach((text, i) => {
    const a = parseCoreAbility(text);
    const applied = applyCoreDefence(a, {
      stealth: () => {
        stealth = true;
      },
      feelNoPain: (t) => {
        out.feelNoPain = out.feelNoPain === null ? t : Math.min(out.feelNoPain, t);
      },
    });
    if (!applied && a.kind === 'other') {
      throw new InputError(`"${text}" is not a CORE ability the calculator knows`, {
        field: `${field}.abilities[${i}]`,
      });
    }
  });
  if (stealth) extras.stealthy++;
  return out;
}

function weaponInput(w: z.infer<typeof WeaponSchema>, field: string): WeaponInput {
  const out: WeaponInput = {
    name: w.name,
    models: w.models,
    type: w.type,
    attacks: dice(w.attacks, `${field}.attacks`),
    skill: w.skill,
    strength: w.strength,
    ap: w.ap,
    damage: dice(w.damage, `${field}.damage`),
    abilities: w.abilities.map((a) => parseWeaponAbility(a)),
  };
  if (w.rerollHits) out.rerollHits = w.rerollHits as WeaponInput['rerollHits'];
  if (w.rerollWounds) out.rerollWounds = w.rerollWounds as WeaponInput['rerollWounds'];
  if (w.rerollDamage) out.rerollDamage = w.rerollDamage as WeaponInput['rerollDamage'];
  return out;
}

function defenderInput(
  d: z.infer<typeof DefenderSchema>,
  conditions: { stealth: boolean },
): { defender: DefenderInput; uses: RuleUse[] } {
  const extras: GroupExtras = { stealthy: 0, uses: [] };
  // The defender itself, not a copy named "models": an object spread followed by more properties is slow in V8.
  const main = group(d, 'models', 'defender', 0, extras);
  const groups = [main, ...d.profiles.map((p, i) => group(p, p.name, `defender.profiles[${i}]`, i + 1, extras))];
  // Stealth: "If every model in a unit has this ability" (a Leader without it leaves the unit without it).
  if (extras.stealthy > 0 && extras.stealthy === groups.length) conditions.stealth = true;
  return {
    defender: {
      name: d.name ?? 'target',
      groups,
      keywords: d.keywords,
      ignoreFirstFailedSave: d.ignoreFirstFailedSave ?? false,
    },
    uses: extras.uses,
  };
}

function known(rule: string, field: string): void {
  if (!ruleById(rule))
    throw new InputError(`"${rule}" is not a rule the engine knows (see cogitator coverage)`, { field });
}

/** The defender's rules as the calculator's input: holders by profile name, errors located. */
function defenderRuleUses(
  rules: z.infer<typeof DefenderSchema>['rules'],
  groups: readonly ModelGroupInput[],
): RuleUse[] {
  return (rules ?? []).map((r, i): RuleUse => {
    const field = `defender.rules[${i}]`;
    known(r.rule, `${field}.rule`);
    const holders = r.profiles?.map((n, k) => {
      const at = groups.findIndex((g) => g.name === n);
      if (at < 0)
        throw new InputError(`no profile "${n}" in the defender ("models" is its main profile)`, {
          field: `${field}.profiles[${k}]`,
        });
      return at;
    });
    return {
      rule: r.rule,
      ...(r.source ? { source: r.source } : {}),
      ...(holders ? { groups: holders } : {}),
      ...(r.leading !== undefined ? { leading: r.leading } : {}),
      ...(r.bonded ? { bonded: true } : {}),
    };
  });
}

/** The rules in force the scenario names, as the calculator's input (names checked, errors located). */
function scenarioRules(
  s: Scenario,
  groups: readonly ModelGroupInput[],
  profileUses: readonly RuleUse[],
): CombatRules | undefined {
  const weaponNames = s.attacker.weapons.map((w) => w.name);
  const attacker = (s.attacker.rules ?? []).map((r, i): RuleUse => {
    const field = `attacker.rules[${i}]`;
    known(r.rule, `${field}.rule`);
    const weapons = r.weapons?.map((n, k) => {
      const at = weaponNames.indexOf(n);
      if (at < 0) throw new InputError(`no weapon "${n}" in attacker.weapons`, { field: `${field}.weapons[${k}]` });
      return at;
    });
    return {
      rule: r.rule,
      ...(r.source ? { source: r.source } : {}),
      ...(weapons ? { weapons } : {}),
      ...(r.leading !== undefined ? { leading: r.leading } : {}),
      ...(r.bonded ? { bonded: true } : {}),
    };
  });
  const defender = defenderRuleUses(s.defender.rules, groups);
  defender.push(...profileUses);
  if (!attacker.length && !defender.length) return undefined;
  return { ...(attacker.length ? { attacker } : {}), ...(defender.length ? { defender } : {}) };
}

/** Build the calculator's input from a validated scenario. */
export function scenarioToInput(s: Scenario): CombatInput {
  const conditions = { ...DEFAULT_CONDITIONS, ...s.conditions } as Conditions;
  const weapons = s.attacker.weapons.map((w, i) => weaponInput(w, `attacker.weapons[${i}]`));
  const { defender, uses } = defenderInput(s.defender, conditions);
  const rules = scenarioRules(s, defender.groups, uses);
  return {
    weapons,
    defender,
    conditions,
    ruleset: { devastatingWounds: s.ruleset.devastatingWounds },
    ...(rules ? { rules } : {}),
    ...(s.attacker.keywords?.length ? { attackerKeywords: s.attacker.keywords } : {}),
  };
}

function checked<S extends z.ZodType>(schema: S, value: unknown, field: string): z.infer<S> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const issue = r.error.issues[0] as z.core.$ZodIssue;
  throw new InputError(issue.message, { field: [field, formatPath(issue.path)].filter(Boolean).join('.') });
}

/** One weapon written as in a scenario file, as the calculator's input (errors name `field`). */
export function scenarioWeaponInput(w: ScenarioWeapon, field = 'weapon'): WeaponInput {
  return weaponInput(checked(WeaponSchema, w, field), field);
}

/** A defender written as in a scenario file, as the calculator's input; `stealth` if it has Stealth. */
export function scenarioDefenderInput(d: ScenarioDefender): {
  defender: DefenderInput;
  stealth: boolean;
  /** The defender's rules (its `rules`, a restricted invulnerable save): the input's `rules.defender`. */
  rules?: RuleUse[];
} {
  const conditions = { stealth: false };
  const parsed = checked(DefenderSchema, d, 'defender');
  const { defender, uses } = defenderInput(parsed, conditions);
  const rules = [...defenderRuleUses(parsed.rules, defender.groups), ...uses];
  return { defender, stealth: conditions.stealth, ...(rules.length ? { rules } : {}) };
}

/** Parse and validate a scenario (JSON text or a parsed value); errors name the field. */
export function parseScenario(input: string | unknown, source?: string): CombatInput {
  return readScenario(input, source).input;
}

/** parseScenario, with the parameters it resolved on the way (every modifier applied). */
export function readScenario(
  input: string | unknown,
  source?: string,
): { input: CombatInput; resolved: ResolvedCombat } {
  const where = source ? { source } : {};
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch (e) {
      throw new InputError(`not valid JSON: ${(e as Error).message}`, where);
    }
  }
  const r = ScenarioSchema.safeParse(value);
  if (!r.success) {
    const issue = r.error.issues[0] as z.core.$ZodIssue;
    throw new InputError(issue.message, { ...where, field: formatPath(issue.path) || '(top level)' });
  }
  try {
    const out = scenarioToInput(r.data);
    // The checks that need the whole picture (e.g. N/A skill without Torrent).
    return { input: out, resolved: resolveCombat(out) };
  } catch (e) {
    if (e instanceof InputError) throw e.within(where);
    throw e;
  }
}
