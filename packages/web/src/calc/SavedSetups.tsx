import { useCallback, useEffect, useRef, useState } from 'react';
import { api, type SavedSetup } from '../api.js';
import { errorText } from '../errors.js';
import { onLinkClick } from '../router.js';

/** As the server compares names (setups-store.ts `nameKey`, after its trim and NFC). */
const nameKey = (name: string) => name.trim().normalize('NFC').normalize('NFKC').toLowerCase();

type Confirm = { kind: 'replace'; setup: SavedSetup } | { kind: 'delete'; setup: SavedSetup };

/**
 * Named setups kept on the server (SQLite): save the current one, open or delete any. Replacing a
 * saved setup of the same name, and deleting one, ask first.
 */
export function SavedSetups({ query }: { query: string }) {
  const [list, setList] = useState<SavedSetup[] | null>(null);
  const [name, setName] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const refresh = useCallback(
    () =>
      api
        .setups()
        .then(setList)
        .catch((e: unknown) => setMessage(errorText(e))),
    [],
  );
  useEffect(() => {
    void refresh();
  }, [refresh]);
  useEffect(() => {
    if (confirm) confirmRef.current?.focus();
  }, [confirm]);

  const doSave = () => {
    setConfirm(null);
    api
      .saveSetup(name, query)
      .then((s) => {
        setMessage(`Saved “${s.name}”.`);
        setName('');
        return refresh();
      })
      .catch((err: unknown) => setMessage(errorText(err)));
  };
  const doDelete = (s: SavedSetup) => {
    setConfirm(null);
    api
      .deleteSetup(s.id)
      .then(() => {
        setMessage(`Deleted “${s.name}”.`);
        return refresh();
      })
      .catch((err: unknown) => setMessage(errorText(err)));
  };
  const save = (e: React.FormEvent) => {
    e.preventDefault();
    const same = list?.find((s) => nameKey(s.name) === nameKey(name));
    if (same) setConfirm({ kind: 'replace', setup: same });
    else doSave();
  };
  return (
    <section className="saved" aria-labelledby="saved-title">
      <h2 id="saved-title">Saved setups</h2>
      <form onSubmit={save} className="inline-form">
        <label htmlFor="setup-name">Save this setup as</label>
        <input id="setup-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} required />
        <button type="submit">Save</button>
      </form>
      {confirm && (
        <div className="confirm" role="alertdialog" aria-labelledby="confirm-text" data-testid="confirm">
          <p id="confirm-text">
            {confirm.kind === 'replace'
              ? `A setup named “${confirm.setup.name}” is saved already. Replace it with this one?`
              : `Delete the saved setup “${confirm.setup.name}”? This cannot be undone.`}
          </p>
          <button
            type="button"
            ref={confirmRef}
            onClick={() => (confirm.kind === 'replace' ? doSave() : doDelete(confirm.setup))}
          >
            {confirm.kind === 'replace' ? 'Replace it' : 'Delete it'}
          </button>
          <button type="button" onClick={() => setConfirm(null)}>
            {confirm.kind === 'replace' ? 'Keep the saved one' : 'Keep it'}
          </button>
        </div>
      )}
      {message && (
        <p className="status" role="status">
          {message}
        </p>
      )}
      {list && list.length === 0 && <p className="muted">None yet.</p>}
      {list && list.length > 0 && (
        <ul className="saved-list">
          {list.map((s) => (
            <li key={s.id}>
              <a href={`/calc${s.query}`} onClick={onLinkClick}>
                {s.name}
              </a>
              <button
                type="button"
                className="icon"
                aria-label={`Delete ${s.name}`}
                onClick={() => setConfirm({ kind: 'delete', setup: s })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
