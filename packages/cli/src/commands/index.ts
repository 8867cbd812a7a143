import type { Command } from 'commander';
import type { Io } from '../io.js';
import { registerCalc } from './calc.js';
import { registerCoverage } from './coverage.js';
import { registerData } from './data.js';
import { registerGame } from './game.js';
import { registerList } from './list.js';
import { registerParse } from './parse.js';
import { registerSearch } from './search.js';
import { registerServe } from './serve.js';
import { registerShow } from './show.js';
import { registerSim } from './sim.js';

/** Each command lives in its own file and registers itself here. */
export type RegisterCommand = (program: Command, io: Io) => void;

export const COMMANDS: RegisterCommand[] = [
  registerParse,
  registerData,
  registerShow,
  registerSearch,
  registerCalc,
  registerGame,
  registerCoverage,
  registerServe,
  registerList,
  registerSim,
];
