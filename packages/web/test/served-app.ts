import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importCatalogue } from '@cogitator/data';
import { DEFAULT_WEB_DIR } from '@cogitator/server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from '../../../testing/browser.js';
import { WAHAPEDIA_DIR } from '../../../testing/shared.js';
import { CLI_MAIN, type Served, serveCli } from './serve-cli.js';

/** What every browser test needs: the built app and CLI, and the Wahapedia export it imports. */
export const APP_NEEDS = [join(DEFAULT_WEB_DIR, 'index.html'), CLI_MAIN, WAHAPEDIA_DIR];

export interface ServedApp {
  /** The served origin, e.g. http://127.0.0.1:41234 */
  url: string;
  browser: Browser;
  /** A temporary folder of this describe's, removed after it (the catalogue and database live there). */
  dir: string;
}

/**
 * Inside a describe: before its tests, import the Wahapedia export into a fresh folder, run the real
 * `cogitator serve` over it and launch Chromium; after them, stop both and remove the folder.
 * Returns a getter (the values exist only once beforeAll has run).
 */
export function servedApp(name: string): () => ServedApp {
  let dir = '';
  let served: Served | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), `cogitator-${name}-`));
    const catalogue = join(dir, 'catalogue.json');
    await importCatalogue([WAHAPEDIA_DIR], catalogue);
    served = await serveCli(['--catalogue', catalogue, '--db', join(dir, 'cogitator.db')]);
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await served?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    if (!served || !browser) throw new Error('servedApp: used before its beforeAll ran');
    return { url: served.url, browser, dir };
  };
}
