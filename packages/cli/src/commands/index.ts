import type { Command } from 'commander';
import type { Io } from '../io.js';
import { registerCalc } from './calc.js';
import { registerCoverage } from './coverage.js';

/** Each command lives in its own file and registers itself here. */
export type RegisterCommand = (program: Command, io: Io) => void;

export const COMMANDS: RegisterCommand[] = [registerCoverage, registerCalc];
