import { useEffect, useState } from 'react';
import { ErrorNote } from '../components/ErrorNote.js';
import { type ArmySpec, type BattleOptions, battleApi, type CreateBattle } from './battle-api.js';

interface Side {
  kind: 'demo' | 'list';
  text: string;
  filename?: string;
  base64?: boolean;
}

const toBase64 = (bytes: Uint8Array) => {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
};

function SideForm({ n, side, onChange, demo }: { n: 1 | 2; side: Side; onChange: (s: Side) => void; demo: string }) {
  return (
    <fieldset className="side">
      <legend>Player {n}</legend>
      <label className="check">
        <input
          type="radio"
          name={`side-${n}`}
          checked={side.kind === 'demo'}
          onChange={() => onChange({ ...side, kind: 'demo' })}
        />{' '}
        Demo army ({demo})
      </label>
      <label className="check">
        <input
          type="radio"
          name={`side-${n}`}
          checked={side.kind === 'list'}
          onChange={() => onChange({ ...side, kind: 'list' })}
        />{' '}
        An army list
      </label>
      {side.kind === 'list' ? (
        <>
          <label className="block">
            Paste the list (any format the list importer reads: the GW app, New Recruit, BattleScribe, JSON)
            <textarea
              rows={6}
              value={side.base64 ? `(${side.filename}: binary file loaded)` : side.text}
              data-testid={`list-${n}`}
              onChange={(e) => onChange({ kind: 'list', text: e.target.value })}
            />
          </label>
          <label className="block">
            or open a file{' '}
            <input
              type="file"
              accept=".txt,.json,.ros,.rosz"
              onChange={async (e) => {
                const f = e.target.files?.[0];
                if (!f) return;
                if (f.name.endsWith('.rosz'))
                  onChange({
                    kind: 'list',
                    text: toBase64(new Uint8Array(await f.arrayBuffer())),
                    filename: f.name,
                    base64: true,
                  });
                else onChange({ kind: 'list', text: await f.text(), filename: f.name });
              }}
            />
          </label>
        </>
      ) : null}
    </fieldset>
  );
}

const spec = (s: Side): ArmySpec =>
  s.kind === 'demo'
    ? { demo: true }
    : { list: s.text, ...(s.filename ? { filename: s.filename } : {}), ...(s.base64 ? { base64: true } : {}) };

/** The form that starts a battle: two armies, mission, deployment, terrain, and who plays. */
export function NewBattle({ onCreated }: { onCreated: (id: string) => void }) {
  const [options, setOptions] = useState<BattleOptions | null>(null);
  const [sides, setSides] = useState<[Side, Side]>([
    { kind: 'demo', text: '' },
    { kind: 'demo', text: '' },
  ]);
  const [mission, setMission] = useState('take-and-hold');
  const [deployment, setDeployment] = useState('');
  const [layout, setLayout] = useState('none');
  const [opponent, setOpponent] = useState<'hot-seat' | 'bot'>('hot-seat');
  const [autoPass, setAutoPass] = useState(true);
  const [keep, setKeep] = useState('core/command-re-roll');
  const [seed, setSeed] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    battleApi.options().then(setOptions, (e: Error) => setError(e.message));
  }, []);

  const submit = async () => {
    setBusy(true);
    setError(null);
    const body: CreateBattle = {
      armies: [spec(sides[0]), spec(sides[1])],
      mission,
      ...(deployment ? { deployment } : {}),
      layout,
      seed: Number(seed) || 1,
      ...(opponent === 'bot' ? { bot: 2 } : {}),
      ...(autoPass
        ? {
            autoPass: opponent === 'bot' ? [1] : [1, 2],
            keep: keep
              .split(',')
              .map((k) => k.trim())
              .filter(Boolean),
          }
        : {}),
    };
    try {
      const r = await battleApi.create(body);
      onCreated(r.battle.id);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="new-battle"
      aria-labelledby="new-battle-title"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h1 id="new-battle-title">Start a battle</h1>
      <div className="sides">
        {([0, 1] as const).map((i) => (
          <SideForm
            key={i}
            n={(i + 1) as 1 | 2}
            side={sides[i]}
            demo={options?.demo[i] ?? 'demo'}
            onChange={(s) => setSides(i === 0 ? [s, sides[1]] : [sides[0], s])}
          />
        ))}
      </div>
      <div className="battle-settings">
        <label>
          Mission{' '}
          <select value={mission} onChange={(e) => setMission(e.target.value)}>
            {(options?.missions ?? [{ id: 'take-and-hold', name: 'Take and Hold' }]).map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Deployment{' '}
          <select value={deployment} onChange={(e) => setDeployment(e.target.value)}>
            <option value="">{mission === 'take-and-hold' ? "the mission's own" : 'Dawn of War'}</option>
            {(options?.deployments ?? []).map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Terrain{' '}
          <select value={layout} onChange={(e) => setLayout(e.target.value)}>
            {(options?.layouts ?? [{ id: 'none', name: 'None' }]).map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Opponent{' '}
          <select value={opponent} onChange={(e) => setOpponent(e.target.value as 'hot-seat' | 'bot')}>
            <option value="hot-seat">Hot-seat (both players here)</option>
            <option value="bot">The bot plays player 2</option>
          </select>
        </label>
        <label>
          Seed <input inputMode="numeric" size={6} value={seed} onChange={(e) => setSeed(e.target.value)} />
        </label>
        <label className="check">
          <input type="checkbox" checked={autoPass} onChange={(e) => setAutoPass(e.target.checked)} /> Pass Stratagem
          windows automatically, except where one of these is offered:
        </label>
        <label>
          Stop for (Stratagem ids){' '}
          <input value={keep} disabled={!autoPass} onChange={(e) => setKeep(e.target.value)} size={28} />
        </label>
      </div>
      <ErrorNote message={error} testId="new-battle-error" />
      <button type="submit" className="primary" disabled={busy}>
        {busy ? 'Setting up…' : 'Start the battle'}
      </button>
    </form>
  );
}
