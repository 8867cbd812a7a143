import { useCallback, useEffect, useMemo, useState } from 'react';
import { ErrorNote } from '../components/ErrorNote.js';
import { replaceQuery } from '../router.js';
import { Compare } from './Compare.js';
import { COLORS } from './Results.js';
import { SavedSetups } from './SavedSetups.js';
import { SetupPanel, type UpdateSetup } from './SetupPanel.js';
import { ShareLink } from './ShareLink.js';
import { toScenario } from './scenario.js';
import { type CalcState, defaultState } from './state.js';
import { decodeState, encodeState } from './url.js';
import { useEvaluation } from './useEvaluation.js';
import { useRulesNamed, useUnitRules } from './useUnitRules.js';

/**
 * The calculator: one setup, or two side by side. The state lives in the URL (replaced as you
 * type), so the address is always a link that reproduces what is on screen.
 */
export function CalculatorPage({ search }: { search: string }) {
  const [state, setState] = useState<CalcState>(() => decodeState(search).state ?? defaultState());
  const [linkError, setLinkError] = useState(() => decodeState(search).error ?? null);
  useEffect(() => {
    // A link followed inside the app (a saved setup, "Attack with this unit").
    const d = decodeState(search);
    if (d.state) setState(d.state);
    setLinkError(d.error ?? null);
  }, [search]);
  const query = useMemo(() => encodeState(state), [state]);

  const a = useMemo(() => toScenario(state.a).scenario, [state.a]);
  const b = useMemo(() => (state.b ? toScenario(state.b).scenario : null), [state.b]);
  const rulesA = useUnitRules(a);
  const rulesB = useUnitRules(b);
  const evalA = useRulesNamed(useEvaluation(rulesA.scenario), rulesA);
  const evalB = useRulesNamed(useEvaluation(rulesB.scenario), rulesB);
  // After the evaluations are sent: the address follows the state (a link to what is on screen).
  useEffect(() => replaceQuery(query), [query]);
  const update = useCallback<UpdateSetup>(
    (id, change) =>
      setState((st) => (id === 'a' ? { ...st, a: change(st.a) } : st.b ? { ...st, b: change(st.b) } : st)),
    [],
  );

  const onSubmit = (e: React.FormEvent) => {
    // Results follow every change; Enter takes you to them.
    e.preventDefault();
    document.getElementById('a-results')?.focus();
  };
  return (
    <>
      <form className={`calc ${state.b ? 'two' : 'one'}`} onSubmit={onSubmit} noValidate>
        <div className="page-head">
          <h1>Attack calculator</h1>
          <p className="muted">
            Exact odds for a unit's attacks, step by step. Pick units from the catalogue or type their profiles; results
            update as you type.
          </p>
          <div className="toolbar">
            <button type="submit">Show results</button>
            {state.b ? (
              <button type="button" onClick={() => setState({ ...state, b: null })}>
                Stop comparing
              </button>
            ) : (
              <button type="button" onClick={() => setState({ ...state, b: structuredClone(state.a) })}>
                Compare with a second setup
              </button>
            )}
            <ShareLink query={query} />
          </div>
          <ErrorNote message={linkError} />
        </div>
        {state.b && evalA.summary && evalB.summary && (
          <Compare a={evalA.summary} b={evalB.summary} names={{ a: state.a.attacker.name, b: state.b.attacker.name }} />
        )}
        <div className="setups">
          <SetupPanel
            id="a"
            title={state.b ? 'Setup A' : 'Setup'}
            setup={state.a}
            update={update}
            evaluation={evalA}
            color={COLORS.a}
          />
          {state.b && (
            <SetupPanel id="b" title="Setup B" setup={state.b} update={update} evaluation={evalB} color={COLORS.b} />
          )}
        </div>
      </form>
      <SavedSetups query={query} />
    </>
  );
}
