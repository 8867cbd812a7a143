import { Cell } from './Cell.js';
import type { FieldTarget } from './SetupPanel.js';
import { type GroupRow, groupRow } from './state.js';

const COLUMNS: { key: keyof GroupRow; head: string; label: string; width: 'xs' | 's' | 'm' | 'l' }[] = [
  { key: 'models', head: 'Models', label: 'models', width: 'xs' },
  { key: 'name', head: 'Profile', label: 'profile name', width: 'm' },
  { key: 'toughness', head: 'T', label: 'Toughness', width: 'xs' },
  { key: 'save', head: 'Sv', label: 'Save', width: 'xs' },
  { key: 'invulnerable', head: 'Inv', label: 'invulnerable save', width: 'xs' },
  { key: 'wounds', head: 'W', label: 'Wounds', width: 'xs' },
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
  const set = (i: number, key: keyof GroupRow, v: string) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, [key]: v } : r)));
  return (
    <div className="table-wrap">
      <table className="profiles groups">
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c.key} scope="col">
                {c.head}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are fully controlled (no state of their own); removing one re-keys the rest harmlessly
            <tr key={i}>
              {COLUMNS.map((c) => (
                <td key={c.key}>
                  <Cell
                    id={`${prefix}-g${i}-${c.key}`}
                    label={`${c.label} of ${r.name || `profile ${i + 1}`}`}
                    value={r[c.key]}
                    width={c.width}
                    numeric={c.width === 'xs'}
                    invalid={
                      invalid?.part === 'group' && invalid.index === i && (invalid.key === c.key || !invalid.key)
                    }
                    onChange={(v) => set(i, c.key, v)}
                  />
                </td>
              ))}
              <td>
                {i > 0 && (
                  <button
                    type="button"
                    className="icon"
                    aria-label={`Remove ${r.name || `profile ${i + 1}`}`}
                    onClick={() => onChange(rows.filter((_, j) => j !== i))}
                  >
                    ×
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
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
