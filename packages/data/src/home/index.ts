import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Where Cogitator keeps its files, in a module of its own (`@cogitator/data/home`) so a command
 * can name its defaults without loading the importers.
 */

/** `$COGITATOR_HOME`, else `~/.cogitator`. */
export function cogitatorHome(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.COGITATOR_HOME?.trim() ? env.COGITATOR_HOME : join(homedir(), '.cogitator'));
}

/** `$COGITATOR_HOME/catalogue.json`, else `~/.cogitator/catalogue.json`. */
export function defaultCataloguePath(env: NodeJS.ProcessEnv = process.env): string {
  return join(cogitatorHome(env), 'catalogue.json');
}
