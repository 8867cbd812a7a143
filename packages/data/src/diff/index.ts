export { compareCharacteristic, compareKeywords, type Verdict } from './compare.js';
export { type DiffOptions, diffSources } from './diff.js';
export { diffDirectories } from './dirs.js';
export { type Pairing, pairBy, pairDatasheets, pairInTiers } from './pair.js';
export * from './types.js';
