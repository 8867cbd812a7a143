export { completePage } from './complete.js';
export { parseSeedPage } from './page.js';
