import { UsageError } from '../io.js';
import {
  type CombatInput,
  type Conditions,
  DAMAGE_REROLL_POLICIES,
  DEFAULT_CONDITIONS,
  InputError,
  parseDice,
  parseQuickUnit,
  parseWeaponAbilities,
  REROLL_POLICIES,
  SAVE_REROLL_POLICIES,
  type WeaponInput,
} from './engine.js';

/** The options of `cogitator calc`, as commander hands them over (strings and booleans). */
export interface CalcOptions {
  scenario?: string;
  attacker?: string;
  attackerFaction?: string;
  defender?: string;
  defenderFaction?: string;
  defenderModels?: string;
  /** Leaders attached to the --defender unit (repeatable). */
  defenderLeader?: string[];
  weapon?: string[];
  melee?: boolean;
  catalogue?: string;
  name?: string;
  models?: string;
  attacks?: string;
  bs?: string;
  ws?: string;
  strength?: string;
  ap?: string;
  damage?: string;
  abilities?: string;
  vs?: string;
  hitMod?: string;
  woundMod?: string;
  rerollHits?: string;
  rerollWounds?: string;
  rerollSaves?: string;
  rerollDamage?: string;
  critHit?: string;
  critWound?: string;
  stationary?: boolean;
  halfRange?: boolean;
  charged?: boolean;
  notVisible?: boolean;
  cover?: boolean;
  stealth?: boolean;
  devWounds?: string;
  json?: boolean;
  svg?: string;
}

function int(v: string | undefined, flag: string, min: number, max: number): number | undefined {
  if (v === undefined) return undefined;
  const t = v.trim().replace(/\+$/, '');
  const n = Number(t);
  if (!/^-?\d+$/.test(t) || n < min || n > max) {
    throw new UsageError(`${flag}: "${v}" must be a whole number from ${min} to ${max}`);
  }
  return n;
}

function oneOf<T extends string>(v: string | undefined, flag: string, allowed: readonly T[]): T | undefined {
  if (v === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(v))
    throw new UsageError(`${flag}: "${v}" must be one of ${allowed.join(', ')}`);
  return v as T;
}

function dice(v: string, flag: string) {
  try {
    return parseDice(v);
  } catch (e) {
    if (e instanceof InputError) throw new UsageError(`${flag}: ${e.message}`);
    throw e;
  }
}

/** Conditions from the flags (each flag overrides the default). */
export function conditionsFrom(o: CalcOptions): Conditions {
  const c: Conditions = { ...DEFAULT_CONDITIONS };
  c.hitModifier = int(o.hitMod, '--hit-mod', -6, 6) ?? 0;
  c.woundModifier = int(o.woundMod, '--wound-mod', -6, 6) ?? 0;
  c.rerollHits = oneOf(o.rerollHits, '--reroll-hits', REROLL_POLICIES) ?? 'none';
  c.rerollWounds = oneOf(o.rerollWounds, '--reroll-wounds', REROLL_POLICIES) ?? 'none';
  c.rerollSaves = oneOf(o.rerollSaves, '--reroll-saves', SAVE_REROLL_POLICIES) ?? 'none';
  c.rerollDamage = oneOf(o.rerollDamage, '--reroll-damage', DAMAGE_REROLL_POLICIES) ?? 'none';
  c.critHitOn = int(o.critHit, '--crit-hit', 2, 6) ?? 6;
  c.critWoundOn = int(o.critWound, '--crit-wound', 2, 6) ?? 6;
  c.remainedStationary = o.stationary ?? false;
  c.withinHalfRange = o.halfRange ?? false;
  c.charged = o.charged ?? false;
  c.targetVisible = !o.notVisible;
  c.cover = o.cover ?? false;
  c.stealth = o.stealth ?? false;
  return c;
}

/** The Devastating Wounds version from `--dev-wounds`. */
export function rulesetFrom(o: CalcOptions): CombatInput['ruleset'] {
  return { devastatingWounds: oneOf(o.devWounds, '--dev-wounds', ['current', 'original'] as const) ?? 'current' };
}

/** The weapon of the quick-profile flags. */
export function quickWeapon(o: CalcOptions): WeaponInput {
  const missing: string[] = (['attacks', 'strength', 'damage'] as const).filter((k) => o[k] === undefined);
  if (o.bs === undefined && o.ws === undefined) missing.unshift('bs');
  if (missing.length) {
    throw new UsageError(
      `a quick weapon profile needs ${missing.map((m) => `--${m}`).join(', ')} (or name the unit: --attacker "<unit>")`,
    );
  }
  if (o.bs !== undefined && o.ws !== undefined) throw new UsageError('give --bs (ranged) or --ws (melee), not both');
  const skillText = o.bs ?? o.ws;
  const skill =
    skillText === 'N/A' || skillText === '-' ? null : (int(skillText, o.bs ? '--bs' : '--ws', 2, 6) as number);
  return {
    name: o.name ?? 'weapon',
    models: int(o.models, '--models', 1, 1000) ?? 1,
    type: o.ws !== undefined ? 'melee' : 'ranged',
    attacks: dice(o.attacks as string, '--attacks'),
    skill,
    strength: int(o.strength, '--strength', 1, 100) as number,
    ap: int(o.ap, '--ap', -10, 0) ?? 0,
    damage: dice(o.damage as string, '--damage'),
    abilities: parseWeaponAbilities(o.abilities ?? ''),
  };
}

/** A one-weapon, one-unit input from the quick-profile flags. */
export function quickInput(o: CalcOptions): CombatInput {
  const missing = (['attacks', 'strength', 'damage', 'vs'] as const).filter((k) => o[k] === undefined);
  if (o.bs === undefined && o.ws === undefined) missing.unshift('bs' as never);
  if (missing.length) {
    throw new UsageError(
      `calc needs --scenario FILE, or a quick profile; missing ${missing.map((m) => `--${m}`).join(', ')}` +
        ' (e.g. cogitator calc -a 10 --bs 3 -s 4 --ap -1 -d 1 --vs "5x T4 3+ W2")',
    );
  }
  const weapon = quickWeapon(o);
  const conditions = conditionsFrom(o);
  const unit = quickTarget(o.vs as string);
  if (unit.stealth) conditions.stealth = true;
  return {
    weapons: [weapon],
    defender: unit.defender,
    conditions,
    ruleset: rulesetFrom(o),
  };
}

/** The target written in one line (`--vs`). */
export function quickTarget(vs: string): ReturnType<typeof parseQuickUnit> {
  try {
    return parseQuickUnit(vs, '--vs');
  } catch (e) {
    if (e instanceof InputError) throw new UsageError(e.format());
    throw e;
  }
}
