import type { CombatSummary } from '@cogitator/engine/combat';
import { memo, useLayoutEffect, useRef } from 'react';
import { ErrorNote } from '../components/ErrorNote.js';
import { num, pct } from '../format.js';
import { Assumptions } from './Assumptions.js';
import { Chart } from './Chart.js';
import { Progress } from './Progress.js';
import { StageTable } from './StageTable.js';
import type { Evaluation } from './useEvaluation.js';
import { WeaponDetails } from './WeaponDetails.js';

export const COLORS = { a: '#1f7a8c', b: '#c0702a' } as const;

const CHARTS: {
  name: string;
  title: string;
  xLabel: string;
  kind: 'bars' | 'curve';
  values: (s: CombatSummary) => number[];
}[] = [
  {
    name: 'models',
    title: 'Models destroyed',
    xLabel: 'models destroyed',
    kind: 'bars',
    values: (s) => s.modelsDestroyed.pmf,
  },
  { name: 'damage', title: 'Damage (wounds lost)', xLabel: 'wounds lost', kind: 'bars', values: (s) => s.damage.pmf },
  {
    name: 'at-least',
    title: 'Chance of destroying at least k models',
    xLabel: 'k models',
    kind: 'curve',
    values: (s) => s.modelsDestroyed.atLeast,
  },
];

function Headline({ s, id }: { s: CombatSummary; id: string }) {
  return (
    <dl className="headline" aria-live="polite">
      <div>
        <dt>Average damage</dt>
        <dd data-testid={`${id}-mean-damage`} data-value={s.damage.mean}>
          {num(s.damage.mean)}
          <span className="of"> of {s.target.totalWounds} wounds</span>
        </dd>
      </div>
      <div>
        <dt>Models destroyed</dt>
        <dd data-testid={`${id}-mean-models`} data-value={s.modelsDestroyed.mean}>
          {num(s.modelsDestroyed.mean)}
          <span className="of"> of {s.target.models}</span>
        </dd>
      </div>
      <div>
        <dt>Unit destroyed</dt>
        <dd data-testid={`${id}-unit-destroyed`} data-value={s.unitDestroyed}>
          {pct(s.unitDestroyed)}
        </dd>
      </div>
    </dl>
  );
}

/** The answer for one setup: headline figures, charts, the per-step table, modifiers and notes. */
export const Results = memo(function Results(props: {
  id: string;
  evaluation: Evaluation;
  color: string;
  /** The error in the form's words (field names, not scenario paths). */
  errorMessage: string | null;
  /** What the catalogue units assume (default loadout, Damaged bracket, abilities not applied). */
  unitNotes: string[];
}) {
  const { id, evaluation, color, errorMessage, unitNotes } = props;
  const { summary: s, error, busy, engineMs, generation } = evaluation;
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    // When this result reached the page (tests measure input-to-result with it).
    if (ref.current && generation > 0) ref.current.dataset.doneAt = String(performance.now());
  }, [generation]);
  return (
    <section
      ref={ref}
      id={`${id}-results`}
      tabIndex={-1}
      className={`results${busy ? ' busy' : ''}`}
      aria-label="Results"
      aria-busy={busy}
      data-testid={`${id}-results`}
      data-generation={generation}
      data-engine-ms={engineMs ?? ''}
    >
      <ErrorNote message={error ? (errorMessage ?? error.message) : null} testId={`${id}-error`} />
      <Progress id={id} evaluation={evaluation} />
      {!s && !error && !evaluation.cancelled && <p className="muted">Computing…</p>}
      <Assumptions id={id} units={unitNotes} summary={s} />
      {s && (
        <>
          <Headline s={s} id={id} />
          <div className="charts">
            {CHARTS.map((c) => (
              <Chart
                key={c.name}
                name={c.name}
                title={c.title}
                xLabel={c.xLabel}
                kind={c.kind}
                series={[{ label: id, values: c.values(s), color }]}
              />
            ))}
          </div>
          <StageTable summary={s} />
          <WeaponDetails summary={s} />
          {s.hazardous && (
            <p className="note">
              Hazardous: the attacking unit suffers {num(s.hazardous.mean)} mortal wounds on average.
            </p>
          )}
          <p className="muted small">
            {s.sampled ? 'Sampled (too costly to compute exactly)' : 'Exact distributions'}
            {engineMs !== null ? `, computed in ${num(engineMs, 1)} ms` : ''} in your browser.
          </p>
        </>
      )}
    </section>
  );
});
