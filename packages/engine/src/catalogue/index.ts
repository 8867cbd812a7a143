export * from './links.js';
export * from './query.js';
