import { botById } from '../bots/index.js';
import { type HeuristicWeights, parseWeights } from '../bots/weights.js';
import { InputError } from '../errors.js';
import type { Bot } from '../game/bot.js';
import { PRIMARY_MISSIONS } from '../game/missions/cards.js';
import { deploymentById } from '../game/missions/deployments.js';
import { matchedMission, missionById } from '../game/missions.js';
import { type BattleRecord, newBattle, stateHash } from '../game/record.js';
import type { ArmySetup } from '../game/setup.js';
import { playBots } from '../game/soak.js';
import { layoutById } from '../game/terrain/layouts.js';
import type { GameState, PlayerIndex } from '../game/types.js';
import { type AnyRuleDef, registryGeneration, setCompiledRules } from '../rules/registry.js';
import { type BattleSummary, summariseBattle } from './summary.js';

/**
 * A matchup: two armies (lists A and B), the bots that play them, and how many seeded battles. Battle
 * `i` is fully determined by the spec and `i`, so any runner (serial, a worker pool, a queue across
 * machines) gives the same battles, and any one can be played again from its index.
 */
export interface MatchupSpec {
  lists: { A: ArmySetup; B: ArmySetup };
  /** Which bot plays each list ("heuristic" or "random"). */
  bots: { A: string; B: string };
  /** The heuristic bot's weights, where not the defaults. */
  weights?: Partial<HeuristicWeights>;
  battles: number;
  /** Battle i uses seed `seed + i` for the dice and the bots. */
  seed: number;
  /** The mission (MISSIONS), or with `deployment` a primary mission of the deck (PRIMARY_MISSIONS). */
  mission: string;
  /** A deployment map of the mission deck: the battles are `mission` on it (matchedMission). */
  deployment?: string;
  /** A terrain layout (LAYOUTS); none: an open battlefield. */
  layout?: string;
  /** The catalogue the lists came from. */
  dataHash?: string;
  /** A battle with more commands than this stops as a failure. */
  maxCommands?: number;
  /**
   * The rules compiled from the catalogue's texts that the armies' rules bind to
   * (rules/text/defs.ts compiledRulesFor): put in force before each battle, so a worker thread or
   * another machine plays with exactly the rules of the process that made the spec. Absent: the
   * compiled rules in force where the battle is played.
   */
  compiledRules?: AnyRuleDef[];
}

/** The compiled rules a spec last put in force, and the registry's generation then (set once per thread). */
let inForce: { rules: readonly AnyRuleDef[]; generation: number } | undefined;

function useSpecRules(spec: MatchupSpec): void {
  if (!spec.compiledRules) return;
  if (inForce?.rules === spec.compiledRules && inForce.generation === registryGeneration()) return;
  setCompiledRules(spec.compiledRules);
  inForce = { rules: spec.compiledRules, generation: registryGeneration() };
}

export type ListKey = 'A' | 'B';

/** Battle i: its seed, which player list A is, and who goes first (both alternate in blocks of four). */
export interface BattlePlan {
  index: number;
  seed: number;
  aPlayer: PlayerIndex;
  firstPlayer: PlayerIndex;
}

export function battlePlan(spec: Pick<MatchupSpec, 'seed'>, index: number): BattlePlan {
  const aPlayer = (index % 2) as PlayerIndex;
  const aFirst = Math.floor(index / 2) % 2 === 0;
  return { index, seed: spec.seed + index, aPlayer, firstPlayer: aFirst ? aPlayer : ((1 - aPlayer) as PlayerIndex) };
}

/** Check a spec (from a file, a queue or the command line): a located error for anything wrong. */
export function checkSpec(spec: MatchupSpec): void {
  if (!Number.isInteger(spec.battles) || spec.battles < 1 || spec.battles > 1_000_000)
    throw new InputError(`battles must be a whole number from 1 to 1000000, got ${spec.battles}`, { field: 'battles' });
  if (!Number.isSafeInteger(spec.seed)) throw new InputError(`seed must be a whole number`, { field: 'seed' });
  matchupMission(spec);
  if (spec.layout !== undefined && !layoutById(spec.layout))
    throw new InputError(`unknown layout "${spec.layout}"`, { field: 'layout' });
  for (const k of ['A', 'B'] as const) {
    if (!botById(spec.bots[k])) throw new InputError(`unknown bot "${spec.bots[k]}"`, { field: `bots.${k}` });
    if (!spec.lists[k]?.units?.length) throw new InputError('an army needs at least one unit', { field: `lists.${k}` });
  }
  if (spec.weights) parseWeights(spec.weights, 'weights');
  if (
    spec.compiledRules !== undefined &&
    (!Array.isArray(spec.compiledRules) || spec.compiledRules.some((d) => !d?.compiled || typeof d.id !== 'string'))
  )
    throw new InputError('compiledRules must be rule definitions compiled from their text', { field: 'compiledRules' });
}

/** The spec's mission: a mission by id, or a primary mission of the deck on a deployment map. */
export function matchupMission(spec: Pick<MatchupSpec, 'mission' | 'deployment'>) {
  if (spec.deployment === undefined) {
    const m = missionById(spec.mission);
    if (!m) throw new InputError(`unknown mission "${spec.mission}"`, { field: 'mission' });
    return m;
  }
  if (!deploymentById(spec.deployment))
    throw new InputError(`unknown deployment "${spec.deployment}"`, { field: 'deployment' });
  if (!PRIMARY_MISSIONS.some((c) => c.id === spec.mission))
    throw new InputError(`unknown primary mission "${spec.mission}"`, { field: 'mission' });
  return matchedMission({ deployment: spec.deployment, primary: spec.mission });
}

function botsOf(spec: MatchupSpec): { A: Bot; B: Bot } {
  const weights = spec.weights ? parseWeights(spec.weights) : undefined;
  return { A: botById(spec.bots.A, weights) as Bot, B: botById(spec.bots.B, weights) as Bot };
}

export interface PlayedBattle {
  summary: BattleSummary;
  record: BattleRecord;
  state: GameState;
}

/** Play battle `index` of the matchup to its end: its summary, full record and final state. */
export function playMatchupBattle(spec: MatchupSpec, index: number): PlayedBattle {
  useSpecRules(spec);
  const plan = battlePlan(spec, index);
  const mission = matchupMission(spec);
  const terrain = spec.layout === undefined ? undefined : layoutById(spec.layout);
  if (spec.layout !== undefined && !terrain)
    throw new InputError(`unknown layout "${spec.layout}"`, { field: 'layout' });
  const bots = botsOf(spec);
  const armies: [ArmySetup, ArmySetup] =
    plan.aPlayer === 0 ? [spec.lists.A, spec.lists.B] : [spec.lists.B, spec.lists.A];
  const start = newBattle({
    seed: plan.seed,
    armies,
    mission,
    ...(terrain ? { terrain } : {}),
    firstPlayer: plan.firstPlayer,
    ...(spec.dataHash ? { dataHash: spec.dataHash } : {}),
  });
  const players: [Bot, Bot] = plan.aPlayer === 0 ? [bots.A, bots.B] : [bots.B, bots.A];
  const out = playBots(start, players, plan.seed, { check: false, maxCommands: spec.maxCommands ?? 20_000 });
  const summary = summariseBattle(out.record, plan, stateHash(out.state), out.failures, out.commands);
  return { summary, record: out.record, state: out.state };
}
