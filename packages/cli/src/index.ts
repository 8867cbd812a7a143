export type { Io } from './io.js';
export { UsageError } from './io.js';
export { buildProgram, run, setExitCode } from './program.js';
