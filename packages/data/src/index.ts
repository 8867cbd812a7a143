export * from './catalogue/index.js';
export { completePage, parseSeedPage } from './seed/index.js';
export { htmlToText } from './text/html.js';
export { importWahapedia, importWahapediaTexts, isWahapediaDir, splitStratagemText } from './wahapedia/index.js';
