import { useEffect, useState } from 'react';
import { api, type DatasheetReply } from '../api.js';
import type { ArmyList, ArmyUnit, CheckedList } from './lists-api.js';
import { parseWargear, wargearText } from './lists-api.js';

/** The catalogue replies for the list's datasheets (Enhancements, who leads whom), fetched once each. */
export function useDatasheets(list: ArmyList): Map<string, DatasheetReply> {
  const [map, setMap] = useState(() => new Map<string, DatasheetReply>());
  const ids = [...new Set(list.units.map((u) => u.datasheet).filter((d): d is string => d !== null))].sort().join(' ');
  useEffect(() => {
    let live = true;
    for (const id of ids ? ids.split(' ') : []) {
      api
        .datasheet(id)
        .then((r) => live && setMap((m) => (m.has(id) ? m : new Map(m).set(id, r))))
        .catch(() => undefined);
    }
    return () => {
      live = false;
    };
  }, [ids]);
  return map;
}

interface Props {
  list: ArmyList;
  checked: CheckedList | null;
  sheets: Map<string, DatasheetReply>;
  onChange: (units: ArmyUnit[]) => void;
}

/** One text field that keeps what is typed and reports it parsed (wargear). */
function WargearField({ unit, onChange }: { unit: ArmyUnit; onChange: (items: ArmyUnit['wargear']) => void }) {
  const [text, setText] = useState(() => wargearText(unit.wargear));
  useEffect(
    () => setText((t) => (wargearText(parseWargear(t)) === wargearText(unit.wargear) ? t : wargearText(unit.wargear))),
    [unit.wargear],
  );
  return (
    <input
      aria-label={`wargear of ${unit.name} (${unit.id})`}
      className="wide"
      value={text}
      placeholder="2x Plasma gun, Power fist"
      onChange={(e) => {
        setText(e.target.value);
        onChange(parseWargear(e.target.value));
      }}
    />
  );
}

/**
 * The list's units, each editable: models, wargear, Enhancement, the unit a Leader joins, Warlord,
 * remove; with points as the list states them and as the catalogue prices them.
 */
export function UnitsTable({ list, checked, sheets, onChange }: Props) {
  const points = new Map(checked?.points?.units.map((p) => [p.unit, p]) ?? []);
  const set = (id: string, change: Partial<ArmyUnit>) =>
    onChange(list.units.map((u) => (u.id === id ? { ...u, ...change } : u)));
  const setWarlord = (id: string) => onChange(list.units.map((u) => ({ ...u, warlord: u.id === id })));
  return (
    <div className="table-wrap">
      <table className="stages units" data-testid="list-units">
        <caption>Units</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Unit</th>
            <th scope="col">Models</th>
            <th scope="col">List pts</th>
            <th scope="col">Catalogue pts</th>
            <th scope="col">Wargear</th>
            <th scope="col">Enhancement</th>
            <th scope="col">Leads</th>
            <th scope="col">Warlord</th>
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.units.map((u) => {
            const reply = u.datasheet ? sheets.get(u.datasheet) : undefined;
            const ds = reply?.datasheet;
            const eligible = new Set(reply?.eligibleEnhancements ?? []);
            const enhancements = (reply?.enhancements ?? []).filter(
              (e) =>
                (eligible.size === 0 || eligible.has(e.id)) &&
                (!list.detachment || !e.detachment || e.detachment === list.detachment || e.name === u.enhancement),
            );
            const leads = ds?.leads.length ? list.units.filter((o) => o.id !== u.id && !o.attachedTo) : [];
            const p = points.get(u.id);
            const label = `${u.name} (${u.id})`;
            return (
              <tr key={u.id} data-unit={u.id}>
                <td>{u.line ?? ''}</td>
                <th scope="row">
                  {u.name}
                  {u.datasheet === null && checked?.catalogue ? <span className="badge warn">not found</span> : null}
                </th>
                <td>
                  <input
                    type="number"
                    min={1}
                    max={100}
                    className="cell-xs"
                    aria-label={`models in ${label}`}
                    value={u.models}
                    onChange={(e) => {
                      const n = Number(e.target.value);
                      if (Number.isInteger(n) && n >= 1 && n <= 100) set(u.id, { models: n, modelGroups: [] });
                    }}
                  />
                </td>
                <td>{u.statedPoints ?? ''}</td>
                <td data-testid={`points-${u.id}`}>{p?.computed ?? ''}</td>
                <td>
                  <WargearField unit={u} onChange={(wargear) => set(u.id, { wargear })} />
                  {u.modelGroups.some((g) => g.wargear.length) && (
                    <span className="muted small">
                      {' '}
                      {u.modelGroups.map((g) => `${g.count}x ${g.name}: ${wargearText(g.wargear)}`).join('; ')}
                    </span>
                  )}
                </td>
                <td>
                  <select
                    aria-label={`Enhancement of ${label}`}
                    value={u.enhancement ?? ''}
                    onChange={(e) => set(u.id, { enhancement: e.target.value || null })}
                  >
                    <option value="">none</option>
                    {u.enhancement && !enhancements.some((e) => e.name === u.enhancement) && (
                      <option value={u.enhancement}>{u.enhancement}</option>
                    )}
                    {enhancements.map((e) => (
                      <option key={e.id} value={e.name}>
                        {e.name} ({e.points} pts)
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  {(leads.length > 0 || u.attachedTo) && (
                    <select
                      aria-label={`unit ${label} leads`}
                      value={u.attachedTo ?? ''}
                      onChange={(e) => set(u.id, { attachedTo: e.target.value || null })}
                    >
                      <option value="">none</option>
                      {u.attachedTo && !leads.some((o) => o.id === u.attachedTo) && (
                        <option value={u.attachedTo}>{u.attachedTo}</option>
                      )}
                      {leads.map((o) => (
                        <option key={o.id} value={o.id}>
                          {o.name} ({o.id})
                        </option>
                      ))}
                    </select>
                  )}
                </td>
                <td>
                  <input
                    type="radio"
                    name="warlord"
                    aria-label={`${label} is the Warlord`}
                    checked={u.warlord}
                    onChange={() => setWarlord(u.id)}
                  />
                </td>
                <td>
                  <button
                    type="button"
                    className="icon"
                    aria-label={`Remove ${label}`}
                    onClick={() =>
                      onChange(
                        list.units
                          .filter((x) => x.id !== u.id)
                          .map((x) => (x.attachedTo === u.id ? { ...x, attachedTo: null } : x)),
                      )
                    }
                  >
                    ×
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
