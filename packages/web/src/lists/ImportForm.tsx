import { useState } from 'react';
import { ErrorNote } from '../components/ErrorNote.js';
import { errorText } from '../errors.js';
import { listsApi, type ReadReply } from './lists-api.js';

/** A file as base64 (a .rosz is a zip) or text (everything else). */
async function readFile(file: File): Promise<{ text: string } | { base64: string }> {
  if (/\.rosz$/i.test(file.name)) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    let bin = '';
    for (const b of bytes) bin += String.fromCharCode(b);
    return { base64: btoa(bin) };
  }
  return { text: await file.text() };
}

/**
 * Paste a list or upload a file, in any format `cogitator list` reads (app text, New Recruit
 * styles, ListForge, BattleScribe .ros/.rosz, Cogitator JSON). Ctrl+Enter reads the pasted text.
 */
export function ImportForm({ onRead }: { onRead: (r: ReadReply) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const read = (input: { text: string } | { base64: string }, source?: string) => {
    setBusy(true);
    listsApi
      .read(input, source)
      .then((r) => {
        setError(null);
        onRead(r);
      })
      .catch((e: unknown) => setError(errorText(e)))
      .finally(() => setBusy(false));
  };
  return (
    <section className="list-import" aria-labelledby="list-import-title">
      <h2 id="list-import-title">Import a list</h2>
      <form
        className="import-form"
        onSubmit={(e) => {
          e.preventDefault();
          read({ text });
        }}
      >
        <label htmlFor="list-text">List text</label>
        <textarea
          id="list-text"
          rows={8}
          value={text}
          placeholder="Paste a list exported from the Warhammer 40,000 app, New Recruit, ListForge or BattleScribe"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              read({ text });
            }
          }}
        />
        <div className="toolbar">
          <button type="submit" disabled={busy || !text.trim()}>
            Read the list
          </button>
          <label className="file">
            Or open a file{' '}
            <input
              type="file"
              accept=".txt,.ros,.rosz,.json,text/plain,application/json"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void readFile(file).then((input) => read(input, file.name.replace(/[^\w .()-]/g, '_')));
              }}
            />
          </label>
        </div>
      </form>
      <ErrorNote message={error} testId="list-import-error" />
    </section>
  );
}
