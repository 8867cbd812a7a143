import type { SourceKind } from '@cogitator/engine';

/** How many paired profiles of one kind agree, and how many only one source has. */
export interface Agreement {
  /** Profiles both sources have (same datasheet, same normalised name). */
  pairs: number;
  /** Pairs whose every characteristic is printed identically. */
  agreeRaw: number;
  /** Pairs that agree once formatting noise is read away (only noise differences). */
  agreeNormalised: number;
  /** Profiles only the first source has, in datasheets both have. */
  firstOnly: number;
  /** Profiles only the second source has, in datasheets both have. */
  secondOnly: number;
}

export interface DiffCounts {
  datasheets: { pairs: number; firstOnly: number; secondOnly: number };
  /** Model statlines: M T SV W LD OC. */
  models: Agreement;
  /** Weapon profiles: Range A BS/WS S AP D. */
  weapons: Agreement;
  /** The abilities (Keywords) of paired weapon profiles. */
  weaponAbilities: { pairs: number; agreeRaw: number; agreeNormalised: number };
}

export type ProfileKind = 'model' | 'ranged' | 'melee';

/** One characteristic two sources print differently. */
export interface Difference {
  faction: string;
  datasheet: string;
  kind: ProfileKind;
  /** The profile's name (the first source's spelling). */
  profile: string;
  /** M, T, SV, W, LD, OC, Range, A, BS, WS, S, AP, D or Keywords. */
  field: string;
  /** The first source's text and the second's, as printed. */
  values: [string, string];
  /** Noise: the same value written differently. Real: a different value. */
  class: 'noise' | 'real';
  note?: string;
}

/** A datasheet or profile only one source has. */
export interface Unpaired {
  faction: string;
  /** The datasheet (for a datasheet: its own name). */
  datasheet: string;
  kind: 'datasheet' | ProfileKind;
  name: string;
  source: SourceKind;
}

/** Two profiles paired although their names differ beyond case and punctuation. */
export interface LoosePair {
  faction: string;
  datasheet: string;
  kind: ProfileKind;
  /** The first source's name and the second's, as printed. */
  names: [string, string];
  /** How they were paired. */
  how: 'empty name' | 'singular and plural' | 'spacing' | 'only profile left';
}

export interface SourceDiff {
  /** The two sources compared, first and second. */
  sources: [SourceKind, SourceKind];
  total: DiffCounts;
  factions: { faction: string; counts: DiffCounts }[];
  differences: Difference[];
  unpaired: Unpaired[];
  /** Profiles paired by a looser name match (an empty name, singular and plural, spacing, the only one left). */
  loosePairs: LoosePair[];
}

export function emptyCounts(): DiffCounts {
  const agreement = (): Agreement => ({ pairs: 0, agreeRaw: 0, agreeNormalised: 0, firstOnly: 0, secondOnly: 0 });
  return {
    datasheets: { pairs: 0, firstOnly: 0, secondOnly: 0 },
    models: agreement(),
    weapons: agreement(),
    weaponAbilities: { pairs: 0, agreeRaw: 0, agreeNormalised: 0 },
  };
}
