import type { Action, DecisionOption, DecisionRequest, GameState, UnitState } from '@cogitator/engine';
import { useState } from 'react';
import type { StratagemInfo } from './battle-api.js';
import { distanceOf, isPlacing, type Making } from './moves.js';

export interface DecisionProps {
  state: GameState;
  req: DecisionRequest;
  stratagems: Record<string, StratagemInfo>;
  making: Making | null;
  busy: boolean;
  onChoose: (action: Action) => void;
  onMake: (m: Making | null) => void;
  onConfirm: () => void;
  /** The move's answer is ready to send. */
  ready: boolean;
}

const unitName = (state: GameState, id: string) => {
  const u = state.units[id] as UnitState | undefined;
  return u ? `${u.name} (${u.id})` : id;
};

function StratagemCard({ info, label, withText }: { info: StratagemInfo; label: string; withText: boolean }) {
  return (
    <span className="strat">
      <span className="strat-head">
        <strong>{label}</strong> <span className="cp">{info.cp} CP</span>
        {info.support !== 'automated' ? (
          <span className="strat-manual">
            {' '}
            · {info.support}: {info.note ?? 'apply its effect by hand'}
          </span>
        ) : null}
      </span>
      {!withText ? null : info.text ? (
        <span className="strat-text small">
          <span>
            <b>When:</b> {info.text.when}
          </span>{' '}
          <span>
            <b>Target:</b> {info.text.target}
          </span>{' '}
          <span>
            <b>Effect:</b> {info.text.effect}
          </span>
        </span>
      ) : (
        <span className="strat-text small muted">{info.source} Stratagem (its text is not in the data at hand)</span>
      )}
    </span>
  );
}

/** Choosing targets for every weapon that can shoot (or fight) them. */
function AttackForm({
  state,
  option,
  busy,
  onChoose,
}: {
  state: GameState;
  option: DecisionOption & { kind: 'parametric' };
  busy: boolean;
  onChoose: (a: Action) => void;
}) {
  const s = option.schema;
  const targets = s.kind === 'attacks' ? [...new Set(s.weapons.flatMap((w) => w.targets))] : [];
  const [target, setTarget] = useState(targets[0] ?? '');
  if (s.kind !== 'attacks') return null;
  const attacks = s.weapons
    .filter((w) => w.targets.includes(target))
    .map((w) => ({
      model: w.model,
      weapon: w.weapon,
      target,
      ...(w.profiles.length > 1 && w.profiles[0] ? { profile: w.profiles[0] } : {}),
    }));
  return (
    <form
      className="attack-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (attacks.length) onChoose({ type: s.type === 'ranged' ? 'shoot' : 'melee', unit: s.unit, attacks });
      }}
    >
      <label>
        Target{' '}
        <select value={target} onChange={(e) => setTarget(e.target.value)}>
          {targets.map((t) => (
            <option key={t} value={t}>
              {unitName(state, t)}
            </option>
          ))}
        </select>
      </label>{' '}
      <button type="submit" disabled={busy || !attacks.length}>
        {s.type === 'ranged' ? 'Shoot' : 'Fight'} with {attacks.length} weapon{attacks.length === 1 ? '' : 's'}
      </button>
    </form>
  );
}

/** Choosing which models are removed. */
function CasualtyForm({
  option,
  busy,
  onChoose,
}: {
  option: DecisionOption & { kind: 'parametric' };
  busy: boolean;
  onChoose: (a: Action) => void;
}) {
  const s = option.schema;
  const [picked, setPicked] = useState<string[]>(s.kind === 'models' ? (s.suggested ?? []) : []);
  if (s.kind !== 'models') return null;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onChoose({ type: 'select-casualties', models: picked });
      }}
    >
      <fieldset>
        <legend>
          Choose {s.count} model{s.count === 1 ? '' : 's'}
        </legend>
        {s.candidates.map((id) => (
          <label key={id} className="check">
            <input
              type="checkbox"
              checked={picked.includes(id)}
              onChange={(e) => setPicked(e.target.checked ? [...picked, id] : picked.filter((x) => x !== id))}
            />{' '}
            {id}
          </label>
        ))}
      </fieldset>
      <button type="submit" disabled={busy || picked.length !== s.count}>
        Remove them
      </button>
    </form>
  );
}

/** The pending decision as choices: whole answers as buttons, moves and set-ups made on the board. */
export function Decision(props: DecisionProps) {
  const { state, req, stratagems, making, busy } = props;
  const m = making;
  const ms = m?.option.schema;
  return (
    <section className="decision" aria-labelledby="decision-title">
      <h2 id="decision-title">
        Player {req.player + 1}: {req.prompt}
      </h2>
      <ol className="options">
        {req.options.map((o, i) => {
          // A Stratagem's text is shown with its first option (re-rolls offer one option per die).
          const first =
            o.kind === 'choice' &&
            o.action.type === 'use-stratagem' &&
            req.options.findIndex(
              (x) =>
                x.kind === 'choice' &&
                x.action.type === 'use-stratagem' &&
                o.action.type === 'use-stratagem' &&
                x.action.stratagem === o.action.stratagem,
            ) === i;
          const key = `${i}-${o.label}`;
          if (o.kind === 'choice') {
            const info = o.action.type === 'use-stratagem' ? stratagems[o.action.stratagem] : undefined;
            return (
              <li key={key}>
                <button
                  type="button"
                  className={info ? 'option strat-option' : 'option'}
                  disabled={busy}
                  onClick={() => props.onChoose(o.action)}
                >
                  {info ? <StratagemCard info={info} label={o.label} withText={first} /> : o.label}
                </button>
              </li>
            );
          }
          const active = m?.index === i;
          return (
            <li key={key}>
              <button
                type="button"
                className={`option${active ? ' active' : ''}`}
                aria-pressed={active}
                disabled={busy}
                onClick={() =>
                  props.onMake(
                    active ? null : { index: i, option: o, centre: null, delta: { x: 0, y: 0 }, suggested: false },
                  )
                }
              >
                {o.label}
              </button>
              {active && o.schema.kind === 'attacks' ? (
                <AttackForm state={state} option={o} busy={busy} onChoose={props.onChoose} />
              ) : null}
              {active && o.schema.kind === 'models' ? (
                <CasualtyForm option={o} busy={busy} onChoose={props.onChoose} />
              ) : null}
            </li>
          );
        })}
      </ol>
      {m && ms && (ms.kind === 'paths' || isPlacing(ms)) ? (
        <div className="making" data-testid="making">
          {ms.kind === 'paths' ? (
            <p>
              Drag a model of {unitName(state, ms.unit)} on the board (or use the arrow keys here) to move the whole
              unit.{' '}
              <output data-testid="distance" className={distanceOf(m) > ms.maxDistance + 1e-6 ? 'over' : ''}>
                {distanceOf(m)}" of {ms.maxDistance}"
              </output>
            </p>
          ) : (
            <p>
              Click the battlefield where {unitName(state, ms.unit)} is set up (or place it, then use the arrow keys).
            </p>
          )}
          <div className="making-buttons">
            {ms.kind === 'paths' && ms.suggested ? (
              <button type="button" onClick={() => props.onMake({ ...m, suggested: true, delta: { x: 0, y: 0 } })}>
                Use the suggested move
              </button>
            ) : null}
            <button type="button" className="primary" disabled={busy || !props.ready} onClick={props.onConfirm}>
              {ms.kind === 'paths' ? 'Make this move' : 'Set up here'}
            </button>
            <button type="button" onClick={() => props.onMake(null)}>
              Cancel
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
