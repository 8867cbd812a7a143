export { factionOfCatalogue, WAHAPEDIA_FACTIONS } from './factions.js';
export { snapshotFromDirName, WH40K_10E_SYSTEM_ID } from './files.js';
export { importBsdata, importBsdataFiles, isBsdataDir } from './import.js';
export { parseInvulnerable } from './invulnerable.js';
export { parseLeaderText } from './leader.js';
export * from './values.js';
