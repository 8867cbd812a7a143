export * from './army/index.js';
export * from './catalogue/index.js';
export * from './combat/index.js';
export * from './dice/index.js';
export * from './errors.js';
export * from './game/index.js';
export * from './model/index.js';
export * from './rules/index.js';
