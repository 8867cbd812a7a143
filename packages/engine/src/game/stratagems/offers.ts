import { normaliseName } from '../../names/normalise.js';
import { FORTIFY } from '../../rules/factions/leagues-of-votann/army-rules.js';
import { JUDGEMENT } from '../../rules/factions/words.js';
import { ruleById } from '../../rules/known.js';
import type { Action } from '../commands.js';
import type { DecisionOption } from '../decisions.js';
import { onDefensiveLine } from '../foundations.js';
import { whollyWithinHallowedGround } from '../hallowed-ground.js';
import { canDeepStrike } from '../phases/formations.js';
import { counterValue } from '../rule-state.js';
import { engagedEnemyIds, unitsEngaged, unitsWithin } from '../spatial.js';
import { costChoices, mayCostLess, stratagemCost } from '../stratagem-costs.js';
import type { GameState, ModelId, PlayerIndex, UnitId, UnitState, WindowState } from '../types.js';
import { coreStratagemsOnly } from '../unit-rules.js';
import { hasKeyword, isBattleShocked, onBattlefield, unitsOf } from '../units.js';
import { judgementTokens } from '../votann-objective-marks.js';
import { stratagemsInWindow } from './compiled.js';
import { STRATAGEM_HANDLERS } from './handlers.js';
import { canSpend } from './spend.js';
import type { KeywordTest, StratagemDef, UnitTest, WhenClause } from './types.js';

/** The Stratagem sources open to a player: the ruleset's shared ones and their detachment. */
export function sourcesFor(state: GameState, player: PlayerIndex): string[] {
  const d = state.players[player].detachment;
  return d ? [...state.ruleset.stratagemSources, d] : state.ruleset.stratagemSources;
}

export function clauseMatches(state: GameState, player: PlayerIndex, c: WhenClause, w: WindowState): boolean {
  if (c.window !== w.kind) return false;
  const yours = state.flow.active === player;
  if (c.turn === 'yours' && !yours) return false;
  if (c.turn === 'opponents' && yours) return false;
  if (c.phases && (!w.phase || !c.phases.includes(w.phase))) return false;
  if (c.rolls && (!w.roll || !c.rolls.includes(w.roll))) return false;
  if (c.moves && (!w.move || !c.moves.includes(w.move))) return false;
  const u = w.unit ? state.units[w.unit] : undefined;
  if (c.unit && (!u || (c.unit === 'own') !== (u.player === player))) return false;
  if (c.keyword && (!u || !hasKeyword(state, u, c.keyword))) return false;
  if (c.keywords && (!u || !keywordsPass(state, u, c))) return false;
  if (c.if === 'unit-has-judgement-token' && (!u || judgementTokens(state, u) < 1)) return false;
  if (c.if === 'fortify-takeover' && counterValue(state, player, FORTIFY) < 1) return false;
  if (c.if === 'hostile-acquisition' && counterValue(state, player, FORTIFY) >= 1) return false;
  return true;
}

/** Which engine-wide restriction stops a use (null: none); offers ask this often, messages rarely. */
function restriction(
  state: GameState,
  player: PlayerIndex,
  def: StratagemDef,
): 'cp' | 'phase' | 'turn' | 'battle' | null {
  if (state.players[player].cp < def.cp && !mayCostLess(state, player, def)) return 'cp';
  const { round, turn, phase } = state.flow;
  let used = false;
  let thisTurn = false;
  for (const u of state.stratagemUses) {
    if (u.player !== player || u.stratagem !== def.id) continue;
    used = true;
    if (u.round === round && u.turn === turn) {
      if (u.phase === phase) return 'phase';
      thisTurn = true;
    }
  }
  if (def.restrictions.oncePer === 'turn' && thisTurn) return 'turn';
  if (def.restrictions.oncePer === 'battle' && used) return 'battle';
  return null;
}

/** Engine-wide restrictions: CP, once per phase, once per turn or battle where the Stratagem says. */
export function restrictionReason(state: GameState, player: PlayerIndex, def: StratagemDef): string | null {
  switch (restriction(state, player, def)) {
    case 'cp':
      return `${def.name} costs ${def.cp}CP and player ${player + 1} has ${state.players[player].cp}CP`;
    case 'phase':
      return `${def.name} was already used this phase`;
    case 'turn':
      return `${def.name} can only be used once per turn`;
    case 'battle':
      return `${def.name} can only be used once per battle`;
    case null:
      return null;
  }
}

/**
 * Units a Stratagem may target, with the Battle-shock rule applied, each passed to `visit` in turn until
 * it returns true (a caller may stop at the first; no list or generator is built).
 */
function eachTarget(
  state: GameState,
  player: PlayerIndex,
  def: StratagemDef,
  w: WindowState,
  visit: (target: UnitId | undefined) => boolean,
): boolean {
  const allowShocked = def.restrictions.affectsBattleShocked === true;
  const core = def.source === 'Core';
  const ok = (u: UnitState) =>
    u.player === player && (allowShocked || !isBattleShocked(state, u.id)) && (core || !coreStratagemsOnly(state, u));
  const handler = def.handler ? STRATAGEM_HANDLERS[def.handler] : undefined;
  if (handler?.targets) {
    for (const id of handler.targets(state, player, w, def)) {
      const u = id ? state.units[id] : undefined;
      if ((!u || ok(u)) && visit(id)) return true;
    }
    return false;
  }
  switch (def.target.kind) {
    case 'window-unit': {
      const u = w.unit ? state.units[w.unit] : undefined;
      const only = def.target.only ?? [];
      return (
        !!u && ok(u) && keywordsPass(state, u, def.target) && only.every((t) => passes(state, u, t)) && visit(u.id)
      );
    }
    case 'own-unit': {
      const { keyword: kw, only = [] } = def.target;
      for (const u of unitsOf(state, player))
        if (
          onBattlefield(u) &&
          ok(u) &&
          (!kw || hasKeyword(state, u, kw)) &&
          keywordsPass(state, u, def.target) &&
          only.every((t) => passes(state, u, t)) &&
          visit(u.id)
        )
          return true;
      return false;
    }
    case 'attack-target': {
      const a = state.attack;
      if (!a || a.unit !== w.unit) return false;
      const { keyword: kw, only = [] } = def.target;
      for (const t of a.targets) {
        const u = state.units[t];
        if (
          u &&
          ok(u) &&
          (!kw || hasKeyword(state, u, kw)) &&
          keywordsPass(state, u, def.target) &&
          only.every((x) => passes(state, u, x)) &&
          visit(t)
        )
          return true;
      }
      return false;
    }
    case 'reserve-unit': {
      const only = def.target.only ?? [];
      for (const u of unitsOf(state, player))
        if (
          ok(u) &&
          u.reserve &&
          u.models.some((m) => !m.destroyed) &&
          keywordsPass(state, u, def.target) &&
          only.every((t) => passes(state, u, t)) &&
          visit(u.id)
        )
          return true;
      return false;
    }
    case 'near-hit-unit': {
      // Your units with one of the keywords (or, spending, of `ifSpent`) near one of your `hit` units the
      // window's unit hit.
      const e = w.unit ? state.units[w.unit] : undefined;
      if (!e) return false;
      const spec = def.target;
      const hit = unitsOf(state, player).filter(
        (u) => onBattlefield(u) && hasKeyword(state, u, spec.hit) && !!u.history.hitBy?.includes(e.id),
      );
      if (hit.length === 0) return false;
      const kinds = [...spec.any, ...(spec.ifSpent ?? [])];
      for (const u of unitsOf(state, player))
        if (
          onBattlefield(u) &&
          ok(u) &&
          kinds.some((k) => hasKeyword(state, u, k)) &&
          hit.some((i) => unitsWithin(state, u, i, spec.within)) &&
          visit(u.id)
        )
          return true;
      return false;
    }
    case 'described':
      return visit(undefined);
  }
}

/** A unit's counter as a Stratagem's target counts it (Judgement tokens: with those a marked objective adds). */
const countedOn = (state: GameState, u: UnitState, counter: string) =>
  counter === JUDGEMENT ? judgementTokens(state, u) : counterValue(state, u.id, counter);

/** The enemy units a use may select ("Select one enemy unit within Engagement Range of your unit"). */
export function enemyChoices(state: GameState, player: PlayerIndex, def: StratagemDef, target?: UnitId): UnitId[] {
  const spec = def.enemy;
  if (!spec) return [];
  const own = target ? state.units[target] : undefined;
  const out: UnitId[] = [];
  for (const e of unitsOf(state, (1 - player) as PlayerIndex)) {
    if (!onBattlefield(e)) continue;
    if (spec.excluding?.some((k) => hasKeyword(state, e, k))) continue;
    if (spec.engaged && (!own || !unitsEngaged(state, own, e))) continue;
    if (spec.hitThisPhase && (!own || !e.history.hitBy?.includes(own.id))) continue;
    if (spec.counter && countedOn(state, e, spec.counter.id) < spec.counter.atLeast) continue;
    out.push(e.id);
  }
  return out;
}

type Choice = { die?: number; model?: ModelId; enemy?: UnitId; spend?: boolean };

/** One use's choices: the handler's, each with the enemy unit it selects and whether it spends points. */
function* useChoices(
  state: GameState,
  player: PlayerIndex,
  def: StratagemDef,
  w: WindowState,
  target: UnitId | undefined,
): Generator<Choice> {
  const handler = def.handler ? STRATAGEM_HANDLERS[def.handler] : undefined;
  const base: Choice[] = handler?.options ? handler.options(state, player, w, target, def) : [{}];
  const spends = canSpend(state, player, def) ? [false, true] : [false];
  for (const c of base) {
    const enemies: (UnitId | undefined)[] =
      def.enemy && c.enemy === undefined ? enemyChoices(state, player, def, target) : [c.enemy];
    for (const enemy of enemies)
      for (const spend of c.spend === undefined ? spends : [c.spend])
        yield { ...c, ...(enemy !== undefined ? { enemy } : {}), ...(spend ? { spend: true } : {}) };
  }
}

/** A TARGET line's keywords: all of one of the sets, none of those excluded. */
function keywordsPass(state: GameState, u: UnitState, k: KeywordTest): boolean {
  if (k.keywords?.length && !k.keywords.some((set) => set.every((x) => hasKeyword(state, u, x)))) return false;
  return !k.excluding?.some((x) => hasKeyword(state, u, x));
}

/** A compiled Stratagem's faction is the army's ("Space Marines", "Space Marines": spelt alike). */
const sameFaction = (a: string | undefined, b: string) => !!a && normaliseName(a) === normaliseName(b);

/** A TARGET line's test of its unit (this turn's history: the phase's for fighting and shooting). */
function passes(state: GameState, u: UnitState, t: UnitTest): boolean {
  switch (t) {
    case 'not-fought':
      return !u.history.fought;
    case 'fought':
      return !!u.history.fought;
    case 'not-shot':
      return !u.history.shot;
    case 'deep-struck-this-turn':
      return !!u.history.deepStruck;
    case 'can-deep-strike':
      return canDeepStrike(state, u);
    case 'not-moved-or-charged':
      return state.flow.phase === 'charge' ? !u.history.chargeDeclared : !u.history.movement;
    case 'not-shot-or-fought':
      return state.flow.phase === 'fight' ? !u.history.fought : !u.history.shot;
    case 'wholly-within-hallowed-ground':
      return whollyWithinHallowedGround(state, u);
    case 'engaged':
      return engagedEnemyIds(state, u).length > 0;
    case 'not-engaged':
      return engagedEnemyIds(state, u).length === 0;
    case 'on-defensive-line':
      return onDefensiveLine(state, u);
    case 'remained-stationary':
      return u.history.movement === 'remain-stationary';
    case 'not-fired-overwatch': {
      const { round, turn, phase } = state.flow;
      return !state.stratagemUses.some(
        (x) =>
          x.stratagem === FIRE_OVERWATCH &&
          x.target === u.id &&
          x.round === round &&
          x.turn === turn &&
          x.phase === phase,
      );
    }
  }
}

const FIRE_OVERWATCH = 'core/fire-overwatch';

export interface Offer {
  def: StratagemDef;
  target?: UnitId;
  /** Which roll a re-roll takes (the index of its first die). */
  die?: number;
  /** A model of the target the Stratagem names (Epic Challenge, Tank Shock). */
  model?: ModelId;
  /** An enemy unit the Stratagem names (Tank Shock, Honour of the Hold). */
  enemy?: UnitId;
  /** The points the Stratagem lets you spend are spent. */
  spend?: boolean;
  /** A rule the player chooses to use makes it cost less (spending its points: Ancestral Crest). */
  reduced?: boolean;
}

/**
 * Every use of a Stratagem open to the player in the window, each passed to `visit` in turn until it
 * returns true; returns whether one did (a caller may stop at the first).
 */
function eachOffer(state: GameState, player: PlayerIndex, w: WindowState, visit: (o: Offer) => boolean): boolean {
  const candidates = stratagemsInWindow(w.kind);
  if (!candidates) return false;
  const sources = sourcesFor(state, player);
  for (const def of candidates) {
    if (!sources.includes(def.source)) continue;
    if (def.compiled && def.faction && !sameFaction(state.players[player].faction, def.faction)) continue;
    // Just after a unit is destroyed: the hand-written Stratagems only (game/destroyed-window.ts).
    if (def.compiled && w.kind === 'unit-destroyed') continue;
    if (def.support === 'manual' && !state.ruleset.offerManualStratagems) continue;
    if (!def.when.some((c) => clauseMatches(state, player, c, w))) continue;
    if (restriction(state, player, def)) continue;
    const handler = def.handler ? STRATAGEM_HANDLERS[def.handler] : undefined;
    if (handler && !handler.usable(state, player, w, def)) continue;
    const cp = state.players[player].cp;
    const cheaper = mayCostLess(state, player, def);
    const stop = eachTarget(state, player, def, w, (target) => {
      // A use that costs less on some targets (Martial Tuition) is offered on those alone; one a rule the player
      // chooses to use makes cheaper (Ancestral Crest), also as a use of its own.
      const costs = cheaper ? costChoices(state, player, def, target) : [{ reduced: false, cost: { cp: def.cp } }];
      for (const { reduced, cost } of costs) {
        if (cost.cp > cp) continue;
        for (const c of useChoices(state, player, def, w, target))
          if (visit({ def, ...(target ? { target } : {}), ...c, ...(reduced ? { reduced } : {}) })) return true;
      }
      return false;
    });
    if (stop) return true;
  }
  return false;
}

export function stratagemOffers(state: GameState, player: PlayerIndex, w: WindowState): Offer[] {
  const out: Offer[] = [];
  eachOffer(state, player, w, (o) => {
    out.push(o);
    return false;
  });
  return out;
}

/** Whether the player could use any Stratagem in the window (stops at the first use found). */
export function hasOffer(state: GameState, player: PlayerIndex, w: WindowState): boolean {
  return eachOffer(state, player, w, () => true);
}

export function offerAction(o: Offer): Action {
  return {
    type: 'use-stratagem',
    stratagem: o.def.id,
    ...(o.target ? { target: o.target } : {}),
    ...(o.die !== undefined ? { die: o.die } : {}),
    ...(o.model !== undefined ? { model: o.model } : {}),
    ...(o.enemy !== undefined ? { enemy: o.enemy } : {}),
    ...(o.spend ? { spend: true } : {}),
    ...(o.reduced ? { reduced: true } : {}),
  };
}

/** Which roll a re-roll offer takes: " (die 3: 1)" among several, " (6+6)" for a roll of several dice. */
function rollLabel(state: GameState, first: number): string {
  const r = state.roll;
  if (!r) return '';
  const sizes = r.split ?? r.faces.map(() => 1);
  let i = 0;
  for (const [k, n] of sizes.entries()) {
    if (i === first) {
      const faces = r.faces.slice(i, i + n);
      if (sizes.length === 1) return n > 1 ? ` (${faces.join('+')})` : '';
      return ` (${n > 1 ? `roll ${k + 1}: ${faces.join('+')}` : `die ${k + 1}: ${faces[0]}`})`;
    }
    i += n;
  }
  return '';
}

/** What the use costs its player (the target's): its CP, or less where a rule says (Martial Tuition). */
function offerCost(state: GameState, o: Offer) {
  const owner = o.target ? state.units[o.target]?.player : undefined;
  return owner === undefined ? { cp: o.def.cp } : stratagemCost(state, owner, o.def, o.target, !!o.reduced);
}

export function offerOption(state: GameState, o: Offer): DecisionOption {
  const on = o.target ? ` on ${state.units[o.target]?.name ?? o.target}` : '';
  const die = o.die !== undefined ? rollLabel(state, o.die) : '';
  const cost = offerCost(state, o);
  const extra = [
    o.model ? `model ${o.model}` : '',
    o.enemy ? `against ${state.units[o.enemy]?.name ?? o.enemy}` : '',
    o.spend && o.def.spend ? `spending ${o.def.spend.amount}${o.def.spend.unit}` : '',
    cost.spend && cost.rule
      ? `${ruleById(cost.rule)?.name ?? cost.rule}: spending ${cost.spend.n}${cost.spend.unit}`
      : '',
  ]
    .filter(Boolean)
    .join(', ');
  const manual = o.def.support === 'manual' ? ' [manual: apply its effect yourselves]' : '';
  return {
    kind: 'choice',
    label: `${o.def.name} (${cost.cp}CP, ${o.def.source})${on}${die}${extra ? ` (${extra})` : ''}${manual}`,
    action: offerAction(o),
  };
}
