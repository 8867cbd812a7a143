import { normaliseName } from '../names/normalise.js';
import {
  DOCTRINA_ASKS,
  DOCTRINA_COUNTERS,
  DOCTRINA_IMPERATIVES,
} from '../rules/factions/imperial-knights/code-chivalric.js';
import type { Action } from './commands.js';
import type { Ctx } from './ctx.js';
import type { DecisionOption } from './decisions.js';
import { counterHolder, counterValue } from './rule-state.js';
import { gapBetweenUnits } from './spatial.js';
import type { GameState, PlayerIndex, UnitState } from './types.js';
import { hasKeyword, onBattlefield, unitDatasheets, unitsOf } from './units.js';

/**
 * Doctrina Imperatives: "At the start of the battle round, you can select one of the Doctrina Imperatives below.
 * Until the end of the battle round, that Doctrina Imperative is active for your army, and all units from your army
 * that have the Doctrina Imperatives ability gain the relevant abilities shown below."
 *
 * A rule-choice (game/rule-choices.ts) at the start of the first Command phase of each battle round, for each player
 * whose army has a unit with the ability: Protector, Conqueror, or none (pass). The Imperative selected is a player
 * counter (`counter-set`), the battle round it was selected in: it is active while that round lasts. The rule's rows
 * (rules/factions/imperial-knights/code-chivalric.ts) ask the questions measured here.
 */

export type Imperative = keyof typeof DOCTRINA_COUNTERS;
const IMPERATIVES: readonly Imperative[] = ['protector', 'conqueror'];
const LABEL: Record<Imperative, string> = { protector: 'Protector Imperative', conqueror: 'Conqueror Imperative' };

const DOCTRINA_NAME = normaliseName(DOCTRINA_IMPERATIVES.name);

/** "units from your army that have the Doctrina Imperatives ability": every datasheet of the unit lists it. */
export function hasDoctrina(state: GameState, u: UnitState): boolean {
  const sheets = unitDatasheets(state, u);
  return (
    sheets.length > 0 && sheets.every((ds) => ds.abilities.faction.some((f) => normaliseName(f) === DOCTRINA_NAME))
  );
}

/** The Imperative active for the player's army this battle round, if any. */
export function activeImperative(state: GameState, player: PlayerIndex): Imperative | undefined {
  return IMPERATIVES.find((i) => counterValue(state, player, DOCTRINA_COUNTERS[i]) === state.flow.round);
}

/** The unit gains the Imperative's abilities: it has the ability and the Imperative is active for its army. */
export function imperativeOf(state: GameState, u: UnitState): Imperative | undefined {
  return hasDoctrina(state, u) ? activeImperative(state, u.player) : undefined;
}

/**
 * "if this unit has the BATTLELINE keyword and/or it is within 6" of one or more friendly ADEPTUS MECHANICUS
 * BATTLELINE units".
 */
export function doctrinaBattleline(state: GameState, u: UnitState): boolean {
  if (hasKeyword(state, u, 'BATTLELINE')) return true;
  return unitsOf(state, u.player).some(
    (o) =>
      o.id !== u.id &&
      onBattlefield(o) &&
      hasKeyword(state, o, 'BATTLELINE') &&
      hasKeyword(state, o, 'ADEPTUS MECHANICUS') &&
      gapBetweenUnits(state, u, o) <= 6,
  );
}

/**
 * The rule's questions, each about one side of the attack whichever side's rows ask it (so the attacker's answer,
 * taken first, is right for the target's rows too): `attacking` and `target` are the attack's two units.
 */
export function doctrinaAnswer(
  state: GameState,
  id: string,
  attacking: UnitState,
  target: UnitState,
): boolean | undefined {
  switch (id) {
    case DOCTRINA_ASKS.protector:
      return imperativeOf(state, attacking) === 'protector';
    case DOCTRINA_ASKS.conqueror:
      return imperativeOf(state, attacking) === 'conqueror';
    case DOCTRINA_ASKS.battleline:
      return doctrinaBattleline(state, attacking);
    case DOCTRINA_ASKS.protectorTarget:
      return imperativeOf(state, target) === 'protector';
    case DOCTRINA_ASKS.battlelineTarget:
      return doctrinaBattleline(state, target);
    default:
      return undefined;
  }
}

/** The player has a unit with the ability (on the battlefield or not) and has selected no Imperative this round. */
function open(state: GameState, player: PlayerIndex): boolean {
  if (state.flow.turn !== 1 || activeImperative(state, player)) return false;
  return unitsOf(state, player).some((u) => hasDoctrina(state, u));
}

export const DOCTRINA_CHOICE = {
  open,
  max: () => 1,
  candidates: (state: GameState, player: PlayerIndex): string[] => (open(state, player) ? [...IMPERATIVES] : []),
  prompt: () => 'Doctrina Imperatives: select an Imperative active for your army until the end of the battle round',
  options: (state: GameState, player: PlayerIndex): DecisionOption[] =>
    (open(state, player) ? IMPERATIVES : []).map((i) => ({
      kind: 'choice' as const,
      label: `Doctrina Imperatives: the ${LABEL[i]} is active`,
      action: { type: 'rule-option' as const, option: i },
    })),
  select(ctx: Ctx, player: PlayerIndex, a: Action): boolean {
    if (a.type !== 'rule-option' || !open(ctx.state, player)) return false;
    const i = IMPERATIVES.find((x) => x === a.option);
    if (!i) return false;
    ctx.emit({ type: 'rule-used', player, rule: DOCTRINA_IMPERATIVES.id });
    ctx.emit({
      type: 'counter-set',
      holder: counterHolder(player),
      counter: DOCTRINA_COUNTERS[i],
      value: ctx.state.flow.round,
      rule: DOCTRINA_IMPERATIVES.id,
    });
    return true;
  },
};
