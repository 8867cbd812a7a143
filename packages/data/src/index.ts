export { importBsdata, importBsdataFiles, isBsdataDir, WH40K_10E_SYSTEM_ID } from './bsdata/index.js';
export * from './catalogue/index.js';
export * from './diff/index.js';
export * from './lists/index.js';
export { completePage, importSeeds, importSeedTexts, isSeedDir, parseSeedPage, type SeedFile } from './seed/index.js';
export { htmlToText } from './text/html.js';
export { importWahapedia, importWahapediaTexts, isWahapediaDir, splitStratagemText } from './wahapedia/index.js';
