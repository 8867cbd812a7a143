import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, SCREENSHOT_DIR } from '../../../testing/browser.js';
import { seedPath } from '../../../testing/shared.js';
import { APP_NEEDS, servedApp } from './served-app.js';
import { SMALL_LIST } from './small-list.js';

/**
 * Keyboard only: the main flow of every page with Tab, arrows and Enter (no mouse, no clicks).
 * The battle page's own keyboard flow (formations, deploying with arrows) is in battle-browser.test.ts.
 */

/** Press Tab until the focused element matches `selector` (or fail naming what was reached). */
async function tabTo(page: Page, selector: string, limit = 120): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const at = await page.evaluate((sel) => {
      const el = document.activeElement;
      if (!el) return { match: false, what: 'nothing' };
      return { match: el.matches(sel), what: `${el.tagName.toLowerCase()}#${el.id}:${el.textContent?.slice(0, 20)}` };
    }, selector);
    if (at.match) return;
    seen.push(at.what);
  }
  throw new Error(`Tab never reached ${selector}; went through ${seen.slice(-8).join(' | ')}`);
}

const busyDone = (page: Page) =>
  page.waitForFunction(() => document.querySelector('[data-testid=a-results]')?.getAttribute('aria-busy') === 'false');

describeBrowser('keyboard only, every page (Chromium)', APP_NEEDS, () => {
  const app = servedApp('keyboard');

  it('calculator: pick both units from the search with arrows and Enter, then change a value', async () => {
    const page = await app().browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${app().url}/calc`);
    await busyDone(page);
    await tabTo(page, '#a-attacker-search');
    await page.keyboard.type('Land Raider');
    await page
      .getByRole('option', { name: /Land Raider/ })
      .first()
      .waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() =>
      (document.getElementById('a-attacker-name') as HTMLInputElement | null)?.value.startsWith('Land Raider'),
    );
    await tabTo(page, '#a-defender-search');
    await page.keyboard.type('Cthonian Earthshakers');
    await page
      .getByRole('option', { name: /Cthonian Earthshakers/ })
      .first()
      .waitFor();
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => (document.getElementById('a-defender-name') as HTMLInputElement | null)?.value === 'Cthonian Earthshakers',
    );
    await busyDone(page);
    const before = await page.getByTestId('a-mean-damage').getAttribute('data-value');
    // The defender's first group: one model fewer, typed into its field.
    await tabTo(page, '#a-attacker-name');
    await tabTo(page, 'input[id^="a-w0-"]');
    const field = await page.evaluate(() => document.activeElement?.id);
    expect(field).toMatch(/^a-w0-/);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('0');
    await busyDone(page);
    await page.waitForFunction(
      (b) => document.querySelector('[data-testid=a-mean-damage]')?.getAttribute('data-value') !== b,
      before,
    );
    await page.close();
  }, 120_000);

  it('datasheets: type a name, Tab to the first result, Enter opens its card', async () => {
    const page = await app().browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${app().url}/datasheets`);
    await tabTo(page, '#ds-search');
    await page.keyboard.type('Grimnyr');
    await page.locator('.results-list a').first().waitFor();
    await tabTo(page, '.results-list a');
    await page.keyboard.press('Enter');
    await page.locator('article.card h2, article.card h1').first().waitFor();
    await expect(page.locator('article.card').first().textContent()).resolves.toContain('Grimnyr');
    await page.close();
  }, 60_000);

  it('import: paste a seed page with the keyboard and read it with Control+Enter', async () => {
    const page = await app().browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${app().url}/import`);
    await tabTo(page, 'textarea');
    await page.keyboard.insertText(readFileSync(seedPath('earthshakers'), 'utf8'));
    await page.keyboard.press('Control+Enter');
    await page.getByTestId('import-report').waitFor();
    await page.getByText('Cthonian Earthshaker: T is missing').waitFor();
    await page.close();
  }, 60_000);

  it('lists: paste a list, read it with Enter, add a model with an arrow, export with Enter', async () => {
    const page = await app().browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${app().url}/lists`);
    await tabTo(page, '#list-text');
    await page.keyboard.insertText(SMALL_LIST);
    await tabTo(page, 'button[type=submit]');
    await page.keyboard.press('Enter');
    await page.getByTestId('list-units').waitFor();
    const total = () => page.getByTestId('list-points').textContent();
    const before = await total();
    await tabTo(page, 'input[aria-label^="models in Infiltrator Squad"]');
    await page.keyboard.press('ArrowUp');
    await page.waitForFunction((b) => document.querySelector('[data-testid=list-points]')?.textContent !== b, before);
    await tabTo(page, '#export-format');
    await tabTo(page, '.list-export button[type=submit]');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('export-text').inputValue(), { timeout: 10_000 })
      .toContain('Infiltrator Squad');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'lists-keyboard.png'), fullPage: true });
    await page.close();
  }, 60_000);

  it('replay: step back with Enter and scrub with the arrows', async () => {
    const page = await app().browser.newPage({ viewport: { width: 1280, height: 900 } });
    const r = await fetch(`${app().url}/api/battles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app().url },
      body: JSON.stringify({ armies: [{ demo: true }, { demo: true }], bot: 1 }),
    });
    const { battle } = (await r.json()) as { battle: { id: string } };
    await page.goto(`${app().url}/replay?battle=${battle.id}`);
    await page.getByTestId('scrub').waitFor();
    const at = async () => Number(await page.getByTestId('at').textContent());
    // The battle file loads after the page: it opens at its last event.
    await expect.poll(at).toBeGreaterThan(1);
    const end = await at();
    await tabTo(page, 'button[aria-label="One event back"]');
    await page.keyboard.press('Enter');
    await expect.poll(at).toBe(end - 1);
    await tabTo(page, '[data-testid=scrub]');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(at).toBe(end - 2);
    await page.keyboard.press('Home');
    await expect.poll(at).toBe(0);
    await page.close();
  }, 60_000);
});
