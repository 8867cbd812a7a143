import { InputError } from '../errors.js';
import { DEFAULT_BATTLEFIELD } from './geometry/battlefield.js';
import { cardById, PRIMARY_MISSIONS, SECONDARY_MISSIONS } from './missions/cards.js';
import { DEPLOYMENTS, deploymentById } from './missions/deployments.js';
import type { Mission } from './types.js';

/**
 * A first mission as data: Dawn of War deployment (12" deep zones along the long edges), five
 * objective markers, and a primary that scores from the second battle round at the end of each Command
 * phase: 5 VP per objective the player controls, up to 15.
 */
export const TAKE_AND_HOLD: Mission = {
  id: 'take-and-hold',
  name: 'Take and Hold (Dawn of War)',
  battlefield: DEFAULT_BATTLEFIELD,
  zones: [[{ x0: 0, y0: 0, x1: 60, y1: 12 }], [{ x0: 0, y0: 32, x1: 60, y1: 44 }]],
  objectives: [
    { id: 'centre', at: { x: 30, y: 22 } },
    { id: 'west', at: { x: 12, y: 22 } },
    { id: 'east', at: { x: 48, y: 22 } },
    { id: 'home-1', at: { x: 20, y: 6 } },
    { id: 'home-2', at: { x: 40, y: 38 } },
  ],
  deploysFirst: 0,
  scoring: [
    {
      id: 'take-and-hold',
      name: 'Take and Hold',
      at: { phase: 'command', edge: 'end' },
      fromRound: 2,
      vpPerObjective: 5,
      maxPerScore: 15,
    },
  ],
};

export const MISSIONS: readonly Mission[] = [TAKE_AND_HOLD];

export function missionById(id: string): Mission | undefined {
  return MISSIONS.find((m) => m.id === id);
}

/** A matched-play mission from the deck: a deployment map, a primary mission and each player's fixed secondaries. */
export function matchedMission(opts: {
  deployment: string;
  primary: string;
  secondaries?: [string[], string[]];
  /** Whether each player uses Tactical Missions (drawn from the deck) instead of Fixed ones. */
  tactical?: [boolean, boolean];
}): Mission {
  const d = deploymentById(opts.deployment);
  if (!d)
    throw new InputError(
      `unknown deployment "${opts.deployment}" (known: ${DEPLOYMENTS.map((x) => x.id).join(', ')})`,
      {
        field: 'deployment',
      },
    );
  const primary = PRIMARY_MISSIONS.find((c) => c.id === opts.primary);
  if (!primary)
    throw new InputError(
      `unknown primary mission "${opts.primary}" (known: ${PRIMARY_MISSIONS.map((c) => c.id).join(', ')})`,
      {
        field: 'primary',
      },
    );
  const secondaries = opts.secondaries ?? [[], []];
  secondaries.forEach((list, p) => {
    if (list.length > 2) throw new InputError('at most two fixed secondary missions', { field: `secondaries[${p}]` });
    for (const id of list) {
      const card = SECONDARY_MISSIONS.find((c) => c.id === id);
      if (!card)
        throw new InputError(
          `unknown secondary mission "${id}" (known: ${SECONDARY_MISSIONS.map((c) => c.id).join(', ')})`,
          { field: `secondaries[${p}]` },
        );
      if (!card.fixed)
        throw new InputError(
          `"${card.name}" is a Tactical Mission only; Fixed Missions: ${SECONDARY_MISSIONS.filter((c) => c.fixed)
            .map((c) => c.id)
            .join(', ')}`,
          { field: `secondaries[${p}]` },
        );
    }
    if (new Set(list).size !== list.length)
      throw new InputError('the same Fixed Mission twice', { field: `secondaries[${p}]` });
    if (list.length && opts.tactical?.[p])
      throw new InputError('a player uses either Fixed or Tactical Missions, not both', { field: `secondaries[${p}]` });
  });
  return {
    id: `${primary.id}/${d.id}`,
    name: `${primary.name} (${d.name})`,
    battlefield: DEFAULT_BATTLEFIELD,
    zones: d.zones,
    objectives: d.objectives,
    deploysFirst: d.deploysFirst,
    scoring: [],
    deployment: d.id,
    primary: primary.id,
    secondaries: [[...secondaries[0]], [...secondaries[1]]],
    ...(opts.tactical?.some(Boolean) ? { tactical: [opts.tactical[0], opts.tactical[1]] as [boolean, boolean] } : {}),
  };
}

/**
 * What the players score by hand in this mission: its primary and each player's Fixed Missions the engine
 * does not score (support other than automated), one sentence each, to show with the battle.
 */
export function missionReminders(m: Mission): string[] {
  const out: string[] = [];
  const primary = m.primary ? cardById(m.primary) : undefined;
  if (primary && primary.support !== 'automated')
    out.push(`Primary mission ${primary.name}: ${primary.note ?? primary.support}.`);
  m.secondaries?.forEach((list, p) => {
    for (const id of list) {
      const c = cardById(id);
      if (c && c.support !== 'automated') out.push(`Player ${p + 1}'s ${c.name}: ${c.note ?? c.support}.`);
    }
  });
  m.tactical?.forEach((on, p) => {
    if (!on) return;
    const byHand = SECONDARY_MISSIONS.filter((c) => c.tactical !== 'automated').map((c) => c.name);
    out.push(
      `Player ${p + 1} uses Tactical Missions: score these by hand when drawn: ${byHand.join(', ')}; discard a card for 1CP and New Orders by hand.`,
    );
  });
  return out;
}
