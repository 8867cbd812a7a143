import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { describe, it } from 'vitest';

/**
 * Debian's Chromium driven by playwright-core (`npx playwright install` cannot work offline).
 * `.ci/run` installs it with apt-get.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = join('test-output', 'screenshots');

export function hasChromium(): boolean {
  return existsSync(CHROMIUM);
}

export async function launchBrowser(): Promise<Browser> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/**
 * describe() for tests in a real browser: they need Chromium and the files given (the built app,
 * shared data). Missing ones skip the suite locally and FAIL it under CI (CI=true).
 */
export function describeBrowser(name: string, needs: string[], fn: () => void): void {
  const missing = [...(hasChromium() ? [] : [CHROMIUM]), ...needs.filter((p) => !existsSync(p))];
  if (missing.length === 0) {
    describe(name, fn);
  } else if (process.env.CI) {
    describe(name, () => {
      it('has Chromium, the built app and the data it reads', () => {
        throw new Error(`missing under CI: ${missing.join(', ')} (run npm run build; install chromium)`);
      });
    });
  } else {
    describe.skip(`${name} (missing: ${missing.join(', ')})`, fn);
  }
}
