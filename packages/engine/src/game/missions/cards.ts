import type { Support } from '../../rules/support.js';

/**
 * The mission deck's primary and secondary missions as data: what each scores and whether the engine
 * scores it (score.ts holds the scoring of the automated ones, by id). Texts are summaries of the
 * published cards (Pariah Nexus / Chapter Approved mission deck); a mission not automated is named to the
 * players as a reminder and scores nothing by itself.
 */
export interface MissionCard {
  id: string;
  name: string;
  kind: 'primary' | 'secondary';
  support: Support;
  summary: string;
}

export const PRIMARY_CAP = 50;
export const SECONDARY_CAP = 40;

export const PRIMARY_MISSIONS: readonly MissionCard[] = [
  {
    id: 'take-and-hold',
    name: 'Take and Hold',
    kind: 'primary',
    support: 'automated',
    summary:
      "From the second battle round, at the end of the Command phase (the fifth round's second player: at the end of the turn): 5VP per objective marker controlled, up to 15VP.",
  },
  {
    id: 'linchpin',
    name: 'Linchpin',
    kind: 'primary',
    support: 'automated',
    summary:
      'Same timing: not controlling the objective marker in your deployment zone, 3VP per objective controlled; controlling it, 3VP for it and 5VP for each other objective controlled.',
  },
  {
    id: 'purge-the-foe',
    name: 'Purge the Foe',
    kind: 'primary',
    support: 'automated',
    summary:
      'End of each battle round: 4VP if one or more enemy units were destroyed this round; from the second round, 4VP more if more enemy than friendly units were destroyed this round. From the second round, at the end of the Command phase: 4VP for controlling one or more objective markers, 4VP more for controlling more than the opponent.',
  },
  {
    id: 'supply-drop',
    name: 'Supply Drop',
    kind: 'primary',
    support: 'manual',
    summary:
      "Objective markers in No Man's Land are removed as the battle goes on and the rest score more: score it by hand.",
  },
  {
    id: 'burden-of-trust',
    name: 'Burden of Trust',
    kind: 'primary',
    support: 'manual',
    summary:
      "4VP per objective controlled outside your deployment zone; 2VP per unit guarding one at the end of the opponent's turn (guards are chosen): score it by hand.",
  },
  {
    id: 'scorched-earth',
    name: 'Scorched Earth',
    kind: 'primary',
    support: 'manual',
    summary: 'Objectives can be burned by an action: score it by hand.',
  },
  {
    id: 'terraform',
    name: 'Terraform',
    kind: 'primary',
    support: 'manual',
    summary: 'Objectives are terraformed by an action: score it by hand.',
  },
  {
    id: 'the-ritual',
    name: 'The Ritual',
    kind: 'primary',
    support: 'manual',
    summary: "Objective markers are created by an action in No Man's Land: score it by hand.",
  },
  {
    id: 'unexploded-ordnance',
    name: 'Unexploded Ordnance',
    kind: 'primary',
    support: 'manual',
    summary: 'A marker is moved toward the enemy deployment zone: score it by hand.',
  },
];

export const SECONDARY_MISSIONS: readonly MissionCard[] = [
  {
    id: 'assassination',
    name: 'Assassination',
    kind: 'secondary',
    support: 'automated',
    summary: 'Fixed: each time an enemy CHARACTER model is destroyed, 4VP.',
  },
  {
    id: 'bring-it-down',
    name: 'Bring It Down',
    kind: 'secondary',
    support: 'automated',
    summary:
      'Fixed: each time an enemy MONSTER or VEHICLE model is destroyed, 2VP, +1VP if its Wounds characteristic is 10+, +1VP more if 15+, +1VP more if 20+.',
  },
  {
    id: 'behind-enemy-lines',
    name: 'Behind Enemy Lines',
    kind: 'secondary',
    support: 'automated',
    summary:
      'At the end of your turn: 4VP if two or more of your units (not AIRCRAFT) are wholly within the enemy deployment zone, 2VP if one is.',
  },
  {
    id: 'engage-on-all-fronts',
    name: 'Engage on All Fronts',
    kind: 'secondary',
    support: 'manual',
    summary: 'Units in several table quarters, away from the centre: score it by hand.',
  },
  {
    id: 'cull-the-horde',
    name: 'Cull the Horde',
    kind: 'secondary',
    support: 'manual',
    summary: 'Large enemy units destroyed: score it by hand.',
  },
  {
    id: 'overwhelming-force',
    name: 'Overwhelming Force',
    kind: 'secondary',
    support: 'manual',
    summary: 'Enemy units on objectives destroyed: score it by hand.',
  },
  {
    id: 'storm-hostile-objective',
    name: 'Storm Hostile Objective',
    kind: 'secondary',
    support: 'manual',
    summary: 'Take an objective the opponent held: score it by hand.',
  },
  {
    id: 'secure-no-mans-land',
    name: "Secure No Man's Land",
    kind: 'secondary',
    support: 'manual',
    summary: "Objectives in No Man's Land controlled: score it by hand.",
  },
  {
    id: 'area-denial',
    name: 'Area Denial',
    kind: 'secondary',
    support: 'manual',
    summary: 'No enemy near the centre: score it by hand.',
  },
  {
    id: 'extend-battle-lines',
    name: 'Extend Battle Lines',
    kind: 'secondary',
    support: 'manual',
    summary: "Objectives in your deployment zone and No Man's Land: score it by hand.",
  },
  {
    id: 'cleanse',
    name: 'Cleanse',
    kind: 'secondary',
    support: 'manual',
    summary: 'An action on objectives: score it by hand.',
  },
  {
    id: 'establish-locus',
    name: 'Establish Locus',
    kind: 'secondary',
    support: 'manual',
    summary: 'An action near the centre or the enemy zone: score it by hand.',
  },
  {
    id: 'recover-assets',
    name: 'Recover Assets',
    kind: 'secondary',
    support: 'manual',
    summary: 'An action in several places: score it by hand.',
  },
  {
    id: 'marked-for-death',
    name: 'Marked for Death',
    kind: 'secondary',
    support: 'manual',
    summary: 'Chosen enemy units destroyed: score it by hand.',
  },
  {
    id: 'a-tempting-target',
    name: 'A Tempting Target',
    kind: 'secondary',
    support: 'manual',
    summary: 'An objective chosen by the opponent: score it by hand.',
  },
  {
    id: 'sabotage',
    name: 'Sabotage',
    kind: 'secondary',
    support: 'manual',
    summary: 'An action on a terrain feature: score it by hand.',
  },
  {
    id: 'defend-stronghold',
    name: 'Defend Stronghold',
    kind: 'secondary',
    support: 'manual',
    summary: 'Your home objective held: score it by hand.',
  },
  {
    id: 'containment',
    name: 'Containment',
    kind: 'secondary',
    support: 'manual',
    summary: 'Enemy units kept out of areas: score it by hand.',
  },
];

export function cardById(id: string): MissionCard | undefined {
  return PRIMARY_MISSIONS.find((c) => c.id === id) ?? SECONDARY_MISSIONS.find((c) => c.id === id);
}
