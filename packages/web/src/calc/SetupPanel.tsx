import { useMemo } from 'react';
import { AttackerForm } from './AttackerForm.js';
import { ConditionsForm } from './ConditionsForm.js';
import { DefenderForm } from './DefenderForm.js';
import { Results } from './Results.js';
import { fieldTarget, toScenario } from './scenario.js';
import type { Setup } from './state.js';
import type { Evaluation } from './useEvaluation.js';

export type FieldTarget = NonNullable<ReturnType<typeof fieldTarget>>;

interface Props {
  /** "a" or "b": ids and labels. */
  id: 'a' | 'b';
  title: string;
  setup: Setup;
  onChange: (s: Setup) => void;
  evaluation: Evaluation;
  color: string;
  actions?: React.ReactNode;
}

/** One setup: the forms (attacker, defender, conditions) and its results. */
export function SetupPanel({ id, title, setup, onChange, evaluation, color, actions }: Props) {
  const built = useMemo(() => toScenario(setup), [setup]);
  const invalid = fieldTarget(evaluation.error?.field, built);
  return (
    <section className="setup" aria-labelledby={`${id}-title`} style={{ '--accent': color } as React.CSSProperties}>
      <header className="setup-head">
        <h2 id={`${id}-title`}>{title}</h2>
        {actions}
      </header>
      <div className="setup-forms">
        <AttackerForm
          prefix={id}
          value={setup.attacker}
          invalid={invalid}
          onChange={(attacker) => onChange({ ...setup, attacker })}
        />
        <DefenderForm
          prefix={id}
          value={setup.defender}
          invalid={invalid}
          onChange={(defender) => onChange({ ...setup, defender })}
        />
        <ConditionsForm
          prefix={id}
          value={setup.conditions}
          devastatingWounds={setup.devastatingWounds}
          onChange={(conditions) => onChange({ ...setup, conditions })}
          onRule={(devastatingWounds) => onChange({ ...setup, devastatingWounds })}
        />
      </div>
      <Results id={id} evaluation={evaluation} color={color} />
    </section>
  );
}
