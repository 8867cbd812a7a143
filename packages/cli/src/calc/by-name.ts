import {
  attackerFromDatasheet,
  type CatalogueQuery,
  type CombatInput,
  type Datasheet,
  defenderFromDatasheet,
  type NotApplied,
  normaliseName,
  type RuleUse,
  scenarioDefenderInput,
  scenarioWeaponInput,
  type WeaponInput,
  type WeaponPick,
} from '@cogitator/engine';
import { resolveDatasheet } from '../commands/show.js';
import { UsageError } from '../io.js';
import { type CalcOptions, conditionsFrom, quickTarget, quickWeapon, rulesetFrom } from './options.js';

/** Flags that describe a quick weapon profile (the attacker when it is not named). */
const QUICK_WEAPON = ['name', 'attacks', 'bs', 'ws', 'strength', 'ap', 'damage', 'abilities'] as const;

const flag = (k: string) => `--${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** `--weapon "Storm bolter=2"`: a weapon, and optionally how many models use it. */
export function weaponChoice(text: string): WeaponPick {
  const m = /^(.*?)\s*=\s*(\d+)$/.exec(text);
  if (!m) return { name: text.trim() };
  const models = Number(m[2]);
  if (models < 1) throw new UsageError(`--weapon "${text}": the count must be 1 or more`);
  return { name: m[1]!.trim(), models };
}

function positive(v: string | undefined, name: string): number | undefined {
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(v.trim()) || Number(v) < 1) throw new UsageError(`${name}: "${v}" must be a whole number from 1`);
  return Number(v);
}

export interface ByNameInput {
  input: CombatInput;
  notes: string[];
  /** Rules that apply to the named units and are not automated: named to the user. */
  notApplied: NotApplied[];
  attacker?: Datasheet;
  defender?: Datasheet;
}

/** Flags that do not go together with units by name: usage errors, before any catalogue is read. */
export function checkByName(o: CalcOptions): void {
  if (o.weapon?.length && !o.attacker) {
    throw new UsageError('--weapon names a weapon of the --attacker unit; give --attacker');
  }
  if (o.melee && !o.attacker)
    throw new UsageError("--melee picks the --attacker unit's melee weapons; give --attacker");
  if (o.attacker) {
    const quick = QUICK_WEAPON.filter((k) => o[k] !== undefined);
    if (quick.length) throw new UsageError(`--attacker cannot be combined with ${quick.map(flag).join(', ')}`);
  }
  if (o.defender && o.vs !== undefined) throw new UsageError('give --defender or --vs, not both');
  if (!o.defender && o.vs === undefined) {
    throw new UsageError('name the target: --defender "<unit>" or --vs "5x T4 3+ W2"');
  }
  if (o.defenderModels !== undefined && !o.defender) throw new UsageError('--defender-models needs --defender');
  if (o.defenderLeader?.length && !o.defender) throw new UsageError('--defender-leader needs --defender');
}

/**
 * The calculator's input when a unit is named (`--attacker`, `--defender`): the named side from
 * the catalogue's datasheet, the other from the quick flags (`-a --bs ...` or `--vs`).
 */
export function byNameInput(o: CalcOptions, q: CatalogueQuery): ByNameInput {
  checkByName(o);
  const conditions = conditionsFrom(o);
  const notes: string[] = [];
  const notApplied: NotApplied[] = [];
  const rules: { attacker?: RuleUse[]; defender?: RuleUse[] } = {};
  let attacker: Datasheet | undefined;
  let weapons: WeaponInput[];
  if (o.attacker) {
    attacker = resolveDatasheet(q, o.attacker, o.attackerFaction, '--attacker-faction');
    const built = attackerFromDatasheet(attacker, {
      ...(o.weapon?.length ? { weapons: o.weapon.map(weaponChoice) } : {}),
      ...(o.melee ? { melee: true } : {}),
      ...(o.models !== undefined ? { models: positive(o.models, '--models')! } : {}),
    });
    weapons = built.weapons.map((w, i) => scenarioWeaponInput(w, `attacker.weapons[${i}]`));
    notes.push(...built.notes);
    notApplied.push(...built.notApplied);
    if (built.rules.length)
      rules.attacker = built.rules.map((r) => ({
        rule: r.rule,
        ...(r.source ? { source: r.source } : {}),
        ...(r.leading ? { leading: true } : {}),
      }));
  } else {
    weapons = [quickWeapon(o)];
  }
  let defender: Datasheet | undefined;
  let target: CombatInput['defender'];
  if (o.defender) {
    defender = resolveDatasheet(q, o.defender, o.defenderFaction, '--defender-faction');
    const bodyguard = defender;
    const leaders = (o.defenderLeader ?? []).map((n) => {
      const l = resolveDatasheet(q, n, o.defenderFaction ?? bodyguard.faction, '--defender-faction');
      if (!l.leads.some((x) => normaliseName(x) === normaliseName(bodyguard.name)))
        throw new UsageError(
          `--defender-leader: ${l.name} cannot lead ${bodyguard.name}${l.leads.length ? ` (it leads ${l.leads.join(', ')})` : ''}`,
          2,
        );
      return l;
    });
    const built = defenderFromDatasheet(defender, positive(o.defenderModels, '--defender-models'), leaders);
    const unit = scenarioDefenderInput(built.defender);
    target = unit.defender;
    if (unit.stealth) conditions.stealth = true;
    if (unit.rules?.length) rules.defender = unit.rules;
    notes.push(...built.notes);
    notApplied.push(...built.notApplied);
  } else {
    const unit = quickTarget(o.vs as string);
    target = unit.defender;
    if (unit.stealth) conditions.stealth = true;
  }
  return {
    input: {
      weapons,
      defender: target,
      conditions,
      ruleset: rulesetFrom(o),
      ...(rules.attacker || rules.defender ? { rules } : {}),
    },
    notes,
    notApplied,
    ...(attacker ? { attacker } : {}),
    ...(defender ? { defender } : {}),
  };
}
