import type { GameEvent } from '@cogitator/engine';
import { useEffect, useRef } from 'react';

export interface LogLine {
  index: number;
  event: GameEvent;
  words: string | null;
  by?: string;
}

/** One die face as a small square (6s and 1s marked). */
function Die({ face }: { face: number }) {
  return <span className={`die${face === 6 ? ' six' : face === 1 ? ' one' : ''}`}>{face}</span>;
}

/** The event log in words, newest at the bottom, dice drawn as dice. */
export function Log({ lines, limit = 400 }: { lines: readonly LogLine[]; limit?: number }) {
  const end = useRef<HTMLLIElement>(null);
  const shown = lines.filter((l) => l.words !== null).slice(-limit);
  const count = shown.length;
  useEffect(() => {
    if (count) end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);
  return (
    <section className="log" aria-labelledby="log-title">
      <h2 id="log-title">Log</h2>
      <ul className="log-lines" aria-live="polite" data-testid="log">
        {shown.map((l, i) => {
          const e = l.event;
          const dice = e.type === 'dice-rolled' ? e.faces : null;
          return (
            <li
              key={l.index}
              ref={i === shown.length - 1 ? end : undefined}
              className={`log-${e.type}`}
              data-event={e.type}
            >
              {l.by ? <span className="muted small">{l.by}: </span> : null}
              {dice ? (
                <>
                  {(l.words ?? '').replace(/: \[[\d ]*\]$/, ': ')}
                  <span className="dice">
                    {dice.map((f, k) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: dice are positional
                      <Die key={k} face={f} />
                    ))}
                  </span>
                </>
              ) : (
                l.words
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
