// @vitest-environment happy-dom
import { runScenario } from '@cogitator/engine';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CalculatorPage } from '../src/calc/CalculatorPage.js';
import type { Evaluator } from '../src/calc/evaluator.js';
import { toScenario } from '../src/calc/scenario.js';
import { defaultSetup } from '../src/calc/state.js';
import { decodeState, encodeState } from '../src/calc/url.js';
import { EvaluatorContext } from '../src/calc/useEvaluation.js';
import { fakeFetch } from './fixtures.js';

/** The engine itself, in the page's thread: what the worker runs. */
const inProcess = (): Evaluator => ({
  run: async (scenario) => ({ reply: runScenario(scenario), ms: 0 }),
  cancel: () => {},
  dispose: () => {},
});

function renderCalc(search = '') {
  window.history.replaceState(null, '', `/calc${search}`);
  return render(
    <EvaluatorContext.Provider value={inProcess}>
      <CalculatorPage search={search} />
    </EvaluatorContext.Provider>,
  );
}

const value = (testId: string) => Number(screen.getByTestId(testId).getAttribute('data-value'));

beforeEach(() => {
  globalThis.fetch = fakeFetch({ '/api/setups': { setups: [] } });
});
afterEach(cleanup);

describe('calculator page', () => {
  it('shows the engine result for the default setup: headline, step table, charts', async () => {
    renderCalc();
    await waitFor(() => screen.getByTestId('a-mean-damage'));
    const expected = runScenario(toScenario(defaultSetup()).scenario);
    if (!expected.ok) throw new Error(expected.error);
    expect(value('a-mean-damage')).toBe(expected.summary.damage.mean);
    expect(value('a-mean-models')).toBe(expected.summary.modelsDestroyed.mean);
    const table = screen.getByRole('table', { name: 'Average at each step' });
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('10× Rifle');
    await waitFor(() =>
      expect(document.querySelectorAll('figure[data-chart=models] svg rect').length).toBeGreaterThan(0),
    );
  });

  it('recomputes as you type, and keeps the state in the URL', async () => {
    renderCalc();
    await waitFor(() => screen.getByTestId('a-mean-damage'));
    fireEvent.change(screen.getByLabelText('attacks of Rifle (ranged)'), { target: { value: '4' } });
    const setup = defaultSetup();
    setup.attacker.weapons[0]!.attacks = '4';
    const expected = runScenario(toScenario(setup).scenario);
    if (!expected.ok) throw new Error(expected.error);
    await waitFor(() => expect(value('a-mean-damage')).toBe(expected.summary.damage.mean));
    const state = decodeState(window.location.search).state;
    expect(state?.a.attacker.weapons[0]?.attacks).toBe('4');
  });

  it('a bad value is named and its cell marked; the last good result stays', async () => {
    renderCalc();
    await waitFor(() => screen.getByTestId('a-mean-damage'));
    const strength = screen.getByLabelText('strength of Rifle (ranged)');
    fireEvent.change(strength, { target: { value: 'x' } });
    await waitFor(() => screen.getByTestId('a-error'));
    expect(screen.getByTestId('a-error').textContent).toMatch(/^Rifle \(ranged\), Strength: /);
    expect(strength.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('a-mean-damage')).toBeTruthy();
  });

  it('a link reproduces its setup; Enter takes the keyboard to the results', async () => {
    const setup = defaultSetup();
    setup.defender.groups[0]!.models = '3';
    setup.conditions = { cover: true };
    renderCalc(encodeState({ a: setup, b: null }));
    await waitFor(() => screen.getByTestId('a-mean-models'));
    expect(screen.getByText('of 3', { exact: false })).toBeTruthy();
    expect((screen.getByLabelText(/Target in cover/) as HTMLInputElement).checked).toBe(true);
    const input = screen.getByLabelText('damage of Rifle (ranged)');
    input.focus();
    act(() => {
      fireEvent.submit(input.closest('form') as HTMLFormElement);
    });
    expect(document.activeElement?.id).toBe('a-results');
  });

  it('compares two setups side by side', async () => {
    renderCalc();
    await waitFor(() => screen.getByTestId('a-mean-damage'));
    fireEvent.click(screen.getByRole('button', { name: 'Compare with a second setup' }));
    await waitFor(() => screen.getByTestId('b-mean-damage'));
    fireEvent.click(screen.getAllByLabelText(/Within half range/)[1] as HTMLElement);
    await waitFor(() => expect(value('b-mean-damage')).toBeGreaterThan(value('a-mean-damage')));
    const compare = screen.getByRole('region', { name: 'A against B' });
    expect(
      within(compare)
        .getAllByRole('row')
        .map((r) => r.firstChild?.textContent),
    ).toEqual(['Figure', 'Average damage', 'Models destroyed', 'Unit destroyed']);
    expect(decodeState(window.location.search).state?.b?.conditions).toEqual({ withinHalfRange: true });
  });
});
