import { type CoverageRow, registerCoverage } from '../rules/coverage.js';
import type { Support } from '../rules/support.js';
import { STRATAGEMS } from './stratagems/data.js';

/** The game's core rules and how far the engine enforces them. */
export const CORE_RULES: readonly { name: string; game: Support; note?: string }[] = [
  { name: 'Battle rounds, turns, phases and steps', game: 'automated' },
  {
    name: 'Deploy Armies (alternating, wholly within zones)',
    game: 'automated',
    note: 'Declare Battle Formations, Leaders and Reserves come with issue 6',
  },
  { name: 'Determine First Turn (roll-off)', game: 'automated' },
  { name: 'Command Points: 1CP each Command phase, both players', game: 'automated' },
  {
    name: 'CP gain cap (1 per battle round, exemptions named by rules)',
    game: 'automated',
    note: 'other CP sources are entered as gain-cp commands',
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
  { name: 'FLY movement over models', game: 'manual', note: 'only the Desperate Escape exemption is applied' },
  { name: 'Reinforcements step', game: 'manual', note: 'the step exists; Reserves come with issue 6' },
  { name: 'Shooting, Charge and Fight phases', game: 'manual', note: 'phases pass through; issue 6' },
];

registerCoverage((): CoverageRow[] => [
  ...CORE_RULES.map((r) => ({
    group: 'Core rule',
    name: r.name,
    calculator: 'n/a' as const,
    game: r.game,
    ...(r.note ? { note: r.note } : {}),
  })),
  ...STRATAGEMS.map((s) => ({
    group: 'Stratagem',
    name: `${s.name} (${s.source})`,
    calculator: 'n/a' as const,
    game: s.support,
    ...(s.note ? { note: s.note } : {}),
  })),
]);
