import {
  type BattleRecord,
  describeEvent,
  evolve,
  type GameState,
  loadBattle,
  phaseName,
  stateHash,
} from '@cogitator/engine';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Board } from '../battle/Board.js';
import { battleApi } from '../battle/battle-api.js';
import { Log, type LogLine } from '../battle/Log.js';
import { ErrorNote } from '../components/ErrorNote.js';
import '../battle/battle.css';

interface Loaded {
  name: string;
  record: BattleRecord;
  /** The state after each event: states[0] is the initial state. */
  states: GameState[];
  lines: LogLine[];
  marks: { index: number; label: string }[];
  savedHash?: string;
}

/** Read a battle file with the engine (the same replay as `cogitator game replay`), every state kept. */
export function openBattle(text: string, name: string): Loaded {
  const { record, finalHash } = loadBattle(text, name);
  const states: GameState[] = [record.initial];
  const lines: LogLine[] = [];
  const marks: { index: number; label: string }[] = [{ index: 0, label: 'The start' }];
  let s = record.initial;
  record.events.forEach((e, i) => {
    lines.push({ index: i, event: e, words: describeEvent(s, e) });
    s = evolve(s, e);
    states.push(s);
    if (e.type === 'step-started' && e.phase === null)
      marks.push({ index: i + 1, label: `Pre-battle: ${e.step.replace(/-/g, ' ')}` });
    if (e.type === 'phase-started')
      marks.push({ index: i + 1, label: `Round ${s.flow.round} · player ${e.player + 1} · ${phaseName(e.phase)}` });
    if (e.type === 'battle-ended') marks.push({ index: i + 1, label: 'The end' });
  });
  return { name, record, states, lines, marks, ...(finalHash ? { savedHash: finalHash } : {}) };
}

/** /replay: open a saved battle file (or ?battle=b1 from the server), step and scrub, jump to a phase. */
export default function ReplayPage({ search }: { search: string }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [at, setAt] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const fromServer = new URLSearchParams(search).get('battle');

  const open = useCallback((text: string, name: string) => {
    try {
      const l = openBattle(text, name);
      setLoaded(l);
      setAt(l.record.events.length);
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    }
  }, []);

  useEffect(() => {
    if (!fromServer) return;
    fetch(battleApi.fileUrl(fromServer))
      .then(async (r) => {
        if (!r.ok) throw new Error(((await r.json().catch(() => ({}))) as { error?: string }).error ?? r.statusText);
        return r.text();
      })
      .then((t) => open(t, `battle ${fromServer}`))
      .catch((e: Error) => setError(e.message));
  }, [fromServer, open]);

  const state = loaded?.states[at];
  const hash = useMemo(() => (state ? stateHash(state) : ''), [state]);
  const total = loaded?.record.events.length ?? 0;
  const mark = loaded ? [...loaded.marks].reverse().find((m) => m.index <= at) : undefined;

  return (
    <div className="replay">
      <h1>Replay a battle</h1>
      <label className="block">
        Open a saved battle file (from <code>cogitator game new --out</code>, <code>game play</code> or the battle page){' '}
        <input
          type="file"
          accept=".json"
          data-testid="replay-file"
          onChange={async (e) => {
            const f = e.target.files?.[0];
            if (f) open(await f.text(), f.name);
          }}
        />
      </label>
      <ErrorNote message={error} testId="replay-error" />
      {loaded && state ? (
        <div className="battle-body">
          <div className="battle-board">
            <Board state={state} label={`The battlefield after event ${at} of ${total}`} />
          </div>
          <div className="battle-side">
            <p>
              {loaded.name}: {state.players.map((p) => `${p.name} ${p.vp} VP`).join(' · ')}
            </p>
            <div className="scrub">
              <button type="button" onClick={() => setAt(0)} disabled={at === 0} aria-label="To the start">
                ⏮
              </button>
              <button
                type="button"
                onClick={() => setAt(Math.max(0, at - 1))}
                disabled={at === 0}
                aria-label="One event back"
              >
                ◀
              </button>
              <input
                type="range"
                min={0}
                max={total}
                value={at}
                aria-label="Event"
                data-testid="scrub"
                onChange={(e) => setAt(Number(e.target.value))}
              />
              <button
                type="button"
                onClick={() => setAt(Math.min(total, at + 1))}
                disabled={at === total}
                aria-label="One event on"
              >
                ▶
              </button>
              <button type="button" onClick={() => setAt(total)} disabled={at === total} aria-label="To the end">
                ⏭
              </button>
            </div>
            <p>
              Event <output data-testid="at">{at}</output> of {total}
              {mark ? ` · ${mark.label}` : ''}
            </p>
            <label>
              Jump to{' '}
              <select value={mark?.index ?? 0} data-testid="jump" onChange={(e) => setAt(Number(e.target.value))}>
                {loaded.marks.map((m) => (
                  <option key={`${m.index}-${m.label}`} value={m.index}>
                    {m.label}
                  </option>
                ))}
              </select>
            </label>
            <p className="small">
              State hash <code data-testid="replay-hash">{hash}</code>
              {at === total && loaded.savedHash
                ? loaded.savedHash === hash
                  ? ' (matches the saved hash)'
                  : ` (DIFFERS from the saved hash ${loaded.savedHash})`
                : ''}
            </p>
            <Log lines={loaded.lines.slice(0, at)} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
