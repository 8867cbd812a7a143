import { z } from 'zod';
import type { Ask } from '../rules/asks.js';
import type { Condition, Effect, Stat } from '../rules/effects.js';
import { DiceExprSchema } from './primitives.js';

/**
 * The effect vocabulary (rules/effects.ts) as schemas, for rule rows that arrive as data: a compiled
 * rule text, a datasheet's Damaged bracket, a catalogue's rule data. Each schema is typed by its rule
 * type, so the two cannot drift apart.
 */

export const AskSchema: z.ZodType<Ask> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('remained-stationary') }),
  z.object({ kind: z.literal('charged') }),
  z.object({ kind: z.literal('advanced') }),
  z.object({ kind: z.literal('within-half-range') }),
  z.object({ kind: z.literal('target-visible') }),
  z.object({ kind: z.literal('target-within'), inches: z.number().positive() }),
  z.object({ kind: z.literal('below-half-strength'), who: z.enum(['own', 'target']) }),
  z.object({ kind: z.literal('battle-shocked'), who: z.enum(['own', 'target']) }),
  z.object({ kind: z.literal('shooting-in-engagement') }),
  z.object({ kind: z.literal('target-engaged-with-friends') }),
  z.object({
    kind: z.literal('counter'),
    counter: z.string().min(1),
    on: z.enum(['target', 'own']),
    atLeast: z.number().int().min(1),
  }),
  z.object({
    kind: z.literal('declared'),
    id: z.string().regex(/^[a-z0-9-]+$/),
    text: z.string().min(1),
  }),
]);

const ConditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('target-keyword'), any: z.array(z.string().min(1)).min(1) }),
    z.object({ kind: z.literal('own-keyword'), any: z.array(z.string().min(1)).min(1) }),
    z.object({ kind: z.literal('weapon-ability'), ability: z.string().min(1) }),
    z.object({ kind: z.literal('leading') }),
    z.object({
      kind: z.literal('counter'),
      counter: z.string().min(1),
      on: z.enum(['target', 'own']),
      atLeast: z.number().int().min(1),
    }),
    z.object({ kind: z.literal('ask'), ask: AskSchema }),
    z.object({ kind: z.literal('strength-above-toughness') }),
    z.object({ kind: z.literal('weapon-name'), any: z.array(z.string().min(1)).min(1) }),
    z.object({ kind: z.literal('unmodified-damage'), is: z.number().int().min(1) }),
    z.object({ kind: z.literal('not'), condition: ConditionSchema }),
    z.object({ kind: z.literal('any'), conditions: z.array(ConditionSchema).min(1) }),
  ]),
);

const restrictions = {
  type: z.enum(['ranged', 'melee']).optional(),
  model: z.string().optional(),
  scope: z.enum(['unit', 'holder', 'attacked-by', 'bonded']).optional(),
  when: z.array(ConditionSchema).optional(),
};
const row = <K extends string, S extends z.ZodRawShape>(kind: K, shape: S) =>
  z.strictObject({ kind: z.literal(kind), ...shape, ...restrictions });
const rollName = z.enum(['hit', 'wound', 'save', 'damage', 'attacks', 'advance', 'charge', 'battle-shock']);
const roll2to6 = z.number().int().min(2).max(6);
const STATS = ['M', 'T', 'Sv', 'W', 'Ld', 'OC', 'A', 'BS', 'WS', 'S', 'AP', 'D'] as const satisfies readonly Stat[];
const stat = z.enum(STATS);

/** Rows as data (a compiled rule, a catalogue's rule data): checked at the boundary. */
export const EffectSchema: z.ZodType<Effect> = z.union([
  row('roll', { roll: rollName, n: z.number().int().min(-3).max(3) }),
  row('reroll', { roll: rollName, policy: z.enum(['ones', 'failed', 'non-critical', 'single']) }),
  row('critical', { roll: z.enum(['hit', 'wound']), on: roll2to6 }),
  row('hit-only-on', { on: roll2to6 }),
  row('ignore-modifiers', { to: z.array(z.enum(['skill', 'hit', 'wound', 'battle-shock'])).min(1) }),
  row('weapon-ability', { ability: z.string().min(1) }),
  row('stat', { stat, change: z.literal('set'), to: z.number().int() }),
  row('stat', { stat, change: z.literal('halve') }),
  row('stat', { stat, change: z.enum(['add', 'worsen']), by: z.number().int() }),
  row('stat', { stat, change: z.literal('improve'), by: z.number().int(), atBest: z.number().int().optional() }),
  row('invulnerable', { value: roll2to6 }),
  row('feel-no-pain', { value: roll2to6, against: z.enum(['mortal', 'psychic']).optional() }),
  row('damage-reduction', { by: z.number().int().min(1).max(3) }),
  row('halve-damage', {}),
  row('stealth', {}),
  row('cover', {}),
  row('core-ability', { ability: z.string().min(1) }),
  row('keyword', { keyword: z.string().min(1) }),
  row('mortal-wounds', { amount: DiceExprSchema, on: z.enum(['target', 'own']).optional() }),
  row('cp', { gain: z.number().int().min(1), exempt: z.boolean().optional() }),
  row('eligible', {
    actions: z.array(z.enum(['shoot', 'charge'])).min(1),
    after: z.array(z.enum(['advanced', 'fell-back'])).min(1),
  }),
  row('counter', {
    counter: z.string().min(1),
    add: z.number().int(),
    on: z.enum(['target', 'own']),
    max: z.number().int().min(1).optional(),
  }),
  row('fight-on-death', {
    on: roll2to6.optional(),
    bonus: z.strictObject({ add: z.number().int().min(1), keyword: z.string().min(1) }).optional(),
    keyword: z.string().min(1).optional(),
    byMelee: z.boolean().optional(),
    aboveRound: z.boolean().optional(),
    orShoot: z.boolean().optional(),
  }),
  row('move-distance', {
    moves: z.array(z.enum(['pile-in', 'consolidation'])).min(1),
    inches: z.number().int().min(1),
  }),
  row('strategic-reserves', {}),
  row('targetable-within', { inches: z.number().int().min(1) }),
  row('move-through', {
    through: z.array(z.enum(['terrain', 'models', 'walls-and-hatchways'])).min(1),
    moves: z
      .array(z.enum(['normal', 'advance', 'fall-back', 'charge']))
      .min(1)
      .optional(),
    horizontally: z.boolean().optional(),
    max: z.number().int().min(1).optional(),
    upToHeight: z.number().min(0).optional(),
  }),
  row('advance-fixed', { inches: z.number().int().min(1) }),
  row('battle-shock-test', {
    on: z.enum(['target', 'engaged', 'within']),
    inches: z.number().int().min(1).optional(),
    modifier: z.number().int().optional(),
    ifBelowHalf: z.boolean().optional(),
  }),
  row('extra-move', { upTo: DiceExprSchema.optional(), noEmbarkIfDisembarked: z.boolean().optional() }),
  row('out-of-phase-shoot', { onlyWindowUnit: z.boolean() }),
  row('out-of-phase-charge', { noChargeBonus: z.boolean().optional() }),
  row('enemy-roll', {
    roll: z.enum(['charge', 'advance']),
    n: z.number().int().min(-3).max(3),
    against: z.boolean().optional(),
  }),
  row('new-unit-in-reserves', {}),
  row('sticky-objective', {}),
  row('not-engaged-for-shooting', {}),
  row('must-target-holder', {}),
  row('see-through-own-models', {}),
  row('deny-reserves-within', { inches: z.number().int().min(1) }),
  row('mortal-wounds-roll', {
    dice: z.number().int().min(1).optional(),
    perEngagedModel: z.boolean().optional(),
    on: roll2to6,
    amount: DiceExprSchema,
    enemy: z.enum(['engaged', 'window', 'within', 'moves-near']),
    max: z.number().int().min(1).optional(),
    within: z.number().min(0).optional(),
  }),
  row('desperate-escape', { asIfBattleShocked: z.literal(true), modifier: z.number().int().optional() }),
  row('move-not-closer', {}),
  row('set-up-anywhere', { away: z.number().int().min(1) }),
  row('regain-wounds', { models: z.number().int().min(1), wounds: z.number().int().min(1) }),
  row('deep-strike-distance', { inches: z.number().int().min(1).max(12) }),
  row('set-up-in-hallowed-ground', {}),
  row('not-eligible', { actions: z.array(z.enum(['shoot', 'charge'])).min(1) }),
  row('more-selections', { rule: z.string().min(1), add: z.number().int().min(1) }),
  row('disembark-charge', {}),
  row('core-stratagems-only', {}),
  row('arrival-round', { add: z.number().int().min(1), keyword: z.string().min(1) }),
  row('return-destroyed-models', { keywords: z.array(z.string().min(1)).min(1), per: z.number().int().min(1) }),
  row('order-range', { inches: z.number().int().min(1) }),
]) as z.ZodType<Effect>;
