import { useEffect, useMemo, useState } from 'react';
import { type RuleNotApplied, unitRules } from '../api.js';
import type { Evaluation } from './useEvaluation.js';

/** What the server read of a scenario's catalogue units: the scenario to evaluate and the rules named. */
export interface UnitRules {
  /** The scenario to evaluate: with the units' rules once read, null while they are being read. */
  scenario: unknown | null;
  notApplied: RuleNotApplied[];
  rulesApplied: string[];
  /** Why the units' rules could not be read (the scenario is then evaluated without them). */
  error: string | null;
  /** True once the server has read the units' rules (not for typed units). */
  read: boolean;
}

const NONE = { notApplied: [], rulesApplied: [], error: null, read: false };

function namesUnits(s: unknown): boolean {
  const u = s as { attacker?: { datasheet?: string }; defender?: { datasheet?: string } } | null;
  return Boolean(u?.attacker?.datasheet || u?.defender?.datasheet);
}

/**
 * The calculator applies the rules of catalogue units as `POST /api/calc` does: the server binds
 * them (hand-written and compiled definitions alike), the browser's worker evaluates the result. A
 * scenario of typed units is evaluated as it is. When the server cannot answer, the scenario is
 * evaluated without the units' rules and the page says so.
 */
export function useUnitRules(scenario: unknown | null): UnitRules {
  const key = JSON.stringify(scenario);
  const [state, setState] = useState<UnitRules & { key: string }>({ key: '', scenario: null, ...NONE });
  const named = scenario !== null && namesUnits(scenario);
  useEffect(() => {
    if (!named) return;
    let live = true;
    const asked = JSON.parse(key) as unknown;
    unitRules(asked).then(
      (r) =>
        live &&
        setState({
          key,
          scenario: r.scenario,
          notApplied: r.notApplied,
          rulesApplied: r.rulesApplied,
          error: null,
          read: true,
        }),
      (e: Error) =>
        live &&
        setState({ key, scenario: asked, ...NONE, error: `the rules of the units were not applied: ${e.message}` }),
    );
    return () => {
      live = false;
    };
  }, [key, named]);
  if (!named) return { scenario, ...NONE };
  return state.key === key ? state : { scenario: null, ...NONE };
}

/** The evaluation's summary with the units' rules named in it: those applied, those not. */
export function useRulesNamed(e: Evaluation, r: UnitRules): Evaluation {
  const s = e.summary;
  // Named once the server has read the units (an empty list then means: every rule applied).
  const read = r.scenario !== null && r.error === null && r.read;
  const has = read || r.error !== null;
  const merged = useMemo(
    () =>
      s && has
        ? {
            ...s,
            notes: [...(r.error ? [r.error] : []), ...r.rulesApplied.map((n) => `${n}: applied`), ...s.notes],
            ...(read ? { notApplied: r.notApplied } : {}),
          }
        : s,
    [s, has, r, read],
  );
  return merged === s ? e : { ...e, summary: merged };
}
