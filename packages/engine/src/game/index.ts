/**
 * The game engine: an event-sourced battle.
 *
 * - `newBattle(setup)` / `startScenario(setup)` give a record `{ruleset, dataHash, seed, initial, events}`
 *   and the current state, settled at its first decision.
 * - `pending(state)` is the one DecisionRequest: who decides, what kind, the legal options (complete
 *   actions, or parametric ones with a schema such as positions or paths).
 * - `decide(state, {seq, player, action})` validates and returns fully resolved events (dice inside;
 *   the only place dice are rolled) up to the next decision, or `{ok: false, reason}`.
 * - `evolve(state, event)` is the pure reducer; `replay(record, n)` folds the log.
 *
 * Adding rules: a phase's rules are a StepHandler registered in phases/index.ts for one of its named
 * steps (phases/config.ts); rules that run at a boundary are Hooks (hooks.ts); a Stratagem is a row in
 * stratagems/data.ts over the window vocabulary (windows.ts), with a small handler in
 * stratagems/handlers-*.ts when its effect is automated. Steps open windows with `openWindow`.
 *
 * The battle phases: attacks (shooting and fighting) are a state machine in `state.attack`
 * (attacks/sequence.ts) that rolls every die through combat's rules.ts functions on parameters from
 * combat's `resolveCombat` (attacks/params.ts), with a window after each roll and the defender's choice
 * of model where it matters (attacks/allocation.ts); who may shoot or fight at whom is
 * attacks/eligibility.ts. A charge is charge/machine.ts (run by the Charge step and by Heroic
 * Intervention); the Fight phase is a live selection loop (phases/fight.ts). Stratagems that act out of
 * sequence (Fire Overwatch, Heroic Intervention, Rapid Ingress) push an interrupt (interrupts.ts).
 * Attached units are one UnitState holding the Leader's models (attached.ts splits them again);
 * Reserves and TRANSPORTs are phases/formations.ts, phases/reinforcements.ts, transports.ts and
 * damage.ts (destroyed models, Deadly Demise, leaving a destroyed TRANSPORT). Where a decision is a
 * move, `suggestMove` finds a legal one. The precedence of what is asked: an open window, then the
 * attacks being resolved, then an interrupt, then the step.
 */
import './coverage.js';

export { allocationCandidates } from './attacks/allocation.js';
export { meleeChoices, rangedChoices, shootingMode, type WeaponChoice } from './attacks/eligibility.js';
export { defenderOf, groupParams } from './attacks/params.js';
export type * from './attacks/types.js';
export * from './bot.js';
export * from './builder.js';
export * from './characteristics.js';
export { chargeReason, chargeTargets } from './charge/eligibility.js';
export type { ChargeProgress } from './charge/types.js';
export type { Action, ActionType, Command, Paths } from './commands.js';
export { ActionSchema } from './commands.js';
export * from './decide.js';
export type * from './decisions.js';
export { DEMO_ARMIES } from './demo-armies.js';
export * from './events.js';
export { evolve } from './evolve.js';
export { pending } from './flow.js';
export * from './geometry/battlefield.js';
export * from './geometry/formation.js';
export * from './geometry/rules.js';
export * from './geometry/shapes.js';
export * from './geometry/vec.js';
export { canonicalJson, hashValue } from './hash.js';
export { HOOKS, type Hook, type HookPoint } from './hooks.js';
export * from './invariants.js';
export { defaultLoadouts, modelWeapons } from './loadout.js';
export { cardById, type MissionCard, PRIMARY_MISSIONS, SECONDARY_MISSIONS } from './missions/cards.js';
export { DEPLOYMENTS, type Deployment, deploymentById } from './missions/deployments.js';
export * from './missions.js';
export { validateMove } from './movement/validate.js';
export { describeEvent, describeEvents } from './narrate.js';
export { evaluateControl } from './objectives.js';
export * from './phases/config.js';
export { eligibleToFight, hasFightsFirst } from './phases/fight.js';
export { canDeepStrike, formationOptions } from './phases/formations.js';
export { STEP_HANDLERS } from './phases/index.js';
export type { StepHandler } from './phases/step.js';
export * from './record.js';
export { arrivalRule, DEEP_STRIKE_DISTANCE, FIRST_ARRIVAL_ROUND, LAST_ARRIVAL_ROUND } from './reserves.js';
export { gateMaximum, RULE_CHOICE_HANDLERS } from './rule-choices.js';
export { RULE_TARGET_HANDLERS } from './rule-targets.js';
export * from './scenario.js';
export * from './setup.js';
export { type SetUpRule, validateSetUp } from './setup-rules.js';
export * from './soak.js';
export * from './spatial.js';
export { gameStratagems, stratagemById } from './stratagems/compiled.js';
export { STRATAGEMS } from './stratagems/data.js';
export { STRATAGEM_HANDLERS, type StratagemHandler } from './stratagems/handlers.js';
export { type Offer, stratagemOffers } from './stratagems/offers.js';
export * from './stratagems/text.js';
export type * from './stratagems/types.js';
export { suggestMove } from './suggest.js';
export { type TakeBack, takeBack } from './take-back.js';
export { CATEGORY_RULES, TERRAIN_CATEGORIES } from './terrain/categories.js';
export { checkTerrain } from './terrain/check.js';
export { terrainCover } from './terrain/cover.js';
export { LAYOUTS, layoutById } from './terrain/layouts.js';
export type { TerrainCategory, TerrainFeature, TerrainLayout, Wall } from './terrain/types.js';
export { heightOf, modelFullyVisible, modelVisible, unitVisibleTo } from './terrain/visibility.js';
export { embarkReason, transportOf } from './transports.js';
export * from './types.js';
export * from './units.js';
export { WINDOW_VOCABULARY } from './windows.js';
