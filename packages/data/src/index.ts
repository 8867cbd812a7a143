export * from './lists/index.js';
