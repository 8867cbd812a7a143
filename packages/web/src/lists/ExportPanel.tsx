import { useState } from 'react';
import { ErrorNote } from '../components/ErrorNote.js';
import { errorText } from '../errors.js';
import { type ArmyList, EXPORT_FORMATS, type ExportFormat, listsApi } from './lists-api.js';

/** Export the list to any format the CLI writes: the text to copy, and a file to download. */
export function ExportPanel({ list }: { list: ArmyList }) {
  const [format, setFormat] = useState<ExportFormat>('gw');
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ext = EXPORT_FORMATS.find((f) => f.id === format)?.ext ?? 'txt';
  const fileName = `${(list.name ?? 'list').replace(/[^\w .-]+/g, '_').trim() || 'list'}.${ext}`;
  const run = () =>
    listsApi
      .export(list, format)
      .then((r) => {
        setText(r.text);
        setError(null);
      })
      .catch((e: unknown) => {
        setText(null);
        setError(errorText(e));
      });
  return (
    <section className="list-export" aria-labelledby="export-title">
      <h2 id="export-title">Export</h2>
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          void run();
        }}
      >
        <label htmlFor="export-format">Format</label>
        <select id="export-format" value={format} onChange={(e) => setFormat(e.target.value as ExportFormat)}>
          {EXPORT_FORMATS.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </select>
        <button type="submit">Export</button>
      </form>
      <ErrorNote message={error} testId="export-error" />
      {text !== null && (
        <>
          <label htmlFor="export-text">Exported list</label>
          <textarea id="export-text" readOnly rows={10} value={text} data-testid="export-text" />
          <div className="toolbar">
            <button type="button" onClick={() => void navigator.clipboard?.writeText(text)}>
              Copy
            </button>
            <a
              href={`data:${ext === 'json' ? 'application/json' : 'text/plain'};charset=utf-8,${encodeURIComponent(text)}`}
              download={fileName}
            >
              Download {fileName}
            </a>
          </div>
        </>
      )}
    </section>
  );
}
