import type { AnyRuleDef } from '../registry.js';
import { GREY_KNIGHTS } from './grey-knights/gate-of-infinity.js';
import { IMPERIAL_KNIGHTS } from './imperial-knights/code-chivalric.js';
import { LEAGUES_OF_VOTANN } from './leagues-of-votann/army-rules.js';
import { OATHBAND } from './leagues-of-votann/oathband.js';

/**
 * Faction, detachment, Stratagem, Enhancement and datasheet rules, one file per faction's detachment
 * (`factions/<faction>/<detachment>.ts`, each exporting its definitions), listed here.
 */
export const FACTION_RULES: readonly AnyRuleDef[] = [
  ...LEAGUES_OF_VOTANN,
  ...GREY_KNIGHTS,
  ...IMPERIAL_KNIGHTS,
  ...OATHBAND,
];
