export { parseSeedPage } from './seed/index.js';
