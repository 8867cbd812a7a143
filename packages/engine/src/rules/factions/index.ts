import type { AnyRuleDef } from '../registry.js';
import { IMPERIAL_KNIGHTS } from './imperial-knights/code-chivalric.js';
import { OATHBAND } from './leagues-of-votann/oathband.js';

/**
 * Faction, detachment, Stratagem, Enhancement and datasheet rules, one file per faction's detachment
 * (`factions/<faction>/<detachment>.ts`, each exporting its definitions), listed here.
 */
export const FACTION_RULES: readonly AnyRuleDef[] = [...IMPERIAL_KNIGHTS, ...OATHBAND];
