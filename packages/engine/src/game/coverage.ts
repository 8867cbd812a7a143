import { type CoverageRow, registerCoverage } from '../rules/coverage.js';
import type { Support } from '../rules/support.js';
import { PRIMARY_MISSIONS, SECONDARY_MISSIONS } from './missions/cards.js';
import { STRATAGEMS } from './stratagems/data.js';

/** The game's core rules and how far the engine enforces them. */
export const CORE_RULES: readonly { name: string; game: Support; note?: string }[] = [
  { name: 'Battle rounds, turns, phases and steps', game: 'automated' },
  {
    name: 'Declare Battle Formations (Leaders, Reserves, starting embarked)',
    game: 'automated',
    note: 'a player with nothing to declare is passed by; Strategic Reserves need every unit’s points',
  },
  { name: 'Deploy Armies (alternating, wholly within zones)', game: 'automated' },
  { name: 'Determine First Turn (roll-off)', game: 'automated' },
  { name: 'Command Points: 1CP each Command phase, both players', game: 'automated' },
  {
    name: 'CP gain cap (1 per battle round, exemptions named by rules)',
    game: 'automated',
    note: 'other CP sources are entered as gain-cp commands; one naming an army rule that is an exemption (Ruthless Efficiency, Code Chivalric) is not capped',
  },
  { name: 'Below Half-strength', game: 'automated' },
  {
    name: 'Battle-shock tests and Battle-shocked effects',
    game: 'automated',
    note: 'tests in unit order; the rules let the player choose the order',
  },
  { name: 'Normal move', game: 'automated' },
  { name: 'Advance', game: 'automated' },
  { name: 'Fall Back', game: 'automated' },
  { name: 'Desperate Escape tests', game: 'automated' },
  { name: 'Remain Stationary', game: 'automated' },
  {
    name: 'Engagement Range (1" horizontal, 5" vertical)',
    game: 'automated',
    note: 'heights are points: no model height or terrain yet',
  },
  {
    name: 'Unit Coherency',
    game: 'partial',
    note: 'checked after every move; the end-of-turn removal picks models itself instead of asking',
  },
  {
    name: 'Model bases and distances',
    game: 'partial',
    note: 'round bases exact; oval bases and hulls as same-size stadiums; rotations checked with the enclosing circle',
  },
  { name: 'Objective markers and Level of Control', game: 'automated' },
  { name: 'Mission scoring (Take and Hold)', game: 'automated' },
  {
    name: 'Tactical Missions (secondary cards drawn during the battle, New Orders)',
    game: 'partial',
    note: 'cards drawn with the game dice, When Drawn sections applied where the card allows it, achieved cards discarded; discarding a card for 1CP and New Orders are not offered',
  },
  {
    name: 'Mission deck: deployment maps (all six)',
    game: 'automated',
  },
  {
    name: 'FLY movement over models and terrain',
    game: 'partial',
    note: 'FLY models move over enemy models (no Desperate Escape, no "through enemy models") and over Sealed Buildings and Armoured Containers; climbing is counted as for other models',
  },
  { name: 'No move through enemy models (Charge, Pile In, Consolidate too)', game: 'automated' },
  { name: 'Each model moves up to its own Move', game: 'automated' },
  {
    name: 'Terrain: movement (walls, impassable features, climbing, floors)',
    game: 'automated',
    note: 'bases swept as circles of their half width; climbing over a Barricade, Debris, Industrial Structure or Hill counts twice its height',
  },
  {
    name: 'Terrain: Engagement Range across Barricades (2")',
    game: 'manual',
    note: 'Engagement Range stays 1" across a Barricade: remind the players',
  },
  {
    name: 'Benefit of Cover from terrain (per model, per attacking unit)',
    game: 'automated',
    note: '"not fully visible because of" a feature: with that feature alone, some attacking model does not see the model fully',
  },
  { name: 'Plunging Fire', game: 'automated' },
  {
    name: 'Shooting: eligibility (Advanced, Fell Back, Engagement Range)',
    game: 'automated',
  },
  {
    name: 'Shooting: targets visible and in range',
    game: 'automated',
    note: 'models as volumes (height by keyword), seen through sample points on the base rim, low and high; Ruins, Woods, solid features; TOWERING and AIRCRAFT see over ruins',
  },
  {
    name: 'Shooting: a unit engaged with friendly units is a target only for units engaged with it',
    game: 'automated',
  },
  { name: 'Big Guns Never Tire', game: 'automated' },
  { name: 'Weapons with several profiles (select one)', game: 'automated' },
  {
    name: 'Making attacks: Hit, Wound, saves, damage, Feel No Pain (dice logged)',
    game: 'automated',
    note: 'the better of armour and invulnerable save is used (the defender is not asked)',
  },
  {
    name: 'Allocating attacks (wounded model first, the defender chooses among models that differ)',
    game: 'automated',
    note: 'among alike models the engine takes the last whose loss keeps the unit coherent',
  },
  { name: 'Mortal wounds (spill over; Devastating Wounds and Hazardous do not)', game: 'automated' },
  {
    name: 'Charge: eligibility, 12" targets, 2D6, Charge move',
    game: 'partial',
    note: '"base-to-base contact if possible" is checked as "ends within Engagement Range"; paths are not checked for passing through models',
  },
  { name: 'Charge bonus (Fights First until the end of the turn)', game: 'automated' },
  { name: 'Fight phase: Fights First, Remaining Combats, alternating selection', game: 'automated' },
  {
    name: 'Pile In and Consolidate',
    game: 'partial',
    note: 'as for charges, base contact is checked as "ends within Engagement Range"',
  },
  { name: 'One melee weapon per model, plus Extra Attacks', game: 'automated' },
  {
    name: 'Attached units (Bodyguard Toughness, allocation, split, Starting Strength)',
    game: 'automated',
  },
  {
    name: 'Servitor Retinue',
    game: 'automated',
    note: 'joins a unit led by a REGIMENTAL ENGINSEER or (2025 data) TECH-PRIEST ENGINSEER',
  },
  { name: 'Reinforcements step: Deep Strike and Strategic Reserves', game: 'automated' },
  { name: 'Reserves not arrived by the end of battle round 3 are destroyed', game: 'automated' },
  { name: 'Transports: capacity, embark, disembark', game: 'automated' },
  {
    name: 'Destroyed transports and Emergency Disembarkation',
    game: 'partial',
    note: 'the engine places the passengers itself (in a block around the hull)',
  },
  { name: 'USING SIR HEKHTUR (Canis Rex)', game: 'manual', note: 'Sir Hekhtur is played as his own unit' },
];

registerCoverage((): CoverageRow[] => [
  ...CORE_RULES.map((r) => ({
    group: 'Core rule',
    name: r.name,
    calculator: 'n/a' as const,
    game: r.game,
    lists: 'n/a' as const,
    ...(r.note ? { note: r.note } : {}),
  })),
  ...PRIMARY_MISSIONS.map((c) => ({
    group: 'Primary mission',
    name: c.name,
    calculator: 'n/a' as const,
    game: c.support,
    lists: 'n/a' as const,
    ...(c.note ? { note: c.note } : {}),
  })),
  ...SECONDARY_MISSIONS.flatMap((c) =>
    [
      ...(c.fixed ? [{ name: `${c.name} (Fixed)`, game: c.support }] : []),
      { name: `${c.name} (Tactical)`, game: c.tactical ?? c.support },
    ].map((row) => ({
      group: 'Secondary mission',
      ...row,
      calculator: 'n/a' as const,
      lists: 'n/a' as const,
      ...(row.game !== 'automated' && c.note ? { note: c.note } : {}),
    })),
  ),
  // A Stratagem defined in the rule registry has its row there (with its calculator column).
  ...STRATAGEMS.filter((s) => !s.rule).map((s) => ({
    group: 'Stratagem',
    name: `${s.name} (${s.source})`,
    calculator: 'n/a' as const,
    game: s.support,
    lists: 'n/a' as const,
    ...(s.note ? { note: s.note } : {}),
  })),
]);
