export * from './expr.js';
export * from './pmf.js';
export * from './prng.js';
