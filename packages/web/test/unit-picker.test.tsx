// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatasheetRow } from '../src/api.js';
import { UnitPicker } from '../src/components/UnitPicker.js';
import { fakeFetch } from './fixtures.js';

afterEach(cleanup);

const row = (id: string, name: string, faction: string): DatasheetRow => ({
  id,
  name,
  faction,
  role: null,
  points: 220,
  legends: false,
});

describe('unit picker (combobox)', () => {
  it('searches as you type; arrows move, Enter picks, all from the keyboard', async () => {
    globalThis.fetch = fakeFetch({
      '/api/datasheets?q=land+raider&limit=12': {
        datasheets: [row('w:1', 'Land Raider', 'Space Marines'), row('w:2', 'Land Raider', 'Grey Knights')],
      },
    });
    const onPick = vi.fn();
    render(<UnitPicker label="Attacking unit" onPick={onPick} />);
    const box = screen.getByRole('combobox', { name: 'Attacking unit' });
    fireEvent.change(box, { target: { value: 'land raider' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Land RaiderSpace Marines · 220 pts',
      'Land RaiderGrey Knights · 220 pts',
    ]);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]?.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith(row('w:2', 'Land Raider', 'Grey Knights'));
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('says when the server cannot answer', async () => {
    globalThis.fetch = fakeFetch({});
    render(<UnitPicker label="Defending unit" onPick={() => {}} />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'orks' } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('no route /api/datasheets?q=orks&limit=12'));
  });
});
