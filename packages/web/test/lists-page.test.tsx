// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListsPage } from '../src/lists/ListsPage.js';
import { type ArmyList, emptyList, parseWargear, wargearText } from '../src/lists/lists-api.js';

/** The Lists page over a fake API that records what it was sent. */

afterEach(cleanup);

function list(): ArmyList {
  const base = emptyList();
  const unit = (id: string, name: string, over: Partial<ArmyList['units'][number]> = {}) => ({
    id,
    datasheet: null,
    name,
    models: 1,
    modelGroups: [],
    wargear: [],
    enhancement: null,
    warlord: false,
    attachedTo: null,
    grantedKeywords: [],
    statedPoints: 80,
    ...over,
  });
  return {
    ...base,
    name: 'Test army',
    faction: 'Test Faction',
    units: [unit('u1', 'Test Captain', { line: 9, warlord: true }), unit('u2', 'Test Squad', { line: 15, models: 5 })],
  };
}

function fakeApi() {
  const sent: { path: string; body: unknown }[] = [];
  const answer = (l: ArmyList) => ({
    list: l,
    points: { total: l.units.length * 50, units: l.units.map((u) => ({ unit: u.id, computed: 50 })) },
    findings: l.units.some((u) => u.models > 5)
      ? [{ severity: 'error', rule: 'unit-size', ruleName: 'Unit size', message: 'too many models', unit: 'u2' }]
      : [{ severity: 'note', rule: 'resolve', ruleName: 'Catalogue entries', message: 'all found', line: 9 }],
    valid: true,
    catalogue: true,
  });
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ path, body });
    let reply: unknown = { error: 'no route' };
    if (path === '/api/lists/read')
      reply = { format: 'gw-app', formatName: 'Warhammer 40,000 app text', ...answer(list()) };
    else if (path === '/api/lists/check') reply = answer(body.list);
    else if (path === '/api/lists/export')
      reply = { format: body.format, text: `exported ${body.format} ${body.list.units.length}` };
    else if (path === '/api/lists') reply = { lists: [] };
    return new Response(JSON.stringify(reply), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return sent;
}

describe('lists page', () => {
  it('reads a pasted list: units with lines and both points, findings with line and rule', async () => {
    const sent = fakeApi();
    render(<ListsPage />);
    fireEvent.change(screen.getByLabelText('List text'), { target: { value: 'Test army (200 Points)\n...' } });
    fireEvent.click(screen.getByRole('button', { name: 'Read the list' }));
    const table = await screen.findByTestId('list-units');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td, th')].slice(0, 5).map((c) => c.textContent))).toEqual([
      ['9', 'Test Captainnot found', '', '80', '50'],
      ['15', 'Test Squadnot found', '', '80', '50'],
    ]);
    expect(screen.getByTestId('list-points').textContent).toContain('100 by the catalogue; the list says 160');
    const findings = screen.getByTestId('findings');
    expect(within(findings).getAllByRole('row')[1]?.textContent).toBe('line 9noteCatalogue entriesall found');
    expect(sent.find((s) => s.path === '/api/lists/read')).toEqual({
      path: '/api/lists/read',
      body: { text: 'Test army (200 Points)\n...' },
    });
  });

  it('an edit is checked as you type (models), Warlord moves, a unit is removed; exports to the format chosen', async () => {
    const sent = fakeApi();
    render(<ListsPage />);
    fireEvent.change(screen.getByLabelText('List text'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Read the list' }));
    await screen.findByTestId('list-units');
    fireEvent.change(screen.getByLabelText('models in Test Squad (u2)'), { target: { value: '10' } });
    await waitFor(() => expect(screen.getByTestId('findings').textContent).toContain('too many models'), {
      timeout: 3000,
    });
    expect(screen.getByTestId('findings').textContent).toContain('Test Squad (u2)');
    fireEvent.click(screen.getByLabelText('Test Squad (u2) is the Warlord'));
    fireEvent.change(screen.getByLabelText('wargear of Test Squad (u2)'), {
      target: { value: '2x Plasma gun, Power fist' },
    });
    await waitFor(() => {
      const last = sent.filter((s) => s.path === '/api/lists/check').at(-1)?.body as { list: ArmyList } | undefined;
      expect(last?.list.units.map((u) => [u.warlord, u.wargear])).toEqual([
        [false, []],
        [
          true,
          [
            { name: 'Plasma gun', count: 2 },
            { name: 'Power fist', count: 1 },
          ],
        ],
      ]);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Test Captain (u1)' }));
    fireEvent.change(screen.getByLabelText('Format'), { target: { value: 'nr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect((screen.getByTestId('export-text') as HTMLTextAreaElement).value).toBe('exported nr 1'));
  });

  it('wargear text reads "2x Name, Name" and writes it back the same', () => {
    expect(parseWargear('2x Plasma gun, Power fist ,, 3 x Frag')).toEqual([
      { name: 'Plasma gun', count: 2 },
      { name: 'Power fist', count: 1 },
      { name: 'Frag', count: 3 },
    ]);
    expect(wargearText(parseWargear('2x Plasma gun, Power fist'))).toBe('2x Plasma gun, Power fist');
  });
});
