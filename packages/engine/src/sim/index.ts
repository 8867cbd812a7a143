/**
 * Matchups, pure: battle i of a matchup (its seed, sides and first turn from the spec), what each
 * battle's units did, and the aggregate result (rates with confidence intervals, VP per round, each
 * unit's contribution). Runners that play battles in parallel or across machines live outside the
 * engine (packages/sim); they all give the same result.
 */
export * from './aggregate.js';
export * from './matchup.js';
export * from './summary.js';
