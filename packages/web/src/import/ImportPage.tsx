import { useState } from 'react';
import { api, type ParseReply } from '../api.js';
import { ErrorNote } from '../components/ErrorNote.js';
import { errorText } from '../errors.js';
import { ImportReport } from './ImportReport.js';

/** Paste a datasheet page copied from Wahapedia: see what was read, what was missing, what the catalogue filled. */
export function ImportPage() {
  const [text, setText] = useState('');
  const [reply, setReply] = useState<ParseReply | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const read = () => {
    if (!text.trim()) {
      setError('Paste a datasheet page first.');
      return;
    }
    setBusy(true);
    api
      .parse(text)
      .then((r) => {
        setReply(r);
        setError(null);
      })
      .catch((e: unknown) => {
        setReply(null);
        setError(errorText(e));
      })
      .finally(() => setBusy(false));
  };
  return (
    <div className="import">
      <div className="page-head">
        <h1>Import a page</h1>
        <p className="muted">
          Copy a datasheet page (all of it, as plain text) and paste it here. The first line names the faction and the
          datasheet: “Leagues of Votann – Cthonian Earthshakers”.
        </p>
      </div>
      <form
        className="import-form"
        onSubmit={(e) => {
          e.preventDefault();
          read();
        }}
      >
        <label htmlFor="page-text">Page text</label>
        <textarea
          id="page-text"
          rows={12}
          spellCheck={false}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              read();
            }
          }}
          aria-describedby="page-text-hint"
        />
        <p id="page-text-hint" className="muted small">
          Ctrl+Enter reads the page.
        </p>
        <button type="submit" disabled={busy}>
          {busy ? 'Reading…' : 'Read the page'}
        </button>
      </form>
      <ErrorNote message={error} />
      {reply && <ImportReport reply={reply} />}
    </div>
  );
}
