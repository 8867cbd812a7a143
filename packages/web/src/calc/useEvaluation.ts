import type { CombatSummary } from '@cogitator/engine/combat';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
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
  /** While busy: the share of the work done (0..1), once the engine reports it. */
  progress: number | null;
  /** When the computation running began (performance.now()), null when idle. */
  startedAt: number | null;
  /** True when the user stopped the last computation (the figures shown are older). */
  cancelled: boolean;
  /** Stop the computation running; the next change starts a new one. */
  cancel: () => void;
  /** Compute the current input again (after a cancel). */
  retry: () => void;
}

const IDLE = { progress: null, startedAt: null, cancelled: false };

/**
 * Evaluate a scenario whenever it changes (by its JSON text), in this setup's own worker; null
 * evaluates nothing. The previous result stays on screen, dimmed, while the next computes.
 */
export function useEvaluation(scenario: unknown | null): Evaluation {
  const makeEvaluator = useContext(EvaluatorContext);
  const evaluator = useRef<Evaluator | null>(null);
  const key = JSON.stringify(scenario);
  const [state, setState] = useState<Omit<Evaluation, 'cancel' | 'retry'>>({
    summary: null,
    error: null,
    busy: true,
    engineMs: null,
    generation: 0,
    ...IDLE,
  });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const cancel = useCallback(() => {
    evaluator.current?.cancel();
    setState((s) => (s.busy ? { ...s, busy: false, progress: null, startedAt: null, cancelled: true } : s));
  }, []);

  useEffect(() => {
    const e = makeEvaluator();
    evaluator.current = e;
    return () => {
      e.dispose();
      evaluator.current = null;
    };
  }, [makeEvaluator]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the same input on request
  useEffect(() => {
    const e = evaluator.current;
    if (!e || key === 'null') return;
    let live = true;
    setState((s) => ({ ...s, busy: true, progress: null, startedAt: performance.now(), cancelled: false }));
    const onProgress = (done: number) => {
      if (live) setState((s) => (s.busy ? { ...s, progress: done } : s));
    };
    e.run(JSON.parse(key), onProgress).then((r) => {
      if (!r || !live) return;
      // Show the answer now, not in a later task: it is what the user is waiting for.
      flushSync(() =>
        setState((s) => ({
          summary: r.reply.ok ? r.reply.summary : s.summary,
          error: r.reply.ok ? null : { message: r.reply.error, ...(r.reply.field ? { field: r.reply.field } : {}) },
          busy: false,
          engineMs: r.ms,
          generation: s.generation + 1,
          ...IDLE,
        })),
      );
    });
    return () => {
      live = false;
    };
  }, [key, attempt]);

  return useMemo(() => ({ ...state, cancel, retry }), [state, cancel, retry]);
}
