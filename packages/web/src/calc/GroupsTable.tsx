import { type Column, EditableTable } from './EditableTable.js';
import type { FieldTarget } from './SetupPanel.js';
import { type GroupRow, groupRow } from './state.js';

const COLUMNS: Column<GroupRow>[] = [
  { key: 'models', head: 'Models', label: 'models', width: 'xs', numeric: true },
  { key: 'name', head: 'Profile', label: 'profile name', width: 'm' },
  { key: 'toughness', head: 'T', label: 'Toughness', width: 'xs', numeric: true },
  { key: 'save', head: 'Sv', label: 'Save', width: 'xs' },
  { key: 'invulnerable', head: 'Inv', label: 'invulnerable save', width: 's' },
  { key: 'wounds', head: 'W', label: 'Wounds', width: 'xs', numeric: true },
  { key: 'feelNoPain', head: 'FNP', label: 'Feel No Pain', width: 'xs' },
  { key: 'keywords', head: 'Keywords', label: 'keywords of these models', width: 'm' },
];

/** The defending unit's model profiles; the first row is its main models (allocated first). */
export function GroupsTable(props: {
  prefix: string;
  rows: GroupRow[];
  onChange: (rows: GroupRow[]) => void;
  invalid: FieldTarget | null;
}) {
  const { prefix, rows, onChange, invalid } = props;
  return (
    <div className="table-wrap">
      <EditableTable
        className="groups"
        idPrefix={`${prefix}-g`}
        part="group"
        columns={COLUMNS}
        rows={rows}
        onChange={onChange}
        invalid={invalid}
        rowName={(r, i) => r.name || `profile ${i + 1}`}
        canRemove={(i) => i > 0}
      />
      <div className="row-actions">
        <button
          type="button"
          onClick={() =>
            onChange([...rows, groupRow({ name: 'Leader', models: '1', wounds: '5', keywords: 'CHARACTER' })])
          }
        >
          Add a profile (sergeant, attached Leader)
        </button>
      </div>
    </div>
  );
}
