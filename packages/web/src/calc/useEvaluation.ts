import type { CombatSummary } from '@cogitator/engine/combat';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { type Evaluator, workerEvaluator } from './evaluator.js';

/** Which evaluator the calculator uses (tests provide the engine itself). */
export const EvaluatorContext = createContext<() => Evaluator>(workerEvaluator);

export interface Evaluation {
  summary: CombatSummary | null;
  error: { message: string; field?: string } | null;
  busy: boolean;
  /** Milliseconds the engine took for the result shown. */
  engineMs: number | null;
  /** Increases with each result shown (tests wait on it). */
  generation: number;
}

/**
 * Evaluate a scenario whenever it changes (by its JSON text), in this setup's own worker; null
 * evaluates nothing. The previous result stays on screen, dimmed, while the next computes.
 */
export function useEvaluation(scenario: unknown | null): Evaluation {
  const makeEvaluator = useContext(EvaluatorContext);
  const evaluator = useRef<Evaluator | null>(null);
  const key = JSON.stringify(scenario);
  const [state, setState] = useState<Evaluation>({
    summary: null,
    error: null,
    busy: true,
    engineMs: null,
    generation: 0,
  });

  useEffect(() => {
    const e = makeEvaluator();
    evaluator.current = e;
    return () => {
      e.dispose();
      evaluator.current = null;
    };
  }, [makeEvaluator]);

  useEffect(() => {
    const e = evaluator.current;
    if (!e || key === 'null') return;
    let live = true;
    setState((s) => ({ ...s, busy: true }));
    e.run(JSON.parse(key)).then((r) => {
      if (!r || !live) return;
      // Show the answer now, not in a later task: it is what the user is waiting for.
      flushSync(() =>
        setState((s) => ({
          summary: r.reply.ok ? r.reply.summary : s.summary,
          error: r.reply.ok ? null : { message: r.reply.error, ...(r.reply.field ? { field: r.reply.field } : {}) },
          busy: false,
          engineMs: r.ms,
          generation: s.generation + 1,
        })),
      );
    });
    return () => {
      live = false;
    };
  }, [key]);

  return state;
}
