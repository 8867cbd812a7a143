import type { Command } from 'commander';
import type { Io } from '../io.js';

/** Each command lives in its own file and registers itself (options, help, action). */
export type RegisterCommand = (program: Command, io: Io) => void;

/**
 * The commands, loaded only when used: `cogitator calc ...` imports the calculator and nothing
 * else, `cogitator --help` imports none of them (its list comes from `summary`, which a test keeps
 * equal to each command's own description).
 */
export interface CommandEntry {
  name: string;
  summary: string;
  load(): Promise<RegisterCommand>;
}

export const COMMANDS: CommandEntry[] = [
  {
    name: 'parse',
    summary: 'Read a seed page (a copied datasheet page) and print its datasheet',
    load: async () => (await import('./parse.js')).registerParse,
  },
  {
    name: 'data',
    summary: 'Import data sources into the catalogue and inspect it',
    load: async () => (await import('./data.js')).registerData,
  },
  {
    name: 'show',
    summary: 'Show a datasheet card from the catalogue, with the Stratagems and Enhancements it may use',
    load: async () => (await import('./show.js')).registerShow,
  },
  {
    name: 'search',
    summary: 'Find datasheets, detachments, Stratagems and Enhancements by name, forgiving typos and accents',
    load: async () => (await import('./search.js')).registerSearch,
  },
  {
    name: 'calc',
    summary: 'Exact attack odds: every stage, damage and models destroyed, as full distributions',
    load: async () => (await import('./calc.js')).registerCalc,
  },
  {
    name: 'game',
    summary: 'Play a battle: set up, show, replay, enter commands, or let bots play',
    load: async () => (await import('./game.js')).registerGame,
  },
  {
    name: 'coverage',
    summary: 'List every rule with how far it is automated (automated, partial, manual)',
    load: async () => (await import('./coverage.js')).registerCoverage,
  },
  {
    name: 'serve',
    summary: 'Start the web app and HTTP API on 127.0.0.1',
    load: async () => (await import('./serve.js')).registerServe,
  },
  {
    name: 'list',
    summary: 'Army lists: import any export format, validate, build and export',
    load: async () => (await import('./list.js')).registerList,
  },
  {
    name: 'sim',
    summary: 'Play seeded battles between two army lists and report win rates, VP and each unit’s share',
    load: async () => (await import('./sim.js')).registerSim,
  },
  {
    name: 'sim-worker',
    summary: 'Play battles that `cogitator sim --redis URL` puts on the queue, until stopped',
    load: async () => (await import('./sim.js')).registerSimWorker,
  },
];

/** The command an argument list asks for (`help calc` asks for calc), if any. */
export function commandFor(argv: readonly string[]): CommandEntry | undefined {
  const words = argv.filter((a) => !a.startsWith('-'));
  const name = words[0] === 'help' ? words[1] : words[0];
  return COMMANDS.find((c) => c.name === name);
}
