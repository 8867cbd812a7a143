export * from './lists/index.js';
export { parseSeedPage } from './seed/index.js';
