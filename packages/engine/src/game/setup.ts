import { seedRng } from '../dice/prng.js';
import { InputError } from '../errors.js';
import { profileCounts } from '../model/composition.js';
import type { BaseSize, Datasheet } from '../model/datasheet.js';
import { unitCost } from '../model/points.js';
import { checkLoadout, defaultLoadouts } from './loadout.js';
import { TAKE_AND_HOLD } from './missions.js';
import { withRuleWounds } from './rule-wounds.js';
import { checkTerrain } from './terrain/check.js';
import type { TerrainLayout } from './terrain/types.js';
import type { GameState, Mission, ModelState, PlayerIndex, Ruleset, UnitState } from './types.js';
import { CORE_RULESET } from './types.js';

/** One unit of an army: a datasheet and how many models of each of its profiles. */
export interface UnitSetup {
  datasheet: Datasheet;
  /** Models per profile name; by default the unit at its smallest size (`profileCounts`). */
  models?: Record<string, number>;
  name?: string;
  /** Base for every model, where the datasheet gives none (or to override it). */
  base?: BaseSize;
  /** Weapons of each model (by model order), where it differs from the datasheet's default equipment. */
  loadouts?: (readonly string[] | undefined)[];
  /** The Enhancement its CHARACTER model has (as printed: "Wayfarer's Grace"), from the army's detachment. */
  enhancement?: string;
  /** The army's WARLORD. */
  warlord?: boolean;
}

export interface ArmySetup {
  name: string;
  faction?: string;
  detachment?: string;
  /** The Army Rules its data carries (the catalogue's armyRulesOf), where the faction has two versions. */
  armyRules?: readonly string[];
  units: readonly UnitSetup[];
}

export interface BattleSetup {
  seed: number | string;
  armies: readonly [ArmySetup, ArmySetup];
  mission?: Mission;
  ruleset?: Ruleset;
  /** Hash of the catalogue the armies came from, if any. */
  dataHash?: string;
  /** Dice faces to use before the PRNG (tests). */
  dice?: number[];
  /** Who takes the first turn, where it is fixed (a matchup runner alternating it); by default a roll-off decides. */
  firstPlayer?: PlayerIndex;
  /** The battlefield's terrain (none: an open battlefield). */
  terrain?: TerrainLayout;
}

const REQUIRED = ['movement', 'wounds', 'leadership', 'objectiveControl'] as const;

function buildUnit(player: PlayerIndex, index: number, us: UnitSetup, field: string): UnitState {
  const ds = us.datasheet;
  if (!ds || typeof ds !== 'object' || !Array.isArray(ds.profiles))
    throw new InputError('not a datasheet', { field: `${field}.datasheet` });
  const counts = us.models ?? profileCounts(ds);
  const id = `p${player + 1}u${index + 1}`;
  const models: ModelState[] = [];
  for (const [profile, n] of Object.entries(counts)) {
    const pi = ds.profiles.findIndex((p) => p.name === profile);
    const p = ds.profiles[pi];
    if (!p) {
      throw new InputError(
        `"${ds.name}" has no model profile "${profile}" (it has ${ds.profiles.map((x) => x.name).join(', ')})`,
        {
          field: `${field}.models.${profile}`,
        },
      );
    }
    if (!Number.isInteger(n) || n < 0 || n > 100)
      throw new InputError(`model count must be 0 to 100, got ${n}`, { field: `${field}.models.${profile}` });
    for (const key of REQUIRED) {
      if (p[key] === null) {
        throw new InputError(`"${ds.name}" model "${p.name}" has no ${key}; the game needs it`, {
          field: `${field}.datasheet.profiles[${pi}].${key}`,
        });
      }
    }
    for (let k = 0; k < n; k++) {
      models.push({
        id: `${id}m${models.length + 1}`,
        profile,
        wounds: p.wounds as number,
        pos: null,
        destroyed: false,
        weapons: [],
      });
    }
  }
  if (models.length === 0) throw new InputError('a unit needs at least one model', { field: `${field}.models` });
  const defaults = defaultLoadouts(
    ds,
    models.map((m) => m.profile),
  );
  models.forEach((m, i) => {
    const given = us.loadouts?.[i];
    m.weapons = given ? checkLoadout(ds, given, `${field}.loadouts[${i}]`) : (defaults[i] ?? []);
  });
  if (us.loadouts && us.loadouts.length > models.length)
    throw new InputError(`${us.loadouts.length} loadouts for ${models.length} models`, { field: `${field}.loadouts` });
  const points = unitCost(ds, models.length)?.points;
  return {
    id,
    player,
    datasheet: ds.id,
    name: us.name ?? ds.name,
    startingStrength: models.length,
    models,
    deployed: false,
    ...(us.base ? { base: us.base } : {}),
    ...(points !== undefined ? { points } : {}),
    ...(us.enhancement ? { enhancement: checkedName(us.enhancement, `${field}.enhancement`) } : {}),
    ...(us.warlord ? { warlord: true as const } : {}),
    history: {},
  };
}

function checkedName(name: unknown, field: string): string {
  if (typeof name !== 'string' || !name.trim() || name.length > 200)
    throw new InputError('an Enhancement is named by 1 to 200 characters', { field });
  return name;
}

/** The state before anything happens: armies off the battlefield, waiting for the first unit to be set up. */
export function buildInitialState(setup: BattleSetup): GameState {
  const mission = setup.mission ?? TAKE_AND_HOLD;
  const ruleset = setup.ruleset ?? CORE_RULESET;
  const datasheets: Record<string, Datasheet> = {};
  const units: Record<string, UnitState> = {};
  const unitOrder: string[] = [];
  if (setup.firstPlayer !== undefined && setup.firstPlayer !== 0 && setup.firstPlayer !== 1)
    throw new InputError('the first player must be 0 or 1', { field: 'firstPlayer' });
  if (!Array.isArray(setup.armies) || setup.armies.length !== 2)
    throw new InputError('a battle needs exactly two armies', { field: 'armies' });
  setup.armies.forEach((army, p) => {
    if (!army.units?.length) throw new InputError('an army needs at least one unit', { field: `armies[${p}].units` });
    army.units.forEach((us, i) => {
      const u = buildUnit(p as PlayerIndex, i, us, `armies[${p}].units[${i}]`);
      const prior = datasheets[us.datasheet.id];
      if (prior && prior !== us.datasheet && JSON.stringify(prior) !== JSON.stringify(us.datasheet)) {
        throw new InputError(`two different datasheets share the id "${us.datasheet.id}"`, {
          field: `armies[${p}].units[${i}].datasheet.id`,
        });
      }
      datasheets[us.datasheet.id] = us.datasheet;
      units[u.id] = u;
      unitOrder.push(u.id);
    });
  });
  const player = (a: ArmySetup) => ({
    name: a.name,
    faction: a.faction ?? '',
    ...(a.detachment ? { detachment: a.detachment } : {}),
    ...(a.armyRules ? { armyRules: [...a.armyRules] } : {}),
    cp: ruleset.startingCp,
    vp: 0,
    cpGainedThisRound: 0,
  });
  return withRuleWounds({
    version: 1,
    ruleset,
    mission,
    seq: 0,
    rng: seedRng(setup.seed),
    injectedDice: setup.dice ?? [],
    datasheets,
    players: [player(setup.armies[0]), player(setup.armies[1])],
    units,
    unitOrder,
    firstPlayer: setup.firstPlayer ?? null,
    flow: {
      stage: 'pre-battle',
      round: 0,
      turn: 1,
      active: mission.deploysFirst,
      phase: null,
      step: 'declare-battle-formations',
      at: 'step',
      cursor: null,
      done: [],
    },
    windows: [],
    roll: null,
    effects: [],
    stratagemUses: [],
    control: mission.objectives.map(() => null),
    nextId: 1,
    result: null,
    attack: null,
    interrupts: [],
    ...(setup.terrain ? { terrain: checkTerrain(setup.terrain, mission.battlefield) } : {}),
  });
}
