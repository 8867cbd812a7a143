export { completePage } from './complete.js';
export { importSeeds, isSeedDir } from './folder.js';
export { parseSeedPage } from './page.js';
export { importSeedTexts, type SeedFile } from './source.js';
