export * from './attack-effects.js';
export * from './core-abilities.js';
export * from './coverage.js';
export * from './support.js';
export * from './weapon-abilities.js';
