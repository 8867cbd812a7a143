export * from './fuzzy.js';
export * from './normalise.js';
