import type { Support } from '../../rules/support.js';

/**
 * The Chapter Approved 2025-26 mission deck's primary and secondary missions as data: what each scores,
 * whether it can be a Fixed Mission, and whether the engine scores it (score.ts holds the scoring of the
 * automated ones, by id). Summaries are ours; the cards are the publisher's. A mission not automated is
 * named to the players as a reminder (missionReminders) and scores nothing by itself.
 *
 * Sources (checked 2026-12, see test/game/missions-deck.test.ts): the Chapter Approved Tournament
 * Companion v1.2 (10 primary missions in the deck; VP caps; the Tactical Missions procedure; the No
 * Prisoners card), Goonhammer's review of the Chapter Approved 2025 mission deck (Hidden Supplies new,
 * Containment removed, two secondaries added: 19 cards), and two transcriptions of the 2025-26
 * secondary cards (Wahapedia's "Secondary Mission deck" section) in public repositories.
 */
export interface MissionCard {
  id: string;
  name: string;
  kind: 'primary' | 'secondary';
  /** How far the engine scores it (for a secondary: as a Fixed Mission). */
  support: Support;
  /** Secondary only: how far the engine scores it as a Tactical Mission (drawn from the deck). */
  tactical?: Support;
  /** Secondary only: the card can be selected as a Fixed Mission (cards 1-9 of the deck). */
  fixed?: boolean;
  /** Secondary only: the Tournament Companion bars it as a Fixed Mission in tournament play. */
  notTournamentFixed?: boolean;
  summary: string;
  /** What a player must do by hand where support is not automated. */
  note?: string;
}

export const PRIMARY_CAP = 50;
export const SECONDARY_CAP = 40;
/** "If using Fixed Missions, 20VP maximum per Fixed Mission card" (Tournament Companion, VP sources). */
export const FIXED_CARD_CAP = 20;

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
    summary: "Objective markers in No Man's Land are removed as the battle goes on and the rest score more.",
    note: 'score it by hand',
  },
  {
    id: 'hidden-supplies',
    name: 'Hidden Supplies',
    kind: 'primary',
    support: 'manual',
    summary: 'New in the 2025-26 deck: further objective markers are set up during the battle.',
    note: 'score it by hand',
  },
  {
    id: 'burden-of-trust',
    name: 'Burden of Trust',
    kind: 'primary',
    support: 'manual',
    summary:
      "VP per objective controlled outside your deployment zone, and for units guarding one at the end of the opponent's turn (guards are chosen).",
    note: 'score it by hand',
  },
  {
    id: 'scorched-earth',
    name: 'Scorched Earth',
    kind: 'primary',
    support: 'manual',
    summary: 'Objectives can be burned by an action.',
    note: 'score it by hand',
  },
  {
    id: 'terraform',
    name: 'Terraform',
    kind: 'primary',
    support: 'manual',
    summary: 'Objectives are terraformed by an action.',
    note: 'score it by hand',
  },
  {
    id: 'the-ritual',
    name: 'The Ritual',
    kind: 'primary',
    support: 'manual',
    summary: "Objective markers are created by an action in No Man's Land.",
    note: 'score it by hand',
  },
  {
    id: 'unexploded-ordnance',
    name: 'Unexploded Ordnance',
    kind: 'primary',
    support: 'manual',
    summary: 'A marker is moved toward the enemy deployment zone.',
    note: 'score it by hand',
  },
];

const BY_HAND = 'score it by hand';
const ACTION = 'needs an Action the engine does not offer yet: score it by hand';

export const SECONDARY_MISSIONS: readonly MissionCard[] = [
  {
    id: 'behind-enemy-lines',
    name: 'Behind Enemy Lines',
    kind: 'secondary',
    tactical: 'automated',
    support: 'automated',
    fixed: true,
    summary:
      'At the end of your turn: 4VP if two or more of your units (not AIRCRAFT, not Battle-shocked) are wholly within the enemy deployment zone, 3VP if one is.',
  },
  {
    id: 'storm-hostile-objective',
    name: 'Storm Hostile Objective',
    kind: 'secondary',
    tactical: 'automated',
    support: 'manual',
    fixed: true,
    summary: 'At the end of your turn: take an objective the opponent controlled at the start of the turn.',
    note: BY_HAND,
  },
  {
    id: 'engage-on-all-fronts',
    name: 'Engage on All Fronts',
    kind: 'secondary',
    tactical: 'automated',
    support: 'manual',
    fixed: true,
    summary: 'At the end of your turn: units in two, three or four table quarters, more than 6" from the centre.',
    note: BY_HAND,
  },
  {
    id: 'establish-locus',
    name: 'Establish Locus',
    kind: 'secondary',
    tactical: 'manual',
    support: 'manual',
    fixed: true,
    summary: 'An Action near the centre or in the enemy deployment zone.',
    note: ACTION,
  },
  {
    id: 'cleanse',
    name: 'Cleanse',
    kind: 'secondary',
    tactical: 'manual',
    support: 'manual',
    fixed: true,
    summary: 'An Action on objective markers outside your deployment zone.',
    note: ACTION,
  },
  {
    id: 'assassination',
    name: 'Assassination',
    kind: 'secondary',
    tactical: 'automated',
    support: 'automated',
    fixed: true,
    summary:
      'Fixed: each time an enemy CHARACTER model is destroyed, 4VP if its Wounds characteristic is 4+, otherwise 3VP.',
  },
  {
    id: 'no-prisoners',
    name: 'No Prisoners',
    kind: 'secondary',
    tactical: 'automated',
    support: 'automated',
    fixed: true,
    notTournamentFixed: true,
    summary: 'Fixed: each time an enemy Bodyguard unit or non-CHARACTER unit is destroyed, 2VP (up to 5VP each turn).',
  },
  {
    id: 'cull-the-horde',
    name: 'Cull the Horde',
    kind: 'secondary',
    tactical: 'automated',
    support: 'automated',
    fixed: true,
    summary: 'Fixed: each time an enemy INFANTRY unit with a Starting Strength of 13+ is destroyed, 5VP.',
  },
  {
    id: 'bring-it-down',
    name: 'Bring It Down',
    kind: 'secondary',
    tactical: 'automated',
    support: 'automated',
    fixed: true,
    summary:
      'Fixed: each time an enemy MONSTER or VEHICLE model is destroyed, 2VP, 2VP more if its Wounds characteristic is 15+, and 2VP more if 20+.',
  },
  {
    id: 'defend-stronghold',
    name: 'Defend Stronghold',
    kind: 'secondary',
    tactical: 'automated',
    support: 'manual',
    summary: "From the second round, at the end of the opponent's turn: an objective in your deployment zone held.",
    note: BY_HAND,
  },
  {
    id: 'marked-for-death',
    name: 'Marked for Death',
    kind: 'secondary',
    tactical: 'manual',
    support: 'manual',
    summary: 'Enemy units chosen by the opponent (three Alpha Targets) and by you (a Gamma Target) destroyed.',
    note: BY_HAND,
  },
  {
    id: 'secure-no-mans-land',
    name: "Secure No Man's Land",
    kind: 'secondary',
    tactical: 'automated',
    support: 'manual',
    summary: "At the end of your turn: one objective in No Man's Land controlled, or two or more.",
    note: BY_HAND,
  },
  {
    id: 'sabotage',
    name: 'Sabotage',
    kind: 'secondary',
    tactical: 'manual',
    support: 'manual',
    summary: 'An Action in a terrain feature.',
    note: ACTION,
  },
  {
    id: 'area-denial',
    name: 'Area Denial',
    kind: 'secondary',
    tactical: 'automated',
    support: 'manual',
    summary: 'At the end of your turn: your units within 3" of the centre, no enemy unit within 3" (or 6").',
    note: BY_HAND,
  },
  {
    id: 'recover-assets',
    name: 'Recover Assets',
    kind: 'secondary',
    tactical: 'manual',
    support: 'manual',
    summary: "An Action by units in your deployment zone, No Man's Land and the enemy's.",
    note: ACTION,
  },
  {
    id: 'a-tempting-target',
    name: 'A Tempting Target',
    kind: 'secondary',
    tactical: 'manual',
    support: 'manual',
    summary: "An objective in No Man's Land chosen by the opponent, controlled.",
    note: BY_HAND,
  },
  {
    id: 'extend-battle-lines',
    name: 'Extend Battle Lines',
    kind: 'secondary',
    tactical: 'automated',
    support: 'manual',
    summary: "At the end of your turn: objectives controlled in your deployment zone and in No Man's Land.",
    note: BY_HAND,
  },
  {
    id: 'overwhelming-force',
    name: 'Overwhelming Force',
    kind: 'secondary',
    tactical: 'manual',
    support: 'manual',
    summary: 'Enemy units destroyed while within range of an objective marker.',
    note: BY_HAND,
  },
  {
    id: 'display-of-might',
    name: 'Display of Might',
    kind: 'secondary',
    tactical: 'automated',
    support: 'manual',
    summary: "At the end of your turn: more of your units than the opponent's wholly within No Man's Land.",
    note: BY_HAND,
  },
];

export function cardById(id: string): MissionCard | undefined {
  return PRIMARY_MISSIONS.find((c) => c.id === id) ?? SECONDARY_MISSIONS.find((c) => c.id === id);
}
