// @vitest-environment happy-dom
import { runScenario } from '@cogitator/engine';
import type { CombatSummary } from '@cogitator/engine/combat';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatasheetReply } from '../src/api.js';
import { Assumptions, notAppliedOf } from '../src/calc/Assumptions.js';
import { CalculatorPage } from '../src/calc/CalculatorPage.js';
import { barTicks } from '../src/calc/Chart.js';
import type { Evaluator } from '../src/calc/evaluator.js';
import { humanError } from '../src/calc/field-names.js';
import { attackerFrom, defenderFrom } from '../src/calc/from-datasheet.js';
import { SavedSetups } from '../src/calc/SavedSetups.js';
import { toScenario } from '../src/calc/scenario.js';
import { defaultSetup, weaponRow } from '../src/calc/state.js';
import { encodeState } from '../src/calc/url.js';
import { EvaluatorContext } from '../src/calc/useEvaluation.js';
import { profileLine } from '../src/calc/WeaponDetails.js';
import { fakeFetch, miniDatasheet } from './fixtures.js';

/**
 * The calculator faults of issue 17, one test each: notes and rules not applied shown, human field
 * names in errors, dice printed "D6+1", progress and cancel, confirmations, compare names, labels.
 */

const inProcess = (): Evaluator => ({
  run: async (scenario) => ({ reply: runScenario(scenario), ms: 0 }),
  cancel: () => {},
  dispose: () => {},
});

/** An evaluator that never answers until told (a long computation), reporting progress. */
function slowEvaluator() {
  const runs: { progress?: (d: number) => void; resolve: (v: null) => void }[] = [];
  let cancelled = 0;
  const make = (): Evaluator => ({
    run: (_s, progress) =>
      new Promise((resolve) => {
        runs.push({ ...(progress ? { progress } : {}), resolve });
      }),
    cancel: () => {
      cancelled++;
      for (const r of runs) r.resolve(null);
    },
    dispose: () => {},
  });
  return { make, runs, cancelled: () => cancelled };
}

function renderCalc(search: string, evaluator: () => Evaluator = inProcess) {
  window.history.replaceState(null, '', `/calc${search}`);
  return render(
    <EvaluatorContext.Provider value={evaluator}>
      <CalculatorPage search={search} />
    </EvaluatorContext.Provider>,
  );
}

afterEach(cleanup);

const reply = (ds: ReturnType<typeof miniDatasheet>): DatasheetReply => ({
  datasheet: ds,
  faction: null,
  detachments: [],
  stratagems: [],
  enhancements: [],
  eligibleEnhancements: [],
});

/** Waits until the page's box of assumptions and rules not applied lists exactly these items. */
async function expectAssumptions(items: string[]): Promise<void> {
  const box = await screen.findByRole('region', { name: 'Assumptions and rules not applied' });
  await waitFor(() =>
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(items),
  );
}

describe('calculator faults (issue 17)', () => {
  it('lists what the catalogue units assume and leave out, as the CLI prints it (Damaged bracket, abilities)', async () => {
    const tank = miniDatasheet('Test Tank');
    const captain = miniDatasheet('Test Captain');
    globalThis.fetch = fakeFetch({
      '/api/setups': { setups: [] },
      [`/api/datasheets/${encodeURIComponent(tank.id)}`]: reply(tank),
      [`/api/datasheets/${encodeURIComponent(captain.id)}`]: reply(captain),
    });
    const setup = defaultSetup();
    setup.attacker = attackerFrom(tank);
    setup.defender = defenderFrom(captain);
    renderCalc(encodeState({ a: setup, b: null }));
    await expectAssumptions([
      'Test Tank is assumed above its Damaged bracket (1-4 wounds left: While this model has 1-4 wounds remaining, subtract 1 from the Hit roll.) unless "the attacking models are within their Damaged bracket" is set',
      'Test Captain: not applied (check them): Test Oath, Inspiring',
      // This server cannot read the units' rules: the browser's own reading stays, and the page says so.
      'the rules of the units were not applied: no route /api/calc/rules',
    ]);
  });

  it("names the server's reading of the units' rules, applied and not, instead of the browser's", async () => {
    const tank = miniDatasheet('Test Tank');
    const captain = miniDatasheet('Test Captain');
    const setup = defaultSetup();
    setup.attacker = attackerFrom(tank);
    setup.defender = defenderFrom(captain);
    const { scenario } = toScenario(setup);
    expect(scenario.attacker.datasheet).toBe(tank.id);
    globalThis.fetch = fakeFetch({
      '/api/setups': { setups: [] },
      [`/api/datasheets/${encodeURIComponent(tank.id)}`]: reply(tank),
      [`/api/datasheets/${encodeURIComponent(captain.id)}`]: reply(captain),
      '/api/calc/rules': {
        scenario,
        notApplied: [{ name: 'Test Oath', origin: 'datasheet', holder: 'Test Captain', support: 'manual' }],
        rulesApplied: ['Inspiring (Test Captain)'],
      },
    });
    renderCalc(encodeState({ a: setup, b: null }));
    await expectAssumptions([
      'Test Tank is assumed above its Damaged bracket (1-4 wounds left: While this model has 1-4 wounds remaining, subtract 1 from the Hit roll.) unless "the attacking models are within their Damaged bracket" is set',
      'Inspiring (Test Captain): applied',
      'Test Captain: Test Oath',
    ]);
  });

  it("shows the engine's rules not applied, whatever their shape (strings or named objects)", () => {
    const s = { notes: ['an engine note'], notApplied: ['Oath of Moment', { name: 'Code Chivalric', note: 'manual' }] };
    expect(notAppliedOf(s as unknown as CombatSummary)).toEqual(['Oath of Moment', 'Code Chivalric (manual)']);
    render(<Assumptions id="a" units={['unit note']} summary={s as unknown as CombatSummary} />);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['unit note', 'an engine note', 'Oath of Moment', 'Code Chivalric (manual)']);
  });

  it('names a bad field as the form does, never by its scenario path', async () => {
    globalThis.fetch = fakeFetch({ '/api/setups': { setups: [] } });
    renderCalc('');
    await screen.findByTestId('a-mean-damage');
    fireEvent.change(screen.getByLabelText('attacks of Rifle (ranged)'), { target: { value: 'DD6' } });
    const error = await screen.findByTestId('a-error');
    expect(error.textContent).toMatch(/^Rifle \(ranged\), Attacks: /);
    expect(error.textContent).not.toMatch(/attacker\.|weapons\[/);
  });

  it('humanError maps every part of the scenario (weapons after idle rows, profiles, conditions)', () => {
    const setup = defaultSetup();
    setup.attacker.weapons = [weaponRow({ name: 'Idle', count: '0' }), weaponRow({ name: 'Bolt rifle' })];
    setup.defender.groups.push({ ...setup.defender.groups[0]!, name: 'Sergeant' });
    const built = toScenario(setup);
    const h = (field: string, message = `${field}: bad`) => humanError({ message, field }, built, setup);
    expect(h('attacker.weapons[0].damage')).toBe('Bolt rifle (ranged), Damage: bad');
    expect(h('attacker.weapons[0].abilities[1]')).toBe('Bolt rifle (ranged), abilities (item 2): bad');
    expect(h('defender.profiles[0].wounds')).toBe("Defender's Sergeant, Wounds: bad");
    expect(h('defender.feelNoPain')).toBe("Defender's models, Feel No Pain: bad");
    expect(h('conditions.hitModifier')).toBe('Conditions, Hit modifier: bad');
    expect(h('defender.toughness', 'defender.toughness: differs from attacker.weapons[0].strength')).toBe(
      "Defender's models, Toughness: differs from Bolt rifle (ranged), Strength",
    );
  });

  it('prints dice after their characteristic with a space: "Damage D6+1", never "DD6+1"', () => {
    const line = profileLine({
      type: 'ranged',
      profile: { attacks: 'D6+1', skill: '3+', strength: 10, ap: -1, damage: 'D6+1', abilities: 'blast' },
    });
    expect(line).toBe('Attacks D6+1 · BS 3+ · S 10 · AP -1 · Damage D6+1 · blast');
    expect(line).not.toMatch(/DD6/);
  });

  it('a long computation shows its progress and can be cancelled; Compute again restarts it', async () => {
    globalThis.fetch = fakeFetch({ '/api/setups': { setups: [] } });
    const slow = slowEvaluator();
    renderCalc('', slow.make);
    await waitFor(() => expect(slow.runs).toHaveLength(1));
    slow.runs[0]?.progress?.(0.4);
    const bar = await screen.findByTestId('a-progress', {}, { timeout: 2000 });
    expect(bar.textContent).toMatch(/^Computing: 40% \(\d+\.\d s\)/);
    expect(within(bar).getByRole('progressbar').getAttribute('value')).toBe('40');
    fireEvent.click(within(bar).getByRole('button', { name: 'Cancel' }));
    expect(slow.cancelled()).toBe(1);
    const stopped = await screen.findByTestId('a-cancelled');
    expect(screen.getByTestId('a-results').getAttribute('aria-busy')).toBe('false');
    fireEvent.click(within(stopped).getByRole('button', { name: 'Compute again' }));
    await waitFor(() => expect(slow.runs).toHaveLength(2));
  });

  it('asks before replacing a saved setup of the same name, and before deleting one', async () => {
    const saved = { id: 7, name: 'Oath test', query: '?a=x', createdAt: '', updatedAt: '' };
    const calls: string[] = [];
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      const body = path === '/api/setups' && !init?.method ? { setups: [saved] } : { setup: saved, deleted: 7 };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    render(<SavedSetups query="?a=new" />);
    await screen.findByRole('link', { name: 'Oath test' });
    fireEvent.change(screen.getByLabelText('Save this setup as'), { target: { value: ' oath TEST' } });
    fireEvent.submit(screen.getByLabelText('Save this setup as').closest('form') as HTMLFormElement);
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toContain('A setup named “Oath test” is saved already. Replace it with this one?');
    expect(document.activeElement?.textContent).toBe('Replace it');
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep the saved one' }));
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Oath test' }));
    const del = await screen.findByRole('alertdialog');
    expect(del.textContent).toContain('Delete the saved setup “Oath test”?');
    expect(calls.filter((c) => c.startsWith('DELETE'))).toEqual([]);
    fireEvent.click(within(del).getByRole('button', { name: 'Delete it' }));
    await waitFor(() => expect(calls).toContain('DELETE /api/setups/7'));
  });

  it('compare: the table and the legend name both sides, attacker and target', async () => {
    globalThis.fetch = fakeFetch({ '/api/setups': { setups: [] } });
    const a = defaultSetup();
    const b = defaultSetup();
    b.attacker.name = 'Heavy squad';
    b.defender.name = 'Terminators';
    renderCalc(encodeState({ a, b }));
    const compare = await screen.findByRole('region', { name: 'A against B' });
    const heads = within(compare)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(heads).toEqual([
      'Figure',
      'A: Rifle squad against Target squad',
      'B: Heavy squad against Terminators',
      'B − A',
    ]);
    await waitFor(() => expect(compare.querySelector('figure[data-chart=compare] svg')).toBeTruthy());
    const legend = compare.querySelector('figure[data-chart=compare] .chart-body')?.textContent ?? '';
    expect(legend).toContain('A: Rifle squad against Target squad');
    expect(legend).toContain('B: Heavy squad against Terminators');
  });

  it('bar charts label every value up to 12, then every 2nd, 5th, 10th... (labels never run together)', () => {
    expect(barTicks(11)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(barTicks(12)).toEqual([0, 2, 4, 6, 8, 10, 12]);
    expect(barTicks(30)).toEqual([0, 5, 10, 15, 20, 25, 30]);
    expect(barTicks(120)).toEqual([0, 20, 40, 60, 80, 100, 120]);
    expect(barTicks(30, 4)).toEqual([0, 10, 20, 30]);
    for (const n of [5, 13, 47, 99, 250, 999]) expect(barTicks(n).length).toBeLessThanOrEqual(12);
  });
});
