// @vitest-environment happy-dom
import { weaponAbilityDef } from '@cogitator/engine';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DatasheetCard } from '../src/datasheets/DatasheetCard.js';
import { miniDatasheet } from './fixtures.js';

afterEach(cleanup);

describe('datasheet card', () => {
  it('lays out the statline and every weapon profile as printed', () => {
    render(<DatasheetCard ds={miniDatasheet('Test Squad')} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Test Squad');
    const rows = within(screen.getByTestId('weapons-ranged')).getAllByRole('row').slice(1);
    const cells = (r: HTMLElement) => [...r.querySelectorAll('.weapon-name, td')].map((c) => c.textContent);
    const tags = (r: HTMLElement) => [...r.querySelectorAll('.ability')].map((c) => c.firstChild?.textContent);
    expect(rows.map(cells)).toEqual([
      ['Test rifle – standard', '24"', '2', '3+', '4', '0', '1'],
      ['Test rifle – overcharge', '24"', '2', '3+', '5', '-1', '2'],
    ]);
    expect(rows.map(tags)).toEqual([['RAPID FIRE 1'], ['HAZARDOUS', 'RAPID FIRE 1']]);
    expect(screen.getByText('Test Faction · Battleline · 5 models: 90 pts · 10 models: 180 pts')).toBeTruthy();
  });

  it('explains each weapon ability on hover and keyboard focus, from the engine definition', () => {
    render(<DatasheetCard ds={miniDatasheet('Test Tank')} />);
    const blast = screen.getByText('BLAST', { selector: '.ability' });
    expect(blast.tabIndex).toBe(0);
    const tip = document.getElementById(blast.getAttribute('aria-describedby') ?? '');
    expect(tip?.getAttribute('role')).toBe('tooltip');
    expect(tip?.textContent).toContain(weaponAbilityDef('blast').summary);
    // CORE abilities too.
    const demise = screen.getByText('Deadly Demise D3', { selector: '.ability' });
    expect(document.getElementById(demise.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'When destroyed, on a 6 each unit within 6" suffers X mortal wounds.',
    );
  });

  it('marks values filled in from elsewhere', () => {
    const { container } = render(
      <DatasheetCard ds={miniDatasheet('Test Captain')} filled={new Set(['profiles[0].toughness'])} />,
    );
    expect([...container.querySelectorAll('td.filled')].map((td) => td.textContent)).toEqual(['4']);
  });
});
