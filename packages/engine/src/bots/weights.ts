import { z } from 'zod';
import { InputError } from '../errors.js';

/**
 * The heuristic bot's tunable weights, as data. Every number is documented here and in docs/bots.md;
 * `parseWeights` reads a partial set from JSON (the rest keep their defaults).
 */
export interface HeuristicWeights {
  /** Target value: per point of the target destroyed in expectation (expected wounds lost x points per wound). */
  points: number;
  /** Target value: x P(unit destroyed) x the target's points (finishing a unit stops all of its output). */
  unitDestroyed: number;
  /** Target value: per expected model destroyed, whatever its points. */
  modelsDestroyed: number;
  /** Target value: per expected point of Objective Control removed from a unit within range of an objective. */
  objectiveControl: number;
  /** Target value: multiplies everything for a target that can still hurt us (points x output share). */
  threat: number;
  /** Movement: a unit goes for an objective unless an enemy unit is this much closer (inches). */
  objectiveBias: number;
  /** Movement: a ranged unit stops this many inches inside its longest weapon's range of its target. */
  rangeMargin: number;
  /** Movement: melee units go for enemies within this many inches (beyond it, for objectives). */
  meleeReach: number;
  /** Charges: the least P(charge roll succeeds) for a declared charge. */
  chargeMinProbability: number;
  /** Charges: the least expected value of the melee attacks (in target-value units) for a declared charge. */
  chargeMinValue: number;
  /** Stratagems: CP kept back for Command Re-roll (other Stratagems are used only above it). */
  cpReserve: number;
  /** Stratagems: a defensive Stratagem (Go to Ground, Smokescreen) when the attack threatens this share of the unit's points. */
  defensiveShare: number;
  /** Stratagems: Fire Overwatch when its expected value is at least this. */
  overwatchMinValue: number;
  /** Stratagems: Command Re-roll a charge roll that fell short, when P(the re-roll succeeds) is at least this. */
  rerollChargeMinProbability: number;
}

export const DEFAULT_WEIGHTS: Readonly<HeuristicWeights> = {
  points: 1,
  unitDestroyed: 0.5,
  modelsDestroyed: 2,
  objectiveControl: 6,
  threat: 0.5,
  objectiveBias: 6,
  rangeMargin: 2,
  meleeReach: 18,
  chargeMinProbability: 0.4,
  chargeMinValue: 20,
  cpReserve: 1,
  defensiveShare: 0.3,
  overwatchMinValue: 10,
  rerollChargeMinProbability: 0.3,
};

const num = z.number().finite();
const WeightsSchema = z
  .object(
    Object.fromEntries(Object.keys(DEFAULT_WEIGHTS).map((k) => [k, num.optional()])) as Record<
      keyof HeuristicWeights,
      z.ZodOptional<typeof num>
    >,
  )
  .strict();

/** A partial set of weights from JSON, checked; unknown keys and non-numbers are located errors. */
export function parseWeights(value: unknown, source = 'weights'): HeuristicWeights {
  const r = WeightsSchema.safeParse(value);
  if (!r.success) {
    const issue = r.error.issues[0];
    const field = issue?.path.join('.') || undefined;
    const known = Object.keys(DEFAULT_WEIGHTS).join(', ');
    throw new InputError(`${issue?.message ?? 'invalid weights'} (known weights: ${known})`, {
      source,
      ...(field ? { field } : {}),
    });
  }
  const out: HeuristicWeights = { ...DEFAULT_WEIGHTS };
  for (const [k, v] of Object.entries(r.data)) if (v !== undefined) out[k as keyof HeuristicWeights] = v;
  return out;
}
