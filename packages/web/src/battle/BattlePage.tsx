import type { Action, PlayerIndex, Point } from '@cogitator/engine';
import { phaseName, stepName } from '@cogitator/engine';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ErrorNote } from '../components/ErrorNote.js';
import { navigate } from '../router.js';
import { Board } from './Board.js';
import { type BattleView, battleApi, type LogRow } from './battle-api.js';
import { Decision } from './Decision.js';
import { Log } from './Log.js';
import { actionOf, isPlacing, type Making, previewOf, startCentre } from './moves.js';
import { NewBattle } from './NewBattle.js';
import './battle.css';

export const messageOf = (e: unknown) => (e ? (e instanceof Error ? e.message : String(e)) : null);

function where(v: BattleView): string {
  const f = v.state.flow;
  if (f.stage === 'pre-battle') return `Pre-battle: ${stepName(f.step)}`;
  return `Round ${f.round} · Player ${f.active + 1}'s turn · ${phaseName(f.phase)}`;
}

/** A battle being played: the board, the pending decision and the log. */
function Game({ id }: { id: string }) {
  const [view, setView] = useState<BattleView | null>(null);
  const [log, setLog] = useState<LogRow[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [making, setMaking] = useState<Making | null>(null);
  const [drag, setDrag] = useState<{ from: Point; delta: Point } | null>(null);

  useEffect(() => {
    let live = true;
    Promise.all([battleApi.get(id), battleApi.log(id)]).then(
      ([v, l]) => {
        if (!live) return;
        setView(v);
        setLog(l);
      },
      (e) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [id]);

  const send = useCallback(
    async (action: Action) => {
      if (!view?.pending) return;
      setBusy(true);
      setError(null);
      try {
        const r = await battleApi.command(view.id, view.seq, view.pending.player, action);
        setView(r.battle);
        setLog((l) => [...l, ...r.log]);
        setMaking(null);
        if (r.stuck) setError(new Error(r.stuck));
      } catch (e) {
        setError(e);
      } finally {
        setBusy(false);
      }
    },
    [view],
  );

  const undo = async (player: PlayerIndex) => {
    if (!view) return;
    setBusy(true);
    setError(null);
    try {
      const r = await battleApi.undo(view.id, player);
      setView(r.battle);
      setLog(await battleApi.log(view.id));
      setMaking(null);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const state = view?.state;
  const preview = useMemo(() => (state && making ? previewOf(state, making) : null), [state, making]);
  const action = state && making ? actionOf(state, making) : null;

  const nudge = (dx: number, dy: number) => {
    if (!making || !state || !view?.pending) return;
    const s = making.option.schema;
    if (isPlacing(s)) {
      const c = making.centre ?? startCentre(state, s, view.pending.player);
      setMaking({ ...making, centre: { x: c.x + dx, y: c.y + dy } });
    } else setMaking({ ...making, suggested: false, delta: { x: making.delta.x + dx, y: making.delta.y + dy } });
  };

  if (error && !view) return <ErrorNote message={messageOf(error)} testId="battle-error" />;
  if (!view || !state) return <p className="muted">Loading the battle…</p>;
  const req = view.pending;
  const human = ([0, 1] as PlayerIndex[]).filter((p) => !view.bots.includes(p));
  const undoFor = human.find((p) => view.canUndo[p]);
  const selected = making?.option.schema.unit ?? null;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys nudge the move being made
    <div
      className="battle"
      onKeyDown={(e) => {
        if (!making) return;
        const t = e.target as HTMLElement;
        if (t.tagName === 'SELECT' || t.tagName === 'INPUT' || t.tagName === 'TEXTAREA') return;
        const step = e.shiftKey ? 0.25 : 1;
        const d = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[e.key];
        if (d) {
          e.preventDefault();
          nudge(d[0] as number, d[1] as number);
        }
      }}
    >
      <div className="battle-head">
        <h1>{state.players.map((p) => p.name).join(' vs ')}</h1>
        <p className="muted">
          {state.mission.name}
          {state.terrain ? ` · ${state.terrain.name}` : ''} · {where(view)} · event {view.seq}
        </p>
        <p className="scores">
          {state.players.map((p, i) => (
            <span key={p.name + String(i)} className={`score p${i + 1}`} data-testid={`score-${i + 1}`}>
              Player {i + 1}
              {view.bots.includes(i as PlayerIndex) ? ' (bot)' : ''}: {p.cp} CP · {p.vp} VP
            </span>
          ))}
        </p>
      </div>
      <div className="battle-body">
        <div className="battle-board">
          <Board
            state={state}
            selected={selected}
            preview={preview}
            onDragStart={
              making && making.option.schema.kind === 'paths'
                ? (at) => setDrag({ from: at, delta: making.suggested ? { x: 0, y: 0 } : making.delta })
                : undefined
            }
            onDrag={(at) => {
              if (!drag || !making) return;
              setMaking({
                ...making,
                suggested: false,
                delta: { x: drag.delta.x + at.x - drag.from.x, y: drag.delta.y + at.y - drag.from.y },
              });
            }}
            onDragEnd={() => setDrag(null)}
            onPlace={
              making && isPlacing(making.option.schema) ? (at) => setMaking({ ...making, centre: at }) : undefined
            }
          />
          <p className="small muted">
            1 square of the grid is 1". Dashed rings: objective control range (3") and Engagement Range (1"); lines:
            coherency of the unit being moved (green within 2").
          </p>
        </div>
        <div className="battle-side">
          {error ? <ErrorNote message={messageOf(error)} testId="battle-error" /> : null}
          {view.result ? (
            <p className="result" data-testid="result">
              {view.result.winner === null ? 'A draw' : `Player ${view.result.winner + 1} wins`}, {view.result.vp[0]}-
              {view.result.vp[1]}
            </p>
          ) : req ? (
            <Decision
              state={state}
              req={req}
              stratagems={view.stratagems}
              making={making}
              busy={busy}
              ready={action !== null}
              onChoose={(a) => void send(a)}
              onMake={setMaking}
              onConfirm={() => {
                if (action) void send(action);
              }}
            />
          ) : null}
          <p className="battle-tools">
            {undoFor !== undefined ? (
              <button type="button" disabled={busy} onClick={() => void undo(undoFor)}>
                Undo player {undoFor + 1}'s last command
              </button>
            ) : (
              <span className="muted small">
                Undo: nothing to take back (dice rolled, or the other player answered)
              </span>
            )}{' '}
            <a href={battleApi.fileUrl(view.id)} download>
              Download the battle file
            </a>{' '}
            <a
              href={`/replay?battle=${encodeURIComponent(view.id)}`}
              onClick={(e) => {
                e.preventDefault();
                navigate(`/replay?battle=${encodeURIComponent(view.id)}`);
              }}
            >
              Replay it
            </a>
          </p>
          <p className="small muted" data-testid="hash">
            state hash {view.hash}
          </p>
          <Log lines={log} />
        </div>
      </div>
    </div>
  );
}

/** /battle: start a battle (two lists or the demo armies), or play one (?id=b1). */
export default function BattlePage({ search }: { search: string }) {
  const id = new URLSearchParams(search).get('id');
  if (id) return <Game key={id} id={id} />;
  return <NewBattle onCreated={(b) => navigate(`/battle?id=${encodeURIComponent(b)}`)} />;
}
