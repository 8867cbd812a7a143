import type { Command } from './commands.js';
import type { Ctx } from './ctx.js';
import { reject } from './ctx.js';
import type { DecisionRequest } from './decisions.js';
import { addEffect } from './effects.js';
import { mayCostLess, spendRulePoints, stratagemCost } from './stratagem-costs.js';
import { cheapestStratagem, stratagemById } from './stratagems/compiled.js';
import { STRATAGEM_HANDLERS } from './stratagems/handlers.js';
import {
  hasOffer,
  type Offer,
  offerOption,
  restrictionReason,
  sourcesFor,
  stratagemOffers,
} from './stratagems/offers.js';
import { spendPoints } from './stratagems/spend.js';
import type { Duration, GameState, PlayerIndex, WindowKind, WindowState } from './types.js';
import { other } from './types.js';
import { isBattleShocked } from './units.js';

/**
 * The closed vocabulary of timing windows, read off the seeds' WHEN lines. The built phases open the
 * first eight; the rest belong to the Shooting, Charge and Fight phases and open when those exist.
 */
export const WINDOW_VOCABULARY: readonly { kind: WindowKind; description: string; opened: boolean }[] = [
  { kind: 'phase-start', description: 'start of any phase', opened: true },
  { kind: 'phase-end', description: 'end of any phase', opened: true },
  { kind: 'during-phase', description: '"your X phase": offered at the start of the phase’s main step', opened: true },
  { kind: 'before-battle-shock-test', description: 'just before a Battle-shock test', opened: true },
  { kind: 'after-battle-shock-test-failed', description: 'just after a failed Battle-shock test', opened: true },
  {
    kind: 'after-roll',
    description: 'just after a roll or test of a given kind (Advance, Desperate Escape, ...)',
    opened: true,
  },
  { kind: 'move-started', description: 'when a unit starts a Normal, Advance or Fall Back move', opened: true },
  {
    kind: 'move-ended',
    description: 'when a unit ends a Normal, Advance or Fall Back move (just after it Falls Back)',
    opened: true,
  },
  { kind: 'unit-set-up', description: 'just after a unit is set up (Reserves)', opened: false },
  { kind: 'charge-declared', description: 'a unit declares a charge', opened: false },
  { kind: 'charge-move-ended', description: 'a unit ends a Charge move', opened: false },
  { kind: 'selected-to-shoot', description: 'a unit is selected to shoot', opened: false },
  { kind: 'selected-to-fight', description: 'a unit is selected to fight', opened: false },
  { kind: 'targets-selected', description: 'an attacking unit has selected its targets', opened: false },
  { kind: 'has-shot', description: 'a unit has shot', opened: false },
  { kind: 'has-fought', description: 'a unit has fought', opened: false },
  { kind: 'attacks-resolved', description: 'a unit has resolved its attacks (shooting or fighting)', opened: true },
  {
    kind: 'unit-destroyed',
    description: 'a unit is destroyed by an attack (the hand-written Stratagems of that timing only)',
    opened: true,
  },
  { kind: 'reinforcements-step', description: 'the Reinforcements step of a Movement phase', opened: true },
  {
    kind: 'mortal-wounds-suffered',
    description: 'just after a unit suffers mortal wounds outside an attack (all those of one rule at once)',
    opened: true,
  },
];

export type WindowSpec = Omit<WindowState, 'id' | 'passed' | 'phase'>;

/**
 * Open a window where the rules say one opens. A window nobody can use is not opened at all (no one is
 * asked); returns whether it opened.
 */
export function openWindow(ctx: Ctx, spec: WindowSpec): boolean {
  const s = ctx.state;
  // Nobody can afford the cheapest Stratagem: nobody can use the window.
  const cheapest = cheapestStratagem([...new Set([...sourcesFor(s, 0), ...sourcesFor(s, 1)])]);
  // (A rule that makes a use cost less: Martial Tuition's Counter-offensive for 0CP, Vengeful Tread's Tank Shock.)
  const short = s.players[0].cp < cheapest && s.players[1].cp < cheapest;
  if (short && !mayCostLess(s, 0) && !mayCostLess(s, 1)) return false;
  const w: WindowState = { ...spec, id: ctx.newId(), phase: s.flow.phase, passed: [false, false] };
  if (!hasOffer(s, s.flow.active, w) && !hasOffer(s, other(s.flow.active), w)) return false;
  ctx.emit({ type: 'window-opened', window: w });
  return true;
}

/** Whose turn to answer the window (the player whose turn it is first, then the other) and their offers. */
function windowOffers(state: GameState, w: WindowState): { player: PlayerIndex; offers: Offer[] } | null {
  for (const player of [state.flow.active, other(state.flow.active)]) {
    if (w.passed[player]) continue;
    const offers = stratagemOffers(state, player, w);
    if (offers.length > 0) return { player, offers };
  }
  return null;
}

export function windowRequest(state: GameState, w: WindowState): DecisionRequest | null {
  const asked = windowOffers(state, w);
  if (!asked) return null;
  return {
    player: asked.player,
    kind: 'stratagem-window',
    prompt: `${describeWindow(state, w)}: use a Stratagem or pass`,
    seq: state.seq,
    options: [
      ...asked.offers.map((o) => offerOption(state, o)),
      { kind: 'choice', label: 'pass', action: { type: 'pass' } },
    ],
  };
}

export function describeWindow(state: GameState, w: WindowState): string {
  const u = w.unit ? ` (${state.units[w.unit]?.name ?? w.unit})` : '';
  const what = w.roll ? ` ${w.roll} roll` : w.move ? ` ${w.move} move` : '';
  return `${w.kind}${what}${u}`;
}

export function handleWindowAction(ctx: Ctx, cmd: Command, w: WindowState): void {
  const a = cmd.action;
  if (a.type === 'pass') {
    ctx.emit({ type: 'window-passed', player: cmd.player });
    return;
  }
  if (a.type !== 'use-stratagem') {
    reject(`a Stratagem window is open: use a Stratagem or pass (got "${a.type}")`);
  }
  const offers = stratagemOffers(ctx.state, cmd.player, w);
  const offer = offers.find(
    (o) =>
      o.def.id === a.stratagem &&
      o.target === a.target &&
      (o.die === undefined || o.die === (a.die ?? 0)) &&
      o.model === a.model &&
      o.enemy === a.enemy &&
      !!o.spend === !!a.spend &&
      !!o.reduced === !!a.reduced,
  );
  if (!offer) {
    reject(unusableReason(ctx.state, cmd.player, a.stratagem, a.target));
    return;
  }
  const def = offer.def;
  // Its rows wait on the target's attacks ("If your unit scores one or more hits against that enemy unit").
  const deferred = def.enemy?.ifHits === true && def.support !== 'manual';
  const cost = stratagemCost(ctx.state, cmd.player, def, offer.target, !!offer.reduced);
  ctx.emit({
    type: 'stratagem-used',
    player: cmd.player,
    stratagem: def.id,
    name: def.name,
    cp: cost.cp,
    ...(offer.target ? { target: offer.target } : {}),
    ...(deferred && offer.enemy ? { enemy: offer.enemy } : {}),
    manual: def.support === 'manual',
  });
  // "for 0CP" by a rule used once per turn (Martial Tuition): its use is logged on its bearer's unit; the points it
  // spends ("spend 1YP and reduce the CP cost of that use of that Stratagem by 1CP") are spent.
  if (cost.rule)
    ctx.emit({ type: 'rule-used', player: cmd.player, rule: cost.rule, ...(cost.unit ? { unit: cost.unit } : {}) });
  if (cost.spend && cost.rule) spendRulePoints(ctx, cmd.player, cost.rule, cost.spend);
  if (offer.spend) spendPoints(ctx, cmd.player, def);
  if (def.handler) STRATAGEM_HANDLERS[def.handler].apply(ctx, cmd.player, { ...offer, window: w });
  else if (def.rule && offer.target && def.support !== 'manual' && !deferred) {
    // A registry Stratagem: its rows apply to the target's attacks or defence until the end of the phase;
    // with an enemy unit selected, to the attacks that target it (or, `effectOn: 'enemy'`, to that unit).
    const onEnemy = def.enemy?.effectOn === 'enemy' && offer.enemy;
    addEffect(ctx, {
      kind: 'stratagem',
      player: cmd.player,
      unit: onEnemy ? (offer.enemy as string) : offer.target,
      source: def.id,
      rule: def.rule,
      ...(offer.enemy && !onEnemy ? { against: offer.enemy } : {}),
      ...(def.spend ? { answers: { [def.spend.ask]: !!offer.spend } } : {}),
      until: untilFor(def.until, cmd.player),
    });
  }
}

/** Why a Stratagem cannot be used now, in the words a player needs. */
export function unusableReason(state: GameState, player: PlayerIndex, id: string, target?: string): string {
  const def = stratagemById(id);
  if (!def) return `unknown Stratagem "${id}"`;
  const r = restrictionReason(state, player, def);
  if (r) return r;
  if (
    target &&
    state.units[target]?.player === player &&
    isBattleShocked(state, target) &&
    !def.restrictions.affectsBattleShocked
  ) {
    return `${def.name}: ${state.units[target]?.name ?? target} is Battle-shocked and cannot be affected by its own side's Stratagems`;
  }
  return `${def.name} cannot be used now${target ? ` on ${target}` : ''}`;
}

/** A Stratagem's duration for the player who used it ("your next Shooting phase" is theirs). */
export function untilFor(until: Duration | undefined, player: PlayerIndex): Duration {
  if (!until) return { kind: 'end-of-phase' };
  return 'player' in until ? { ...until, player } : until;
}
