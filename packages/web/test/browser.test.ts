import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_WEB_DIR, startServer } from '@cogitator/server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser, SCREENSHOT_DIR } from '../../../testing/browser.js';

// Needs Chromium and the built app (`npm run build`). Skipped locally when either is missing; under CI
// (CI=true) a missing prerequisite fails the suite instead.
const ready = hasChromium() && existsSync(join(DEFAULT_WEB_DIR, 'index.html'));
const suite = ready || process.env.CI ? describe : describe.skip;

suite('web app in Chromium', () => {
  let browser: Browser;
  let server: { url: string; close: () => Promise<void> };

  beforeAll(async () => {
    if (!ready)
      throw new Error(`browser tests need ${hasChromium() ? 'the built web app (npm run build)' : 'Chromium'}`);
    server = await startServer({ port: 0, webDir: DEFAULT_WEB_DIR });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('serves the app shell', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Cogitator');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'home.png') });
    await page.close();
  });
});
