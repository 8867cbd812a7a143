export * from './compile/index.js';
export * from './sources.js';
export * from './status.js';
export * from './store.js';
