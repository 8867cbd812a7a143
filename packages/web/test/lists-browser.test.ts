import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeBrowser, SCREENSHOT_DIR } from '../../../testing/browser.js';
import { LISTS_DIR } from '../../../testing/shared.js';
import { APP_NEEDS, servedApp } from './served-app.js';

/**
 * The Lists page in Chromium: a shared list (the GW app export of a 1,985-point Space Wolves army)
 * imported, its findings shown, edited and exported, then the export read back.
 */
const LIST = join(LISTS_DIR, 'gw-app', 'example1.txt');

describeBrowser('the lists page in Chromium', [...APP_NEEDS, LIST], () => {
  const app = servedApp('lists-browser');

  it('imports a shared list, shows its findings, edits it and exports it', async () => {
    const page = await app().browser.newPage({ viewport: { width: 1440, height: 1000 } });
    await page.goto(`${app().url}/lists`);
    await page.locator('#list-text').fill(readFileSync(LIST, 'utf8'));
    await page.getByRole('button', { name: 'Read the list' }).click();
    const units = page.getByTestId('list-units');
    await units.waitFor();
    await page.getByRole('heading', { name: 'Boop' }).waitFor();
    const names = await units.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.children[1]?.textContent));
    expect(names.length).toBeGreaterThan(10);
    expect(names).toContain('Bjorn the Fell-Handed');
    await expect(page.getByTestId('list-points').textContent()).resolves.toContain('1985');
    const findings = page.getByTestId('findings');
    await findings.waitFor();
    const before = (await findings.textContent()) ?? '';
    expect(before.length).toBeGreaterThan(0);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'lists-imported.png'), fullPage: true });

    // Edit: remove Bjorn; the points and the findings follow.
    await page.getByRole('button', { name: /^Remove Bjorn the Fell-Handed/ }).click();
    await expect
      .poll(() => units.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.children[1]?.textContent)))
      .not.toContain('Bjorn the Fell-Handed');
    await expect.poll(() => page.getByTestId('list-points').textContent()).not.toContain('1985 by');

    // Export to New Recruit text and check what it says.
    await page.locator('#export-format').selectOption({ index: 0 });
    await page.locator('.list-export button[type=submit]').click();
    await expect
      .poll(() => page.getByTestId('export-text').inputValue(), { timeout: 10_000 })
      .toContain('Harald Deathwolf');
    const text = await page.getByTestId('export-text').inputValue();
    expect(text).not.toContain('Bjorn the Fell-Handed');

    // The export reads back into the same datasheets (written by their catalogue names) and counts.
    const read = async (t: string) => {
      const r = await fetch(`${app().url}/api/lists/read`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: app().url },
        body: JSON.stringify({ text: t }),
      });
      const { list } = (await r.json()) as {
        list: { units: { name: string; datasheet: string | null; models: number }[] };
      };
      return list.units.map((u) => [u.datasheet, u.models]);
    };
    const original = await read(readFileSync(LIST, 'utf8'));
    const bjorn = original[names.indexOf('Bjorn the Fell-Handed')];
    expect(bjorn?.[0]).toBeTruthy();
    expect(await read(text)).toEqual(original.filter((u) => u !== bjorn));
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'lists-exported.png'), fullPage: true });
    await page.close();
  }, 120_000);
});
