import { join } from 'node:path';
import { DEFAULT_WEB_DIR } from '@cogitator/server';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, SCREENSHOT_DIR } from '../../../testing/browser.js';
import { WAHAPEDIA_DIR } from '../../../testing/shared.js';
import { defaultSetup, groupRow, type Setup, weaponRow } from '../src/calc/state.js';
import { encodeState } from '../src/calc/url.js';
import { CLI_MAIN } from './serve-cli.js';
import { servedApp } from './served-app.js';

/**
 * Every page at a phone's width (390 x 844) and the comparison at 1440: nothing wider than the
 * screen (`scrollWidth <= innerWidth`), a screenshot of each; a long computation's progress and
 * Cancel in the real worker.
 */
const NEEDS = [join(DEFAULT_WEB_DIR, 'index.html'), CLI_MAIN, WAHAPEDIA_DIR];

/** The pages of the app (the nav's): path, and what shows it has drawn. */
export const PAGES: { name: string; path: string; ready: string }[] = [
  { name: 'calculator', path: '/calc', ready: '[data-testid=a-mean-damage]' },
  { name: 'datasheets', path: '/datasheets', ready: 'input[type=search]' },
  { name: 'import', path: '/import', ready: 'textarea' },
  { name: 'lists', path: '/lists', ready: '#list-text' },
];

/** The page's width against the window's, and the elements sticking out of it (for the message). */
async function widths(page: Page) {
  return page.evaluate(() => {
    const vw = window.innerWidth;
    const out = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > vw + 1)
      .filter((el) => !el.closest('.table-wrap, .results-list'))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: vw, out };
  });
}

function heavy(): Setup {
  const s = defaultSetup();
  const gun = weaponRow({
    name: 'gun',
    attacks: '60',
    skill: '3+',
    strength: '4',
    ap: '-1',
    damage: 'D3',
    abilities: 'sustained hits 1, devastating wounds',
  });
  // Three Devastating Wounds weapons whose damage differs: their waiting wounds keep the (a, f, s) state
  // (weapons alike are one count and take milliseconds since issue 19).
  const damage = ['D3', 'D6', '2'];
  s.attacker = {
    name: 'Heavy',
    id: '',
    size: 0,
    weapons: [0, 1, 2].map((i) => ({ ...gun, name: `gun ${i}`, damage: damage[i] as string })),
  };
  s.defender = {
    name: '20x W3 FNP5',
    id: '',
    size: 0,
    groups: [groupRow({ models: '20', toughness: '4', save: '3+', wounds: '3', feelNoPain: '5+' })],
    keywords: 'INFANTRY',
    abilities: '',
  };
  return s;
}

describeBrowser('the app at a phone width and in compare mode (Chromium)', NEEDS, () => {
  const app = servedApp('layout');

  it('at 390 x 844 no page is wider than the screen (screenshots saved)', async () => {
    const page = await app().browser.newPage({ viewport: { width: 390, height: 844 } });
    for (const p of PAGES) {
      await page.goto(`${app().url}${p.path}`);
      await page.locator(p.ready).first().waitFor();
      const w = await widths(page);
      expect(w.scrollWidth, `${p.path}: ${w.out.join(', ')}`).toBeLessThanOrEqual(w.innerWidth);
      await page.screenshot({ path: join(SCREENSHOT_DIR, `${p.name}-390.png`), fullPage: true });
    }
    await page.close();
  });

  it('compare mode fits at 1440 and at 390, its legend naming both sides', async () => {
    const b = defaultSetup();
    b.attacker.name = 'Second squad';
    for (const width of [1440, 390]) {
      const page = await app().browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${app().url}/calc${encodeState({ a: defaultSetup(), b })}`);
      await page.locator('figure[data-chart=compare] svg').first().waitFor();
      const w = await widths(page);
      expect(w.scrollWidth, `compare at ${width}: ${w.out.join(', ')}`).toBeLessThanOrEqual(w.innerWidth);
      await expect(page.locator('figure[data-chart=compare]').textContent()).resolves.toContain(
        'B: Second squad against Target squad',
      );
      await page.screenshot({ path: join(SCREENSHOT_DIR, `compare-${width}.png`), fullPage: true });
      await page.close();
    }
  });

  it('a long computation shows its progress and elapsed time; Cancel stops the worker', async () => {
    const page = await app().browser.newPage({ viewport: { width: 1440, height: 1000 } });
    await page.goto(`${app().url}/calc${encodeState({ a: heavy(), b: null })}`);
    const progress = page.getByTestId('a-progress');
    await progress.waitFor({ timeout: 10_000 });
    await expect(progress.textContent()).resolves.toMatch(/^Computing(: \d+%)? \(\d+\.\d s\)/);
    // Cancel at once: a screenshot first gave the computation time to end on a quiet machine, and the
    // button went with it (CI, 2026-12-03).
    await progress.getByRole('button', { name: 'Cancel' }).click({ timeout: 10_000 });
    await page.getByTestId('a-cancelled').waitFor();
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'calculator-cancelled.png') });
    await expect(page.getByTestId('a-results').getAttribute('aria-busy')).resolves.toBe('false');
    await page.close();
  });
});
