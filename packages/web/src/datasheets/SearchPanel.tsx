import { useEffect, useState } from 'react';
import { api, type DatasheetRow, type FactionRow } from '../api.js';
import { ErrorNote } from '../components/ErrorNote.js';
import { errorText } from '../errors.js';
import { onLinkClick, replaceQuery } from '../router.js';

interface Props {
  selected: string | null;
  search: string;
}

export function datasheetHref(id: string, search: string): string {
  return `/datasheets/${encodeURIComponent(id)}${search}`;
}

/** Search every faction (typos and diacritics forgiven) or list one faction; the words live in the URL. */
export function SearchPanel({ selected, search }: Props) {
  const params = new URLSearchParams(search);
  const [q, setQ] = useState(params.get('q') ?? '');
  const [faction, setFaction] = useState(params.get('faction') ?? '');
  const [factions, setFactions] = useState<FactionRow[]>([]);
  const [rows, setRows] = useState<DatasheetRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    api
      .factions()
      .then(setFactions)
      .catch((e: unknown) => setError(errorText(e)));
  }, []);

  const query = new URLSearchParams({
    ...(q.trim() ? { q: q.trim() } : {}),
    ...(faction ? { faction } : {}),
  }).toString();
  const keep = query ? `?${query}` : '';
  useEffect(() => {
    replaceQuery(keep);
    if (!q.trim() && !faction) {
      setRows(null);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      api
        .search(q, { ...(faction ? { faction } : {}), limit: faction && !q.trim() ? 300 : 40 })
        .then((r) => {
          if (!live) return;
          setRows(r);
          setError(null);
        })
        .catch((e: unknown) => live && setError(errorText(e)));
    }, 120);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q, faction, keep]);

  return (
    <div className="search-panel">
      <search>
        <form onSubmit={(e) => e.preventDefault()}>
          <label htmlFor="ds-search">Search datasheets</label>
          <input
            id="ds-search"
            type="search"
            autoComplete="off"
            placeholder="Land Raider, grimnyr, delve…"
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
          <label htmlFor="ds-faction">Faction</label>
          <select id="ds-faction" value={faction} onChange={(e) => setFaction(e.target.value)}>
            <option value="">All factions</option>
            {factions.map((f) => (
              <option key={f.id} value={f.name}>
                {f.name} ({f.datasheets})
              </option>
            ))}
          </select>
        </form>
      </search>
      <ErrorNote message={error} />
      {rows && (
        <p className="muted small" role="status">
          {rows.length === 0 ? 'No datasheet matches.' : `${rows.length} datasheet${rows.length === 1 ? '' : 's'}`}
        </p>
      )}
      {rows && rows.length > 0 && (
        <ul className="results-list" aria-label="Datasheets found">
          {rows.map((r) => (
            <li key={r.id}>
              <a
                href={datasheetHref(r.id, keep)}
                onClick={onLinkClick}
                aria-current={r.id === selected ? 'page' : undefined}
              >
                <span className="name">{r.name}</span>
                <span className="meta">
                  {r.faction}
                  {r.points !== null ? ` · ${r.points} pts` : ''}
                  {r.legends ? ' · Legends' : ''}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
