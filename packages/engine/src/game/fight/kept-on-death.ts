import type { Effect } from '../../rules/effects.js';
import { ruleById } from '../../rules/known.js';
import type { Ctx } from '../ctx.js';
import { rollLogged } from '../dice-log.js';
import type { Placement } from '../geometry/vec.js';
import type { GameState, ModelId, ModelState, UnitId, UnitState } from '../types.js';
import { gameUnitInstances } from '../unit-rules.js';
import { datasheetOf, modelHasKeyword } from '../units.js';

/**
 * A model destroyed while attacks are being resolved in the Fight phase that a rule does not remove yet
 * ("do not remove it from play. The destroyed model can fight after the attacking unit has finished making its
 * attacks": High Kâhl; Necessary End). The rule's `fight-on-death` row says when: by a melee attack only, on a D6
 * of N+ or greater than the battle round. A kept model stays destroyed (no attack can be allocated to it, it counts
 * for nothing) until it fights: game/fight/fights-on-death.ts stands it up, resolves its attacks and removes it.
 */

type FightOnDeath = Extract<Effect, { kind: 'fight-on-death' }>;

/**
 * The unit's `fight-on-death` rows with the rule each comes from: its automated or partial rules' (an
 * Enhancement's while its bearer is alive or is the model just destroyed), then the Stratagems used on it.
 */
function rowsFor(state: GameState, u: UnitState, m: ModelState): { rule: string; row: FightOnDeath }[] {
  const out: { rule: string; row: FightOnDeath }[] = [];
  for (const i of gameUnitInstances(state, u)) {
    const d = i.rule ? ruleById(i.rule) : undefined;
    if (!d || (d.support.game !== 'automated' && d.support.game !== 'partial')) continue;
    if (
      i.origin === 'enhancement' &&
      !u.models.some((x) => (!x.destroyed || x.id === m.id) && datasheetOf(state, u, x).id === i.holder)
    )
      continue;
    for (const r of d.effects ?? [])
      if (r.kind === 'fight-on-death' && r.scope !== 'bonded') out.push({ rule: d.id, row: r });
  }
  for (const e of state.effects) {
    if (e.unit !== u.id || !e.rule) continue;
    for (const r of ruleById(e.rule)?.effects ?? [])
      if (r.kind === 'fight-on-death') out.push({ rule: e.rule, row: r });
  }
  return out;
}

/** Its D6 ("roll one D6: on a 4+"; "if the result is greater than the current battle round number"), or none. */
function passes(ctx: Ctx, u: UnitState, m: ModelState, row: FightOnDeath): boolean {
  if (row.on === undefined && !row.aboveRound) return true;
  const [face = 1] = rollLogged(ctx, 'rule', u.player, u.id, 1, { models: [m.id] });
  const total = face + (row.bonus && modelHasKeyword(ctx.state, u, m, row.bonus.keyword) ? row.bonus.add : 0);
  return row.aboveRound ? total > ctx.state.flow.round : total >= (row.on as number);
}

/**
 * The model of `unitId` was just destroyed (its `model-wounded` logged) at `at`; `by`: the attacking unit whose
 * attack destroyed it (absent for mortal wounds outside the attack). Kept when a row holds: the rule's roll made and
 * `model-kept-to-fight` logged. Only while a unit fights in the Fight phase and the model's unit has not fought.
 */
export function keepToFight(ctx: Ctx, unitId: UnitId, modelId: ModelId, at: Placement | null, by?: UnitId): boolean {
  const s = ctx.state;
  const seq = s.attack;
  const c = s.flow.cursor;
  if (!at || !seq || c?.step !== 'fight' || c.stage !== 'attacking') return false;
  const u = s.units[unitId];
  const m = u?.models.find((x) => x.id === modelId);
  if (!u || !m || u.history.fought || s.units[seq.unit]?.player === u.player) return false;
  if (s.fightsOnDeath?.some((k) => k.model === modelId)) return false;
  for (const { rule, row } of rowsFor(s, u, m)) {
    if (row.byMelee && (seq.type !== 'melee' || by !== seq.unit)) continue;
    if (row.keyword && !modelHasKeyword(s, u, m, row.keyword)) continue;
    if (!passes(ctx, u, m, row)) continue;
    ctx.emit({ type: 'model-kept-to-fight', unit: u.id, model: m.id, after: seq.unit, at, rule });
    return true;
  }
  return false;
}
