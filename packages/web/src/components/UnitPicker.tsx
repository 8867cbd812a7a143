import { useEffect, useId, useRef, useState } from 'react';
import { api, type DatasheetRow } from '../api.js';
import { errorText } from '../errors.js';
import { ErrorNote } from './ErrorNote.js';

interface Props {
  label: string;
  /** Called with the chosen datasheet's id. */
  onPick: (row: DatasheetRow) => void;
  placeholder?: string;
  /** Test and link hook: the input's id. */
  id?: string;
}

/**
 * Search the catalogue and pick a datasheet: a combobox (type, arrows to move, Enter to pick,
 * Escape to close). Searches forgive typos and diacritics (the server ranks the hits).
 */
export function UnitPicker({ label, onPick, placeholder, id }: Props) {
  const auto = useId();
  const inputId = id ?? `${auto}-input`;
  const listId = `${inputId}-list`;
  const [text, setText] = useState('');
  const [rows, setRows] = useState<DatasheetRow[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const seq = useRef(0);

  useEffect(() => {
    const words = text.trim();
    if (words.length < 2) {
      setRows([]);
      return;
    }
    const mine = ++seq.current;
    const timer = setTimeout(() => {
      api
        .search(words, { limit: 12 })
        .then((r) => {
          if (mine !== seq.current) return;
          setRows(r);
          setActive(0);
          setError(null);
        })
        .catch((e: unknown) => {
          if (mine === seq.current) setError(errorText(e));
        });
    }, 120);
    return () => clearTimeout(timer);
  }, [text]);

  const pick = (row: DatasheetRow | undefined) => {
    if (!row) return;
    onPick(row);
    setText('');
    setRows([]);
    setOpen(false);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((a) => Math.min(a + 1, rows.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter') {
      if (open && rows.length) {
        e.preventDefault();
        pick(rows[active]);
      }
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  const shown = open && rows.length > 0;
  return (
    <div className="picker">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown ? `${listId}-${active}` : undefined}
        placeholder={placeholder ?? 'Search every faction…'}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onFocus={() => setOpen(true)}
      />
      <ErrorNote message={error} />
      <div id={listId} role="listbox" className="picker-list" hidden={!shown} aria-label={`${label}: matches`}>
        {rows.map((r, i) => (
          <div
            key={r.id}
            tabIndex={-1}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'active' : undefined}
            onMouseDown={(e) => {
              e.preventDefault();
              pick(r);
            }}
            onMouseEnter={() => setActive(i)}
          >
            <span className="picker-name">{r.name}</span>
            <span className="picker-meta">
              {r.faction}
              {r.points !== null ? ` · ${r.points} pts` : ''}
              {r.legends ? ' · Legends' : ''}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
