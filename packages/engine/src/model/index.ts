export * from './abilities.js';
export * from './catalogue.js';
export * from './datasheet.js';
export * from './page.js';
export * from './points.js';
export * from './primitives.js';
export * from './stratagem.js';
