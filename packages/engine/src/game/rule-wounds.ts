import { computeStat, type SourcedChange } from '../rules/characteristics.js';
import type { Effect } from '../rules/effects.js';
import { ruleById } from '../rules/known.js';
import type { GameState, ModelState, UnitState } from './types.js';
import { gameUnitInstances } from './unit-rules.js';
import { datasheetOf, modelHasKeyword, profileOf } from './units.js';

/**
 * The Wounds a model's rules add to its Wounds characteristic ("Add 2 to the bearer's Wounds
 * characteristic": Ironskein), set once when the battle is set up: ModelState.extraWounds, its wounds
 * remaining starting at the sum. Read from the unconditional Wounds rows of the rules the game applies
 * to the unit; a row for the holder alone reaches only the holder's models (an Enhancement's: its
 * CHARACTER models, the bearer, not a Grimnyr's CORVs).
 */
export function withRuleWounds(state: GameState): GameState {
  let units = state.units;
  for (const id of state.unitOrder) {
    const u = state.units[id] as UnitState;
    const rows = woundRows(state, u);
    if (!rows.length) continue;
    const models = u.models.map((m) => withExtra(state, u, m, rows));
    if (models.some((m, i) => m !== u.models[i])) units = { ...units, [id]: { ...u, models } };
  }
  return units === state.units ? state : { ...state, units };
}

/**
 * The unconditional changes to one of a model's characteristics its unit's rules make (the rules the game
 * applies): a row for the holder alone reaches only the holder's models, an Enhancement's only its
 * CHARACTER models (the bearer). Mandulian Reliquary: "add 3 to the bearer's Objective Control characteristic".
 */
export function ruleStatChanges(state: GameState, u: UnitState, m: ModelState, stat: 'W' | 'OC'): SourcedChange[] {
  return changesFor(state, u, m, statRows(state, u, stat));
}

interface WoundRow {
  row: Effect & { kind: 'stat' };
  holder: string | undefined;
  /** An Enhancement's row: its bearer is the holder's CHARACTER model, not the other models of its datasheet. */
  bearer: boolean;
  source: string;
}

function woundRows(state: GameState, u: UnitState): WoundRow[] {
  return statRows(state, u, 'W');
}

function statRows(state: GameState, u: UnitState, stat: 'W' | 'OC'): WoundRow[] {
  const out: WoundRow[] = [];
  for (const i of gameUnitInstances(state, u)) {
    const d = i.rule ? ruleById(i.rule) : undefined;
    if (!d || (d.support.game !== 'automated' && d.support.game !== 'partial')) continue;
    for (const e of d.effects ?? [])
      if (e.kind === 'stat' && e.stat === stat && !e.when?.length)
        out.push({
          row: e,
          holder: e.scope === 'holder' ? i.holder : undefined,
          bearer: e.scope === 'holder' && i.origin === 'enhancement',
          source: i.name,
        });
  }
  return out;
}

function changesFor(state: GameState, u: UnitState, m: ModelState, rows: readonly WoundRow[]): SourcedChange[] {
  if (!rows.length) return [];
  const ds = datasheetOf(state, u, m).id;
  const character = modelHasKeyword(state, u, m, 'CHARACTER');
  return rows
    .filter((r) => r.holder === undefined || (r.holder === ds && (!r.bearer || character)))
    .map((r) => ({ change: r.row, source: r.source }));
}

function withExtra(state: GameState, u: UnitState, m: ModelState, rows: readonly WoundRow[]): ModelState {
  const changes = changesFor(state, u, m, rows);
  if (!changes.length) return m;
  const base = profileOf(state, u, m).wounds ?? 1;
  const extra = computeStat('W', base, changes).value - base;
  return extra > 0 ? { ...m, wounds: m.wounds + extra, extraWounds: extra } : m;
}
