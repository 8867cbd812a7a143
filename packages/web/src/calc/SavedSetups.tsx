import { useCallback, useEffect, useState } from 'react';
import { api, type SavedSetup } from '../api.js';
import { errorText } from '../errors.js';
import { onLinkClick } from '../router.js';

/** Named setups kept on the server (SQLite): save the current one, open or delete any. */
export function SavedSetups({ query }: { query: string }) {
  const [list, setList] = useState<SavedSetup[] | null>(null);
  const [name, setName] = useState('');
  const [message, setMessage] = useState<string | null>(null);
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
  const save = (e: React.FormEvent) => {
    e.preventDefault();
    api
      .saveSetup(name, query)
      .then((s) => {
        setMessage(`Saved “${s.name}”.`);
        setName('');
        return refresh();
      })
      .catch((err: unknown) => setMessage(errorText(err)));
  };
  return (
    <section className="saved" aria-labelledby="saved-title">
      <h2 id="saved-title">Saved setups</h2>
      <form onSubmit={save} className="inline-form">
        <label htmlFor="setup-name">Save this setup as</label>
        <input id="setup-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} required />
        <button type="submit">Save</button>
      </form>
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
                onClick={() =>
                  api
                    .deleteSetup(s.id)
                    .then(refresh)
                    .catch((err: unknown) => setMessage(errorText(err)))
                }
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
