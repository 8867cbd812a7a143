import { Cell } from './Cell.js';
import type { FieldTarget } from './SetupPanel.js';
import { type WeaponRow, weaponRow } from './state.js';

interface Props {
  prefix: string;
  rows: WeaponRow[];
  onChange: (rows: WeaponRow[]) => void;
  invalid: FieldTarget | null;
}

const COLUMNS: {
  key: keyof WeaponRow;
  head: string;
  label: string;
  width: 'xs' | 's' | 'm' | 'l';
  numeric?: boolean;
}[] = [
  { key: 'count', head: '#', label: 'how many fire', width: 'xs', numeric: true },
  { key: 'name', head: 'Weapon', label: 'name', width: 'l' },
  { key: 'attacks', head: 'A', label: 'attacks', width: 's' },
  { key: 'skill', head: 'BS/WS', label: 'skill', width: 'xs' },
  { key: 'strength', head: 'S', label: 'strength', width: 'xs', numeric: true },
  { key: 'ap', head: 'AP', label: 'AP', width: 'xs' },
  { key: 'damage', head: 'D', label: 'damage', width: 's' },
  { key: 'abilities', head: 'Abilities', label: 'abilities', width: 'm' },
];

/** The attacker's weapons: every profile of the unit, with how many of each fire (0: not firing). */
export function WeaponsTable({ prefix, rows, onChange, invalid }: Props) {
  const set = (i: number, key: keyof WeaponRow, v: string) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, [key]: v } : r)));
  return (
    <div className="table-wrap">
      <table className="profiles weapons">
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c.key} scope="col">
                {c.head}
              </th>
            ))}
            <th scope="col">Type</th>
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are fully controlled (no state of their own); removing one re-keys the rest harmlessly
            <tr key={i} className={r.count.trim() === '0' ? 'idle' : undefined}>
              {COLUMNS.map((c) => (
                <td key={c.key}>
                  <Cell
                    id={`${prefix}-w${i}-${c.key}`}
                    label={`${c.label} of ${r.name || `weapon ${i + 1}`}${c.key === 'name' ? '' : ` (${r.type})`}`}
                    value={r[c.key]}
                    width={c.width}
                    numeric={c.numeric ?? false}
                    invalid={
                      invalid?.part === 'weapon' && invalid.index === i && (invalid.key === c.key || !invalid.key)
                    }
                    onChange={(v) => set(i, c.key, v)}
                  />
                </td>
              ))}
              <td>
                <select
                  id={`${prefix}-w${i}-type`}
                  aria-label={`type of ${r.name || `weapon ${i + 1}`}`}
                  value={r.type}
                  onChange={(e) => set(i, 'type', e.target.value)}
                >
                  <option value="ranged">Ranged</option>
                  <option value="melee">Melee</option>
                </select>
              </td>
              <td>
                <button
                  type="button"
                  className="icon"
                  aria-label={`Remove ${r.name || `weapon ${i + 1}`}`}
                  onClick={() => onChange(rows.filter((_, j) => j !== i))}
                >
                  ×
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="row-actions">
        <button type="button" onClick={() => onChange([...rows, weaponRow()])}>
          Add a ranged weapon
        </button>
        <button
          type="button"
          onClick={() => onChange([...rows, weaponRow({ type: 'melee', skill: '3+', name: 'Melee weapon' })])}
        >
          Add a melee weapon
        </button>
      </div>
    </div>
  );
}
