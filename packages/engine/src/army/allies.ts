import type { Datasheet } from '../model/datasheet.js';
import type { BattleSizeName } from './battle-size.js';
import { kw } from './keywords.js';
import { sameName } from './names.js';

/**
 * Rules that let an army include units without its Army Faction keyword. Parameters only; the rule
 * texts are read from the data at run time.
 */
export interface AlliesRule {
  name: string;
  /** Where the rule is stated. */
  source: string;
  /** The army this rule belongs to: a faction (and detachment), or "every model has one of". */
  army: { faction?: string; detachment?: string; everyModelHasOneOf?: string[] };
  /** Which foreign units it admits: by datasheet name, or by keyword (all must be present). */
  admits: { datasheets?: string[]; keywords?: string[]; faction?: string };
  /**
   * Units with this keyword count towards the rule even when the data lists a copy of their
   * datasheet under the Army Faction (Wahapedia lists the Forge World Allies under Imperial Knights).
   */
  alliedKeyword?: string;
  /** Combined points of the admitted units, by battle size. */
  pointsCap?: Record<BattleSizeName, number>;
  /** Model caps; with `oneOf`, only one of these kinds may be used. */
  modelCaps?: { keyword: string; max: number }[];
  oneOf?: boolean;
  noWarlord: boolean;
  noEnhancements: boolean;
  /** Daemonic Pact: per keyword, non-BATTLELINE units admitted <= BATTLELINE units admitted. */
  battlelineBalance?: string[];
}

export const ALLIES_RULES: readonly AlliesRule[] = [
  {
    name: 'Forge World Allies',
    source: 'seed 003 (Questor Forgepact: Cogbound Alliance)',
    army: { faction: 'Imperial Knights', detachment: 'Questor Forgepact' },
    alliedKeyword: 'Adeptus Mechanicus',
    admits: {
      datasheets: [
        'Tech-Priest Dominus',
        'Tech-Priest Manipulus',
        'Skitarii Marshal',
        'Skitarii Rangers',
        'Skitarii Vanguard',
      ],
    },
    pointsCap: { Incursion: 250, 'Strike Force': 500, Onslaught: 750 },
    noWarlord: true,
    noEnhancements: false,
  },
  {
    name: 'Daemonic Pact',
    source: 'Wahapedia ability 000008434 (Chaos Daemons)',
    army: { everyModelHasOneOf: ['Chaos Knights', 'Heretic Astartes'] },
    admits: { keywords: ['Legiones Daemonica'] },
    pointsCap: { Incursion: 250, 'Strike Force': 500, Onslaught: 750 },
    noWarlord: true,
    noEnhancements: true,
    battlelineBalance: ['Khorne', 'Tzeentch', 'Nurgle', 'Slaanesh'],
  },
  {
    name: 'Freeblades',
    source: 'Wahapedia ability 000008461 (Imperial Knights)',
    army: { everyModelHasOneOf: ['Imperium'] },
    admits: { faction: 'Imperial Knights' },
    modelCaps: [
      { keyword: 'Titanic', max: 1 },
      { keyword: 'Armiger', max: 3 },
    ],
    oneOf: true,
    noWarlord: true,
    noEnhancements: true,
  },
];

export function admits(rule: AlliesRule, ds: Datasheet, keywords: ReadonlySet<string>): boolean {
  const a = rule.admits;
  if (a.datasheets && !a.datasheets.some((n) => sameName(n, ds.name))) return false;
  if (a.keywords && !a.keywords.every((k) => keywords.has(kw(k)))) return false;
  if (a.faction && !sameName(a.faction, ds.faction)) return false;
  if (rule.modelCaps && !rule.modelCaps.some((c) => keywords.has(kw(c.keyword)))) return false;
  return true;
}
