import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '../errors.js';
import { type ArmyList, listsApi, type SavedListHead } from './lists-api.js';

const nameKey = (name: string) => name.trim().normalize('NFC').normalize('NFKC').toLowerCase();

type Confirm = { kind: 'replace' | 'delete'; saved: SavedListHead };

/** Lists kept in the server's database: save this one (asking before replacing), open, delete (asking). */
export function SavedLists({
  list,
  onOpen,
}: {
  list: ArmyList | null;
  onOpen: (list: ArmyList, name: string) => void;
}) {
  const [saved, setSaved] = useState<SavedListHead[] | null>(null);
  const [name, setName] = useState(list?.name ?? '');
  const [message, setMessage] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const refresh = useCallback(
    () =>
      listsApi
        .saved()
        .then(setSaved)
        .catch((e: unknown) => setMessage(errorText(e))),
    [],
  );
  useEffect(() => {
    void refresh();
  }, [refresh]);
  useEffect(() => {
    if (confirm) confirmRef.current?.focus();
  }, [confirm]);
  useEffect(() => {
    if (list?.name) setName((n) => n || (list.name ?? ''));
  }, [list?.name]);

  const doSave = () => {
    setConfirm(null);
    if (!list) return;
    listsApi
      .save(name, list)
      .then((s) => {
        setMessage(`Saved “${s.name}”.`);
        return refresh();
      })
      .catch((e: unknown) => setMessage(errorText(e)));
  };
  const doDelete = (s: SavedListHead) => {
    setConfirm(null);
    listsApi
      .remove(s.id)
      .then(() => {
        setMessage(`Deleted “${s.name}”.`);
        return refresh();
      })
      .catch((e: unknown) => setMessage(errorText(e)));
  };
  return (
    <section className="saved" aria-labelledby="saved-lists-title">
      <h2 id="saved-lists-title">Saved lists</h2>
      {list && (
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            const same = saved?.find((s) => nameKey(s.name) === nameKey(name));
            if (same) setConfirm({ kind: 'replace', saved: same });
            else doSave();
          }}
        >
          <label htmlFor="list-save-name">Save this list as</label>
          <input id="list-save-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} required />
          <button type="submit">Save</button>
        </form>
      )}
      {confirm && (
        <div className="confirm" role="alertdialog" aria-labelledby="list-confirm-text">
          <p id="list-confirm-text">
            {confirm.kind === 'replace'
              ? `A list named “${confirm.saved.name}” is saved already. Replace it with this one?`
              : `Delete the saved list “${confirm.saved.name}”? This cannot be undone.`}
          </p>
          <button
            type="button"
            ref={confirmRef}
            onClick={() => (confirm.kind === 'replace' ? doSave() : doDelete(confirm.saved))}
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
      {saved && saved.length === 0 && <p className="muted">None yet.</p>}
      {saved && saved.length > 0 && (
        <ul className="saved-list">
          {saved.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                className="link"
                onClick={() =>
                  listsApi
                    .open(s.id)
                    .then((r) => onOpen(r.list, r.name))
                    .catch((e: unknown) => setMessage(errorText(e)))
                }
              >
                {s.name}
              </button>
              <button
                type="button"
                className="icon"
                aria-label={`Delete ${s.name}`}
                onClick={() => setConfirm({ kind: 'delete', saved: s })}
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
