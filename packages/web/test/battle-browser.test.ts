import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DecisionRequest, GameState, Rect } from '@cogitator/engine';
import { DEFAULT_WEB_DIR } from '@cogitator/server';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, SCREENSHOT_DIR } from '../../../testing/browser.js';
import { WAHAPEDIA_DIR } from '../../../testing/shared.js';
import { CLI_MAIN } from './serve-cli.js';
import { servedApp } from './served-app.js';
import { SMALL_LIST } from './small-list.js';

/**
 * The battle and replay pages in Chromium, served by the real `cogitator serve` over the 2025-11-14
 * Wahapedia export: a battle from two army lists, deployed by clicking, a unit moved by dragging, a
 * unit shooting with its dice in the log, then the replay of its file to the same state hash.
 */
const NEEDS = [join(DEFAULT_WEB_DIR, 'index.html'), CLI_MAIN, WAHAPEDIA_DIR];

interface View {
  id: string;
  hash: string;
  seq: number;
  pending: DecisionRequest | null;
  state: GameState;
}

describeBrowser('the battle and replay pages in Chromium', NEEDS, () => {
  const app = servedApp('battle-browser');

  const view = async (id: string): Promise<View> => {
    const r = await fetch(`${app().url}/api/battles/${id}`);
    return ((await r.json()) as { battle: View }).battle;
  };

  /** The screen point of a battlefield point (the SVG's viewBox starts at -0.5 and is 1" wider). */
  async function screenPoint(page: Page, state: GameState, x: number, y: number) {
    const box = await page.getByTestId('board').boundingBox();
    if (!box) throw new Error('no board');
    const { width, depth } = state.mission.battlefield;
    return { x: box.x + ((x + 0.5) / (width + 1)) * box.width, y: box.y + ((y + 0.5) / (depth + 1)) * box.height };
  }

  const battleId = (page: Page) => new URL(page.url()).searchParams.get('id') as string;

  /** Wait until the page shows the battle at a later event than `seq`. */
  async function after(page: Page, seq: number): Promise<View> {
    for (let i = 0; i < 100; i++) {
      const v = await view(battleId(page));
      if (v.seq !== seq) {
        await page.getByText(`event ${v.seq}`, { exact: false }).first().waitFor();
        return v;
      }
      await page.waitForTimeout(100);
    }
    const shown = await page
      .getByTestId('battle-error')
      .textContent()
      .catch(() => null);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'battle-stuck.png'), fullPage: true });
    throw new Error(`the battle stayed at event ${seq}${shown ? `: ${shown}` : ''}`);
  }

  it('starts a battle from two lists, deploys by clicking, moves a unit by dragging, shoots with dice in the log, and replays to the same hash', async () => {
    const page = await app().browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${app().url}/battle`);
    for (const n of [1, 2]) {
      const side = page.getByRole('group', { name: `Player ${n}` });
      await side.getByLabel('An army list').check();
      await page.getByTestId(`list-${n}`).fill(SMALL_LIST);
    }
    await page.getByRole('button', { name: 'Start the battle' }).click();
    await page.waitForURL(/\/battle\?id=b\d+/);
    await page.getByRole('heading', { name: /Player 1: / }).waitFor();
    let v = await view(battleId(page));
    expect(v.state.units.p1u1?.name).toBe('Logan Grimnar on Stormrider');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'battle-formations.png'), fullPage: true });

    // Declare Battle Formations: both players are done at once.
    while (v.pending?.kind === 'declare-formations') {
      await page.getByRole('button', { name: 'done declaring battle formations' }).click();
      v = await after(page, v.seq);
    }

    // Deploy: each unit set up by clicking the battlefield near the front of its zone.
    const placed = [0, 0];
    while (v.pending?.kind === 'deploy-unit') {
      const o = v.pending.options[0];
      if (o?.kind !== 'parametric' || o.schema.kind !== 'positions') throw new Error('expected a set-up');
      const p = v.pending.player;
      const zone = v.state.mission.zones[p][0] as Rect;
      const x = zone.x0 + 15 + 20 * (placed[p] as number);
      placed[p] = (placed[p] as number) + 1;
      const y = p === 0 ? zone.y1 - 4 : zone.y0 + 4;
      await page.getByRole('button', { name: o.label }).click();
      const at = await screenPoint(page, v.state, x, y);
      await page.mouse.click(at.x, at.y);
      await page.getByTestId('preview').waitFor();
      await page.getByRole('button', { name: 'Set up here' }).click();
      v = await after(page, v.seq);
    }
    expect(v.state.flow.stage).toBe('battle');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'battle-deployed.png'), fullPage: true });

    // Movement: drag a model of the active player's Infiltrator Squad 5" toward the enemy.
    expect(v.pending?.kind).toBe('move-units');
    const me = v.pending?.player as 0 | 1;
    const squad = `p${me + 1}u2`;
    const move = v.pending?.options.find((o) => o.kind === 'parametric' && o.label.includes(`(${squad})`));
    if (!move) throw new Error('no Normal move for the squad');
    await page.getByRole('button', { name: move.label }).click();
    const model = v.state.units[squad]?.models[0]?.pos;
    if (!model) throw new Error('the squad is not on the battlefield');
    const toward = me === 0 ? 1 : -1;
    const from = await screenPoint(page, v.state, model.x, model.y);
    const to = await screenPoint(page, v.state, model.x, model.y + 5 * toward);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
    await page.mouse.move(to.x, to.y, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => page.getByTestId('distance').textContent()).toMatch(/^5(\.\d)?" of \d+"$/);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'battle-drag.png'), fullPage: true });
    await page.getByRole('button', { name: 'Make this move' }).click();
    v = await after(page, v.seq);
    const moved = v.state.units[squad]?.models[0]?.pos;
    expect(Math.abs((moved?.y ?? 0) - model.y)).toBeGreaterThan(4.5);
    await page.getByText(`Infiltrator Squad (${squad}) makes a Normal move`).first().waitFor();

    // End the Movement phase; shoot with the first unit that can.
    await page.getByRole('button', { name: /end the Move Units step/ }).click();
    v = await after(page, v.seq);
    expect(v.pending?.kind).toBe('shoot');
    const shot = v.pending?.options.find((o) => o.kind === 'choice' && o.action.type === 'shoot');
    if (!shot) throw new Error(`nothing to shoot at: ${v.pending?.options.map((o) => o.label).join('; ')}`);
    await page.getByRole('button', { name: shot.label }).click();
    v = await after(page, v.seq);
    const hits = page.locator('[data-event="dice-rolled"]', { hasText: 'rolls hit' });
    await hits.first().waitFor();
    expect(await hits.first().locator('.die').count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'battle-shot.png'), fullPage: true });

    // The replay of the battle's file: the same state hash as the engine's on the server.
    const final = await view(battleId(page));
    await page.getByRole('link', { name: 'Replay it' }).click();
    await page.waitForURL(/\/replay\?battle=/);
    await expect.poll(() => page.getByTestId('replay-hash').textContent()).toBe(final.hash);
    expect(await page.getByText('(matches the saved hash)').count()).toBe(1);
    // Opened from a file, stepped back and forth, jumped to a phase.
    const text = await (await fetch(`${app().url}/api/battles/${final.id}/file`)).text();
    const file = join(app().dir, 'battle.json');
    writeFileSync(file, text);
    await page.getByTestId('replay-file').setInputFiles(file);
    await expect.poll(() => page.getByTestId('replay-hash').textContent()).toBe(final.hash);
    await page.getByRole('button', { name: 'One event back' }).click();
    expect(await page.getByTestId('replay-hash').textContent()).not.toBe(final.hash);
    await page.getByTestId('jump').selectOption({ label: 'The start' });
    expect(await page.getByTestId('at').textContent()).toBe('0');
    await page.getByRole('button', { name: 'To the end' }).click();
    expect(await page.getByTestId('replay-hash').textContent()).toBe(final.hash);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'replay.png'), fullPage: true });
    await page.close();
  }, 240_000);

  it('at 390 x 844 no battle page is wider than the screen', async () => {
    const page = await app().browser.newPage({ viewport: { width: 390, height: 844 } });
    const r = await fetch(`${app().url}/api/battles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ armies: [{ demo: true }, { demo: true }], layout: 'mixed' }),
    });
    const { battle } = (await r.json()) as { battle: View };
    for (const [name, path] of [
      ['battle-new', '/battle'],
      ['battle-game', `/battle?id=${battle.id}`],
      ['replay-phone', `/replay?battle=${battle.id}`],
    ] as const) {
      await page.goto(`${app().url}${path}`);
      await page.locator('main h1').first().waitFor();
      if (name !== 'battle-new') await page.getByTestId('board').waitFor();
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        inner: window.innerWidth,
      }));
      expect(widths.scroll, name).toBeLessThanOrEqual(widths.inner);
      await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-390.png`), fullPage: true });
    }
    await page.close();
  }, 120_000);

  it('keyboard only: start a demo battle, declare formations and deploy a unit with Tab, arrows and Enter', async () => {
    const page = await app().browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${app().url}/battle`);
    await page.getByRole('button', { name: 'Start the battle' }).waitFor();
    // Tab to the start button (the demo armies are chosen by default) and press Enter.
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.textContent === 'Start the battle')) break;
    }
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/battle\?id=b\d+/);
    const tabTo = async (name: string) => {
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press('Tab');
        if (await page.evaluate((n) => document.activeElement?.textContent?.trim() === n, name)) return;
      }
      throw new Error(`Tab never reached "${name}"`);
    };
    let v = await view(battleId(page));
    for (const _ of [1, 2]) {
      await page.getByRole('button', { name: 'done declaring battle formations' }).waitFor();
      await tabTo('done declaring battle formations');
      await page.keyboard.press('Enter');
      v = await after(page, v.seq);
    }
    expect(v.pending?.kind).toBe('deploy-unit');
    const label = v.pending?.options[0]?.label as string;
    await tabTo(label);
    await page.keyboard.press('Enter');
    // Arrows place the unit (starting from the middle of the zone) and move it an inch a press.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.getByTestId('preview').waitFor();
    await tabTo('Set up here');
    await page.keyboard.press('Enter');
    v = await after(page, v.seq);
    expect(v.state.units.p1u1?.deployed).toBe(true);
    await page.close();
  }, 120_000);
});
