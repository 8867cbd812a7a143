import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { evaluate, parseScenario } from '@cogitator/engine';
import { DEFAULT_WEB_DIR } from '@cogitator/server';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, SCREENSHOT_DIR } from '../../../testing/browser.js';
import { seedPath, WAHAPEDIA_DIR } from '../../../testing/shared.js';
import { LAND_RAIDER_VS_EARTHSHAKERS } from '../../engine/test/combat-fixtures.js';
import { defaultSetup, groupRow, type WeaponRow, weaponRow } from '../src/calc/state.js';
import { encodeState } from '../src/calc/url.js';
import { CLI_MAIN } from './serve-cli.js';
import { servedApp } from './served-app.js';

/**
 * The app in Chromium, served by the real `cogitator serve` over a catalogue imported from the
 * 2025-11-14 Wahapedia export. Needs `npm run build` (app and CLI), Chromium and the shared data.
 */
const NEEDS = [join(DEFAULT_WEB_DIR, 'index.html'), CLI_MAIN, WAHAPEDIA_DIR, seedPath('earthshakers')];

/** The combat issue's benchmark: 120 attacks, Sustained Hits 1 + Devastating Wounds, D3, into 10x T4 3+ W3 FNP 5+. */
function benchmark(attacks: number) {
  const s = defaultSetup();
  s.attacker = {
    name: 'Benchmark',
    id: '',
    size: 0,
    weapons: [
      weaponRow({
        name: 'gun',
        count: '1',
        attacks: String(attacks),
        skill: '3+',
        strength: '4',
        ap: '-1',
        damage: 'D3',
        abilities: 'sustained hits 1, devastating wounds',
      }),
    ],
  };
  s.defender = {
    name: '10x T4 3+ W3 FNP5',
    id: '',
    size: 0,
    groups: [groupRow({ models: '10', toughness: '4', save: '3+', wounds: '3', feelNoPain: '5+' })],
    keywords: 'INFANTRY',
    abilities: '',
  };
  return s;
}

const dataValue = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .getAttribute('data-value')
    .then((v) => Number(v));

describeBrowser('the web app in Chromium, served by cogitator serve', NEEDS, () => {
  const app = servedApp('browser');

  let shareLink = '';
  let shownDamage = 0;

  it('search "Land Raider", open the Grey Knights one, run it against Cthonian Earthshakers', async () => {
    const page = await app().browser.newPage({ viewport: { width: 1440, height: 1000 } });
    await page.goto(`${app().url}/datasheets`);
    await page.getByLabel('Search datasheets').fill('Land Raider');
    const hit = page.getByRole('link', { name: /Land Raider\s*Grey Knights/ });
    await hit.click();
    // Locators wait for the card to arrive (isVisible would not).
    await page.getByRole('heading', { level: 2, name: 'Land Raider' }).waitFor();
    await expect(page.locator('.card-sub').textContent()).resolves.toMatch(/^Grey Knights/);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'datasheets.png') });

    await page.getByRole('button', { name: 'Attack with this unit' }).click();
    const defender = page.getByRole('combobox', { name: 'Defending unit' });
    await defender.fill('Cthonian Earthshakers');
    await page
      .getByRole('option', { name: /Cthonian Earthshakers/ })
      .first()
      .waitFor();
    await defender.press('Enter');
    await page.waitForFunction(
      () => (document.getElementById('a-defender-name') as HTMLInputElement | null)?.value === 'Cthonian Earthshakers',
    );
    await page.waitForFunction(() => document.querySelectorAll('figure[data-chart=models] svg rect').length >= 3);
    await page.waitForFunction(
      () => document.querySelector('[data-testid=a-results]')?.getAttribute('aria-busy') === 'false',
    );

    const expected = evaluate(parseScenario(LAND_RAIDER_VS_EARTHSHAKERS));
    shownDamage = await dataValue(page, 'a-mean-damage');
    expect(shownDamage).toBe(expected.damage.mean);
    await expect(dataValue(page, 'a-mean-models')).resolves.toBe(expected.modelsDestroyed.mean);
    await expect(page.getByTestId('a-mean-damage').textContent()).resolves.toBe(
      `${expected.damage.mean.toFixed(2)} of 12 wounds`,
    );
    // The chart is drawn: one bar per number of models destroyed (0, 1, 2), and the damage histogram.
    await expect(page.locator('figure[data-chart=models] svg rect').count()).resolves.toBe(3);
    await expect(page.locator('figure[data-chart=damage] svg rect').count()).resolves.toBeGreaterThan(5);
    // Issue 12: the rules of both units that are not automated are named (the server's reading, as
    // `POST /api/calc` gives it).
    const notApplied = await page.locator('[data-testid=a-assumptions] ul.not-applied li').allTextContents();
    // Issue 13: Assault Ramp, Destabilising Quakes and Geomantic Hunters are in the registry now: none is named.
    expect(notApplied).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'calculator.png'), fullPage: true });
    shareLink = page.url();
    await page.close();
  });

  it('a share link reproduces the same result in a fresh browser', async () => {
    expect(shareLink).toMatch(/\/calc\?a=/);
    const context = await app().browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    await page.goto(shareLink);
    await page.waitForFunction(() => document.querySelectorAll('figure[data-chart=models] svg rect').length >= 3);
    await expect(dataValue(page, 'a-mean-damage')).resolves.toBe(shownDamage);
    await expect(page.locator('#a-attacker-name').inputValue()).resolves.toBe('Land Raider');
    await expect(page.locator('#a-defender-name').inputValue()).resolves.toBe('Cthonian Earthshakers');
    await context.close();
  });

  it('paste seed 004 into the importer: the parsed weapons, what was missing and what the catalogue filled', async () => {
    const page = await app().browser.newPage({ viewport: { width: 1440, height: 1000 } });
    await page.goto(`${app().url}/import`);
    await page.getByLabel('Page text').fill(readFileSync(seedPath('earthshakers'), 'utf8'));
    await page.getByLabel('Page text').press('Control+Enter');
    await page.getByTestId('import-report').waitFor();
    const rows = (type: string) =>
      page
        .locator(`[data-testid=weapons-${type}] tbody tr`)
        .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('.weapon-name, td')].map((c) => c.textContent)));
    await expect(rows('ranged')).resolves.toEqual([
      ['Autoch-pattern bolt pistol', '12"', '1', '4+', '4', '0', '1'],
      ['Breacher ordnance', '24"', 'D6+1', '5+', '10', '-1', '2'],
      ['Tremor shells', '36"', 'D6+4', '5+', '6', '-1', '1'],
    ]);
    await expect(rows('melee')).resolves.toEqual([['Plasma picks', 'Melee', '4', '3+', '5', '-2', '1']]);
    await page.getByText('Cthonian Earthshaker: T is missing').waitFor();
    const filled = await page.locator('[data-testid=filled] tbody tr').allTextContents();
    expect(filled).toContain('profiles[0].toughness6');
    expect(filled).toContain('profiles[0].wounds6');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'import.png'), fullPage: true });
    await page.close();
  });

  it('the benchmark scenario computes in the browser within 50 ms of the input (measured, printed)', async () => {
    const page = await app().browser.newPage({ viewport: { width: 1440, height: 1000 } });
    await page.goto(`${app().url}/calc${encodeState({ a: benchmark(119), b: null })}`);
    // The page has loaded and drawn its first result (charts included) before the clock starts.
    await page.waitForFunction(() => document.querySelectorAll('figure[data-chart=damage] svg rect').length > 0);
    const times: number[] = [];
    const charts: number[] = [];
    for (let i = 0; i < 21; i++) {
      const attacks = i % 2 === 0 ? '120' : '119';
      // Set the value and fire the input event in one step, stamped with the page's own clock.
      const { inputAt, generation } = await page.evaluate((v) => {
        const el = document.getElementById('a-w0-attacks') as HTMLInputElement;
        const results = document.querySelector('[data-testid=a-results]') as HTMLElement;
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        const t = performance.now();
        setter?.call(el, v);
        el.dispatchEvent(new Event('input', { bubbles: true }));
        return { inputAt: t, generation: Number(results.dataset.generation) };
      }, attacks);
      const doneAt = await page.waitForFunction((g) => {
        const r = document.querySelector('[data-testid=a-results]') as HTMLElement;
        return Number(r.dataset.generation) > g && Number(r.dataset.doneAt);
      }, generation);
      const drawnAt = await page.waitForFunction((t) => {
        const drawn = [...document.querySelectorAll<HTMLElement>('figure.chart .chart-body')].map((e) =>
          Number(e.dataset.drawnAt),
        );
        return drawn.every((d) => d > t) && Math.max(...drawn);
      }, inputAt);
      if (attacks === '120') {
        times.push(((await doneAt.jsonValue()) as number) - inputAt);
        charts.push(((await drawnAt.jsonValue()) as number) - inputAt);
      }
    }
    const expected = evaluate(parseScenario(benchmarkScenario()));
    await expect(dataValue(page, 'a-mean-damage')).resolves.toBe(expected.damage.mean);
    const engineMs = await page.getByTestId('a-results').getAttribute('data-engine-ms');
    const stats = (xs: number[]) => {
      const sorted = [...xs].sort((a, b) => a - b);
      return `first ${xs[0]?.toFixed(1)} ms, median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms`;
    };
    console.log(
      `benchmark in the browser (${times.length} inputs, budget 50 ms): input to figures on screen ${stats(times)}; ` +
        `to charts redrawn ${stats(charts)}; engine alone (last) ${Number(engineMs).toFixed(1)} ms; ` +
        `load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
    );
    expect(times).toHaveLength(11);
    await page.close();
  });

  it('a calculation too heavy to finish soon never freezes the page; newer input replaces it', async () => {
    const page = await app().browser.newPage({ viewport: { width: 1440, height: 1000 } });
    await page.goto(`${app().url}/calc${encodeState({ a: benchmark(120), b: null })}`);
    await page.getByTestId('a-mean-damage').waitFor();
    // Three weapons with Devastating Wounds into 20 models, their damage differing (weapons alike wait
    // as one count since issue 19 and take milliseconds): about 1-2 s of exact work, under the limit
    // above which the engine samples instead.
    const damage = ['D3', 'D6', '2'];
    const heavy = benchmark(80);
    heavy.defender.groups[0]!.models = '20';
    const gun = heavy.attacker.weapons[0] as WeaponRow;
    heavy.attacker.weapons = [0, 1, 2].map((i) => ({ ...gun, name: `gun ${i}`, damage: damage[i] as string }));
    await page.goto(`${app().url}/calc${encodeState({ a: heavy, b: null })}`);
    await page.getByTestId('a-results').waitFor();
    // While it computes, the page answers: typing lands at once and frames keep coming.
    const frameGap = await page.evaluate(
      () =>
        new Promise<number>((done) => {
          const t = performance.now();
          requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now() - t)));
        }),
    );
    await page.locator('#a-attacker-name').fill('Still typing');
    await expect(page.locator('#a-attacker-name').inputValue()).resolves.toBe('Still typing');
    expect(frameGap).toBeLessThan(1000);
    await expect(page.getByTestId('a-results').getAttribute('aria-busy')).resolves.toBe('true');
    // A lighter input (two of the three weapons) stops the heavy calculation; its answer arrives.
    await page.locator('#a-w2-count').fill('0');
    await page.waitForFunction(
      () => document.querySelector('[data-testid=a-results]')?.getAttribute('aria-busy') === 'false',
      undefined,
      { timeout: 20_000 },
    );
    const light = { ...benchmarkScenario(), defender: { ...benchmarkScenario().defender, models: 20 } };
    light.attacker.weapons = ['gun 0', 'gun 1'].map((name, i) => ({
      ...light.attacker.weapons[0]!,
      name,
      attacks: '80',
      damage: damage[i] as string,
    }));
    await expect(dataValue(page, 'a-mean-damage')).resolves.toBe(evaluate(parseScenario(light)).damage.mean);
    await page.close();
  });
});

function benchmarkScenario() {
  return {
    attacker: {
      weapons: [
        {
          name: 'gun',
          attacks: '120',
          skill: 3,
          strength: 4,
          ap: -1,
          damage: 'D3',
          abilities: ['sustained hits 1', 'devastating wounds'],
        },
      ],
    },
    defender: { models: 10, toughness: 4, save: 3, wounds: 3, feelNoPain: 5, keywords: ['INFANTRY'] },
  };
}
