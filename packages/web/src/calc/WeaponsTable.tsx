import { type Column, EditableTable } from './EditableTable.js';
import type { FieldTarget } from './SetupPanel.js';
import { type WeaponRow, weaponRow } from './state.js';

interface Props {
  prefix: string;
  rows: WeaponRow[];
  onChange: (rows: WeaponRow[]) => void;
  invalid: FieldTarget | null;
}

const COLUMNS: Column<WeaponRow>[] = [
  { key: 'count', head: '#', label: 'how many fire', width: 'xs', numeric: true },
  { key: 'name', head: 'Weapon', label: 'name', width: 'l' },
  { key: 'attacks', head: 'A', label: 'attacks', width: 's' },
  { key: 'skill', head: 'BS/WS', label: 'skill', width: 'xs' },
  { key: 'strength', head: 'S', label: 'strength', width: 'xs', numeric: true },
  { key: 'ap', head: 'AP', label: 'AP', width: 'xs' },
  { key: 'damage', head: 'D', label: 'damage', width: 's' },
  { key: 'abilities', head: 'Abilities', label: 'abilities', width: 'm' },
];

const nameOf = (r: WeaponRow, i: number) => r.name || `weapon ${i + 1}`;

/** The attacker's weapons: every profile of the unit, with how many of each fire (0: not firing). */
export function WeaponsTable({ prefix, rows, onChange, invalid }: Props) {
  return (
    <div className="table-wrap">
      <EditableTable
        className="weapons"
        idPrefix={`${prefix}-w`}
        part="weapon"
        columns={COLUMNS}
        rows={rows}
        onChange={onChange}
        invalid={invalid}
        rowName={nameOf}
        labelSuffix={(r) => ` (${r.type})`}
        rowClass={(r) => (r.count.trim() === '0' ? 'idle' : undefined)}
        extra={{
          head: 'Type',
          cell: (r, i, set) => (
            <select
              id={`${prefix}-w${i}-type`}
              aria-label={`type of ${nameOf(r, i)}`}
              value={r.type}
              onChange={(e) => set('type', e.target.value)}
            >
              <option value="ranged">Ranged</option>
              <option value="melee">Melee</option>
            </select>
          ),
        }}
      />
      <div className="row-actions">
        <button type="button" onClick={() => onChange([...rows, weaponRow()])}>
          Add a ranged weapon
        </button>
        <button type="button" onClick={() => onChange([...rows, weaponRow({ type: 'melee', name: 'Melee weapon' })])}>
          Add a melee weapon
        </button>
      </div>
    </div>
  );
}
