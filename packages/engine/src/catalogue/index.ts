export * from './codec.js';
export * from './fuzzy.js';
export * from './hash.js';
export * from './merge.js';
export * from './normalise.js';
export * from './query.js';
