import type { AnyRuleDef } from '../registry.js';
import { COMBINED_REGIMENT } from './astra-militarum/combined-regiment.js';
import { MUNITORUM_SERVITORS } from './astra-militarum/munitorum-servitors.js';
import { TECH_PRIEST_ENGINSEER } from './astra-militarum/tech-priest-enginseer.js';
import { ASTRA_MILITARUM } from './astra-militarum/voice-of-command.js';
import { VOX_NET } from './astra-militarum/vox-net.js';
import { AUGURIUM_TASK_FORCE } from './grey-knights/augurium-task-force.js';
import { BANISHERS } from './grey-knights/banishers.js';
import { BROTHERHOOD_STRIKE } from './grey-knights/brotherhood-strike.js';
import { GREY_KNIGHTS } from './grey-knights/gate-of-infinity.js';
import { SANCTIC_SPEARHEAD } from './grey-knights/sanctic-spearhead.js';
import { WARPBANE_TASK_FORCE } from './grey-knights/warpbane-task-force.js';
import { BONDSMAN_ABILITIES } from './imperial-knights/bondsman.js';
import { CANIS_REX } from './imperial-knights/canis-rex.js';
import { IMPERIAL_KNIGHTS } from './imperial-knights/code-chivalric.js';
import { KNIGHT_ENHANCEMENTS } from './imperial-knights/enhancements.js';
import { GATE_WARDEN_LANCE } from './imperial-knights/gate-warden-lance.js';
import { KNIGHT_LANCES } from './imperial-knights/lances.js';
import { QUESTOR_FORGEPACT } from './imperial-knights/questor-forgepact.js';
import { QUESTOR_FORGEPACT_STRATAGEMS } from './imperial-knights/questor-forgepact-stratagems.js';
import { QUESTORIS_COMPANIONS } from './imperial-knights/questoris-companions.js';
import { SIR_HEKHTUR } from './imperial-knights/sir-hekhtur.js';
import { SPEARHEAD_AT_ARMS } from './imperial-knights/spearhead-at-arms.js';
import { VALOURSTRIKE_LANCE } from './imperial-knights/valourstrike-lance.js';
import { LEAGUES_OF_VOTANN } from './leagues-of-votann/army-rules.js';
import { BRANDFAST_OATHBAND } from './leagues-of-votann/brandfast-oathband.js';
import { LOV_DATASHEET_ABILITIES } from './leagues-of-votann/datasheet-abilities.js';
import { DELVE_ASSAULT_SHIFT } from './leagues-of-votann/delve-assault-shift.js';
import { GRIMNYR_RULES } from './leagues-of-votann/fortify.js';
import { HEARTHBAND } from './leagues-of-votann/hearthband.js';
import { HEARTHKYN_WARRIORS } from './leagues-of-votann/hearthkyn-warriors.js';
import { NEEDGAARD_OATHBAND } from './leagues-of-votann/needgaard-oathband.js';
import { OATHBAND } from './leagues-of-votann/oathband.js';
import { PERSECUTION_PROSPECT } from './leagues-of-votann/persecution-prospect.js';
import { VOID_SALVAGERS } from './leagues-of-votann/void-salvagers.js';
import { ASSAULT_RAMPS } from './shared/assault-ramp.js';

/**
 * Faction, detachment, Stratagem, Enhancement and datasheet rules, one file per faction's detachment
 * (`factions/<faction>/<detachment>.ts`, each exporting its definitions), listed here.
 */
export const FACTION_RULES: readonly AnyRuleDef[] = [
  ...LEAGUES_OF_VOTANN,
  ...OATHBAND,
  ...GRIMNYR_RULES,
  ...LOV_DATASHEET_ABILITIES,
  ...VOID_SALVAGERS,
  ...HEARTHBAND,
  ...NEEDGAARD_OATHBAND,
  ...PERSECUTION_PROSPECT,
  ...BRANDFAST_OATHBAND,
  ...DELVE_ASSAULT_SHIFT,
  ...COMBINED_REGIMENT,
  ...ASTRA_MILITARUM,
  ...MUNITORUM_SERVITORS,
  ...VOX_NET,
  ...GREY_KNIGHTS,
  ...WARPBANE_TASK_FORCE,
  ...BROTHERHOOD_STRIKE,
  ...BANISHERS,
  ...SANCTIC_SPEARHEAD,
  ...AUGURIUM_TASK_FORCE,
  ...IMPERIAL_KNIGHTS,
  ...BONDSMAN_ABILITIES,
  ...SIR_HEKHTUR,
  ...CANIS_REX,
  ...QUESTOR_FORGEPACT,
  ...QUESTOR_FORGEPACT_STRATAGEMS,
  ...KNIGHT_LANCES,
  ...QUESTORIS_COMPANIONS,
  ...VALOURSTRIKE_LANCE,
  ...SPEARHEAD_AT_ARMS,
  ...GATE_WARDEN_LANCE,
  ...KNIGHT_ENHANCEMENTS,
  ...ASSAULT_RAMPS,
  ...TECH_PRIEST_ENGINSEER,
  ...HEARTHKYN_WARRIORS,
];
