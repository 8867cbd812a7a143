import type { Command } from 'commander';
import type { Io } from '../io.js';
import { registerCoverage } from './coverage.js';
import { registerData } from './data.js';
import { registerSearch } from './search.js';
import { registerShow } from './show.js';

/** Each command lives in its own file and registers itself here. */
export type RegisterCommand = (program: Command, io: Io) => void;

export const COMMANDS: RegisterCommand[] = [registerCoverage, registerData, registerShow, registerSearch];
