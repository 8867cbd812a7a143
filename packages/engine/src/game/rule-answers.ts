import { type Ask, askKey, type GameDeclaredAsk } from '../rules/asks.js';
import type { Condition, Effect } from '../rules/effects.js';
import { VENGEANCE_FOR_THE_OMNISSIAH } from '../rules/factions/astra-militarum/tech-priest-enginseer.js';
import { GRIMOIRE_OF_CONJUNCTIONS, SHIELD_OF_PROPHECY } from '../rules/factions/grey-knights/augurium-task-force.js';
import { FORTIFY } from '../rules/factions/leagues-of-votann/army-rules.js';
import { ASSAILED } from '../rules/factions/leagues-of-votann/persecution-prospect.js';
import { JUDGEMENT } from '../rules/factions/words.js';
import { ruleById } from '../rules/known.js';
import { rangedChoices } from './attacks/targeting.js';
import { whollyWithinFriendly } from './auras.js';
import { usedWithin } from './bearer-uses.js';
import { markedByDestroyedNear } from './destroyed-near.js';
import { doctrinaAnswer } from './doctrina.js';
import { onDefensiveLine } from './foundations.js';
import { inObjectiveRange } from './geometry/rules.js';
import { whollyWithinHallowedGround } from './hallowed-ground.js';
import { honoured, qualityAnswer } from './oath.js';
import { affectedBy } from './orders.js';
import { RETINUE_HOSTS } from './phases/formations.js';
import { ruleOptionChosen } from './rule-options.js';
import { counterValue } from './rule-state.js';
import { enemyUnits, gapBetweenUnits, unitBodies, unitInEngagementRange, unitsEngaged } from './spatial.js';
import type { GameState, UnitState } from './types.js';
import {
  aliveModels,
  belowHalfStrength,
  hasKeyword,
  isBattleShocked,
  onBattlefield,
  profileOf,
  startingStrength,
  unitKeywords,
  unitsOf,
  woundsOf,
} from './units.js';
import { judgementTokens } from './votann-objective-marks.js';

/**
 * The game's answers to what the rules in an attack ask (rules/asks.ts): the combat reads them from
 * `conditions.asks` by `askKey`, as the calculator reads its toggles. The game answers what it keeps
 * or measures; a question it does not answer stays false (and the rule is `partial` in the game, its
 * note naming what is left).
 */

function eachCondition(rows: readonly Effect[], visit: (c: Condition) => void): void {
  const walk = (c: Condition) => {
    visit(c);
    if (c.kind === 'not') walk(c.condition);
    else if (c.kind === 'any') for (const x of c.conditions) walk(x);
  };
  for (const e of rows) for (const c of e.when ?? []) walk(c);
}

const onObjective = (state: GameState, u: UnitState, controlledBy?: number): boolean =>
  state.mission.objectives.some(
    (o, i) =>
      (controlledBy === undefined || state.control[i] === controlledBy) &&
      unitBodies(state, u).some((b) => inObjectiveRange(b, o.at)),
  );

/**
 * Below its Starting Strength: fewer models than its Starting Strength; a unit whose Starting Strength
 * is 1 while its model has lost wounds (the Rules Commentary's reading for single-model units).
 */
function belowStartingStrength(state: GameState, u: UnitState): boolean {
  const alive = aliveModels(u);
  const ss = startingStrength(state, u);
  if (ss === 1) {
    const m = alive[0];
    return !!m && m.wounds < woundsOf(state, u, m);
  }
  return alive.length < ss;
}

/** What the game knows of the attack itself that a question may ask. */
export interface AttackSituation {
  /** The attack is made firing Overwatch. */
  overwatch?: boolean;
}

type Measure = (
  state: GameState,
  holder: UnitState,
  other: UnitState,
  attacker: boolean,
  attack: AttackSituation,
) => boolean;

/** The attack's target is within range of an objective marker (the attacker's rows only). */
const targetOnObjective: Measure = (state, _holder, other, attacker) => attacker && onObjective(state, other);

/** A Doctrina Imperatives question: about the attack's attacking unit or its target, whichever side asks. */
const doctrinaMeasure =
  (id: string): Measure =>
  (state, holder, other, attacker) =>
    doctrinaAnswer(state, id, attacker ? holder : other, attacker ? other : holder) === true;

/**
 * The enemy units the unit could target with ranged attacks now, by any of its models' weapons; where it can shoot
 * at none (it has already shot, or it is not eligible), every enemy unit on the battlefield.
 */
function eligibleTargets(state: GameState, u: UnitState): UnitState[] {
  const ids = new Set<string>();
  for (const c of rangedChoices(state, u)) for (const t of c.targets) ids.add(t);
  const all = enemyUnits(state, u.player).filter(onBattlefield);
  return ids.size ? all.filter((e) => ids.has(e.id)) : all;
}

/**
 * The attack's target is the closest eligible target: engaged with the attacking unit (a melee target, or a target
 * it shoots while locked in combat), or no nearer than any other enemy unit the attacking unit's models could shoot
 * at now (visible, in range, not locked in combat: attacks/targeting.ts). Measured unit to unit, not per model.
 */
const closestEligible: Measure = (state, holder, other, attacker) => {
  if (!attacker) return false;
  if (unitsEngaged(state, holder, other)) return true;
  const gap = gapBetweenUnits(state, holder, other);
  return eligibleTargets(state, holder).every((e) => e === other || gapBetweenUnits(state, holder, e) >= gap);
};

/**
 * Declared questions the game measures, by id (rules/asks.ts GAME_DECLARED_ASKS lists them): `holder`
 * is the unit whose rule asks (the attacker for its own rows, the target for rows it holds against
 * attacks), `other` the unit across.
 */
const MEASURED: Record<GameDeclaredAsk, Measure> = {
  // Prioritised Efficiency: the holder's army has Fortify Takeover (set at the end of its Command phase).
  'fortify-takeover': (state, holder) => counterValue(state, holder.player, FORTIFY) >= 1,
  // Hostile Acquisition: "targets an enemy unit within range of one or more objective markers".
  'target-on-objective': targetOnObjective,
  // Fortify Takeover: "if this unit is within range of one or more objective markers you control".
  'own-on-controlled-objective': (state, holder) => onObjective(state, holder, holder.player),
  // Methodical Annihilation: "targets the closest eligible target or a target that is within Engagement Range".
  // A melee target is always within Engagement Range; a ranged one is compared with the units the attacking unit's
  // models could shoot at now (visible, in range, not locked in combat: attacks/targeting.ts).
  'closest-or-engaged-target': closestEligible,
  // Magaera's Duty (Bondsman) and the compiler's reading of "makes an attack that targets the closest eligible
  // target" (with "within N\"" read as a separate target-within question).
  'closest-eligible-target': closestEligible,
  'target-closest-eligible': closestEligible,
  // Fury of Titan: the attacking unit was set up using the Deep Strike ability this turn.
  'deep-struck-this-turn': (_state, holder, _other, attacker) => attacker && !!holder.history.deepStruck,
  // The compiler's id for the same question: "if the target is within range of an objective marker".
  'target-within-objective-range': targetOnObjective,
  // "while this unit is within range of an objective marker" (whoever controls it).
  'own-within-objective-range': (state, holder) => onObjective(state, holder),
  // "if the target is below its Starting Strength" (the attacker's rows only).
  'target-below-starting-strength': (state, _holder, other, attacker) =>
    attacker && belowStartingStrength(state, other),
  'own-below-starting-strength': (state, holder) => belowStartingStrength(state, holder),
  // "if your unit is not within Engagement Range of one or more enemy units".
  'own-not-engaged': (state, holder) => !unitInEngagementRange(state, holder.id),
  // Corridor Covered: "each time a model in your unit makes an attack while firing Overwatch".
  'firing-overwatch': (_state, _holder, _other, attacker, attack) => attacker && attack.overwatch === true,
  // Mobile Sensor Relays: "TRANSPORT units from your army have the following ability: Firebase Control (Aura): While
  // a friendly INFANTRY unit is wholly within 6" of this TRANSPORT, ranged weapons ... have [sustained hits 1]".
  'within-6-of-transport': (state, holder, _other, attacker) =>
    attacker && whollyWithinFriendly(state, holder, 'TRANSPORT', 6),
  // Channelled Force: the rule selected for the unit when it was selected to fight, until the end of the phase.
  'channelled-sustained': (state, holder, _other, attacker) =>
    attacker && ruleOptionChosen(state, holder, 'channelled-sustained'),
  'channelled-lethal': (state, holder, _other, attacker) =>
    attacker && ruleOptionChosen(state, holder, 'channelled-lethal'),
  // Mindlock: "While a friendly REGIMENTAL ENGINSEER model is leading this unit" (the unit the Servitors are part of).
  'led-by-regimental-enginseer': (state, holder) =>
    (holder.leaders ?? []).some((id) => {
      const l = state.units[id];
      const kw = l ? unitKeywords(state, l) : [];
      return RETINUE_HOSTS.some((h) => kw.includes(h));
    }),
  // Trivärg Cyber Implant: "In your Shooting phase, each time the bearer's unit is selected to shoot, if it
  // disembarked from a TRANSPORT this turn, or if you spend 2YP" (the 2YP: the use's answer on the unit).
  'trivarg-disembarked-or-2yp': (state, holder, _other, attacker) =>
    attacker &&
    ((state.flow.phase === 'shooting' && state.flow.active === holder.player && !!holder.history.disembarked) ||
      ruleOptionChosen(state, holder, 'trivarg-disembarked-or-2yp')),
  // Iron Ambassador: "spend up to 3YP and, until the end of the phase, add the number of YP you just spent" (the use).
  'iron-ambassador-at-least-1yp': (state, holder) => ruleOptionChosen(state, holder, 'iron-ambassador-at-least-1yp'),
  'iron-ambassador-at-least-2yp': (state, holder) => ruleOptionChosen(state, holder, 'iron-ambassador-at-least-2yp'),
  'iron-ambassador-at-least-3yp': (state, holder) => ruleOptionChosen(state, holder, 'iron-ambassador-at-least-3yp'),
  // Piledriver: "spend up to 2YP and, until the end of the phase, add the number of YP you just spent" (the use).
  'piledriver-at-least-1yp': (state, holder) => ruleOptionChosen(state, holder, 'piledriver-at-least-1yp'),
  'piledriver-at-least-2yp': (state, holder) => ruleOptionChosen(state, holder, 'piledriver-at-least-2yp'),
  // Masterful Construction: "select one of the following weapon abilities ... Until the end of the phase" (the use).
  'masterful-construction-devastating-wounds': (state, holder) =>
    ruleOptionChosen(state, holder, 'masterful-construction-devastating-wounds'),
  'masterful-construction-lethal-hits': (state, holder) =>
    ruleOptionChosen(state, holder, 'masterful-construction-lethal-hits'),
  'masterful-construction-sustained-hits-1': (state, holder) =>
    ruleOptionChosen(state, holder, 'masterful-construction-sustained-hits-1'),
  // Hallowed Ground: "if that unit ... is wholly within your army's Hallowed Ground" (game/hallowed-ground.ts).
  'wholly-within-hallowed-ground': (state, holder) => whollyWithinHallowedGround(state, holder),
  // Ranger Tactics: "if that attack targets an assailed unit" (Guerrilla Adepts' label, a counter on the unit).
  'target-assailed': (state, _holder, other, attacker) => attacker && counterValue(state, other.id, ASSAILED) >= 1,
  // Dauntless Defenders: "While an IMPERIAL KNIGHTS unit from your army is on your defensive line".
  'on-defensive-line': (state, holder) => onDefensiveLine(state, holder),
  // "In your Shooting phase, each time a model in the bearer's unit makes an attack" (Sigil of the Hunt, The
  // Sixty-sixth Seal, Spiritus Machina): the attacker's own Shooting phase.
  'own-shooting-phase': (state, holder, _other, attacker) =>
    attacker && state.flow.phase === 'shooting' && state.flow.active === holder.player,
  // Spiritus Machina: "if the bearer's unit disembarked from a TRANSPORT this turn".
  'disembarked-this-turn': (_state, holder, _other, attacker) => attacker && holder.history.disembarked !== undefined,
  // Grimoire of Conjunctions: "If it does, until the end of the phase" (its logged use by the bearer this phase).
  'grimoire-used': (state, holder, _other, attacker) =>
    attacker && usedWithin(state, holder, GRIMOIRE_OF_CONJUNCTIONS.id, 'phase'),
  // Shield of Prophecy: "If it does, until the end of the battle round" (the bearer's unit, attacked or attacking).
  'shield-of-prophecy-used': (state, holder) => usedWithin(state, holder, SHIELD_OF_PROPHECY.id, 'round'),
  // "Each time the bearer's unit is set up in your Reinforcements step" (asked just after it is set up).
  'set-up-in-reinforcements-step': (state, holder) =>
    state.flow.step === 'reinforcements' && state.flow.active === holder.player && !!holder.history.arrived,
  // Drive Them Out!: "each time a model in your unit makes an attack that targets an enemy unit on your defensive line".
  'target-on-defensive-line': (state, holder, other, attacker) =>
    attacker && onDefensiveLine(state, other, holder.player),
  // Divine Inspiration (Cogbound Alliance): "If this unit is within 6" of one or more friendly IMPERIAL KNIGHTS units".
  'within-6-of-knights': (state, holder) =>
    unitsOf(state, holder.player).some(
      (u) =>
        u.id !== holder.id &&
        onBattlefield(u) &&
        hasKeyword(state, u, 'IMPERIAL KNIGHTS') &&
        gapBetweenUnits(state, holder, u) <= 6,
    ),
  // Knight of the Opus Machina: "if the bearer is within 6" of one or more friendly ADEPTUS MECHANICUS units".
  'within-6-of-mechanicus': (state, holder) =>
    unitsOf(state, holder.player).some(
      (u) =>
        u.id !== holder.id &&
        onBattlefield(u) &&
        hasKeyword(state, u, 'ADEPTUS MECHANICUS') &&
        gapBetweenUnits(state, holder, u) <= 6,
    ),
  // Forgewrought Expertise: "or up to 3 lost wounds instead if this unit contains an Ironkin Assistant model".
  'contains-ironkin-assistant': (state, holder) =>
    aliveModels(holder).some((m) => profileOf(state, holder, m).name.toUpperCase() === 'IRONKIN ASSISTANT'),
  // Vengeance for the Omnissiah: "If a friendly ASTRA MILITARUM VEHICLE model is destroyed within 12" of this model,
  // until the end of the battle" (the mark its destruction left on the Enginseer's unit: game/destroyed-near.ts).
  'vengeance-for-the-omnissiah': (state, holder) =>
    markedByDestroyedNear(state, holder, VENGEANCE_FOR_THE_OMNISSIAH.id),
  // "if your army is Honoured" (Code Chivalric): an Oath of the army fulfilled (game/oath.ts).
  'army-honoured': (state, holder) => honoured(state, holder.player),
  // Doctrina Imperatives (game/doctrina.ts): each about the attacking unit, or the target (`-target`).
  'doctrina-protector': doctrinaMeasure('doctrina-protector'),
  'doctrina-conqueror': doctrinaMeasure('doctrina-conqueror'),
  'doctrina-battleline': doctrinaMeasure('doctrina-battleline'),
  'doctrina-protector-target': doctrinaMeasure('doctrina-protector-target'),
  'doctrina-battleline-target': doctrinaMeasure('doctrina-battleline-target'),
  // Voice of Command (game/orders.ts): the Order affecting the attacking unit, or the target (Take Cover!).
  'order-fix-bayonets': (state, holder, other, attacker) =>
    affectedBy(state, attacker ? holder : other, 'order-fix-bayonets'),
  'order-take-aim': (state, holder, other, attacker) => affectedBy(state, attacker ? holder : other, 'order-take-aim'),
  'order-first-rank-fire': (state, holder, other, attacker) =>
    affectedBy(state, attacker ? holder : other, 'order-first-rank-fire'),
  'order-take-cover': (state, holder, other, attacker) =>
    affectedBy(state, attacker ? other : holder, 'order-take-cover'),
  // Code Chivalric: the Quality of the army's Oath (game/oath.ts), of the attacking model's army.
  'oath-martial-valour': (state, holder, _other, attacker) =>
    attacker && qualityAnswer(state, 'oath-martial-valour', holder) === true,
  'oath-eager-for-the-challenge': (state, holder) =>
    qualityAnswer(state, 'oath-eager-for-the-challenge', holder) === true,
  'oath-legacy-unsullied': (state, holder) => qualityAnswer(state, 'oath-legacy-unsullied', holder) === true,
};

/**
 * The questions of the other kinds the combat reads from `conditions.asks` (the attack's own
 * conditions answer Remained Stationary, Charged, half range and visibility): `own` is the holder,
 * `target` the attack's target (the other unit for the attacker's rows, the holder for the target's).
 */
function measureAsk(
  state: GameState,
  ask: Ask,
  holder: UnitState,
  other: UnitState,
  attacker: boolean,
): boolean | null {
  const target = attacker ? other : holder;
  const attacking = attacker ? holder : other;
  const who = (w: 'own' | 'target') => (w === 'own' ? holder : target);
  switch (ask.kind) {
    case 'advanced':
      return attacking.history.movement === 'advance';
    case 'target-within':
      return gapBetweenUnits(state, holder, other) <= ask.inches;
    case 'below-half-strength':
      return belowHalfStrength(state, who(ask.who));
    case 'battle-shocked':
      return isBattleShocked(state, who(ask.who).id);
    case 'shooting-in-engagement':
      return unitInEngagementRange(state, attacking.id);
    case 'target-engaged-with-friends':
      return enemyUnits(state, target.player).some(
        (e) => e.player === attacking.player && unitsEngaged(state, e, target),
      );
    default:
      return null;
  }
}

/** A counter as the attack counts it: Judgement tokens with those a marked objective marker adds. */
function counted(state: GameState, on: UnitState, attacking: UnitState, counter: string): number {
  if (counter !== JUDGEMENT) return counterValue(state, on.id, counter);
  const lov = hasKeyword(state, attacking, 'LEAGUES OF VOTANN');
  return judgementTokens(state, on, { player: attacking.player, lov });
}

/** A rule in an attack, with the answers its use gave where it has them. */
type AnsweredUse = { rule: string; effects?: readonly Effect[]; answers?: Record<string, boolean> };

function answerRows(
  state: GameState,
  holder: UnitState,
  other: UnitState,
  attacker: boolean,
  rules: readonly AnsweredUse[],
  out: Record<string, boolean>,
  attack: AttackSituation,
): void {
  for (const r of rules) {
    const rows = r.effects ?? ruleById(r.rule)?.effects ?? [];
    // A Stratagem's use settles its own questions ("if you spent YP during this use of this Stratagem").
    for (const [id, v] of Object.entries(r.answers ?? {})) if (!(id in out)) out[id] = v;
    eachCondition(rows, (c) => {
      if (c.kind === 'counter') {
        const on = c.on === 'target' ? (attacker ? other : holder) : attacker ? holder : other;
        const key = askKey({ kind: 'counter', counter: c.counter, on: c.on, atLeast: c.atLeast });
        if (!(key in out)) out[key] = counted(state, on, attacker ? holder : other, c.counter) >= c.atLeast;
      } else if (c.kind === 'ask' && c.ask.kind === 'declared') {
        const f = (MEASURED as Record<string, Measure | undefined>)[c.ask.id];
        if (f && !(c.ask.id in out)) out[c.ask.id] = f(state, holder, other, attacker, attack);
      } else if (c.kind === 'ask') {
        const key = askKey(c.ask);
        if (key in out) return;
        const v = measureAsk(state, c.ask, holder, other, attacker);
        if (v !== null) out[key] = v;
      }
    });
  }
}

/**
 * The answers for the attacker's rules and the target's. One answer per question: where both sides'
 * rules ask the same one (a mirror match's Fortify Takeover), the attacker's is taken.
 */
export function attackAnswers(
  state: GameState,
  attacker: UnitState,
  target: UnitState,
  attackerRules: readonly AnsweredUse[],
  targetRules: readonly AnsweredUse[] = [],
  attack: AttackSituation = {},
): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  answerRows(state, attacker, target, true, attackerRules, out, attack);
  answerRows(state, target, attacker, false, targetRules, out, attack);
  return out;
}

/** A stable text of the answers, for cache keys. */
export function answersKey(a: Record<string, boolean>): string {
  return Object.keys(a)
    .sort()
    .map((k) => `${k}=${a[k] ? 1 : 0}`)
    .join(',');
}
