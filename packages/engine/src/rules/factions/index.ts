import type { AnyRuleDef } from '../registry.js';
import { GRIMNYR_RULES } from './leagues-of-votann/fortify.js';

/**
 * Faction, detachment, Stratagem, Enhancement and datasheet rules, one file per faction's detachment
 * (`factions/<faction>/<detachment>.ts`, each exporting its definitions), listed here.
 */
export const FACTION_RULES: readonly AnyRuleDef[] = [...GRIMNYR_RULES];
