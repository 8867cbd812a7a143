export * from './codec.js';
export * from './hash.js';
export * from './merge.js';
