export { parseSeedPage } from './page.js';
