export { completePage, type FilledField, type PageCompletion, type PageConflict } from './complete.js';
export { parseSeedPage } from './page.js';
