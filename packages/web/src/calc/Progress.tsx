import { useEffect, useState } from 'react';
import type { Evaluation } from './useEvaluation.js';

/** Shown only for a computation longer than this (a quick one would just flicker). */
export const SHOW_AFTER_MS = 300;

/**
 * A long computation: how far it is (when the engine says), how long it has run, and a Cancel
 * button; after a cancel, a note that the figures are older and a button to compute again.
 */
export function Progress({ id, evaluation }: { id: string; evaluation: Evaluation }) {
  const { busy, startedAt, progress, cancelled, cancel, retry, summary } = evaluation;
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!busy || startedAt === null) return;
    setNow(performance.now());
    const t = setInterval(() => setNow(performance.now()), 250);
    return () => clearInterval(t);
  }, [busy, startedAt]);
  if (cancelled) {
    return (
      <div className="progress" data-testid={`${id}-cancelled`}>
        <p>
          Stopped.{' '}
          {summary ? 'The figures below are for an earlier input.' : 'Change an input or compute again to see results.'}
        </p>
        <button type="button" onClick={retry}>
          Compute again
        </button>
      </div>
    );
  }
  if (!busy || startedAt === null) return null;
  const elapsed = now - startedAt;
  if (elapsed < SHOW_AFTER_MS) return null;
  const share = progress === null ? null : Math.round(progress * 100);
  return (
    <div className="progress" data-testid={`${id}-progress`}>
      <label>
        <span>
          Computing{share === null ? '' : `: ${share}%`} ({(elapsed / 1000).toFixed(1)} s)
          {summary ? '; the figures below are for the previous input' : ''}
        </span>
        <progress max={100} {...(share === null ? {} : { value: share })} />
      </label>
      <button type="button" onClick={cancel}>
        Cancel
      </button>
    </div>
  );
}
