import type { RuleUse } from '../combat/types.js';
import { appliedInCombat } from '../combat/unit-rules.js';
import type { Datasheet } from '../model/datasheet.js';
import { normaliseName } from '../names/normalise.js';
import { applyDefenceRows } from '../rules/apply.js';
import { type ArmyIdentity, rulesOfArmy } from '../rules/army-rules.js';
import { bareName } from '../rules/binding.js';
import { RESTRICTED_INVULNERABLE, restrictedInvulnerableRows } from '../rules/core/profile-rules.js';
import type { Effect } from '../rules/effects.js';
import { type RuleInstance, UNBOUND_SUPPORT, unitRuleInstances } from '../rules/instances.js';
import { allRules, registryGeneration, ruleById } from '../rules/known.js';
import type { AnyRuleDef } from '../rules/registry.js';
import { doctrinaAnswer } from './doctrina.js';
import { qualityRows } from './oath.js';
import { armyOf } from './rule-state.js';
import type { GameState, ModelId, UnitId, UnitState } from './types.js';
import { datasheetOf, findModel, hasKeyword, modelKeywords, profileOf, unitDatasheets } from './units.js';

const sameName = (a: string, b: string) => normaliseName(a) === normaliseName(b);

/**
 * The rule instances of a unit in the game (rules/instances.ts): its datasheet's and those of the
 * Leaders attached to it (leading), its army's Army Rules and detachment rule (rules/army-rules.ts:
 * the player's faction, detachment and the Army Rules its data carries), and the Enhancements its
 * models have (bound to the army's detachment).
 */

/**
 * Keyed on the datasheets, not the unit's state (which is a new object after every event), and on
 * everything else read: the registry's generation, the Leaders' ids, the army's identity and the
 * Enhancements.
 */
const instancesCache = new WeakMap<Datasheet, Map<string, RuleInstance[]>>();

function defInstance(d: AnyRuleDef, origin: RuleInstance['origin']): RuleInstance {
  return { rule: d.id, name: d.name, origin, leading: false, support: d.support };
}

/** The army's faction and detachment rules, as registered; with no Army Rules named, the datasheets' own. */
function armyInstances(army: ArmyIdentity, base: RuleInstance[]): RuleInstance[] {
  if (!army.faction) return base;
  const rules = rulesOfArmy(army);
  const out = army.armyRules ? base.filter((i) => i.origin !== 'faction') : [...base];
  if (army.armyRules)
    for (const name of army.armyRules) {
      const d = rules.find((r) => r.source.kind === 'faction' && sameName(r.name, name));
      out.push(d ? defInstance(d, 'faction') : { name, origin: 'faction', leading: false, support: UNBOUND_SUPPORT });
    }
  for (const d of rules) if (d.source.kind === 'detachment') out.push(defInstance(d, 'detachment'));
  return out;
}

/** The Enhancements of the unit's models (its own and its Leaders'), each held by its datasheet. */
function enhancementInstances(
  army: ArmyIdentity,
  holders: readonly { ds: Datasheet; enhancement: string; leading: boolean }[],
): RuleInstance[] {
  if (!holders.length) return [];
  const rules = army.faction ? rulesOfArmy(army).filter((d) => d.source.kind === 'enhancement') : [];
  return holders.map(({ ds, enhancement, leading }) => {
    // "Banishing Wave" is "Banishing Wave (Psychic)"; a hand-written definition comes before a compiled one.
    const d = rules.find((r) => bareName(r.name) === bareName(enhancement));
    return {
      ...(d ? { rule: d.id, support: d.support } : { support: UNBOUND_SUPPORT }),
      name: d?.name ?? enhancement,
      origin: 'enhancement' as const,
      holder: ds.id,
      holderName: ds.name,
      leading,
    };
  });
}

/**
 * The last answer for a unit's state (an object no event changed), with everything else it read: the
 * registry's generation, the datasheets, the player's army identity and the attached Leaders' states.
 */
const lastInstances = new WeakMap<
  UnitState,
  {
    generation: number;
    datasheets: GameState['datasheets'];
    player: GameState['players'][number];
    leaders: readonly (UnitState | undefined)[];
    out: RuleInstance[];
  }
>();

export function gameUnitInstances(state: GameState, u: UnitState): RuleInstance[] {
  const seen = lastInstances.get(u);
  const player = state.players[u.player];
  if (
    seen &&
    seen.generation === registryGeneration() &&
    seen.datasheets === state.datasheets &&
    seen.player === player &&
    seen.leaders.length === (u.leaders?.length ?? 0) &&
    seen.leaders.every((l, i) => l === state.units[u.leaders?.[i] as string])
  )
    return seen.out;
  const out = byFields(state, u) ?? instancesOf(state, u);
  rememberFields(state, u, out);
  lastInstances.set(u, {
    generation: registryGeneration(),
    datasheets: state.datasheets,
    player,
    leaders: (u.leaders ?? []).map((id) => state.units[id]),
    out,
  });
  return out;
}

/**
 * The last answer for a unit id, for a new state of the unit (moved, wounded): compared field by field
 * on everything instancesOf reads, the registry's generation, the datasheets, the unit's and its
 * models' datasheet ids, its Enhancement, the army's identity and each attached Leader's datasheet and
 * Enhancement.
 */
interface Fields {
  generation: number;
  datasheet: string;
  enhancement: string | undefined;
  models: (string | undefined)[];
  faction: unknown;
  detachment: unknown;
  armyRules: unknown;
  leaders: { id: UnitId; datasheet: string | undefined; enhancement: string | undefined }[];
  out: RuleInstance[];
}
const byUnitId = new WeakMap<GameState['datasheets'], Map<UnitId, Fields>>();

function byFields(state: GameState, u: UnitState): RuleInstance[] | undefined {
  const f = byUnitId.get(state.datasheets)?.get(u.id);
  if (!f || f.generation !== registryGeneration() || f.datasheet !== u.datasheet) return undefined;
  if (f.enhancement !== u.enhancement || f.models.length !== u.models.length) return undefined;
  const p = state.players[u.player];
  if (f.faction !== p.faction || f.detachment !== p.detachment || f.armyRules !== p.armyRules) return undefined;
  for (let i = 0; i < f.models.length; i++) if (f.models[i] !== u.models[i]?.datasheet) return undefined;
  const leaders = u.leaders ?? [];
  if (f.leaders.length !== leaders.length) return undefined;
  for (let i = 0; i < leaders.length; i++) {
    const l = f.leaders[i];
    const x = state.units[leaders[i] as UnitId];
    if (l?.id !== leaders[i] || l?.datasheet !== x?.datasheet || l?.enhancement !== x?.enhancement) return undefined;
  }
  return f.out;
}

function rememberFields(state: GameState, u: UnitState, out: RuleInstance[]): void {
  let m = byUnitId.get(state.datasheets);
  if (!m) {
    m = new Map();
    byUnitId.set(state.datasheets, m);
  }
  const p = state.players[u.player];
  m.set(u.id, {
    generation: registryGeneration(),
    datasheet: u.datasheet,
    enhancement: u.enhancement,
    models: u.models.map((x) => x.datasheet),
    faction: p.faction,
    detachment: p.detachment,
    armyRules: p.armyRules,
    leaders: (u.leaders ?? []).map((id) => ({
      id,
      datasheet: state.units[id]?.datasheet,
      enhancement: state.units[id]?.enhancement,
    })),
    out,
  });
}

function instancesOf(state: GameState, u: UnitState): RuleInstance[] {
  const sheets = unitDatasheets(state, u);
  const own = sheets.find((d) => d.id === u.datasheet) ?? sheets[0];
  if (!own) return [];
  const leaders = sheets.filter((d) => d !== own);
  const army = armyOf(state, u.player);
  const holders: { ds: Datasheet; enhancement: string; leading: boolean }[] = [];
  for (const x of [u, ...(u.leaders ?? []).map((id) => state.units[id])]) {
    const ds = x?.enhancement ? state.datasheets[x.datasheet] : undefined;
    if (x?.enhancement && ds) holders.push({ ds, enhancement: x.enhancement, leading: x !== u });
  }
  // The registry's generation too: the compiled layer (rules a catalogue puts in force) can change.
  const key = [
    registryGeneration(),
    leaders.map((d) => d.id).join('|'),
    army.faction,
    army.detachment ?? '',
    army.armyRules?.join('|') ?? '-',
    holders.map((h) => `${h.ds.id}:${h.enhancement}`).join('|'),
  ].join('#');
  let byKey = instancesCache.get(own);
  if (!byKey) {
    byKey = new Map();
    instancesCache.set(own, byKey);
  }
  let out = byKey.get(key);
  if (!out) {
    out = [...armyInstances(army, unitRuleInstances({ unit: own, leaders })), ...enhancementInstances(army, holders)];
    byKey.set(key, out);
  }
  return out;
}

/**
 * Whether the game applies an instance in attacks: as the calculator does, except definitions
 * compiled from their text that the game does not apply (their support says so and why:
 * rules/text/defs.ts compiledSupport).
 */
function appliedInGame(i: RuleInstance): boolean {
  if (!appliedInCombat(i)) return false;
  const d = ruleById(i.rule as string);
  return !d?.compiled || d.support.game === 'automated' || d.support.game === 'partial';
}

/**
 * The defending unit's rules as the attack resolution takes them: the instances it applies (held by
 * the groups of their datasheet's models) and each profile's restricted invulnerable save.
 */
export function defenderRuleUses(
  state: GameState,
  u: UnitState,
  groupOf: Readonly<Record<ModelId, number>>,
): RuleUse[] {
  const groupsOf = new Map<string, Set<number>>();
  const restricted = new Map<number, { value: number; against: 'ranged' | 'melee'; name: string }>();
  for (const m of u.models) {
    const g = groupOf[m.id];
    if (g === undefined) continue;
    const ds = datasheetOf(state, u, m).id;
    const set = groupsOf.get(ds) ?? new Set<number>();
    set.add(g);
    groupsOf.set(ds, set);
    const p = profileOf(state, u, m);
    if (p.invulnerableSave !== null && p.invulnerableAgainst)
      restricted.set(g, { value: p.invulnerableSave, against: p.invulnerableAgainst, name: p.name });
  }
  const uses: RuleUse[] = [];
  for (const i of gameUnitInstances(state, u)) {
    if (!appliedInGame(i)) continue;
    const groups = i.holder ? [...(groupsOf.get(i.holder) ?? [])].sort((a, b) => a - b) : undefined;
    uses.push({
      rule: i.rule as string,
      source: i.holderName ? `${i.name} (${i.holderName})` : i.name,
      ...(groups?.length ? { groups } : {}),
      leading: i.leading,
    });
  }
  for (const [g, r] of [...restricted].sort((a, b) => a[0] - b[0]))
    uses.push({
      rule: RESTRICTED_INVULNERABLE.id,
      source: `${r.name}: ${r.value}+ invulnerable save against ${r.against} attacks only`,
      groups: [g],
      effects: restrictedInvulnerableRows(r.value, r.against),
      leading: false,
    });
  return uses;
}

/**
 * Feel No Pain a unit's rules give a model outside an attack (mortal wounds of Deadly Demise,
 * Hazardous...): the instances' Feel No Pain rows, under their conditions (Fortify: while leading).
 */
export function ruleFeelNoPain(state: GameState, u: UnitState, model: ModelId): number | null {
  const m = u.models.find((x) => x.id === model);
  if (!m) return null;
  const holder = datasheetOf(state, u, m).id;
  let best: number | null = null;
  const take = (t: number) => {
    best = best === null ? t : Math.min(best, t);
  };
  for (const i of gameUnitInstances(state, u)) {
    if (!appliedInGame(i)) continue;
    const def = ruleById(i.rule as string);
    const rows = (def?.effects ?? []).filter(
      (e) => e.scope !== 'bonded' && (e.scope !== 'holder' || i.holder === holder),
    );
    applyDefenceRows(
      rows,
      {},
      {
        stealth: () => {},
        feelNoPain: (t) => take(t),
        feelNoPainAgainst: (t, against) => {
          if (against === 'mortal') take(t);
        },
      },
      i.name,
      { leading: i.leading, answer: () => false },
    );
  }
  // A Stratagem's rows on the unit, without conditions (Truesilver Will: "Feel No Pain 4+ ... against mortal wounds").
  for (const r of activeRows(state, u))
    if (r.kind === 'feel-no-pain' && !r.when?.length && r.against !== 'psychic') take(r.value);
  return best;
}

/**
 * The attacking unit's rules as the attack resolution takes them: the instances it applies (its
 * datasheets', its army's, its Enhancements'), for the weapons of one datasheet's models. A row for
 * the holder alone (an Enhancement's bearer) reaches only the holder's own weapons.
 */
export function attackerRuleUses(state: GameState, u: UnitState, datasheet: string): RuleUse[] {
  const uses: RuleUse[] = [];
  for (const i of gameUnitInstances(state, u)) {
    if (!appliedInGame(i)) continue;
    const source = i.holderName ? `${i.name} (${i.holderName})` : i.name;
    const rows = ruleById(i.rule as string)?.effects ?? [];
    const foreign = i.holder !== undefined && i.holder !== datasheet && rows.some((e) => e.scope === 'holder');
    uses.push({
      rule: i.rule as string,
      source,
      ...(foreign ? { effects: rows.filter((e) => e.scope !== 'holder') } : {}),
      leading: i.leading,
    });
  }
  return uses;
}

/** The ids of the registered rules a unit's instances apply in attacks (for the questions they ask). */
export function appliedRuleIds(state: GameState, u: UnitState): { rule: string }[] {
  return gameUnitInstances(state, u)
    .filter(appliedInGame)
    .map((i) => ({ rule: i.rule as string }));
}

/**
 * An active effect's rule makes the unit eligible for `action` in a turn in which it did `after`
 * ("your unit is eligible to shoot and declare a charge in a turn in which it Fell Back").
 */
export function effectEligible(
  state: GameState,
  u: UnitState,
  action: 'shoot' | 'charge',
  after: 'fell-back' | 'advanced',
): boolean {
  for (const r of activeRows(state, u))
    if (r.kind === 'eligible' && r.actions.includes(action) && r.after.includes(after)) return true;
  for (const r of standingRows(state, u))
    if (r.kind === 'eligible' && r.actions.includes(action) && r.after.includes(after)) return true;
  return false;
}

/**
 * The unconditional rows of the unit's own standing rules that the game reads outside attacks ("this
 * unit is eligible to shoot in a turn in which it Fell Back"): rules the game applies, held by the
 * unit's own datasheets, not by a Leader attached to it (a Leader's copy is its model's alone); and the rows a
 * Leader attached to it holds "while this model is leading a unit" (their one condition), which are the unit's.
 */
function* standingRows(state: GameState, u: UnitState): Generator<Effect> {
  for (const i of gameUnitInstances(state, u)) {
    if (!i.rule) continue;
    const d = ruleById(i.rule);
    if (!d || (d.support.game !== 'automated' && d.support.game !== 'partial')) continue;
    for (const e of d.effects ?? [])
      if (e.scope !== 'bonded' && (i.leading ? whileLeading(e) : !e.when?.length)) yield e;
  }
}

/** "While this model is leading a unit, that unit ...": a Leader's row for the unit it leads (its one condition). */
function whileLeading(e: Effect): boolean {
  return e.when?.length === 1 && e.when[0]?.kind === 'leading';
}

/**
 * "While this model is leading a unit, that unit can only be selected as the target of a ranged attack if the
 * attacking model is within 18"" (Haloed in Soulfire): the shortest such distance of the unit's standing rows
 * (a `targetable-within` row without `near`), or null.
 */
export function targetableWithin(state: GameState, u: UnitState): number | null {
  let out: number | null = null;
  for (const e of standingRows(state, u))
    if (e.kind === 'targetable-within' && !e.near && whileLeading(e)) out = Math.min(out ?? e.inches, e.inches);
  return out;
}

/**
 * The effect rows of the rules behind the unit's active effects (Stratagems used on it), one at a time;
 * a row that asks a question its use answered no ("if you spent YP during this use") is left out.
 */
export function* activeRows(state: GameState, u: UnitState): Generator<Effect> {
  for (const e of state.effects) {
    if (e.unit !== u.id || !e.rule) continue;
    for (const r of ruleById(e.rule)?.effects ?? [])
      if ((r.scope === 'bonded') === (e.bonded === true) && (!e.answers || settledYes(r, e.answers))) yield r;
  }
  // The Quality of its army's Oath (Code Chivalric: its Move, Advance and Charge rolls; game/oath.ts).
  yield* qualityRows(state, u);
  // The labels it has (counters whose definition gives them rows: pinned).
  const labels = state.counters?.[u.id];
  if (labels) for (const [id, v] of Object.entries(labels)) if (v >= 1) for (const r of labelRows(id) ?? []) yield r;
}

let labels: { generation: number; rows: Map<string, readonly Effect[]> } | null = null;

/** The rows a counter's definition gives the unit holding it, by counter id (the registry's, remembered). */
function labelRows(counter: string): readonly Effect[] | undefined {
  if (!labels || labels.generation !== registryGeneration()) {
    const rows = new Map<string, readonly Effect[]>();
    for (const d of allRules()) for (const c of d.counters ?? []) if (c.effects?.length) rows.set(c.id, c.effects);
    labels = { generation: registryGeneration(), rows };
  }
  return labels.rows.get(counter);
}

/** Every question of the row its use answered holds (`not` of one: does not). */
export function settledYes(r: Effect, answers: Record<string, boolean>): boolean {
  return (r.when ?? []).every((c) => {
    if (c.kind === 'ask' && c.ask.kind === 'declared' && c.ask.id in answers) return answers[c.ask.id] === true;
    if (c.kind === 'not' && c.condition.kind === 'ask' && c.condition.ask.kind === 'declared')
      return !(c.condition.ask.id in answers) || answers[c.condition.ask.id] === false;
    return true;
  });
}

/**
 * How far each model of the unit may Pile In or Consolidate: 3", or the longest an active effect's rule
 * gives it ("each time your unit Piles In or Consolidates, each model in that unit can move up to 6"").
 */
export function closeInDistance(
  state: GameState,
  u: UnitState,
  base: number,
  move?: 'pile-in' | 'consolidate',
): number {
  const of = move === 'consolidate' ? 'consolidation' : move;
  let best = base;
  for (const r of activeRows(state, u))
    if (r.kind === 'move-distance' && (of === undefined || r.moves.includes(of)) && r.inches > best) best = r.inches;
  return best;
}

/** How far from enemy units the unit may be set up using Deep Strike: 9", or less where a rule says. */
export function deepStrikeDistance(state: GameState, u: UnitState, base: number): number {
  let best = base;
  for (const r of activeRows(state, u)) if (r.kind === 'deep-strike-distance' && r.inches < best) best = r.inches;
  return best;
}

/** An active effect's rule makes the unit not eligible for `action` ("it is not eligible to declare a charge"). */
export function effectIneligible(state: GameState, u: UnitState, action: 'shoot' | 'charge'): boolean {
  for (const r of activeRows(state, u)) if (r.kind === 'not-eligible' && r.actions.includes(action)) return true;
  return false;
}

/**
 * A rule in effect (an active effect's or a faction ability's) lets the unit's models move through terrain
 * features in this move ("each time your unit makes a Normal, Advance or Charge move, it can move horizontally
 * through terrain features": Force Wave). A row capped at some distance (`max`) is not read: the game does not
 * measure that cap, so such a rule is not automated.
 */
export function effectThroughTerrain(
  state: GameState,
  u: UnitState,
  move: 'normal' | 'advance' | 'fall-back' | 'charge',
): boolean {
  return moveThroughRows(state, u, move).some((r) => r.through.includes('terrain') && r.upToHeight === undefined);
}

/**
 * The rows of the army's faction rules that every datasheet of the unit lists among its faction abilities, by the
 * definition's name (Super-heavy Walker is printed on the KNIGHTs' datasheets, not on every unit of the army).
 */
function* abilityRows(state: GameState, u: UnitState): Generator<Effect> {
  const army = armyOf(state, u.player);
  if (!army.faction) return;
  const sheets = unitDatasheets(state, u);
  for (const d of rulesOfArmy(army)) {
    if (d.source.kind !== 'faction' || (d.support.game !== 'automated' && d.support.game !== 'partial')) continue;
    if (!sheets.length || !sheets.every((ds) => ds.abilities.faction.some((f) => sameName(f, d.name)))) continue;
    yield* d.effects ?? [];
  }
}

/** The unit's move-through rows for this move: its active effects' and its faction abilities'. */
function moveThroughRows(
  state: GameState,
  u: UnitState,
  move: 'normal' | 'advance' | 'fall-back' | 'charge',
): Extract<Effect, { kind: 'move-through' }>[] {
  const out: Extract<Effect, { kind: 'move-through' }>[] = [];
  for (const r of [...activeRows(state, u), ...abilityRows(state, u)])
    if (r.kind === 'move-through' && r.max === undefined && (r.moves === undefined || r.moves.includes(move)))
      out.push(r);
  return out;
}

/**
 * How high the terrain features are that the unit's models move over as if they were not there in this move
 * (Super-heavy Walker: "terrain features that are 4\" or less in height"), or undefined.
 */
export function lowTerrainHeight(
  state: GameState,
  u: UnitState,
  move: 'normal' | 'advance' | 'fall-back' | 'charge',
): number | undefined {
  let best: number | undefined;
  for (const r of moveThroughRows(state, u, move))
    if (r.through.includes('terrain') && r.upToHeight !== undefined) best = Math.max(best ?? 0, r.upToHeight);
  return best;
}

/**
 * The enemy models the unit's models may move through in this move, or null where no rule lets them (Super-heavy
 * Walker: "it can move through models (excluding TITANIC models) ... It can move within Engagement Range of enemy
 * models, but cannot end that move within Engagement Range of them"). The one reading for the move's check and the
 * soak's invariant.
 */
export function passableEnemyModels(
  state: GameState,
  u: UnitState,
  move: 'normal' | 'advance' | 'fall-back' | 'charge',
): ((model: ModelId) => boolean) | null {
  if (!moveThroughRows(state, u, move).some((r) => r.through.includes('models'))) return null;
  return (model) => {
    const f = findModel(state, model);
    return !f || !modelKeywords(state, f.unit, f.model).includes('TITANIC');
  };
}

/**
 * Rows give every ranged weapon of the unit [ASSAULT] in a turn in which it Advanced: an active effect's (Errant's
 * Duty on an ARMIGER) or one of its standing rules' (Bold Gallantry: "Each time an IMPERIAL KNIGHTS unit from your
 * army Advances, until the end of the turn, ranged weapons equipped by IMPERIAL KNIGHTS models from your army have
 * the [ASSAULT] ability"). A row is read only if each of its conditions is the unit's keyword or its having Advanced.
 */
export function rangedAssaultAfterAdvance(state: GameState, u: UnitState): boolean {
  const fits = (r: Effect) =>
    r.kind === 'weapon-ability' &&
    normaliseName(r.ability) === 'assault' &&
    r.type !== 'melee' &&
    r.model === undefined &&
    (r.scope === undefined || r.scope === 'unit' || r.scope === 'bonded') &&
    (r.when ?? []).every(
      (c) =>
        (c.kind === 'own-keyword' && c.any.some((k) => hasKeyword(state, u, k))) ||
        (c.kind === 'ask' && c.ask.kind === 'advanced') ||
        (c.kind === 'ask' && c.ask.kind === 'declared' && doctrinaAnswer(state, c.ask.id, u, u) === true),
    );
  for (const r of activeRows(state, u)) if (fits(r)) return true;
  for (const i of gameUnitInstances(state, u)) {
    if (i.leading || !i.rule) continue;
    const d = ruleById(i.rule);
    if (!d || (d.support.game !== 'automated' && d.support.game !== 'partial')) continue;
    if ((d.effects ?? []).some((r) => r.scope !== 'bonded' && fits(r))) return true;
  }
  return false;
}

/**
 * "Sir Hekhtur cannot be selected as the target of any of your Stratagems other than Core Stratagems": a standing
 * rule of the unit's own datasheets says so.
 */
export function coreStratagemsOnly(state: GameState, u: UnitState): boolean {
  for (const r of standingRows(state, u)) if (r.kind === 'core-stratagems-only') return true;
  return false;
}
