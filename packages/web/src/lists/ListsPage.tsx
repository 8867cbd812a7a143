import { defaultSize } from '@cogitator/engine/model';
import { useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../api.js';
import { ErrorNote } from '../components/ErrorNote.js';
import { UnitPicker } from '../components/UnitPicker.js';
import { errorText } from '../errors.js';
import { ExportPanel } from './ExportPanel.js';
import { Findings } from './Findings.js';
import { ImportForm } from './ImportForm.js';
import { type ArmyList, type CheckedList, emptyList, listsApi, newUnit, type ReadReply } from './lists-api.js';
import { SavedLists } from './SavedLists.js';
import { UnitsTable, useDatasheets } from './UnitsTable.js';

const SIZES = ['Incursion', 'Strike Force', 'Onslaught'] as const;

/** Check the list on the server whenever it changes (debounced; a newer edit cancels the older check). */
function useChecked(list: ArmyList | null, first: CheckedList | null) {
  const [checked, setChecked] = useState<CheckedList | null>(first);
  const [error, setError] = useState<string | null>(null);
  const skip = useRef(first !== null);
  const key = list ? JSON.stringify(list) : '';
  useEffect(() => {
    if (!key) return;
    if (skip.current) {
      // The import's own answer is the check of the list as read.
      skip.current = false;
      return;
    }
    const ctrl = new AbortController();
    const t = setTimeout(() => {
      listsApi
        .check(JSON.parse(key) as ArmyList, ctrl.signal)
        .then((c) => {
          setChecked(c);
          setError(null);
        })
        .catch((e: unknown) => {
          if ((e as Error).name !== 'AbortError') setError(errorText(e));
        });
    }, 200);
    return () => {
      clearTimeout(t);
      ctrl.abort();
    };
  }, [key]);
  return { checked, setChecked, error, skip };
}

/** The list's name, faction, detachment and battle size, editable; points by the catalogue and as stated. */
function ListHead({
  list,
  checked,
  format,
  onChange,
}: {
  list: ArmyList;
  checked: CheckedList | null;
  format: string | null;
  onChange: (l: ArmyList) => void;
}) {
  const stated = list.statedPoints ?? list.units.reduce((s, u) => s + (u.statedPoints ?? 0), 0);
  const text = (k: 'name' | 'faction' | 'detachment') => (e: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...list, [k]: e.target.value.trim() ? e.target.value : null });
  return (
    <section className="list-head" aria-labelledby="list-title">
      <h2 id="list-title">{list.name ?? 'Unnamed list'}</h2>
      {format && <p className="muted small">Read as {format}.</p>}
      <div className="unit-line">
        <label>
          Name <input value={list.name ?? ''} onChange={text('name')} />
        </label>
        <label>
          Faction <input value={list.faction ?? ''} onChange={text('faction')} />
        </label>
        <label>
          Detachment <input value={list.detachment ?? ''} onChange={text('detachment')} />
        </label>
        <label>
          Battle size{' '}
          <select
            value={list.battleSize ?? ''}
            onChange={(e) => onChange({ ...list, battleSize: (e.target.value || null) as ArmyList['battleSize'] })}
          >
            <option value="">not stated</option>
            {SIZES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p data-testid="list-points">
        Points:{' '}
        <strong>{checked?.points ? `${checked.points.total} by the catalogue` : 'not priced (no catalogue)'}</strong>
        {`; the list says ${stated}`}
        {list.pointsLimit ? ` (limit ${list.pointsLimit})` : ''}.
      </p>
      {checked && !checked.catalogue && (
        <p className="note">No catalogue on the server: names are not resolved and the army rules are not checked.</p>
      )}
    </section>
  );
}

/**
 * Army lists: import one (any format), see its units, points and findings, edit it with the
 * findings updated as you type, export it to every format, keep it in the server's database.
 */
export function ListsPage() {
  const [list, setList] = useState<ArmyList | null>(null);
  const [format, setFormat] = useState<string | null>(null);
  const [addError, setAddError] = useState<string | null>(null);
  const { checked, setChecked, error, skip } = useChecked(list, null);
  const sheets = useDatasheets(list ?? emptyList());
  const names = useMemo(() => new Map(list?.units.map((u) => [u.id, `${u.name} (${u.id})`]) ?? []), [list]);
  const onRead = (r: ReadReply) => {
    skip.current = true;
    setChecked(r);
    setFormat(r.formatName);
    setList(r.list);
  };
  return (
    <div className="lists">
      <div className="page-head">
        <h1>Army lists</h1>
        <p className="muted">
          Read a list from any app or builder, check it against the army-building rules, edit it and export it.
        </p>
        <div className="toolbar">
          <button
            type="button"
            onClick={() => {
              setFormat(null);
              setList(emptyList());
            }}
          >
            Start an empty list
          </button>
        </div>
      </div>
      <ImportForm onRead={onRead} />
      {list && (
        <>
          <ListHead list={list} checked={checked} format={format} onChange={setList} />
          <ErrorNote message={error} testId="list-check-error" />
          <section className="list-units" aria-label="Units">
            <UnitsTable
              list={list}
              checked={checked}
              sheets={sheets}
              onChange={(units) => setList({ ...list, units })}
            />
            <UnitPicker
              id="list-add-unit"
              label="Add a unit"
              onPick={(row) =>
                api
                  .datasheet(row.id)
                  .then((r) => {
                    setAddError(null);
                    setList((l) => {
                      const base = l ?? emptyList();
                      const unit = newUnit(base, {
                        name: r.datasheet.name,
                        datasheet: r.datasheet.id,
                        models: defaultSize(r.datasheet),
                      });
                      return { ...base, faction: base.faction ?? r.datasheet.faction, units: [...base.units, unit] };
                    });
                  })
                  .catch((e: unknown) => setAddError(errorText(e)))
              }
            />
            <ErrorNote message={addError} />
          </section>
          {checked && <Findings findings={checked.findings} names={names} />}
          <ExportPanel list={list} />
        </>
      )}
      <SavedLists
        list={list}
        onOpen={(l) => {
          setFormat(null);
          setList(l);
        }}
      />
    </div>
  );
}
