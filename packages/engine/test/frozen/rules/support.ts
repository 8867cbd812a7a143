/**
 * How far the engine implements a rule. Every rule definition carries one of these per place the
 * rule can apply; the coverage report is generated from them. A rule that is not automated is shown
 * to the user as a reminder, never silently ignored.
 */
export type Support = 'automated' | 'partial' | 'manual';

export interface SupportBy {
  /** The attack calculator (exact evaluator and sampler). */
  calculator: Support;
  /** The game engine. */
  game: Support;
  /** What is missing where support is partial or manual. */
  note?: string;
}
