import { normaliseName } from '../names/normalise.js';
import { rulesOfArmy } from '../rules/army-rules.js';
import type { Effect } from '../rules/effects.js';
import {
  CODE_CHIVALRIC,
  OATH_ASKS,
  OATH_COUNTERS,
  OATH_DEEDS,
  OATH_QUALITIES,
  type OathDeed,
  type OathQuality,
} from '../rules/factions/imperial-knights/code-chivalric.js';
import { HEROES_OF_LEGEND } from '../rules/factions/imperial-knights/lances.js';
import type { Action } from './commands.js';
import type { Ctx } from './ctx.js';
import type { DecisionOption } from './decisions.js';
import { logRoll } from './dice-log.js';
import { armyOf, counterHolder, counterValue } from './rule-state.js';
import type { GameState, PlayerIndex, UnitState } from './types.js';
import { hasKeyword, isDestroyed, unitDatasheets, unitsOf } from './units.js';
import { returnExpended } from './valours-reward.js';

/**
 * Code Chivalric: the army's Oath, one Deed and one Quality, "selected" or "randomly selected ... by rolling a D6"
 * (1-2, 3-4, 5-6: the table's rows in order). A mandatory rule-choice (game/rule-choices.ts) at the start of the
 * battle's first Command phase (the game's first point after "the end of the Read Mission Objectives step"), the Deed
 * first, then the Quality. The Oath is kept as player counters (rules/factions/imperial-knights/code-chivalric.ts
 * OATH_COUNTERS); the Deed is checked at the end of each turn: its first completion fulfils the Oath, the army becomes
 * Honoured and gains 2CP (3CP if a part was rolled), past the CP cap; Valour's Reward's expended Enhancements return
 * (game/valours-reward.ts). A selected Quality's rows apply to the army's models with the Code Chivalric ability.
 *
 * Heroes of Legend (Questoris Companions): "At the start of your turn, if your current Oath is fulfilled, determine an
 * additional Oath ... you cannot select a Deed or Quality you have already selected": the same choice at the start of
 * your Command phase, without the Deeds and Qualities already selected; its fulfilment gains 1CP.
 */

const C = OATH_COUNTERS;
const bit = (i: number) => 1 << i;
const count = (mask: number) => [0, 1, 2].filter((i) => mask & bit(i)).length;
const mask = (state: GameState, p: PlayerIndex, c: string) => counterValue(state, p, c);

const DEED_LABEL: Record<OathDeed, string> = {
  tyrant: 'We vow to lay low the tyrant...',
  realm: 'We swear to reclaim the realm...',
  tally: 'We pledge to reap a great tally...',
};
const QUALITY_LABEL: Record<OathQuality, string> = {
  martial: '...with our martial valour risen over all.',
  eager: '...and we are eager for the challenge.',
  legacy: '...yet shall our legacy be unsullied.',
};

const CODE_NAME = normaliseName(CODE_CHIVALRIC.name);

/** "all models in your army with this ability": every datasheet of the unit lists Code Chivalric. */
export function hasCodeChivalric(state: GameState, u: UnitState): boolean {
  const sheets = unitDatasheets(state, u);
  return sheets.length > 0 && sheets.every((ds) => ds.abilities.faction.some((f) => normaliseName(f) === CODE_NAME));
}

/** Oaths the player has determined, and fulfilled. */
export const oathsOf = (state: GameState, p: PlayerIndex) => counterValue(state, p, C.oaths);
export const fulfilledOf = (state: GameState, p: PlayerIndex) => counterValue(state, p, C.fulfilled);

/** "until the end of the battle, your army becomes Honoured": an Oath of the player's is fulfilled. */
export function honoured(state: GameState, player: PlayerIndex): boolean {
  return fulfilledOf(state, player) >= 1;
}

export function qualitySelected(state: GameState, player: PlayerIndex, q: OathQuality): boolean {
  return (mask(state, player, C.qualities) & bit(OATH_QUALITIES.indexOf(q))) !== 0;
}

/** The unit's models gain the Quality: it is one its army selected and the unit has the Code Chivalric ability. */
export function holdsQuality(state: GameState, u: UnitState, q: OathQuality): boolean {
  return qualitySelected(state, u.player, q) && hasCodeChivalric(state, u);
}

/** The game's answer to a Quality's question (rules/factions/imperial-knights/code-chivalric.ts OATH_ASKS). */
export function qualityAnswer(state: GameState, id: string, u: UnitState): boolean | undefined {
  const q = OATH_QUALITIES.find((x) => OATH_ASKS[x] === id);
  return q ? holdsQuality(state, u, q) : undefined;
}

/** The Quality rows the unit holds outside attacks (its Move, OC and Leadership; its Advance and Charge rolls). */
export function qualityRows(state: GameState, u: UnitState): Effect[] {
  if (!state.counters?.[counterHolder(u.player)]?.[C.qualities]) return [];
  const out: Effect[] = [];
  for (const r of CODE_CHIVALRIC.effects ?? []) {
    if (r.kind === 'reroll' || !r.when?.length) continue;
    const held = r.when.every(
      (c) => c.kind === 'ask' && c.ask.kind === 'declared' && qualityAnswer(state, c.ask.id, u),
    );
    if (held) {
      const { when: _w, ...row } = r;
      out.push(row as Effect);
    }
  }
  return out;
}

// --- the choice ------------------------------------------------------------------------------------------------

/** The Deed of the Oath in progress is chosen (its Quality is next). */
const deedChosen = (state: GameState, p: PlayerIndex) => count(mask(state, p, C.deeds)) > oathsOf(state, p);
const currentDeed = (state: GameState, p: PlayerIndex): OathDeed | undefined =>
  OATH_DEEDS[counterValue(state, p, C.deed) - 1];

/** The CHARACTER units of the opponent's army that can be the tyrant (not destroyed). */
function tyrants(state: GameState, p: PlayerIndex): UnitState[] {
  return unitsOf(state, (1 - p) as PlayerIndex).filter((u) => !isDestroyed(u) && hasKeyword(state, u, 'CHARACTER'));
}

export function tyrantOf(state: GameState, p: PlayerIndex): UnitState | undefined {
  return unitsOf(state, (1 - p) as PlayerIndex).find((u) => counterValue(state, u.id, C.tyrant) >= 1);
}

/** The tyrant is still to be selected: the Deed (rolled) is "lay low the tyrant" and none is selected. */
const tyrantPending = (state: GameState, p: PlayerIndex) =>
  deedChosen(state, p) && currentDeed(state, p) === 'tyrant' && !tyrantOf(state, p) && tyrants(state, p).length > 0;

const freeDeeds = (state: GameState, p: PlayerIndex) =>
  OATH_DEEDS.filter((_, i) => !(mask(state, p, C.deeds) & bit(i)));
const freeQualities = (state: GameState, p: PlayerIndex) =>
  OATH_QUALITIES.filter((_, i) => !(mask(state, p, C.qualities) & bit(i)));

const name = (u: UnitState) => `${u.name} (${u.id})`;

/** The options of the Oath's next part (none: the Oath is determined). `roll`: the D6 is offered. */
function stepOptions(state: GameState, p: PlayerIndex, rule: string, roll: boolean): DecisionOption[] {
  const opt = (label: string, option: string): DecisionOption => ({
    kind: 'choice',
    label: `${rule}: ${label}`,
    action: { type: 'rule-option', option },
  });
  if (tyrantPending(state, p)) return tyrants(state, p).map((u) => opt(`the tyrant is ${name(u)}`, `tyrant:${u.id}`));
  if (!deedChosen(state, p)) {
    const out: DecisionOption[] = [];
    for (const d of freeDeeds(state, p)) {
      if (d === 'tyrant')
        for (const u of tyrants(state, p))
          out.push(opt(`the Deed is ${DEED_LABEL[d]} (the tyrant: ${name(u)})`, `deed:tyrant:${u.id}`));
      else out.push(opt(`the Deed is ${DEED_LABEL[d]}`, `deed:${d}`));
    }
    if (roll) out.push(opt('roll a D6 for the Deed', 'deed:roll'));
    return out;
  }
  const out = freeQualities(state, p).map((q) => opt(`the Quality is ${QUALITY_LABEL[q]}`, `quality:${q}`));
  if (roll && out.length) out.push(opt('roll a D6 for the Quality', 'quality:roll'));
  return out;
}

function setCounter(ctx: Ctx, holder: string, counter: string, value: number, rule: string): void {
  ctx.emit({ type: 'counter-set', holder, counter, value, rule });
}

/** "rolling a D6 and consulting the relevant table": 1-2, 3-4, 5-6. */
function rollTable(ctx: Ctx, p: PlayerIndex): number {
  const [face] = ctx.dice(1);
  const unit = unitsOf(ctx.state, p)[0]?.id ?? counterHolder(p);
  logRoll(ctx, 'rule', p, unit, [face as number]);
  return Math.floor(((face as number) - 1) / 2);
}

function selectPart(ctx: Ctx, p: PlayerIndex, a: Action, rule: string, roll: boolean): boolean {
  if (a.type !== 'rule-option') return false;
  const s = ctx.state;
  const me = counterHolder(p);
  const offered = stepOptions(s, p, rule, roll).some(
    (o) => o.kind === 'choice' && o.action.type === 'rule-option' && o.action.option === a.option,
  );
  if (!offered) return false;
  const [part, what, unit] = a.option.split(':');
  if (part === 'tyrant' && what) {
    setCounter(ctx, what, C.tyrant, 1, CODE_CHIVALRIC.id);
    return true;
  }
  if (part === 'deed') {
    const i = what === 'roll' ? rollTable(ctx, p) : OATH_DEEDS.indexOf(what as OathDeed);
    if (what === 'roll') setCounter(ctx, me, C.random, 1, CODE_CHIVALRIC.id);
    setCounter(ctx, me, C.deeds, mask(s, p, C.deeds) | bit(i), CODE_CHIVALRIC.id);
    setCounter(ctx, me, C.deed, i + 1, CODE_CHIVALRIC.id);
    if (unit) setCounter(ctx, unit, C.tyrant, 1, CODE_CHIVALRIC.id);
    return true;
  }
  if (part === 'quality') {
    const i = what === 'roll' ? rollTable(ctx, p) : OATH_QUALITIES.indexOf(what as OathQuality);
    if (what === 'roll') setCounter(ctx, me, C.random, 1, CODE_CHIVALRIC.id);
    setCounter(ctx, me, C.qualities, mask(s, p, C.qualities) | bit(i), CODE_CHIVALRIC.id);
    setCounter(ctx, me, C.oaths, oathsOf(s, p) + 1, CODE_CHIVALRIC.id);
    return true;
  }
  return false;
}

function prompt(state: GameState, p: PlayerIndex, rule: string): string {
  if (tyrantPending(state, p)) return `${rule}: select one CHARACTER model in your opponent’s army (the tyrant)`;
  return deedChosen(state, p)
    ? `${rule}: determine your army’s Quality (select one, or roll a D6)`
    : `${rule}: determine your army’s Deed (select one, or roll a D6)`;
}

/** Code Chivalric's Oath: once, at the start of the battle's first Command phase; it cannot be passed. */
function firstOpen(state: GameState, p: PlayerIndex): boolean {
  const f = state.flow;
  if (f.round !== 1 || f.turn !== 1) return false;
  return oathsOf(state, p) === 0 || deedChosen(state, p);
}

export const OATH_CHOICE = {
  mandatory: true,
  open: firstOpen,
  max: () => 3,
  candidates: (state: GameState, p: PlayerIndex): string[] =>
    firstOpen(state, p) && stepOptions(state, p, CODE_CHIVALRIC.name, true).length ? ['oath'] : [],
  prompt: (_left: number, state?: GameState, p?: PlayerIndex) =>
    state && p !== undefined ? prompt(state, p, CODE_CHIVALRIC.name) : CODE_CHIVALRIC.name,
  options: (state: GameState, p: PlayerIndex): DecisionOption[] =>
    firstOpen(state, p) ? stepOptions(state, p, CODE_CHIVALRIC.name, true) : [],
  select: (ctx: Ctx, p: PlayerIndex, a: Action): boolean =>
    firstOpen(ctx.state, p) && selectPart(ctx, p, a, CODE_CHIVALRIC.name, true),
};

/** The army's detachment has Heroes of Legend. */
function heroesOfLegend(state: GameState, p: PlayerIndex): boolean {
  const army = armyOf(state, p);
  return !!army.faction && rulesOfArmy(army).some((d) => d.id === HEROES_OF_LEGEND.id);
}

/**
 * Heroes of Legend: "if your current Oath is fulfilled, determine an additional Oath" (or one being determined);
 * none once every Deed or every Quality is selected. The additional Oath's parts are selected: rolling changes
 * nothing there ("you instead gain 1CP, regardless of how you selected the Deed or Quality").
 */
function additionalOpen(state: GameState, p: PlayerIndex): boolean {
  const n = oathsOf(state, p);
  if (n === 0 || !heroesOfLegend(state, p)) return false;
  if (deedChosen(state, p)) return true;
  return fulfilledOf(state, p) >= n && freeDeeds(state, p).length > 0 && freeQualities(state, p).length > 0;
}

export const ADDITIONAL_OATH_CHOICE = {
  mandatory: true,
  open: additionalOpen,
  max: () => 3,
  candidates: (state: GameState, p: PlayerIndex): string[] =>
    additionalOpen(state, p) && stepOptions(state, p, HEROES_OF_LEGEND.name, false).length ? ['oath'] : [],
  prompt: (_left: number, state?: GameState, p?: PlayerIndex) =>
    state && p !== undefined ? prompt(state, p, HEROES_OF_LEGEND.name) : HEROES_OF_LEGEND.name,
  options: (state: GameState, p: PlayerIndex): DecisionOption[] =>
    additionalOpen(state, p) ? stepOptions(state, p, HEROES_OF_LEGEND.name, false) : [],
  select: (ctx: Ctx, p: PlayerIndex, a: Action): boolean =>
    additionalOpen(ctx.state, p) && selectPart(ctx, p, a, HEROES_OF_LEGEND.name, false),
};

// --- the Deed ---------------------------------------------------------------------------------------------------

/** The Deed of the player's Oath in progress is completed now (the end of a turn). */
function deedCompleted(state: GameState, p: PlayerIndex, deed: OathDeed): boolean {
  switch (deed) {
    // "This Deed is completed at the end of a turn if that CHARACTER is destroyed."
    case 'tyrant': {
      const t = tyrantOf(state, p);
      return !!t && isDestroyed(t);
    }
    // "completed at the end of your opponent's turn if you control more objective markers than your opponent."
    case 'realm': {
      if (state.flow.active === p) return false;
      const mine = state.control.filter((c) => c === p).length;
      return mine > state.control.filter((c) => c === 1 - p).length;
    }
    // "completed at the end of a turn if the number of destroyed enemy units is greater than the battle round number"
    case 'tally':
      return unitsOf(state, (1 - p) as PlayerIndex).filter(isDestroyed).length > state.flow.round;
  }
}

/**
 * At the end of each turn: "The first time your selected Deed is completed your Oath is fulfilled and, until the end
 * of the battle, your army becomes Honoured and you gain 2CP, or 3CP if you randomly selected your Deed and/or
 * Quality (CP gained in this way are an exemption to the Core Rules that limit the maximum number of CP you can gain
 * per battle round to 1)"; an additional Oath's (Heroes of Legend): "you instead gain 1CP".
 */
export function checkOaths(ctx: Ctx): void {
  for (const p of [0, 1] as const) {
    const s = ctx.state;
    const n = oathsOf(s, p);
    if (n === 0 || fulfilledOf(s, p) >= n || deedChosen(s, p)) continue;
    const deed = currentDeed(s, p);
    if (!deed || !deedCompleted(s, p, deed)) continue;
    const first = n === 1;
    const rule = first ? CODE_CHIVALRIC : HEROES_OF_LEGEND;
    setCounter(ctx, counterHolder(p), C.fulfilled, n, rule.id);
    const amount = first ? (counterValue(s, p, C.random) ? 3 : 2) : 1;
    ctx.emit({
      type: 'cp-gained',
      player: p,
      amount,
      requested: amount,
      source: rule.name,
      counted: false,
      capped: false,
    });
    returnExpended(ctx, p);
  }
}
