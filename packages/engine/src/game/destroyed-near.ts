import type { Effect } from '../rules/effects.js';
import { ruleById } from '../rules/known.js';
import type { Ctx } from './ctx.js';
import { addEffect } from './effects.js';
import { type Capsule, gap } from './geometry/shapes.js';
import { bodyOf } from './spatial.js';
import type { GameState, ModelState, UnitState } from './types.js';
import { gameUnitInstances } from './unit-rules.js';
import { datasheetOf, modelKeywords, modelsOnTable, unitsOf } from './units.js';

/**
 * "If a friendly ASTRA MILITARUM VEHICLE model is destroyed within 12" of this model, until the end of the battle"
 * (Vengeance for the Omnissiah): a datasheet ability's `friendly-destroyed-near` row. Each time a model is destroyed,
 * every friendly unit on the battlefield whose own datasheet holds such a row, with one of its models holding it
 * within the row's inches of the destroyed model, is marked until the end of the battle (once); the rule's
 * questions read the mark (`destroyedNearMark`, game/rule-answers.ts). Nothing here knows a rule by name.
 */

type Row = Extract<Effect, { kind: 'friendly-destroyed-near' }>;

/** The mark a rule leaves on its holder's unit. */
export const destroyedNearMark = (rule: string) => `${rule}#destroyed-near`;

/** The unit, or a Leader attached to it, carries the rule's mark. */
export function markedByDestroyedNear(state: GameState, u: UnitState, rule: string): boolean {
  const ids = new Set([u.id, ...(u.leaders ?? [])]);
  const mark = destroyedNearMark(rule);
  return state.effects.some((e) => e.unit !== undefined && ids.has(e.unit) && e.source === mark);
}

/** The destroyed model's keywords, its faction's included. */
function keywordsOf(state: GameState, u: UnitState, m: ModelState): Set<string> {
  const ds = datasheetOf(state, u, m);
  return new Set([...modelKeywords(state, u, m), ...ds.factionKeywords.map((k) => k.toUpperCase())]);
}

/** The model `m` of unit `u` was just destroyed at `at`: mark the friendly units whose rule watches for it. */
export function friendlyDestroyedNear(ctx: Ctx, u: UnitState, m: ModelState, at: Capsule): void {
  const s = ctx.state;
  let kw: Set<string> | undefined;
  for (const v of unitsOf(s, u.player)) {
    const models = modelsOnTable(v);
    if (!models.length) continue;
    for (const i of gameUnitInstances(s, v)) {
      if (i.origin !== 'datasheet' || i.leading || !i.rule) continue;
      const d = ruleById(i.rule);
      if (!d || (d.support.game !== 'automated' && d.support.game !== 'partial')) continue;
      const row = d.effects?.find((r): r is Row => r.kind === 'friendly-destroyed-near');
      if (!row || s.effects.some((e) => e.unit === v.id && e.source === destroyedNearMark(d.id))) continue;
      kw ??= keywordsOf(s, u, m);
      const fits = row.anyOf.some((set) => set.every((k) => kw?.has(k)));
      const near = models.some(
        (x) => datasheetOf(s, v, x).id === i.holder && gap(bodyOf(s, v, x).c, at) <= row.within + 1e-6,
      );
      if (!fits || !near) continue;
      addEffect(ctx, {
        kind: 'ability',
        player: v.player,
        unit: v.id,
        source: destroyedNearMark(d.id),
        until: { kind: 'battle' },
      });
    }
  }
}
