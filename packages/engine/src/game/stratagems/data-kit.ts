import type { StratagemCategory } from '../../model/stratagem.js';
import { slugName } from '../../names/normalise.js';
import { ruleId } from '../../rules/factions/kit.js';
import { ruleById } from '../../rules/known.js';
import type { StratagemDef, TargetSpec, WhenClause } from './types.js';

/**
 * The vocabulary the hand-written Stratagem tables share (stratagems/data*.ts): a table row holds a Stratagem's
 * CP, category, timing (its WHEN line read into the window vocabulary) and target; the text itself is not stored.
 */
export const slug = slugName;

export const BT: StratagemCategory = 'Battle Tactic';
export const SP: StratagemCategory = 'Strategic Ploy';
export const ED: StratagemCategory = 'Epic Deed';
export const WG: StratagemCategory = 'Wargear';

export const own: TargetSpec = { kind: 'own-unit' };
/** "One unit from your army that has not been selected to fight this phase." */
export const notYetFought: TargetSpec = { kind: 'own-unit', only: ['not-fought'] };
/** "Until the end of the turn": registry rows that last past the phase the Stratagem is used in. */
export const endOfTurn = { kind: 'end-of-turn' } as const;
export const windowUnit: TargetSpec = { kind: 'window-unit' };
/** "One unit from your army that is in Reserves and has the Deep Strike ability." */
export const deepStriker: TargetSpec = { kind: 'reserve-unit', only: ['can-deep-strike'] };
export const described: TargetSpec = { kind: 'described' };
export const attackTarget = (keyword?: string): TargetSpec => ({
  kind: 'attack-target',
  ...(keyword ? { keyword } : {}),
});

export const yourPhase = (...phases: WhenClause['phases'] & {}): WhenClause[] => [
  { window: 'during-phase', turn: 'yours', phases },
];
export const fightPhase: WhenClause[] = [{ window: 'during-phase', turn: 'either', phases: ['fight'] }];
export const afterEnemyTargets = (phases: WhenClause['phases'] & {}): WhenClause[] =>
  phases.map((p) =>
    p === 'fight'
      ? { window: 'targets-selected', turn: 'either', phases: ['fight'], unit: 'enemy' }
      : { window: 'targets-selected', turn: 'opponents', phases: [p], unit: 'enemy' },
  );
/** "Your opponent's Movement phase, just after an enemy unit ends a Normal, Advance or Fall Back move." */
export const enemyMoveEnded: WhenClause[] = [
  {
    window: 'move-ended',
    turn: 'opponents',
    phases: ['movement'],
    moves: ['normal', 'advance', 'fall-back'],
    unit: 'enemy',
  },
];
export const fellBack = (keyword?: string): WhenClause[] => [
  {
    window: 'move-ended',
    turn: 'yours',
    phases: ['movement'],
    moves: ['fall-back'],
    unit: 'own',
    ...(keyword ? { keyword } : {}),
  },
];
export const ownChargeEnded = (keyword: string): WhenClause[] => [
  { window: 'charge-move-ended', turn: 'yours', phases: ['charge'], unit: 'own', keyword },
];

export const COMMAND_RE_ROLL_ROLLS: WhenClause['rolls'] = [
  'advance',
  'charge',
  'desperate-escape',
  'hazardous',
  'hit',
  'wound',
  'damage',
  'save',
  'attacks',
];

export type Row = [
  name: string,
  cp: number,
  category: StratagemCategory,
  when: WhenClause[],
  target: TargetSpec,
  extra?: Partial<StratagemDef>,
];

/**
 * A detachment's Stratagem is defined once in the rule registry (rules/factions): its game support and
 * note are read from there; these rows hold its timing and target.
 */
function registered(faction: string | undefined, source: string, name: string): Partial<StratagemDef> {
  const def = faction ? ruleById(ruleId(faction, source, name)) : undefined;
  if (!def) return {};
  const game = def.support.game === 'n/a' ? 'manual' : def.support.game;
  return { rule: def.id, support: game, ...(def.support.note ? { note: def.support.note } : {}) };
}

export function group(source: string, faction: string | undefined, rows: Row[]): StratagemDef[] {
  return rows.map(([name, cp, category, when, target, extra]) => ({
    id: `${slug(source)}/${slug(name)}`,
    name,
    cp,
    category,
    source,
    ...(faction ? { faction } : {}),
    when,
    target,
    restrictions: {},
    support: 'manual',
    ...extra,
    ...registered(faction, source, name),
  }));
}

export const LOV = 'Leagues of Votann';
export const GK = 'Grey Knights';
export const IK = 'Imperial Knights';
export const AM = 'Astra Militarum';
