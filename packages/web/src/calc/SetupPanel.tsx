import { useCallback, useMemo } from 'react';
import { AttackerForm } from './AttackerForm.js';
import { ConditionsForm } from './ConditionsForm.js';
import { DefenderForm } from './DefenderForm.js';
import { humanError } from './field-names.js';
import { Results } from './Results.js';
import { fieldTarget, toScenario } from './scenario.js';
import type { AttackerState, ConditionsState, DefenderState, Setup } from './state.js';
import type { Evaluation } from './useEvaluation.js';
import { useUnitNotes } from './useUnitNotes.js';

export type FieldTarget = NonNullable<ReturnType<typeof fieldTarget>>;

/** Change one setup from its current value (stable, so unchanged forms do not re-render). */
export type UpdateSetup = (id: 'a' | 'b', change: (s: Setup) => Setup) => void;

interface Props {
  /** "a" or "b": ids and labels. */
  id: 'a' | 'b';
  title: string;
  setup: Setup;
  update: UpdateSetup;
  evaluation: Evaluation;
  color: string;
}

/** One setup: the forms (attacker, defender, conditions) and its results. */
export function SetupPanel({ id, title, setup, update, evaluation, color }: Props) {
  const built = useMemo(() => toScenario(setup), [setup]);
  const field = evaluation.error?.field;
  const invalid = useMemo(() => fieldTarget(field, built), [field, built]);
  const error = evaluation.error;
  const errorMessage = useMemo(() => (error ? humanError(error, built, setup) : null), [error, built, setup]);
  const unitNotes = useUnitNotes(
    setup,
    Array.isArray((evaluation.summary as { notApplied?: unknown } | null)?.notApplied),
  );
  const onAttacker = useCallback((attacker: AttackerState) => update(id, (s) => ({ ...s, attacker })), [update, id]);
  const onDefender = useCallback((defender: DefenderState) => update(id, (s) => ({ ...s, defender })), [update, id]);
  const onConditions = useCallback(
    (conditions: ConditionsState) => update(id, (s) => ({ ...s, conditions })),
    [update, id],
  );
  const onRule = useCallback(
    (devastatingWounds: Setup['devastatingWounds']) => update(id, (s) => ({ ...s, devastatingWounds })),
    [update, id],
  );
  return (
    <section className="setup" aria-labelledby={`${id}-title`} style={{ '--accent': color } as React.CSSProperties}>
      <header className="setup-head">
        <h2 id={`${id}-title`}>{title}</h2>
      </header>
      <div className="setup-forms">
        <AttackerForm prefix={id} value={setup.attacker} invalid={invalid} onChange={onAttacker} />
        <DefenderForm prefix={id} value={setup.defender} invalid={invalid} onChange={onDefender} />
        <ConditionsForm
          prefix={id}
          value={setup.conditions}
          devastatingWounds={setup.devastatingWounds}
          onChange={onConditions}
          onRule={onRule}
        />
      </div>
      <Results id={id} evaluation={evaluation} color={color} errorMessage={errorMessage} unitNotes={unitNotes} />
    </section>
  );
}
