export * from './attack-effects.js';
export * from './conditions.js';
export * from './core-abilities.js';
export * from './coverage.js';
export * from './rerolls.js';
export * from './support.js';
export * from './weapon-abilities.js';
