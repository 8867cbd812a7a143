import type { Warning } from '@cogitator/engine';
import { useState } from 'react';
import type { ParseReply } from '../api.js';
import { DatasheetCard } from '../datasheets/DatasheetCard.js';

function where(w: Warning): string {
  const parts = [w.where?.line !== undefined ? `line ${w.where.line}` : '', w.where?.field ?? ''].filter(Boolean);
  return parts.join(', ');
}

const warningKey = (w: Warning) => `${w.code}|${w.where?.line}|${w.where?.field}|${w.message}`;

/** What the importer read: warnings, what the catalogue filled, conflicts, and the datasheet card. */
export function ImportReport({ reply }: { reply: ParseReply }) {
  const c = reply.completion;
  const [completed, setCompleted] = useState(true);
  const ds = completed && c ? c.page.datasheet : reply.page.datasheet;
  const filled = new Set(c && completed ? c.filled.map((f) => f.field) : []);
  const missing = reply.warnings.filter((w) => w.code === 'missing');
  const other = reply.warnings.filter((w) => w.code !== 'missing');
  return (
    <div className="import-report" data-testid="import-report">
      <section aria-labelledby="missing-title">
        <h2 id="missing-title">What the page lacks ({missing.length})</h2>
        {missing.length === 0 ? (
          <p className="muted">Nothing: every part of the datasheet was on the page.</p>
        ) : (
          <ul className="warnings">
            {missing.map((w) => (
              <li key={warningKey(w)}>
                {w.message} <span className="muted small">{where(w)}</span>
              </li>
            ))}
          </ul>
        )}
        {other.length > 0 && (
          <details>
            <summary>Other notes ({other.length})</summary>
            <ul className="warnings">
              {other.map((w) => (
                <li key={warningKey(w)}>
                  {w.code}: {w.message} <span className="muted small">{where(w)}</span>
                </li>
              ))}
            </ul>
          </details>
        )}
      </section>
      <section aria-labelledby="filled-title">
        <h2 id="filled-title">Filled in from the catalogue</h2>
        {!c && <p className="muted">{reply.catalogue ?? 'No catalogue on the server.'}</p>}
        {c && !c.match && (
          <p className="muted">
            The catalogue has no datasheet “{reply.page.datasheet.name}” in {reply.page.datasheet.faction}.
          </p>
        )}
        {c?.match && (
          <>
            <p>
              From <strong>{c.match.name}</strong> ({c.match.faction}, <code>{c.match.id}</code>):{' '}
              {c.filled.length === 0 ? 'nothing was missing.' : `${c.filled.length} values.`}
            </p>
            {c.filled.length > 0 && (
              <table className="stages kv" data-testid="filled">
                <thead>
                  <tr>
                    <th scope="col">Field</th>
                    <th scope="col">Value</th>
                  </tr>
                </thead>
                <tbody>
                  {c.filled.map((f) => (
                    <tr key={f.field}>
                      <th scope="row">
                        <code>{f.field}</code>
                      </th>
                      <td>{f.text}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {c.conflicts.length > 0 && (
              <>
                <h3>Where the page and the catalogue disagree (the page is kept)</h3>
                <table className="stages kv" data-testid="conflicts">
                  <thead>
                    <tr>
                      <th scope="col">Field</th>
                      <th scope="col">Page</th>
                      <th scope="col">Catalogue</th>
                    </tr>
                  </thead>
                  <tbody>
                    {c.conflicts.map((x) => (
                      <tr key={x.field}>
                        <th scope="row">
                          <code>{x.field}</code>
                        </th>
                        <td>{x.page}</td>
                        <td>{x.catalogue}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            )}
          </>
        )}
      </section>
      <section aria-labelledby="parsed-title">
        <h2 id="parsed-title">The datasheet</h2>
        {c?.match && (
          <fieldset className="inline">
            <legend className="visually-hidden">Show</legend>
            <label>
              <input type="radio" name="view" checked={completed} onChange={() => setCompleted(true)} /> completed
              (filled values marked)
            </label>
            <label>
              <input type="radio" name="view" checked={!completed} onChange={() => setCompleted(false)} /> as read from
              the page
            </label>
          </fieldset>
        )}
        <DatasheetCard ds={ds} filled={filled} />
        {reply.page.stratagems.length > 0 && (
          <p className="muted small">
            The page also lists {reply.page.stratagems.length} Stratagems, {reply.page.enhancements.length} Enhancements
            and {reply.page.glossary.length} rule texts.
          </p>
        )}
      </section>
    </div>
  );
}
